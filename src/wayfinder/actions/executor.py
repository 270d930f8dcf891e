"""Carry out one planner action on the live browser and report exactly what happened.

``execute`` never raises for an action failure: a bad id, a timeout, a stale element, a navigation
error or a closed tab all become ``ExecResult(ok=False, error=...)`` with the tiers tried. When the tab
goes away (BrowserGone) the runtime recovers once (``ensure_page``) and the result says so.

After an action that navigated, the new document is given its own settle signals (DOMContentLoaded,
then idle: loaded, no requests or short timers of its own pending, capped at ~1 s); an action that stayed
in its document waits only if it seemed to do nothing (the late-change wait, on the page's requests and
timers). The result compares a cheap before/after page state: URL, the mutation count and form state,
new tabs, downloads. ``no_effect`` means nothing observable changed, which the loop detector relies on.
The result's ``action`` is the planner's action as given: secret placeholders stay placeholders.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wayfinder.actions import aftermath, clicks, fields, gestures, moves
from wayfinder.actions.inputs import mask_secrets
from wayfinder.actions.models import (
    META_ACTIONS,
    Action,
    Click,
    Drag,
    ExecResult,
    GoBack,
    GoForward,
    Hover,
    Navigate,
    PressKey,
    Screenshot,
    Scroll,
    Search,
    SelectOption,
    SwitchTab,
    TypeText,
    Wait,
)
from wayfinder.actions.targets import ExecContext
from wayfinder.browser import ops
from wayfinder.browser.guard import LOOP_PREFIX
from wayfinder.browser.ops import PageState
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.browser.timing import PhaseTimer
from wayfinder.errors import ActionFailed, BrowserGone, DownloadStalled, PageUnresponsive
from wayfinder.observe.models import Observation
from wayfinder.settings import Settings

SETTLE_IDLE_CAP_S = 1.0
LATE_EFFECT_CAP_S = 3.0
FRAME_WAIT_S = 1.0  # how long a click in a frame may take to load the frame's next document  # how long an action that changed nothing may wait on its own requests
# actions whose effect may arrive late (a fetch, a hover menu's delay); wait and scroll judge themselves
LATE_EFFECT_TYPES = frozenset({"click", "type", "press_key", "hover", "select_option", "drag"})


@dataclass
class _Before:
    state: PageState | None
    tabs: set[int]
    downloads: int
    blocks: int
    tab_id: int | None
    dialogs: int
    frames: int = 0  # child-frame navigations so far (an iframe's form showing its result)


async def execute(
    action: Action,
    runtime: BrowserRuntime,
    observation: Observation,
    settings: Settings,
    *,
    recapture: Callable[[], Awaitable[Observation]] | None = None,
    secrets: Mapping[str, str] | None = None,
    screenshot_path: Path | None = None,
) -> ExecResult:
    """Do ``action``; always returns an ExecResult (see the module docstring)."""
    started = time.perf_counter()
    record = action.model_dump(mode="json")
    if action.type in META_ACTIONS:
        return ExecResult(action=record, ok=True, note="meta action", duration_ms=_ms(started))
    timer = PhaseTimer()
    try:
        with timer.phase("snapshot"):
            page = await runtime.ensure_page()
            before = await _snapshot(runtime)
    except BrowserGone as exc:
        problem = f"no usable tab: {exc}"
        if isinstance(exc, PageUnresponsive):  # frozen before we acted: replace the tab, do nothing
            problem = f"{exc}; not done; {await _recover(runtime)}"
        return ExecResult(action=record, ok=False, error=problem, duration_ms=_ms(started))
    ctx = ExecContext(
        runtime,
        page,
        observation,
        settings,
        recapture,
        secrets,
        screenshot_path,
        timer=timer,
        before_state=before.state,
    )
    with timer.phase("flush"):  # the observation's screenshot, if still being taken: before the page changes
        await runtime.deferred.flush(settings.page_timeout_s)
    navigations = runtime.navigations
    runtime.ledger.begin_action()
    try:
        with timer.phase("act"):
            error = await _run(ctx, action)
        navigated = runtime.navigations != navigations
        with timer.phase("settle", page=True):
            gone_note = await _settle(ctx, navigated=navigated)
        if gone_note:
            ctx.add_note(gone_note)
        if navigated and error is None:
            with timer.phase("http_retry", page=True):
                error = await aftermath.past_http_error(ctx)
        return await _result(ctx, record, before, error, started)
    finally:
        runtime.ledger.end_action(ctx.expected_popups)


def _dispatch(ctx: ExecContext, action: Action) -> Awaitable[None]:
    if isinstance(action, Click):
        return clicks.click(ctx, action.element_id)
    if isinstance(action, TypeText):
        return fields.type_text(ctx, action)
    if isinstance(action, Scroll):
        return moves.scroll(ctx, action)
    if isinstance(action, Screenshot):
        return moves.screenshot(ctx, action)
    if isinstance(action, Navigate):
        return moves.navigate(ctx, action)
    if isinstance(action, Search):
        return moves.search(ctx, action)
    if isinstance(action, GoBack | GoForward):
        return moves.go_history(ctx, "back" if isinstance(action, GoBack) else "forward")
    if isinstance(action, SwitchTab):
        return moves.switch_tab(ctx, action)
    return _dispatch_gesture(ctx, action)


def _dispatch_gesture(ctx: ExecContext, action: Action) -> Awaitable[None]:
    if isinstance(action, PressKey):
        return gestures.press_key(ctx, action)
    if isinstance(action, Hover):
        return gestures.hover(ctx, action)
    if isinstance(action, SelectOption):
        return gestures.select_option(ctx, action)
    if isinstance(action, Wait):
        return gestures.wait(ctx, action)
    if isinstance(action, Drag):
        return gestures.drag(ctx, action)
    raise ActionFailed(f"action type {action.type!r} cannot be executed")


def _budget_s(settings: Settings) -> float:
    """A hard ceiling so no action hangs the loop: one action timeout plus one navigation timeout."""
    return settings.action_timeout_s * 2 + settings.navigation_timeout_s + 5.0


async def _run(ctx: ExecContext, action: Action) -> str | None:
    """Run the handler; returns the error message, or None on success."""
    budget = _budget_s(ctx.settings) + (action.seconds if isinstance(action, Wait) else 0.0)
    try:
        await asyncio.wait_for(_dispatch(ctx, action), timeout=budget)
        return None
    except ActionFailed as exc:
        return mask_secrets(str(exc), ctx.secrets)
    except TimeoutError:
        return f"the {action.type} action did not finish within {budget:g}s"
    except BrowserGone as exc:
        note = await _recover(ctx.runtime)
        if ctx.runtime.active_tab_id is not None:
            with contextlib.suppress(BrowserGone):
                ctx.page = ctx.runtime.page
        return f"{exc}; {note}"


async def _recover(runtime: BrowserRuntime) -> str:
    """Get a usable tab again (a fresh one when the page froze); says what happened."""
    try:
        page = await runtime.ensure_page()
    except BrowserGone as first:
        try:  # a URL that froze twice leaves an empty tab and says so; that tab is usable
            page = await runtime.ensure_page()
        except BrowserGone as again:
            return f"recovery failed: {again}"
        return f"{first}; now on tab {runtime.active_tab_id} ({page.url})"
    return f"recovered on tab {runtime.active_tab_id} ({page.url})"


async def _settle(ctx: ExecContext, *, navigated: bool) -> str:
    """Wait for the page's settle signals. Returns a note when the tab went away meanwhile."""
    try:
        await ops.settle(
            ctx.runtime.page,
            ctx.settings.navigation_timeout_s,
            SETTLE_IDLE_CAP_S,
            navigated=navigated,
            busy_cap_s=LATE_EFFECT_CAP_S,  # its own requests or workers still answering: their results
        )
        ctx.page = ctx.runtime.page
        return ""
    except BrowserGone:
        try:
            ctx.page = await ctx.runtime.ensure_page()
        except BrowserGone as exc:
            return f"the tab closed after the action and no tab could be recovered: {exc}"
        return f"the tab closed after the action; now on tab {ctx.runtime.active_tab_id}"


async def _snapshot(runtime: BrowserRuntime) -> _Before:
    try:
        state: PageState | None = await ops.page_state(runtime.page)
    except ActionFailed:
        state = None
    tabs = {t.tab_id for t in runtime.tabs()}
    return _Before(
        state,
        tabs,
        len(runtime.downloads),
        runtime.block_count,
        runtime.active_tab_id,
        len(runtime.dialogs),
        runtime.ledger.frame_navigations,
    )


async def _after_state(
    ctx: ExecContext, before: _Before, error: str | None, record: dict[str, Any]
) -> PageState | None:
    """The page state after the action; when a successful click or typing seems to have changed
    nothing yet, give the page a short, bounded chance to show a late effect (a fetch-driven update)."""
    try:
        with ctx.timer.phase("after_state"):
            after: PageState | None = await ops.page_state(ctx.runtime.page)
        late_candidate = (
            error is None
            and record.get("type") in LATE_EFFECT_TYPES
            and before.state is not None
            and after is not None
            and before.state.signature == after.signature
            and before.state.url == after.url
        )
        sends = record.get("type") in ("click", "press_key") or bool(record.get("submit"))
        if late_candidate and sends and ctx.runtime.ledger.frame_navigations == before.frames:
            with ctx.timer.phase("frame_wait", page=True):  # a form in a frame answers in the frame
                late_candidate = not await aftermath.frame_navigated(ctx, before.frames, FRAME_WAIT_S)
        if late_candidate and after is not None and before.state is not None:
            waited = time.perf_counter()
            changed, page_ms = await ops.wait_for_late_change(
                ctx.runtime.page, after, LATE_EFFECT_CAP_S, timers_since=before.state.timers
            )
            total = (time.perf_counter() - waited) * 1000
            ctx.timer.add("late_wait", total)
            ctx.timer.add("late_wait.page", min(page_ms, total), page=True)  # the page's own requests/timers
            ctx.timer.add("late_wait.agent", max(total - page_ms, 0.0))
            if changed:
                with ctx.timer.phase("after_state"):
                    after = await ops.page_state(ctx.runtime.page)
        elif sends and after is not None and after.inflight and before.state is not None:
            after = await _answered(ctx, before.state, after)
        return after
    except PageUnresponsive:
        raise
    except (ActionFailed, BrowserGone):
        return None


async def _answered(ctx: ExecContext, before: PageState, after: PageState) -> PageState:
    """A press that changed the page at once (a spinner, a row greyed out) while the request it sent is
    still out - an in-place save by AJAX ('Quick Edit' -> 'Update'): the page's own answer is waited for
    (its requests answered and idle, at most the late-effect cap), so the next look and any check after
    the run see the saved row, not the spinner. Same document only; the page's signal, never a sleep."""
    if after.url != before.url or after.origin != before.origin:
        return after
    with ctx.timer.phase("answer_wait", page=True):
        await ops.settle(
            ctx.runtime.page,
            ctx.settings.navigation_timeout_s,
            SETTLE_IDLE_CAP_S,
            navigated=True,  # the idle signals of this same document: requests answered, timers done
            busy_cap_s=LATE_EFFECT_CAP_S,
        )
    with ctx.timer.phase("after_state"):
        return await ops.page_state(ctx.runtime.page)


async def _result(
    ctx: ExecContext, record: dict[str, Any], before: _Before, error: str | None, started: float
) -> ExecResult:
    runtime = ctx.runtime
    try:
        after = await _after_state(ctx, before, error, record)
    except PageUnresponsive as exc:  # the action left the page frozen (or navigating forever)
        after = None
        error = f"{error + '; ' if error else ''}after the action {exc}; {await _recover(runtime)}"
    # a tab the page opened never becomes active by itself: an active new tab is a recovery tab
    new_tabs = sorted({t.tab_id for t in runtime.tabs()} - before.tabs - {runtime.active_tab_id})
    attempts = aftermath.popup_attempts(before.state, after)
    if (
        not new_tabs
        and 0 < attempts <= ctx.settings.popup_limit
        and aftermath.popup_pending(before.state, after)
    ):
        with ctx.timer.phase("popup_wait", page=True):
            late = await runtime.wait_for_new_tab(before.tabs, ctx.settings.action_timeout_s)
        new_tabs = [late] if late is not None else []
    new_tabs = await aftermath.calm_popups(ctx, new_tabs, attempts, str(record.get("type")))
    with ctx.timer.phase("downloads", page=True):
        try:
            download_path = await aftermath.new_download(ctx, before.downloads)
        except DownloadStalled as exc:
            download_path, error = None, str(exc)
    blocked = _blocked(runtime, before)
    dialogs = [d.describe() for d in runtime.dialogs[before.dialogs :]]
    for text in dialogs:
        ctx.add_note(f"the page asked: {text}")
    if blocked and error is None:
        error = blocked
    _attribute_load(ctx.timer, before.state, after)
    url_before = before.state.url if before.state else ""
    url_after = after.url if after else ""
    frame_moved = runtime.ledger.frame_navigations != before.frames  # an iframe loaded a new document
    dom_changed = bool(before.state and after and before.state.signature != after.signature) or frame_moved
    moved = bool(ctx.scrolled)
    changed = url_before != url_after or dom_changed or bool(new_tabs) or moved or download_path is not None
    return ExecResult(
        action=record,
        ok=error is None,
        tier=ctx.tier,
        tiers_tried=list(ctx.tiers_tried),
        error=error,
        element_id=ctx.element_id,
        url_before=url_before,
        url_after=url_after,
        url_changed=url_before != url_after,
        dom_changed=dom_changed,
        no_effect=not changed and record.get("type") != "screenshot",
        new_tab_id=new_tabs[-1] if new_tabs else None,
        screenshot_path=ctx.screenshot_taken,
        download_path=download_path,
        blocked=blocked,
        dialogs=[mask_secrets(d, ctx.secrets) for d in dialogs],
        phases=ctx.timer.as_dict(),
        page_ms=ctx.timer.page_ms,
        duration_ms=_ms(started),
        note=mask_secrets(ctx.note, ctx.secrets),
    )


def _attribute_load(timer: PhaseTimer, before: PageState | None, after: PageState | None) -> None:
    """A click that navigated waits inside Playwright for the new document to commit: that is the page
    loading, not the agent. The browser's own measure of the new document's load (navigation start to
    DOMContentLoaded) moves that much of the click's time to the page ("act.load")."""
    if before is None or after is None or not after.origin or after.origin == before.origin:
        return
    clicked = timer.phases.get("act.click", 0.0)
    moved = min(after.load_ms, clicked)
    if moved > 0:
        timer.phases["act.click"] = round(clicked - moved, 2)
        timer.add("act.load", moved, page=True)


def _blocked(runtime: BrowserRuntime, before: _Before) -> str | None:
    """Why the domain policy refused a navigation this action started in its own tab (a form post to
    another host, a link or script redirect), or None. Blocked popups are the observe node's matter."""
    mine = [e for e in runtime.blocks_since(before.blocks) if e.tab_id == before.tab_id]
    if not mine:
        return None
    if mine[-1].detail.startswith(LOOP_PREFIX):
        return f"the navigation to {mine[-1].url} was stopped: {mine[-1].detail}"
    return f"the page tried to go to {mine[-1].url}, which the domain policy refuses: {mine[-1].detail}"


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)
