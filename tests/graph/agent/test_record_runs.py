"""Operations (issue 29): the disk fills up in the middle of a run. The run never ends in a traceback: it
stops or finishes, says in one sentence what could not be written, and does not claim a clean record
(``RunResult.record_error``; the CLI exits 74 on it). The read-only run directory is tested through
the CLI (tests/e2e/cli/test_record_faults.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.faults import FaultServer, TinyDisk
from tests.fixtures.scripted import ScriptedPlanner, click_text, done, settings_for
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.plan.base import PlannerContext
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


def then(fault: Any, action: Any) -> Any:
    def step(ctx: PlannerContext) -> Any:
        fault()
        return action(ctx) if callable(action) else action

    return step


@pytest.mark.parametrize(("fault", "words"), [("fill", "No space left on device")])
async def test_a_disk_that_fills_up_mid_run_ends_it_saying_so(
    fault_server: FaultServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    tiny_disk: TinyDisk,
    fault: str,
    words: str,
) -> None:
    fault_server.route("/b", "<title>B</title><h1>Page B</h1><a href='/c'>To C</a>")
    fault_server.route("/c", "<title>C</title><h1>Page C</h1>")
    url = fault_server.route("/a", "<title>A</title><h1>Page A</h1><a href='/b'>To B</a>")
    planner = ScriptedPlanner(
        [click_text("To B"), then(getattr(tiny_disk, fault), click_text("To C")), done("on C")]
    )
    settings = settings_for(test_settings, tmp_path, max_steps=6).model_copy(
        update={"runs_dir": tiny_disk.path}
    )
    result = await run_agent(
        "open page C", start_url=url, settings=settings, runtime=runtime, planner=planner
    )
    assert result.record_error is not None, result
    assert result.record_error.startswith("the run's record is incomplete:") and words in result.record_error
    assert "logs/trace.jsonl" in result.record_error or "checkpoints.sqlite" in result.record_error
    assert result.terminal_reason is not None  # it ended, with a terminal, instead of raising
