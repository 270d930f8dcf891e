"""A bulk change's list narrowed to the records the goal means, by the list's own filters (pure).

'approve all the pending comments', 'close all the resolved issues': the list is narrowed before any row
is ticked - by a filter link named exactly by the value ('Pending (3)': the count of rows is no part of
its name), else by its filter form (the value chosen in the filter's select, the state filter's operator
'is' first when a tracker's query form shows its states only then, the form applied with 'Filter', or
'Apply' outside the rows' form). A value no filter of the list offers stops the run: the list is never
acted on unfiltered. A select is the rows' action menu, not a filter, when its form holds most of the
column of row checkboxes (``holds_rows``).
"""

from __future__ import annotations

import re
from collections import Counter

from wayfinder.actions.models import Click, TypeText
from wayfinder.intent.text.lemmas import plural
from wayfinder.observe.models import Element, SelectOption
from wayfinder.plan.ranking import element_kind, norm, tokens
from wayfinder.plan.rules.core.row_bands import checkbox_spine
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.work import ActOnAll

_COUNT_RE = re.compile(
    r"\s*[(\[]?\s*\d[\d,]*\s*[)\]]?\s*$"
)  # 'Pending (2)', 'Pending ( 3 )': a count of rows


def holds_rows(si: StepInput[ActOnAll], menu: Element) -> bool:
    """The menu's form holds the rows' checkboxes (most of the column that selects them): it acts on
    the ticked rows. A filter does not, even beside a box that turns a filter on."""
    forms = Counter(el.form.i for el in checkbox_spine(si.usable()) if el.form is not None)
    return menu.form is not None and bool(forms) and forms.most_common(1)[0][0] == menu.form.i


def _filter_link(si: StepInput[ActOnAll], value: str) -> Element | None:
    """The list's own filter named exactly by the value ('Returned' for 'returned', 'Pending (2)' for
    'pending': the count of rows it shows is not part of its name), or a view of the list named by its
    plural with its count ('Drafts (2)' for 'draft'; never the 'News' tab for 'new': no count, no view)."""
    for el in si.usable():
        if element_kind(el) not in {"link", "option", "tab"}:
            continue
        name = norm(_COUNT_RE.sub("", el.label))
        if name == norm(value) or (name == norm(plural(value)) and _COUNT_RE.search(el.label)):
            return el
    return None


_FIELD_WORDS = frozenset({"status", "state"})
_SUBMIT_RE = re.compile(r"^(?:filter|apply|apply filters?|go|search)$", re.I)


def _filter_select(si: StepInput[ActOnAll], value: str) -> tuple[Element, SelectOption] | None:
    """A filter's select of the list (not the rows' action menu) offering ``value`` ('Resolved'), or,
    when none shows it yet, the state filter's operator offering 'is' (a tracker's query form shows its
    list of states only once 'is' is chosen)."""
    selects = [el for el in si.usable() if element_kind(el) == "select" and not holds_rows(si, el)]
    for el in selects:
        opt = next((o for o in el.options if norm(_COUNT_RE.sub("", o.text)) == norm(value)), None)
        if opt is not None:
            return el, opt
    for el in selects:
        names = tokens(" ".join(filter(None, (el.label, el.name, el.dom_id))).replace("_", " "))
        opt = next((o for o in el.options if norm(o.text) == "is"), None)
        if opt is not None and _FIELD_WORDS & set(names):
            return el, opt
    return None


def _filter_submit(si: StepInput[ActOnAll], select: Element) -> Element | None:
    """The control that applies the filter chosen in ``select``: 'Filter' nearest it, else 'Apply' /
    'Go' outside the rows' form (that one runs the rows' action)."""
    pool = [
        el
        for el in si.usable()
        if element_kind(el) in {"button", "link"}
        and _SUBMIT_RE.match(" ".join((el.label or el.value or "").split()))
    ]
    named = [el for el in pool if norm(el.label or el.value or "") == "filter"]
    own = named or [el for el in pool if not holds_rows(si, el)]
    return min(
        own, key=lambda el: abs(el.bbox.y - select.bbox.y) + abs(el.bbox.x - select.bbox.x), default=None
    )


def _narrow_by_form(si: StepInput[ActOnAll], value: str, done: list[str]) -> Outcome | None:
    """'the resolved issues' on a list whose filters are a form: the value chosen in the filter's
    select (its operator 'is' first when the states show only then), then the form applied."""
    found = _filter_select(si, value)
    if found is None:
        return None
    select, option = found
    if not option.selected:
        return act(
            TypeText(element_id=select.id, text=option.text),
            f"Choosing {quote(option.text)} in the list's filter to narrow it to {quote(value)}",
        )
    if norm(option.text) == "is":  # the states' list did not show: this filter cannot narrow by it
        return None
    done.append(value)
    submit = _filter_submit(si, select)
    if submit is None:  # a filter that applies itself when chosen
        return None
    return act(
        Click(element_id=submit.id), f"Pressing {quote(submit.label)} to narrow the list to {quote(value)}"
    )


def narrow(si: StepInput[ActOnAll]) -> Outcome | None:
    """The next filter the goal narrows by: the list's own filter link, else its filter form; a value
    no filter offers stops the run (the list is never acted on unfiltered). None once all are applied."""
    step = si.step
    done = si.state.setdefault("narrowed", [])
    for value in step.narrow:
        if value in done:
            continue
        link = _filter_link(si, value)
        if link is not None:
            done.append(value)
            return act(
                Click(element_id=link.id), f"Narrowing the list to {quote(link.label)} as the goal says"
            )
        narrowed = _narrow_by_form(si, value, done)
        if narrowed is not None:
            return narrowed
        if value in done:
            continue
        return give_up(
            f"the list of {step.things}s has no filter for {quote(value)}, so I selected nothing to {step.verb}"
        )
    return None
