"""A row's own menu of actions (pure): an issue list's icon-only 'Actions' with a 'Status' folder, a
board's '⋮' 'More actions' with 'Mark as done'.

A record with a name of its own whose row keeps its actions in such a menu is changed through it: the
menu of the row naming every word of the record is opened, the folder named by the field is pointed at
when its choices show only under the pointer, and the choice that sets the state is pressed - the one
nearest the menu's control. Rows sharing only some words are never opened. The bulk change uses the
same walk on the menu of the ticked rows (``menu_choice``).
"""

from __future__ import annotations

from wayfinder.actions.models import Click, Hover
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, tokens
from wayfinder.plan.rules.core.create import GENERIC_KINDS
from wayfinder.plan.rules.core.row_bands import row_score, rows_of, wanted
from wayfinder.plan.rules.core.row_states import names_state, state_phrases
from wayfinder.plan.rules.step import Outcome, StepInput, act, quote
from wayfinder.plan.rules.work import ChangeRecord, FieldValue, Work

# a row's own menu of actions: a '...' or '⋮' control, or one named 'Actions', 'More actions', 'Options'
_MENU_GLYPHS = frozenset({"...", "\u2026", "\u22ef", "\u22ee", "\ufe19"})
_MENU_WORDS = frozenset({"action", "option", "more", "menu"})  # as ``tokens`` gives them
MENU_REACH = 400.0  # px: a row's menu opens beside its trigger; a control farther away is not in it


def menu_trigger(el: Element) -> bool:
    """A control that opens its row's menu: a glyph ('...', '⋮') or 'Actions', 'More actions', 'Options
    for X' (never 'Read more', never a link that leaves for a page: those are '#' or buttons)."""
    if element_kind(el) not in {"link", "button"}:
        return False
    text = " ".join((el.aria.label or el.text or "").split())
    if text in _MENU_GLYPHS:
        return True
    words = tokens(text)
    href = el.href or ""
    leaves = (
        element_kind(el) == "link" and bool(href) and "#" not in href and not href.startswith("javascript:")
    )
    return bool(words) and words[0] in _MENU_WORDS and ("action" in words or len(words) <= 3) and not leaves


def record_names(record: str) -> list[str]:
    """The words a row must show of the record's name (a trailing kind - 'task', 'post' - left out)."""
    names = wanted(record)
    return names[:-1] if len(names) > 1 and names[-1] in GENERIC_KINDS else names


def row_menu(si: StepInput[ChangeRecord], verbs: tuple[str, ...]) -> Outcome | None:
    """A named record whose row keeps its actions in a menu (an issue list's '...' with a 'Status'
    submenu, a file list's '⋮'): open the menu of the row that names it, point at the menu's item for
    the field when the state sits in a submenu, and press the item that sets the state. None when no
    row of the page names the record with such a menu."""
    step, st = si.step, si.state
    phrases = state_phrases(step.fields)
    names = record_names(step.record)
    if len(step.fields) != 1 or not phrases or not names:
        return None
    opened: list[float] | None = st.get("row_menu")
    if opened is None:
        triggers = [el for el in si.usable() if menu_trigger(el)]
        rows = rows_of(si.usable(), triggers)
        leave_out = frozenset(t.id for t in triggers)
        best = [cid for cid, row in rows.items() if row_score(row, leave_out, names) == len(names)]
        trigger = si.obs.element(best[0]) if len(best) == 1 else None
        if trigger is None:
            return None
        st["row_menu"] = [trigger.bbox.x, trigger.bbox.y]
        label = trigger.aria.label or trigger.text or "the row's menu"
        return act(
            Click(element_id=trigger.id),
            f"Opening {quote(label)}, the menu of the row of {quote(step.record)}",
        )
    return menu_choice(si, (opened[0], opened[1]), step.fields, verbs, f"the row of {quote(step.record)}")


def menu_choice(
    si: StepInput[Work],
    at: tuple[float, float],
    fields: tuple[FieldValue, ...],
    verbs: tuple[str, ...],
    whose: str,
) -> Outcome | None:
    """In a row's menu opened at ``at`` (its control's place): press the item that sets the state, the
    one nearest the control; else point at the menu's folder named by the field ('Status') when its
    choices show only under the pointer. None when neither is there (or pointing is not allowed)."""
    x, y = at
    phrases = state_phrases(fields)

    def reach(el: Element) -> float:
        return abs(el.bbox.y - y) + abs(el.bbox.x - x)

    near = [
        el
        for el in si.usable()
        if element_kind(el) in {"link", "button", "option"}
        and reach(el) <= MENU_REACH
        and not menu_trigger(el)
    ]
    items = [el for el in near if not el.aria.checked and names_state(el, phrases, verbs)]
    if items:
        item = min(items, key=reach)
        label = item.text or item.aria.label or "the item"
        return act(
            Click(element_id=item.id), f"Pressing {quote(label)} in the menu of {whose}", finishes=True
        )
    names = {fv.field for fv in fields}
    folders = [el for el in near if tokens(el.label) and " ".join(tokens(el.label)) in names]
    hovered = si.state.setdefault("hovered", [])
    folder = min((el for el in folders if el.id not in hovered), key=reach, default=None)
    if folder is None or not si.allowed("hover"):
        return None
    hovered.append(folder.id)
    return act(
        Hover(element_id=folder.id),
        f"Pointing at {quote(folder.label)} in the row's menu to show its choices",
    )
