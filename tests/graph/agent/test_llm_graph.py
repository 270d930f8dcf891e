"""The LLM planner through the whole graph, against the tests' local OpenAI-compatible server."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.openai_server import FakeOpenAI, http_error, tool_call
from tests.fixtures.scripted import assert_complete_run_dir, llm_settings, run_on_shop
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def test_llm_planner_run_counts_tokens_and_finishes(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.script(
        [
            tool_call("scroll", direction="down"),
            tool_call("done", success=True, answer="Dell monitors are listed"),
        ]
    )
    result = await run_on_shop(demo, runtime, llm_settings(test_settings, tmp_path, openai_server))
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert result.answer == "Dell monitors are listed"
    assert result.planner_calls == 2 and result.prompt_tokens == 200 and result.completion_tokens == 40
    assert len(openai_server.requests) == 2
    assert_complete_run_dir(result)


async def test_llm_auth_error_ends_the_run(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.script([http_error(401, "invalid api key")])
    result = await run_on_shop(demo, runtime, llm_settings(test_settings, tmp_path, openai_server))
    assert result.terminal_reason == "goal_failed" and result.evidence["stop_reason"] == "config_error"
    (run_dir,) = list((tmp_path / "runs").iterdir())
    assert (
        '"terminal_reason": "goal_failed"' in (run_dir / "logs" / "trace.jsonl").read_text().splitlines()[-1]
    )
