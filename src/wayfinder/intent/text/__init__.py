"""The one text module: words (stop words, filler, tokens), numbers, money, dates and bounds.

Everything that reads goal text or page text for meaning goes through here, so "under $50",
"Jan 5, 2024" or "the second one" are read the same way by the goal parser, the page readers,
the planners and the verifier.
"""

from wayfinder.intent.text.bounds import Bound, BoundOp, find_bounds
from wayfinder.intent.text.dates import DateRange, date_span, find_date_range, parse_date
from wayfinder.intent.text.numbers import (
    Money,
    find_number,
    find_ordinal,
    looks_like_money,
    numbers_in,
    ordinal_value,
    parse_money,
    parse_number,
)
from wayfinder.intent.text.words import (
    FILLER_WORDS,
    FUNCTION_WORDS,
    MATCH_STOP,
    NAME_STOP,
    REQUEST_VERBS,
    TERM_STOP,
    UI_WORDS,
    collapse,
    content_tokens,
    identifier_words,
    norm,
    squash,
    stem,
    strip_articles,
    tokens,
    words,
)

__all__ = [
    "FILLER_WORDS",
    "FUNCTION_WORDS",
    "MATCH_STOP",
    "NAME_STOP",
    "REQUEST_VERBS",
    "TERM_STOP",
    "UI_WORDS",
    "Bound",
    "BoundOp",
    "DateRange",
    "Money",
    "collapse",
    "content_tokens",
    "date_span",
    "find_bounds",
    "find_date_range",
    "find_number",
    "find_ordinal",
    "identifier_words",
    "looks_like_money",
    "norm",
    "numbers_in",
    "ordinal_value",
    "parse_date",
    "parse_money",
    "parse_number",
    "squash",
    "stem",
    "strip_articles",
    "tokens",
    "words",
]
