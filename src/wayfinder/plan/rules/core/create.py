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

In the form: the kind is chosen first when a list of the form offers it (a tracker's Bug/Feature), then
each value the goal gives goes into the field whose label means it (a "title" is the form's Subject or
Name when it has no Title), the rest keeps the site's defaults, and the form's own button sends it (a
draft is saved as a draft). Success is judged by the verifier from the record the site shows afterwards
(``agent/verify/records.py``), never from the typed form.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import Click, Navigate, TypeText
from wayfinder.intent.text.lemmas import plural
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, norm, rank_candidates, tokens
from wayfinder.plan.rules.core.forms import best_option
from wayfinder.plan.rules.core.record_forms import fields_for, fill_form, form_buttons, is_get
from wayfinder.plan.rules.page import page_shows
from wayfinder.plan.rules.step import Outcome, StepInput, act, complete, fail, give_up, quote
from wayfinder.plan.rules.work import CreateRecord, FieldValue, Work

# a submit that makes the record; a draft saves as a draft
_CREATE_WORDS = ("create", "add", "save", "publish", "submit", "post", "report", "new")
_DRAFT_WORDS = ("save draft", "save as draft", "draft")
# records a site files kinds under ('a bug' is a tracker's issue, 'a feature request' its ticket)
GENERIC_KINDS = ("issue", "ticket", "item", "task", "card", "entry", "record")
# lists of places records go in, when the goal names a place without saying what it is
PLACES = ("projects", "boards", "spaces", "workspaces", "teams", "groups")


def _create_form(si: StepInput[CreateRecord]) -> int | None:
    """The form on this page that makes the record: a POST form with its own field for every value the
    goal gives (at least one), a button that creates, adds or saves, and that is for this kind of record
    (``_for_kind``)."""
    if not si.step.fields:
        return None
    fields = [el for el in si.usable() if el.form is not None and not is_get(el)]
    words = (*_DRAFT_WORDS, *_CREATE_WORDS) if si.step.draft else _CREATE_WORDS
    for form in sorted({el.form.i for el in fields if el.form is not None}):
        pool = [el for el in fields if el.form is not None and el.form.i == form]
        taken: set[int] = set()
        for fv in si.step.fields:
            found = fields_for(fv, pool, taken)
            if not found:
                break
            taken.add(found[0].id)
        else:
            buttons = form_buttons(si, form, words)
            if buttons and _for_kind(si, pool, buttons):
                return form
    return None


def _names_kind(text: str, thing: str) -> bool:
    have = tokens(text)
    return any(all(w in have for w in tokens(k)) for k in (thing, plural(thing)) if tokens(k))


def _for_kind(si: StepInput[CreateRecord], pool: list[Element], buttons: list[Element]) -> bool:
    """The form makes this kind of record: its button or the page's title or main heading names the
    kind ('Add New Category', 'New issue' for an issue), a list of the form offers the kind (a
    tracker's 'Bug'), or, for a draft, its button saves a draft."""
    thing = si.step.thing
    if not thing:
        return True
    if si.step.draft and any("draft" in tokens(b.label) for b in buttons):
        return True
    texts = [b.label for b in buttons] + [si.obs.title, *si.obs.headings[:1]]
    if any(_names_kind(t, thing) for t in texts):
        return True
    return any(
        element_kind(el) == "select" and any(norm(o.text) == norm(thing) for o in el.options) for el in pool
    )


def _kind_option(si: StepInput[CreateRecord], form: int) -> Outcome | None:
    """Choose the goal's kind in a list of the form that offers it (a tracker's 'Bug'), once."""
    if si.state.get("kind_chosen") or not si.step.thing:
        return None
    for el in si.usable():
        if el.form is None or el.form.i != form or element_kind(el) != "select":
            continue
        opt = best_option(el, si.step.thing, exact=True)
        if opt is None or norm(opt.text) not in {norm(si.step.thing), norm(plural(si.step.thing))}:
            continue
        si.state["kind_chosen"] = True
        if opt.selected:
            return None
        return act(
            TypeText(element_id=el.id, text=opt.text),
            f"Choosing {quote(opt.text)} in {quote(el.label or 'the kind list')}: the goal creates {_a(si.step.thing)}",
        )
    return None


def _submit(si: StepInput[CreateRecord], form: int) -> Outcome:
    words = (*_DRAFT_WORDS, *_CREATE_WORDS) if si.step.draft else _CREATE_WORDS
    buttons = form_buttons(si, form, words)
    if not buttons:
        return fail("the form has no button that creates the record")
    el = buttons[0]
    return act(
        Click(element_id=el.id),
        f"Pressing {quote(el.label)} to create the {si.step.thing or 'record'} with the values the goal gives",
        finishes=True,
    )


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
    return [el for el in _controls(si) if re.match(r"^\s*(\+|new\b|add\b|create\b)", el.label, re.I)]


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
    form = _create_form(si)
    if form is not None:
        chosen = _kind_option(si, form)
        if chosen is not None:
            return chosen
        filled = fill_form(si, form, si.step.fields, f"for the new {si.step.thing or 'record'}")
        return filled if filled is not None else _submit(si, form)
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


def create_item(text: str, obj: str, fields: tuple[FieldValue, ...]) -> CreateRecord:
    """The work item of a create step: its kind, the place it goes, draft or not, the values given
    ('draft post' -> a post saved as a draft; 'bug in Website Redesign' -> a bug in that place)."""
    head = _DRAFT_RE.match(obj.strip())
    draft = bool(head and head.group("draft"))
    rest = obj.strip()[head.end() :] if head else obj.strip()
    place = _PLACE_RE.match(rest)
    thing, where = (place.group("thing"), place.group("where")) if place else (rest, "")
    return CreateRecord(text=text, thing=thing.strip(), container=where.strip(), fields=fields, draft=draft)
