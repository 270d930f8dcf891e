"""LLMPlanner against the scripted OpenAI-compatible server: the real SDK, schema and validation."""

from __future__ import annotations

import base64
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.openai_server import (
    FakeOpenAI,
    delayed,
    http_error,
    json_answer,
    raw_tool_call,
    text,
    tool_call,
)
from wayfinder.actions.models import ACTION_TYPES, Click, Done, TypeText
from wayfinder.errors import PlannerAuthError, PlannerError, PlannerTimeout
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.llm import LLMPlanner
from wayfinder.plan.llm_calls import MAX_ATTEMPTS
from wayfinder.plan.messages import FENCE_CLOSE, FENCE_OPEN
from wayfinder.plan.pricing import estimate_cost
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph
API_KEY = "sk-test-do-not-log-123"
BOX = BBox(x=0, y=0, w=10, h=10)


def _settings(server: FakeOpenAI, **kw: Any) -> Settings:
    base: dict[str, Any] = {
        "planner": "openai:gpt-4o-mini",
        "base_url": server.base_url,
        "api_key": API_KEY,
        "planner_timeout_s": 10.0,
    }
    return Settings(**{**base, **kw})


_OPEN: list[LLMPlanner] = []


@pytest.fixture(autouse=True)
async def _close_planners() -> AsyncIterator[None]:
    """Close every planner's HTTP client after the test, so no connection outlives its server."""
    yield
    while _OPEN:
        await _OPEN.pop().aclose()


def _planner(server: FakeOpenAI, **kw: Any) -> LLMPlanner:
    planner = LLMPlanner(_settings(server, **kw), retry_base_s=0.01)
    _OPEN.append(planner)
    return planner


def _ctx(**kw: Any) -> PlannerContext:
    obs = Observation(
        url="http://shop.test/search",
        title="Kettles",
        elements=[
            Element(id=1, tag="input", input_type="search", placeholder="Search", bbox=BOX),
            Element(id=2, tag="a", text="Steel kettle $25", href="/p/2", bbox=BOX),
            Element(id=3, tag="a", text="Blue kettle $19", href="/p/3", bbox=BOX),
        ],
    )
    base: dict[str, Any] = {
        "goal": "Open the cheapest kettle",
        "observation": obs,
        "allowed_actions": ["click", "type", "scroll", "done"],
        "goal_stage": "locate",
    }
    return PlannerContext(**{**base, **kw})


def _user_text(body: dict[str, Any]) -> str:
    content = next(m for m in body["messages"] if m["role"] == "user")["content"]
    return content if isinstance(content, str) else next(p["text"] for p in content if p["type"] == "text")


async def test_valid_tool_call_and_request_shape(openai_server: FakeOpenAI) -> None:
    openai_server.script([tool_call("click", element_id=3, intent="Opening the cheapest kettle")])
    planner = _planner(openai_server)
    result = await planner.plan(_ctx())

    assert planner.name == "openai:gpt-4o-mini"
    assert result.action == Click(element_id=3)
    assert result.intent == "Opening the cheapest kettle"
    assert result.calls == 1
    assert (result.usage.prompt_tokens, result.usage.completion_tokens) == (100, 20)
    assert result.usage.cost_usd == pytest.approx(estimate_cost("gpt-4o-mini", 100, 20))

    [body] = openai_server.requests
    assert body["model"] == "gpt-4o-mini"
    assert [t["function"]["name"] for t in body["tools"]] == list(ACTION_TYPES)  # every tool, every step
    assert all(t["function"]["strict"] for t in body["tools"])
    assert body["tool_choice"] == "required" and body["parallel_tool_calls"] is False
    user = _user_text(body)
    assert "GOAL: Open the cheapest kettle" in user
    page = user[user.index(FENCE_OPEN) : user.index(FENCE_CLOSE)]
    assert "Blue kettle $19" in page
    assert body["messages"][0]["role"] == "system" and "untrusted" in body["messages"][0]["content"].lower()

    assert result.raw["mode"] == "tools" and result.raw["request"]["tools"] == list(ACTION_TYPES)
    assert result.raw["response"]["tool_calls"][0]["function"]["name"] == "click"
    assert API_KEY not in json.dumps(result.raw)


@pytest.mark.parametrize(
    ("bad", "error_part"),
    [
        (raw_tool_call("click", '{"intent": "x", "element_id": '), "not valid JSON"),
        (tool_call("teleport", where="moon"), "tool 'teleport' is not valid"),
        (
            tool_call("click", element_id=99),
            "element_id 99 is not on the current page; valid element ids: 1-3",
        ),
        (
            tool_call("navigate", url="http://evil.test/"),
            "'navigate' is not allowed now: it is not allowed at stage 'locate'; allowed now: click, type, scroll, done",
        ),
        (tool_call("type", element_id=1), "'text' is a required property"),
    ],
    ids=["malformed", "unknown_tool", "out_of_range", "not_allowed", "missing_field"],
)
async def test_invalid_answer_is_reasked_once(
    openai_server: FakeOpenAI, bad: dict[str, Any], error_part: str
) -> None:
    openai_server.script([bad, tool_call("type", element_id=1, text="kettle", submit=True)])
    result = await _planner(openai_server).plan(_ctx())

    assert result.action == TypeText(element_id=1, text="kettle", submit=True)
    assert result.calls == 2
    assert (result.usage.prompt_tokens, result.usage.completion_tokens) == (200, 40)
    first, second = openai_server.requests
    assert len(second["messages"]) == len(first["messages"]) + 3
    assistant, tool_reply, user = second["messages"][-3:]
    assert assistant["role"] == "assistant" and assistant["tool_calls"][0]["id"] == tool_reply["tool_call_id"]
    assert tool_reply["role"] == "tool" and error_part in tool_reply["content"]
    assert user["content"].startswith("Your last answer was invalid: ")
    assert error_part in user["content"] and user["content"].endswith(
        "Answer again with one valid tool call."
    )
    assert [a["outcome"] for a in result.raw["attempts"]] == ["ok", "invalid", "ok", "valid"]


async def test_twice_invalid_raises_planner_error(openai_server: FakeOpenAI) -> None:
    openai_server.script([tool_call("click", element_id=42), tool_call("click", element_id=43)])
    with pytest.raises(PlannerError, match=r"invalid answer twice.*element_id 43"):
        await _planner(openai_server).plan(_ctx())
    assert len(openai_server.requests) == 2


async def test_slow_server_raises_planner_timeout(openai_server: FakeOpenAI) -> None:
    openai_server.script([delayed(30, tool_call("click", element_id=3))])
    with pytest.raises(PlannerTimeout, match=r"planner_timeout_s=0\.5"):
        await _planner(openai_server, planner_timeout_s=0.5).plan(_ctx())


@pytest.mark.parametrize("status", [500, 503, 429])
async def test_transient_errors_are_retried(openai_server: FakeOpenAI, status: int) -> None:
    openai_server.script(
        [http_error(status, "try later"), http_error(status, "try later"), tool_call("done", answer="$19")]
    )
    result = await _planner(openai_server).plan(_ctx())
    assert result.action == Done(answer="$19")
    assert result.calls == 3  # every request is counted, the failed ones too
    assert [a["outcome"] for a in result.raw["attempts"]] == ["failed", "failed", "ok", "valid"]
    assert f"HTTP {status}" in result.raw["attempts"][0]["error"]


async def test_persistent_server_error_is_a_planner_error(openai_server: FakeOpenAI) -> None:
    openai_server.set_policy(lambda body: http_error(500, "down for maintenance"))
    with pytest.raises(PlannerError, match="down for maintenance") as info:
        await _planner(openai_server).plan(_ctx())
    assert not isinstance(info.value, PlannerTimeout)
    assert len(openai_server.requests) == MAX_ATTEMPTS == 3


@pytest.mark.parametrize("status", [401, 403])
async def test_auth_errors_stop_with_a_config_error(openai_server: FakeOpenAI, status: int) -> None:
    openai_server.script([http_error(status, "Incorrect API key provided")])
    with pytest.raises(PlannerAuthError, match=f"HTTP {status}: Incorrect API key") as info:
        await _planner(openai_server).plan(_ctx())
    assert info.value.exit_code == 64
    assert API_KEY not in str(info.value)
    assert len(openai_server.requests) == 1


async def test_tools_rejected_falls_back_to_json_schema_and_remembers(openai_server: FakeOpenAI) -> None:
    openai_server.script(
        [
            http_error(400, "tools are not supported by this model"),
            json_answer({"type": "click", "element_id": 2}, intent="Opening the steel kettle"),
            json_answer({"type": "done", "success": True, "answer": None}),
        ]
    )
    planner = _planner(openai_server)
    result = await planner.plan(_ctx())
    assert (result.action, result.intent) == (Click(element_id=2), "Opening the steel kettle")
    assert result.calls == 2 and result.raw["mode"] == "json_schema" and planner.mode == "json_schema"
    assert [a["outcome"] for a in result.raw["attempts"]] == ["rejected", "ok", "valid"]
    rejected, accepted = openai_server.requests
    assert "tools" in rejected and "tools" not in accepted
    schema = accepted["response_format"]["json_schema"]
    assert schema["strict"] is True and schema["schema"]["required"] == ["intent", "action"]

    second = await planner.plan(_ctx())
    assert second.action == Done()
    assert "response_format" in openai_server.requests[2] and "tools" not in openai_server.requests[2]


async def test_text_instead_of_tool_call_falls_back(openai_server: FakeOpenAI) -> None:
    openai_server.script(
        [text("I would click the blue kettle."), json_answer({"type": "click", "element_id": 3})]
    )
    result = await _planner(openai_server).plan(_ctx())
    assert result.action == Click(element_id=3)
    assert result.calls == 2 and result.raw["mode"] == "json_schema"


async def test_json_schema_rejected_falls_back_to_json_text_with_fences(openai_server: FakeOpenAI) -> None:
    fenced = 'Sure! ```json\n{"intent": "Searching", "action": {"type": "type", "element_id": 1, "text": "kettle"}}\n```'
    openai_server.script(
        [
            http_error(404, "unknown parameter: tools"),
            http_error(422, "response_format json_schema is not supported"),
            text(fenced),
        ]
    )
    planner = _planner(openai_server)
    result = await planner.plan(_ctx())
    assert result.action == TypeText(element_id=1, text="kettle")
    assert planner.mode == "json_text"
    last = openai_server.requests[-1]
    assert "response_format" not in last and "tools" not in last
    assert '"element_id": integer' in last["messages"][0]["content"]


async def test_json_text_invalid_then_valid(openai_server: FakeOpenAI) -> None:
    openai_server.script(
        [
            text('{"intent": "x", "action": {"type": "click", "element_id": '),
            json_answer({"type": "scroll", "direction": "down"}),
        ]
    )
    result = await _planner(openai_server, llm_output_mode="json_text").plan(_ctx())
    assert result.action.type == "scroll" and result.calls == 2
    reask = openai_server.requests[1]["messages"][-1]["content"]
    assert "not valid JSON" in reask and reask.endswith("Answer again with one valid JSON object.")


async def test_explicit_tools_mode_does_not_fall_back(openai_server: FakeOpenAI) -> None:
    openai_server.script([http_error(400, "tools are not supported")])
    with pytest.raises(PlannerError, match="rejected the request \\(tools mode\\)"):
        await _planner(openai_server, llm_output_mode="tools").plan(_ctx())
    assert len(openai_server.requests) == 1


async def test_other_bad_request_is_a_planner_error(openai_server: FakeOpenAI) -> None:
    openai_server.script([http_error(400, "context length exceeded")])
    with pytest.raises(PlannerError, match="context length exceeded"):
        await _planner(openai_server).plan(_ctx())
    assert len(openai_server.requests) == 1


async def test_parallel_tool_calls_flag_dropped_when_unsupported(openai_server: FakeOpenAI) -> None:
    openai_server.script(
        [
            http_error(400, "Unrecognized request argument: parallel_tool_calls"),
            tool_call("click", element_id=2),
        ]
    )
    planner = _planner(openai_server)
    assert (await planner.plan(_ctx())).action == Click(element_id=2)
    assert (
        "parallel_tool_calls" in openai_server.requests[0]
        and "parallel_tool_calls" not in openai_server.requests[1]
    )
    assert planner.mode == "tools"


async def test_vision_attaches_the_screenshot_once(openai_server: FakeOpenAI, tmp_path: Path) -> None:
    png = tmp_path / "shot.png"
    png.write_bytes(b"\x89PNG fake bytes")
    openai_server.script([tool_call("click", element_id=1, intent="x"), tool_call("click", element_id=2)])
    result = await _planner(openai_server, vision=True).plan(_ctx(screenshot_path=str(png)))
    body = openai_server.requests[0]
    images = [
        p
        for m in body["messages"]
        if isinstance(m["content"], list)
        for p in m["content"]
        if p["type"] == "image_url"
    ]
    assert [i["image_url"]["url"] for i in images] == [
        "data:image/png;base64," + base64.b64encode(png.read_bytes()).decode()
    ]
    assert "base64" not in json.dumps(result.raw["request"]) and result.raw["vision"] == "attached"


async def test_policy_drives_several_calls_and_unknown_model_has_no_cost(openai_server: FakeOpenAI) -> None:
    def policy(body: dict[str, Any]) -> dict[str, Any]:
        step = _user_text(body).split("Step ")[1].split(" |")[0]
        return (
            tool_call("done", answer=f"step {step}") if step == "2" else tool_call("scroll", direction="down")
        )

    openai_server.set_policy(policy)
    planner = _planner(openai_server, planner="openai:local-llama")
    first = await planner.plan(_ctx(step=1))
    second = await planner.plan(_ctx(step=2))
    assert first.action.type == "scroll" and second.action == Done(answer="step 2")
    assert second.usage.cost_usd is None and planner.name == "openai:local-llama"
    assert [b["model"] for b in openai_server.requests] == ["local-llama", "local-llama"]
