"""One action on every record of a kind that matches: an app list's bulk action (pure).

"Delete every loan that has been returned", "trash all the spam comments": people do that in an app's
list, never record by record: open the list of that kind, narrow it with the list's own filter to the
records meant ('Returned'), tick the box that selects them all (and the list's "select all N" when they
run over several pages), choose the action in the list's action menu ('Delete selected loans', 'Move to
Trash'), and press its button ('Go', 'Apply'). Django's admin, WordPress's lists and Redmine's issue
list all work this way.

"Approve all the pending comments", "mark every returned loan as lost": a state the records get is
the same walk, with the action menu's choice that names the state ('Approve' for approved, 'Mark as
spam', 'Mark selected loans as lost'; never 'Not spam' or 'Unapprove'). A menu is only an action menu
when its form holds the rows' checkboxes (a filter list of states is not one).

A tracker's list (Redmine, Trac) differs in its controls: the place named is opened first, a filter form
narrows it (operator 'is', the state, 'Apply', ``bulk_filters.py``), a ticked row's own menu changes
every ticked row.

A state no choice of the menu gives, or other fields ('put all the draft posts in the Travel category'),
go through the list's edit of the ticked rows (``bulk_edit.py``): the action menu's 'Edit' (WordPress's
Bulk Edit panel) or the ticked rows' menu's 'Bulk edit' (Redmine's page of fields), filled and saved.

The list is never acted on unfiltered: a value the goal narrows by that no filter of the list offers
stops the run with a sentence. Pressing the button is what safety judges, with the chosen action's own
words (``safety/analyzers.chosen_action_findings``): a delete asks the person, naming the action and how
many rows are selected, and a run nobody can ask stops there with that sentence.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent import Step
from wayfinder.intent.text.lemmas import plural, verb_lemma
from wayfinder.observe.models import Element, SelectOption
from wayfinder.plan.ranking import element_kind, token_match, tokens
from wayfinder.plan.rules.core.bulk_edit import edit_item, edit_option, fill_panel, panel_values
from wayfinder.plan.rules.core.bulk_filters import holds_rows, narrow
from wayfinder.plan.rules.core.edit_panels import opening
from wayfinder.plan.rules.core.find import locate
from wayfinder.plan.rules.core.row_bands import checkbox_spine, rows_of
from wayfinder.plan.rules.core.row_menus import MENU_REACH, menu_choice, menu_trigger
from wayfinder.plan.rules.core.row_states import action_verbs
from wayfinder.plan.rules.core.scoping import page_is_about
from wayfinder.plan.rules.core.sought import Sought
from wayfinder.plan.rules.step import STOP, Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import ActOnAll, FieldValue, Work

# ActOnAll lives with the other record items (work/records.py); the registry and tests name it here
__all__ = ["VERB_WORDS", "ActOnAll", "bulk_items", "handle_bulk"]

# the words an app's action menu says for a verb ('Move to Trash' deletes in a CMS)
VERB_WORDS: dict[str, tuple[str, ...]] = {
    "delete": ("delete", "remove", "trash"),
    "approve": ("approve",),
    "archive": ("archive",),
    "publish": ("publish",),
}
_AUX = frozenset(
    {"has", "have", "had", "been", "be", "is", "are", "was", "were", "that", "which", "who", "already"}
)
_APPLY_RE = re.compile(r"^(?:go|apply|run|ok|submit|do it|run the selected action|apply action)$", re.I)
_ALL_RE = re.compile(r"^select all\b(?!\s+objects on this page)", re.I)
_ACROSS_RE = re.compile(r"^select all \d[\d,]*\b", re.I)


_STATE_FIELDS = frozenset({"status", "state"})
_NEGATING = frozenset({"not", "no", "un", "non"})


def _state(step: Step) -> str | None:
    """The state every record gets ('mark all the pending comments as spam' -> 'spam'): the status an
    edit gives; None for an edit without one."""
    if step.verb != "edit":
        return None
    states = [v.value.strip() for v in step.values if v.field in _STATE_FIELDS and v.value.strip()]
    return states[0] if len(states) == 1 else None


def _fields(step: Step) -> tuple[FieldValue, ...]:
    """The other fields an edit gives every record ('put all the draft posts in the Travel category')."""
    if step.verb != "edit":
        return ()
    return tuple(
        FieldValue(field=v.field, value=v.value.strip())
        for v in step.values
        if v.field not in _STATE_FIELDS and v.field and v.value.strip()
    )


def bulk_items(step: Step) -> list[Work] | None:
    """An ActOnAll for 'every/all <things> [that ...]' with a verb an action menu has, a state the menu
    or the list's edit panel sets ('mark all X as Y', 'approve every X'), or fields the panel sets ('put
    all X in the C category'); else None."""
    if step.quantity != -1 or not step.object or step.refers_back:
        return None
    state, fields = _state(step), _fields(step)
    if step.verb not in VERB_WORDS and state is None and not fields:
        return None
    narrow = tuple(
        " ".join(w for w in tokens(f.value) if w not in _AUX and w not in STOP)
        for f in step.filters
        if f.name in {"about", "status", "state", "type"}
    )
    *described, head = [w for w in tokens(step.object) if w not in STOP] or [step.object]
    narrow = (*described, *narrow)  # 'the spam comments': the comments narrowed to 'spam'
    verb = f"mark as {state}" if state else step.verb
    narrowed = tuple(n for n in narrow if n and n != (state or "").lower())
    item = ActOnAll(
        text=step.text, things=head, verb=verb, narrow=narrowed, state=state or "", scope=step.scope
    )
    return [replace(item, fields=fields)]


def _verb_option(el: Element, verb: str) -> SelectOption | None:
    words = VERB_WORDS.get(verb, (verb,))
    for opt in el.options:
        first = tokens(opt.text)[:3]
        if any(verb_lemma(w) in words for w in first):
            return opt
    return None


def _state_option(el: Element, state: str) -> SelectOption | None:
    """The choice that gives the records the state: it starts with the state's verb ('Approve' for
    approved) or names the state's words ('Mark as spam'); a negated choice ('Not spam') never."""
    verbs = action_verbs((FieldValue(field="status", value=state),))
    want = tokens(state)
    for opt in el.options:
        words = tokens(opt.text)
        if not words or words[0] in _NEGATING or (opt.value or "") in {"", "-1"}:
            continue
        if words[0] in verbs or (len(words) <= 6 and all(token_match(w, words) for w in want)):
            return opt
    return None


def _action_menu(si: StepInput[ActOnAll]) -> tuple[Element, SelectOption] | None:
    if si.step.fields:  # no menu choice sets a record's fields: the edit panel does
        return None
    for el in si.usable():
        if element_kind(el) != "select":
            continue
        if si.step.state:
            opt = _state_option(el, si.step.state) if holds_rows(si, el) else None
        else:
            opt = _verb_option(el, si.step.verb)
        if opt is not None:
            return el, opt
    return None


def _list_link(si: StepInput[ActOnAll]) -> Element | None:
    want = [si.step.things.lower(), plural(si.step.things)]
    for el in si.usable():
        words = [w for w in tokens(el.label) if not w.isdigit()]
        if (
            element_kind(el) == "link"
            and 1 <= len(words) <= 3
            and any(token_match(w, words[:1]) for w in want)
        ):
            return el
    return None


def _apply_button(si: StepInput[ActOnAll], menu: Element) -> Element | None:
    same = [
        el
        for el in si.usable()
        if element_kind(el) == "button"
        and el.form is not None
        and menu.form is not None
        and el.form.i == menu.form.i
    ]
    named = [
        el for el in same if _APPLY_RE.match(" ".join((el.text or el.aria.label or el.value or "").split()))
    ]
    pool = named or [el for el in same if (el.input_type or "") == "submit" or el.tag == "button"]
    return min(pool, key=lambda el: abs(el.bbox.y - menu.bbox.y) + abs(el.bbox.x - menu.bbox.x), default=None)


def _select_all(si: StepInput[ActOnAll]) -> Outcome | None:
    """Tick the box that selects every row (else each row's box), then 'select all N' across pages."""
    st = si.state
    boxes = [el for el in si.usable() if element_kind(el) == "checkbox"]
    toggle = next((el for el in boxes if _ALL_RE.match(el.label) or "all" in tokens(el.label)), None)
    if toggle is not None and not toggle.aria.checked and not st.get("ticked_all"):
        st["ticked_all"] = True
        return act(
            Click(element_id=toggle.id), f"Ticking {quote(toggle.label)} to select every {si.step.things}"
        )
    if toggle is None:
        for box in checkbox_spine(si.usable()):
            if not box.aria.checked and str(box.id) not in st.setdefault("ticked", []):
                st["ticked"].append(str(box.id))
                return act(Click(element_id=box.id), f"Ticking {quote(box.label or 'the row')} to select it")
    across = next((el for el in si.usable() if _ACROSS_RE.match(el.text) or _ACROSS_RE.match(el.label)), None)
    if across is not None and not st.get("across"):
        st["across"] = True
        return act(Click(element_id=across.id), f"Pressing {quote(across.label)}: the goal says every one")
    return None


# the last word of a place that says what kind of place it is ('the Mobile App project')
_PLACE_KINDS = frozenset(
    {"project", "board", "space", "workspace", "team", "group", "category", "site", "blog"}
)


def _enter_scope(si: StepInput[ActOnAll]) -> Outcome | None:
    """'in the Mobile App project': the place is opened before its list, so only its records change.
    None once its page is open (or its list is); a place never found stops the run."""
    st, scope = si.state, si.step.scope
    if not scope or st.get("scope_done") or st.get("list_opened"):
        return None
    words = scope.split()
    named = " ".join(words[:-1]) if len(words) > 1 and words[-1].lower() in _PLACE_KINDS else scope
    if page_is_about(si, named):
        st["scope_done"] = True
        return None
    want = [w for w in tokens(named) if w not in STOP]
    link = next(
        (
            el
            for el in si.usable()
            if element_kind(el) == "link" and want and set(want) <= set(tokens(el.label))
        ),
        None,
    )
    if link is not None and not st.get("scope_clicked"):
        st["scope_clicked"] = True
        return act(
            Click(element_id=link.id),
            f"Opening {quote(link.label)} first, so only its {si.step.things}s change",
        )
    finding = StepInput(si.ctx, si.step, si.index, st.setdefault("scope_find", {}), si.memory)
    outcome = locate(finding, Sought(named, opens=False))
    if outcome is not None and outcome.action is not None:
        return outcome
    st["scope_done"] = True
    if outcome is None or not outcome.complete:
        return give_up(f"I could not find {quote(scope)}, so I changed none of its {si.step.things}s")
    return None


def _ticked_row_menu(si: StepInput[ActOnAll]) -> Element | None:
    """The menu control of a ticked row (a list whose rows keep their actions in a menu: opened on a
    ticked row it acts on every ticked one)."""
    triggers = [el for el in si.usable() if menu_trigger(el)]
    rows = rows_of(si.usable(), triggers)
    ticked = [
        cid
        for cid, row in rows.items()
        if any(element_kind(el) == "checkbox" and el.aria.checked for el in row.elements)
    ]
    return si.obs.element(ticked[0]) if ticked else None


def _by_row_menu(si: StepInput[ActOnAll]) -> Outcome:
    """The state given through the menu of the ticked rows: opened on one of them, its folder for the
    field pointed at, the state's choice pressed (``row_menus.menu_choice``); fields, or a state the menu
    has no choice for, through its 'Bulk edit' (``bulk_edit``)."""
    st, step = si.state, si.step
    fields = (FieldValue(field="status", value=step.state),)
    opened: list[float] | None = st.get("row_menu")
    if opened is None:
        trigger = _ticked_row_menu(si)
        if trigger is None:
            return give_up(f"no {step.things} is selected in the list, so I changed none")
        st["row_menu"] = [trigger.bbox.x, trigger.bbox.y]
        label = trigger.aria.label or trigger.text or "the row's menu"
        return act(Click(element_id=trigger.id), f"Opening {quote(label)} on the selected {step.things}s")
    whose = f"the selected {step.things}s"
    chosen = (
        None if step.fields else menu_choice(si, (opened[0], opened[1]), fields, action_verbs(fields), whose)
    )
    if chosen is not None:
        return chosen
    x, y = opened
    near = [el for el in si.usable() if abs(el.bbox.y - y) + abs(el.bbox.x - x) <= MENU_REACH]
    edit = edit_item(near)
    if edit is not None:
        return opening(si, edit, f"to edit {whose} together")
    wanted = step.state or ", ".join(fv.value for fv in step.fields)
    return give_up(f"the menu of {whose} has no choice for {quote(wanted)}")


def _has_row_menus(si: StepInput[ActOnAll]) -> bool:
    """A list whose rows are selected by checkboxes and keep their actions in a menu of their own."""
    spine = checkbox_spine(si.usable())
    wants = bool(si.step.state or si.step.fields)
    return bool(spine) and wants and any(menu_trigger(el) for el in si.usable())


def _edit_menu(si: StepInput[ActOnAll]) -> tuple[Element, SelectOption] | None:
    """The rows' action menu's 'Edit', for a state or fields no choice of it gives."""
    if not panel_values(si.step):
        return None
    for el in si.usable():
        if element_kind(el) == "select" and holds_rows(si, el):
            opt = edit_option(el)
            if opt is not None:
                return el, opt
    return None


def handle_bulk(si: StepInput[ActOnAll]) -> Outcome:
    """See the module docstring: the place, the list, its filters, every row, the action, its button
    (or, in a list without an action menu, the selected rows' own menu; for fields, the edit panel)."""
    st, step = si.state, si.step
    if st.get("panel_before") is not None:
        return fill_panel(si)
    menu = _action_menu(si) or _edit_menu(si)
    row_menus = menu is None and _has_row_menus(si)
    if menu is None and not row_menus:
        scoped = _enter_scope(si)
        if scoped is not None:
            return scoped
        link = _list_link(si) if not st.get("list_opened") else None
        if link is not None:
            st["list_opened"] = True
            return act(Click(element_id=link.id), f"Opening {quote(link.label)}, the list of {step.things}s")
        return give_up(f"I found no list of {step.things}s with an action to {step.verb} several at once")
    narrowed = narrow(si)
    if narrowed is not None:
        return narrowed
    ticked = _select_all(si)
    if ticked is not None:
        return ticked
    if menu is None:
        return _by_row_menu(si)
    select, option = menu
    if not option.selected:
        return act(
            TypeText(element_id=select.id, text=option.text),
            f"Choosing {quote(option.text)} in the action list",
        )
    button = _apply_button(si, select)
    if button is None:
        return give_up(f"the list has no button to run {quote(option.text)}")
    edit = edit_option(select)
    if edit is not None and edit.value == option.value:
        return opening(si, button, f"to edit the selected {step.things}s together")
    label = " ".join((button.text or button.aria.label or button.value or "the button").split())
    return act(
        Click(element_id=button.id), f"Pressing {quote(label)} to {option.text.lower()}", finishes=True
    )
