"""A search described in words, over a form of several labelled fields (pure).

"Search for surreal movies directed by Baxter from year 1995" on a page with Genre, Director and
Year boxes and no single search box: a person reads each box's label, finds the goal words that
name it ("directed by Baxter" names Director, "year 1995" names Year), and puts what is left
("surreal", the describing word of the thing searched for) into the one box nobody claimed. Then
presses the form's Search/Submit/Go control. ``faceted_search`` does exactly that, one action per
call, and stays out of the way whenever the page has an ordinary search box.
"""

from __future__ import annotations

from wayfinder.actions.models import Click, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import SearchFor, Work

_CONNECTORS = frozenset({"by", "of", "from", "in", "is", "on", "named", "called", "with", "for", "=", ":"})
_FILLER = frozenset({"a", "an", "the", "and", "all", "any", "some", "from", "of", "with", "in", "for", "by"})
_LABEL_NOISE = frozenset({"name", "the", "of", "your", "enter", "search", "by"})
_SYNONYMS = {"date": ("year",), "year": ("date",), "released": ("year",)}
_GO_WORDS = frozenset({"submit", "search", "go", "find", "ok"})
MAX_LABEL = 30


def field_label(el: Element) -> str:
    """The words a person reads for a field: its own label, else the short text beside it."""
    own = el.aria.label or el.placeholder or ""
    if own:
        return own
    near = (el.near or "").strip()
    return near if 0 < len(near) <= MAX_LABEL else ""


def _label_words(label: str) -> list[str]:
    """The label's head word ('Movie Genre' -> genre, 'Director Name' -> director) and its synonyms."""
    words = [w for w in norm(label).split() if w not in _LABEL_NOISE and len(w) >= 3]
    head = words[-1:]
    return head + [s for w in head for s in _SYNONYMS.get(w, ())]


def _names(label_word: str, word: str) -> bool:
    """'director' names 'directed', 'year' names 'year': same word or a shared stem of 5+ letters."""
    w = word.lower()
    if w == label_word:
        return True
    stem = 0
    for a, b in zip(label_word, w, strict=False):
        if a != b:
            break
        stem += 1
    return stem >= 5


def assign_values(query: str, labels: list[str]) -> list[str | None]:
    """One value per label (None when the query gives none), read off the query's words."""
    words = query.split()
    used: set[int] = set()
    values: list[str | None] = [None] * len(labels)
    for li, label in enumerate(labels):
        hit = _claim(words, _label_words(label), used)
        if hit is not None:
            values[li] = hit
    left = [i for i, v in enumerate(values) if v is None]
    rest = [w for i, w in enumerate(words) if i not in used and w.lower() not in _FILLER]
    if len(left) == 1 and rest:
        values[left[0]] = " ".join(rest[:-1] if len(rest) > 1 else rest)  # the last is what is searched for
    return values


def _claim(words: list[str], label_words: list[str], used: set[int]) -> str | None:
    for i, word in enumerate(words):
        if i in used or not any(_names(lw, word.strip(".,")) for lw in label_words):
            continue
        j = i + 1
        while j < len(words) and words[j].lower() in _CONNECTORS:
            j += 1
        if j < len(words) and j not in used:
            used.update(range(i, j + 1))
            return words[j].strip(".,;")
    return None


def _form_fields(si: StepInput[Work]) -> list[tuple[Element, str]]:
    fields = [el for el in si.usable() if element_kind(el) == "field" and (el.input_type or "text") == "text"]
    labelled = [(el, field_label(el)) for el in sorted(fields, key=lambda e: (e.bbox.y, e.bbox.x))]
    return [(el, label) for el, label in labelled if label]


def _go_control(si: StepInput[Work]) -> Element | None:
    for el in sorted(si.usable(), key=lambda e: (e.bbox.y, e.bbox.x)):
        if norm(el.label) in _GO_WORDS and element_kind(el) in {"button", "link", "other"}:
            return el
    return None


def faceted_search(si: StepInput[SearchFor]) -> Outcome | None:
    """Fill a multi-field search form from the words of a search goal, then press its go control."""
    if search_box(si) is not None:
        return None
    fields = _form_fields(si)
    if len(fields) < 2:
        return None
    values = assign_values(si.step.query, [label for _, label in fields])
    if sum(v is not None for v in values) < 2:
        return None
    typed = set(si.state.get("form_typed", []))
    for (el, label), value in zip(fields, values, strict=True):
        if value is None or el.id in typed or (el.value or "") == value:
            continue
        si.state.setdefault("form_typed", []).append(el.id)
        return act(TypeText(element_id=el.id, text=value), f"Typing {quote(value)} into {quote(label)}")
    go = _go_control(si)
    if go is None:
        return None
    return act(Click(element_id=go.id), f"Pressing {quote(go.label)} to run the search", finishes=True)
