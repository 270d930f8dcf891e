"""actions/schema.py: tool definitions, the JSON fallback schema and answer validation."""

from __future__ import annotations

import json
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from wayfinder.actions.models import (
    ACTION_ADAPTER,
    ACTION_TYPES,
    AskUser,
    Click,
    Done,
    Drag,
    GoBack,
    GoForward,
    Hover,
    Navigate,
    PressKey,
    Screenshot,
    Scroll,
    Search,
    SelectOption,
    SwitchTab,
    TypeText,
    Wait,
)
from wayfinder.actions.schema import (
    describe_ids,
    json_answer_schema,
    tool_definitions,
    validate_json_answer,
    validate_tool_call,
)
from wayfinder.errors import PlannerError

EXAMPLES = [
    Click(element_id=3),
    TypeText(element_id=2, text="red shoes", submit=True),
    Scroll(direction="up"),
    Scroll(direction="bottom", element_id=4),
    Screenshot(full_page=True),
    Navigate(url="https://example.com/a"),
    Search(query="laptops"),
    GoBack(),
    GoForward(),
    SwitchTab(tab_id=1),
    PressKey(key="Escape"),
    PressKey(key="Shift+Tab", element_id=4),
    Hover(element_id=6),
    SelectOption(element_id=2, label="Express delivery"),
    Wait(seconds=2.5),
    Wait(),
    Drag(element_id=3, to_element_id=8),
    Drag(element_id=3, dx=-40),
    Done(success=False, answer="not sold here"),
    Done(),
    AskUser(question="Which size?"),
]

STRICT_ALLOWED_KEYS = {
    "type",
    "description",
    "properties",
    "required",
    "additionalProperties",
    "enum",
    "pattern",
}


def _strict_args(action: Any) -> dict[str, Any]:
    """Arguments as a strict-mode model would send them: every field, nulls for unset optionals."""
    data = action.model_dump()
    data.pop("type")
    return {"intent": "Doing it", **data}


def test_examples_cover_every_action_type() -> None:
    assert {a.type for a in EXAMPLES} == set(ACTION_TYPES)


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: a.type)
def test_tool_call_round_trips(action: Any) -> None:
    args = _strict_args(action)
    params = next(t for t in tool_definitions() if t["function"]["name"] == action.type)["function"][
        "parameters"
    ]
    assert list(Draft202012Validator(params).iter_errors(args)) == []
    got, intent = validate_tool_call(action.type, json.dumps(args))
    assert got == action
    assert intent == "Doing it"


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: a.type)
def test_json_answer_round_trips(action: Any) -> None:
    answer = {"intent": "Doing it", "action": action.model_dump()}
    assert list(Draft202012Validator(json_answer_schema()).iter_errors(answer)) == []
    assert validate_json_answer(answer) == (action, "Doing it")
    assert ACTION_ADAPTER.validate_python(answer["action"]) == action


def _walk(schema: dict[str, Any]) -> list[dict[str, Any]]:
    out = [schema]
    for prop in schema.get("properties", {}).values():
        out += _walk(prop)
    for branch in schema.get("anyOf", []):
        out += _walk(branch)
    return out


def test_tools_are_strict_mode_shaped() -> None:
    tools = tool_definitions()
    assert [t["function"]["name"] for t in tools] == list(ACTION_TYPES)
    for tool in tools:
        fn = tool["function"]
        assert tool["type"] == "function" and fn["strict"] is True
        assert fn.get("description") or fn["name"] in ("go_back", "go_forward")  # names that say it all
        params = fn["parameters"]
        assert params["additionalProperties"] is False
        assert set(params["required"]) == set(params["properties"])
        assert params["properties"]["intent"] == {"type": "string"}  # described once, in the system prompt
        for node in _walk(params):
            assert set(node) <= STRICT_ALLOWED_KEYS, (fn["name"], node)


def test_optional_fields_are_nullable_and_required_ones_are_not() -> None:
    by_name = {t["function"]["name"]: t["function"]["parameters"]["properties"] for t in tool_definitions()}
    assert by_name["scroll"]["element_id"]["type"] == ["integer", "null"]  # default None: nullable
    assert by_name["done"]["answer"]["type"] == ["string", "null"]
    # a field with a real default is asked for: the model states it, no null, no note about null
    assert by_name["type"]["submit"]["type"] == "boolean"
    assert by_name["scroll"]["direction"] == {"enum": ["up", "down", "top", "bottom"], "type": "string"}
    assert by_name["click"]["element_id"]["type"] == "integer"
    assert all("null =" not in str(props) for props in by_name.values())


def test_json_answer_schema_shape() -> None:
    schema = json_answer_schema(["click", "done"])
    assert schema["required"] == ["intent", "action"] and schema["additionalProperties"] is False
    branches = schema["properties"]["action"]["anyOf"]
    assert [b["properties"]["type"]["const"] for b in branches] == ["click", "done"]
    for branch in branches:
        assert set(branch["required"]) == set(branch["properties"])


def test_tool_definitions_restricted() -> None:
    tools = tool_definitions(["done", "click", "nonsense"])
    assert [t["function"]["name"] for t in tools] == ["click", "done"]


def test_tool_definitions_are_built_once() -> None:
    """Issue 14 item 5: built from pydantic once per process, not on every planner call."""
    assert tool_definitions() is tool_definitions()
    assert tool_definitions(["click"])[0] is tool_definitions()[0]
    assert json_answer_schema() is json_answer_schema()


@pytest.mark.parametrize(
    ("tool", "field"), [("navigate", "url"), ("search", "query"), ("ask_user", "question")]
)
def test_required_text_fields_say_non_empty_in_the_strict_schema(tool: str, field: str) -> None:
    """Issue 14 item 12: strict mode allows "" unless the schema says otherwise (pattern is allowed)."""
    params = next(t for t in tool_definitions() if t["function"]["name"] == tool)["function"]["parameters"]
    prop = params["properties"][field]
    assert prop["pattern"] == r"\S" and "minLength" not in prop
    assert list(Draft202012Validator(params).iter_errors({"intent": "x", field: "a"})) == []
    assert list(Draft202012Validator(params).iter_errors({"intent": "x", field: " "}))  # blank refused


@pytest.mark.parametrize(
    ("tool", "field"), [("navigate", "url"), ("search", "query"), ("ask_user", "question")]
)
@pytest.mark.parametrize("blank", ["", "   "])
def test_blank_text_is_reasked_precisely(tool: str, field: str, blank: str) -> None:
    with pytest.raises(PlannerError) as info:
        validate_tool_call(tool, {"intent": "x", field: blank})
    assert str(info.value) == f"{tool}.{field} is empty ({blank!r}); give a non-empty value"


@pytest.mark.parametrize(
    ("name", "arguments", "kwargs", "expected"),
    [
        ("fly", {"intent": "x"}, {}, ["'fly'", "'click'", "'ask_user'"]),
        ("click", {"intent": "x", "element_id": 42}, {"element_ids": [1, 2, 3, 7]}, ["42", "1-3, 7"]),
        ("click", '{"intent": "x", "element_id": ', {}, ["not valid JSON", "column 30"]),
        ("click", "[1, 2]", {}, ["must be a JSON object"]),
        ("scroll", {"intent": "x", "direction": "left"}, {}, ["'left'", "'up'", "'bottom'"]),
        (
            "type",
            {"intent": "x", "element_id": 1, "txt": "a"},
            {},
            ["'text' is a required", "'txt'", "valid fields"],
        ),
        ("click", {"element_id": 1}, {}, ["'intent' is a required"]),
        ("click", {"intent": "x", "element_id": -1}, {}, ["-1", "minimum"]),
        (
            "navigate",
            {"intent": "x", "url": "https://a"},
            {"allowed": ["click", "done"]},
            ["not allowed", "click, done"],
        ),
        ("switch_tab", {"intent": "x", "tab_id": 5}, {"tab_ids": [0, 1]}, ["tab_id 5", "0-1"]),
        ("press_key", {"intent": "x", "key": "Hyper+Q"}, {}, ["'Hyper'", "Control, Shift, Alt, Meta"]),
        ("press_key", {"intent": "x", "key": "launch"}, {}, ["'launch'", "Escape", "ArrowDown"]),
        ("wait", {"intent": "x", "seconds": 60}, {}, ["60", "maximum"]),
        ("drag", {"intent": "x", "element_id": 1}, {}, ["to_element_id", "dx/dy"]),
        ("drag", {"intent": "x", "element_id": 1, "to_element_id": 2, "dx": 5}, {}, ["not both"]),
        (
            "drag",
            {"intent": "x", "element_id": 1, "to_element_id": 12},
            {"element_ids": [1, 2]},
            ["to_element_id 12", "1-2"],
        ),
        ("select_option", {"intent": "x", "element_id": 1, "label": ""}, {}, ["label"]),
    ],
)
def test_invalid_tool_calls_name_bad_value_and_valid_ones(
    name: str, arguments: Any, kwargs: dict[str, Any], expected: list[str]
) -> None:
    with pytest.raises(PlannerError) as info:
        validate_tool_call(name, arguments, **kwargs)
    for part in expected:
        assert part in str(info.value)


def test_unknown_tool_lists_only_allowed_tools() -> None:
    with pytest.raises(PlannerError) as info:
        validate_tool_call("fly", "{}", allowed=["click", "done"])
    assert str(info.value) == "tool 'fly' is not valid; valid values: 'click', 'done'"


def test_optional_fields_may_be_missing_or_null() -> None:
    assert validate_tool_call("scroll", {"intent": "x"})[0] == Scroll()
    assert validate_tool_call("scroll", {"intent": "x", "direction": None, "element_id": None})[0] == Scroll()
    assert validate_tool_call("click", {"intent": "  Open it ", "element_id": 1})[1] == "Open it"


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ([1], "must be a JSON object"),
        ({"action": {"type": "go_back"}}, "missing intent"),
        ({"intent": "x", "action": {"type": "go_back"}, "why": 1}, "unexpected keys why"),
        ({"intent": 3, "action": {"type": "go_back"}}, "intent must be a string"),
        ({"intent": "x", "action": "click"}, "action must be an object"),
        ({"intent": "x", "action": {"type": "jump"}}, "action type 'jump' is not valid"),
        ({"intent": "x", "action": {"type": "click"}}, "'element_id' is a required"),
        ('{"intent": "x", "action": {"type": "click", "element_id": 9}}', "element_id 9"),
    ],
)
def test_invalid_json_answers(answer: Any, expected: str) -> None:
    with pytest.raises(PlannerError) as info:
        validate_json_answer(answer, element_ids=[1])
    assert expected in str(info.value)


@pytest.mark.parametrize(
    ("ids", "text"),
    [([], "none"), ([3], "3"), ([3, 1, 2], "1-3"), ([0, 2, 3, 4, 9, 10], "0, 2-4, 9-10"), ([5, 5], "5")],
)
def test_describe_ids(ids: list[int], text: str) -> None:
    assert describe_ids(ids) == text
