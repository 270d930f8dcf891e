"""The LLM planner: the only place that calls a language model (any OpenAI-compatible endpoint).

One ``plan`` call builds the messages, asks the model in the current output mode, validates the
answer against the action schema and, when the answer is invalid, re-asks ONCE with the error text.

Output modes: ``tools`` (function calling, strict schemas, tool_choice required), ``json_schema``
(structured output), ``json_text`` (instructions only; the first JSON object in the text). In
``auto`` the planner tries them in that order, moving on when the server rejects a mode (HTTP
400/404/422 that mentions it) or answers tools with plain text, and keeps the mode that worked for
the rest of the run.

Transport: the SDK's own retries are off (``max_retries=0``); timeouts, 429, 5xx and connection
errors are retried here with awaited exponential backoff, all within ``planner_timeout_s`` per
answer. 401/403 raise :class:`PlannerAuthError` (a config error: stop the run).
"""

from __future__ import annotations

import asyncio
import base64
import time
from pathlib import Path
from typing import Any, cast

import openai

from wayfinder.actions.models import ACTION_TYPES
from wayfinder.actions.schema import json_answer_schema, tool_definitions
from wayfinder.errors import PlannerAuthError, PlannerError, PlannerTimeout
from wayfinder.plan.base import PlannerContext, PlannerResult, TokenUsage
from wayfinder.plan.llm_parse import OutputMode, answer_from_message, format_instructions, reask_messages
from wayfinder.plan.messages import build_messages, drop_images, load_system_prompt
from wayfinder.plan.pricing import estimate_cost
from wayfinder.settings import Settings

DEFAULT_MODEL = "gpt-4o-mini"
MODE_CHAIN: tuple[OutputMode, ...] = ("tools", "json_schema", "json_text")
RETRY_BASE_S = 0.2
RETRY_CAP_S = 4.0
MAX_ATTEMPTS = 6  # HTTP attempts per answer, also bounded by planner_timeout_s
_REJECT_STATUSES = frozenset({400, 404, 422})
_MODE_WORDS: dict[str, tuple[str, ...]] = {
    "tools": ("tool", "function"),
    "json_schema": ("response_format", "json_schema", "schema", "structured"),
}


class _Rejected(Exception):
    """The server refused the request shape (HTTP 400/404/422); the caller decides what it means."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status = status
        self.message = message


class _Call:
    """Book-keeping for one ``plan`` call: answered calls, token usage, attempt log."""

    def __init__(self) -> None:
        self.calls = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.attempts: list[dict[str, Any]] = []

    def note(self, mode: str, outcome: str, started: float, **extra: Any) -> None:
        ms = round((time.monotonic() - started) * 1000, 1)
        self.attempts.append({"mode": mode, "outcome": outcome, "ms": ms, **extra})

    def add_usage(self, response: Any) -> None:
        self.calls += 1
        usage = getattr(response, "usage", None)
        if usage is not None:
            self.prompt_tokens += int(getattr(usage, "prompt_tokens", 0) or 0)
            self.completion_tokens += int(getattr(usage, "completion_tokens", 0) or 0)


def _error_text(exc: openai.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
    return str(exc.message)


class LLMPlanner:
    """Planner backed by an OpenAI-compatible chat completions endpoint."""

    def __init__(
        self,
        settings: Settings,
        *,
        client: openai.AsyncOpenAI | None = None,
        retry_base_s: float = RETRY_BASE_S,
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
        self._retry_base_s = retry_base_s
        self._auto = settings.llm_output_mode == "auto"
        self._mode: OutputMode | None = None if self._auto else cast(OutputMode, settings.llm_output_mode)
        self._parallel_flag = True  # send parallel_tool_calls=False until a server rejects the field
        self._system_prompt = load_system_prompt()

    @property
    def mode(self) -> OutputMode | None:
        """The output mode in use (None in auto mode until one has worked)."""
        return self._mode

    async def aclose(self) -> None:
        await self._client.close()

    async def plan(self, ctx: PlannerContext) -> PlannerResult:
        run = _Call()
        image, vision_note = self._image(ctx)
        allowed = [t for t in ACTION_TYPES if t in ctx.allowed_actions] if ctx.allowed_actions else None
        if allowed == []:
            raise PlannerError(
                f"no known action is allowed now ({ctx.allowed_actions}); known: {ACTION_TYPES}"
            )
        rejections: list[str] = []
        for mode in (self._mode,) if self._mode else MODE_CHAIN:
            messages = self._messages(ctx, mode, allowed, image)
            try:
                response = await self._request(mode, messages, allowed, run)
            except _Rejected as exc:
                if not self._auto or not self._rejects_mode(mode, exc):
                    raise PlannerError(
                        f"the model server rejected the request ({mode} mode): {exc}"
                    ) from None
                run.note(mode, "mode_rejected", time.monotonic(), error=str(exc))
                rejections.append(f"{mode}: {exc}")
                continue
            message = response.choices[0].message if response.choices else None
            if self._auto and self._mode is None and mode == "tools" and _text_only(message):
                run.note(mode, "text_instead_of_tools", time.monotonic())
                rejections.append("tools: the server answered with text instead of a tool call")
                continue
            self._mode = mode
            result = await self._finish(ctx, mode, messages, message, allowed, run)
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

    def _messages(
        self, ctx: PlannerContext, mode: OutputMode, allowed: list[str] | None, image: str | None
    ) -> list[dict[str, Any]]:
        system = f"{self._system_prompt}\n\n{format_instructions(mode, allowed)}"
        return build_messages(ctx, system_prompt=system, vision_image_b64=image)

    def _kwargs(
        self, mode: OutputMode, messages: list[dict[str, Any]], allowed: list[str] | None
    ) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"model": self.model, "messages": messages}
        if mode == "tools":
            kwargs["tools"] = tool_definitions(allowed)
            kwargs["tool_choice"] = "required"
            if self._parallel_flag:
                kwargs["parallel_tool_calls"] = False
        elif mode == "json_schema":
            schema = {"name": "next_action", "strict": True, "schema": json_answer_schema(allowed)}
            kwargs["response_format"] = {"type": "json_schema", "json_schema": schema}
        return kwargs

    def _rejects_mode(self, mode: OutputMode, exc: _Rejected) -> bool:
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
        allowed: list[str] | None,
        run: _Call,
    ) -> PlannerResult:
        try:
            action, intent = answer_from_message(mode, message, ctx)
        except PlannerError as first:
            run.note(mode, "invalid", time.monotonic(), error=str(first))
            messages = [*messages, *reask_messages(mode, message, first)]
            response = await self._request_same_mode(mode, messages, allowed, run)
            message = response.choices[0].message if response.choices else None
            try:
                action, intent = answer_from_message(mode, message, ctx)
            except PlannerError as second:
                run.note(mode, "invalid", time.monotonic(), error=str(second))
                raise PlannerError(f"invalid answer twice; last: {second}") from None
        run.note(mode, "valid", time.monotonic())
        return self._result(ctx, mode, messages, message, action, intent, allowed, run)

    async def _request_same_mode(
        self, mode: OutputMode, messages: list[dict[str, Any]], allowed: list[str] | None, run: _Call
    ) -> Any:
        try:
            return await self._request(mode, messages, allowed, run)
        except _Rejected as exc:
            raise PlannerError(f"the model server rejected the re-ask ({mode} mode): {exc}") from None

    def _result(
        self,
        ctx: PlannerContext,
        mode: OutputMode,
        messages: list[dict[str, Any]],
        message: Any,
        action: Any,
        intent: str,
        allowed: list[str] | None,
        run: _Call,
    ) -> PlannerResult:
        cost = estimate_cost(self.model, run.prompt_tokens, run.completion_tokens)
        usage = TokenUsage(
            prompt_tokens=run.prompt_tokens, completion_tokens=run.completion_tokens, cost_usd=cost
        )
        tools = [t["function"]["name"] for t in tool_definitions(allowed)] if mode == "tools" else None
        raw = {
            "request": {"model": self.model, "messages": drop_images(messages), "tools": tools, "mode": mode},
            "response": message.model_dump(exclude_none=True) if hasattr(message, "model_dump") else None,
            "mode": mode,
            "attempts": run.attempts,
        }
        return PlannerResult(
            action=action, intent=intent, raw=raw, usage=usage, calls=run.calls, memory=dict(ctx.memory)
        )

    # -- transport

    async def _request(
        self, mode: OutputMode, messages: list[dict[str, Any]], allowed: list[str] | None, run: _Call
    ) -> Any:
        """One answer from the server, retrying transient failures within ``planner_timeout_s``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._settings.planner_timeout_s
        delay = self._retry_base_s
        last = "no attempt"
        timed_out = False
        for _ in range(MAX_ATTEMPTS):
            remaining = deadline - loop.time()
            if remaining <= 0:
                break
            started = time.monotonic()
            try:
                response = await self._send(self._kwargs(mode, messages, allowed), remaining)
            except _Rejected as exc:
                if mode == "tools" and self._parallel_flag and "parallel_tool_calls" in exc.message:
                    self._parallel_flag = False  # this server does not know the field: resend without it
                    run.note(mode, "parallel_tool_calls_rejected", started)
                    continue
                raise
            except (TimeoutError, openai.APITimeoutError):
                last, timed_out = f"no answer within {remaining:.1f}s", True
            except (openai.RateLimitError, openai.InternalServerError, openai.APIConnectionError) as exc:
                last, timed_out = _transient_text(exc), False
            else:
                run.note(mode, "ok", started)
                run.add_usage(response)
                return response
            run.note(mode, "retry", started, error=last)
            pause = min(delay, RETRY_CAP_S, deadline - loop.time())
            if pause <= 0:
                break
            await asyncio.sleep(pause)
            delay *= 2
        limit = self._settings.planner_timeout_s
        if timed_out:
            raise PlannerTimeout(f"the planner did not answer within planner_timeout_s={limit}s ({last})")
        raise PlannerError(f"the model server kept failing (planner_timeout_s={limit}s): {last}")

    async def _send(self, kwargs: dict[str, Any], remaining: float) -> Any:
        try:
            async with asyncio.timeout(remaining):
                return await self._client.chat.completions.create(**kwargs, timeout=remaining)
        except (openai.AuthenticationError, openai.PermissionDeniedError) as exc:
            raise PlannerAuthError(
                f"the model endpoint refused the credentials (HTTP {exc.status_code}: {_error_text(exc)}); "
                "check WAYFINDER_API_KEY / OPENAI_API_KEY and WAYFINDER_BASE_URL"
            ) from None
        except openai.APIStatusError as exc:
            if exc.status_code in _REJECT_STATUSES:
                raise _Rejected(exc.status_code, _error_text(exc)) from None
            if exc.status_code >= 500 or exc.status_code == 429:
                raise
            raise PlannerError(
                f"the model server answered HTTP {exc.status_code}: {_error_text(exc)}"
            ) from None


def _text_only(message: Any) -> bool:
    """A reply with text but no tool call: the server ignored the tools."""
    if message is None or getattr(message, "tool_calls", None):
        return False
    return bool((getattr(message, "content", None) or "").strip())


def _transient_text(exc: Exception) -> str:
    if isinstance(exc, openai.APIStatusError):
        return f"HTTP {exc.status_code}: {_error_text(exc)}"
    return f"connection error: {exc}"
