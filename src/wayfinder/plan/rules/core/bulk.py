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

The list is never acted on unfiltered: a value the goal narrows by that no filter of the list offers
stops the run with a sentence. Pressing the button is what safety judges, with the chosen action's own
words (``safety/analyzers.chosen_action_findings``): a delete asks the person, naming the action and how
many rows are selected, and a run nobody can ask stops there with that sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent import Step
from wayfinder.intent.text.lemmas import plural, verb_lemma
from wayfinder.observe.models import Element, SelectOption
from wayfinder.plan.ranking import element_kind, norm, token_match, tokens
from wayfinder.plan.rules.core.rows import action_verbs, checkbox_spine
from wayfinder.plan.rules.step import STOP, Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import FieldValue, Work

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


@dataclass(frozen=True, slots=True, kw_only=True)
class ActOnAll(Work):
    """'delete every loan that has been returned': the list of ``things``, narrowed by ``narrow`` (the
    list's filters), every row selected, the action menu's ``verb`` applied."""

    kind: ClassVar[str] = "bulk"
    things: str
    verb: str
    narrow: tuple[str, ...] = ()
    state: str = ""  # the state every record gets ('approved', 'spam'); '' for a verb of its own

    @property
    def names(self) -> tuple[str, ...]:
        return (self.things,)


_STATE_FIELDS = frozenset({"status", "state"})
_NEGATING = frozenset({"not", "no", "un", "non"})
_COUNT_RE = re.compile(r"\s*[(\[]?\d[\d,]*[)\]]?\s*$")  # 'Pending (2)': a filter's count of rows


def _state(step: Step) -> str | None:
    """The state every record gets ('mark all the pending comments as spam' -> 'spam'): an edit whose
    only value is a status; None for any other edit (those name their own fields, record by record)."""
    if step.verb != "edit" or len(step.values) != 1:
        return None
    (value,) = step.values
    return value.value.strip() if value.field in _STATE_FIELDS and value.value.strip() else None


def bulk_items(step: Step) -> list[Work] | None:
    """An ActOnAll for 'every/all <things> [that ...]' with a verb an action menu has, or a state the
    menu sets ('mark all X as Y', 'approve every X'); else None."""
    if step.quantity != -1 or not step.object or step.refers_back:
        return None
    state = _state(step)
    if step.verb not in VERB_WORDS and state is None:
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
    return [ActOnAll(text=step.text, things=head, verb=verb, narrow=narrowed, state=state or "")]


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


def _holds_rows(si: StepInput[ActOnAll], menu: Element) -> bool:
    """The menu's form holds the rows' checkboxes: it acts on the ticked rows (a filter does not)."""
    return menu.form is not None and any(
        element_kind(el) == "checkbox" and el.form is not None and el.form.i == menu.form.i
        for el in si.usable()
    )


def _action_menu(si: StepInput[ActOnAll]) -> tuple[Element, SelectOption] | None:
    for el in si.usable():
        if element_kind(el) != "select":
            continue
        if si.step.state:
            opt = _state_option(el, si.step.state) if _holds_rows(si, el) else None
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


def _filter_link(si: StepInput[ActOnAll], value: str) -> Element | None:
    """The list's own filter named exactly by the value ('Returned' for 'returned', 'Pending (2)' for
    'pending': the count of rows it shows is not part of its name)."""
    for el in si.usable():
        if element_kind(el) in {"link", "option", "tab"} and norm(_COUNT_RE.sub("", el.label)) == norm(value):
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


def handle_bulk(si: StepInput[ActOnAll]) -> Outcome:
    """See the module docstring: the list, its filters, every row, the action, its button."""
    st, step = si.state, si.step
    menu = _action_menu(si)
    if menu is None:
        link = _list_link(si) if not st.get("list_opened") else None
        if link is not None:
            st["list_opened"] = True
            return act(Click(element_id=link.id), f"Opening {quote(link.label)}, the list of {step.things}s")
        return give_up(f"I found no list of {step.things}s with an action to {step.verb} several at once")
    done = st.setdefault("narrowed", [])
    for value in step.narrow:
        if value in done:
            continue
        link = _filter_link(si, value)
        if link is None:
            return give_up(
                f"the list of {step.things}s has no filter for {quote(value)}, so I selected nothing to {step.verb}"
            )
        done.append(value)
        return act(Click(element_id=link.id), f"Narrowing the list to {quote(link.label)} as the goal says")
    ticked = _select_all(si)
    if ticked is not None:
        return ticked
    select, option = menu
    if not option.selected:
        return act(
            TypeText(element_id=select.id, text=option.text),
            f"Choosing {quote(option.text)} in the action list",
        )
    button = _apply_button(si, select)
    if button is None:
        return give_up(f"the list has no button to run {quote(option.text)}")
    label = " ".join((button.text or button.aria.label or button.value or "the button").split())
    return act(
        Click(element_id=button.id), f"Pressing {quote(label)} to {option.text.lower()}", finishes=True
    )
