"""A row's own menu of actions (pure): an issue list's icon-only 'Actions' with a 'Status' folder, a
board's '⋮' 'More actions' with 'Mark as done'.

A record with a name of its own whose row keeps its actions in such a menu is changed through it: the
menu of the row naming every word of the record is opened, the folder named by the field is pointed at
when its choices show only under the pointer, and the choice that sets the state is pressed - the one
nearest the menu's control. Rows sharing only some words are never opened. The bulk change uses the
same walk on the menu of the ticked rows (``menu_choice``).

A field other than the state (a tracker's 'Priority', 'Assignee', 'Target version', 'Category'
folders) goes the same way: the folder whose name ends with the field's word is pointed at, and the
choice named exactly by the value among those that showed under the pointer is pressed (never a link
of the rows behind the menu: a row's assignee link is no choice). Then the record's own page is
opened from its row, and the run ends done only when that page shows the field with the value (a
list row is no proof the change was kept). A menu with no folder for the field, or a folder without
the value, is left: the record is opened instead (``editing.py``).
"""

from __future__ import annotations

from wayfinder.actions.models import Click, Hover
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, token_match, tokens
from wayfinder.plan.rules.core.create import GENERIC_KINDS
from wayfinder.plan.rules.core.record_forms import BODY, NAMING
from wayfinder.plan.rules.core.row_bands import row_score, rows_of, wanted
from wayfinder.plan.rules.core.row_states import names_state, state_phrases
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, give_up, quote
from wayfinder.plan.rules.work import ChangeRecord, FieldValue, Work
from wayfinder.read.attributes import attribute_value

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


def menu_field(fields: tuple[FieldValue, ...]) -> bool:
    """One field a menu can hold as a folder of choices: a short value, never a name or a text."""
    return (
        len(fields) == 1
        and fields[0].field not in {*NAMING, *BODY, "comment", "notes", "note"}
        and 0 < len(tokens(fields[0].value)) <= 4
    )


def row_menu(si: StepInput[ChangeRecord], verbs: tuple[str, ...]) -> Outcome | None:
    """A named record whose row keeps its actions in a menu (an issue list's '...' with a 'Status'
    submenu, a file list's '⋮'): open the menu of the row that names it, point at the menu's item for
    the field when the state sits in a submenu, and press the item that sets the state (or, for
    another field, the value's choice in the field's folder). None when no row of the page names the
    record with such a menu, or once its menu had no way to the value."""
    step, st = si.step, si.state
    phrases = state_phrases(step.fields)
    names = record_names(step.record)
    if st.get("row_menu_off") or len(step.fields) != 1 or not names:
        return None
    if not phrases and not menu_field(step.fields):
        return None
    if st.get("menu_pressed"):
        return _saved(si, names)
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
    whose = f"the row of {quote(step.record)}"
    at = (opened[0], opened[1])
    chosen = (
        menu_choice(si, at, step.fields, verbs, whose)
        if phrases
        else value_choice(si, at, step.fields[0], whose)
    )
    if chosen is None:
        st["row_menu_off"] = True  # the menu has no way to the value: the record is opened instead
    return chosen


def _reach(el: Element, x: float, y: float) -> float:
    return abs(el.bbox.y - y) + abs(el.bbox.x - x)


def _seen(el: Element) -> str:
    return f"{el.label}@{round(el.bbox.x)},{round(el.bbox.y)}"


def names_field(el: Element, field: str) -> bool:
    """A menu's folder for the field: 'Priority' for priority, 'Target version' for version."""
    words, want = tokens(el.label), tokens(field)
    return 0 < len(words) <= 3 and bool(want) and token_match(want[-1], [words[-1]])


def value_choice(si: StepInput[Work], at: tuple[float, float], fv: FieldValue, whose: str) -> Outcome | None:
    """In a row's menu opened at ``at``: point at the folder named by the field, then press the choice
    named by the value that showed under the pointer, the one nearest the folder. None when the menu
    has no such folder or the folder no such choice (or pointing is not allowed)."""
    st = si.state
    folder_at: list[float] | None = st.get("menu_folder")
    if folder_at is None:
        near = [
            el
            for el in si.usable()
            if element_kind(el) in {"link", "button", "option"}
            and _reach(el, *at) <= MENU_REACH
            and not menu_trigger(el)
            and names_field(el, fv.field)
        ]
        folder = min(near, key=lambda el: _reach(el, *at), default=None)
        if folder is None or not si.allowed("hover"):
            return None
        st["menu_folder"] = [folder.bbox.x, folder.bbox.y]
        st["menu_seen"] = sorted(_seen(el) for el in si.usable())
        return act(
            Hover(element_id=folder.id),
            f"Pointing at {quote(folder.label)} in the menu of {whose} to show its choices",
        )
    seen = set(st.get("menu_seen", []))
    want = tokens(fv.value)
    choices = [
        el
        for el in si.usable()
        if element_kind(el) in {"link", "button", "option"}
        and _seen(el) not in seen
        and tokens(el.label) == want
        and _reach(el, folder_at[0], folder_at[1]) <= MENU_REACH
    ]
    choice = min(choices, key=lambda el: _reach(el, folder_at[0], folder_at[1]), default=None)
    if choice is None:
        return None
    label = choice.text or choice.aria.label or fv.value
    st["menu_pressed"] = True
    return act(
        Click(element_id=choice.id), f"Pressing {quote(label)} under {quote(fv.field)} in the menu of {whose}"
    )


def _saved(si: StepInput[ChangeRecord], names: list[str]) -> Outcome:
    """After a value's choice: the record's page opened from its row, done when it shows the value."""
    step, st = si.step, si.state
    fv = step.fields[0]
    if not st.get("menu_opened"):
        links = [
            el
            for el in si.usable()
            if element_kind(el) == "link"
            and not menu_trigger(el)
            and all(token_match(w, tokens(el.label)) for w in names)
        ]
        if not links:
            return give_up(
                f"after choosing {quote(fv.value)}, no link of the page opens {quote(step.record)}, so I"
                " cannot tell the change was kept"
            )
        st["menu_opened"] = True
        link = min(links, key=lambda el: len(el.label))
        return act(
            Click(element_id=link.id), f"Opening {quote(link.label)} to see its {fv.field} after the change"
        )
    shown = attribute_value(si.obs, fv.field) or ""
    if shown and all(token_match(w, tokens(shown)) for w in tokens(fv.value)):
        return complete()
    said = f" (it shows {quote(shown)})" if shown else ""
    return give_up(
        f"after choosing {quote(fv.value)} in the menu, the page of {quote(step.record)} does not show"
        f" {fv.field} {quote(fv.value)}{said}, so it was not saved"
    )


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
