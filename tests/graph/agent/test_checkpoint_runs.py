"""Every run is checkpointed in its run directory: small, resumable, and never holding a secret.

The checkpoint file is read back through LangGraph's own SQLite saver (thread id = session id), so
the test checks what a resume would see, not our own reading of the file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fixtures.scripted import ScriptedPlanner, done, settings_for, type_into
from wayfinder.agent.checkpoints import KEEP, open_saver, thread_config
from wayfinder.agent.graph import compile_graph
from wayfinder.agent.resume import resume_run
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.errors import ConfigError
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runmeta import read_meta

pytestmark = pytest.mark.graph

SECRET = "correct-horse-battery-9"
MAX_CHECKPOINT_BYTES = 1_000_000


def _files_size(run_dir: Path) -> int:
    """The checkpoint database with its journal files, as left on disk."""
    return sum(p.stat().st_size for p in run_dir.glob("checkpoints.sqlite*"))


async def test_ten_step_run_leaves_a_small_checkpoint_of_its_last_state(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    products = [p.id for p in demo.state.catalog.products[:10]]
    script = [{"type": "navigate", "url": f"{demo.url}/shop/p/{pid}?consent=1"} for pid in products]
    settings = settings_for(test_settings, tmp_path, max_steps=20, observe_screenshot_mode="none")
    result = await run_agent(
        "Look at ten products one after another",
        start_url=demo.shop_url + "?consent=1",
        settings=settings,
        runtime=runtime,
        planner=ScriptedPlanner([*script, done("seen", success=False)]),  # "seen" is no answer to back
    )
    assert result.terminal_reason == "goal_failed" and result.steps == 11
    assert 0 < _files_size(result.run_dir) < MAX_CHECKPOINT_BYTES
    async with open_saver(result.run_dir / "checkpoints.sqlite") as saver:
        graph = compile_graph(checkpointer=saver)
        latest = await graph.aget_state(thread_config(result.session_id))
        history = [snap async for snap in graph.aget_state_history(thread_config(result.session_id))]
    assert latest.values["terminal_reason"] == "goal_failed" and latest.values["step"] == 11
    assert len(latest.values["action_history"]) == 10  # the whole history, not just the tail
    assert latest.next == ()
    assert (
        1 <= len(history) <= KEEP < 80
    )  # older checkpoints are pruned (80 were written); the trace keeps the history
    meta = read_meta(RunDir.open(result.run_dir))
    assert meta is not None and meta.session_id == result.session_id and meta.settings["max_steps"] == 20


async def test_checkpoint_holds_placeholders_never_the_secret(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """The lab search page echoes what it received in its URL and text, so the value comes back in the
    next observation; the checkpoint must still hold only the placeholder."""
    planner = ScriptedPlanner(
        [type_into("Search the knowledge base", "<secret:TOKEN>", submit=True), done("searched")]
    )
    settings = settings_for(test_settings, tmp_path, auto_confirm="all", observe_screenshot_mode="none")
    result = await run_agent(
        "Search the knowledge base for my token",
        start_url=demo.lab_url + "injection",
        settings=settings,
        runtime=runtime,
        planner=planner,
        secrets=SecretStore({"TOKEN": SECRET}),
    )
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert await runtime.page.evaluate("window.result && window.result.search") == SECRET
    data = b"".join(p.read_bytes() for p in sorted(result.run_dir.glob("checkpoints.sqlite*")))
    assert data and SECRET.encode() not in data
    assert b"<secret:TOKEN>" in data
    assert SECRET not in (result.run_dir / "run.json").read_text(encoding="utf-8")


async def test_a_checkpoint_that_does_not_fit_this_version_is_a_clear_error_on_resume(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """A died run whose saved observation does not fit the Observation model (an incompatible version
    wrote it): resume names the field and says what to do, before it opens a browser."""
    settings = settings_for(test_settings, tmp_path, max_steps=3, observe_screenshot_mode="none")
    planner = ScriptedPlanner([{"type": "scroll", "direction": "down"}, done("seen", success=False)])
    result = await run_agent(
        "Look at the shop",
        start_url=demo.shop_url + "?consent=1",
        settings=settings,
        runtime=runtime,
        planner=planner,
    )
    trace = result.run_dir / "logs" / "trace.jsonl"
    lines = trace.read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if json.loads(line).get("type") != "summary"]  # as if the process died
    assert len(kept) < len(lines)
    trace.write_text("\n".join(kept) + "\n", encoding="utf-8")
    async with open_saver(result.run_dir / "checkpoints.sqlite") as saver:
        graph = compile_graph(checkpointer=saver)
        config = thread_config(result.session_id)
        await graph.aupdate_state(config, {"observation": {"url": demo.shop_url, "elements": "several"}})
    with pytest.raises(ConfigError) as caught:
        await resume_run(result.session_id, runs_dir=settings.runs_dir, settings=settings, planner=planner)
    assert "'observation'" in str(caught.value) and "elements" in str(caught.value)
    assert "start it again" in str(caught.value)
