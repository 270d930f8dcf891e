"""Small pieces shared by the translation modules (pure): given values as form fields, price bounds,
the find-best sub-goal."""

from __future__ import annotations

import re

from wayfinder.intent import GivenValue, Step
from wayfinder.plan.rules.subgoals import FieldValue, SubGoal

_LOOKUP_RE = re.compile(
    r"^the\s+(?:value|text|number|price|word|name|amount)\s+(?:of|for)\s+(?P<x>.+)$", re.I
)


def field_value(value: GivenValue) -> FieldValue:
    lookup = _LOOKUP_RE.match(value.value) if not value.exact else None
    if lookup:  # 'enter the value of X': read X's value off the page, then type it
        return FieldValue(field=value.field, value="", lookup=lookup.group("x"))
    return FieldValue(field=value.field, value=value.value, exact=value.exact)


def price_bound(step: Step) -> tuple[float | None, str | None]:
    for bound in step.bounds:
        if bound.attribute in {"price", ""} and bound.op != "eq":
            return bound.value, bound.op
    return None, None


def best(step: Step, open_result: bool) -> SubGoal:
    sup = step.superlative
    bound, op = price_bound(step)
    return SubGoal(
        kind="find_best",
        text=step.text,
        target=step.object,
        order=sup.direction if sup else "min",
        attribute=sup.attribute if sup else "price",
        bound=bound,
        bound_op=op,
        open_result=open_result,
    )


def wants_best(step: Step) -> bool:
    """A superlative ('cheapest', 'oldest', 'highest rated') or a price bound: the best item of a list."""
    bound, _ = price_bound(step)
    return bool(step.superlative and step.superlative.attribute) or (
        bound is not None and not step.superlative
    )
