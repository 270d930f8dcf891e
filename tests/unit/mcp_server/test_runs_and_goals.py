"""``list_runs``/``get_run`` over run directories, and the pure helpers of the high-level tools."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mcp.server.mcpserver.exceptions import ToolError

from wayfinder.agent.events import AgentEvent
from wayfinder.mcp_server.goals import is_line, question_of, read_verified
from wayfinder.mcp_server.runs import get_run, list_runs
from wayfinder.trace.records import RunSummary, StepRecord
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer


def _run(runs_dir: Path, goal: str, **summary: object) -> RunDir:
    run = RunDir.create(runs_dir)
    with Tracer(run) as tracer:
        tracer.record(
            StepRecord(session_id=run.session_id, step=1, node="execute", ts=1.0, ux_message="Clicking 'Go'")
        )
        tracer.record(StepRecord(session_id=run.session_id, step=1, node="progress", ts=1.1))
        fields: dict[str, object] = {"terminal_reason": "goal_failed", **summary}
        tracer.summary(
            RunSummary(
                session_id=run.session_id, goal=goal, started_at=1.0, ended_at=2.0, duration_s=1.0, **fields
            )  # type: ignore[arg-type]
        )
    return run


def test_get_run_gives_summary_and_narration(tmp_path: Path) -> None:
    run = _run(tmp_path, "open the help page")
    detail = get_run(tmp_path, run.session_id)
    assert detail["summary"]["goal"] == "open the help page"
    assert detail["narration"] == ["1: Clicking 'Go'"]
    listed = list_runs(tmp_path, 5)
    assert [r["session_id"] for r in listed.runs] == [run.session_id] and listed.count == 1


@pytest.mark.parametrize("name", ["", "..", "../x", "/etc", "no-such-run"])
def test_get_run_refuses_what_is_not_a_run_here(tmp_path: Path, name: str) -> None:
    _run(tmp_path, "anything")
    with pytest.raises(ToolError, match="There is no run"):
        get_run(tmp_path, name)


def test_verified_is_read_from_the_summary_when_recorded(tmp_path: Path) -> None:
    run = RunDir.create(tmp_path)
    run.trace_path.write_text(json.dumps({"type": "summary", "verification": {"verified": True}}) + "\n")
    assert read_verified(run.root, object()) is True
    run.trace_path.write_text(json.dumps({"type": "summary"}) + "\n")
    assert read_verified(run.root, object()) is None


@pytest.mark.parametrize(
    ("kind", "node", "message", "shown"),
    [
        ("intent", "planner", "Opening the cheapest result", True),
        ("action", "execute", "Clicking 'Next': Done", True),
        ("step", "observe", "Looking at a listing page", False),
        ("step", "goal_check", "Now at the verify stage", False),
        ("planner_started", "planner", "thinking", False),
        ("terminal", "finalize", "Finished: the goal is met", True),
        ("refused", "confirm", "Not clicking 'Buy': high risk", True),
        ("intent", "planner", "", False),
        ("terminal", "finalize", "Waiting for approval. Go on with: wayfinder approve X", False),
    ],
)
def test_progress_lines_are_what_the_console_shows(kind: str, node: str, message: str, shown: bool) -> None:
    data: dict[str, object] = {"node": node, **({"reason": "waiting"} if "Waiting" in message else {})}
    event = AgentEvent(kind=kind, step=2, message=message, data=data)  # type: ignore[arg-type]
    assert is_line(event) is shown


@pytest.mark.parametrize(
    ("status", "waiting", "evidence", "question"),
    [
        ("waiting", {"kind": "question", "question": "Which size?"}, {}, "Which size?"),
        (
            "waiting",
            {
                "kind": "confirm",
                "what": "clicking [4] 'Buy'",
                "risk": "high",
                "reasons": ["completes a purchase"],
            },
            {},
            "Allow clicking [4] 'Buy'? It is high risk (completes a purchase).",
        ),
        (
            "ended",
            None,
            {"question": "Ready to place the order for X at $5: confirm?"},
            "Ready to place the order for X at $5: confirm?",
        ),
        ("ended", None, {"stop_reason": "done_failure"}, None),
    ],
)
def test_the_question_for_the_person(
    status: str, waiting: dict[str, object] | None, evidence: dict[str, object], question: str | None
) -> None:
    assert question_of(status, waiting, evidence) == question
