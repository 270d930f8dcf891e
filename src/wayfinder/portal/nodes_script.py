"""Script nodes: generate_script, test_script (subprocess against the portal, judged by the oracle),
fix_script (next alternative / longer wait, regenerate) and escalate (the human-review report)."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from langgraph.runtime import Runtime

from wayfinder.portal import pageio
from wayfinder.portal.routes import escalation_reason
from wayfinder.portal.script_gen import HTTP_TEMPLATE_NAME, build_spec, http_possible, write_script
from wayfinder.portal.state import (
    DONE,
    NEEDS_HUMAN_REVIEW,
    SCRIPT_FAILED,
    SCRIPT_FIXED,
    SCRIPT_GENERATED,
    PortalContext,
    PortalState,
)
from wayfinder.portal.steps import describe_steps
from wayfinder.portal.verify import fix_steps, judge, parse_rows, used_alternatives

SAMPLE_ROWS = 5  # rows of the passing script's output kept for the report
PAGER_LOOP_RE = re.compile(r"^PAGER-LOOP (.*)$", re.M)

Update = dict[str, Any]


def script_name(url: str, suffix: str = "") -> str:
    host = urlsplit(url).hostname or "portal"
    safe = "".join(c if c.isalnum() else "_" for c in host)
    return f"scrape_{safe}{suffix}.py"


def _spec(state: PortalState) -> dict[str, Any]:
    return build_spec(
        start_url=state["start_url"],
        steps=state.get("recorded_steps", []),
        columns=state.get("columns", []),
        column_mapping=state.get("column_mapping", {}),
        row_selector=state.get("row_selector", ""),
        grid_spec=state.get("grid_spec", {}),
    )


async def generate_script(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    path = write_script(ctx.out_dir / script_name(state["start_url"]), _spec(state))
    ctx.tracer.log(f"[Script] wrote {path}")
    ctx.note(script=str(path))
    return {
        "status": SCRIPT_GENERATED,
        "status_history": [SCRIPT_GENERATED],
        "generated_script_path": str(path),
    }


async def run_script(path: Path, timeout_s: float, *args: str) -> tuple[int, str, str]:
    """Run the script with this interpreter; (returncode, stdout, stderr); -9 when it timed out."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(path), *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout_s)
    except asyncio.CancelledError:  # the workflow was stopped (Ctrl-C, SIGTERM): so is the script
        proc.kill()
        await asyncio.shield(proc.wait())
        raise
    except TimeoutError:
        proc.kill()
        out, err = await proc.communicate()
        return (
            -9,
            out.decode(errors="replace"),
            err.decode(errors="replace") + f"\ntimed out after {timeout_s:g}s",
        )
    return int(proc.returncode or 0), out.decode(errors="replace"), err.decode(errors="replace")


async def test_script(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    attempt = int(state.get("script_test_attempts", 0)) + 1
    path = Path(state["generated_script_path"])
    stem = ctx.run_dir.state_dir / f"script_test_{attempt}"
    shot = stem.with_suffix(".png")
    pause = str(ctx.settings.portal_script_delay_s)
    code, out, err = await run_script(
        path, ctx.script_timeout_s, "--failure-screenshot", str(shot), "--delay", pause, "--backoff", pause
    )
    stem.with_suffix(".csv").write_text(out, encoding="utf-8")
    stem.with_suffix(".stderr.txt").write_text(err, encoding="utf-8")
    verdict = judge(code, out, err, state["oracle"])
    ctx.note(
        attempt=attempt,
        returncode=code,
        ok=verdict.ok,
        error=verdict.error,
        failing_step=verdict.failing_step,
    )
    ctx.tracer.log(f"[Test] attempt {attempt}: {'passed' if verdict.ok else 'failed: ' + verdict.error}")
    if verdict.ok:
        loop = PAGER_LOOP_RE.search(err)  # the pager went round: the script stopped there and said so
        said = f"; {loop.group(1)}" if loop else ""
        return {
            "status": DONE,
            "status_history": [DONE],
            "script_test_attempts": attempt,
            "rows": verdict.rows,
            "rows_written": verdict.rows,
            "sample_rows": parse_rows(out)[1][:SAMPLE_ROWS],
            "message": f"the script wrote {verdict.rows} rows{said}",
            "pager_loop": loop.group(1) if loop else "",
            "script_error": "",
        }
    (ctx.run_dir.state_dir / "last_script_stderr.txt").write_text(err, encoding="utf-8")
    return {
        "status": SCRIPT_FAILED,
        "status_history": [SCRIPT_FAILED],
        "script_test_attempts": attempt,
        "script_error": verdict.error,
        "failing_step": verdict.failing_step,
        "rows": verdict.rows,
        "rows_written": verdict.rows,
    }


async def fix_script(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    err_path = ctx.run_dir.state_dir / "last_script_stderr.txt"
    stderr = err_path.read_text(encoding="utf-8") if err_path.exists() else ""
    steps, change = fix_steps(
        state.get("recorded_steps", []),
        state.get("failing_step"),
        state.get("script_error", ""),
        used_alternatives(stderr),
    )
    fixed: PortalState = {**state, "recorded_steps": steps}
    write_script(Path(state["generated_script_path"]), _spec(fixed))
    ctx.tracer.log(f"[Fix] {change}")
    ctx.note(change=change)
    return {
        "status": SCRIPT_FIXED,
        "status_history": [SCRIPT_FIXED],
        "recorded_steps": steps,
        "last_fix": change,
    }


async def http_script(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    """After the browser script passed: an HTTP-only script (httpx + lxml) replays the walk; it is
    used only when it writes exactly the browser script's rows, else it is deleted."""
    ctx = runtime.context
    spec = _spec(state)
    why_not = http_possible(spec)
    if why_not:
        ctx.note(http=f"not tried: {why_not}")
        return {"script_kind": "browser", "http_note": f"no HTTP script: {why_not}"}
    browser_path = state["generated_script_path"]
    path = write_script(ctx.out_dir / script_name(state["start_url"], "_http"), spec, HTTP_TEMPLATE_NAME)
    pause = str(ctx.settings.portal_script_delay_s)
    code, out, err = await run_script(path, ctx.script_timeout_s, "--delay", pause, "--backoff", pause)
    stem = ctx.run_dir.state_dir / "http_script_test"
    stem.with_suffix(".csv").write_text(out, encoding="utf-8")
    stem.with_suffix(".stderr.txt").write_text(err, encoding="utf-8")
    attempt = int(state.get("script_test_attempts", 0))
    expected = (ctx.run_dir.state_dir / f"script_test_{attempt}.csv").read_text(encoding="utf-8")
    if code == 0 and parse_rows(out) == parse_rows(expected):
        ctx.tracer.log(f"[HTTP] {path} wrote the browser script's {state.get('rows_written', 0)} rows: used")
        ctx.note(http="used", script=str(path), browser_script=browser_path)
        return {
            "script_kind": "http",
            "generated_script_path": str(path),
            "browser_script_path": browser_path,
            "http_note": "the HTTP script wrote exactly the browser script's rows",
        }
    reason = (
        f"exit {code}: {err.strip().splitlines()[-1] if err.strip() else ''}" if code else "different rows"
    )
    path.unlink(missing_ok=True)
    ctx.tracer.log(f"[HTTP] not used ({reason}); the browser script stays")
    ctx.note(http=f"not used: {reason}")
    return {"script_kind": "browser", "http_note": f"the HTTP script was not used: {reason}"}


def escalation_payload(state: PortalState, reason: str, screenshot: str | None) -> dict[str, Any]:
    steps = state.get("recorded_steps", [])
    failing = state.get("failing_step")
    return {
        "status": NEEDS_HUMAN_REVIEW,
        "status_before": state.get("status"),
        "reason": reason,
        "url": state.get("url", ""),
        "failing_step": describe_steps(steps)[failing]
        if failing is not None and 0 <= failing < len(steps)
        else None,
        "selectors_tried": list(state.get("clicked_selectors", [])),
        "last_error": state.get("script_error", ""),
        "script_test_attempts": state.get("script_test_attempts", 0),
        "disclaimer_click_attempts": state.get("disclaimer_click_attempts", 0),
        "attempt_count": state.get("attempt_count", 0),
        "script_path": state.get("generated_script_path", ""),
        "screenshot": screenshot,
        "recorded_steps": describe_steps(steps),
    }


async def escalate(state: PortalState, runtime: Runtime[PortalContext]) -> Update:
    ctx = runtime.context
    reason = escalation_reason(state)
    shot: str | None = None
    try:
        page = await ctx.runtime.ensure_page()
        shot = await pageio.screenshot(page, ctx.run_dir.root / "escalation.png", ctx.tracer.mask)
    except Exception as exc:  # the report must be written even when the browser is gone
        ctx.tracer.log(f"[Escalate] no screenshot: {exc}", "warning")
    payload = escalation_payload(state, reason, "escalation.png" if shot else None)
    attempts = int(state.get("script_test_attempts", 0))
    script_shot = ctx.run_dir.state_dir / f"script_test_{attempts}.png"
    payload["script_screenshot"] = (
        ctx.run_dir.relative(script_shot) if attempts and script_shot.exists() else None
    )
    (ctx.run_dir.root / "escalation.json").write_text(
        json.dumps(payload, indent=2, default=str), encoding="utf-8"
    )
    message = f"needs human review: {reason}"
    if state.get("script_error"):
        message += f"; last error: {state['script_error']}"
    ctx.tracer.log(f"[Escalate] {message}", "warning")
    ctx.note(reason=reason)
    return {"status": NEEDS_HUMAN_REVIEW, "status_history": [NEEDS_HUMAN_REVIEW], "message": message}
