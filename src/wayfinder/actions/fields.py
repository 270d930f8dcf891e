"""The type action: fill a text field, choose a select option, set a checkbox/radio, press Enter.

``<secret:NAME>`` placeholders are replaced here, at the last moment, and any error text is masked
again, so a secret value never reaches a result, a trace record or a planner.
"""

from __future__ import annotations

from wayfinder.actions.inputs import SECRET_RE, check_intent, choose_option, mask_secrets, substitute_secrets
from wayfinder.actions.models import TypeText
from wayfinder.actions.targets import (
    ExecContext,
    Target,
    describe,
    ensure_enabled,
    kind_in_words,
    resolve_target,
)
from wayfinder.browser import fields as page_fields
from wayfinder.browser import ops
from wayfinder.errors import ActionFailed

MAX_OPTIONS_LISTED = 25
_SCRIPT_SET_TYPES = ("range", "color")  # no keyboard text entry: the value is set by script


async def type_text(ctx: ExecContext, action: TypeText) -> None:
    target = await resolve_target(ctx, action.element_id)
    ensure_enabled(target)
    await _check_sites(ctx, target, action.text)
    text = substitute_secrets(action.text, ctx.secrets)
    try:
        await _enter(ctx, target, text)
        if action.submit:
            await ops.press_enter(ctx.page, target.id, target.frame, ctx.settings.action_timeout_s)
    except ActionFailed as exc:
        raise ActionFailed(mask_secrets(str(exc), ctx.secrets), element_id=target.id, tier=exc.tier) from None
    ctx.tier = "refind" if target.refound else "normal"


async def _check_sites(ctx: ExecContext, target: Target, text: str) -> None:
    """A secret is typed only where the runtime's secret guard allows, judged on the live page (the
    field's own document and every address its form submits to), whatever the observation said."""
    guard = ctx.runtime.secret_guard
    names = list(dict.fromkeys(m.group(1) for m in SECRET_RE.finditer(text)))
    if guard is None or not names:
        return
    where, targets = await page_fields.destinations(ctx.page, target.id, target.frame)
    for name in names:
        refusal = guard(name, where, targets)
        if refusal is not None:
            raise ActionFailed(f"not typed: {refusal}", element_id=target.id)


async def _enter(ctx: ExecContext, target: Target, text: str) -> None:
    info = target.info
    timeout = ctx.settings.action_timeout_s
    ctx.tiers_tried.append("normal")
    if info.tag == "select":
        await choose_in_select(ctx, target, text)
        return
    if info.input_type in ("checkbox", "radio") or info.role in ("checkbox", "radio", "switch"):
        want = check_intent(text)
        if want is None:
            raise ActionFailed(
                f"{describe(target.element)} is a {info.input_type or info.role}; "
                f"type one of 'true', 'false', 'check', 'uncheck' (got {text!r})"
            )
        await page_fields.set_checked(ctx.page, target.id, target.frame, want, timeout)
        return
    if info.input_type in _SCRIPT_SET_TYPES:
        kept = await page_fields.set_value(ctx.page, target.id, target.frame, text)
        ctx.tiers_tried.append("js")
        if kept != text:
            raise ActionFailed(
                f"{describe(target.element)} is a {info.input_type} input and kept {kept!r}, not {text!r}"
            )
        ctx.add_note(f"set the {info.input_type} value by script")
        return
    if info.role == "slider" or "slider" in (target.element.classes or ""):
        await _slide(ctx, target, text)
        return
    if not info.editable:
        kind = kind_in_words(info.tag, info.input_type, info.role)
        raise ActionFailed(f"{describe(target.element)} is {kind}, not a text field; click it instead")
    await page_fields.fill(ctx.page, target.id, target.frame, text, timeout)


def _options_shown(target: Target) -> str:
    options = target.info.options
    if not options:
        return "it has no options"
    shown = ", ".join(repr(t) for t, _ in options[:MAX_OPTIONS_LISTED])
    more = ", ..." if len(options) > MAX_OPTIONS_LISTED else ""
    return f"options: {shown}{more}"


async def choose_in_select(ctx: ExecContext, target: Target, text: str) -> None:
    """Choose the option of a native select whose text (or value) matches ``text``; "A, B" in a
    multi-select chooses several. No match fails naming the options there are."""
    choice = choose_option(target.info.options, text)
    if choice is None and "," in text:
        await _choose_several(ctx, target, text)
        return
    if choice is None:
        raise ActionFailed(
            f"no option matching {text!r} in {describe(target.element)}; {_options_shown(target)}"
        )
    await page_fields.select_value(
        ctx.page, target.id, target.frame, choice[1], ctx.settings.action_timeout_s
    )
    ctx.add_note(f"chose option {choice[0]!r}")


async def _choose_several(ctx: ExecContext, target: Target, text: str) -> None:
    """'A, B' in a multi-select: every part must name an option; all are chosen at once."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    choices = [choose_option(target.info.options, part) for part in parts]
    missing = [part for part, choice in zip(parts, choices, strict=True) if choice is None]
    if missing:
        raise ActionFailed(
            f"no option matching {missing[0]!r} in {describe(target.element)}; {_options_shown(target)}"
        )
    values = [c[1] for c in choices if c is not None]
    await page_fields.select_values(ctx.page, target.id, target.frame, values, ctx.settings.action_timeout_s)
    ctx.add_note(f"chose {len(values)} options")


async def _slide(ctx: ExecContext, target: Target, text: str) -> None:
    """A slider takes a number: it is moved there with the arrow keys (see ``page_fields.slide_to``)."""
    try:
        want = float(text.strip())
    except ValueError:
        raise ActionFailed(f"{describe(target.element)} is a slider; type a number (got {text!r})") from None
    reached = await page_fields.slide_to(
        ctx.page, target.id, target.frame, want, ctx.settings.action_timeout_s
    )
    ctx.tiers_tried.append("keys")
    if abs(reached - want) > 1e-9:
        raise ActionFailed(f"{describe(target.element)} stopped at {reached:g}, not {want:g}")
    ctx.add_note(f"moved the slider to {reached:g}")
