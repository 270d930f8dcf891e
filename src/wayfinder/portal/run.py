"""The thin facade: ``run_portal(url, search, ...)`` walks the portal, writes and tests the script,
and returns a :class:`PortalResult`; the trace, state file and report are in the run directory."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wayfinder.browser.launch import SharedBrowser
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.portal.breakers import Limits
from wayfinder.portal.graph import STATE_FILE, compile_graph
from wayfinder.portal.state import FAILED, PortalContext, PortalState, StatusHook, initial_state
from wayfinder.settings import Settings
from wayfinder.trace.records import RunSummary
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

RECURSION_LIMIT = 60


@dataclass
class PortalResult:
    status: str
    message: str
    script_path: str | None
    columns: list[str]
    rows: int
    run_dir: Path
    input_error: bool = False
    state: dict[str, Any] = field(default_factory=dict)

    @property
    def stated_total(self) -> int | None:
        """The number of rows the results page stated (exactly), or None."""
        return stated_rows(self.state)

    @property
    def rows_written(self) -> int:
        return int(self.state.get("rows_written", 0))

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "message": self.message,
            "script_path": self.script_path,
            "script_kind": self.state.get("script_kind") or None,
            "browser_script_path": self.state.get("browser_script_path") or None,
            "http_note": self.state.get("http_note") or None,
            "columns": self.columns,
            "link_columns": list(self.state.get("link_columns", [])),
            "control_columns": list(self.state.get("control_columns", [])),
            "rows": self.rows,
            "stated_total": self.stated_total,
            "rows_written": self.rows_written,
            "run_dir": str(self.run_dir),
        }


def stated_rows(state: dict[str, Any]) -> int | None:
    stated = state.get("stated")
    if not isinstance(stated, dict) or stated.get("approximate"):
        return None
    rows = stated.get("rows")
    return int(rows) if rows is not None else None


def limits_from(settings: Settings) -> Limits:
    return {
        "disclaimer_clicks": settings.portal_max_disclaimer_clicks,
        "script_tests": settings.portal_max_script_tests,
        "attempts": settings.portal_max_attempts,
        "same_selector": settings.portal_same_selector_limit,
    }


async def run_portal(
    url: str,
    search: dict[str, str],
    settings: Settings,
    *,
    out_dir: Path | None = None,
    on_status: StatusHook | None = None,
    shared: SharedBrowser | None = None,
    script_timeout_s: float = 90.0,
    on_end: Callable[[PortalResult], None] | None = None,
) -> PortalResult:
    """Run the workflow once. ``shared`` lets tests reuse one launched browser (a fresh context).

    Ctrl-C or SIGTERM (a cancelled task) ends the run as the agent's do: the script being tested is
    stopped, the summary and the report are written (status FAILED, saying what stopped it and where),
    ``on_end`` gets that result, and the cancellation goes on to the caller."""
    run_dir = RunDir.create(Path(settings.runs_dir))
    started = time.time()
    final: dict[str, Any] = dict(initial_state(url, search, limits_from(settings)))
    try:
        with Tracer(run_dir) as tracer:
            runtime = BrowserRuntime(settings, downloads_dir=run_dir.downloads_dir, shared=shared)
            try:
                await runtime.start()
                ctx = PortalContext(
                    runtime=runtime,
                    tracer=tracer,
                    settings=settings,
                    run_dir=run_dir,
                    out_dir=Path(out_dir) if out_dir else run_dir.root,
                    on_status=on_status,
                    script_timeout_s=script_timeout_s,
                )
                state: PortalState = initial_state(url, search, limits_from(settings))
                result = await compile_graph().ainvoke(
                    state, context=ctx, config={"recursion_limit": RECURSION_LIMIT}
                )
                final = dict(result)
            except (asyncio.CancelledError, KeyboardInterrupt) as exc:  # Ctrl-C, SIGTERM: said and recorded
                final = interrupted(run_dir, final, exc)
                tracer.log(f"[Portal] {final['message']}", "warning")
                raise
            finally:
                with contextlib.suppress(Exception):  # a browser already gone must not hide the outcome
                    await runtime.close()
                _summarize(tracer, final, url, started)
    finally:
        _write_report(run_dir)
        if on_end is not None:
            on_end(result_of(final, run_dir))
    return result_of(final, run_dir)


def result_of(final: dict[str, Any], run_dir: RunDir) -> PortalResult:
    return PortalResult(
        status=str(final.get("status") or "FAILED"),
        message=str(final.get("message", "")),
        script_path=final.get("generated_script_path") or None,
        columns=list(final.get("columns", [])),
        rows=int(final.get("rows", 0)),
        run_dir=run_dir.root,
        input_error=bool(final.get("input_error")),
        state=final,
    )


def interrupted(run_dir: RunDir, final: dict[str, Any], exc: BaseException) -> dict[str, Any]:
    """The state a portal run reached when Ctrl-C or SIGTERM stopped it (the last state its nodes saved),
    ended FAILED with one sentence saying what stopped it and where it was."""
    saved = dict(final)
    with contextlib.suppress(OSError, ValueError):
        saved = json.loads((run_dir.state_dir / STATE_FILE).read_text(encoding="utf-8"))
    why = str(exc.args[0]) if isinstance(exc, asyncio.CancelledError) and exc.args else "interrupted (Ctrl-C)"
    doing = str(saved.get("status") or "starting").lower().replace("_", " ")
    message = f"the run was stopped ({why}) while it was at: {doing}"
    history = [*saved.get("status_history", []), FAILED]
    return {**saved, "status": FAILED, "message": message, "interrupted": why, "status_history": history}


def _summarize(tracer: Tracer, final: dict[str, Any], url: str, started: float) -> None:
    ended = time.time()
    status = final.get("status")
    tracer.summary(
        RunSummary(
            session_id=tracer.session_id,
            kind="portal",
            goal=f"scrape the records portal at {url}",
            start_url=url,
            started_at=started,
            ended_at=ended,
            duration_s=ended - started,
            steps=len(final.get("status_history", [])),
            terminal_reason=str(status).lower() if status else None,
            answer=final.get("message") or None,
            extra={
                "status": status,
                "script_path": final.get("generated_script_path") or None,
                "columns": final.get("columns", []),
                "sample_rows": final.get("sample_rows", []),
                "rows": final.get("rows", 0),
                "stated_total": stated_rows(final),
                "rows_written": final.get("rows_written", 0),
                "link_columns": final.get("link_columns", []),
                "control_columns": final.get("control_columns", []),
                "script_kind": final.get("script_kind") or None,
                "attempts": final.get("script_test_attempts", 0),
                "message": final.get("message", ""),
            },
        )
    )


def _write_report(run_dir: RunDir) -> None:
    """The HTML report, when the report module is there; a report problem never fails the run."""
    try:
        from wayfinder.trace.report import write_report

        write_report(run_dir.root)
    except Exception:  # the report is a by-product; the run's own files are already written
        return
