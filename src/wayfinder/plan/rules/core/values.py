"""Values read off a page for the rules planner (pure): counts, prices and ports.

Counts prefer the total the page states (``read.result_total``: "Showing 1-10 of 141", "1..2 out of
2", "141 rows where ...") and fall back to "N <noun>" lines, preferring the noun asked about. Prices
come from the item the question names (or the open detail page). Named attributes are read by the
one reader the verifier uses too, ``read.attributes.attribute_value``. A port ('what port does the
MCP server listen on') is the number after the colon of an address a sentence about the thing writes
('serves HTTP at http://127.0.0.1:8765/mcp'), or its 'port N' (``port_answer``).
"""

from __future__ import annotations

import re

from wayfinder.intent.text import MATCH_STOP, first_money
from wayfinder.intent.text.reading import money_spans
from wayfinder.observe.models import Observation
from wayfinder.plan.ranking import stem, text_score
from wayfinder.plan.rules.core.prices import Item, extract_items
from wayfinder.plan.rules.page import page_shows
from wayfinder.read.prose import sentences
from wayfinder.read.results import result_total
from wayfinder.read.totals import status_lines
from wayfinder.read.typed import content_words

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


# A port written in an address ('http://127.0.0.1:8765/mcp', 'localhost:9000', 'db.example.org:5432'):
# a host - a name with dots, localhost, an IPv4 or a bracketed IPv6 - then a colon and 2-5 digits
_ADDRESS_PORT_RE = re.compile(
    r"(?<![\w.-])(?:[a-z][a-z0-9+.-]*://)?(?:[\w-]+@)?"
    r"(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)+)"
    r":(?P<port>\d{2,5})(?![\d.:])",
    re.I,
)
# A port said in words ('listens on port 9000', 'port number 8080', 'Port: 25'); a flag of a command
# line ('--port 8000') is a way to set it - weaker, read when nothing else answers (``_PORT_WEIGHT``)
_SAID_PORT_RE = re.compile(r"(?P<flag>-{1,2})?\bport\b(?:\s+number)?\s*(?:[:=]\s*)?(?P<port>\d{2,5})\b", re.I)
_PORT_WEIGHT = {"address": 2, "said": 2, "flag": 1}


def _ports(sentence: str) -> list[tuple[int, str]]:
    """The ports a sentence writes, with how surely each is the port in use (``_PORT_WEIGHT``)."""
    found = [(_PORT_WEIGHT["address"], m.group("port")) for m in _ADDRESS_PORT_RE.finditer(sentence)]
    for m in _SAID_PORT_RE.finditer(sentence):
        found.append((_PORT_WEIGHT["flag" if m.group("flag") else "said"], m.group("port")))
    return [(w, p) for w, p in found if 0 < int(p) < 65536]


def asks_port(question: str, attribute: str = "") -> bool:
    """'what port does X listen on', 'which port number', 'X's port': the value asked is a port."""
    return "port" in {stem(t) for t in re.findall(r"[a-z]+", f"{question} {attribute}".lower())}


def _covers(want: set[str], have: set[str]) -> bool:
    """Every word of the thing is said, a doer's noun by its verb too ('server' by 'serves',
    'listener' by 'listens', 'exporter' by 'exports'): one in four may be missing of a long name."""
    missing = {w for w in want if w not in have and not (w.endswith("er") and {w[:-1], w[:-2]} & have)}
    return len(missing) <= len(want) // 4


def port_answer(text: str, question: str, subject: str) -> str | None:
    """The port of the named thing, from the sentence of ``text`` that writes a port and says every
    word of the thing (``_covers``), the one sharing most words with the question; a port written in an
    address or said as 'port N' before a flag's example ('--port 0 for a free one'). Two sentences
    alike with different ports answer nothing (None)."""
    if not asks_port(question):
        return None
    want, asked = content_words(subject), content_words(question) - {"port"}
    best: tuple[int, set[str]] = (0, set())
    for sentence in sentences(text):
        ports = _ports(sentence)
        have = content_words(sentence)
        if not ports or not want or not _covers(want, have):
            continue
        top = max(w for w, _p in ports)
        score = 4 * len(asked & have) + top
        values = {p for w, p in ports if w == top}
        if score > best[0]:
            best = (score, values)
        elif score == best[0]:
            best = (score, best[1] | values)
    return next(iter(best[1])) if len(best[1]) == 1 else None


# a number and the (at most three) words after it, the last of which may be the noun counted
_NUMBER_BEFORE_RE = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d+)(?P<after>(?:\s+[a-z-]+){1,3})", re.I
)


def prose_count(text: str, noun: str) -> str | None:
    """How many ``noun`` a thing's own text says there are ('Thank you to the 42 volunteers', '18
    runners finished'): the number its sentences write before the noun, at most two words between
    ('42 brave young volunteers', no word like 'for' between); None when none does or two different numbers do."""
    want = stem(noun.lower())
    found = set()
    for sentence in sentences(text):
        for match in _NUMBER_BEFORE_RE.finditer(sentence):
            for word in match.group("after").lower().split():
                if stem(word) == want:
                    found.add(match.group("n"))
                if word in MATCH_STOP:  # '3 tables for volunteers' counts tables
                    break
    return next(iter(found)) if len(found) == 1 else None
