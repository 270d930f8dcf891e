"""One schema, one source: planner tool definitions and answer validation, generated from ``Action``.

Three things come out of the pydantic classes in ``actions/models.py``:

- :func:`tool_definitions`: OpenAI function tools, one per action type (the function name is the
  type), each with its fields plus a required ``intent`` string (described once, in the system
  prompt, not in every tool: every token here is sent on every step). They are strict-mode shaped
  (``additionalProperties: false``, every property required, optional fields as nullable types) so
  servers that enforce strict schemas accept them and small models cannot drop fields silently. A
  required text field carries ``pattern: "\\S"`` (strict mode allows ``pattern``, not ``minLength``),
  so the schema itself says that an empty url/query/question is not an answer. Built once per process
  (the planner sends the very same list on every request): treat the result as read-only.
- :func:`json_answer_schema`: the schema of the plain-JSON fallback ``{"intent", "action"}``.
- :func:`validate_tool_call` / :func:`validate_json_answer`: turn a model's answer into an
  ``Action`` or raise :class:`PlannerError` whose message names the bad value and lists the valid
  ones, because that message goes straight back to the model in a re-ask.

Validation is deliberately more lenient than the strict shape: an optional field may be missing or
null (it takes its default), since not every OpenAI-compatible server enforces strict schemas.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Collection, Iterable
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from jsonschema.exceptions import ValidationError as SchemaError  # type: ignore[import-untyped]
from pydantic import ValidationError

from wayfinder.actions.models import ACTION_CLASSES, ACTION_TYPES, Action, parse_action
from wayfinder.errors import PlannerError, bad_value

INTENT_DESCRIPTION = "One short sentence for the user, e.g. 'Opening the cheapest result'"
NON_EMPTY = r"\S"  # at least one character that is not white space

# Keywords OpenAI strict mode rejects for strings; they stay in the validation schema only.
# ``minimum`` goes too: ids are checked against the page anyway, and every token counts.
_STRICT_DROP = frozenset(
    {
        "title",
        "default",
        "minLength",
        "maxLength",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
    }
)
_DROP_ALWAYS = frozenset({"title", "default"})


def _clean(schema: dict[str, Any], drop: frozenset[str]) -> dict[str, Any]:
    """Copy a property schema without the keywords in ``drop`` (recursing into anyOf branches)."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in drop:
            continue
        if key == "anyOf":
            out[key] = [_clean(branch, drop) for branch in value]
        else:
            out[key] = value
    return out


def _nullable(prop: dict[str, Any]) -> dict[str, Any]:
    """Make a property accept null; ``anyOf [X, null]`` with a simple X becomes ``type: [t, "null"]``."""
    branches = prop.get("anyOf")
    if branches is not None:
        if any(b.get("type") == "null" for b in branches):
            rest = [b for b in branches if b.get("type") != "null"]
            if len(rest) == 1 and isinstance(rest[0].get("type"), str):
                merged = {k: v for k, v in prop.items() if k != "anyOf"}
                merged.update(rest[0])
                merged["type"] = [rest[0]["type"], "null"]
                return merged
            return prop
        return {**prop, "anyOf": [*branches, {"type": "null"}]}
    kind = prop.get("type")
    if isinstance(kind, str):
        nullable = {**prop, "type": [kind, "null"]}
        if "enum" in nullable:
            nullable["enum"] = [*nullable["enum"], None]
        return nullable
    return prop


@cache
def _fields(action_type: str) -> tuple[dict[str, dict[str, Any]], list[str], str]:
    """The action's own properties (without ``type``), its required names and its description (the
    first line of the class docstring: the rest is for people reading the code, not for the model)."""
    cls = ACTION_CLASSES[ACTION_TYPES.index(action_type)]
    raw = cls.model_json_schema()
    props = {k: v for k, v in raw.get("properties", {}).items() if k != "type"}
    required = [k for k in raw.get("required", []) if k != "type"]
    doc = (cls.__doc__ or "").strip().splitlines()
    description = doc[0].strip() if doc else ""
    return props, required, description


def _object(props: dict[str, dict[str, Any]], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": required, "additionalProperties": False}


def _non_empty(prop: dict[str, Any]) -> dict[str, Any]:
    """A text field that must not be empty says so with a pattern (kept by strict mode)."""
    if prop.get("type") == "string" and int(prop.get("minLength", 0)) >= 1:
        return {**prop, "pattern": NON_EMPTY}
    return prop


@cache
def _strict_parameters(action_type: str) -> dict[str, Any]:
    props, required, _ = _fields(action_type)
    out: dict[str, dict[str, Any]] = {"intent": {"type": "string"}}
    for name, prop in props.items():
        cleaned = _clean(_non_empty(prop), _STRICT_DROP)
        # A field with a default is asked for like a required one (the model states the value it
        # wants; no null, no note on what null means); only fields whose default is "none" are
        # nullable. Validation stays lenient: a missing or null optional field takes its default.
        keep = name in required or prop.get("default") is not None
        out[name] = cleaned if keep else _nullable(cleaned)
    return _object(out, list(out))


@cache
def _validation_schema(action_type: str, *, with_intent: bool) -> dict[str, Any]:
    """Full constraints (lengths, minimums); optional fields may be absent or null."""
    props, required, _ = _fields(action_type)
    out: dict[str, dict[str, Any]] = {}
    if with_intent:
        out["intent"] = {"type": "string"}
    for name, prop in props.items():
        cleaned = _clean(_non_empty(prop), _DROP_ALWAYS)
        out[name] = cleaned if name in required else _nullable(cleaned)
    req = (["intent"] if with_intent else []) + required
    return _object(out, req)


def _allowed_types(allowed: Iterable[str] | None) -> list[str]:
    if allowed is None:
        return list(ACTION_TYPES)
    wanted = set(allowed)
    return [t for t in ACTION_TYPES if t in wanted]


@cache
def _all_tools() -> tuple[dict[str, Any], ...]:
    tools = []
    for action_type in ACTION_TYPES:
        _, _, description = _fields(action_type)
        function: dict[str, Any] = {"name": action_type}
        if description:  # go_back needs none: its name says it all
            function["description"] = description
        function["strict"] = True
        function["parameters"] = copy.deepcopy(_strict_parameters(action_type))
        tools.append({"type": "function", "function": function})
    return tuple(tools)


@cache
def _all_tools_list() -> list[dict[str, Any]]:
    return list(_all_tools())


def tool_definitions(allowed: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """OpenAI ``tools`` for the allowed action types (all when None), in ``ACTION_TYPES`` order.

    Built once per process: ``tool_definitions()`` is the same list object on every call, and the
    tool dicts are shared; do not modify them.
    """
    if allowed is None:
        return _all_tools_list()
    wanted = set(_allowed_types(allowed))
    return [t for t in _all_tools() if t["function"]["name"] in wanted]


def tool_names() -> tuple[str, ...]:
    """The names of the tools, in the order they are sent."""
    return ACTION_TYPES


def json_answer_schema(allowed: Iterable[str] | None = None) -> dict[str, Any]:
    """Schema of the JSON fallback answer ``{"intent": str, "action": {...}}`` (read-only; every action
    when ``allowed`` is None, built once).

    The action branches are disjoint (each has its own ``type`` const), so ``anyOf`` here means
    exactly one; ``anyOf`` is used because strict structured-output servers do not accept ``oneOf``.
    """
    return _answer_schema(tuple(_allowed_types(allowed)))


@cache
def _answer_schema(types: tuple[str, ...]) -> dict[str, Any]:
    branches = []
    for action_type in types:
        params = _strict_parameters(action_type)
        props = {"type": {"type": "string", "const": action_type}}
        props.update({k: copy.deepcopy(v) for k, v in params["properties"].items() if k != "intent"})
        branches.append(_object(props, list(props)))
    action = {"anyOf": branches}
    return _object(
        {"intent": {"type": "string", "description": INTENT_DESCRIPTION}, "action": action},
        ["intent", "action"],
    )


def describe_ids(ids: Iterable[int]) -> str:
    """Compact list of ids for messages: ``0-3, 7, 9-10`` (or ``none``)."""
    ordered = sorted(set(ids))
    if not ordered:
        return "none"
    parts: list[str] = []
    start = prev = ordered[0]
    for value in [*ordered[1:], None]:
        if value is not None and value == prev + 1:
            prev = value
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if value is not None:
            start = prev = value
    return ", ".join(parts)


def _parse_arguments(arguments: str | dict[str, Any]) -> dict[str, Any]:
    if isinstance(arguments, dict):
        return arguments
    text = arguments.strip() or "{}"
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PlannerError(
            f"the arguments are not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno} "
            f"(char {exc.pos}); send one JSON object"
        ) from None
    if not isinstance(value, dict):
        raise PlannerError(f"the arguments must be a JSON object, got {type(value).__name__}: {text[:80]}")
    return value


def _schema_message(where: str, error: SchemaError) -> str:
    path = ".".join(str(p) for p in error.absolute_path)
    field = f"{where}.{path}" if path else where
    if error.validator == "additionalProperties":
        valid = ", ".join(sorted(error.schema.get("properties", {})))
        return f"{field}: {error.message}; valid fields: {valid}"
    if (
        error.validator in ("minLength", "pattern")
        and isinstance(error.instance, str)
        and not error.instance.strip()
    ):
        return f"{field} is empty ({error.instance!r}); give a non-empty value"
    return f"{field}: {error.message}"


def _check_schema(where: str, schema: dict[str, Any], data: dict[str, Any]) -> None:
    errors = sorted(Draft202012Validator(schema).iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        messages = dict.fromkeys(_schema_message(where, e) for e in errors)  # one line per problem
        raise PlannerError("; ".join(messages))


def _check_type(action_type: object, allowed: Collection[str] | None, what: str) -> str:
    if not isinstance(action_type, str) or action_type not in ACTION_TYPES:
        raise PlannerError(bad_value(what, action_type, _allowed_types(allowed)))
    if allowed is not None and action_type not in allowed:
        valid = _allowed_types(allowed)
        raise PlannerError(f"{what} {action_type!r} is not allowed now; allowed now: {', '.join(valid)}")
    return action_type


def _check_ids(action: Action, element_ids: Collection[int] | None, tab_ids: Collection[int] | None) -> None:
    for field in ("element_id", "to_element_id"):
        element_id = getattr(action, field, None)
        if element_ids is not None and element_id is not None and element_id not in element_ids:
            raise PlannerError(
                f"{field} {element_id} is not on the current page; valid element ids: {describe_ids(element_ids)}"
            )
    tab_id = getattr(action, "tab_id", None)
    if tab_ids is not None and tab_id is not None and tab_id not in tab_ids:
        raise PlannerError(f"tab_id {tab_id} is not an open tab; open tab ids: {describe_ids(tab_ids)}")


def _build(action_type: str, fields: dict[str, Any]) -> Action:
    data = {k: v for k, v in fields.items() if v is not None}
    try:
        return parse_action({**data, "type": action_type})
    except ValidationError as exc:  # jsonschema already passed; kept as a safety net
        detail = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        raise PlannerError(f"{action_type}: {detail}") from None


def validate_tool_call(
    name: str,
    arguments: str | dict[str, Any],
    *,
    allowed: Collection[str] | None = None,
    element_ids: Collection[int] | None = None,
    tab_ids: Collection[int] | None = None,
) -> tuple[Action, str]:
    """Validate one tool call into ``(action, intent)``.

    ``allowed`` restricts the tool names for this step; ``element_ids`` / ``tab_ids`` are the ids
    the current observation offers (None skips that check).
    """
    action_type = _check_type(name, allowed, "tool")
    args = _parse_arguments(arguments)
    _check_schema(action_type, _validation_schema(action_type, with_intent=True), args)
    fields = dict(args)
    intent = str(fields.pop("intent"))
    action = _build(action_type, fields)
    _check_ids(action, element_ids, tab_ids)
    return action, intent.strip()


def validate_json_answer(
    obj: object,
    *,
    allowed: Collection[str] | None = None,
    element_ids: Collection[int] | None = None,
    tab_ids: Collection[int] | None = None,
) -> tuple[Action, str]:
    """Validate a JSON fallback answer ``{"intent": ..., "action": {"type": ..., ...}}``."""
    if isinstance(obj, str):
        obj = _parse_arguments(obj)
    if not isinstance(obj, dict):
        raise PlannerError(
            f'the answer must be a JSON object {{"intent": ..., "action": ...}}, got {obj!r:.80}'
        )
    missing = [k for k in ("intent", "action") if k not in obj]
    if missing:
        raise PlannerError(f"the answer is missing {', '.join(missing)}; expected keys: intent, action")
    extra = sorted(set(obj) - {"intent", "action"})
    if extra:
        raise PlannerError(f"unexpected keys {', '.join(extra)}; expected keys: intent, action")
    intent, body = obj["intent"], obj["action"]
    if not isinstance(intent, str):
        raise PlannerError(f"intent must be a string, got {intent!r:.80}")
    if not isinstance(body, dict):
        raise PlannerError(f"action must be an object with a 'type', got {body!r:.80}")
    action_type = _check_type(body.get("type"), allowed, "action type")
    fields = {k: v for k, v in body.items() if k != "type"}
    _check_schema(f"action({action_type})", _validation_schema(action_type, with_intent=False), fields)
    action = _build(action_type, fields)
    _check_ids(action, element_ids, tab_ids)
    return action, intent.strip()
