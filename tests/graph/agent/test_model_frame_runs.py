"""With a model, the model reads the goal too (issue 32): the run asks it once for the goal frame, and
the verifier and the stages use the model's frame; where it differs from the rules' reading is in the
trace, the summary and the report. A frame that does not fit, or none in time, leaves the rules frame
to serve, and the run says so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.openai_server import FakeOpenAI, delayed, last_user_text, text, tool_call
from tests.fixtures.scripted import llm_settings, run_on_shop, trace_of
from wayfinder.agent.run import RunResult
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.intent import parse_goal
from wayfinder.settings import Settings
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.graph

ANSWER = "This is the VoltMart home page"
DONE = tool_call("done", success=True, answer=ANSWER)


def _counting_frame(body: dict[str, Any]) -> dict[str, Any]:
    """A model that reads 'Open the VoltMart home page' as a question asking for a count."""
    frame = parse_goal(last_user_text(body)).to_dict()
    frame.update(task_mode="answer", answer_kind="count", goal_kind="object")
    return text(json.dumps(frame))


async def _run(
    demo: DemoServer, runtime: BrowserRuntime, settings: Settings, server: FakeOpenAI
) -> tuple[RunResult, dict[str, Any]]:
    server.script([DONE, DONE])
    result = await run_on_shop(demo, runtime, settings)
    _steps, summary = read_trace(result.run_dir / "logs" / "trace.jsonl")
    assert summary is not None
    return result, summary.extra


async def test_the_verifier_uses_the_models_frame_and_the_disagreement_is_shown(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.set_frame_policy(_counting_frame)
    result, extra = await _run(
        demo, runtime, llm_settings(test_settings, tmp_path, openai_server), openai_server
    )
    # the model asked for a count: an answer with no number is not backed
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "unverified_answer"
    assert len(openai_server.frame_requests) == 1  # once per run
    assert extra["frame_source"] == "model" and extra["task_mode"] == "answer"
    assert any(n.startswith("task_mode: the rules read") for n in extra["frame_notes"])
    (record,) = [s for s in trace_of(result) if s.node == "goal_frame"]
    assert record.step == 0 and record.plan is not None
    reading = record.plan["goal_frame"]
    assert reading["source"] == "model" and reading["frame"]["answer_kind"] == "count"
    assert reading["rules_frame"]["task_mode"] != "answer"
    report = (result.run_dir / "report.html").read_text()
    assert "Goal frame: the model&#x27;s is used" in report and "task_mode: the rules read" in report


async def test_a_frame_that_agrees_changes_nothing(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    result, extra = await _run(
        demo, runtime, llm_settings(test_settings, tmp_path, openai_server), openai_server
    )
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert extra["frame_source"] == "model" and "frame_notes" not in extra
    assert len(openai_server.frame_requests) == 1 and len(openai_server.requests) == 1


@pytest.mark.parametrize(
    ("reply", "note"),
    [
        (text('{"steps": "none of it"}'), "the model's frame was not valid"),
        (delayed(30.0, text("{}")), "the model did not read the goal"),  # past planner_timeout_s
    ],
    ids=["invalid", "timeout"],
)
async def test_the_rules_frame_serves_when_the_model_gives_none(
    reply: dict[str, Any],
    note: str,
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.set_frame_policy(lambda _body: reply)
    settings = llm_settings(test_settings, tmp_path, openai_server, planner_timeout_s=2.0)
    result, extra = await _run(demo, runtime, settings, openai_server)
    assert result.terminal_reason == "goal_satisfied", result.evidence  # read by the rules, as before
    assert extra["frame_source"] == "rules"
    (said,) = extra["frame_notes"]
    assert note in said and "the rules frame is used" in said
    (record,) = [s for s in trace_of(result) if s.node == "goal_frame"]
    assert record.ux_message == said
