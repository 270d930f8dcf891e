"""Rows of an app's list and the actions that belong to them (pure).

Apps list their records as rows, each with its own controls: a CMS comment list shows "Approve | Reply |
Edit | Trash" under each comment (only while the pointer is over the row), an admin changelist and an
issue list put a checkbox at the start of each row, a task list puts "Done" beside each item. A person
acting on one record ("approve Ben Hughes's pending comment on the lentil soup recipe") finds the row
that names it and uses the control inside that row, never the same control of the row above.

- A row is a band of the page: from one row's selection checkbox down to the next one's (the column of
  checkboxes at one x is the rows' spine); without checkboxes, from the control of the row before down
  to this row's own control.
- A row's words are the labels of the elements inside its band (its links, its e-mail, its title); the
  row wanted is the one whose words hold the most of the names the goal gives (who wrote it, what it is
  on), and only a single best row is acted on. When no row's words hold the person's name, the app's own
  search is asked for the name first (it matches the text the row shows but does not link).
- A control a page keeps folded away until its row is hovered (drawn far outside the page) is reached by
  hovering its row first.
- A record with a name of its own ("mark 'Water the plants' as done") is changed in place when the list
  on the page shows its row with a control that names the state: a to-do app's icon-only tick ("Mark as
  done"), a "Complete" box, "Approve"; a box already ticked is never pressed (it would undo the state).
  Single-page apps change the row without leaving the page; the verifier judges what the page shows.
- A row that keeps its actions in a menu of its own (an issue list's icon-only 'Actions' with a 'Status'
  folder, a board's '⋮' 'More actions') is changed through that menu: the menu of the row that names the
  record is opened, the folder named by the field is pointed at when its choices show only under the
  pointer, and the choice that sets the state is pressed - the one nearest the menu's control.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from wayfinder.actions.models import Click, Hover, TypeText
from wayfinder.intent.text.lemmas import is_participle, verb_lemma
from wayfinder.intent.verbs import STATE_VERBS
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, token_match, tokens
from wayfinder.plan.rules.core.create import GENERIC_KINDS
from wayfinder.plan.rules.core.forms import search_box
from wayfinder.plan.rules.step import STOP, Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import ChangeRecord, FieldValue, Work

SPINE_SLACK = 6.0  # px: checkboxes this close in x are one column
STATES = ("draft", "pending", "published", "unpublished", "scheduled", "private", "approved", "unapproved")


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a list: its band on the page, its elements and their words."""

    top: float
    bottom: float
    elements: tuple[Element, ...]

    def words(self, leave_out: frozenset[int] = frozenset()) -> list[str]:
        return [w for el in self.elements if el.id not in leave_out for w in tokens(_row_label(el))]


def _row_label(el: Element) -> str:
    label = el.label
    if "@" in label:  # an e-mail address names its person by the part before the @
        label = label.replace("@", " ").replace(".", " ")
    return label


def checkbox_spine(elements: list[Element]) -> list[Element]:
    """The column of selection checkboxes (two or more at one x), top to bottom; [] when none."""
    boxes = [el for el in elements if element_kind(el) == "checkbox"]
    columns: list[list[Element]] = []
    for el in sorted(boxes, key=lambda e: e.bbox.x):
        if columns and abs(columns[-1][0].bbox.x - el.bbox.x) <= SPINE_SLACK:
            columns[-1].append(el)
        else:
            columns.append([el])
    best = max(columns, key=len, default=[])
    return sorted(best, key=lambda e: e.bbox.y) if len(best) >= 2 else []


def rows_of(elements: list[Element], controls: list[Element]) -> dict[int, Row]:
    """The row of each control (by id): the band of the checkbox spine it falls in, else the band
    from the control above it to itself."""
    spine = checkbox_spine(elements)
    tops: list[float] = []
    if spine:
        ys = [el.bbox.y for el in spine]
        gaps = [b - a for a, b in pairwise(ys) if b > a]
        pad = min(20.0, (min(gaps) / 4) if gaps else 20.0)
        tops = [y - pad for y in ys]
    out: dict[int, Row] = {}
    ordered = sorted(controls, key=lambda e: e.bbox.y)
    for i, control in enumerate(ordered):
        y = control.bbox.y
        if tops:
            above = [t for t in tops if t <= y]
            if not above:
                continue
            top = max(above)
            below = [t for t in tops if t > top]
            bottom = min(below) if below else top + 10_000
        else:
            prev = ordered[i - 1] if i else None
            top = prev.bbox.y + prev.bbox.h if prev is not None else y - 200
            bottom = y + control.bbox.h + 2
        inside = tuple(el for el in elements if top <= el.bbox.y + el.bbox.h / 2 < bottom)
        out[control.id] = Row(top, bottom, inside)
    return out


def action_verbs(fields: tuple[FieldValue, ...]) -> tuple[str, ...]:
    """The verbs a row's control says for the state the goal sets ('approved' -> 'approve')."""
    verbs: list[str] = []
    for fv in fields:
        if fv.field not in {"status", "state"}:
            continue
        value = fv.value.strip().lower()
        verbs += [verb for verb, state in STATE_VERBS.items() if state == value]
        if " " not in value and is_participle(value):
            verbs.append(verb_lemma(value))
    return tuple(dict.fromkeys(verbs))


def _says(el: Element, verbs: tuple[str, ...]) -> bool:
    """The control's label starts with the verb ('Approve', 'Approve this comment'; not 'Unapprove')."""
    words = tokens(el.aria.label or el.text)
    return bool(words) and words[0] in verbs


def row_controls(si: StepInput[Work], verbs: tuple[str, ...]) -> list[Element]:
    return [el for el in si.usable() if element_kind(el) in {"link", "button"} and _says(el, verbs)]


def _want(text: str) -> list[str]:
    return [w for w in tokens(text) if w not in STOP]


def _kind(record: str) -> tuple[str, str]:
    """The kind of record the goal names it by and what it is on ('pending comment' -> 'comment';
    'pending review on Trail Shoes' -> 'review', 'Trail Shoes'); ('', '') for a record with a name."""
    head, _, on = record.partition(" on ")
    words = [w for w in _want(head) if w not in STATES]
    return (words[-1], on.strip()) if len(words) == 1 else ("", "")


def _score(row: Row, leave_out: frozenset[int], names: list[str]) -> int:
    have = row.words(leave_out)
    return sum(1 for w in names if token_match(w, have))


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


# the finished state of a task, as apps word it ('Mark as done', 'Complete', 'Mark completed')
_FINISHED = ("done", "complete", "completed", "finished")
_MARK = frozenset({"mark", "as", "set", "to", "this", "task", "item", "it"})
_NEGATING = frozenset({"not", "no", "undo", "un", "reopen", "incomplete"})


def state_phrases(fields: tuple[FieldValue, ...]) -> tuple[tuple[str, ...], ...]:
    """The wordings of the state the goal sets ('done' -> done, complete, completed, finished)."""
    out: list[tuple[str, ...]] = []
    for fv in fields:
        words = tuple(tokens(fv.value)) if fv.field in {"status", "state"} else ()
        if words:
            out += [(w,) for w in _FINISHED] if words in {(w,) for w in _FINISHED} else [words]
    return tuple(dict.fromkeys(out))


def _names_state(el: Element, phrases: tuple[tuple[str, ...], ...], verbs: tuple[str, ...]) -> bool:
    """The control says it sets the state: 'Approve', 'Done', 'Mark as done', 'Mark "T" as complete';
    never a negated one ('Mark as not done', 'Undo')."""
    words = tokens(el.aria.label or el.text or el.label)
    if not words or any(w in _NEGATING for w in words) or len(words) > 10:
        return False
    if words[0] in verbs:
        return True
    core = [w for w in words if w not in _MARK] if words[0] == "mark" else words
    return any(
        tuple(core[: len(p)]) == p or (words[0] == "mark" and tuple(core[-len(p) :]) == p) for p in phrases
    )


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
        and _names_state(el, phrases, verbs)
    ]
    names = _want(step.record)
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


def _record_names(record: str) -> list[str]:
    names = _want(record)
    return names[:-1] if len(names) > 1 and names[-1] in GENERIC_KINDS else names


def _row_menu(si: StepInput[ChangeRecord], verbs: tuple[str, ...]) -> Outcome | None:
    """A named record whose row keeps its actions in a menu (an issue list's '...' with a 'Status'
    submenu, a file list's '⋮'): open the menu of the row that names it, point at the menu's item for
    the field when the state sits in a submenu, and press the item that sets the state. None when no
    row of the page names the record with such a menu."""
    step, st = si.step, si.state
    phrases = state_phrases(step.fields)
    names = _record_names(step.record)
    if len(step.fields) != 1 or not phrases or not names:
        return None
    opened: list[float] | None = st.get("row_menu")
    if opened is None:
        triggers = [el for el in si.usable() if menu_trigger(el)]
        rows = rows_of(si.usable(), triggers)
        leave_out = frozenset(t.id for t in triggers)
        best = [cid for cid, row in rows.items() if _score(row, leave_out, names) == len(names)]
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
    items = [el for el in near if not el.aria.checked and _names_state(el, phrases, verbs)]
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


def row_change(si: StepInput[ChangeRecord]) -> Outcome | None:
    """'approve Ben's pending comment on the lentil soup recipe': a record named by its kind and who
    or what it belongs to, changed by the control of its row (see the module docstring). None when the
    record has a name of its own (it is opened and edited) or the state has no row control."""
    step = si.step
    verbs = action_verbs(step.fields)
    kind, on = _kind(step.record)
    if not kind:
        if si.state.get("row_menu"):
            return _row_menu(si, verbs)
        return _named_row(si, verbs) or _row_menu(si, verbs)
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
    names = _want(step.by) + _want(scope)
    person = _want(step.by)
    rows = rows_of(si.usable(), controls)
    leave_out = frozenset(c.id for c in controls)
    scored = sorted(((_score(row, leave_out, names), cid) for cid, row in rows.items()), key=lambda r: -r[0])
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
