"""plan/llm_parse.py: reading answers per output mode, re-ask messages, format instructions."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from wayfinder.actions.models import Click, Done, Scroll
from wayfinder.errors import PlannerError
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.llm_parse import (
    answer_from_message,
    first_json_object,
    format_instructions,
    reask_messages,
)
from wayfinder.plan.messages import load_system_prompt

CTX = PlannerContext(
    goal="g",
    observation=Observation(
        url="http://a/", elements=[Element(id=4, tag="a", text="x", bbox=BBox(x=0, y=0, w=1, h=1))]
    ),
    allowed_actions=["click", "scroll", "done"],
)


def _tool_message(name: str, arguments: str, content: str | None = None) -> Any:
    call = SimpleNamespace(id="call_1", function=SimpleNamespace(name=name, arguments=arguments))
    return SimpleNamespace(content=content, tool_calls=[call])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"a": 1}', {"a": 1}),
        ('Here you go:\n```json\n{"a": {"b": [1, 2]}}\n```\nThanks', {"a": {"b": [1, 2]}}),
        ('I think {maybe} then {"a": 2}', {"a": 2}),
        ('{"a": "}"} {"b": 1}', {"a": "}"}),
    ],
)
def test_first_json_object(text: str, expected: dict[str, Any]) -> None:
    assert first_json_object(text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"a": ', "not valid JSON: Expecting value at line 1 column 7 (char 6)"),
        ("no json here", "contains no JSON object"),
    ],
)
def test_first_json_object_errors(text: str, message: str) -> None:
    with pytest.raises(PlannerError) as info:
        first_json_object(text)
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("mode", "message", "expected"),
    [
        (
            "tools",
            _tool_message("click", '{"intent": "Open", "element_id": 4}'),
            (Click(element_id=4), "Open"),
        ),
        (
            "json_schema",
            SimpleNamespace(content='{"intent": "Down", "action": {"type": "scroll"}}'),
            (Scroll(), "Down"),
        ),
        (
            "json_text",
            SimpleNamespace(content='ok ```json\n{"intent": "", "action": {"type": "done"}}```'),
            (Done(), ""),
        ),
    ],
)
def test_answer_from_message(mode: Any, message: Any, expected: Any) -> None:
    assert answer_from_message(mode, message, CTX) == expected


@pytest.mark.parametrize(
    ("mode", "message", "error"),
    [
        ("tools", SimpleNamespace(content="I'd click 4", tool_calls=None), "no tool call"),
        ("tools", _tool_message("click", '{"intent": "x", "element_id": 5}'), "valid element ids: 4"),
        (
            "tools",
            _tool_message("type", '{"intent": "x", "element_id": 4, "text": "a"}'),
            "allowed now: click, scroll, done",
        ),
        (
            "json_text",
            SimpleNamespace(content='{"intent": "x", "action": {"type": "click", "element_id": 9}}'),
            "element_id 9",
        ),
    ],
)
def test_answer_from_message_errors(mode: Any, message: Any, error: str) -> None:
    with pytest.raises(PlannerError) as info:
        answer_from_message(mode, message, CTX)
    assert error in str(info.value)


def test_reask_messages_answer_every_tool_call() -> None:
    message = _tool_message("click", "{bad", content="thinking")
    out = reask_messages("tools", message, PlannerError("boom"))
    assert [m["role"] for m in out] == ["assistant", "tool", "user"]
    assert out[0]["tool_calls"][0]["function"] == {"name": "click", "arguments": "{bad"}
    assert out[1] == {"role": "tool", "tool_call_id": "call_1", "content": "Invalid: boom"}
    assert out[2]["content"] == "Your last answer was invalid: boom. Answer again with one valid tool call."


def test_reask_messages_json_mode() -> None:
    out = reask_messages("json_text", SimpleNamespace(content="nope"), PlannerError("bad"))
    assert out == [
        {"role": "assistant", "content": "nope"},
        {
            "role": "user",
            "content": "Your last answer was invalid: bad. Answer again with one valid JSON object.",
        },
    ]


def test_format_instructions() -> None:
    assert format_instructions("tools", None) == "Answer with exactly one tool call."
    text = format_instructions("json_text", ["click", "scroll"])
    assert '- click: {"element_id": integer}' in text
    assert '- scroll: {"direction": "up"|"down"|"top"|"bottom", "element_id": integer|null}' in text
    assert "done" not in text
    assert (len(load_system_prompt()) + len(format_instructions("json_text", None))) / 4 < 1500
