"""The click fallback chain: normal -> wiggle -> js -> text (after "refind" when the id was stale).

- normal: a real mouse click; Playwright waits until the element is visible, stable and not covered.
  When it reports a failure, the click still counts as done if evidence tied to the target shows it
  landed (a trusted click event reached the element, a navigation, a tab-opening attempt): trying the
  next tier then would do the thing twice. Any other change of the page is not evidence.
- wiggle: re-observe, scroll the element into view and nudge the page, then hover and click again
  (sticky headers, lazy layout, scroll-triggered banners and controls that render their clickable part
  only once hovered are the usual reasons the first one failed).
- js: ``element.click()`` in the page, which no overlay can intercept.
- text: click the visible clickable element with the same text (exact, then containing it), for
  elements that were replaced by an equivalent one.

Each tier tried is recorded; the one that finished is the result's tier. Disabled elements fail at once.
"""

from __future__ import annotations

from wayfinder.actions.refind import refind
from wayfinder.actions.targets import ExecContext, Target, describe, ensure_enabled, resolve_target
from wayfinder.browser import ops
from wayfinder.errors import ActionFailed, BrowserGone, PageUnresponsive

# Shares of the action timeout the mouse-click tiers may spend (normal, wiggle); js and text are quick.
NORMAL_SHARE = 0.5
WIGGLE_SHARE = 0.3


async def click(ctx: ExecContext, element_id: int) -> None:
    target = await resolve_target(ctx, element_id)
    ensure_enabled(target)
    timeout = ctx.settings.action_timeout_s
    errors: list[str] = []
    ctx.tiers_tried.append("normal")
    try:
        await ops.click(
            ctx.page, target.id, target.frame, timeout * NORMAL_SHARE, ctx.timer, info=target.info
        )
        ctx.tier = "refind" if target.refound else "normal"
        return
    except ops.ClickUnconfirmed as exc:
        if await _landed_anyway(ctx, target, exc, "refind" if target.refound else "normal"):
            return
        errors.append(f"normal: {exc}")
    except PageUnresponsive:
        raise
    except BrowserGone:
        # the tab closed while Playwright finished the click: a page that closes itself on a click
        # (window.close) is the usual reason; the executor recovers a tab after the action
        ctx.tier = "refind" if target.refound else "normal"
        ctx.add_note("the tab closed during the click")
        return
    with ctx.timer.phase("act.wiggle"):
        target = await _wiggle_tier(ctx, target, timeout, errors)
    if ctx.tier:
        return
    ctx.tiers_tried.append("js")
    try:
        await ops.js_click(ctx.page, target.id, target.frame)
        ctx.tier = "js"
        return
    except ActionFailed as exc:
        errors.append(f"js: {exc}")
    await _text_tier(ctx, target, errors)


async def _landed_anyway(ctx: ExecContext, target: Target, exc: ops.ClickUnconfirmed, tier: str) -> bool:
    """Playwright reported a failure, but the click may have happened (it then timed out waiting,
    e.g. for a navigation that is slow to commit): clicking again in a later tier would do the thing
    twice. True, with the tier set, when the evidence says it landed."""
    with ctx.timer.phase("act.landed"):
        landed = await _landed(ctx, target, ctx.before_state, exc.since)
    if landed:
        ctx.tier = tier
        ctx.add_note(f"the click landed although Playwright reported: {exc}")
    return landed


async def _landed(ctx: ExecContext, target: Target, before: ops.PageState | None, since: int | None) -> bool:
    """Whether the timed-out click reached its target, from evidence tied to it: a trusted click event
    on the element (the click recorder), a navigation, or a tab-opening attempt. A countdown or a
    hover re-render elsewhere on the page is not evidence."""
    if since is None:
        return False  # the click was never attempted (hovering failed)
    try:
        if await ops.click_reached(ctx.page, target.id, target.frame, since):
            return True
        if before is None:
            return False
        after = await ops.page_state(ctx.page)
    except ActionFailed:
        return False
    return after.url != before.url or after.popups > before.popups


async def _wiggle_tier(ctx: ExecContext, target: Target, timeout: float, errors: list[str]) -> Target:
    """Re-observe, scroll into view, nudge, click. Returns the (possibly re-found) target."""
    ctx.tiers_tried.append("wiggle")
    try:
        if ctx.recapture is not None:
            ctx.observation = await ctx.recapture()
            again = refind(target.element, ctx.observation)
            if again is not None and again.id != target.id:
                info = await ops.element_info(ctx.page, again.id, again.frame)
                if info is not None:
                    target = Target(again, info, refound=True)
                    ctx.element_id = again.id
        ensure_enabled(target)
        await ops.wiggle(ctx.page, target.id, target.frame, timeout * WIGGLE_SHARE)
        await ops.click(
            ctx.page, target.id, target.frame, timeout * WIGGLE_SHARE, ctx.timer, hover_first=True
        )
        ctx.tier = "wiggle"
    except ops.ClickUnconfirmed as exc:
        if not await _landed_anyway(ctx, target, exc, "wiggle"):
            errors.append(f"wiggle: {exc}")
    except ActionFailed as exc:
        if "is disabled" in str(exc):
            raise
        errors.append(f"wiggle: {exc}")
    return target


async def _text_tier(ctx: ExecContext, target: Target, errors: list[str]) -> None:
    text = (target.element.text or target.info.text or target.element.aria.label or "").strip()
    ctx.tiers_tried.append("text")
    if text:
        try:
            how = await ops.click_by_text(ctx.page, text)
        except ActionFailed as exc:
            errors.append(f"text: {exc}")
            how = None
        if how:
            ctx.tier = "text"
            ctx.add_note(f"clicked by text ({how} match for {text[:60]!r})")
            return
        errors.append(f"text: no visible clickable element reads {text[:60]!r}")
    else:
        errors.append("text: the element has no text to search for")
    raise ActionFailed(
        f"could not click {describe(target.element)}; tried {', '.join(ctx.tiers_tried)}: "
        + " | ".join(errors),
        element_id=target.id,
        tier=ctx.tiers_tried[-1],
    )
