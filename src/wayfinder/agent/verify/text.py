"""Reading values out of an answer and a page text, for the verifier (pure).

Money, numbers, dates and the "value words" of an answer (numbers, names, quoted text: the part that
must have been read somewhere), plus loose word matching (case, punctuation and plural aside).
"""

from __future__ import annotations

import re
from datetime import date, datetime

_MONEY_RE = re.compile(
    r"(?:[$€£]\s?(\d[\d,]*(?:\.\d{1,2})?))|(?:(\d[\d,]*(?:\.\d{1,2})?)\s?(?:USD|EUR|GBP|dollars?)\b)"
)
_NUMBER_RE = re.compile(r"(?<![\w.])[-+]?\d[\d,]*(?:\.\d+)?(?![\d])")
_DATE_RES = (
    (re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b"), "mdy"),
    (re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b"), "ymd"),
)
_MONTH_DATE_RE = re.compile(
    r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b"
    r"|\b(\d{1,2})(?:st|nd|rd|th)?\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?,?\s+(\d{4})\b",
    re.I,
)
_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'.%/-]*[A-Za-z0-9%]|[A-Za-z0-9]")
STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "by",
        "with",
        "from",
        "and",
        "or",
        "but",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "i",
        "me",
        "my",
        "you",
        "your",
        "we",
        "our",
        "they",
        "them",
        "he",
        "she",
        "his",
        "her",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "much",
        "many",
        "does",
        "do",
        "did",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "may",
        "might",
        "please",
        "tell",
        "show",
        "find",
        "give",
        "get",
        "open",
        "go",
        "look",
        "see",
        "just",
        "so",
        "very",
        "about",
        "as",
        "than",
        "then",
        "also",
        "not",
        "no",
        "yes",
        "any",
        "some",
        "all",
        "each",
        "every",
        "one",
        "ones",
        "page",
        "pages",
        "seen",
        "found",
        "result",
        "results",
        "item",
        "items",
        "listed",
        "list",
    ]
)


def _amount(raw: str) -> float | None:
    try:
        return float(raw.replace(",", ""))
    except ValueError:
        return None


def money_in(text: str) -> list[float]:
    """Amounts written as money ("$1,299.99", "25 dollars")."""
    out = []
    for m in _MONEY_RE.finditer(text or ""):
        value = _amount(m.group(1) or m.group(2) or "")
        if value is not None:
            out.append(value)
    return out


def numbers_in(text: str) -> list[float]:
    """Every number ("12 products" -> 12.0, "$1,299.99" -> 1299.99); dates count as their parts."""
    out = []
    for raw in _NUMBER_RE.findall(text or ""):
        value = _amount(raw)
        if value is not None:
            out.append(abs(value))
    return out


def _safe_date(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def dates_in(text: str) -> list[date]:
    out: list[date] = []
    for pattern, order in _DATE_RES:
        for g in pattern.findall(text or ""):
            a, b, c = (int(x) for x in g)
            found = _safe_date(c, a, b) if order == "mdy" else _safe_date(a, b, c)
            if found:
                out.append(found)
    for m in _MONTH_DATE_RE.finditer(text or ""):
        month, day, year = (
            (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(5), m.group(4), m.group(6))
        )
        try:
            out.append(datetime.strptime(f"{month[:3]} {day} {year}", "%b %d %Y").date())
        except ValueError:
            continue
    return out


def stem(word: str) -> str:
    w = word.lower().strip(".'")
    for suffix in ("ies", "es", "s"):
        if len(w) > 3 and w.endswith(suffix) and not w.endswith("ss"):
            return w[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return w


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORD_RE.findall(text or "")]


def content_words(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOP]


def stems(text: str) -> set[str]:
    return {stem(w) for w in words(text)}


def value_words(answer: str, goal: str = "") -> list[str]:
    """The words of an answer that carry its value: numbers and words not in the goal or stop list
    (so "the cheapest laptop is the Acer Swift at $459.99" -> acer, swift, 459.99)."""
    asked = stems(goal)
    out = []
    for w in words(answer):
        if w in STOP or stem(w) in asked:
            continue
        out.append(w)
    return out


def contains_words(text: str, phrase: str, *, ratio: float = 1.0) -> bool:
    """At least ``ratio`` of the phrase's content words occur in the text (stems compared)."""
    wanted = [stem(w) for w in content_words(phrase)]
    if not wanted:
        return False
    have = stems(text)
    hits = sum(1 for w in wanted if w in have)
    return hits >= max(1, round(ratio * len(wanted) + 1e-9)) if ratio < 1.0 else hits == len(wanted)
