"""The low-level tools: ``open``, ``observe``, and one tool per action of the ``Action`` union.

The action tools are generated from ``actions.models.ACTION_CLASSES``: each tool is named by the
action type and takes exactly the action's fields with the same types, bounds and descriptions, so an
action added to the union becomes a tool here with no change. The meta actions (``done``,
``ask_user``) are the agent loop's way to end or ask; a client model that drives the browser itself
ends and asks on its own, so they are not tools.

Every action goes through :func:`wayfinder.mcp_server.gate.run_action` (risk, domain policy, secrets,
the executor); its result is the page after the action, fenced as untrusted.
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable
from typing import Any

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
from mcp.types import CallToolResult, ToolAnnotations
from pydantic import ValidationError, create_model

from wayfinder.actions.models import ACTION_CLASSES, META_ACTIONS, Navigate, parse_action
from wayfinder.errors import WayfinderError
from wayfinder.mcp_server.content import error_result, observation_result
from wayfinder.mcp_server.gate import ActionRejected, Outcome, run_action
from wayfinder.mcp_server.sessions import BrowserSession, SessionPool, session_key
from wayfinder.safety.confirm import READ_ONLY_ACTIONS

ToolFn = Callable[..., Awaitable[CallToolResult]]


def action_type_of(cls: type[Any]) -> str:
    return str(cls.model_fields["type"].default)


def tool_action_classes() -> list[type[Any]]:
    """The action classes that become tools (every one but the meta actions), in union order."""
    return [cls for cls in ACTION_CLASSES if action_type_of(cls) not in META_ACTIONS]


def arguments_model(cls: type[Any]) -> type[ArgModelBase]:
    """A model with the action's own fields (all but ``type``): the tool's input schema."""
    fields: dict[str, Any] = {
        name: (info.annotation, copy.copy(info)) for name, info in cls.model_fields.items() if name != "type"
    }
    model: type[ArgModelBase] = create_model(f"{cls.__name__}Arguments", __base__=ArgModelBase, **fields)
    return model


def _describe(cls: type[Any]) -> str:
    doc = (cls.__doc__ or "").strip() or action_type_of(cls).replace("_", " ").capitalize()
    return f"{doc} The result is the page afterwards; a risky action is refused with its reasons."


def outcome_result(session: BrowserSession, outcome: Outcome) -> CallToolResult:
    """A refusal is an error result with the reasons; a done action is the page afterwards."""
    data = outcome.to_json()
    if not outcome.done:
        reasons = "; ".join(outcome.decision.reasons) or "no reason recorded"
        return error_result(f"{outcome.message}\nRisk {outcome.decision.level}: {reasons}", data)
    lead = f"{outcome.action.get('type')}: {outcome.message}"
    if outcome.result is not None and outcome.result.new_tab_id is not None:
        lead += f" (tab {outcome.result.new_tab_id} opened; switch_tab to look at it)"
    assert outcome.observation is not None
    shot = (
        outcome.result.screenshot_path if outcome.result and outcome.action["type"] == "screenshot" else None
    )
    return observation_result(
        outcome.observation, session.mask, lead=lead, extra={"action_result": data}, image=shot
    )


async def _session(pool: SessionPool, ctx: Context) -> BrowserSession:
    return await pool.get(session_key(ctx.headers))


def _action_fn(pool: SessionPool, action_type: str) -> ToolFn:
    async def call(ctx: Context, **arguments: Any) -> CallToolResult:
        given = {k: v for k, v in arguments.items() if v is not None}
        try:
            action = parse_action({**given, "type": action_type})
        except ValidationError as exc:
            detail = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
            return error_result(f"{action_type}: {detail}")
        session = await _session(pool, ctx)
        async with session.lock:
            try:
                outcome = await run_action(session, action)
            except ActionRejected as exc:
                return error_result(str(exc))
            except WayfinderError as exc:
                raise ToolError(session.mask(str(exc))) from exc
            return outcome_result(session, outcome)

    return call


def action_tool(pool: SessionPool, cls: type[Any]) -> Tool:
    """The MCP tool for one action class (input schema = the action's fields)."""
    action_type = action_type_of(cls)
    model = arguments_model(cls)
    return Tool(
        fn=_action_fn(pool, action_type),
        name=action_type,
        title=action_type.replace("_", " "),
        description=_describe(cls),
        parameters=model.model_json_schema(by_alias=True),
        fn_metadata=FuncMetadata(arg_model=model),
        is_async=True,
        context_kwarg="ctx",
        annotations=ToolAnnotations(read_only_hint=action_type in READ_ONLY_ACTIONS, open_world_hint=True),
    )


def action_tools(pool: SessionPool) -> list[Tool]:
    return [action_tool(pool, cls) for cls in tool_action_classes()]


def page_tools(pool: SessionPool) -> list[ToolFn]:
    """``open`` and ``observe`` (plain functions; the server registers them with their docstrings)."""

    async def open(url: str, ctx: Context) -> CallToolResult:
        """Open a URL in this session's browser (started on first use) and return the page as numbered
        elements. Goes through the domain policy and risk checks like any navigation."""
        try:
            action = Navigate(url=url)
        except ValidationError as exc:
            return error_result(f"open: {exc.errors()[0]['msg']}")
        session = await _session(pool, ctx)
        async with session.lock:
            try:
                outcome = await run_action(session, action)
            except WayfinderError as exc:
                raise ToolError(session.mask(str(exc))) from exc
            return outcome_result(session, outcome)

    async def observe(ctx: Context, screenshot: bool = False) -> CallToolResult:
        """The current page as the agent's planner sees it: numbered elements (Set-of-Mark), grids and a
        text digest, fenced as untrusted. With screenshot=true, also the screenshot with the numbered
        badges drawn on it."""
        session = await _session(pool, ctx)
        async with session.lock:
            try:
                obs = await session.look(screenshot=screenshot)
            except WayfinderError as exc:
                raise ToolError(session.mask(str(exc))) from exc
            return observation_result(obs, session.mask)

    return [open, observe]
