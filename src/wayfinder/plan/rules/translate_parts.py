"""Small pieces shared by the translation modules (pure): given values as form fields, price bounds,
the find-best item, the count item."""

from __future__ import annotations

import re
from typing import TypeVar

from wayfinder.intent import GivenValue, GoalFrame, Step
from wayfinder.intent.names import SITE_NOUNS
from wayfinder.plan.rules.work import CountThings, FieldValue, FindBest, Limit, Tally

T = TypeVar("T", bound=Tally)

_LOOKUP_RE = re.compile(
    r"^the\s+(?:value|text|number|price|word|name|amount)\s+(?:of|for)\s+(?P<x>.+)$", re.I
)


def field_value(value: GivenValue) -> FieldValue:
    lookup = _LOOKUP_RE.match(value.value) if not value.exact else None
    if lookup:  # 'enter the value of X': read X's value off the page, then type it
        return FieldValue(field=value.field, value="", lookup=lookup.group("x"))
    return FieldValue(field=value.field, value=value.value, exact=value.exact)


def price_bound(step: Step) -> Limit | None:
    for bound in step.bounds:
        if bound.attribute in {"price", ""} and bound.op != "eq":
            return Limit(bound.op, bound.value)
    return None


def best(step: Step, open_result: bool) -> FindBest:
    """The best item of a list, narrowed first by the values the goal gives ('the latest mortgage for
    Smith': Smith's records), with what is asked of it ('the document number of ...')."""
    sup = step.superlative
    scope: CountThings = count_item(step)
    return FindBest(
        text=step.text,
        things=step.object,
        order=sup.direction if sup else "min",
        attribute=sup.attribute if sup else "price",
        bound=price_bound(step),
        open_result=open_result,
        name=_not_compared(scope.name, sup.attribute if sup else ""),
        narrow=tuple(v for v in scope.narrow if _not_compared(v, sup.attribute if sup else "")),
        asked=step.attributes,
    )


def _not_compared(value: str, attribute: str) -> str:
    """``value`` unless it names the attribute compared ('the oldest book by publication date': the
    date orders the books, it does not narrow them)."""
    return "" if attribute and attribute.lower() in value.lower().split() else value


def wants_best(step: Step) -> bool:
    """A superlative ('cheapest', 'oldest', 'highest rated') or a price bound: the best item of a list."""
    return bool(step.superlative and step.superlative.attribute) or (
        price_bound(step) is not None and not step.superlative
    )


_WHO = frozenset({"name", "author", "brand", "about"})
_CODE_RE = re.compile(r"^(?P<kind>[a-z]+)\s+(?P<code>\S*\d\S*)$")


def count_item(step: Step, kind: type[T] = CountThings) -> T:  # type: ignore[assignment]
    """'how many loans has member RL10025 had', 'authors from Japan', 'members who joined this year',
    'keyboards under $60': what is counted (the object phrase), whose (a name, searched or picked as
    a filter), the other filter values, and the ranges only a filter or a price field can apply.
    ``kind``: a count, or whether any exist (``AskExists``)."""
    who = next((f.value for f in step.filters if f.name in _WHO), "")
    within = ""
    code = _CODE_RE.match(who)
    if code:  # 'member RL10025': the code is searched, 'member' names the list it is in
        who, within = code.group("code"), code.group("kind")
    narrow = tuple(f.value for f in step.filters if f.name not in _WHO and f.name != "type" and f.value)
    limits = [b.text for b in step.bounds if b.attribute not in {"price", ""} and b.text]
    if step.dates is not None and step.dates.text:
        limits.append(step.dates.text)
    bound = price_bound(step)
    if bound is None and any(b.attribute in {"price", ""} for b in step.bounds):
        limits.extend(b.text for b in step.bounds if b.attribute in {"price", ""} and b.text)
    return kind(
        text=step.text,
        things=step.object or "results",
        name=who,
        within=within or next((f.value for f in step.filters if f.name == "type"), ""),
        narrow=narrow,
        places=tuple((f.name, f.value) for f in step.filters if f.name and f.value and f.value in narrow),
        limits=tuple(limits),
        bound=bound,
        date_from=(step.dates.start or "") if step.dates else "",
        date_to=(step.dates.end or "") if step.dates else "",
        scope="" if set(step.scope.lower().split()) <= SITE_NOUNS else step.scope,
    )


_LOGIN_FIELDS = frozenset({"username", "password"})


def given_values(frame: GoalFrame) -> tuple[FieldValue, ...]:
    """Every named value the goal hands over (pairs, codes, secrets), but its sign-in credentials."""
    out = []
    for step in frame.steps:
        if step.verb == "login":
            continue
        for value in step.values:
            if value.field and value.field not in _LOGIN_FIELDS and value.kind != "text":
                out.append(field_value(value))
    return tuple(out)
