"""A MiniWoB++ pool worker serves many episodes from one browser without carrying anything from one
to the next (issue 17): each episode gets a context of its own, closed when the episode ends, so the
browser's contexts and pages return to none after every episode, even one the agent fails or one
whose page was left with extra tabs."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder.bench.miniwob import bench_settings
from wayfinder.bench.miniwob_pool import MiniwobRunner
from wayfinder.bench.miniwob_server import miniwob_html_root

pytestmark = pytest.mark.graph


async def _never() -> str | None:
    return None


async def test_every_episode_closes_its_context(tmp_path: Path) -> None:
    settings = bench_settings(planner="rules", max_steps=4, runs_dir=tmp_path / "runs")
    runner = MiniwobRunner(settings, miniwob_html_root())
    await runner.start()
    try:
        assert runner.shared is not None
        browser = runner.shared.browser
        seen_contexts = []
        for task, seed in [("click-test-2", 0), ("enter-text", 1), ("click-tab", 2), ("click-test-2", 3)]:
            row = await runner.run((task, seed), _never)
            assert row.error is None and row.done and row.utterance, row
            seen_contexts.append(row.run_dir)
            assert browser.contexts == [], f"{task}: its context outlived the episode"
        assert len(set(seen_contexts)) == 4  # each episode its own run
        assert browser.is_connected()
    finally:
        await runner.close()
