"""Constraints on what is sought (pure): superlative, bounds, dates, ordinal, quantity, filters.

``read_constraints(phrase)`` takes them out of a (masked) phrase and returns them with the phrase
that is left, so "the cheapest Sony headphones under $50 from 2021" becomes superlative (price, min),
bound price < 50, dates 2021, brand Sony, and the object "Sony headphones".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from wayfinder.intent.frame import Direction, Filter, Superlative
from wayfinder.intent.names import MEASURE_NOUNS, NAME2, SORT_WORDS
from wayfinder.intent.text.bounds import Bound, find_bounds
from wayfinder.intent.text.dates import DateRange, find_date_range
from wayfinder.intent.text.lemmas import is_participle, lemma, word_classes
from wayfinder.intent.text.numbers import TOP_PLACE_RE, WORD_NUMBERS, find_ordinal

_SUPERLATIVES: tuple[tuple[str, str, str], ...] = (
    (
        r"(?:(?:with|having|at)\s+)?(?:the\s+)?(?:cheapest|least\s+expensive|most\s+affordable|lowest[\s-]+pric(?:ed|e)"
        r"|lowest\s+cost|cheaper)(?:\s+(?:cost|price|fare|rate))?",
        "price",
        "min",
    ),
    (
        r"(?:(?:with|having|at)\s+)?(?:the\s+)?(?:most\s+expensive|priciest|highest[\s-]+pric(?:ed|e)|dearest|costliest"
        r"|pricier)(?:\s+(?:cost|price|fare|rate))?",
        "price",
        "max",
    ),
    (
        r"(?:highest|best|top)[\s-]+rated|best[\s-]+reviewed|highest\s+rating|best\s+rating|top\s+rating|best\s+reviews"
        r"|(?:(?:people|users|customers|buyers|reviewers|readers|shoppers)\s+)?(?:rate[sd]?|review(?:s|ed)?)"
        r"\s+(?:the\s+)?(?:best|highest|most\s+highly|top)",
        "rating",
        "max",
    ),
    (r"(?:lowest|worst)[\s-]+rated|lowest\s+rating|worst\s+rating", "rating", "min"),
    (r"most\s+reviews|most[\s-]+reviewed", "reviews", "max"),
    # an event's participle before the adverb goes with it ('filed most recently', 'published earliest')
    (r"\w+(?:ed|en)\s+most\s+recently|newest|latest|most\s+recent(?:ly(?:\s+\w+)?)?|youngest", "date", "max"),
    (r"\w+(?:ed|en)\s+(?:earliest|least\s+recently)|oldest|earliest|least\s+recent(?:ly)?", "date", "min"),
    (r"most\s+popular|best[\s-]+selling|bestselling|top[\s-]+selling", "popularity", "max"),
    (r"largest|biggest|greatest", "size", "max"),
    (r"smallest|tiniest", "size", "min"),
    (r"lightest", "weight", "min"),
    (r"heaviest", "weight", "max"),
    (r"fastest|quickest", "speed", "max"),
    (r"slowest", "speed", "min"),
    (r"longest", "length", "max"),
    (r"shortest", "length", "min"),
)
_GENERIC_SUP = re.compile(
    r"\b(?:with\s+the\s+|has\s+the\s+|having\s+the\s+|the\s+)?(?P<d>highest|largest|biggest|greatest|most|maximum|max|top"
    r"|lowest|smallest|least|fewest|minimum|min)\s+(?:number\s+of\s+|amount\s+of\s+)?(?P<a>[a-z][a-z-]{2,20})\b",
    re.I,
)
_MAX_WORDS = {"highest", "largest", "biggest", "greatest", "most", "maximum", "max", "top"}
_SIZE_ATTRS = {"size": {"largest", "biggest", "greatest", "smallest"}}
_COLORS = (
    "red|orange|yellow|green|blue|purple|violet|pink|black|white|gr[ae]y|silver|gold|brown|beige|navy|teal"
)
_QUANTITY_RE = re.compile(
    r"^(?P<n>\d{1,3}|"
    + "|".join(
        re.escape(w).replace(r"\ ", r"\s+")
        for w in sorted(WORD_NUMBERS, key=len, reverse=True)
        if w != "no" and not w.startswith("a ")
    )
    + r")\s+(?!%)",
    re.I,
)
# '4K monitor', '27 inch', '16GB': a number that sizes the thing, not how many; a unit is a whole word
# ('2 Keychron keyboards' is a quantity: the 'K' of a name is not the unit 'k')
_UNIT_AFTER_NUMBER = re.compile(r"^\d+\s*(?:(?:k|gb|tb|mb|inch(?:es)?|in|hz|mp|w|mm|cm)\b|\")", re.I)
_ALL_RE = re.compile(r"^(?:all|every|each)(?:\s+(?:of\s+)?(?:the|my|your))?\s+", re.I)
_BY_RE = re.compile(
    r"\b(?P<w>by|from|made\s+by|brand(?:ed)?|of\s+the\s+brand|authored\s+by|written\s+by|sent\s+by|posted\s+by)\s+"
    rf"(?P<v>(?!(?:{'|'.join(sorted(SORT_WORDS))})\b)(?![a-z]+ing\b){NAME2})",
    re.I,
)
_PLACE = NAME2
_ROUTE_RE = re.compile(rf"\bfrom\s+(?P<a>{_PLACE})\s+(?:to|for)\s+(?P<b>{_PLACE})", re.I)
_CATEGORY_RE = re.compile(
    r"\b(?:in|from|under)\s+(?:the\s+)?(?P<v>[\w&' -]{2,30}?)\s+(?:category|section|department|aisle)\b", re.I
)
_COLOR_RE = re.compile(rf"\b(?:in\s+)?(?P<v>{_COLORS})\b(?=\s+\w)", re.I)
_SIZE_RE = re.compile(r"\b(?:in\s+)?size\s+(?P<v>\w+)\b", re.I)


@dataclass
class Constraints:
    superlative: Superlative | None = None
    bounds: list[Bound] = field(default_factory=list)
    dates: DateRange | None = None
    ordinal: int | None = None
    quantity: int | None = None
    filters: list[Filter] = field(default_factory=list)


def _cut(text: str, start: int, end: int) -> str:
    return f"{text[:start]} {text[end:]}"


# Misspelt superlatives ('chepest', 'most expnsive') are read by closeness to these words (rapidfuzz).
_FUZZY_WORDS: dict[str, tuple[str, Direction]] = {
    "cheapest": ("price", "min"),
    "priciest": ("price", "max"),
    "expensive": ("price", "max"),
    "newest": ("date", "max"),
    "latest": ("date", "max"),
    "oldest": ("date", "min"),
    "highest": ("", "max"),
    "lowest": ("", "min"),
    "largest": ("size", "max"),
    "smallest": ("size", "min"),
}


def _fuzzy_superlative(text: str) -> tuple[Superlative | None, str]:
    for match in re.finditer(r"[A-Za-z]{6,}", text):
        word = match.group(0).lower()
        if word in _FUZZY_WORDS:
            continue
        hit = process.extractOne(word, list(_FUZZY_WORDS), scorer=fuzz.ratio, score_cutoff=84)
        if hit is None:
            continue
        attribute, direction = _FUZZY_WORDS[hit[0]]
        if hit[0] == "expensive" and not re.search(r"\bmost\s+$", text[: match.start()], re.I):
            continue
        if not attribute:
            continue
        start = match.start()
        most = re.search(r"\bmost\s+$", text[:start], re.I)
        return Superlative(attribute, direction, hit[0]), _cut(
            text, most.start() if most else start, match.end()
        )
    return None, text


# 'the longest book by pages', 'the largest city by population', 'the cheapest laptop by unit price': a
# superlative's 'by' names what it is measured by (a common noun), not who made the thing ('the newest
# book by Ann Lee'): the measure replaces the adjective's own ('longest' is a length, by pages a count)
_MEASURED_BY_RE = re.compile(
    r"\bby\s+(?:the\s+|its\s+|their\s+)?(?:number\s+of\s+|amount\s+of\s+)?"
    r"(?P<m>[a-z][a-z-]+(?:\s+[a-z][a-z-]+){0,2})",
    re.I,
)


def _measured_by(sup: Superlative, text: str) -> tuple[Superlative, str]:
    match = _MEASURED_BY_RE.search(text)
    if match is None:
        return sup, text
    words = match.group("m").lower().split()
    for size in range(len(words), 0, -1):  # the longest phrase headed by a measure ('screen size')
        if lemma(words[size - 1]) in MEASURE_NOUNS or words[size - 1] in MEASURE_NOUNS:
            end = match.start("m") + len(" ".join(match.group("m").split()[:size]))
            head = lemma(words[size - 1])  # 'the earliest filing by filing date' is still by date
            measure = sup.attribute if head == lemma(sup.attribute) else " ".join(words[:size])
            return Superlative(measure, sup.direction, sup.word), _cut(text, match.start(), end)
    return sup, text


_NEXT_WORD_RE = re.compile(r"[\s-]+(?P<w>[a-z]+)\b(?=\s+[a-z])", re.I)


def _event_after(text: str, end: int) -> int:
    """Where a date superlative ends once the event it dates is taken with it: 'the earliest published
    book', 'the newest-added member', 'the latest filed deed' (the participle before its noun, as in
    'published earliest' after it); 'the oldest closed issue', 'the newest used laptop' keep theirs."""
    nxt = _NEXT_WORD_RE.match(text, end)
    if nxt is None:
        return end
    word = nxt.group("w").lower()
    return nxt.end() if is_participle(word) and "ADJ" not in word_classes(word) else end


def read_superlative(text: str) -> tuple[Superlative | None, str]:
    for pattern, attribute, direction in _SUPERLATIVES:
        match = re.search(rf"\b(?:{pattern})\b", text, re.I)
        if match:
            end = _event_after(text, match.end()) if attribute == "date" else match.end()
            sup = Superlative(attribute, direction, " ".join(match.group(0).lower().split()))  # type: ignore[arg-type]
            return sup, _cut(text, match.start(), end)
    generic = _GENERIC_SUP.search(text)
    if generic:
        word = generic.group("d").lower()
        attribute = generic.group("a").lower()
        if word == "top" and TOP_PLACE_RE.match(text, generic.start("d")):  # 'the top hit': an ordinal
            return _fuzzy_superlative(text)
        if fuzz.ratio(attribute, "expensive") >= 80:
            return Superlative("price", "max" if word in _MAX_WORDS else "min", word), _cut(
                text, generic.start(), generic.end()
            )
        if attribute in {"one", "ones", "item", "items", "result", "results"}:
            attribute = "size" if word in _SIZE_ATTRS["size"] else ""
        if attribute:
            way: Direction = "max" if word in _MAX_WORDS else "min"
            name = attribute.rstrip("s") if attribute.endswith("ings") else attribute
            sup = Superlative(name, way, word)
            return sup, _cut(text, generic.start(), generic.end())
    return _fuzzy_superlative(text)


# 'the shortest book, the one with the fewest pages', 'the biggest city - the one with the most people':
# an appositive that restates the thing names what its superlative is measured by (Quirk et al. 1985,
# 17.65-17.80: apposition); it is taken out of the thing's name.
_RESTATED_RE = re.compile(
    r"\s*(?:,|\s-+|\s\u2013|\s\u2014)\s*(?:i\.?e\.?,?\s+)?(?:the|that)\s+ones?\s+"
    r"(?:with|that\s+(?:has|have)|which\s+(?:has|have)|having)\s+(?P<a>[^,]+?)\s*$",
    re.I,
)


def _restated_superlative(text: str) -> tuple[Superlative | None, str]:
    """The superlative an appositive restates with its measure, and the text without the appositive."""
    match = _RESTATED_RE.search(text)
    if match is None:
        return None, text
    sup, rest = read_superlative(match.group("a"))
    left = {lemma(w) for w in re.findall(r"[\w-]+", rest.lower())} - {"the", "a", "an"}
    if sup is None or not sup.attribute or not left <= {lemma(sup.attribute)}:  # 'the earliest date'
        return None, text
    return sup, text[: match.start()]


def read_constraints(phrase: str, *, with_filters: bool = True) -> tuple[Constraints, str]:
    """The constraints in ``phrase`` and what is left of it (spaces collapsed)."""
    found = Constraints()
    text = phrase
    for bound, (start, end) in reversed(find_bounds(text)):
        found.bounds.insert(0, bound)
        text = _cut(text, start, end)
    dates = find_date_range(text)
    if dates is not None:
        found.dates, match = dates
        text = _cut(text, match.start(), match.end())
    restated, without = _restated_superlative(text)
    head, cut_text = read_superlative(without)
    if restated is not None and (head is None or head.direction == restated.direction):
        found.superlative, text = restated, cut_text  # 'the shortest book, the one with the fewest pages'
    else:  # no restatement, or one that says something else ('the cheapest, the one with the most RAM')
        found.superlative, text = read_superlative(text)
    if found.superlative is not None:
        found.superlative, text = _measured_by(found.superlative, text)
    ordinal = find_ordinal(text)
    if ordinal is not None and not re.search(r"\b(?:page|step|tab)\s*$", text[: ordinal[1].start()], re.I):
        found.ordinal = ordinal[0]
        text = _cut(text, ordinal[1].start(), ordinal[1].end())
    stripped = re.sub(r"^\s*(?:the|a|an)\s+", "", text.strip(), flags=re.I)
    if _ALL_RE.match(stripped):
        found.quantity = -1
        text = _ALL_RE.sub("", stripped)
    else:
        qty = _QUANTITY_RE.match(stripped)
        if qty and not _UNIT_AFTER_NUMBER.match(stripped):
            raw = " ".join(qty.group("n").lower().split())
            found.quantity = int(raw) if raw.isdigit() else WORD_NUMBERS[raw]
            text = stripped[qty.end() :]
    if with_filters:
        text = _read_filters(text, found)
    return found, " ".join(text.split())


def _read_filters(text: str, found: Constraints) -> str:
    route = _ROUTE_RE.search(text)
    if route:
        found.filters.extend([Filter("from", route.group("a")), Filter("to", route.group("b"))])
        text = _cut(text, route.start(), route.end())
    by = _BY_RE.search(text)
    if by:
        word = by.group("w").lower()
        value = by.group("v")
        name = "brand" if re.search(r"made|brand", word) else "author"
        found.filters.append(Filter(name, value))
        text = _cut(text, by.start(), by.end())
    category = _CATEGORY_RE.search(text)
    if category:
        found.filters.append(Filter("category", category.group("v").strip()))
        text = _cut(text, category.start(), category.end())
    size = _SIZE_RE.search(text)
    if size:
        found.filters.append(Filter("size", size.group("v")))
    color = _COLOR_RE.search(text)
    if color:
        found.filters.append(Filter("color", color.group("v").lower()))
    return text
