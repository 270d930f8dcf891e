"""The LLM planner's transport: one answer from an OpenAI-compatible server, and the account of it.

Every HTTP request is counted the moment it is sent, whatever comes back (an answer, an error status,
a timeout, a refused request shape), with its outcome and, when answered, its tokens: a failing
server costs requests and budget too, and the attempt log survives the failure.

Retries: the SDK's own are off (``max_retries=0``). Timeouts, 429, 5xx and connection errors are
retried here, at most ``MAX_ATTEMPTS`` requests per answer, with awaited exponential backoff between
them (never after the last one, never past the deadline). The deadline is the planner call's own
(``planner_timeout_s`` from the start of the call). The clock and the sleep are injectable, so tests
check the schedule without waiting.

401/403 raise :class:`PlannerAuthError`; 400/404/422 raise :class:`Rejected` (the caller decides
whether the server refused an output mode); any other status is a :class:`PlannerError`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, NoReturn

from wayfinder.errors import PlannerAuthError, PlannerError, PlannerTimeout
from wayfinder.plan.pricing import estimate_cost

if TYPE_CHECKING:  # the SDK loads with the first model call: a run with the rules planner never pays for it
    import openai

RETRY_BASE_S = 0.5
RETRY_CAP_S = 4.0
MAX_ATTEMPTS = 3  # requests per answer for transient failures (1 + 2 retries)
REJECT_STATUSES = frozenset({400, 404, 422})

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]
Build = Callable[[], dict[str, Any]]


class Rejected(Exception):
    """The server refused the request shape (HTTP 400/404/422); the caller decides what it means."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status = status
        self.message = message


def error_text(exc: openai.APIStatusError) -> str:
    """The server's own error message (OpenAI error body), else the SDK's."""
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
    return str(exc.message)


def transient_text(exc: Exception) -> str:
    import openai

    if isinstance(exc, openai.APIStatusError):
        return f"HTTP {exc.status_code}: {error_text(exc)}"
    return f"connection error: {exc}"


class CallLog:
    """The account of one planner call: every request, its outcome and tokens, in order."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self.started = clock()
        self.requests = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.attempts: list[dict[str, Any]] = []

    def elapsed(self) -> float:
        return self._clock() - self.started

    def note(self, mode: str, outcome: str, started: float, **extra: Any) -> None:
        """An event of the call that is not a request (an answer judged valid or invalid)."""
        ms = round((self._clock() - started) * 1000, 1)
        self.attempts.append({"mode": mode, "outcome": outcome, "ms": ms, **extra})

    def sent(self, mode: str, outcome: str, started: float, response: Any = None, **extra: Any) -> None:
        """One HTTP request and what came of it (``response`` when the server answered)."""
        self.requests += 1
        usage = getattr(response, "usage", None)
        if usage is not None:
            prompt = int(getattr(usage, "prompt_tokens", 0) or 0)
            completion = int(getattr(usage, "completion_tokens", 0) or 0)
            self.prompt_tokens += prompt
            self.completion_tokens += completion
            extra = {**extra, "prompt_tokens": prompt, "completion_tokens": completion}
        self.note(mode, outcome, started, request=self.requests, **extra)

    def account(self, model: str) -> dict[str, Any]:
        """What the call cost so far (the shape ``PlannerError.account`` documents)."""
        return {
            "requests": self.requests,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "cost_usd": estimate_cost(model, self.prompt_tokens, self.completion_tokens),
            "elapsed_s": round(self.elapsed(), 3),
            "attempts": list(self.attempts),
        }


class Transport:
    """Sends chat completion requests for the planner, retrying transient failures."""

    def __init__(
        self,
        client: openai.AsyncOpenAI,
        *,
        timeout_s: float,
        retry_base_s: float = RETRY_BASE_S,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self.client = client
        self.timeout_s = timeout_s
        self.retry_base_s = retry_base_s
        self.clock = clock
        self.sleep = sleep

    async def request(self, mode: str, build: Build, log: CallLog, deadline: float) -> Any:
        """One answer, retrying transient failures; every request sent is recorded in ``log``."""
        import openai

        delay = self.retry_base_s
        last = "no request was sent: the call's time was used up"
        timed_out = False
        for attempt in range(1, MAX_ATTEMPTS + 1):
            remaining = deadline - self.clock()
            if remaining <= 0:
                timed_out = True
                break
            started = self.clock()
            try:
                response = await self._send(build(), remaining)
            except (Rejected, PlannerError, PlannerAuthError) as exc:
                log.sent(mode, _outcome(exc), started, error=str(exc))
                raise
            except (TimeoutError, openai.APITimeoutError):
                last, timed_out = f"no answer within {remaining:.1f}s", True
            except (openai.RateLimitError, openai.InternalServerError, openai.APIConnectionError) as exc:
                last, timed_out = transient_text(exc), False
            except Exception as exc:  # an answer the SDK could not read: still a request sent
                log.sent(mode, "error", started, error=f"{type(exc).__name__}: {exc}")
                raise
            else:
                log.sent(mode, "ok", started, response=response)
                return response
            log.sent(mode, "timeout" if timed_out else "failed", started, error=last)
            pause = min(delay, RETRY_CAP_S)
            if attempt == MAX_ATTEMPTS or self.clock() + pause >= deadline:
                break  # no sleep after the last request, nor one that would end past the deadline
            await self.sleep(pause)
            delay *= 2
        self._give_up(log, last, timed_out)

    def _give_up(self, log: CallLog, last: str, timed_out: bool) -> NoReturn:
        spent = f"{log.requests} request(s) in {log.elapsed():.1f}s"
        if timed_out:
            raise PlannerTimeout(
                f"the model server did not answer within planner_timeout_s={self.timeout_s:g}s "
                f"({spent}; last: {last})"
            )
        raise PlannerError(f"the model server kept failing ({spent}; last: {last})")

    async def _send(self, kwargs: dict[str, Any], remaining: float) -> Any:
        import openai

        try:
            async with asyncio.timeout(remaining):
                return await self.client.chat.completions.create(**kwargs, timeout=remaining)
        except (openai.AuthenticationError, openai.PermissionDeniedError) as exc:
            raise PlannerAuthError(
                f"the model endpoint refused the credentials (HTTP {exc.status_code}: {error_text(exc)}); "
                "check WAYFINDER_API_KEY / OPENAI_API_KEY and WAYFINDER_BASE_URL"
            ) from None
        except openai.APIStatusError as exc:
            if exc.status_code in REJECT_STATUSES:
                raise Rejected(exc.status_code, error_text(exc)) from None
            if exc.status_code >= 500 or exc.status_code == 429:
                raise
            raise PlannerError(
                f"the model server answered HTTP {exc.status_code}: {error_text(exc)}"
            ) from None


def _outcome(exc: Exception) -> str:
    if isinstance(exc, Rejected):
        return "rejected"
    if isinstance(exc, PlannerAuthError):
        return "auth_error"
    return "error"
