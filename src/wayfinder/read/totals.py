"""The total a page states about its results (pure): ``parse_total(text) -> StatedTotal | None``.

Sites say it in many ways; every one of these is read::

    141 rows where last_name = "Smith"         (Datasette)      rows=141
    Showing 1–10 of 141 / Showing 1 to 10 of 141 entries       rows=141, first=1, last=10
    Results 1 - 10 of about 141                                 rows=141, approximate
    1..2 out of 2                                               rows=2, first=1, last=2
    (1-25/40) / Items 1-25 / 40   (a pager's range over its total)  rows=40, first=1, last=25
    141 records found / Found 141 results / Total: 1,412        rows=...
    Too many results (600) / Search results (42)                rows=...
    24 products                  (with noun="product" only)     rows=24
    Showing 1 issue / Displaying 3 posts  (a lead word, any noun)  rows=1 / rows=3
    12 results (420 total)                     (Django admin)   rows=12 (the rows the filter left)
    Page 1 of 15 / Page 2 / 15                                  pages=15, page=...
    No records found / No matching records found                rows=0

A stated number of rows is preferred to a number of pages; "Showing 1-10 of 141" beats "141 records
found" beats a bare "141 results" (a page-size control such as "Show 10 entries" or "25 per page" is
never a total). Thousands separators (``1,234``, ``1.234``, ``1 234`` with a no-break space,
``1'234``) are read. Numbers that cannot be a range ("Showing 20-10 of 5") are ignored.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any, Literal

from wayfinder.intent.text.lemmas import lemma, plural
from wayfinder.intent.text.numbers import WORD_NUMBERS

_NOUNS = (
    r"(?:rows?|records?|results?|entries|entry|items?|matches|match|hits?|documents?|listings?|filings?"
    r"|datasets?|cases)"
)
_LEAD = r"(?:showing|displaying|viewing|listing|results?|records?|entries|rows?|items?|hits?)"
_APPROX = r"(?P<approx>about|approximately|approx\.?|around|roughly|nearly|over|more than|~|>|≈)?\s*"


def _num(name: str) -> str:
    """A whole number with optional thousands separators, captured as ``name``."""
    return rf"(?P<{name}>\d{{1,3}}(?:(?:,|\.|'|’|\u00a0|\u202f|\u2009)\d{{3}})+(?!\d)|\d+)"


_SEP = r"\s*(?:-|–|—|‒|to|through|thru|\.\.\.?|…|~)\s*"
_OF = r"\s*(?:of|out of|von|sur|de|di|van)\s+"

RANGE_RE = re.compile(
    rf"(?:\b{_LEAD}\s*:?\s*)?(?<![\d/.:-]){_num('a')}{_SEP}{_num('b')}{_OF}{_APPROX}{_num('n')}"
    rf"(?P<plus>\+)?(?:\s+(?P<noun>{_NOUNS})\b)?",
    re.I,
)
# A pager's shown range over its total with a slash: '(1-25/40)' under an issue tracker's list, 'Items
# 1-25 / 40' after a lead word, '1-80 / 245' in a business app's control panel (the slash spaced apart).
# A bare '1-25/40' could be a date, a score or a path ('1-4/2026/x'), so one of the three is needed.
_SLASHED = rf"{_num('a')}{_SEP}{_num('b')}"
SLASH_RANGE_RES = (
    re.compile(rf"\(\s*{_SLASHED}\s*/\s*{_num('n')}\s*\)"),
    re.compile(rf"\b{_LEAD}\s*:?\s*{_SLASHED}\s*/\s*{_num('n')}(?![\w/.:-])", re.I),
    re.compile(rf"(?<![\w/.:,-]){_SLASHED}\s+/\s+{_num('n')}(?![\w/.:-])"),
)
RANGE_ONLY_RE = re.compile(rf"\b{_LEAD}\s*:?\s*{_num('a')}{_SEP}{_num('b')}\b(?!{_SEP}|{_OF})", re.I)
PAGE_RE = re.compile(
    rf"\b(?:page|pg\.?|seite|página|pagina)\s*:?\s*{_num('p')}\s*(?:of|/|von|de|di|sur)\s*{_num('n')}\b",
    re.I,
)
PAGES_RE = re.compile(rf"(?<![\d/-]){_num('p')}\s+of\s+{_num('n')}\s+pages\b", re.I)
COUNT_RES = (
    # 141 rows where ... / 141 records found / 141 matching results / 141 results were returned
    re.compile(
        rf"{_APPROX}{_num('n')}(?P<plus>\+)?\s+(?:total\s+|matching\s+)?{_NOUNS}\s*,?\s+"
        r"(?:were\s+|was\s+|have\s+been\s+)?(?:found|returned|matched|match(?:ing|es)?|where|available|listed|in\s+total|total)\b",
        re.I,
    ),
    # Found 141 records / Your search returned 141 results / There are 141 matching records
    re.compile(
        r"\b(?:found|returned|there\s+(?:are|were)|we\s+have|yielded|total(?:\s+of)?)\s*:?\s*"
        rf"{_APPROX}{_num('n')}(?P<plus>\+)?\s+(?:matching\s+|total\s+)?{_NOUNS}\b",
        re.I,
    ),
    # Total: 141 / Results: 141 / Total records: 141 / Number of results: 141 / Records found: 141
    re.compile(
        rf"\b(?:total|(?:total\s+|number\s+of\s+)?{_NOUNS}(?:\s+(?:found|total|count))?)\s*[:=]\s*"
        rf"{_APPROX}{_num('n')}(?P<plus>\+)?(?![\d-])",
        re.I,
    ),
    # (141 total) / 141 total
    re.compile(rf"{_APPROX}{_num('n')}(?P<plus>\+)?\s+total\b", re.I),
    # Too many results (600) / Search results (42) / Records (1,204): the noun, then its number alone
    re.compile(rf"\b{_NOUNS}\s*\(\s*{_APPROX}{_num('n')}(?P<plus>\+)?\s*\)", re.I),
)
# 12 results (420 total): the 12 shown for a filter or search, out of 420 in all
NARROWED_RE = re.compile(
    rf"(?<![\d/.:-]){_num('n')}\s+{_NOUNS}\s*\(\s*{_num('all')}\s+(?:total|in\s+all|overall)\s*\)", re.I
)
BARE_RE = re.compile(rf"{_APPROX}(?<![\d/.:-]){_num('n')}(?P<plus>\+)?\s+{_NOUNS}\b", re.I)
PAGE_SIZE_BEFORE = re.compile(r"\b(?:show|display|view|per\s+page|page\s+size|limit)\s*:?\s*$", re.I)
# After a bare "141 results": a lowercase word other than these (or a past participle: "sorted by",
# "filtered", "displayed") makes the noun an adjective ("6 document types", "3 record series").
BARE_NEXT_OK = frozenset(
    [
        "for",
        "in",
        "on",
        "with",
        "from",
        "where",
        "match",
        "matches",
        "matching",
        "matched",
        "that",
        "found",
        "total",
        "returned",
        "shown",
        "listed",
        "available",
        "and",
        "of",
        "were",
        "was",
        "are",
        "have",
        "containing",
        "contain",
        "in",
        "total",
    ]
)
NEXT_WORD = re.compile(r"^[ \t]+([a-z][a-z]*)\b")
PAGE_SIZE_AFTER = re.compile(
    r"^\s*(?:per\s+page|per\s+view|/\s*page|a\s+page|on\s+(?:this|each)\s+page)", re.I
)
ZERO_RE = re.compile(
    rf"\b(?:no\s+(?:matching\s+)?{_NOUNS}\s+(?:were\s+|was\s+)?(?:found|match)|"
    rf"did\s+not\s+(?:match|return)\s+any\s+{_NOUNS}|returned\s+no\s+{_NOUNS}|"
    rf"0\s+{_NOUNS}\s+(?:found|returned|where|match))",
    re.I,
)

# A page saying it shows nothing, with or without a verb: '0 products', 'No products match your
# filters.', 'no matching records', 'Nothing found'. Looser than ZERO_RE above (which parse_total
# counts as a stated total of 0): read at the start of a line, where a page says it of its own list
# (the verifier's empty listings, the planner's search that found nothing).
NONE_SHOWN_RE = re.compile(
    r"\b(?:no|0|zero)\s+(?:matching\s+)?(products?|results?|records?|items?|articles?|matches|entries|documents?)\b"
    r"|\bnothing (?:was )?found\b",
    re.I,
)


def shows_nothing(text: str) -> bool:
    """The page says its list or its search shows nothing: a stated total of 0, or a line that starts
    by saying so ('0 products', 'No products match your filters.')."""
    stated = parse_total(text)
    if stated is not None and stated.rows == 0:
        return True
    return any(NONE_SHOWN_RE.match(line.strip()) for line in status_lines(text).splitlines())


@dataclass(frozen=True)
class StatedTotal:
    """What the page says: rows in all (``rows``) and/or pages in all (``pages``), with the range shown.

    ``kind`` is "rows" when the number of rows is stated (the one to compare a scrape with), else
    "pages"; ``total`` is that number. ``first``/``last`` are the rows shown on this page (1-based, as
    stated), ``page`` the current page. ``approximate`` marks "about 141", "over 1,000", "1,000+".
    ``text`` is the phrase the number was read from.
    """

    rows: int | None = None
    pages: int | None = None
    first: int | None = None
    last: int | None = None
    page: int | None = None
    approximate: bool = False
    text: str = ""

    def __post_init__(self) -> None:
        if self.rows is None and self.pages is None:
            raise ValueError("a StatedTotal needs rows or pages")

    @property
    def kind(self) -> Literal["rows", "pages"]:
        return "rows" if self.rows is not None else "pages"

    @property
    def total(self) -> int:
        value = self.rows if self.rows is not None else self.pages
        assert value is not None
        return value

    @property
    def exact_rows(self) -> int | None:
        """The number of rows when it is stated exactly, else None (what a row count must equal)."""
        return None if self.approximate else self.rows

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "kind": self.kind, "total": self.total}


SPACES = re.compile(r"[ \t\f\v]+")  # not the no-break spaces inside "2 341"; lines are kept
LINES = re.compile(r"\s*[\r\n]\s*")


def to_int(text: str) -> int:
    """``1,234`` / ``1.234`` / ``1 234`` -> 1234."""
    return int(re.sub(r"\D", "", text))


@dataclass(frozen=True)
class _Hit:
    strength: int
    start: int
    rows: int
    approximate: bool
    text: str
    first: int | None = None
    last: int | None = None


def _approximate(m: re.Match[str]) -> bool:
    return bool(m.group("approx")) or bool(m.groupdict().get("plus"))


def _range_hits(text: str) -> list[_Hit]:
    hits = []
    for m in (found for pattern in (RANGE_RE, *SLASH_RANGE_RES) for found in pattern.finditer(text)):
        a, b, n = to_int(m.group("a")), to_int(m.group("b")), to_int(m.group("n"))
        approx = bool(m.groupdict().get("approx")) or bool(m.groupdict().get("plus"))
        if a > b or (b > n and not approx) or (a == 0 and b != 0):
            continue
        hits.append(_Hit(3, m.start(), n, approx, m.group(0).strip(), a, b))
    return hits


def _page_size(text: str, m: re.Match[str]) -> bool:
    """A number that is a page size ("Show 10 entries", "25 results per page"), not a total."""
    return bool(PAGE_SIZE_BEFORE.search(text[max(0, m.start() - 20) : m.start()])) or bool(
        PAGE_SIZE_AFTER.match(text[m.end() : m.end() + 24])
    )


def _count_hits(text: str) -> list[_Hit]:
    hits = [
        _Hit(3, m.start(), to_int(m.group("n")), False, m.group(0).strip())
        for m in NARROWED_RE.finditer(text)
    ]
    for pattern in COUNT_RES:
        for m in pattern.finditer(text):
            if not _page_size(text, m):
                hits.append(_Hit(2, m.start(), to_int(m.group("n")), _approximate(m), m.group(0).strip()))
    for m in ZERO_RE.finditer(text):
        hits.append(_Hit(2, m.start(), 0, False, m.group(0).strip()))
    for m in BARE_RE.finditer(text):
        following = NEXT_WORD.match(text[m.end() : m.end() + 30])
        word = following.group(1) if following else ""
        if word and word not in BARE_NEXT_OK and not word.endswith("ed"):
            continue
        if not _page_size(text, m):
            hits.append(_Hit(1, m.start(), to_int(m.group("n")), _approximate(m), m.group(0).strip()))
    return hits


def _shown_hits(text: str) -> list[_Hit]:
    """'Showing 1 issue', 'Displaying 3 posts' on a line of its own: a list's total in the noun of its
    things, whatever they are (``count_line`` with its lead word)."""
    hits = []
    start = 0
    for line in text.split("\n"):
        m = _COUNT_LINE_RE.match(line)
        counted = count_line(line) if m is not None and m.group("lead") else None
        if counted is not None:
            hits.append(_Hit(2, start, counted[0], False, line.strip()))
        start += len(line) + 1
    return hits


def _pages(text: str) -> tuple[int, int, str] | None:
    """(current page, pages) from "Page 2 of 15" / "2 of 15 pages"."""
    for pattern in (PAGE_RE, PAGES_RE):
        for m in pattern.finditer(text):
            page, pages = to_int(m.group("p")), to_int(m.group("n"))
            if 1 <= page <= pages:
                return page, pages, m.group(0).strip()
    return None


# '5 posts', '2 comments', 'One comment', 'No comments yet', '42 books': a line that is a number and
# the noun of the things listed, then nothing, a word that says what of ('on', 'for', 'in' ...) or its
# parts in brackets ('3 issues (1 closed — 2 open)'); 'Showing 1 issue' says it with a lead word
_NAMED_TAIL = (
    r"(?:\s*$|\s*\(|\s+(?:yet|so\s+far|in\s+total|total|found|listed|shown|on|for|in|to|about|under|with"
    r"|match(?:ing|ed)?)\b)"
)
_SHOWN_LEAD = r"(?:(?:showing|displaying|viewing|listing)\s+(?:all\s+)?)"
# a line that is only a count of some things: the number and one noun, its parts in brackets after it
_COUNT_LINE_RE = re.compile(
    rf"^\s*(?P<lead>{_SHOWN_LEAD})?{_num('n')}\s+(?P<noun>[a-z][a-z-]*)\s*(?:\([^()]*\))?\s*[.:]?\s*$", re.I
)


def _agrees(noun: str, n: int) -> bool:
    """The noun has the number's form: singular for one ('1 issue'), plural for more ('3 issues'); a
    word that has no plural of its own ('5 min', '3 ago', '2 series') counts nothing."""
    low = noun.lower()
    base = lemma(low)
    if n == 1:
        return base == low and plural(low) != low
    return base != low and plural(base) == low


def count_line(line: str) -> tuple[int, str] | None:
    """``(number, noun)`` when the line is only a count of some things, whatever they are: '640 loans',
    '1 book', '3 issues (1 closed — 2 open)', 'Showing 1 issue', 'Displaying 12 posts' - a number and one
    noun that agrees with it (``_agrees``), nothing else but a lead word and the count's parts in
    brackets. ``noun`` is its singular. None for any other line ('6 document types', '5 min read')."""
    m = _COUNT_LINE_RE.match(SPACES.sub(" ", line))
    if m is None:
        return None
    n, noun = to_int(m.group("n")), m.group("noun")
    return (n, lemma(noun.lower())) if _agrees(noun, n) else None


_SMALL_WORDS = {w: n for w, n in WORD_NUMBERS.items() if n <= 20 and " " not in w}


def noun_total(text: str, noun: str) -> int | None:
    """How many of ``noun`` a line or heading states when it names them: '5 posts' for posts, 'One
    comment' and '2 comments' for comments, 'No comments yet' -> 0 - and only lines that start with
    the number and the noun, so '6 document types' or a sentence's '3 posts ago' is no total, nor
    '12 products' for posts. None when ``text`` states no such total."""
    word = lemma(noun.strip().lower().split()[-1]) if noun.strip() else ""
    if not word or not text.strip():
        return None
    nouns = "|".join(sorted({re.escape(word), re.escape(plural(word))}, key=len, reverse=True))
    words = "|".join(sorted(map(re.escape, _SMALL_WORDS), key=len, reverse=True))
    pattern = re.compile(
        rf"^\s*{_SHOWN_LEAD}?(?:{_num('n')}|(?P<w>{words}))\s+(?:{nouns}){_NAMED_TAIL}", re.I
    )
    for line in LINES.split(SPACES.sub(" ", text)):
        m = pattern.match(line)
        if m is None or _page_size(line, m):
            continue
        return to_int(m.group("n")) if m.group("n") else _SMALL_WORDS[m.group("w").lower()]
    return None


# A total inside quotation marks is one quoted, not stated: the docs' '("Showing 1-10 of 141", "141 records
# found")' gives examples of what portals say; 'Found 12 results for "smith"' keeps its total outside them.
# (A docs page is where totals are quoted and told about; a list's status line is short: ``status_lines``.)
_QUOTED_RE = re.compile(r'"[^"\n]{1,200}"|“[^”\n]{1,200}”')


def status_lines(text: str) -> str:
    """The lines of ``text`` that may state a total: a line of prose (a paragraph longer than any status
    line, 'A search that finds nothing ... a stated total of 0 ... ends DONE') states none, and what is
    quoted is quoted."""
    lines = _QUOTED_RE.sub(lambda m: " " * len(m.group(0)), text).split("\n")
    if len(lines) < 3:  # a page's text run together on one line: no line is a paragraph of its own
        return "\n".join(lines).strip()
    return "\n".join(line for line in lines if len(line.split()) <= _STATUS_WORDS).strip()


_STATUS_WORDS = 30


def parse_total(text: str, noun: str = "") -> StatedTotal | None:
    """The total the text states (see the module docstring), or None when it states none. With the
    ``noun`` of the things listed, a line such as '12 products' counts as well (``noun_total``)."""
    flat = status_lines(LINES.sub("\n", SPACES.sub(" ", text or "")))
    if not flat:
        return None
    hits = _range_hits(flat) + _count_hits(flat) + _shown_hits(flat)
    named = noun_total(flat, noun) if noun and not hits else None
    if named is not None:
        hits.append(_Hit(1, 0, named, False, f"{named} {noun}"))
    best = min(hits, key=lambda h: (-h.strength, h.approximate, h.start)) if hits else None
    paging = _pages(flat)
    if best is None and paging is None:
        return None
    first = last = None
    if best is not None and best.first is not None:
        first, last = best.first, best.last
    else:
        shown = RANGE_ONLY_RE.search(flat)
        if shown and to_int(shown.group("a")) <= to_int(shown.group("b")):
            first, last = to_int(shown.group("a")), to_int(shown.group("b"))
    texts = [t for t in (best.text if best else "", paging[2] if paging else "") if t]
    return StatedTotal(
        rows=best.rows if best else None,
        pages=paging[1] if paging else None,
        first=first,
        last=last,
        page=paging[0] if paging else None,
        approximate=best.approximate if best else False,
        text=" | ".join(texts),
    )
