"""Pausing for a person through the Python API: a question pauses the run (``on_confirm = "pause"``),
``answer`` resumes it in a new browser, and the planner continues with the answer in the goal."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.scripted import ScriptedPlanner, done, run_on_shop, settings_for, trace_of
from wayfinder.agent.resume import answer, approve, resume_run
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.errors import ConfigError
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings
from wayfinder.trace.runs import list_runs

pytestmark = pytest.mark.graph

QUESTION = "Which screen size do you want?"


async def test_a_question_pauses_and_answer_resumes_to_the_end(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    settings = settings_for(test_settings, tmp_path, on_confirm="pause", observe_screenshot_mode="none")
    paused = await run_on_shop(
        demo, runtime, settings, ScriptedPlanner([{"type": "ask_user", "question": QUESTION}])
    )
    assert paused.status == "waiting" and paused.terminal_reason is None
    assert paused.waiting is not None and paused.waiting["question"] == QUESTION
    (row,) = list_runs(settings.runs_dir, waiting=True)
    assert row.session_id == paused.session_id and QUESTION in (row.waiting or "")

    still = await resume_run(paused.session_id, runs_dir=settings.runs_dir, settings=settings)
    assert still.status == "waiting"  # no reply and nobody to ask: it stays paused
    with pytest.raises(ConfigError, match="not waiting for that"):
        await approve(paused.session_id, runs_dir=settings.runs_dir, settings=settings)

    seen: list[PlannerContext] = []

    def finish(ctx: PlannerContext) -> dict[str, object]:
        seen.append(ctx)
        # not a claim of success: nothing on the shop's home backs "looking for ..." (the verifier would
        # send it back); the resume path is what this test is about
        return done(f"looking for {ctx.answers[-1].answer}", success=False)

    result = await answer(
        paused.session_id,
        "27 inch",
        runs_dir=settings.runs_dir,
        settings=settings,
        planner=ScriptedPlanner([finish]),
    )
    assert result.status == "ended" and result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "done_failure"
    assert result.answer == "looking for 27 inch" and result.run_dir == paused.run_dir
    assert seen and seen[0].observation.url.startswith(demo.shop_url)  # the new browser is on the shop
    steps = trace_of(result)
    (resumed,) = [s for s in steps if s.node == "resumed"]
    assert resumed.resume is not None and resumed.resume["decision"] == "answered"
    assert [s.node for s in steps].count("waiting") == 1
    assert list_runs(settings.runs_dir, waiting=True) == []
