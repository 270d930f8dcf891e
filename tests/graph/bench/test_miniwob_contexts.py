"""A MiniWoB++ pool worker serves many episodes from one browser without growing with them (issue 17):
the episodes run in a browser context renewed every ``every`` episodes, the old one closed first, so
the browser never holds more than one context and nothing is left once the worker closes."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder_bench.miniwob import CONTEXT_EPISODES, bench_settings
from wayfinder_bench.miniwob_pool import MiniwobRunner
from wayfinder_bench.miniwob_server import miniwob_html_root

pytestmark = pytest.mark.graph


async def _never() -> str | None:
    return None


async def test_episodes_share_a_context_that_is_renewed_and_closed(tmp_path: Path) -> None:
    assert CONTEXT_EPISODES > 1
    settings = bench_settings(planner="rules", max_steps=4, runs_dir=tmp_path / "runs")
    runner = MiniwobRunner(settings, miniwob_html_root())
    await runner.start()
    assert runner.shared is not None and runner.contexts is not None
    browser = runner.shared.browser
    runner.contexts.every = 2
    used = []
    try:
        for task, seed in [("click-test-2", 0), ("enter-text", 1), ("click-tab", 2), ("click-test-2", 3)]:
            row = await runner.run((task, seed), _never)
            assert row.error is None and row.done and row.utterance, row
            assert len(browser.contexts) == 1, f"{task}: an earlier context outlived its episodes"
            used.append(browser.contexts[0])
    finally:
        await runner.close()
    assert used[0] is used[1] and used[2] is used[3] and used[1] is not used[2]
    assert not browser.is_connected()  # the worker's browser went with it
