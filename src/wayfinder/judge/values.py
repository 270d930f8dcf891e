"""What a run should have given, and whether it did (pure): expected values and their verdicts.

A value check computes an :class:`Expected` from the site's own data (the cheapest laptop's price,
the number of Smith records, the path of a product page); ``match_answer`` and ``match_page`` compare
a run's answer or final page with it, numbers as numbers, dates as dates, text as whole words. A
state check reads the site after a run and returns a :class:`Verdict` directly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from typing import Literal
from urllib.parse import parse_qs, urlsplit

ValueKind = Literal["price", "count", "number", "text", "date", "path"]


@dataclass(frozen=True)
class Expected:
    """What a value check computed. ``values`` are alternatives (any one matches) unless
    ``require_all``; ``label`` says in words what it is ("$459.99, the cheapest laptop")."""

    kind: ValueKind
    values: tuple[str, ...]
    label: str = ""
    require_all: bool = False

    def describe(self) -> str:
        joined = (" and " if self.require_all else " or ").join(self.values)
        return f"{joined} ({self.label})" if self.label else joined


@dataclass(frozen=True)
class Verdict:
    """One check's result: ``expected`` in words, ``detail`` says what was wrong."""

    ok: bool
    expected: str
    detail: str = ""


# -- reading values out of an answer ---------------------------------------------------------------

_NUMBER_RE = re.compile(r"(?<![\w.])[-+]?\d[\d,]*(?:\.\d+)?")
_WORD_RE = re.compile(r"[^\w$.%/-]+")
_DATE_FORMATS = ("%m/%d/%Y", "%Y-%m-%d", "%B %d %Y", "%b %d %Y", "%d %B %Y", "%d %b %Y")
_DATE_RE = re.compile(
    r"\b(\d{1,2}/\d{1,2}/\d{4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]{2,8}\.? \d{4})\b"
)


def numbers_in(text: str) -> list[float]:
    """Every number in the text ("$1,299.99" -> 1299.99; "12 products" -> 12.0)."""
    out = []
    for match in _NUMBER_RE.findall(text or ""):
        try:
            out.append(float(match.replace(",", "")))
        except ValueError:
            continue
    return out


def dates_in(text: str) -> list[date]:
    out = []
    for raw in _DATE_RE.findall(text or ""):
        cleaned = raw.replace(",", "").replace(".", "")
        for fmt in _DATE_FORMATS:
            try:
                out.append(datetime.strptime(cleaned, fmt).date())
                break
            except ValueError:
                continue
    return out


def normalize_text(text: str) -> str:
    return " ".join(_WORD_RE.sub(" ", (text or "").casefold()).split())


def text_in(value: str, answer: str) -> bool:
    """The value's words appear in the answer in order, as whole words, spaces between them optional
    ("8 GB" is in "8GB of RAM", not in "128 GB"; case and punctuation do not matter)."""
    words = normalize_text(value).split()
    if not words:
        return False
    pattern = r"(?<![\w.])" + r"\s*".join(re.escape(w) for w in words) + r"(?![\w])"
    return re.search(pattern, normalize_text(answer)) is not None


def _one_matches(kind: ValueKind, value: str, answer: str) -> bool:
    if kind in ("price", "count", "number"):
        want = numbers_in(value)
        return bool(want) and any(abs(n - want[0]) < 0.005 for n in numbers_in(answer))
    if kind == "date":
        want_dates = dates_in(value)
        return bool(want_dates) and want_dates[0] in dates_in(answer)
    if kind == "path":
        return path_matches(value, answer)
    return text_in(value, answer)


def match_answer(expected: Expected, answer: str | None) -> Verdict:
    """Whether the answer carries the expected value(s), with the numbers compared as numbers."""
    text = answer or ""
    hits = [_one_matches(expected.kind, v, text) for v in expected.values]
    ok = all(hits) if expected.require_all else any(hits)
    if ok:
        return Verdict(True, expected.describe())
    if not text:
        return Verdict(False, expected.describe(), "the run gave no answer")
    missing = [v for v, hit in zip(expected.values, hits, strict=True) if not hit]
    return Verdict(False, expected.describe(), f"the answer {text!r} lacks {', '.join(missing)}")


def path_matches(expected: str, url: str) -> bool:
    """The URL's path equals the expected path (trailing slash aside) and carries every query
    parameter the expected path names (``/shop/search?q=mouse`` matches ``...?q=mouse&page=1``)."""
    want, got = urlsplit(expected), urlsplit(url or "")
    if want.path.rstrip("/") != got.path.rstrip("/"):
        return False
    have = parse_qs(got.query)
    return all(
        [v.casefold() for v in have.get(k, [])] == [x.casefold() for x in vals]
        for k, vals in parse_qs(want.query).items()
    )


def match_page(expected: Expected, final_url: str) -> Verdict:
    if any(path_matches(v, final_url) for v in expected.values):
        return Verdict(True, expected.describe())
    return Verdict(False, expected.describe(), f"the run ended on {final_url or 'no page'}")
