"""The type action: fill a text field, choose a select option, set a checkbox/radio, press Enter.

``<secret:NAME>`` placeholders are replaced here, at the last moment, and any error text is masked
again, so a secret value never reaches a result, a trace record or a planner.
"""

from __future__ import annotations

from wayfinder.actions.inputs import check_intent, choose_option, mask_secrets, substitute_secrets
from wayfinder.actions.models import TypeText
from wayfinder.actions.targets import ExecContext, Target, describe, ensure_enabled, resolve_target
from wayfinder.browser import ops
from wayfinder.errors import ActionFailed

MAX_OPTIONS_LISTED = 25


async def type_text(ctx: ExecContext, action: TypeText) -> None:
    target = await resolve_target(ctx, action.element_id)
    ensure_enabled(target)
    text = substitute_secrets(action.text, ctx.secrets)
    try:
        await _enter(ctx, target, text)
        if action.submit:
            await ops.press_enter(ctx.page, target.id, target.frame, ctx.settings.action_timeout_s)
    except ActionFailed as exc:
        raise ActionFailed(mask_secrets(str(exc), ctx.secrets), element_id=target.id, tier=exc.tier) from None
    ctx.tier = "refind" if target.refound else "normal"


async def _enter(ctx: ExecContext, target: Target, text: str) -> None:
    info = target.info
    timeout = ctx.settings.action_timeout_s
    ctx.tiers_tried.append("normal")
    if info.tag == "select":
        choice = choose_option(info.options, text)
        if choice is None:
            shown = ", ".join(repr(t) for t, _ in info.options[:MAX_OPTIONS_LISTED])
            more = ", ..." if len(info.options) > MAX_OPTIONS_LISTED else ""
            raise ActionFailed(
                f"no option matching {text!r} in {describe(target.element)}; options: {shown}{more}"
            )
        await ops.select_value(ctx.page, target.id, target.frame, choice[1], timeout)
        ctx.add_note(f"chose option {choice[0]!r}")
        return
    if info.input_type in ("checkbox", "radio") or info.role in ("checkbox", "radio", "switch"):
        want = check_intent(text)
        if want is None:
            raise ActionFailed(
                f"{describe(target.element)} is a {info.input_type or info.role}; "
                f"type one of 'true', 'false', 'check', 'uncheck' (got {text!r})"
            )
        await ops.set_checked(ctx.page, target.id, target.frame, want, timeout)
        return
    if not info.editable:
        kind = f"<{info.tag} type={info.input_type}>" if info.input_type else f"<{info.tag}>"
        raise ActionFailed(f"{describe(target.element)} is a {kind}, not a text field; click it instead")
    await ops.fill(ctx.page, target.id, target.frame, text, timeout)
