"""Issue 14 items 8 and 10, as whole runs against the tests' OpenAI-compatible server.

Every request a run sends is counted (also the failed ones), with its tokens, and the failed call's
attempt log is kept. A key the endpoint refuses in the middle of a run ends it with one outcome:
goal_failed with the reason in the trace, the matching exit code and message, and the ``--json`` line.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.openai_server import FakeOpenAI, http_error, tool_call
from tests.fixtures.scripted import llm_settings, run_on_shop, trace_of
from tests.fixtures.settings_env import CLI, clean_env
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.plan.llm_calls import MAX_ATTEMPTS
from wayfinder.settings import Settings
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.graph
API_KEY = "sk-test-llm-outcomes-0001"


def _settings(base: Settings, tmp_path: Path, server: FakeOpenAI, **kw: Any) -> Settings:
    knobs: dict[str, Any] = {"observe_screenshot_mode": "none", "max_steps": 6}
    return llm_settings(base, tmp_path, server, api_key=API_KEY, **{**knobs, **kw})


def _then_401(first: list[dict[str, Any]]) -> Any:
    """A policy: the given replies in order, then HTTP 401 for every request after them."""
    replies = list(first)

    def policy(body: dict[str, Any]) -> dict[str, Any]:
        return replies.pop(0) if replies else http_error(401, "Incorrect API key provided")

    return policy


async def test_a_failing_server_is_counted_request_by_request(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.set_policy(lambda body: http_error(500, "upstream model crashed"))
    result = await run_on_shop(demo, runtime, _settings(test_settings, tmp_path, openai_server))
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "planner_error"
    # two planner calls (the first and its error_retry), each with its bounded retries: all counted
    assert result.planner_calls == len(openai_server.requests) == 2 * MAX_ATTEMPTS
    _, summary = read_trace(result.run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.planner_calls == 2 * MAX_ATTEMPTS
    planner_steps = [s for s in trace_of(result) if s.node == "planner"]
    assert [s.plan["calls"] for s in planner_steps if s.plan] == [MAX_ATTEMPTS, MAX_ATTEMPTS]
    artifact = json.loads((result.run_dir / planner_steps[0].artifacts["planner"]).read_text())
    attempts = artifact["account"]["attempts"]
    assert [a["outcome"] for a in attempts] == ["failed"] * MAX_ATTEMPTS
    assert "HTTP 500: upstream model crashed" in attempts[-1]["error"]


async def test_invalid_answers_count_their_tokens(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.set_policy(lambda body: tool_call("click", element_id=99999))
    result = await run_on_shop(demo, runtime, _settings(test_settings, tmp_path, openai_server))
    assert result.terminal_reason == "goal_failed"
    assert result.planner_calls == len(openai_server.requests) == 4  # 2 calls x (ask + re-ask)
    assert (result.prompt_tokens, result.completion_tokens) == (400, 80)


async def test_a_401_in_the_middle_of_a_run_is_one_outcome(
    demo: DemoServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    openai_server: FakeOpenAI,
) -> None:
    openai_server.set_policy(_then_401([tool_call("scroll", direction="down")]))
    result = await run_on_shop(demo, runtime, _settings(test_settings, tmp_path, openai_server))
    assert result.terminal_reason == "goal_failed"
    assert result.evidence["stop_reason"] == "config_error"
    assert "refused the credentials (HTTP 401" in result.evidence["error"]
    assert len(openai_server.requests) == 2 == result.planner_calls  # the 401 is not retried
    steps, summary = read_trace(result.run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.terminal_reason == "goal_failed"
    assert summary.terminal_evidence["stop_reason"] == "config_error" and summary.planner_calls == 2
    assert not [s for s in steps if s.node == "error_retry"]
    assert steps[-1].node == "finalize" and "refused the credentials" in (steps[-1].ux_message or "")
    assert API_KEY not in (result.run_dir / "logs" / "trace.jsonl").read_text()


@pytest.mark.parametrize("replies_before", [0, 1], ids=["first_call", "mid_run"])
def test_a_401_via_the_cli_prints_the_json_line(
    demo: DemoServer, openai_server: FakeOpenAI, tmp_path: Path, replies_before: int
) -> None:
    openai_server.set_policy(_then_401([tool_call("scroll", direction="down")] * replies_before))
    env = clean_env(tmp_path, WAYFINDER_API_KEY=API_KEY)
    args = ["run", "Find a monitor", "--url", demo.shop_url + "?consent=1", "--planner", "openai:test-model"]
    args += ["--base-url", openai_server.base_url, "--runs-dir", str(tmp_path / "runs"), "--headless"]
    args += ["--screenshots", "none", "--max-steps", "3", "--json"]
    proc = subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=600, env=env, cwd=tmp_path)
    assert proc.returncode == 1, (proc.returncode, proc.stderr[-2000:])  # goal_failed, as the trace says
    assert "Traceback" not in proc.stderr and API_KEY not in proc.stdout + proc.stderr
    assert "refused the credentials (HTTP 401" in proc.stderr
    payload = json.loads(proc.stdout.strip().splitlines()[-1])
    assert payload["terminal_reason"] == "goal_failed"
    run_dir = Path(payload["run_dir"])
    _, summary = read_trace(run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.terminal_reason == payload["terminal_reason"]
    assert len(openai_server.requests) == replies_before + 1
