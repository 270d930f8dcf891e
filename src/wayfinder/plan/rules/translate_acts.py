"""Sub-goals for goal steps that change something on a site (pure): add to a cart, buy, delete,
remove, reply/forward a message, create a record, filter a listing, log out.

Each presses the site's own control for the verb, after finding the thing the step names (or, for
"it", the thing the step before found). Risky ones (buy, delete) still go through safety.
"""

from __future__ import annotations

from wayfinder.intent import Step
from wayfinder.plan.rules.subgoals import FieldValue, SubGoal
from wayfinder.plan.rules.translate_parts import best, field_value, wants_best


def add_steps(step: Step, prev: list[SubGoal]) -> list[SubGoal]:
    where = step.destination or "cart"
    alts = tuple(f"add to {w}" for w in ("cart", "basket", "bag") if w != where)
    press = SubGoal(
        kind="click", text=step.text, target=f"add to {where}", alternatives=alts, role_hint="button"
    )
    if step.refers_back or not step.object:
        before = prev[-1] if prev else None
        if before is not None and before.kind == "find_best":
            prev[-1] = before.model_copy(update={"open_result": True})
            return [press]
        if before is not None and before.kind in {"search", "sort"}:
            return [SubGoal(kind="open_nth", text=step.text, nth=1, target=before.target), press]
        return [press]
    if wants_best(step):
        return [best(step, True), press]
    return [SubGoal(kind="find", text=step.text, target=step.object, role_hint="link"), press]


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
        alts = ("buy now", "checkout", "check out", "place order", "purchase", "order", "pay", "book")
        return _press(step, "buy", alts, prev)
    if verb == "logout":
        return [SubGoal(kind="click", text=step.text, target="log out", alternatives=("sign out", "logout"))]
    if verb == "create":
        return _create(step)
    if verb == "filter":
        values = [f.value for f in step.filters] or ([step.object] if step.object else [])
        return [SubGoal(kind="click", text=step.text, target=v) for v in values] or None
    return None
