"""Re-opening a run's browser where it was, for a resumed run.

The browser of a run does not outlive its process, so a resumed run starts a new one and puts back
what the agent had built up in the old one:

1. cookies and local storage (``browser-storage.json``, saved after every step and at a pause; the
   new context starts with them, so a cart or a login is still there);
2. the tabs' URLs from the last observation, the active tab active again;
3. the values the agent typed (or chose) on the page it was on, since that page loaded: a form the
   agent filled before pausing at "Place order" is filled again. Only value-setting actions are
   replayed (type without Enter, select_option), never clicks or submissions.

The storage file is masked like the trace (secret values -> placeholders, put back when the secrets
are given again), readable only by its owner, and deleted when the run ends.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Mapping
from typing import Any

from wayfinder.actions.executor import execute as run_action
from wayfinder.actions.models import ExecResult, parse_action
from wayfinder.actions.refind import refind
from wayfinder.agent.capture import take_observation
from wayfinder.agent.context import AgentContext
from wayfinder.agent.state import browser_of, current_url, history_of, observation_of
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ActionFailed, BrowserGone
from wayfinder.observe.models import Observation
from wayfinder.safety.secrets import PLACEHOLDER_RE, SecretStore
from wayfinder.trace.rundir import RunDir

REPLAYED = frozenset({"type", "select_option"})
SKIPPED_URLS = ("about:", "chrome-error:", "data:")


async def save_storage(browser: BrowserRuntime, run_dir: RunDir, secrets: SecretStore | None) -> None:
    """Write the context's cookies and local storage (masked); never fails the run."""
    try:
        data = await browser.storage_state()
    except Exception:  # a closed or attached browser: nothing to save, the run goes on
        return
    text = json.dumps(data, ensure_ascii=False)
    if secrets:
        text = secrets.mask(text)
    path = run_dir.storage_path
    tmp = path.with_suffix(".tmp")
    with contextlib.suppress(OSError):
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)


def fill_placeholders(text: str, secrets: SecretStore | None) -> str:
    """Put secret values back for the placeholders whose secret was given; leave the others."""
    if not secrets:
        return text
    values = secrets.as_mapping()
    return PLACEHOLDER_RE.sub(lambda m: values.get(m.group(1).upper(), m.group(0)), text)


def load_storage(run_dir: RunDir, secrets: SecretStore | None) -> dict[str, Any] | None:
    """The saved storage state for a new browser context, or None."""
    try:
        text = run_dir.storage_path.read_text(encoding="utf-8")
        data = json.loads(fill_placeholders(text, secrets))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


async def reopen_tabs(
    ctx: AgentContext, state: Mapping[str, Any], active_url: str | None = None
) -> list[dict[str, Any]]:
    """Open the saved tabs' URLs (the first in the browser's first tab) and activate the saved active
    tab; ``active_url``: where the active tab is now (the page an action that finished led to, which no
    observation has seen yet). Returns what was done per tab (old id, new id, url, error) for the
    ``resumed`` record."""
    saved = browser_of(state)
    tabs = [dict(t) for t in saved["tabs"]]
    obs = state.get("observation") or {}
    if not tabs:
        url = str(obs.get("url") or state.get("start_url") or "")
        tabs = [{"tab_id": obs.get("active_tab_id") or 1, "url": url, "active": True}] if url else []
    wanted = saved["active_tab_id"] or obs.get("active_tab_id")
    for tab in tabs:
        if active_url and (tab.get("tab_id") == wanted or (wanted is None and tab.get("active"))):
            tab["url"] = active_url
    browser = ctx.browser
    done: list[dict[str, Any]] = []
    active_new: int | None = None
    for index, tab in enumerate(tabs):
        url = fill_placeholders(str(tab.get("url") or ""), ctx.secrets)
        entry: dict[str, Any] = {"old_tab": tab.get("tab_id"), "url": tab.get("url")}
        try:
            if index == 0:
                new_id = browser.active_tab_id
                if url and not url.startswith(SKIPPED_URLS):
                    await browser.goto(url)
            else:
                new_id = await browser.new_tab()
                if url and not url.startswith(SKIPPED_URLS):
                    await browser.goto(url)
        except (ActionFailed, BrowserGone) as exc:
            entry["error"] = str(exc)
            new_id = browser.active_tab_id
        entry["new_tab"] = new_id
        done.append(entry)
        if tab.get("tab_id") == wanted or (wanted is None and tab.get("active")):
            active_new = new_id
    if active_new is not None and active_new != browser.active_tab_id:
        with contextlib.suppress(ActionFailed):
            await browser.switch_tab(active_new)
    return done


def replayable(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The value-setting actions done on the current page since it loaded, oldest first (pure)."""
    url = current_url(state)
    found: list[dict[str, Any]] = []
    for entry in reversed(history_of(state)):
        if entry.url != url or entry.url_changed:
            break
        if entry.ok and entry.type in REPLAYED and not entry.action.get("submit"):
            found.append(dict(entry.action))
    return list(reversed(found))


def needed_secrets(actions: list[dict[str, Any]]) -> set[str]:
    """Secret names the replayed actions type (their placeholders)."""
    return {m.group(1).upper() for a in actions for m in PLACEHOLDER_RE.finditer(str(a.get("text") or ""))}


async def replay_inputs(ctx: AgentContext, state: Mapping[str, Any]) -> list[str]:
    """Type the page's values again (see the module docstring); returns one note per action."""
    actions = replayable(state)
    if not actions:
        return []
    before = observation_of(state) or Observation(url="")
    step = int(state.get("step", 0)) + 1
    fresh = await take_observation(ctx, state, step, screenshot=False)
    secrets = ctx.secrets.as_mapping() if ctx.secrets else None
    notes = []
    for data in actions:
        old = before.element(int(data["element_id"])) if data.get("element_id") is not None else None
        match = refind(old, fresh) if old is not None else None
        if match is None:
            notes.append(f"not replayed (the field is gone): {_short(data)}")
            continue
        action = parse_action({**data, "element_id": match.id})
        result = await run_action(action, ctx.browser, fresh, ctx.settings, secrets=secrets)
        notes.append(f"{'replayed' if result.ok else 'replay failed'}: {_short(data)}")
    return notes


def _short(action: dict[str, Any]) -> str:
    text = re.sub(r"\s+", " ", str(action.get("text") or ""))[:40]
    return f"{action.get('type')} [{action.get('element_id')}] {text!r}"


def recorded_result(run_dir: RunDir, state: Mapping[str, Any]) -> ExecResult | None:
    """The result of the step's action as recorded before the process died (``recorded_exec``), or
    None: the execute node then uses it instead of doing the action again."""
    path = state.get("recorded_exec")
    if not path:
        return None
    try:
        return ExecResult.model_validate_json((run_dir.root / str(path)).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
