"""Whole runs with the LLM planner against the tests' OpenAI-compatible server (real SDK, real schema).

The server's policy plays the model: it reads the fenced page text of the last user message, finds
the element it wants by its rendered line (``[N] link "Monitors"``) and answers with a tool call, so
element ids are never hard-coded. Bad replies (malformed arguments, 401, a slow reply) must end in
the documented path: error_retry, then goal_failed with evidence, or a ConfigError; never a crash.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.openai_server import (
    FakeOpenAI,
    delayed,
    element_id,
    http_error,
    last_user_text,
    offered_tools,
    page_text,
    page_url,
    raw_tool_call,
    tool_call,
)
from tests.fixtures.scripted import llm_settings as shared_llm_settings
from tests.fixtures.scripted import run_on_shop, trace_of
from tests.fixtures.settings_env import CLI, clean_env
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.errors import ConfigError, PlannerAuthError
from wayfinder.plan.messages import FENCE_CLOSE, FENCE_OPEN
from wayfinder.settings import Settings
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.graph
API_KEY = "sk-test-llm-runs-0001"


def llm_settings(base: Settings, tmp_path: Path, server: FakeOpenAI, **kw: Any) -> Settings:
    """This module's runs: its own key (asserted absent from errors and traces), no screenshots, 8 steps."""
    knobs: dict[str, Any] = {"observe_screenshot_mode": "none", "max_steps": 8}
    return shared_llm_settings(base, tmp_path, server, api_key=API_KEY, **{**knobs, **kw})


def monitors_policy(body: dict[str, Any]) -> dict[str, Any]:
    """Open the Monitors category, then its first product, then finish. Never raises (the server
    thread would die and the client would only see a timeout): an unexpected page is a 500."""
    page, url = page_text(body), page_url(body)
    if "/shop/p/" in url:
        return tool_call("done", success=True, answer="Opened the first monitor", intent="Finishing")
    if "/shop/c/monitors" in url:
        first = element_id(page, r"^link .*href=/shop/p/\d+")
        if first is not None:
            return tool_call("click", element_id=first, intent="Opening the first monitor")
    else:
        monitors = element_id(page, r'^link "Monitors"')
        if monitors is not None:
            return tool_call("click", element_id=monitors, intent="Opening the Monitors category")
    return http_error(500, f"test policy: unexpected page {url!r}")


async def test_policy_driven_run_reaches_goal_satisfied(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.set_policy(monitors_policy)
    goal = "Open the Monitors category and then the first product"
    result = await run_on_shop(demo, runtime, llm_settings(test_settings, tmp_path, openai_server), goal=goal)
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert "/shop/p/" in runtime.page.url
    first = openai_server.requests[0]
    assert {"click", "type", "navigate"} <= offered_tools(first)
    assert FENCE_OPEN in last_user_text(first) and FENCE_CLOSE in last_user_text(first)
    assert goal in json.dumps(first["messages"])
    calls = len(openai_server.requests)
    assert result.planner_calls == calls == 3
    assert (result.prompt_tokens, result.completion_tokens) == (100 * calls, 20 * calls)
    steps, summary = read_trace(result.run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.prompt_tokens == 100 * calls
    assert summary.completion_tokens == 20 * calls and summary.planner_calls == calls
    intents = [s.intent for s in steps if s.node == "planner" and s.intent]
    assert intents[:2] == ["Opening the Monitors category", "Opening the first monitor"]


# -- bad replies end in the documented path --------------------------------------------------------

MALFORMED = '{"element_id": '  # cut-off JSON arguments


async def test_malformed_replies_twice_end_as_goal_failed_with_evidence(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    """Each planner call re-asks once; two failed calls in a row: error_retry, then goal_failed."""
    openai_server.set_policy(lambda body: raw_tool_call("click", MALFORMED))
    result = await run_on_shop(demo, runtime, llm_settings(test_settings, tmp_path, openai_server))
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence.get("stop_reason") == "planner_error", result.evidence
    assert len(openai_server.requests) == 4  # 2 planner calls x (ask + one re-ask)
    steps = trace_of(result)
    retries = [s for s in steps if s.node == "error_retry"]
    assert len(retries) == 2 and retries[0].loop == {"retry": 1, "reason": "planner_error"}
    assert retries[1].loop is not None and retries[1].loop["retry"] is None
    errors = [s.error for s in steps if s.node == "planner" and s.error]
    assert len(errors) == 2 and all(errors)
    assert steps[-1].terminal is not None and steps[-1].node == "finalize"


async def test_slow_reply_past_the_timeout_goes_through_error_retry(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.script(
        [
            delayed(30.0, tool_call("scroll", direction="down")),  # interrupted at teardown
            tool_call("done", success=True, answer="recovered after a timeout"),
        ]
    )
    settings = llm_settings(test_settings, tmp_path, openai_server, planner_timeout_s=1.0)
    result = await run_on_shop(demo, runtime, settings)
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert result.answer == "recovered after a timeout"
    steps = trace_of(result)
    (retry,) = [s for s in steps if s.node == "error_retry"]
    assert retry.loop == {"retry": 1, "reason": "planner_timeout"}
    errors = [s.error for s in steps if s.node == "planner" and s.error]
    assert errors == ["the planner did not answer within 1s"]
    assert len(openai_server.requests) == 2


async def test_unauthorized_stops_the_run_with_a_config_error(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.set_policy(lambda body: http_error(401, "Incorrect API key provided"))
    with pytest.raises(ConfigError) as info:
        await run_on_shop(demo, runtime, llm_settings(test_settings, tmp_path, openai_server))
    assert isinstance(info.value, PlannerAuthError)
    assert API_KEY not in str(info.value)
    assert len(openai_server.requests) == 1  # no retry of an auth error
    (run_dir,) = list((tmp_path / "runs").iterdir())
    _, summary = read_trace(run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.terminal_reason == "goal_failed"
    assert summary.terminal_evidence.get("stop_reason") == "config_error"
    assert API_KEY not in (run_dir / "logs" / "trace.jsonl").read_text()


def test_unauthorized_via_the_cli_exits_64(
    demo: DemoServer, openai_server: FakeOpenAI, tmp_path: Path
) -> None:
    openai_server.set_policy(lambda body: http_error(401, "Incorrect API key provided"))
    env = clean_env(tmp_path, WAYFINDER_API_KEY=API_KEY)
    args = ["run", "Find a monitor", "--url", demo.shop_url + "?consent=1", "--planner", "openai:test-model"]
    args += ["--base-url", openai_server.base_url, "--runs-dir", str(tmp_path / "runs"), "--headless"]
    args += ["--screenshots", "none", "--max-steps", "3"]
    proc = subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path)
    assert proc.returncode == 64, (proc.returncode, proc.stderr[-2000:])
    assert "Traceback" not in proc.stderr
    assert API_KEY not in proc.stdout + proc.stderr
    assert len(openai_server.requests) == 1
