"""Values read off a page for the rules planner (pure): counts and prices.

Counts prefer the total the page states (``read.result_total``: "Showing 1-10 of 141", "1..2 out of
2", "141 rows where ...") and fall back to "N <noun>" lines, preferring the noun asked about. Prices
come from the item the question names (or the open detail page). Named attributes are read by the
one reader the verifier uses too, ``read.attributes.attribute_value``.
"""

from __future__ import annotations

import re

from wayfinder.intent.text import first_money
from wayfinder.intent.text.reading import money_spans
from wayfinder.observe.models import Observation
from wayfinder.plan.ranking import stem, text_score
from wayfinder.plan.rules.core.prices import Item, extract_items
from wayfinder.plan.rules.page import page_shows
from wayfinder.read.results import result_total
from wayfinder.read.totals import status_lines

MAX_LISTED = 30
_NOUNS = (
    r"records?|results?|items?|matches|entries|entry|rows?|products?|hits|documents?|listings?|cases?|people|"
    r"persons?|properties|files?|emails?|messages?|orders?|users?|jobs?|books?|articles?|reviews?"
)
_NUM = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)"
_COUNT_PATTERNS = (
    re.compile(
        rf"{_NUM}\s+(?:\w+\s+){{0,2}}?(?P<w>{_NOUNS})\s+(?:were\s+|was\s+|have\s+been\s+)?(?:found|returned|matched|match|available|listed)",
        re.I,
    ),
    re.compile(
        rf"(?:found|showing|displaying|total(?:\s+of)?|returned)\s*:?\s*(?:\d[\d,]*\s*[-–]\s*\d[\d,]*\s+of\s+)?{_NUM}\s+(?P<w>{_NOUNS})",
        re.I,
    ),
    re.compile(rf"\bof\s+{_NUM}\s+(?P<w>{_NOUNS})", re.I),
    re.compile(rf"(?P<w>{_NOUNS})\s*(?:found|total|count)?\s*[:=]\s*{_NUM}", re.I),
    re.compile(rf"{_NUM}\s+(?P<w>{_NOUNS})\b", re.I),
)


def _sources(obs: Observation) -> list[str]:
    """Where a list states its count: its grid's status, the headings, the page's status lines (never a
    quoted example or a paragraph of prose, ``read.totals.status_lines``)."""
    texts = [g.results_text for g in obs.grids if g.results_text]
    lines = re.split(r"\n+", status_lines(obs.text_digest))
    return texts + list(obs.headings) + [line for line in lines if line.strip()]


def find_count(obs: Observation, noun: str) -> str | None:
    """The total the page states ('Showing 1-10 of 141', '1..2 out of 2', 'Page 1 of 3' is not one),
    else the number in an 'N <noun> found' line, preferring the asked noun."""
    stated = result_total(obs)
    if stated is not None and stated.rows is not None:
        return f"about {stated.rows:,}" if stated.approximate else f"{stated.rows:,}"
    want = stem(noun.lower())
    fallback = None
    for pattern in _COUNT_PATTERNS:
        for text in _sources(obs):
            for match in pattern.finditer(text):
                if stem(match.group("w").lower()) == want:
                    return match.group("n")
                fallback = fallback or match.group("n")
        if fallback:
            return fallback
    return None


def find_price(obs: Observation, subject: str) -> str | None:
    """The price of the named item on this page, or the first price of its own (detail) page."""
    if subject:
        scored = [(text_score(subject, item.name), item) for item in extract_items(obs)]
        scored = [row for row in scored if row[0] >= 0.5]
        if scored:
            item = max(scored, key=lambda r: r[0])[1]
            return money_text(item.price, item_currency(obs, item))
    if not subject or page_shows(obs, subject, threshold=0.7):
        for text in [*obs.headings, *re.split(r"\n+", obs.text_digest)]:
            price = first_money(text)
            if price is not None:  # a currency in words is said as the page says it ('18 euros')
                return price.text if _in_words(price.currency) else money_text(price.amount, price.currency)
    return None


def item_currency(obs: Observation, item: Item) -> str:
    """The currency a listed item's price is written in: on its own line, else where the page writes
    that amount (a card's price can be a block of its own)."""
    return currency_of(item.line, item.price) or currency_of(obs.text_digest, item.price)


def currency_of(text: str, amount: float) -> str:
    """The currency ``text`` writes ``amount`` in ('$', '€', 'euros'), as written; '' when it writes none
    (the one money reader, ``intent.text.reading.money_spans``)."""
    return next((s.currency for s in money_spans(text) if abs(s.amount - amount) < 0.005 and s.currency), "")


def _in_words(currency: str) -> bool:
    """'euro', 'EUR' (after the amount), not '$', '€' or 'US$' (before it)."""
    return any(ch.isalpha() for ch in currency) and not currency.strip().endswith("$")


def money_text(amount: float, currency: str) -> str:
    """An amount said in the currency the page writes it in: a sign before it ('$18.00', '€5.00',
    'US$5.00'), a word or code after it ('18.00 euros', '5.00 EUR'); the bare amount when the page
    writes no currency (never a currency it did not write)."""
    written = currency.strip()
    if not written:
        return f"{amount:,.2f}"
    if _in_words(written):
        return f"{amount:,.2f} {written}"
    return f"{written}{amount:,.2f}"
