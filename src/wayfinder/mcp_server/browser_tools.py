"""The low-level tools: ``open``, ``observe``, and one tool per action of the ``Action`` union.

The action tools are generated from ``actions.models.ACTION_CLASSES``: each tool is named by the
action type and takes exactly the action's fields with the same types, bounds and descriptions, so an
action added to the union becomes a tool here with no change. The meta actions (``done``,
``ask_user``) are the agent loop's way to end or ask; a client model that drives the browser itself
ends and asks on its own, so they are not tools.

Every action goes through :func:`wayfinder.mcp_server.gate.run_action` (risk, domain policy, secrets,
the executor). Its result is the small form (``content.changes_result``: where the page is and what
changed); an action that was refused or failed is an error result with one sentence. ``observe``
gives the whole page, or its first N elements, or only what changed since the last observation.
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable
from typing import Annotated, Any

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
from mcp.types import CallToolResult, ToolAnnotations
from pydantic import Field, ValidationError, create_model

from wayfinder.actions.models import ACTION_CLASSES, META_ACTIONS, Navigate, parse_action
from wayfinder.errors import WayfinderError
from wayfinder.mcp_server.arguments import argument_sentence
from wayfinder.mcp_server.content import changes_result, error_result, observation_result, one_sentence
from wayfinder.mcp_server.gate import ActionRejected, Outcome, run_action
from wayfinder.mcp_server.sessions import BrowserSession, SessionPool, session_key
from wayfinder.safety.confirm import READ_ONLY_ACTIONS

ToolFn = Callable[..., Awaitable[CallToolResult]]
# actions whose class has no docstring of its own
DESCRIPTIONS = {
    "go_back": "Go back one page in this tab's history.",
    "go_forward": "Go forward one page in this tab's history.",
}


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


def describe(cls: type[Any]) -> str:
    """What the tool does: the action's own docstring, and nothing common to every tool."""
    kind = action_type_of(cls)
    doc = " ".join((cls.__doc__ or "").split())
    return doc or DESCRIPTIONS.get(kind) or kind.replace("_", " ").capitalize() + "."


def outcome_result(session: BrowserSession, outcome: Outcome) -> CallToolResult:
    """A refusal or a failure is an error result with one sentence; a done action is the small form."""
    data = outcome.to_json()
    kind = str(outcome.action.get("type"))
    if not outcome.done:
        reasons = "; ".join(outcome.decision.reasons) or "no reason recorded"
        return error_result(f"{outcome.message} Risk {outcome.decision.level}: {reasons}.", data)
    result = outcome.result
    assert outcome.observation is not None and result is not None
    if not result.ok:
        said = one_sentence(f"{kind} failed: {session.mask(result.error or 'it did not work')}")
        return error_result(said, {**data, "url": session.mask(outcome.observation.url)})
    lead = f"{kind}: done"
    if result.new_tab_id is not None:
        lead += f"; tab {result.new_tab_id} opened (switch_tab to look at it)"
    if result.download_path:
        lead += f"; downloaded {result.download_path}"
    for dialog in result.dialogs:
        lead += f"; the page asked: {session.mask(dialog)}"
    shot = result.screenshot_path if kind == "screenshot" else None
    return changes_result(
        outcome.observation,
        outcome.before,
        session.mask,
        lead=lead + ".",
        extra={"action_result": data},
        image=shot,
    )


async def session_of(pool: SessionPool, ctx: Context) -> BrowserSession:
    return await pool.get(session_key(ctx.headers))


def _action_fn(pool: SessionPool, action_type: str) -> ToolFn:
    async def call(ctx: Context, **arguments: Any) -> CallToolResult:
        given = {k: v for k, v in arguments.items() if v is not None}
        try:
            action = parse_action({**given, "type": action_type})
        except ValidationError as exc:
            return error_result(argument_sentence(action_type, exc))
        session = await session_of(pool, ctx)
        async with session.lock:
            try:
                outcome = await run_action(session, action)
            except ActionRejected as exc:
                return error_result(f"{action_type}: {exc}.")
            except WayfinderError as exc:
                raise ToolError(one_sentence(session.mask(str(exc)))) from exc
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
        description=describe(cls),
        parameters=model.model_json_schema(by_alias=True),
        fn_metadata=FuncMetadata(arg_model=model),
        is_async=True,
        context_kwarg="ctx",
        annotations=ToolAnnotations(read_only_hint=action_type in READ_ONLY_ACTIONS, open_world_hint=True),
    )


def action_tools(pool: SessionPool) -> list[Tool]:
    return [action_tool(pool, cls) for cls in tool_action_classes()]


MaxElements = Annotated[
    int | None, Field(ge=0, description="Show only the first N elements (all are still usable by number)")
]


def page_tools(pool: SessionPool) -> list[ToolFn]:
    """``open`` and ``observe`` (plain functions; the server registers them with their docstrings)."""

    async def open(url: str, ctx: Context, max_elements: MaxElements = None) -> CallToolResult:
        """Open a URL in this session's browser (started on first use) and return the whole page as
        numbered elements. Goes through the domain policy and risk checks like any navigation."""
        try:
            action = Navigate(url=url)
        except ValidationError as exc:
            return error_result(argument_sentence("open", exc))
        session = await session_of(pool, ctx)
        async with session.lock:
            try:
                outcome = await run_action(session, action)
            except WayfinderError as exc:
                raise ToolError(one_sentence(session.mask(str(exc)))) from exc
            if not (outcome.done and outcome.result and outcome.result.ok) or outcome.observation is None:
                return outcome_result(session, outcome)
            return observation_result(outcome.observation, session.mask, max_elements=max_elements)

    async def observe(
        ctx: Context,
        screenshot: bool = False,
        max_elements: MaxElements = None,
        changes_only: Annotated[
            bool, Field(description="Only what changed since the last observation (the small form)")
        ] = False,
    ) -> CallToolResult:
        """The current page as the agent's planner sees it: numbered elements (Set-of-Mark), grids and a
        text digest, fenced as untrusted; or, with changes_only, only what changed since the last
        observation. With screenshot=true, also the screenshot with the numbered badges drawn on it."""
        session = await session_of(pool, ctx)
        async with session.lock:
            try:
                obs = await session.look(screenshot=screenshot)
            except WayfinderError as exc:
                raise ToolError(one_sentence(session.mask(str(exc)))) from exc
            if changes_only:
                return changes_result(obs, session.previous, session.mask)
            return observation_result(obs, session.mask, max_elements=max_elements)

    return [open, observe]
