"""The checkout form filled with what the person gave (issue 30 section 1) (pure).

Before the purchase skill proposes the final "Place order" control (which safety asks about), the
empty fields of that control's form are filled, one per step, from the values the goal gives - "name: Ann Lee", "email
ann@example.org", "address 1 Main St", a card or CVC as ``<secret:CARD>`` or typed plainly by the
person - each into the field whose label, name or autocomplete means it (``rank_fields``). When the
confirmed final control did not place the order because fields are still empty (the browser's own
"Please fill out this field"), a field no value fits is asked for: ``ask_user`` names the fields (under ``--on-confirm pause`` that is the
run's ``waiting`` question), and the person's answer ("Full name: Ann Lee, Email: ...") is read the
way goals are, and the final control is proposed again. The run never claims an order whose form
was left empty: when asking is not possible it stops saying which fields the goal did not give. Fields whose label says they are optional
(coupon, notes, company, "optional") are left as they are.
"""

from __future__ import annotations

import re

from wayfinder.actions.models import AskUser, TypeText
from wayfinder.intent import parse_goal
from wayfinder.observe.models import Element
from wayfinder.plan.ranking import element_kind, rank_fields
from wayfinder.plan.rules.step import Outcome, StepInput, act, give_up, quote
from wayfinder.plan.rules.translate_parts import given_values
from wayfinder.plan.rules.work import CheckOut, FieldValue

OPTIONAL_RE = re.compile(
    r"\boptional\b|\bcoupon\b|\bpromo\b|\bvoucher\b|\bnotes?\b|\bcompany\b|\bgift\b", re.I
)
_NOT_TEXT = frozenset({"hidden", "checkbox", "radio", "submit", "button", "reset", "image", "file"})


def _label(el: Element) -> str:
    return el.label or el.placeholder or el.name or f"field [{el.id}]"


def _form_fields(si: StepInput[CheckOut], final: Element) -> list[Element]:
    fields = [
        el
        for el in si.usable()
        if element_kind(el) == "field" and (el.input_type or "text").lower() not in _NOT_TEXT
    ]
    if final.form is not None:
        fields = [el for el in fields if el.form is not None and el.form.i == final.form.i]
    return sorted(fields, key=lambda el: (el.bbox.y, el.bbox.x))


def _values(si: StepInput[CheckOut]) -> list[FieldValue]:
    """The sub-goal's values, then those of the person's answers (newest last)."""
    values = list(si.step.fields)
    for answer in si.ctx.answers:
        values += list(given_values(parse_goal(answer.answer)))
    return values


def fill_checkout_form(si: StepInput[CheckOut], final: Element, *, ask: bool) -> Outcome | None:
    """The next field of ``final``'s form to fill with a given value; then, with ``ask``, a question for
    what is still missing (or a stop when asking is not possible); None when nothing is left to do."""
    # a field is empty by what the page shows now (a shop that refused the form may clear it), but a
    # field whose value the page never shows (a password) counts as filled once typed, and none is
    # typed more than twice
    typed: list[int] = [int(x) for x in si.state.get("typed_fields", [])]
    todo = [
        el
        for el in _form_fields(si, final)
        if not (el.value or "").strip()
        and not OPTIONAL_RE.search(_label(el))
        and typed.count(el.id) < (1 if (el.input_type or "").lower() == "password" else 2)
    ]
    if not todo:
        return None
    for fv in reversed(_values(si)):  # an answer's value wins over the goal's for the same field
        if not fv.value or not fv.field:
            continue
        ranked = rank_fields(todo, fv.field)
        if ranked:
            el = ranked[0][0]
            si.state.setdefault("typed_fields", []).append(el.id)
            return act(
                TypeText(element_id=el.id, text=fv.value),
                f"Filling {quote(_label(el))} of the checkout form with the {fv.field} the goal gives",
            )
    if not ask:
        return None
    missing = ", ".join(_label(el) for el in todo)
    if si.allowed("ask_user") and si.bump("asked_fields") <= 1:
        question = (
            f"The checkout form needs {missing}, which the goal does not give. What should I enter? "
            f"(for example '{_label(todo[0])}: ...')"
        )
        return act(
            AskUser(question=question), f"Asking for {missing}: the order is never sent with them empty"
        )
    return give_up(f"the checkout form needs {missing}, which the goal does not give, so I did not submit it")
