"""Controls people name by position or by kind, not by label (pure, generic skills of any site).

Each is its own skill in the registry, tried before the ordinary skill of its work item's kind, and
answers only when the work item names such a control (None lets the next skill decide):

- "the 3rd radio button", "the 2nd checkbox", "into the 2nd textbox": the Nth control of that kind
  in reading order (forms without labels are common, and people count what they see);
- "select 5 with the slider": set a slider (an ARIA slider, a range input, a styled slider widget);
- "select A, B from the list": several options of one multi-select list at once;
- "choose X from the dropdown" when X is not shown: open the styled dropdown that hides the options;
- "scroll the terms box to the bottom": scroll that container, not the page.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, Scroll, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates
from wayfinder.plan.rules.core.forms import best_option, type_into
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, quote
from wayfinder.plan.rules.work import ChooseOption, FillIn, ScrollTo, TickBoxes

_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "last": -1}
ORDINAL = r"first|second|third|fourth|fifth|sixth|last|\d+(?:st|nd|rd|th)"
_KIND_NOUNS = {
    "radio button": "radio",
    "radio": "radio",
    "checkbox": "checkbox",
    "check box": "checkbox",
    "box": "checkbox",
    "textbox": "field",
    "text box": "field",
    "text field": "field",
    "input": "field",
    "field": "field",
    "text input": "field",
}
_KIND_ALT = "|".join(sorted((re.escape(k) for k in _KIND_NOUNS), key=len, reverse=True))
_ORDINAL_KIND_RE = re.compile(rf"^(?:the\s+)?(?P<o>{ORDINAL})(?:\s+(?P<k>{_KIND_ALT}))?$", re.I)
_SLIDER_RE = re.compile(r"\bslider\b", re.I)
_ARROWS = frozenset("▾▼⌄˅⏷▿")
_CONTAINER_RE = re.compile(r"\b(?P<n>text\s*area|textarea|list|box|panel|pane)\b", re.I)


def ordinal(word: str) -> int:
    """1-based position from 'third' / '3rd'; -1 for 'last'."""
    low = word.lower()
    return _ORDINAL_WORDS.get(low) or int(re.sub(r"\D", "", low))


def nth_of_kind(elements: list[Element], kind: str, n: int) -> Element | None:
    """The Nth element of ``kind`` in reading order (top to bottom, left to right)."""
    pool = sorted((el for el in elements if element_kind(el) == kind), key=lambda e: (e.bbox.y, e.bbox.x))
    if not pool or n == 0 or (n > 0 and len(pool) < n):
        return None
    return pool[-1] if n == -1 else pool[n - 1]


def ordinal_check(si: StepInput[TickBoxes]) -> Outcome | None:
    """'check the 3rd radio button': every item must name a position and a kind, else None."""
    picks: list[Element] = []
    for item in si.step.items:
        match = _ORDINAL_KIND_RE.match(item.strip())
        if match is None or not match.group("k"):
            return None
        el = nth_of_kind(si.usable(), _KIND_NOUNS[match.group("k").lower()], ordinal(match.group("o")))
        if el is None:
            return None
        picks.append(el)
    done = set(si.state.get("done", []))
    for i, el in enumerate(picks):
        key = f"c{i}"
        if key in done or (el.aria.checked is not None and bool(el.aria.checked) == si.step.checked):
            continue
        verb = "Ticking" if si.step.checked else "Unticking"
        return act(Click(element_id=el.id), f"{verb} {si.step.items[i]} as the goal asks", mark=key)
    return complete()


def ordinal_field(si: StepInput[FillIn]) -> Outcome | None:
    """'enter X into the 2nd textbox': the field is named by its position among the text fields."""
    if len(si.step.fields) != 1 or si.step.every_field:
        return None
    fv = si.step.fields[0]
    match = _ORDINAL_KIND_RE.match(fv.field.strip())
    if match is None or (match.group("k") and _KIND_NOUNS[match.group("k").lower()] != "field"):
        return None
    el = nth_of_kind(si.usable(), "field", ordinal(match.group("o")))
    if el is None:
        return None
    if "f0" in si.state.get("done", []) or (el.value or "") == fv.value:
        return complete()
    return type_into(el, fv.value, f"(the {match.group('o')} text field)", mark="f0", finishes=True)


def is_slider(el: Element) -> bool:
    return (
        (el.role or "").lower() == "slider"
        or (el.input_type or "").lower() == "range"
        or "slider" in (el.classes or "").lower()
    )


def slider(si: StepInput[ChooseOption]) -> Outcome | None:
    """'select 5 with the slider': type the number into the slider; the executor moves it there."""
    fv = si.step.option
    if not _SLIDER_RE.search(f"{fv.field} {si.step.text}"):
        return None
    if not re.fullmatch(r"-?\d+(?:\.\d+)?", fv.value.strip()):
        return None
    sliders = [el for el in si.usable() if is_slider(el)]
    if not sliders:
        return None
    # the thumb (a handle inside the track, or an ARIA slider) is what the keyboard moves
    handle = next((el for el in sliders if "handle" in (el.classes or "") or el.role == "slider"), sliders[0])
    return act(
        TypeText(element_id=handle.id, text=fv.value.strip()),
        f"Moving the slider to {quote(fv.value)} as the goal asks",
        finishes=True,
    )


def split_values(value: str) -> list[str]:
    return [p.strip() for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", value) if p.strip()]


def multi_select(si: StepInput[ChooseOption]) -> Outcome | None:
    """'select A, B from the list': one list that holds every value gets all of them in one go."""
    fv = si.step.option
    parts = split_values(fv.value)
    if len(parts) < 2:
        return None
    for sel in (el for el in si.usable() if element_kind(el) == "select"):
        opts = [best_option(sel, part, exact=True) for part in parts]
        if any(o is None for o in opts):
            continue
        chosen = [o.text for o in opts if o is not None]
        if all(o.selected for o in opts if o is not None) and si.state.get("chosen"):
            return complete()
        si.state["chosen"] = True
        return act(
            TypeText(element_id=sel.id, text=", ".join(chosen)),
            f"Choosing {', '.join(quote(c) for c in chosen)} in {quote(sel.label or 'the list')}",
            finishes=True,
        )
    return None


def is_dropdown_trigger(el: Element) -> bool:
    """A styled dropdown's face: an arrow glyph, a combobox role, or a collapsed popup button."""
    text = "".join(el.text.split())
    if text and all(ch in _ARROWS for ch in text[-1:]) and len(text) <= 40:
        return True
    if (el.role or "").lower() == "combobox" and not el.options:
        return True
    return el.aria.expanded is False and element_kind(el) in {"button", "other"}


def open_dropdown(si: StepInput[ChooseOption]) -> Outcome | None:
    """The option is not on the page: open a styled dropdown (once each) so its options show."""
    fv = si.step.option
    value = fv.value
    if not value:
        return None
    if any(best_option(el, value) for el in si.usable() if element_kind(el) == "select"):
        return None
    if rank_candidates(si.usable(), value, role_hint="option", min_score=0.5):
        return None
    opened = set(si.state.get("opened", []))
    for el in si.usable():
        if el.id not in opened and is_dropdown_trigger(el):
            si.state.setdefault("opened", []).append(el.id)
            return act(Click(element_id=el.id), f"Opening the dropdown to find {quote(value)}")
    return None


def scroll_container(si: StepInput[ScrollTo]) -> Outcome | None:
    """'scroll to the bottom of the textarea': scroll that box (even a disabled one), not the page."""
    match = _CONTAINER_RE.search(si.step.text)
    if match is None:
        return None
    noun = norm(match.group("n")).replace(" ", "")
    if noun == "textarea":
        boxes = [el for el in si.obs.elements if el.tag.lower() == "textarea"]
    else:
        boxes = [
            el
            for el in si.obs.elements
            if element_kind(el) == "select" or (el.role or "") in {"listbox", "list"}
        ]
    if not boxes:
        return None
    box = max(boxes, key=lambda el: el.bbox.w * el.bbox.h)
    direction = si.step.direction
    return act(
        Scroll(direction=direction, element_id=box.id),
        f"Scrolling {quote(box.label or box.tag)} to the {direction} as the goal asks",
        finishes=True,
    )
