"""``wayfinder portal debug RUN_DIR``: what a person needs when a portal run got stuck, read from the
run directory alone (``state/portal_state.json`` and ``escalation.json``), with the likely cause."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder.portal.steps import describe_steps

STATE_FILE = Path("state") / "portal_state.json"


def load_portal_state(run_dir: Path) -> dict[str, Any]:
    path = Path(run_dir) / STATE_FILE
    if not path.is_file():
        raise ConfigError(f"{run_dir} has no {STATE_FILE} (is it a portal run directory?)")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _script_cause(error: str) -> str:
    low = error.lower()
    if "http 5" in low:
        return "the portal answered with a server error; retry later or check the site by hand"
    if "alternatives matching now" in low or "not found" in low or "no alternative matched" in low:
        return "the page's selectors changed (ids/classes renamed) or the element never appeared"
    if "did not change" in low:
        return "the next-page control did not load a new page of rows (pagination changed or is slow)"
    if "rows, but the portal states" in low:
        return "pagination stopped early or repeated a page: check the Next control"
    if "headers" in low:
        return "the grid's columns changed since the walk"
    return "see the last error and the script's stderr in state/script_test_*.stderr.txt"


def likely_cause(state: dict[str, Any]) -> str:
    """One sentence for the common stuck states."""
    status = state.get("status")
    if status in (None, "NAVIGATING"):
        return (
            "stuck at NAVIGATING: the first page was never classified - the URL may be wrong or blocked, "
            "or the page is neither a disclaimer, a search form nor a results grid"
        )
    if status == "CLICK_EXECUTED" and int(state.get("disclaimer_click_attempts", 0)) > 0:
        return (
            "CLICK_EXECUTED with no page change: the accept control did not work - it may need a checkbox "
            "ticked first, a different button, or it opens a new tab"
        )
    error = str(state.get("script_error") or "")
    if status in ("SCRIPT_FAILED", "NEEDS_HUMAN_REVIEW") and error:
        return f"the script failed: {_script_cause(error)}"
    if status == "FAILED":
        return str(state.get("message") or "the run failed; see logs/agent.log")
    if status == "DONE":
        return "not stuck: the run finished"
    return "see logs/agent.log for the last decisions"


def _stated(state: dict[str, Any]) -> str:
    stated = state.get("stated")
    if not isinstance(stated, dict):
        return "-"
    return f"{stated.get('total')} {stated.get('kind')} ({stated.get('text', '')})"


def model_lines(state: dict[str, Any]) -> list[str]:
    """The model's page classifications where they disagree with the heuristics (model runs only)."""
    verdicts = state.get("model_verdicts") or []
    if not verdicts:
        return []
    disagree = [v for v in verdicts if v.get("agree") is False]
    failed = [v for v in verdicts if v.get("model") is None]
    lines = [
        f"model analysis:     {len(verdicts)} pages, {len(disagree)} disagreements, {len(failed)} failed"
    ]
    for v in disagree:
        reason = (v.get("verdict") or {}).get("reason", "")
        lines.append(
            f"  disagree: {v.get('url', '')}: heuristics {v['heuristic']}, model {v['model']} ({reason})"
        )
    for v in failed:
        lines.append(f"  no answer: {v.get('url', '')}: {v.get('error', '')}")
    return lines


def debug_lines(run_dir: Path) -> list[str]:
    state = load_portal_state(run_dir)
    steps = state.get("recorded_steps", [])
    lines = [
        f"run:                {run_dir}",
        f"status:             {state.get('status')}",
        f"history:            {' -> '.join(state.get('status_history', [])) or '-'}",
        f"url:                {state.get('url', '')}",
        f"disclaimer clicks:  {state.get('disclaimer_click_attempts', 0)} (since the page last changed)",
        f"clicked selectors:  {', '.join(state.get('clicked_selectors', [])) or '-'}",
        f"script attempts:    {state.get('script_test_attempts', 0)}",
        f"script:             {state.get('generated_script_path') or '-'}",
        f"last error:         {state.get('script_error') or state.get('message') or '-'}",
        f"failing step:       {state.get('failing_step') if state.get('failing_step') is not None else '-'}",
        f"search applied:     {'yes' if state.get('search_applied') else 'no'}",
        f"stated total:       {_stated(state)}; rows written: {state.get('rows_written', 0)}",
        f"script kind:        {state.get('script_kind') or '-'}"
        + (f" ({state['http_note']})" if state.get("http_note") else ""),
        "recorded steps:",
    ]
    for step in describe_steps(steps):
        active = step["selectors"][step["active"]] if step["selectors"] else "-"
        lines.append(
            f"  {step['index']}. {step['kind']:9s} {step['description']}  [{active}; wait {step['wait_ms']} ms]"
        )
    lines += model_lines(state)
    escalation = Path(run_dir) / "escalation.json"
    if escalation.is_file():
        reason = json.loads(escalation.read_text(encoding="utf-8")).get("reason", "")
        lines.append(f"escalation:         {reason} (escalation.json, escalation.png)")
    lines.append(f"likely cause:       {likely_cause(state)}")
    return lines
