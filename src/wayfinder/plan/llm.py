"""The LLM planner: the only place that calls a language model (any OpenAI-compatible endpoint).

One ``plan`` call builds the messages, asks the model in the current output mode, validates the
answer against the action schema and, when the answer is invalid, re-asks ONCE with the error text.

One stable request prefix for the whole run: the system prompt and the tool list (every action, as
built once from the ``Action`` union) never change between steps, so a provider's prompt cache keeps
working and ``done`` is visible from the first step. What is allowed *now* (the stage rules) is said
in the user message and enforced by validation: a disallowed action is re-asked precisely, like any
other invalid answer.

Output modes: ``tools`` (function calling, strict schemas, tool_choice required), ``json_schema``
(structured output), ``json_text`` (instructions only; the first JSON object in the text). In
``auto`` the planner tries them in that order, moving on when the server rejects a mode (HTTP
400/404/422 that mentions it) or answers tools with plain text, and keeps the mode that worked for
the rest of the run.

Transport and accounting live in ``plan/llm_calls.py``: every request is counted (also failed ones),
one deadline of ``planner_timeout_s`` covers the whole call, and a failure carries its account
(requests, tokens, attempt log) in ``PlannerError.account`` / ``PlannerAuthError.account``.
"""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any, cast

import openai

from wayfinder.actions.schema import json_answer_schema, tool_definitions, tool_names
from wayfinder.errors import PlannerAuthError, PlannerError
from wayfinder.plan.base import PlannerContext, PlannerResult, TokenUsage
from wayfinder.plan.llm_calls import (
    RETRY_BASE_S,
    CallLog,
    Clock,
    Rejected,
    Sleep,
    Transport,
)
from wayfinder.plan.llm_frame import FrameReading, read_goal
from wayfinder.plan.llm_parse import OutputMode, answer_from_message, reask_messages, system_prompt
from wayfinder.plan.messages import build_messages, drop_images
from wayfinder.settings import Settings

DEFAULT_MODEL = "gpt-4o-mini"
MODE_CHAIN: tuple[OutputMode, ...] = ("tools", "json_schema", "json_text")
_MODE_WORDS: dict[str, tuple[str, ...]] = {
    "tools": ("tool", "function"),
    "json_schema": ("response_format", "json_schema", "schema", "structured"),
}


class LLMPlanner:
    """Planner backed by an OpenAI-compatible chat completions endpoint."""

    def __init__(
        self,
        settings: Settings,
        *,
        client: openai.AsyncOpenAI | None = None,
        retry_base_s: float = RETRY_BASE_S,
        clock: Clock | None = None,
        sleep: Sleep | None = None,
    ) -> None:
        self._settings = settings
        self.model = settings.model_name or DEFAULT_MODEL
        self.name = f"openai:{self.model}"
        self._client = client or openai.AsyncOpenAI(
            base_url=settings.base_url,
            api_key=settings.resolved_api_key or "not-needed",
            timeout=settings.planner_timeout_s,
            max_retries=0,
        )
        extra: dict[str, Any] = {k: v for k, v in (("clock", clock), ("sleep", sleep)) if v is not None}
        self._transport = Transport(
            self._client, timeout_s=settings.planner_timeout_s, retry_base_s=retry_base_s, **extra
        )
        self._auto = settings.llm_output_mode == "auto"
        self._mode: OutputMode | None = None if self._auto else cast(OutputMode, settings.llm_output_mode)
        self._parallel_flag = True  # send parallel_tool_calls=False until a server rejects the field
        self._system = {mode: system_prompt(mode) for mode in MODE_CHAIN}
        self._tools = tool_definitions()  # built once per process; the same list on every request
        self._response_format = {
            "type": "json_schema",
            "json_schema": {"name": "next_action", "strict": True, "schema": json_answer_schema()},
        }

    @property
    def mode(self) -> OutputMode | None:
        """The output mode in use (None in auto mode until one has worked)."""
        return self._mode

    async def aclose(self) -> None:
        await self._client.close()

    async def read_goal(self, goal: str) -> FrameReading | None:
        """The model's reading of the goal (``plan/llm_frame.py``), asked once per run through this
        planner's transport, within its deadline, counted in its account; None when the
        ``model_reads_goal`` setting is off (the rules frame serves alone)."""
        if not self._settings.model_reads_goal:
            return None
        return await read_goal(self._transport, self.model, goal, timeout_s=self._settings.planner_timeout_s)

    async def plan(self, ctx: PlannerContext) -> PlannerResult:
        log = CallLog(self._transport.clock)
        deadline = log.started + self._settings.planner_timeout_s
        try:
            return await self._plan(ctx, log, deadline)
        except (PlannerError, PlannerAuthError) as exc:
            exc.account = self._account(log)  # the failed call is counted like an answered one
            raise
        except Exception as exc:  # an answer the SDK could not read (not JSON...): counted too
            message = f"the model server's answer could not be used: {type(exc).__name__}: {exc}"
            raise PlannerError(message, account=self._account(log)) from exc

    async def _plan(self, ctx: PlannerContext, log: CallLog, deadline: float) -> PlannerResult:
        image, vision_note = self._image(ctx)
        rejections: list[str] = []
        for mode in (self._mode,) if self._mode else MODE_CHAIN:
            messages = build_messages(ctx, system_prompt=self._system[mode], vision_image_b64=image)
            try:
                response = await self._request(mode, messages, log, deadline)
            except Rejected as exc:
                if not self._auto or not self._rejects_mode(mode, exc):
                    raise PlannerError(
                        f"the model server rejected the request ({mode} mode): {exc}"
                    ) from None
                rejections.append(f"{mode}: {exc}")
                continue
            message = response.choices[0].message if response.choices else None
            if self._auto and self._mode is None and mode == "tools" and _text_only(message):
                log.note(mode, "text_instead_of_tools", self._transport.clock())
                rejections.append("tools: the server answered with text instead of a tool call")
                continue
            self._mode = mode
            result = await self._finish(ctx, mode, messages, message, log, deadline)
            return result.model_copy(update={"raw": {**result.raw, "vision": vision_note}})
        raise PlannerError("the model server accepted no output mode: " + "; ".join(rejections))

    # -- building requests

    def _image(self, ctx: PlannerContext) -> tuple[str | None, str]:
        if not self._settings.vision:
            return None, "off"
        path = ctx.screenshot_path or ctx.observation.screenshot_path
        if not path:
            return None, "no screenshot this step"
        try:
            return base64.b64encode(Path(path).read_bytes()).decode("ascii"), "attached"
        except OSError as exc:
            return None, f"screenshot unreadable: {exc.strerror or exc}"

    def _kwargs(self, mode: OutputMode, messages: list[dict[str, Any]]) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"model": self.model, "messages": messages}
        if mode == "tools":
            kwargs["tools"] = self._tools
            kwargs["tool_choice"] = "required"
            if self._parallel_flag:
                kwargs["parallel_tool_calls"] = False
        elif mode == "json_schema":
            kwargs["response_format"] = self._response_format
        return kwargs

    def _rejects_mode(self, mode: OutputMode, exc: Rejected) -> bool:
        words = _MODE_WORDS.get(mode, ())
        text = exc.message.lower()
        return any(word in text for word in words)

    # -- answering

    async def _finish(
        self,
        ctx: PlannerContext,
        mode: OutputMode,
        messages: list[dict[str, Any]],
        message: Any,
        log: CallLog,
        deadline: float,
    ) -> PlannerResult:
        clock = self._transport.clock
        try:
            action, intent = answer_from_message(mode, message, ctx)
        except PlannerError as first:
            log.note(mode, "invalid", clock(), error=str(first))
            messages = [*messages, *reask_messages(mode, message, first)]
            try:
                response = await self._request(mode, messages, log, deadline)
            except Rejected as exc:
                raise PlannerError(f"the model server rejected the re-ask ({mode} mode): {exc}") from None
            message = response.choices[0].message if response.choices else None
            try:
                action, intent = answer_from_message(mode, message, ctx)
            except PlannerError as second:
                log.note(mode, "invalid", clock(), error=str(second))
                raise PlannerError(f"invalid answer twice; last: {second}") from None
        log.note(mode, "valid", clock())
        account = self._account(log)
        usage = TokenUsage(
            prompt_tokens=log.prompt_tokens,
            completion_tokens=log.completion_tokens,
            cost_usd=account["cost_usd"],
        )
        raw = {
            "request": {
                "model": self.model,
                "messages": drop_images(messages),
                "tools": list(tool_names()) if mode == "tools" else None,
                "mode": mode,
            },
            "response": message.model_dump(exclude_none=True, warnings=False)
            if hasattr(message, "model_dump")
            else None,
            "mode": mode,
            "attempts": account["attempts"],
        }
        return PlannerResult(
            action=action, intent=intent, raw=raw, usage=usage, calls=log.requests, memory=dict(ctx.memory)
        )

    def _account(self, log: CallLog) -> dict[str, Any]:
        return log.account(self.model)

    # -- transport

    async def _request(
        self, mode: OutputMode, messages: list[dict[str, Any]], log: CallLog, deadline: float
    ) -> Any:
        def build() -> dict[str, Any]:
            return self._kwargs(mode, messages)

        try:
            return await self._transport.request(mode, build, log, deadline)
        except Rejected as exc:
            if mode == "tools" and self._parallel_flag and "parallel_tool_calls" in exc.message:
                self._parallel_flag = False  # this server does not know the field: resend without it
                return await self._transport.request(mode, build, log, deadline)
            raise


def _text_only(message: Any) -> bool:
    """A reply with text but no tool call: the server ignored the tools."""
    if message is None or getattr(message, "tool_calls", None):
        return False
    return bool((getattr(message, "content", None) or "").strip())
