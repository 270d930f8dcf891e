"""The MiniWoB++ harness parts that need no agent: the utf-8 server, seeded episodes, the result latch,
ending an unfinished episode; plus task-name checks, scoring and the CLI's bad-input exit.

Outcomes are read from the task page itself (its ``WOB_*`` globals and the harness latch).
"""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from wayfinder.browser.runtime import BrowserRuntime
from wayfinder_bench.miniwob import UnknownTaskError, check_tasks, parse_task_spec
from wayfinder_bench.miniwob_episode import (
    end_unfinished,
    episode_done,
    read_live_globals,
    read_result,
    start_episode,
)
from wayfinder_bench.miniwob_report import EpisodeRow, build_results, is_success, markdown_table
from wayfinder_bench.miniwob_server import MiniwobServer, available_tasks

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def miniwob() -> Iterator[MiniwobServer]:
    with MiniwobServer() as server:
        yield server


def test_server_sends_utf8_html(miniwob: MiniwobServer) -> None:
    with urllib.request.urlopen(miniwob.task_url("unicode-test"), timeout=10) as resp:
        assert resp.status == 200
        assert resp.headers["Content-Type"] == "text/html; charset=utf-8"
        assert b"genProblem" in resp.read()


async def test_unicode_task_is_decoded_as_utf8(miniwob: MiniwobServer, runtime: BrowserRuntime) -> None:
    await runtime.goto(miniwob.task_url("unicode-test"))
    goal = await start_episode(runtime.page, 3)
    assert await runtime.page.evaluate("document.characterSet") == "UTF-8"
    assert goal.startswith("Click on the") and not any(ch in goal for ch in "ãâÃ")


async def test_same_seed_same_utterance(miniwob: MiniwobServer, runtime: BrowserRuntime) -> None:
    goals = []
    for seed in (1, 2, 1, 3, 4):
        await runtime.goto(miniwob.task_url("enter-text"))
        goals.append(await start_episode(runtime.page, seed))
    assert all(g.startswith("Enter") for g in goals), goals
    assert goals[0] == goals[2]
    assert len(set(goals)) >= 3, f"seeds should change the problem: {goals}"


async def test_email_inbox_object_utterance_is_text(miniwob: MiniwobServer, runtime: BrowserRuntime) -> None:
    await runtime.goto(miniwob.task_url("email-inbox-forward-nl"))
    goal = await start_episode(runtime.page, 0)
    assert isinstance(goal, str) and len(goal) > 10, goal
    assert "[object Object]" not in goal and "utterance" not in goal


async def test_latch_keeps_first_reward_after_cover_click(
    miniwob: MiniwobServer, runtime: BrowserRuntime
) -> None:
    page = runtime.page
    await runtime.goto(miniwob.task_url("click-test-2"))
    goal = await start_episode(page, 0)
    assert goal == "Click button ONE."
    assert not await episode_done(page)
    await page.click("button:text-is('ONE')")
    first = await read_result(page)
    assert first.done and first.raw_reward == 1.0 and is_success(first.raw_reward)
    # The START cover is back; clicking it starts a new episode and zeroes the page's globals ...
    await page.click("#sync-task-cover")
    live = await read_live_globals(page)
    assert live["done"] is False and live["raw"] == 0
    # ... but the latch still holds the first result, and a second ending does not replace it.
    await page.click("button:text-is('TWO')")
    assert (await read_live_globals(page))["raw"] == -1
    assert await read_result(page) == first


async def test_wrong_answer_latches_minus_one(miniwob: MiniwobServer, runtime: BrowserRuntime) -> None:
    page = runtime.page
    await runtime.goto(miniwob.task_url("click-test-2"))
    await start_episode(page, 0)
    await page.click("button:text-is('TWO')")
    result = await read_result(page)
    assert result.done and result.raw_reward == -1.0 and not is_success(result.raw_reward)


async def test_end_unfinished_scores_minus_one_once(miniwob: MiniwobServer, runtime: BrowserRuntime) -> None:
    page = runtime.page
    await runtime.goto(miniwob.task_url("click-test-2"))
    await start_episode(page, 0)
    assert await end_unfinished(page) is True
    result = await read_result(page)
    assert result.done and result.raw_reward == -1.0 and "stopped" in (result.reason or "")
    assert await end_unfinished(page) is False


def test_task_spec_from_list_and_file(tmp_path: Path) -> None:
    assert parse_task_spec("click-test-2, enter-text,,click-test-2") == ["click-test-2", "enter-text"]
    listing = tmp_path / "tasks.txt"
    listing.write_text("# dev\nclick-button\n\nenter-text.html  # a comment\n", encoding="utf-8")
    assert parse_task_spec(str(listing)) == ["click-button", "enter-text"]


def test_unknown_task_lists_close_matches(miniwob: MiniwobServer) -> None:
    known = available_tasks(miniwob.root)
    assert "click-test-2" in known and len(known) > 100
    assert check_tasks(["click-test-2"], known) == ["click-test-2"]
    with pytest.raises(UnknownTaskError) as err:
        check_tasks(["click-tset-2"], known)
    assert "click-tset-2" in str(err.value) and "click-test-2" in str(err.value)


def test_cli_unknown_task_exits_64() -> None:
    import typer

    from wayfinder_bench.cli.miniwob import add_miniwob_command

    app = typer.Typer()

    @app.callback()
    def _root() -> None:
        """Group so ``miniwob`` is a sub-command, as in ``wayfinder bench``."""

    add_miniwob_command(app)
    out = CliRunner().invoke(app, ["miniwob", "--tasks", "enter-txet", "--seeds", "1"])
    assert out.exit_code == 64, out.output
    assert "enter-text" in out.output


def _row(task: str, raw: float, steps: int) -> EpisodeRow:
    return EpisodeRow(
        task,
        0,
        "goal",
        True,
        raw,
        raw,
        None,
        is_success(raw),
        "goal_failed",
        "failure",
        steps,
        steps,
        1.0,
        None,
    )


def test_aggregates_and_markdown() -> None:
    rows = [_row("a", 1.0, 2), _row("a", -1.0, 4), _row("b", 0.5, 6)]
    res = build_results(rows, planner="rules", seeds=[0, 1], max_steps=25)
    assert [a.name for a in res.per_task] == ["a", "b"]
    a, b = res.per_task
    assert (a.successes, a.success_rate, a.mean_raw_reward, a.mean_steps) == (1, 0.5, 0.0, 3.0)
    assert b.successes == 0, "partial credit is not success"
    assert res.overall.episodes == 3 and res.overall.success_rate == pytest.approx(1 / 3, abs=1e-4)
    table = markdown_table(res)
    assert "| `a` | 1/2 | 50% | 0 | 0.00 | 3.0 |" in table
    assert table.strip().splitlines()[-1].startswith("| **overall** | 1/3 | 33%")
