"""How the steps of a goal's clauses join (pure): where two clauses say one thing, they are one step.

A sign-in gathers the credentials given around it and comes first; 'the cheapest' after a thing named
means that thing's cheapest; a thing named, then a question of 'it' ('the Orbit lamp - how much is it?')
is one question; a record made, then given a state ('... and publish it') is made in that state,
and one given values ('... and assign it to Dan') is made with them.
"""

from __future__ import annotations

from dataclasses import replace

from wayfinder.intent.frame import Step
from wayfinder.intent.values import signs_in

_CREDENTIAL_KINDS = frozenset({"credential", "secret"})


def _login_first(steps: list[Step]) -> list[Step]:
    """Credentials are used first: 'How many books are there? Log in as X, password Y.' logs in, then asks.

    A step made only of credentials is a login; a login written after other steps moves before them
    (after any navigation to the site).
    """
    steps = [
        replace(s, verb="login") if s.verb == "fill" and _credentials_only(s) and signs_in(s.values) else s
        for s in steps
    ]
    logins = [s for s in steps if s.verb == "login" and s.values]
    if not logins or steps.index(logins[0]) == 0:
        return steps
    head = 0
    while head < len(steps) and steps[head].verb == "navigate":
        head += 1
    rest = [s for s in steps if s is not logins[0]]
    return [*rest[:head], logins[0], *rest[head:]]


# possessive determiners that point back to a thing named before ('set its priority to High')
_POINTING_BACK = ("its ", "their ")
_SETTING_VERBS = frozenset({"select", "fill", "type", "edit"})


def _field_of_it(step: Step) -> Step:
    """'set its priority to High', 'change their status to closed': a field of the thing named before
    is that thing's field - an edit of 'it' (a choice on a page, 'set the size to L', stays a choice)."""
    owned = [v for v in step.values if v.field.lower().startswith(_POINTING_BACK)]
    if step.verb not in _SETTING_VERBS or not owned or step.refers_back:
        return step
    values = tuple(
        replace(v, field=v.field.split(" ", 1)[1]) if v.field.lower().startswith(_POINTING_BACK) else v
        for v in step.values
    )
    return replace(step, verb="edit", object="", exact=False, values=values, refers_back=True)


def join_steps(steps: list[Step]) -> list[Step]:
    """The steps of the clauses, joined where two say one thing."""
    steps = _login_first([_field_of_it(s) for s in steps])
    out: list[Step] = []
    for step in steps:
        prev = out[-1] if out else None
        if prev is not None and _credentials_only(step) and prev.verb == "login":
            out[-1] = replace(prev, values=prev.values + step.values)
            continue
        if prev is not None and step.verb == "login" and _credentials_only(prev):
            out[-1] = replace(step, values=prev.values + step.values)
            continue
        if (
            prev is not None
            and step.verb == "type"
            and step.refers_back
            and not step.values
            and _credentials_only(prev)
        ):
            out[-1] = replace(step, values=prev.values, refers_back=False)
            continue
        if step.refers_back and prev is None:
            step = replace(step, refers_back=False)
        if prev is not None and _opens_the_answer(step, prev):
            out[-1:] = _the_answer_opened(step, prev)
            continue
        if prev is not None and prev.verb == "create" and _sets_values_of_it(step):
            # 'write a post called X and send it in for review', '... and publish it', 'create a ticket
            # and assign it to Dan': the new record is made so (one create, as the form's own fields and
            # the editor's 'Submit for Review' / 'Publish' do)
            out[-1] = replace(prev, values=prev.values + step.values)
            continue
        if prev is not None and _asks_of_topic(step, prev):
            # 'the Orbit lamp - how much is it?', 'Orbit lamp, what does it cost?': a thing named, then a
            # question about it: one question
            out[-1] = replace(_inherit(step, prev), refers_back=False)
            continue
        if prev is not None and _elided(step, prev):
            # 'Is there a keyboard by Corsair under $100? Tell me the cheapest.': the cheapest of those
            merged = _inherit(step, prev)
            if prev.verb == "answer" and prev.answer_kind == "yes_no" and not prev.attributes:
                out[-1] = merged  # the later question answers the earlier one too
                continue
            if prev.verb == "find" and _bare(prev):
                out[-1] = merged  # 'desk lamps - how many are there?': the thing named, then asked about
                continue
            step = merged
        out.append(step)
    return _means_first(out)


def _means_first(steps: list[Step]) -> list[Step]:
    """A search said after the question it serves ('how much is a day pass for the ferries? search the blog
    for ferry', 'how many are there? search for noise cancelling') is how to find the answer: it comes
    first, as 'search the blog for ferry and tell me ...' says it."""
    if len(steps) < 2:
        return steps
    last, asked = steps[-1], steps[-2]
    if last.verb == "search" and last.answer_kind is None and asked.answer_kind is not None:
        return [*steps[:-2], last, asked]
    return steps


_PAGE_NOUNS = frozenset({"page", "pages", "section", "article", "doc", "docs", "post", "entry"})


def _opens_the_answer(step: Step, prev: Step) -> bool:
    """'open it' right after a question asking which thing ('which X is the cheapest?', 'which page
    covers Y?'): the question picks what is opened."""
    return (
        step.verb in {"open", "find"}  # 'open it', 'show it to me', 'pull it up'
        and step.refers_back
        and not step.object
        and prev.verb == "answer"
        and prev.attributes == ("name",)
        and bool(prev.object)
    )


def _the_answer_opened(step: Step, prev: Step) -> list[Step]:
    """'which mouse is the cheapest? open it': the thing the question picks, opened; 'which docs page
    covers Ollama? open it': the page about Ollama found, then opened."""
    about = next((f.value for f in prev.filters if f.name == "about"), "")
    if about and prev.object.split()[-1].lower() in _PAGE_NOUNS:
        return [Step(verb="find", text=prev.text, object=about), step]
    return [replace(prev, verb="open", attributes=(), answer_kind=None)]


# Asking steps only: after a search or for an action, "the cheapest" means among the results on the page.
_ELIDING_VERBS = frozenset({"answer", "find", "count", "list", "compare"})


def _elided(step: Step, prev: Step) -> bool:
    """A step that names how to choose but not what ('the cheapest', 'the first two') after one that
    names a thing: it means that thing."""
    return (
        step.verb in _ELIDING_VERBS
        and not step.object
        and not step.refers_back
        and not step.values
        and bool(
            step.superlative
            or step.bounds
            or step.ordinal
            or step.quantity
            or step.filters
            or step.verb == "count"
        )
        and bool(prev.object)
        and prev.verb in _ELIDING_VERBS
    )


def _sets_values_of_it(step: Step) -> bool:
    """An edit of 'it' that only gives values: a status ('and publish it'), an assignee ('and assign it to
    Dan'), a category ('and put it in Travel'), a priority ('and set its priority to High')."""
    return step.verb == "edit" and step.refers_back and not step.object and bool(step.values)


def _asks_of_topic(step: Step, prev: Step) -> bool:
    """A question of 'it' right after a step that only names a thing."""
    return (
        (step.refers_back or bool(step.attributes))  # 'what is it', 'what's its ISBN'
        and not step.object
        and step.verb in _ELIDING_VERBS
        and prev.verb in {"find", "answer"}
        and bool(prev.object)
        and not prev.attributes
        and prev.answer_kind in {None, "text"}
        and _bare(prev)
        and all(f.name == "type" for f in prev.filters)  # 'the post about X - who wrote it?'
    )


def _bare(step: Step) -> bool:
    """A find step that only names a thing (no way of choosing, no values)."""
    return not (step.superlative or step.bounds or step.ordinal or step.quantity or step.values or step.dates)


def _inherit(step: Step, prev: Step) -> Step:
    names = {f.name for f in step.filters}
    return replace(
        step,
        object=prev.object,
        exact=prev.exact,
        bounds=step.bounds + tuple(b for b in prev.bounds if b not in step.bounds),
        filters=step.filters + tuple(f for f in prev.filters if f.name not in names),
        dates=step.dates or prev.dates,
        superlative=step.superlative or prev.superlative,
    )


def _credentials_only(step: Step) -> bool:
    return (
        step.verb in {"fill", "login", "type"}
        and bool(step.values)
        and all(v.kind in _CREDENTIAL_KINDS for v in step.values)
        and not step.object
    )


__all__ = ["join_steps"]
