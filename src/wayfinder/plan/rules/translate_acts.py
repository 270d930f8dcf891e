"""Sub-goals for goal steps that change something on a site (pure): add to a cart, buy, delete,
remove, reply/forward a message, create a record, filter a listing, log out.

Each presses the site's own control for the verb, after finding the thing the step names (or, for
"it", the thing the step before found). Risky ones (buy, delete) still go through safety.

A purchase ("buy the cheapest 4K monitor", "order 2 X and check out", "place my order") is: find the
product (superlative and bounds as for a find), set the quantity when one is given, then the
``checkout`` skill (``core/checkout.py``) adds it to the cart, opens the cart, proceeds to checkout
and proposes the final "place order" control, which safety rates high: it runs only when a person
(or the ``auto_confirm`` they set) allows it.
"""

from __future__ import annotations

from wayfinder.intent import Step
from wayfinder.plan.rules.subgoals import FieldValue, SubGoal
from wayfinder.plan.rules.translate_parts import best, field_value, wants_best


def _quantity(step: Step) -> list[SubGoal]:
    """'add 3 ...', 'order 2 ...': set the product page's quantity first (1 is every shop's default)."""
    qty = step.quantity or 0
    return [SubGoal(kind="quantity", text=step.text, quantity=qty)] if qty > 1 else []


def add_steps(step: Step, prev: list[SubGoal]) -> list[SubGoal]:
    where = step.destination or "cart"
    alts = tuple(f"add to {w}" for w in ("cart", "basket", "bag") if w != where)
    press = SubGoal(
        kind="click", text=step.text, target=f"add to {where}", alternatives=alts, role_hint="button"
    )
    qty = _quantity(step)
    if step.refers_back or not step.object:
        before = prev[-1] if prev else None
        if before is not None and before.kind == "find_best":
            prev[-1] = before.model_copy(update={"open_result": True})
            return [*qty, press]
        if before is not None and before.kind in {"search", "sort"}:
            return [SubGoal(kind="open_nth", text=step.text, nth=1, target=before.target), *qty, press]
        return [*qty, press]
    if wants_best(step):
        return [best(step, True), *qty, press]
    return [SubGoal(kind="find", text=step.text, target=step.object, role_hint="link"), *qty, press]


def _adds_to_cart(sub: SubGoal | None) -> bool:
    return sub is not None and sub.kind == "click" and sub.target.startswith("add to ")


def buy_steps(step: Step, prev: list[SubGoal]) -> list[SubGoal]:
    """Find the product, set the quantity, then check out (see the module docstring)."""
    qty = step.quantity if step.quantity and step.quantity > 0 else 0
    before = prev[-1] if prev else None
    if step.refers_back or not step.object:
        if before is not None and before.kind == "checkout":
            return []  # 'order 2 X and check out': one purchase, already planned
        if (
            _adds_to_cart(before)
            or before is None
            or before.kind not in {"find_best", "find", "search", "sort"}
        ):
            # 'add X to the basket and check out', 'place my order': what to buy is in the cart
            return [SubGoal(kind="checkout", text=step.text, in_cart=True)]
        checkout = SubGoal(kind="checkout", text=step.text, target=before.target, quantity=qty)
        if before.kind == "find_best":
            prev[-1] = before.model_copy(update={"open_result": True})
            return [*_quantity(step), checkout]
        if before.kind in {"search", "sort"}:
            opened = SubGoal(kind="open_nth", text=step.text, nth=1, target=before.target)
            return [opened, *_quantity(step), checkout]
        return [*_quantity(step), checkout]  # a find opens what it finds
    found = (
        best(step, True)
        if wants_best(step)
        else SubGoal(kind="find", text=step.text, target=step.object, role_hint="link")
    )
    checkout = SubGoal(kind="checkout", text=step.text, target=step.object, quantity=qty)
    return [found, *_quantity(step), checkout]


def _message(step: Step, prev: list[SubGoal]) -> list[SubGoal]:
    """Mail and chat verbs any inbox has: forward to X, reply with text, delete it."""
    if step.verb == "forward":
        to = FieldValue(field="to", value=step.destination, exact=True)
        return [
            SubGoal(kind="click", text=step.text, target="forward", role_hint="button"),
            SubGoal(kind="type", text=step.text, fields=(to,)),
            SubGoal(kind="submit", text=step.text, target="send"),
        ]
    message = step.value_for("message")
    body = FieldValue(field="", value=message.value if message else "", exact=True)
    return [
        SubGoal(kind="click", text=step.text, target="reply", role_hint="button"),
        SubGoal(kind="type", text=step.text, fields=(body,)),
        SubGoal(kind="submit", text=step.text, target="send"),
    ]


def _press(step: Step, target: str, alts: tuple[str, ...], prev: list[SubGoal]) -> list[SubGoal]:
    """Press a control named by the verb ('delete', 'buy'), after opening the thing named, if any."""
    press = SubGoal(kind="click", text=step.text, target=target, alternatives=alts, role_hint="button")
    if step.refers_back or not step.object:
        before = prev[-1] if prev else None
        if before is not None and before.kind == "find_best":
            prev[-1] = before.model_copy(update={"open_result": True})
        return [press]
    if wants_best(step):
        return [best(step, True), press]
    return [SubGoal(kind="find", text=step.text, target=step.object, role_hint="link"), press]


def _create(step: Step) -> list[SubGoal]:
    """'create a new issue titled X': press the site's add/new control, fill what was given, save."""
    thing = step.object
    alts = tuple(
        a for a in (f"new {thing}", f"create {thing}", f"add {thing}", "new", "create", "add") if a.strip()
    )
    out = [
        SubGoal(
            kind="find", text=step.text, target=f"add {thing}".strip(), alternatives=alts, role_hint="button"
        )
    ]
    if step.values:
        out.append(SubGoal(kind="fill", text=step.text, fields=tuple(field_value(v) for v in step.values)))
        out.append(
            SubGoal(kind="submit", text=step.text, target="save", alternatives=("submit", "create", "add"))
        )
    return out


def other_steps(step: Step, prev: list[SubGoal]) -> list[SubGoal] | None:
    verb = step.verb
    if verb in {"forward", "reply"}:
        return _message(step, prev)
    if verb == "delete":
        return _press(step, "delete", ("trash", "remove", "bin", "delete selected"), prev)
    if verb == "remove":
        return _press(step, "remove", ("delete", "remove from cart", "×", "trash"), prev)
    if verb == "buy":
        return buy_steps(step, prev)
    if verb == "logout":
        return [SubGoal(kind="click", text=step.text, target="log out", alternatives=("sign out", "logout"))]
    if verb == "create":
        return _create(step)
    if verb == "filter":
        values = [f.value for f in step.filters] or ([step.object] if step.object else [])
        return [SubGoal(kind="click", text=step.text, target=v) for v in values] or None
    return None
