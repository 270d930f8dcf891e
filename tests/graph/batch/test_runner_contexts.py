"""A batch worker runs many goals on one browser and carries nothing from one to the next (issue 17):
after every run, whether it ended well or its agent raised, the browser has no context left."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.fixtures.batch import demo_batch
from tests.fixtures.settings_env import isolate_settings
from wayfinder.batch.jobs import BatchInputs, load_jobs
from wayfinder.batch.runs import AgentRunner
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.graph


async def _never() -> str | None:
    return None


async def test_each_run_closes_its_context_even_when_the_agent_raises(
    demo: DemoServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_settings(monkeypatch, tmp_path)
    jobs = load_jobs(
        demo_batch(tmp_path / "b.jsonl"), "agent", BatchInputs({}, tmp_path / "runs", demo.url), {}
    )
    runner = AgentRunner()
    await runner.start()
    try:
        row = await runner.run(jobs[0], _never)
        assert row.terminal_reason and row.run_dir
        assert runner.shared is not None
        browser = runner.shared.browser
        assert browser.contexts == []
        # a bad planner name raises inside run_agent, after the run's context was opened
        broken = replace(jobs[1], settings=jobs[1].settings.model_copy(update={"planner": "nonsense"}))
        with pytest.raises(Exception):  # noqa: B017 - whatever the agent raises, the context must go
            await runner.run(broken, _never)
        assert browser.contexts == []
        row = await runner.run(jobs[2], _never)
        assert row.terminal_reason and browser.contexts == [] and runner.shared.browser is browser
    finally:
        await runner.close()
