"""Work items for goal steps that change something on a site (pure): add to a cart, buy, delete,
remove, reply/forward a message, create a record, filter a listing, log out.

Each presses the site's own control for the verb, after finding the thing the step names (or, for
"it", the thing the step before found). Risky ones (buy, delete) still go through safety.

A purchase ("buy the cheapest 4K monitor", "order 2 X and check out", "place my order") is: find the
product (superlative and bounds as for a find), set the quantity when one is given, then the
``CheckOut`` item (``core/checkout.py``) adds it to the cart, opens the cart, proceeds to checkout
and proposes the final "place order" control, which safety rates high: it runs only when a person
(or the ``auto_confirm`` they set) allows it.
"""

from __future__ import annotations

from dataclasses import replace

from wayfinder.intent import Step
from wayfinder.plan.rules.core.bulk import bulk_items
from wayfinder.plan.rules.core.create import create_item
from wayfinder.plan.rules.translate_parts import best, field_value, wants_best
from wayfinder.plan.rules.work import (
    CheckOut,
    ClickOn,
    FieldValue,
    FillIn,
    FindBest,
    FindThing,
    OpenNth,
    SearchFor,
    SetQuantity,
    SortBy,
    SubmitForm,
    Work,
)


def found_by(item: Work | None) -> str:
    """What a search or a sort before named ('' for a sort of the list on the page)."""
    if isinstance(item, SearchFor):
        return item.query
    if isinstance(item, SortBy):
        return item.things
    return ""


def open_best(prev: list[Work]) -> bool:
    """The step before found the best item: it opens it now ('... and add it to the cart')."""
    before = prev[-1] if prev else None
    if isinstance(before, FindBest):
        prev[-1] = replace(before, open_result=True)
        return True
    return False


def _quantity(step: Step) -> list[Work]:
    """'add 3 ...', 'order 2 ...': set the product page's quantity first (1 is every shop's default)."""
    qty = step.quantity or 0
    return [SetQuantity(text=step.text, quantity=qty)] if qty > 1 else []


def _find(step: Step) -> FindThing:
    return FindThing(text=step.text, name=step.object)


def add_steps(step: Step, prev: list[Work]) -> list[Work]:
    where = step.destination or "cart"
    alts = tuple(f"add to {w}" for w in ("cart", "basket", "bag") if w != where)
    press = ClickOn(text=step.text, target=f"add to {where}", alternatives=alts, role="button")
    qty = _quantity(step)
    if step.refers_back or not step.object:
        if open_best(prev):
            return [*qty, press]
        before = prev[-1] if prev else None
        if isinstance(before, SearchFor | SortBy):
            return [OpenNth(text=step.text, nth=1, among=found_by(before)), *qty, press]
        return [*qty, press]
    if wants_best(step):
        return [best(step, True), *qty, press]
    return [_find(step), *qty, press]


def _adds_to_cart(item: Work | None) -> bool:
    return isinstance(item, ClickOn) and item.target.startswith("add to ")


def buy_steps(step: Step, prev: list[Work]) -> list[Work]:
    """Find the product, set the quantity, then check out (see the module docstring)."""
    qty = step.quantity if step.quantity and step.quantity > 0 else 0
    before = prev[-1] if prev else None
    if step.refers_back or not step.object:
        if isinstance(before, CheckOut):
            return []  # 'order 2 X and check out': one purchase, already planned
        if _adds_to_cart(before) or not isinstance(before, FindBest | FindThing | SearchFor | SortBy):
            # 'add X to the basket and check out', 'place my order': what to buy is in the cart
            return [CheckOut(text=step.text, in_cart=True)]
        named = before.name if isinstance(before, FindThing) else found_by(before)
        if isinstance(before, FindBest):
            named = before.things
        checkout = CheckOut(text=step.text, item=named, quantity=qty)
        if open_best(prev):
            return [*_quantity(step), checkout]
        if isinstance(before, SearchFor | SortBy):
            opened = OpenNth(text=step.text, nth=1, among=named)
            return [opened, *_quantity(step), checkout]
        return [*_quantity(step), checkout]  # a find opens what it finds
    found: Work = best(step, True) if wants_best(step) else _find(step)
    checkout = CheckOut(text=step.text, item=step.object, quantity=qty)
    return [found, *_quantity(step), checkout]


def _message(step: Step) -> list[Work]:
    """Mail and chat verbs any inbox has: forward to X, reply with text."""
    if step.verb == "forward":
        to = FieldValue(field="to", value=step.destination, exact=True)
        return [
            ClickOn(text=step.text, target="forward", role="button"),
            FillIn(text=step.text, fields=(to,)),
            SubmitForm(text=step.text, control="send"),
        ]
    message = step.value_for("message")
    body = FieldValue(field="", value=message.value if message else "", exact=True)
    return [
        ClickOn(text=step.text, target="reply", role="button"),
        FillIn(text=step.text, fields=(body,)),
        SubmitForm(text=step.text, control="send"),
    ]


def _press(step: Step, target: str, alts: tuple[str, ...], prev: list[Work]) -> list[Work]:
    """Press a control named by the verb ('delete', 'buy'), after opening the thing named, if any."""
    press = ClickOn(text=step.text, target=target, alternatives=alts, role="button")
    if step.refers_back or not step.object:
        open_best(prev)
        return [press]
    if wants_best(step):
        return [best(step, True), press]
    return [_find(step), press]


def other_steps(step: Step, prev: list[Work]) -> list[Work] | None:
    verb = step.verb
    if verb in {"forward", "reply"}:
        return _message(step)
    if verb == "delete":
        return bulk_items(step) or _press(step, "delete", ("trash", "remove", "bin", "delete selected"), prev)
    if verb == "remove":
        return _press(step, "remove", ("delete", "remove from cart", "×", "trash"), prev)
    if verb == "buy":
        return buy_steps(step, prev)
    if verb == "logout":
        return [ClickOn(text=step.text, target="log out", alternatives=("sign out", "logout"))]
    if verb == "create":
        return [create_item(step.text, step.object, tuple(field_value(v) for v in step.values), step.scope)]
    if verb == "filter":
        values = [f.value for f in step.filters] or ([step.object] if step.object else [])
        return [ClickOn(text=step.text, target=v) for v in values] or None
    return None
