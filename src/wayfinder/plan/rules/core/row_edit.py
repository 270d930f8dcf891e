"""One record changed from its row in the app's list, without opening it (pure).

"Set the 'Winter Soup Ideas' post to pending review", "change Ana Lima's role to Admin": apps let a
row be edited in place. A CMS's list of posts has a 'Quick Edit' among each row's actions (WordPress:
hidden until the row is pointed at) that puts an inline panel in the row's place - Title, the
categories as boxes, Tags, Status, 'Update'; a contact table's 'Edit' button turns the row's cells into
inputs with 'Save'. A list of many rows with a search box of its own is first searched for the record,
so its row stands alone (the record told apart from others, and the saved row its one entry). The row
wanted names every word of the record (a row sharing some words is
another); its in-place edit is a button, never a link that leaves for the record's own page (that is
``editing.py``'s way). The panel's values and save are ``edit_panels.py``'s.

A field the panel does not have is not guessed: the panel is cancelled and the record is opened
instead. After the save the row must show the change: its words differ from the row's before the edit
and hold each value set (a state the row does not write, 'Published', excepted) - a save that left the
row as it was, or a panel still open (an error), ends the run saying so, never as a success.
"""

from __future__ import annotations

from wayfinder.actions.models import Click, Hover, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, token_match, tokens
from wayfinder.plan.rules.core.edit_panels import (
    STATE_FIELDS,
    has_fields,
    key,
    missing,
    opening,
    panel,
    save_button,
    set_value,
)
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.record_forms import NAMING
from wayfinder.plan.rules.core.row_bands import Row, row_score, rows_of
from wayfinder.plan.rules.core.row_menus import record_names
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, give_up, quote
from wayfinder.plan.rules.work import ChangeRecord

_CANCEL = frozenset({"cancel", "close", "discard"})


def inline_edit(el: Element) -> bool:
    """A row's control that edits it in place: 'Quick Edit', 'Edit inline', 'Quick edit "T" inline', or
    a button 'Edit' (a link to another page is the record's own editor, not this)."""
    if element_kind(el) not in {"button", "link"}:
        return False
    words = tokens(el.text or el.aria.label or "")
    aria = tokens(el.aria.label or "")
    if not words or "edit" not in words[:2]:
        return False
    if words[:2] == ["quick", "edit"] or "inline" in words or "inline" in aria:
        return not _leaves(el)
    return words == ["edit"] and el.tag == "button" and not _leaves(el)


def _leaves(el: Element) -> bool:
    href = el.href or ""
    return (
        element_kind(el) == "link" and bool(href) and "#" not in href and not href.startswith("javascript:")
    )


def _folded(el: Element) -> bool:
    """Drawn outside the page until its row is pointed at."""
    return el.bbox.x + el.bbox.w <= 0 or el.bbox.y + el.bbox.h <= 0


def _the_row(si: StepInput[ChangeRecord], names: list[str]) -> tuple[Element, Row] | None:
    controls = [el for el in si.usable() if inline_edit(el)]
    rows = rows_of(si.usable(), controls)
    # the row's words, the control's own among them ('Quick edit "T" inline', 'Edit Ana Lima')
    best = [cid for cid, row in rows.items() if names and row_score(row, frozenset(), names) == len(names)]
    # a row's Quick Edit and its 'Edit' button are one row: the first control of it
    found = {(rows[cid].top, rows[cid].bottom): cid for cid in sorted(best, reverse=True)}
    if len(found) != 1:
        return None
    cid = next(iter(found.values()))
    control = si.obs.element(cid)
    return (control, rows[cid]) if control is not None else None


def _shown(digest: str, names: list[str]) -> list[str]:
    """The page's text of the record's row: the line of the page's text naming every word of it and,
    when that line is no table row of its own (cells apart by tabs), the lines after it up to the next
    one that is ('Winter Soup Ideas — Draft', 'Edit | Trash', 'priya\tRecipes\tsoup')."""
    lines = digest.split("\n")
    for i, line in enumerate(lines):
        if names and all(token_match(w, tokens(line)) for w in names):
            block = [line]
            for nxt in lines[i + 1 : i + 4] if "\t" not in line else []:
                block.append(nxt)
                if "\t" in nxt:
                    break
            return [w for part in block for w in tokens(part)]
    return []


def _row_words(si: StepInput[ChangeRecord], row: Row, names: list[str]) -> list[str]:
    """What the record's row shows: its controls' names and its text on the page."""
    labels = [w for el in row.elements if not inline_edit(el) for w in tokens(el.label)]
    return sorted([*labels, *_shown(si.obs.text_digest, names)])


def _anchor(row: Row, control: Element, names: list[str]) -> Element | None:
    """What to point at for the row's folded actions: its control naming the record (its title), else
    its smallest shown element (never a box as large as the page, which the band also holds)."""
    shown = [el for el in row.elements if el.id != control.id and not _folded(el)]
    named = [el for el in shown if names and all(token_match(w, tokens(el.label)) for w in names)]
    return min(named or shown, key=lambda el: el.bbox.w * el.bbox.h, default=None)


def _names_after(step: ChangeRecord) -> list[str]:
    """The words the row names the record by after the save (a new title for a rename)."""
    renamed = next((fv.value for fv in step.fields if fv.field in NAMING), "")
    return record_names(renamed or step.record)


def row_edit(si: StepInput[ChangeRecord]) -> Outcome | None:
    """Change the named record in its row's in-place edit (see the module docstring); None when no
    single row of the page names it with such an edit, or once the panel lacked a field."""
    st = si.state
    if st.get("inline_off"):
        return None
    if "inline_saved" in st:
        return _check_row(si)
    if "inline" in st:
        return _fill(si)
    names = record_names(si.step.record)
    found = _the_row(si, names)
    if found is None or not si.step.fields:
        return None
    control, row = found
    why = f"of {quote(si.step.record)} to edit it in place"
    box = search_box(si)
    if (
        box is not None
        and sum(1 for el in si.usable() if inline_edit(el)) > 1
        and not st.get("inline_search")
    ):
        st["inline_search"] = True
        name = si.step.record.strip("'\"“”‘’")
        return act(
            TypeText(element_id=box.id, text=name, submit=True),
            f"Searching the list for {quote(name)} so its row stands alone, to edit it in place",
        )
    hovered = st.setdefault("hovered", [])
    if _folded(control) and control.id not in hovered and si.allowed("hover"):
        anchor = _anchor(row, control, names)
        if anchor is not None:
            hovered.append(control.id)
            return act(Hover(element_id=anchor.id), f"Pointing at the row {why} so its actions show")
    st["inline"] = True
    st["row_before"] = _row_words(si, row, record_names(si.step.record))
    return opening(si, control, f"in the row {why}")


def _fill(si: StepInput[ChangeRecord]) -> Outcome | None:
    pool = panel(si)
    if not has_fields(pool):
        st = si.state
        st["inline_off"] = True  # the edit opened no panel here: the record is opened instead
        return None
    whose = f"of {quote(si.step.record)}"
    if any(missing(fv, pool) for fv in si.step.fields):
        si.state["inline_off"] = True
        cancel = next((el for el in pool if tokens(el.text or el.label)[:1] == ["cancel"]), None)
        if cancel is None:
            return None
        return act(
            Click(element_id=cancel.id), f"Cancelling the row's edit: it has no field the goal names {whose}"
        )
    taken: set[int] = set()
    for fv in si.step.fields:
        outcome = set_value(si, fv, pool, taken, whose)
        if outcome is not None:
            return outcome
    button = save_button(pool)
    if button is None:
        return give_up(
            f"the row's edit of {quote(si.step.record)} has no button to save, so nothing is changed"
        )
    si.state["inline_saved"] = sorted(key(el) for el in pool if element_kind(el) != "button")
    label = " ".join((button.text or button.value or button.aria.label or button.label).split())
    return act(Click(element_id=button.id), f"Pressing {quote(label)} to save the change {whose}")


def _check_row(si: StepInput[ChangeRecord]) -> Outcome:
    """After the save: the panel gone and the record's row showing the change (module docstring)."""
    step, st = si.step, si.state
    fields_left = set(st["inline_saved"]) & {key(el) for el in si.usable()}
    if fields_left:
        said = " ".join(t for t in si.obs.text_digest.split("\n") if "error" in t.lower())[:160]
        why = f" ({said})" if said else ""
        return give_up(
            f"the edit of {quote(step.record)} is still open after saving{why}, so it is not saved"
        )
    found = _the_row(si, _names_after(step))
    if found is None:
        return give_up(
            f"after saving, no row of the list names {quote(step.record)}, so I cannot tell it changed"
        )
    words = _row_words(si, found[1], _names_after(step))
    unshown = [
        fv.value
        for fv in step.fields
        if fv.field not in STATE_FIELDS and not all(token_match(w, words) for w in tokens(fv.value))
    ]
    if words == st.get("row_before") or unshown:
        what = ", ".join(quote(v) for v in unshown) or "the change"
        return give_up(
            f"after saving, the row of {quote(step.record)} does not show {what}, so it was not saved"
        )
    return complete()
