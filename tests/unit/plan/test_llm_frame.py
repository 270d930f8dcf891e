"""The model reads the goal too (issue 32): the frame's strict schema, reading the model's answer,
naming where it differs from the rules' reading, and falling back to the rules frame."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from wayfinder.errors import PlannerTimeout
from wayfinder.intent import VERBS, parse_goal
from wayfinder.plan.llm_calls import CallLog, Transport
from wayfinder.plan.llm_frame import differences, frame_from_answer, frame_schema, read_goal

GOAL = "how much is the cheapest pair of headphones?"


def _objects(node: Any) -> list[dict[str, Any]]:
    if isinstance(node, list):
        return [o for item in node for o in _objects(item)]
    if not isinstance(node, dict):
        return []
    own = [node] if node.get("type") == "object" else []
    return own + [o for value in node.values() for o in _objects(value)]


def test_the_schema_is_strict_and_generated_from_the_frame_type() -> None:
    schema = frame_schema()
    objects = _objects(schema)
    assert len(objects) >= 7  # the frame, a step, a superlative, a bound, a filter, dates, a value
    for obj in objects:
        assert obj["additionalProperties"] is False
        assert sorted(obj["required"]) == sorted(obj["properties"])
    assert "default" not in json.dumps(schema)
    assert schema["$defs"]["Step"]["properties"]["verb"]["enum"] == list(VERBS)
    assert {"steps", "goal_kind", "task_mode", "answer_kind", "risky", "understood"} <= set(
        schema["properties"]
    )


def test_a_frame_answer_is_read_back_into_the_frame_type() -> None:
    rules = parse_goal(GOAL)
    assert frame_from_answer(json.dumps(rules.to_dict()), GOAL) == rules
    other = {**rules.to_dict(), "text": "something else"}  # the goal's own text is kept
    assert frame_from_answer(json.dumps(other), GOAL).text == GOAL


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        ("not json", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        (json.dumps({"understood": True}), "is a required property"),
        (json.dumps({**parse_goal(GOAL).to_dict(), "goal_kind": "thing"}), "goal_kind"),
        (
            json.dumps(
                {
                    **parse_goal(GOAL).to_dict(),
                    "steps": [{**parse_goal(GOAL).to_dict()["steps"][0], "verb": "teleport"}],
                }
            ),
            r"steps\.0\.verb: 'teleport' is not one of",
        ),
    ],
)
def test_an_answer_that_does_not_fit_the_frame_says_why(answer: str, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        frame_from_answer(answer, GOAL)


def test_differences_name_each_field_the_two_readings_disagree_on() -> None:
    rules = parse_goal(GOAL)
    assert differences(rules, rules) == []
    data = rules.to_dict()
    data["goal_kind"] = "list"
    data["steps"][0]["object"] = "Earbuds"
    changed = frame_from_answer(json.dumps(data), GOAL)
    found = differences(rules, changed)
    assert any(d.startswith("goal_kind: the rules read") for d in found)
    assert any(d.startswith("steps[0].object:") and '"earbuds"' in d for d in found)
    # wording aside: case and the text fields are not differences
    data = rules.to_dict()
    data["steps"][0]["object"] = data["steps"][0]["object"].upper()
    assert differences(rules, frame_from_answer(json.dumps(data), GOAL)) == []


class _Message:
    def __init__(self, content: str) -> None:
        self.content = content


class _Response:
    def __init__(self, content: str) -> None:
        self.choices = [type("Choice", (), {"message": _Message(content)})()]
        self.usage = type("Usage", (), {"prompt_tokens": 30, "completion_tokens": 12})()


class _Transport(Transport):
    """The planner's transport with the server replaced: one canned answer, or a timeout."""

    def __init__(self, answer: str | None) -> None:
        self.answer = answer
        self.sent: list[dict[str, Any]] = []
        self.clock = lambda: 0.0

    async def request(self, mode: str, build: Any, log: CallLog, deadline: float) -> Any:
        self.sent.append(build())
        if self.answer is None:
            log.sent(mode, "timeout", 0.0, error="no answer")
            raise PlannerTimeout("the model server did not answer within planner_timeout_s=1s")
        response = _Response(self.answer)
        log.sent(mode, "ok", 0.0, response=response)
        return response


def test_reading_the_goal_sends_one_strict_request_and_keeps_the_account() -> None:
    rules = parse_goal(GOAL)
    data = rules.to_dict()
    data["task_mode"] = "find"
    transport = _Transport(json.dumps(data))
    reading = asyncio.run(read_goal(transport, "m", GOAL, timeout_s=5.0))
    (sent,) = transport.sent
    assert sent["response_format"]["json_schema"]["strict"] is True
    assert sent["messages"][-1] == {"role": "user", "content": GOAL}
    assert reading.source == "model" and reading.frame.task_mode == "find"
    assert reading.notes and reading.notes[0].startswith("task_mode:")
    assert reading.account["requests"] == 1 and reading.account["prompt_tokens"] == 30


@pytest.mark.parametrize(("answer", "why"), [("{}", "was not valid"), (None, "did not read the goal")])
def test_the_rules_frame_serves_when_the_models_cannot(answer: str | None, why: str) -> None:
    reading = asyncio.run(read_goal(_Transport(answer), "m", GOAL, timeout_s=5.0))
    assert reading.source == "rules" and reading.frame == parse_goal(GOAL)
    assert (
        len(reading.notes) == 1 and why in reading.notes[0] and "the rules frame is used" in reading.notes[0]
    )
