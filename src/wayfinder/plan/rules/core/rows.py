"""Rows of an app's list and the actions that belong to them (pure).

Apps list their records as rows, each with its own controls: a CMS comment list shows "Approve | Reply |
Edit | Trash" under each comment (only while the pointer is over the row), an admin changelist and an
issue list put a checkbox at the start of each row, a task list puts "Done" beside each item. A person
acting on one record ("approve Ben Hughes's pending comment on the lentil soup recipe") finds the row
that names it and uses the control inside that row, never the same control of the row above.

- The rows are bands of the page (``row_bands.py``); the row wanted is the one whose words hold the most
  of the names the goal gives (who wrote it, what it is on), and only a single best row is acted on.
  When no row's words hold the person's name, the app's own search is asked for the name first (it
  matches the text the row shows but does not link).
- A control a page keeps folded away until its row is hovered (drawn far outside the page) is reached by
  hovering its row first.
- A record with a name of its own ("mark 'Water the plants' as done") is changed in place when the list
  on the page shows its row with a control that names the state (``row_states.py``): a to-do app's
  icon-only tick ("Mark as done"), a "Complete" box, "Approve"; a box already ticked is never pressed (it
  would undo the state). Single-page apps change the row without leaving the page; the verifier judges
  what the page shows.
- A row that keeps its actions in a menu of its own (an issue list's icon-only 'Actions' with a 'Status'
  folder, a board's '⋮' 'More actions') is changed through that menu (``row_menus.py``).
- A row with an edit in place (a CMS's 'Quick Edit', a table's 'Edit' button that turns the row into
  inputs) is changed there, its fields set and saved, the row read again after (``row_edit.py``).
"""

from __future__ import annotations

from wayfinder.actions.models import Click, Hover, TypeText
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, token_match, tokens
from wayfinder.plan.rules.core.create import GENERIC_KINDS
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.core.row_bands import Row, checkbox_spine, row_score, rows_of, wanted
from wayfinder.plan.rules.core.row_edit import row_edit
from wayfinder.plan.rules.core.row_menus import row_menu
from wayfinder.plan.rules.core.row_states import action_verbs, names_state, state_phrases
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import ChangeRecord, Work

STATES = ("draft", "pending", "published", "unpublished", "scheduled", "private", "approved", "unapproved")


def _says(el: Element, verbs: tuple[str, ...]) -> bool:
    """The control's label starts with the verb ('Approve', 'Approve this comment'; not 'Unapprove')."""
    words = tokens(el.aria.label or el.text)
    return bool(words) and words[0] in verbs


def row_controls(si: StepInput[Work], verbs: tuple[str, ...]) -> list[Element]:
    return [el for el in si.usable() if element_kind(el) in {"link", "button"} and _says(el, verbs)]


def _kind(record: str) -> tuple[str, str]:
    """The kind of record the goal names it by and what it is on ('pending comment' -> 'comment';
    'pending review on Trail Shoes' -> 'review', 'Trail Shoes'); ('', '') for a record with a name."""
    head, _, on = record.partition(" on ")
    words = [w for w in wanted(head) if w not in STATES]
    return (words[-1], on.strip()) if len(words) == 1 else ("", "")


def _folded(el: Element) -> bool:
    """Drawn outside the page until its row is hovered."""
    return el.bbox.x + el.bbox.w <= 0 or el.bbox.y + el.bbox.h <= 0


def _press(si: StepInput[Work], control: Element, row: Row, why: str) -> Outcome:
    hovered = si.state.setdefault("hovered", [])
    if _folded(control) and control.id not in hovered and si.allowed("hover"):
        anchor = next((el for el in row.elements if el.id != control.id and not _folded(el)), None)
        if anchor is not None:
            hovered.append(control.id)
            return act(Hover(element_id=anchor.id), f"Pointing at the row {why} so its controls show")
    label = control.text or control.aria.label or "the control"
    return act(Click(element_id=control.id), f"Pressing {quote(label)} in the row {why}", finishes=True)


def _open_kind_list(si: StepInput[Work], kind: str) -> Outcome | None:
    """The app's list of records of this kind ('Comments'), once."""
    if not kind or si.state.get("list_opened"):
        return None
    for el in si.usable():
        if element_kind(el) != "link":
            continue
        words = [w for w in tokens(el.label) if not w.isdigit()]
        if words and token_match(words[0], [kind, f"{kind}s"]) and len(words) <= 6:
            si.state["list_opened"] = True
            return act(Click(element_id=el.id), f"Opening {quote(el.label)}, the list of {kind}s")
    return None


def _state_filter(si: StepInput[Work], record: str) -> Outcome | None:
    """The list's own filter for the state the goal calls the record by ('Pending (3)'), once."""
    state = next((w for w in tokens(record) if w in STATES), "")
    if not state or si.state.get("state_filter"):
        return None
    for el in si.usable():
        words = tokens(el.label)
        if element_kind(el) == "link" and words and words[0] == state and len(words) <= 3:
            si.state["state_filter"] = True
            return act(Click(element_id=el.id), f"Showing the {state} ones: {quote(el.label)}")
    return None


def _named_row(si: StepInput[ChangeRecord], verbs: tuple[str, ...]) -> Outcome | None:
    """A named record whose row on this page has a control that sets the state (module docstring)."""
    step = si.step
    phrases = state_phrases(step.fields)
    if len(step.fields) != 1 or not phrases or not step.record:
        return None
    controls = [
        el
        for el in si.usable()
        if element_kind(el) in {"link", "button", "checkbox"}
        and not el.aria.checked
        and names_state(el, phrases, verbs)
    ]
    names = wanted(step.record)
    if not controls or not names:
        return None
    rows = rows_of(si.usable(), controls)
    leave_out = frozenset(c.id for c in controls)
    # the row's words, and the control's own when it names the record ('Complete "Pay the bill"')
    by_id = {c.id: c for c in controls}
    scored = sorted(
        (
            (sum(1 for w in names if token_match(w, [*row.words(leave_out), *tokens(by_id[cid].label)])), cid)
            for cid, row in rows.items()
        ),
        key=lambda r: -r[0],
    )
    if len(names) > 1 and names[-1] in GENERIC_KINDS:  # 'the Water the plants task': the app shows no 'task'
        names = names[:-1]
    need = len(names)  # every word of the name: a row sharing one word ('Water the lawn') is another
    best = [cid for score, cid in scored if score == scored[0][0] and score >= need] if scored else []
    if len(best) != 1:
        return None
    return _press(si, si.obs.element(best[0]) or controls[0], rows[best[0]], f"of {quote(step.record)}")


def row_change(si: StepInput[ChangeRecord]) -> Outcome | None:
    """'approve Ben's pending comment on the lentil soup recipe': a record named by its kind and who
    or what it belongs to, changed by the control of its row (see the module docstring). None when the
    record has a name of its own (it is opened and edited) or the state has no row control."""
    step = si.step
    verbs = action_verbs(step.fields)
    kind, on = _kind(step.record)
    if not kind:
        if si.state.get("row_menu"):
            return row_menu(si, verbs)
        if si.state.get("inline"):
            return row_edit(si)
        return _named_row(si, verbs) or row_menu(si, verbs) or row_edit(si)
    if not verbs:
        return None
    controls = row_controls(si, verbs)
    if not controls or not (checkbox_spine(si.usable()) or si.state.get("list_opened")):
        opened = _open_kind_list(si, kind)  # a dashboard's few recent ones are not the list
        if opened is not None or not controls:
            return opened or _state_filter(si, step.record)
    narrowed = _state_filter(si, step.record)
    if narrowed is not None:
        return narrowed
    scope = step.scope or on
    names = wanted(step.by) + wanted(scope)
    person = wanted(step.by)
    rows = rows_of(si.usable(), controls)
    leave_out = frozenset(c.id for c in controls)
    scored = sorted(
        ((row_score(row, leave_out, names), cid) for cid, row in rows.items()), key=lambda r: -r[0]
    )
    best = [cid for score, cid in scored if scored and score == scored[0][0]]
    who = " ".join(filter(None, [step.by, scope]))
    why = f"of {quote(who)}" if who else f"of the {kind}"
    top = scored[0][0] if scored else 0
    person_seen = any(token_match(w, rows[best[0]].words(leave_out)) for w in person) if best else False
    if len(best) == 1 and top > 0 and (person_seen or not person):
        return _press(si, si.obs.element(best[0]) or controls[0], rows[best[0]], why)
    box = search_box(si)
    if person and box is not None and not si.state.get("row_searched"):
        si.state["row_searched"] = True
        query = step.by
        return act(
            TypeText(element_id=box.id, text=query, submit=True),
            f"Searching the list for {quote(query)} to find the row {why}",
        )
    if len(rows) == 1 or (len(best) == 1 and top > 0):
        cid = best[0] if best else next(iter(rows))
        return _press(si, si.obs.element(cid) or controls[0], rows[cid], why)
    if not rows:
        return None
    return give_up(
        f"{len(best)} rows could be the {kind} {why} and none is told apart, so I pressed none of them"
    )
