"""The thin facade: ``run_portal(url, search, ...)`` walks the portal, writes and tests the script,
and returns a :class:`PortalResult`; the trace, state file and report are in the run directory."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wayfinder.browser.launch import SharedBrowser
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.portal.graph import compile_graph
from wayfinder.portal.state import PortalContext, PortalState, StatusHook, initial_state
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

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "message": self.message,
            "script_path": self.script_path,
            "columns": self.columns,
            "rows": self.rows,
            "run_dir": str(self.run_dir),
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
) -> PortalResult:
    """Run the workflow once. ``shared`` lets tests reuse one launched browser (a fresh context)."""
    run_dir = RunDir.create(Path(settings.runs_dir))
    started = time.time()
    final: dict[str, Any] = dict(initial_state(url, search))
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
            state: PortalState = initial_state(url, search)
            result = await compile_graph().ainvoke(
                state, context=ctx, config={"recursion_limit": RECURSION_LIMIT}
            )
            final = dict(result)
        finally:
            await runtime.close()
            _summarize(tracer, final, url, started)
    _write_report(run_dir)
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
                "rows": final.get("rows", 0),
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
