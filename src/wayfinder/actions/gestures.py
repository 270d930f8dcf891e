"""The press_key, hover, select_option, wait and drag actions.

- press_key: in the element (focused first) or wherever the focus is; keys are normalized by
  ``actions/keys.py`` when the action is validated.
- hover: a real pointer hover (normal), else the hover events dispatched by script (js), for a
  control something else covers.
- select_option: a native ``<select>`` only, by the option's visible text (its value also matches);
  no match fails listing the options. Other widgets are named as such, with what to do instead.
- wait: ends once the page changed by itself and went quiet, or after ``seconds``.
- drag: the mouse pressed on the element's centre and moved in steps to the destination (normal);
  when that moved nothing onto a destination, the HTML5 drag events by script (js).
"""

from __future__ import annotations

from wayfinder.actions.fields import choose_in_select
from wayfinder.actions.models import Drag, Hover, PressKey, SelectOption, Wait
from wayfinder.actions.targets import (
    ExecContext,
    Target,
    describe,
    ensure_enabled,
    kind_in_words,
    resolve_target,
)
from wayfinder.browser import gestures, ops
from wayfinder.errors import ActionFailed

HOVER_EVENTS_JS = """el => {
  for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove']) {
    const Ctor = type.startsWith('pointer') ? PointerEvent : MouseEvent;
    el.dispatchEvent(new Ctor(type, {bubbles: !type.endsWith('enter'), cancelable: true, view: window}));
  }
  return true;
}"""


def _finished(ctx: ExecContext, target: Target, tier: str = "normal") -> None:
    ctx.tier = "refind" if target.refound and tier == "normal" else tier


async def press_key(ctx: ExecContext, action: PressKey) -> None:
    timeout = ctx.settings.action_timeout_s
    if action.element_id is None:
        ctx.tiers_tried.append("normal")
        await gestures.press(ctx.page, action.key, None, None, timeout)
        ctx.tier = "normal"
        return
    target = await resolve_target(ctx, action.element_id)
    ensure_enabled(target)
    ctx.tiers_tried.append("normal")
    await gestures.press(ctx.page, action.key, target.id, target.frame, timeout)
    _finished(ctx, target)


async def hover(ctx: ExecContext, action: Hover) -> None:
    target = await resolve_target(ctx, action.element_id)
    ctx.tiers_tried.append("normal")
    try:
        await gestures.hover(ctx.page, target.id, target.frame, ctx.settings.action_timeout_s / 2)
        _finished(ctx, target)
        return
    except ActionFailed as exc:
        first = str(exc)
    ctx.tiers_tried.append("js")
    locator = await ops.require(ctx.page, target.id, target.frame)
    async with ops.playwright_failures(f"hovering over element [{target.id}] by script", ctx.page):
        await locator.evaluate(HOVER_EVENTS_JS)
    ctx.add_note(f"hover events sent by script ({first})")
    _finished(ctx, target, "js")


async def select_option(ctx: ExecContext, action: SelectOption) -> None:
    target = await resolve_target(ctx, action.element_id)
    ensure_enabled(target)
    ctx.tiers_tried.append("normal")
    info = target.info
    if info.tag != "select":
        raise ActionFailed(
            f"{describe(target.element)} is {kind_in_words(info.tag, None, info.role)}, not a native select; click it to open its options, "
            "then click the option",
            element_id=target.id,
        )
    await choose_in_select(ctx, target, action.label)
    _finished(ctx, target)


async def wait(ctx: ExecContext, action: Wait) -> None:
    ctx.tiers_tried.append("normal")
    since = ctx.before_state.mutations if ctx.before_state is not None else 0
    with ctx.timer.phase("act.wait", page=True):  # the page's own time, by definition
        changed = await gestures.wait_for_change(ctx.page, action.seconds, since=since)
    ctx.add_note("the page changed by itself" if changed else f"nothing changed within {action.seconds:g}s")
    ctx.tier = "normal"


async def drag(ctx: ExecContext, action: Drag) -> None:
    timeout = ctx.settings.action_timeout_s
    dest = await resolve_target(ctx, action.to_element_id) if action.to_element_id is not None else None
    source = await resolve_target(ctx, action.element_id)  # last, so the result names the source
    ensure_enabled(source)
    to = (dest.id, dest.frame) if dest is not None else None
    ctx.tiers_tried.append("normal")
    before = await ops.page_state(ctx.page) if dest is not None else None
    error = ""
    try:
        await gestures.drag(ctx.page, source.id, source.frame, to, (action.dx, action.dy), timeout)
        if before is None or (await ops.page_state(ctx.page)).signature != before.signature:
            _finished(ctx, source)
            return
        error = "the pointer drag changed nothing"
    except ActionFailed as exc:
        if dest is None:
            raise
        error = str(exc)
    assert dest is not None
    ctx.tiers_tried.append("js")
    await gestures.drag_by_script(ctx.page, source.id, source.frame, dest.id, dest.frame)
    ctx.add_note(f"dragged by script onto {describe(dest.element)} ({error})")
    _finished(ctx, source, "js")
