"""Create a record in a web app (pure): the site's own new/add control for the kind, the fields the goal
names, the form's own submit.

What a person does in an app they have not used ("create a category named Workshops", "report a bug in
Website Redesign titled T", "a new draft post titled T with the text X"):

1. a form on this page that can hold the record (a POST form with a field for the name the goal gives
   and a create/add/save/publish button) is the place: the Quick Draft box of a dashboard, the "Add New
   Category" form beside the list of categories, a tracker's "New issue" page;
2. else the place the record goes, when the goal names one ("in Website Redesign"): its link, or the
   list of such places ("Projects");
3. else the site's own control for a new one: "New issue", "Add New Category", an icon that has only
   a title ("+", aria-label "New post"); a kind of record the site files under a wider one ("a bug",
   "a feature": the tracker's "New issue") takes the site's generic new control;
4. else the list of records of the kind ("Categories"), even from a menu the page keeps folded (its
   address is opened).

In the form: the kind is chosen first when a list of the form offers it (a tracker's Bug/Feature; 'a
support ticket' is its Support, 'a feature request' its Feature), then each value the goal gives goes
into the field whose label means it (a "title" is the form's Subject or Name when it has no Title), the
rest keeps the site's defaults, and the form's own button sends it (a draft is saved as a draft). A
state the goal gives ('... and publish it', 'send it in for review') is the form's Status when it has
one, else its button named by the state ('Submit for Review'), else the record is made (a dashboard's
Quick Draft) and then opened and given the state like any change (``editing.change_fields``). An
editor with no form (a block editor's 'Add New Post') is filled the same way (``editor.new_in_editor``).
A POST form's own submit is never taken for a 'new' control (it would send the form as it is). Success is judged by the verifier from the record the site shows afterwards
(``agent/verify/records.py``), never from the typed form.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, Navigate, TypeText
from wayfinder.intent.text.lemmas import plural
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, tokens
from wayfinder.plan.rules.core.editing import change_fields, on_record
from wayfinder.plan.rules.core.editor import is_state, names_state, new_in_editor
from wayfinder.plan.rules.core.forms import best_option
from wayfinder.plan.rules.core.record_forms import (
    NAMING,
    field_of,
    fields_for,
    fill_form,
    form_buttons,
    is_get,
    sends_form,
)
from wayfinder.plan.rules.page import page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import CreateRecord, FieldValue, Work

# a submit that makes the record; a draft saves as a draft
_CREATE_WORDS = ("create", "add", "save", "publish", "submit", "post", "report", "new")
_DRAFT_WORDS = ("save draft", "save as draft", "draft")
# records a site files kinds under ('a bug' is a tracker's issue, 'a feature request' its ticket)
GENERIC_KINDS = ("issue", "ticket", "item", "task", "card", "entry", "record")
# what a goal adds to a kind that the form's kind list leaves out ('a support ticket' is the tracker's
# Support, 'a feature request' its Feature, 'a bug report' its Bug)
_KIND_TAILS = frozenset({*GENERIC_KINDS, "request", "report"})
# lists of places records go in, when the goal names a place without saying what it is
PLACES = ("projects", "boards", "spaces", "workspaces", "teams", "groups")


def _create_form(si: StepInput[CreateRecord]) -> int | None:
    """The form on this page that makes the record: a POST form with its own field for every value the
    goal gives (at least one), a button that creates, adds or saves, and that is for this kind of record
    (``_for_kind``)."""
    values, _ = _values(si.step)
    if not values:
        return None
    fields = [el for el in si.usable() if el.form is not None and not is_get(el)]
    words = (*_DRAFT_WORDS, *_CREATE_WORDS) if si.step.draft else _CREATE_WORDS
    for form in sorted({el.form.i for el in fields if el.form is not None}):
        pool = [el for el in fields if el.form is not None and el.form.i == form]
        taken: set[int] = set()
        for fv in values:
            found = field_of(fv, pool, taken)
            if found is None:
                break
            taken.add(found.id)
        else:
            buttons = form_buttons(si, form, words)
            if buttons and _for_kind(si, pool, buttons):
                return form
    return None


def _names_kind(text: str, thing: str) -> bool:
    have = tokens(text)
    return any(all(w in have for w in tokens(k)) for k in (thing, plural(thing)) if tokens(k))


def kind_names(thing: str) -> tuple[str, ...]:
    """What a form's list of kinds may call the goal's kind: the kind, its plural, and the kind
    without a generic tail ('support ticket' -> 'support', 'feature request' -> 'feature')."""
    names = [thing, plural(thing)]
    words = thing.split()
    if len(words) > 1 and norm(words[-1]) in _KIND_TAILS:
        names.append(" ".join(words[:-1]))
    return tuple(dict.fromkeys(n for n in names if n))


def _offers_kind(el: Element, thing: str) -> bool:
    names = {norm(n) for n in kind_names(thing)}
    return element_kind(el) == "select" and any(norm(o.text) in names for o in el.options)


def _for_kind(si: StepInput[CreateRecord], pool: list[Element], buttons: list[Element]) -> bool:
    """The form makes this kind of record: its button or the page's title or main heading names the
    kind ('Add New Category', 'New issue' for an issue), a list of the form offers the kind (a
    tracker's 'Bug'), or, for a draft or a record the goal gives a state, its button saves a draft."""
    thing = si.step.thing
    if not thing:
        return True
    later = _values(si.step)[1] is not None  # made as a draft, its state set after ('publish it')
    if (si.step.draft or later) and any("draft" in tokens(b.label) for b in buttons):
        return True
    texts = [b.label for b in buttons] + [si.obs.title, *si.obs.headings[:1]]
    if any(_names_kind(t, thing) for t in texts):
        return True
    return any(_offers_kind(el, thing) for el in pool)


def _kind_option(si: StepInput[CreateRecord], form: int) -> Outcome | None:
    """Choose the goal's kind in a list of the form that offers it (a tracker's 'Bug'), once."""
    if si.state.get("kind_chosen") or not si.step.thing:
        return None
    for el in si.usable():
        if el.form is None or el.form.i != form or element_kind(el) != "select":
            continue
        names = kind_names(si.step.thing)
        opt = next((o for o in el.options if norm(o.text) in {norm(n) for n in names}), None)
        if opt is None:
            continue
        si.state["kind_chosen"] = True
        if opt.selected:
            return None
        return act(
            TypeText(element_id=el.id, text=opt.text),
            f"Choosing {quote(opt.text)} in {quote(el.label or 'the kind list')}: the goal creates {_a(si.step.thing)}",
        )
    return None


def _values(step: CreateRecord) -> tuple[tuple[FieldValue, ...], FieldValue | None]:
    """The values the form's fields take, and the state the goal gives the record ('publish it', 'send
    it in for review'), which a form may hold as a field, a button, or neither."""
    state = next((fv for fv in step.fields if is_state(fv)), None)
    return tuple(fv for fv in step.fields if fv is not state), state


def _form_values(si: StepInput[CreateRecord], form: int) -> tuple[FieldValue, ...]:
    """The values to put into ``form``: the state too when a list of the form offers it (a Status)."""
    values, state = _values(si.step)
    if state is None:
        return values
    pool = [el for el in si.usable() if el.form is not None and el.form.i == form]
    for el in fields_for(state, pool, ()):
        if element_kind(el) != "select" or best_option(el, state.value) is not None:
            return (*values, state)
    return values


def _submit(si: StepInput[CreateRecord], form: int) -> Outcome:
    """The form's own button: the one named by the state the goal asks for when the form has one
    ('Submit for Review'), else its create button; when the state is left (the form has no place for
    it), the record is made first and the state set on it next (``_then_state``)."""
    what = si.step.thing or "record"
    _, state = _values(si.step)
    if state is not None and state not in _form_values(si, form):
        named = [
            el
            for el in form_buttons(si, form, (state.value, *state.value.split()))
            if names_state(el.label, state)
        ]
        if named:
            el = named[0]
            return act(
                Click(element_id=el.id),
                f"Pressing {quote(el.label)}: the goal asks for the {what} to be {state.value}",
                finishes=True,
            )
    words = (*_DRAFT_WORDS, *_CREATE_WORDS) if si.step.draft else _CREATE_WORDS
    buttons = form_buttons(si, form, words)
    if not buttons:
        return fail("the form has no button that creates the record")
    el = buttons[0]
    si.state["sent"] = True
    later = state is not None and state not in _form_values(si, form)
    if later:
        si.state["made"] = True
    return act(
        Click(element_id=el.id),
        f"Pressing {quote(el.label)} to create the {what} with the values the goal gives"
        + (f", then to make it {state.value}" if later and state else ""),
        finishes=not later,
    )


def _made_name(step: CreateRecord) -> str:
    """The name the new record goes by: the value of its title, name or subject."""
    values, _ = _values(step)
    named = [fv for fv in values if norm(fv.field) in NAMING]
    return (named or list(values))[0].value if values else ""


def _then_state(si: StepInput[CreateRecord]) -> Outcome:
    """The record is made: open it and give it the state the goal asks for (``editing.change_fields``)."""
    _, state = _values(si.step)
    if state is None:
        return complete()
    if not si.state.get("changing"):
        si.state["changing"] = True
        si.state["slots"] = {}  # the create form's fields are gone with its page
    changed = change_fields(si, _made_name(si.step), (state,))
    if changed.failure:  # the record exists, in the state the form gave it: the person is told
        what = f"{si.step.thing or 'record'} {quote(_made_name(si.step))}"
        changed.failure = f"I made the {what}, but it is not {state.value}: {changed.failure}"
    return changed


def _open(el: Element, why: str) -> Outcome:
    """Click a control, or open its address when the page keeps it folded away (a hidden menu entry)."""
    if not el.in_viewport and el.href and element_kind(el) == "link" and not el.href.startswith("#"):
        return act(Navigate(url=el.href), why)
    return act(Click(element_id=el.id), why)


def _tried(si: StepInput[Work], el: Element) -> bool:
    key = el.href or f"#{el.id}"
    if key in si.state.get("opened", []):
        return True
    si.state.setdefault("opened", []).append(key)
    return False


def _controls(si: StepInput[Work]) -> list[Element]:
    return [
        el
        for el in si.usable()
        if element_kind(el) in {"link", "button", "tab", "other"} and not is_get(el) and el.label
    ]


def _new_controls(si: StepInput[Work]) -> list[Element]:
    return [
        el
        for el in _controls(si)
        if re.match(r"^\s*(\+|new\b|add\b|create\b)", el.label, re.I) and not sends_form(el)
    ]


def _first_untried(si: StepInput[Work], pool: list[Element], targets: list[str]) -> Element | None:
    for target in targets:
        for el, score in rank_candidates(pool, target, role_hint="link", exact=True, min_score=0.9):
            if score >= 0.9 and not _seen(si, el):
                return el
    return None


def new_control(si: StepInput[Work], thing: str) -> Element | None:
    """The site's own control for a new record of this kind ('New issue', 'Add New Category'), not
    tried yet."""
    kinds = [thing, plural(thing)] if thing else []
    targets = [f"{verb} {k}" for k in kinds for verb in ("new", "add new", "add", "create", "create new")]
    return _first_untried(si, _new_controls(si), targets)


def generic_new_control(si: StepInput[Work]) -> Element | None:
    """A new control for the site's generic record ('New issue' for a bug) or one that says only 'New'
    or '+'."""
    targets = [f"{verb} {k}" for k in GENERIC_KINDS for verb in ("new", "add new", "create")]
    return _first_untried(si, _new_controls(si), [*targets, "new", "add new", "+", "create", "create new"])


def _seen(si: StepInput[Work], el: Element) -> bool:
    return (el.href or f"#{el.id}") in si.state.get("opened", [])


def _place(si: StepInput[CreateRecord]) -> Outcome | None:
    """Open the place the record goes ('Website Redesign'), or the list of such places, once each."""
    where = si.step.container
    if not where or si.state.get("in_place") or page_shows(si.obs, where, threshold=0.99):
        return None
    links = [
        el for el, s in rank_candidates(_controls(si), where, role_hint="link", min_score=0.8) if s >= 0.8
    ]
    want = [t for t in tokens(where)]
    links = [el for el in links if all(t in tokens(el.label) for t in want)]
    if links:
        si.state["in_place"] = True
        return _open(
            links[0], f"Opening {quote(links[0].label)}, where the goal puts the new {si.step.thing}"
        )
    for name in PLACES:
        for el, s in rank_candidates(_controls(si), name, role_hint="link", min_score=0.9):
            if s >= 0.9 and not _tried(si, el):
                return _open(el, f"Opening {quote(el.label)} to find {quote(where)}")
    return None


def _kind_list(si: StepInput[CreateRecord]) -> Element | None:
    """The list of records of the kind ('Categories'), where a site keeps its add form or button."""
    thing = si.step.thing
    if not thing:
        return None
    for target in (plural(thing), f"all {plural(thing)}"):
        for el, s in rank_candidates(_controls(si), target, role_hint="link", exact=True, min_score=0.9):
            if s >= 0.9 and not _seen(si, el):
                return el
    return None


def handle_create(si: StepInput[CreateRecord]) -> Outcome:
    """One step of creating the record (see the module docstring)."""
    if si.state.get("made"):
        return _then_state(si)
    name = _made_name(si.step)
    if si.state.get("sent") and name and on_record(si, name):
        return (
            complete()
        )  # its press looked failed (a page slow to answer), but the record is made: never twice
    form = _create_form(si)
    if form is not None:
        chosen = _kind_option(si, form)
        if chosen is not None:
            return chosen
        filled = fill_form(si, form, _form_values(si, form), f"for the new {si.step.thing or 'record'}")
        return filled if filled is not None else _submit(si, form)
    values, state = _values(si.step)
    in_editor = new_in_editor(si, si.step.thing, values, state)
    if in_editor is not None:
        return in_editor
    placed = _place(si)
    if placed is not None:
        return placed
    why = f"the site's own control for a new {si.step.thing or 'record'}"
    el = new_control(si, si.step.thing)
    if el is not None:
        _tried(si, el)
        return _open(el, f"Opening {quote(el.label)}, {why}")
    listed = _kind_list(si)
    if listed is not None:
        _tried(si, listed)
        return _open(listed, f"Opening {quote(listed.label)}, the list the new {si.step.thing} goes in")
    el = generic_new_control(si)
    if el is not None:
        _tried(si, el)
        return _open(el, f"Opening {quote(el.label)}, {why}")
    if not si.step.fields and si.state.get("opened"):
        return complete()  # nothing to fill: the new control was pressed
    return give_up(f"I found no way to create {_a(si.step.thing or 'record')} on this site")


def _a(noun: str) -> str:
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


_PLACE_RE = re.compile(
    r"^(?P<thing>.+?)\s+(?:in|into|to|for|under|on)\s+(?:the\s+)?(?P<where>.+?)(?:\s+(?:project|board|space|workspace))?$",
    re.I,
)
_DRAFT_RE = re.compile(r"^(?:(?:a|an|the)\s+)?(?:new\s+)?(?P<draft>draft\s+)?(?:new\s+)?", re.I)
# a place the frame gives apart from the thing ('the website redesign project'): its name alone
_SCOPE_RE = re.compile(r"^(?:the\s+)?(?P<where>.+?)(?:\s+(?:project|board|space|workspace))?$", re.I)


def create_item(text: str, obj: str, fields: tuple[FieldValue, ...], scope: str = "") -> CreateRecord:
    """The work item of a create step: its kind, the place it goes, draft or not, the values given
    ('draft post' -> a post saved as a draft; 'bug in Website Redesign' -> a bug in that place; a bug
    whose frame puts 'the website redesign project' in its scope -> a bug in Website Redesign too)."""
    head = _DRAFT_RE.match(obj.strip())
    draft = bool(head and head.group("draft"))
    rest = obj.strip()[head.end() :] if head else obj.strip()
    place = _PLACE_RE.match(rest)
    thing, where = (place.group("thing"), place.group("where")) if place else (rest, "")
    scoped = _SCOPE_RE.match(scope.strip())
    if not where.strip() and scoped:
        where = scoped.group("where")
    return CreateRecord(text=text, thing=thing.strip(), container=where.strip(), fields=fields, draft=draft)
