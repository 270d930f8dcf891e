"""Reading the LLM's reply in each output mode, and what to send back when it was invalid. Pure.

``tools``: the first tool call is the answer. ``json_schema`` / ``json_text``: the message text holds
a JSON answer ``{"intent", "action"}``; in text mode it may be wrapped in prose or a ```json fence,
so the first JSON object in the text is taken.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from typing import Any, Literal

from wayfinder.actions.models import ACTION_TYPES, META_ACTIONS, Action
from wayfinder.actions.schema import json_answer_schema, validate_json_answer, validate_tool_call
from wayfinder.errors import PlannerError
from wayfinder.plan.base import PlannerContext
from wayfinder.plan.messages import load_system_prompt

OutputMode = Literal["tools", "json_schema", "json_text"]


def first_json_object(text: str) -> Any:
    """The first JSON object in ``text`` (prose and ```json fences around it are ignored).

    Raises PlannerError naming the position when no ``{`` starts a valid JSON object.
    """
    decoder = json.JSONDecoder()
    first_error: json.JSONDecodeError | None = None
    start = text.find("{")
    while start != -1:
        try:
            value, _ = decoder.raw_decode(text, start)
        except json.JSONDecodeError as exc:
            first_error = first_error or exc
        else:
            if isinstance(value, dict):
                return value
        start = text.find("{", start + 1)
    if first_error is not None:
        raise PlannerError(
            f"the answer is not valid JSON: {first_error.msg} at line {first_error.lineno} column "
            f"{first_error.colno} (char {first_error.pos}); answer with one JSON object"
        )
    raise PlannerError(f"the answer contains no JSON object: {text.strip()[:120]!r}")


def _arguments_text(arguments: Any) -> str:
    """Tool-call arguments as JSON text. Some servers send a JSON object instead of the string the
    API specifies; it is the same answer, so it is written back as JSON (never as a Python repr)."""
    if isinstance(arguments, dict | list):
        return json.dumps(arguments, ensure_ascii=False)
    return str(arguments or "")


def tool_calls_of(message: Any) -> list[dict[str, str]]:
    """``[{"id", "name", "arguments"}]`` of an SDK message's function tool calls (arguments as JSON text)."""
    calls = []
    for call in getattr(message, "tool_calls", None) or []:
        function = getattr(call, "function", None)
        if function is None:
            continue
        calls.append(
            {"id": str(call.id), "name": str(function.name), "arguments": _arguments_text(function.arguments)}
        )
    return calls


def _ids(ctx: PlannerContext) -> tuple[set[int], set[int] | None]:
    elements = {el.id for el in ctx.observation.elements}
    tabs = {tab.tab_id for tab in (ctx.tabs or ctx.observation.tabs)}
    return elements, (tabs or None)


def check_allowed_now(action_type: object, ctx: PlannerContext) -> None:
    """Raise PlannerError when a known action is not allowed at this step, saying why precisely.

    Every tool is offered on every step (one stable tool list); the stage rules are enforced here.
    """
    allowed = ctx.allowed_actions
    if not allowed or action_type not in ACTION_TYPES or action_type in allowed:
        return
    if action_type in META_ACTIONS:
        why = (
            f"done and ask_user are allowed once the page shows what the goal is about (stage locate or "
            f"verify); the stage is {ctx.goal_stage!r}"
        )
    else:
        why = f"it is not allowed at stage {ctx.goal_stage!r}"
    raise PlannerError(f"{action_type!r} is not allowed now: {why}; allowed now: {', '.join(allowed)}")


def answer_from_message(mode: OutputMode, message: Any, ctx: PlannerContext) -> tuple[Action, str]:
    """Validate the reply into ``(action, intent)`` or raise PlannerError (sent back in a re-ask)."""
    allowed = ctx.allowed_actions or None
    element_ids, tab_ids = _ids(ctx)
    if mode == "tools":
        calls = tool_calls_of(message)
        if not calls:
            said = (getattr(message, "content", None) or "").strip()
            raise PlannerError(
                f"no tool call in the answer (text was: {said[:120]!r}); call exactly one tool"
            )
        call = calls[0]
        check_allowed_now(call["name"], ctx)
        return validate_tool_call(
            call["name"], call["arguments"], allowed=allowed, element_ids=element_ids, tab_ids=tab_ids
        )
    content = getattr(message, "content", None) or ""
    obj = json.loads(content) if mode == "json_schema" and _is_json(content) else first_json_object(content)
    if isinstance(obj, dict) and isinstance(obj.get("action"), dict):
        check_allowed_now(obj["action"].get("type"), ctx)
    return validate_json_answer(obj, allowed=allowed, element_ids=element_ids, tab_ids=tab_ids)


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except json.JSONDecodeError:
        return False
    return True


def reask_messages(mode: OutputMode, message: Any, error: PlannerError) -> list[dict[str, Any]]:
    """The assistant's bad answer plus the correction request, to append before asking again.

    In tools mode every tool call must get a ``tool`` reply before the next user message (the API
    rejects the conversation otherwise), so each call is answered with the error.
    """
    calls = tool_calls_of(message) if mode == "tools" else []
    assistant: dict[str, Any] = {"role": "assistant", "content": getattr(message, "content", None)}
    if calls:
        assistant["tool_calls"] = [
            {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
            for c in calls
        ]
    else:
        assistant["content"] = assistant["content"] or ""
    out = [assistant]
    out += [{"role": "tool", "tool_call_id": c["id"], "content": f"Invalid: {error}"} for c in calls]
    what = "one valid tool call" if mode == "tools" else "one valid JSON object"
    out.append(
        {"role": "user", "content": f"Your last answer was invalid: {error}. Answer again with {what}."}
    )
    return out


def _field_hint(name: str, prop: dict[str, Any]) -> str:
    kind = prop.get("type", "any")
    kinds = kind if isinstance(kind, list) else [kind]
    if "enum" in prop:
        shown = "|".join(json.dumps(v) for v in prop["enum"] if v is not None)
        return f'"{name}": {shown}' + ("|null" if "null" in kinds else "")
    return f'"{name}": {"|".join(kinds)}'


def format_instructions(mode: OutputMode, allowed: Sequence[str] | None = None) -> str:
    """What the system prompt adds for the answer format of ``mode``.

    The JSON modes spell out the actions' fields (every action when ``allowed`` is None, as the
    planner sends it: one stable system prompt), because no tool definitions carry them.
    """
    if mode == "tools":
        return "Answer with exactly one tool call."
    lines = [
        "Answer with exactly one JSON object and nothing else:",
        '{"intent": "<one short sentence for the user>", "action": {"type": "<action>", ...fields}}',
        "The actions and their fields:",
    ]
    for branch in json_answer_schema(allowed)["properties"]["action"]["anyOf"]:
        props = branch["properties"]
        fields = ", ".join(_field_hint(k, v) for k, v in props.items() if k != "type")
        lines.append(
            f"- {props['type']['const']}: {{{fields}}}" if fields else f"- {props['type']['const']}: {{}}"
        )
    return "\n".join(lines)


@cache
def system_prompt(mode: OutputMode) -> str:
    """The system prompt the planner sends in ``mode``: the same on every step of every run."""
    return f"{load_system_prompt()}\n\n{format_instructions(mode)}"
