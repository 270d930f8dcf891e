"""Issue 14: what a real OpenAI-compatible round trip showed, against the tests' local server.

One stable tool list and system prompt, tools built once, tool arguments sent as a JSON object,
every request counted (also when the call fails), and no backoff sleep after the last attempt, with
a message that states the real elapsed time and cause. Time is a fake clock: no sleeps, no timings.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from tests.fixtures.openai_server import (
    FakeOpenAI,
    http_error,
    json_answer,
    object_tool_call,
    raw_body,
    tool_call,
)
from wayfinder.actions.models import ACTION_TYPES, Click, Done, Navigate
from wayfinder.errors import PlannerAuthError, PlannerError, PlannerTimeout
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.plan import llm as llm_module
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.llm import LLMPlanner
from wayfinder.plan.llm_calls import MAX_ATTEMPTS
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph
BOX = BBox(x=0, y=0, w=10, h=10)


class FakeTime:
    """A clock that only moves when the planner sleeps: the retry schedule, exactly."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


_OPEN: list[LLMPlanner] = []


@pytest.fixture(autouse=True)
async def _close_planners() -> AsyncIterator[None]:
    yield
    while _OPEN:
        await _OPEN.pop().aclose()


def _planner(server: FakeOpenAI, fake: FakeTime | None = None, **kw: Any) -> LLMPlanner:
    base: dict[str, Any] = {
        "planner": "openai:gpt-4o-mini",
        "base_url": server.base_url,
        "api_key": "sk-test-protocol-1",
        "planner_timeout_s": 10.0,
    }
    timing: dict[str, Any] = {"clock": fake.clock, "sleep": fake.sleep} if fake else {}
    planner = LLMPlanner(Settings(**{**base, **kw}), retry_base_s=0.5, **timing)
    _OPEN.append(planner)
    return planner


def _ctx(stage: str = "locate", allowed: list[str] | None = None, step: int = 1) -> PlannerContext:
    obs = Observation(
        url="http://kettles.test/",
        title="Kettles",
        elements=[
            Element(id=1, tag="input", input_type="search", placeholder="Search", bbox=BOX),
            Element(id=2, tag="a", text="Copper kettle $31", href="/k/2", bbox=BOX),
        ],
    )
    default = ["click", "type", "scroll", "navigate", "done", "ask_user"]
    return PlannerContext(
        goal="Open the copper kettle",
        observation=obs,
        goal_stage=stage,  # type: ignore[arg-type]
        allowed_actions=allowed if allowed is not None else default,
        step=step,
    )


# -- item 3: one stable tool list and system prompt; stage rules by validation and a precise re-ask


async def test_tools_and_system_prompt_are_the_same_on_every_step(openai_server: FakeOpenAI) -> None:
    orient = ["click", "type", "scroll", "navigate"]  # meta actions are not allowed yet
    openai_server.script([tool_call("click", element_id=2), tool_call("done", answer="opened")])
    planner = _planner(openai_server)
    await planner.plan(_ctx("orient", orient, step=1))
    await planner.plan(_ctx("locate", step=2))
    first, second = openai_server.requests
    assert [t["function"]["name"] for t in first["tools"]] == list(ACTION_TYPES)
    assert first["tools"] == second["tools"]
    assert "done" in {t["function"]["name"] for t in first["tools"]}  # visible from step 1
    assert first["messages"][0] == second["messages"][0]  # the system prompt


async def test_a_disallowed_action_is_reasked_precisely(openai_server: FakeOpenAI) -> None:
    orient = ["click", "type", "scroll", "navigate"]
    openai_server.script([tool_call("done", answer="too early"), tool_call("click", element_id=2)])
    result = await _planner(openai_server).plan(_ctx("orient", orient))
    assert result.action == Click(element_id=2) and result.calls == 2
    reask = openai_server.requests[1]["messages"][-1]["content"]
    assert "'done' is not allowed now" in reask and "the stage is 'orient'" in reask
    assert "allowed now: click, type, scroll, navigate" in reask


# -- item 5: tool definitions built once, not on every call


async def test_tool_definitions_are_not_rebuilt_per_call(
    openai_server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    planner = _planner(openai_server)
    built: list[Any] = []
    real = llm_module.tool_definitions
    monkeypatch.setattr(llm_module, "tool_definitions", lambda *a: built.append(a) or real(*a))
    openai_server.script([tool_call("click", element_id=2), tool_call("click", element_id=2)])
    await planner.plan(_ctx())
    await planner.plan(_ctx())
    assert built == []
    first, second = openai_server.requests
    assert first["tools"] == second["tools"]


# -- item 11: arguments sent as a JSON object


async def test_tool_arguments_sent_as_a_json_object_are_accepted(openai_server: FakeOpenAI) -> None:
    openai_server.script(
        [object_tool_call("navigate", url="http://kettles.test/copper", intent="Opening it")]
    )
    result = await _planner(openai_server).plan(_ctx())
    assert (result.action, result.intent) == (Navigate(url="http://kettles.test/copper"), "Opening it")
    assert len(openai_server.requests) == 1 and result.calls == 1


# -- item 12: the schema says a url/query/question is not empty; a blank one is re-asked precisely


async def test_blank_url_is_refused_by_the_schema_and_reasked(openai_server: FakeOpenAI) -> None:
    openai_server.script([tool_call("navigate", url=""), tool_call("navigate", url="http://kettles.test/")])
    result = await _planner(openai_server).plan(_ctx())
    assert result.action == Navigate(url="http://kettles.test/")
    sent = next(t for t in openai_server.requests[0]["tools"] if t["function"]["name"] == "navigate")
    assert sent["function"]["parameters"]["properties"]["url"]["pattern"] == r"\S"
    assert "navigate.url is empty ('')" in openai_server.requests[1]["messages"][-1]["content"]


# -- item 8: every request counted, also when the call fails; the attempt log survives


async def test_a_failing_server_costs_counted_requests(openai_server: FakeOpenAI) -> None:
    openai_server.set_policy(lambda body: http_error(500, "down for maintenance"))
    with pytest.raises(PlannerError) as info:
        await _planner(openai_server, FakeTime()).plan(_ctx())
    account = info.value.account
    assert account["requests"] == len(openai_server.requests) == MAX_ATTEMPTS
    assert [a["outcome"] for a in account["attempts"]] == ["failed"] * MAX_ATTEMPTS
    assert all("HTTP 500: down for maintenance" in a["error"] for a in account["attempts"])


async def test_an_invalid_twice_call_counts_both_answers_and_their_tokens(openai_server: FakeOpenAI) -> None:
    openai_server.script([tool_call("click", element_id=41), tool_call("click", element_id=42)])
    with pytest.raises(PlannerError, match="invalid answer twice") as info:
        await _planner(openai_server).plan(_ctx())
    account = info.value.account
    assert (account["requests"], account["prompt_tokens"], account["completion_tokens"]) == (2, 200, 40)
    assert [a["outcome"] for a in account["attempts"]] == ["ok", "invalid", "ok", "invalid"]


async def test_an_auth_error_carries_its_account(openai_server: FakeOpenAI) -> None:
    openai_server.script([http_error(401, "Incorrect API key provided")])
    with pytest.raises(PlannerAuthError) as info:
        await _planner(openai_server).plan(_ctx())
    assert info.value.account["requests"] == 1
    assert info.value.account["attempts"][0]["outcome"] == "auth_error"


async def test_a_rejected_mode_is_a_counted_request(openai_server: FakeOpenAI) -> None:
    openai_server.script([http_error(400, "tools are not supported"), json_answer({"type": "done"})])
    result = await _planner(openai_server).plan(_ctx())
    assert result.action == Done()
    assert result.calls == len(openai_server.requests) == 2
    assert [a["outcome"] for a in result.raw["attempts"]] == ["rejected", "ok", "valid"]


async def test_an_unreadable_answer_is_a_counted_planner_error(openai_server: FakeOpenAI) -> None:
    openai_server.script([raw_body("this is not JSON")])
    with pytest.raises(PlannerError, match="could not be used") as info:
        await _planner(openai_server).plan(_ctx())
    assert info.value.account["requests"] == len(openai_server.requests) == 1
    assert info.value.account["attempts"][0]["outcome"] == "error"


# -- item 9: no backoff sleep after the final attempt; the message states the real time and cause


async def test_no_sleep_after_the_last_attempt(openai_server: FakeOpenAI) -> None:
    openai_server.set_policy(lambda body: http_error(503, "overloaded"))
    fake = FakeTime()
    with pytest.raises(PlannerError) as info:
        await _planner(openai_server, fake).plan(_ctx())
    assert len(openai_server.requests) == MAX_ATTEMPTS
    assert fake.sleeps == [0.5, 1.0]  # between attempts only
    message = str(info.value)
    assert message == "the model server kept failing (3 request(s) in 1.5s; last: HTTP 503: overloaded)"
    assert "planner_timeout_s" not in message and not isinstance(info.value, PlannerTimeout)


async def test_no_sleep_that_would_end_past_the_deadline(openai_server: FakeOpenAI) -> None:
    openai_server.set_policy(lambda body: http_error(500, "boom"))
    fake = FakeTime()
    with pytest.raises(PlannerError) as info:
        await _planner(openai_server, fake, planner_timeout_s=1.2).plan(_ctx())
    assert fake.sleeps == [0.5]  # the next pause (1.0s) would end after the 1.2s deadline
    assert len(openai_server.requests) == 2
    assert "2 request(s) in 0.5s; last: HTTP 500: boom" in str(info.value)
