"""Candidate ranking for the rules planner: which element best matches "the thing the goal names" (pure).

``rank_candidates`` scores every element against a target phrase: exact text first (quoted targets
must match exactly to score high), then whole-phrase containment, then fuzzy word overlap; small role
priors ("button" goals prefer buttons) and zone priors (content in main/modal over header/footer,
site search in the header) break ties; disabled and avoided elements always sort last.
``find_field`` matches form fields by label, placeholder, name or id ignoring case, spaces,
underscores, dashes and camelCase, so ``last_name`` == "Last name" == ``lastName``.

Speed (issue 32: the planner decides a step in <= 5 ms median): a skill ranks the same page's labels
against the same targets step after step, so ``text_score`` and the fuzzy word test are memoized on
their strings (pure functions of them: the same strings always give the same score, whatever the run).
A word is near another when difflib's ratio reaches 0.85; rapidfuzz's Indel similarity (twice the
longest common subsequence over both lengths) is never below that ratio, so it settles every pair
it puts under the bar in C, and difflib is asked only about the few it lets through: the same answers
as difflib alone (``tests/unit/plan/test_ranking_fuzzy.py`` pins it on generated words).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from difflib import SequenceMatcher
from functools import lru_cache

from rapidfuzz.distance import Indel

from wayfinder.intent.text import MATCH_STOP, identifier_words, norm, squash, stem, tokens
from wayfinder.observe.models import Element

__all__ = [
    "STOP_WORDS",
    "element_kind",
    "find_field",
    "identifier_words",
    "norm",
    "rank_candidates",
    "rank_fields",
    "squash",
    "stem",
    "text_score",
    "tokens",
]

STOP_WORDS = MATCH_STOP  # one list, kept in the text module
TEXT_INPUT_TYPES = frozenset(
    {
        "",
        "text",
        "search",
        "email",
        "password",
        "tel",
        "url",
        "number",
        "date",
        "time",
        "datetime-local",
        "month",
        "week",
    }
)
FIELD_SYNONYMS: dict[str, tuple[str, ...]] = {
    "username": ("username", "user", "userid", "login", "loginid", "email", "emailaddress", "account"),
    "password": ("password", "pass", "passwd", "pwd", "passcode"),
    "email": ("email", "emailaddress", "mail"),
    "to": ("to", "recipient", "recipients", "forwardto", "sendto"),
    "search": ("search", "q", "query", "keywords", "keyword", "find"),
}


def element_kind(el: Element) -> str:
    """button | link | field | select | checkbox | radio | tab | option | other."""
    role = (el.role or "").lower()
    tag = el.tag.lower()
    itype = (el.input_type or "").lower()
    if role == "tab":
        return "tab"
    if role in {"option", "menuitem", "treeitem", "menuitemradio", "menuitemcheckbox"}:
        return "option"
    if tag == "select" or (role in {"listbox", "combobox"} and el.options):
        return "select"
    if itype == "checkbox" or role in {"checkbox", "switch"}:
        return "checkbox"
    if itype == "radio" or role == "radio":
        return "radio"
    if tag == "button" or role == "button" or itype in {"submit", "button", "reset", "image"}:
        return "button"
    if tag == "a" or role == "link":
        return "link"
    if tag == "textarea" or role in {"textbox", "searchbox", "spinbutton", "combobox"}:
        return "field"
    if tag == "input" and itype in TEXT_INPUT_TYPES:
        return "field"
    return "other"


_HINT_KINDS: dict[str, frozenset[str]] = {
    "button": frozenset({"button"}),
    "link": frozenset({"link"}),
    "tab": frozenset({"tab", "link"}),
    "field": frozenset({"field", "select"}),
    "search": frozenset({"field"}),
    "checkbox": frozenset({"checkbox"}),
    "radio": frozenset({"radio"}),
    "option": frozenset({"radio", "checkbox", "option", "tab"}),
    "select": frozenset({"select"}),
}


def _texts(el: Element) -> list[tuple[str, float]]:
    """(text, weight) pairs: what a person reads first counts most."""
    out = [
        (el.text, 1.0),
        (el.aria.label or "", 1.0),
        (el.placeholder or "", 0.85),
        (identifier_words(el.name or ""), 0.8),
        (identifier_words(el.dom_id or ""), 0.8),
    ]
    if el.value and element_kind(el) in {"button", "option", "other"}:
        out.append((el.value, 0.95))
    if el.href and not el.href.startswith("javascript:"):
        out.append((re.sub(r"^[a-z]+://[^/]+", "", el.href), 0.55))
    out.extend((opt.text, 0.5) for opt in el.options)
    return [(t, w) for t, w in out if t and t.strip()]


NEAR_RATIO = 0.85  # difflib's ratio from which two words of 4+ letters are the same word mistyped
_INDEL_SLACK = 1e-9  # the two libraries round the same fraction apart by at most an ulp


@lru_cache(maxsize=65536)
def near_words(want: str, have: str) -> bool:
    """Whether ``have`` is ``want`` within difflib's ratio 0.85 (both 4+ letters)."""
    if len(want) < 4 or len(have) < 4:
        return False
    bar = NEAR_RATIO - _INDEL_SLACK
    if Indel.normalized_similarity(want, have, score_cutoff=bar) < bar:
        return False  # an upper bound of difflib's ratio is under the bar already
    return SequenceMatcher(None, want, have).ratio() >= NEAR_RATIO


def token_match(want: str, have: Sequence[str]) -> bool:
    if want in have:
        return True
    if len(want) < 4:
        return False
    return any(near_words(want, h) for h in have)


def text_score(target: str, text: str, *, exact: bool = False) -> float:
    """How well ``text`` matches ``target``, 0..1 (1 = same words).

    In exact mode (quoted targets) only the very same string scores 1; the same words in another
    case or punctuation score 0.95, and anything looser is capped at 0.55 so it ranks after them.
    """
    return _text_score(target, text, exact)


@lru_cache(maxsize=16384)
def _text_score(target: str, text: str, exact: bool) -> float:
    if exact:
        if " ".join(target.split()) == " ".join(text.split()):
            return 1.0
        loose = text_score(target, text)
        return 0.95 if loose == 1.0 else 0.55 * loose
    t, f = norm(target), norm(text)
    if not t or not f:
        return 0.0
    if t == f:
        return 1.0
    if re.search(rf"(?<!\w){re.escape(t)}(?!\w)", f):
        return 0.75 + 0.15 * len(t) / len(f)
    want = [w for w in tokens(target) if w not in STOP_WORDS] or tokens(target)
    have = [w for w in tokens(text) if w not in STOP_WORDS] or tokens(text)
    if not want or not have:
        return 0.0
    hit = sum(1 for w in want if token_match(w, have))
    recall = hit / len(want)
    if recall < 0.5:
        return 0.0
    back = sum(1 for h in have if token_match(h, want)) / len(have)
    return 0.7 * (0.75 * recall + 0.25 * back)


def element_text_score(el: Element, targets: Iterable[str], *, exact: bool = False) -> float:
    best = 0.0
    for target in targets:
        for text, weight in _texts(el):
            best = max(best, weight * text_score(target, text, exact=exact))
    return best


def _prior(el: Element, role_hint: str | None, zone_prior: bool) -> float:
    bonus = 0.0
    kind = element_kind(el)
    if role_hint:
        if kind in _HINT_KINDS.get(role_hint, frozenset()):
            bonus += 0.15
        elif role_hint in {"field", "search"} and kind not in {"field", "select"}:
            bonus -= 0.1
    if zone_prior:
        zone = "nav" if el.in_nav and el.zone == "main" else el.zone
        if role_hint == "search":
            bonus += 0.08 if zone == "header" else 0.0
        elif zone in {"main", "modal"}:
            bonus += 0.05
        elif zone in {"header", "nav", "footer", "aside"}:
            bonus -= 0.05
    return bonus


def rank_candidates(
    elements: Sequence[Element],
    target_text: str,
    *,
    role_hint: str | None = None,
    zone_prior: bool = True,
    exact: bool | None = None,
    alternatives: Iterable[str] = (),
    avoid: Collection[int] = (),
    min_score: float = 0.3,
) -> list[tuple[Element, float]]:
    """Elements matching ``target_text`` best first, as (element, score).

    ``exact`` None means: exact when the target is written in quotes. Only elements whose text
    score reaches ``min_score`` are returned; disabled and avoided ones come after all others.
    """
    target = target_text.strip()
    quoted = re.fullmatch(r"[\"'“‘](.+)[\"'”’]", target)
    if quoted:
        target = quoted.group(1)
    exact_mode = bool(quoted) if exact is None else exact
    targets = [target, *alternatives] if target else list(alternatives)
    scored: list[tuple[bool, float, float, Element]] = []
    for el in elements:
        base = element_text_score(el, targets, exact=exact_mode)
        if base < min_score:
            continue
        score = round(base + _prior(el, role_hint, zone_prior), 4)
        demoted = el.disabled or el.id in avoid
        scored.append((demoted, -score, el.bbox.y, el))
    scored.sort(key=lambda row: (row[0], row[1], row[2]))
    return [(row[3], -row[1]) for row in scored]


def is_text_field(el: Element) -> bool:
    return element_kind(el) == "field"


def _field_keys(el: Element) -> list[str]:
    return [k for k in (el.aria.label, el.placeholder, el.name, el.dom_id, el.text) if k]


def field_score(el: Element, field_name: str) -> float:
    """How well a form field matches a field name, 0..1, ignoring case, spaces, _ and -."""
    want = squash(field_name)
    if not want:
        return 0.0
    synonyms = FIELD_SYNONYMS.get(want, (want,))
    best = 0.85 if (el.input_type or "").lower() == want else 0.0
    for key in _field_keys(el):
        have = squash(key)
        if not have:
            continue
        if have == want:
            return 1.0
        if have in synonyms:
            best = max(best, 0.9)
        elif len(have) >= 3 and (want in have or have in want):
            best = max(best, 0.5 + 0.4 * min(len(want), len(have)) / max(len(want), len(have)))
        else:
            best = max(best, 0.8 * text_score(field_name, identifier_words(key)))
    return best


def rank_fields(
    elements: Sequence[Element], field_name: str, *, avoid: Collection[int] = ()
) -> list[tuple[Element, float]]:
    """Form fields (inputs, textareas, selects) matching ``field_name``, best first."""
    rows = []
    for el in elements:
        if element_kind(el) not in {"field", "select", "checkbox", "radio"} or el.disabled or el.id in avoid:
            continue
        score = field_score(el, field_name)
        if score >= 0.45:
            rows.append((el, score))
    rows.sort(key=lambda row: (-row[1], row[0].bbox.y, row[0].bbox.x))
    return rows


def find_field(elements: Sequence[Element], field_name: str) -> Element | None:
    """The form field that best matches ``field_name``, or None."""
    ranked = rank_fields(elements, field_name)
    return ranked[0][0] if ranked else None
