"""With a model, the model reads the goal too (issue 32): one request per run for the ``GoalFrame``.

The rules read every goal (``intent.parse_goal``); when a model is configured, it is asked once, at
the start of the run, to fill the same frame: a strict JSON schema generated from the frame type
(``frame_schema``), sent through the planner's transport (``llm_calls.Transport``: its retries, the
planner's deadline, the account of every request). What comes back is validated against the frame
type and the verb table; a frame that does not fit, a server that refuses or times out, leaves the
rules frame to serve alone, and the reading says why. When both frames exist and mean different
things (``GoalFrame.meaning``), the differences are named so the trace and ``wayfinder report`` can
show them; the verifier and the stages then use the model's frame.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal, Protocol

from pydantic import TypeAdapter, ValidationError

from wayfinder.errors import PlannerAuthError, PlannerError
from wayfinder.intent import VERBS, GoalFrame, parse_goal
from wayfinder.plan.llm_calls import CallLog, Rejected, Transport

FrameSource = Literal["model", "rules"]
FRAME_SCHEMA_NAME = "goal_frame"  # the response format's name: what tells a frame request apart
_DIFF_CHARS = 160
_MAX_DIFFS = 12

SYSTEM = """You read a person's goal for a browser agent into a goal frame, the JSON object the schema
describes. Read what is asked, not how it is worded: greetings, thanks, politeness and hedges ("hi",
"pls", "could you", "I was wondering") carry no step. Steps come in the order the goal gives them; each
has a verb from the schema's list and the object phrase (the thing sought or acted on, without
filler). A superlative ("cheapest", "newest") goes in superlative, a limit ("under $50") in bounds,
conditions (brand, type, status, name) in filters, a number of items in quantity, values the goal
hands over (field and value, credentials, quoted text) in values; a secret stays its <secret:NAME>
placeholder. goal_kind is object (one thing to find or open), list (several things) or action (a
change on the site); task_mode is answer when the goal asks a question, find, browse or download
otherwise; answer_kind is the kind of value a question asks for; risky is true when the goal buys,
pays, deletes or sends. understood is false only when no operation can be found at all. Fill every
field; use "", [], null or false for what the goal does not say."""


@cache
def frame_schema() -> dict[str, Any]:
    """The strict JSON schema of a ``GoalFrame``, generated from the frame type: every object closed
    (``additionalProperties: false``) with all its properties required, no defaults, and a step's
    verb limited to the verb table."""
    schema: dict[str, Any] = _strict(TypeAdapter(GoalFrame).json_schema())
    schema["$defs"]["Step"]["properties"]["verb"]["enum"] = list(VERBS)
    return schema


def _strict(node: Any) -> Any:
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {k: _strict(v) for k, v in node.items() if k not in ("default", "title")}
    if out.get("type") == "object" and "properties" in out:
        out["required"] = list(out["properties"])
        out["additionalProperties"] = False
    return out


_FRAME = TypeAdapter(GoalFrame)


@cache
def _validator() -> Any:
    from jsonschema import Draft202012Validator  # type: ignore[import-untyped]  # only with a model

    return Draft202012Validator(frame_schema())


def frame_from_answer(content: str | None, goal: str) -> GoalFrame:
    """The model's frame from its JSON answer; ValueError naming what does not fit."""
    try:
        data = json.loads(content or "")
    except json.JSONDecodeError as exc:
        raise ValueError(f"the answer is not JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise ValueError("the answer is not a JSON object")
    data = {**data, "text": goal}
    errors = sorted(_validator().iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:  # the strict schema the model was given: every field present, nothing else
        where = ".".join(str(p) for p in errors[0].absolute_path) or "the frame"
        raise ValueError(f"{where}: {errors[0].message}")
    try:
        frame = _FRAME.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"{where}: {first['msg']}") from None
    return frame


def differences(rules: GoalFrame, model: GoalFrame) -> list[str]:
    """Where the two frames mean different things, one line per differing field (``steps[0].object:
    the rules read "headphones", the model read "mice"``); empty when they agree."""
    out: list[str] = []
    _diff("", rules.meaning(), model.meaning(), out)
    return out[:_MAX_DIFFS]


def _said(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)[:_DIFF_CHARS]


def _diff(path: str, mine: Any, theirs: Any, out: list[str]) -> None:
    if mine == theirs:
        return
    if isinstance(mine, dict) and isinstance(theirs, dict):
        for key in dict.fromkeys([*mine, *theirs]):
            _diff(f"{path}.{key}" if path else key, mine.get(key), theirs.get(key), out)
        return
    if isinstance(mine, list) and isinstance(theirs, list) and len(mine) == len(theirs):
        for i, (a, b) in enumerate(zip(mine, theirs, strict=True)):
            _diff(f"{path}[{i}]", a, b, out)
        return
    out.append(f"{path}: the rules read {_said(mine)}, the model read {_said(theirs)}")


@dataclass(frozen=True)
class FrameReading:
    """The frame a run uses and where it came from. ``notes`` says what a person should know: the
    differences between the model's frame and the rules', or why the model's frame is not used."""

    frame: GoalFrame
    source: FrameSource
    rules: GoalFrame
    notes: tuple[str, ...] = ()
    account: Mapping[str, Any] = field(default_factory=dict)

    @property
    def disagree(self) -> bool:
        return self.source == "model" and bool(self.notes)

    def to_dict(self) -> dict[str, Any]:
        """What the trace keeps of the reading (both frames, the notes, the request's cost)."""
        return {
            "source": self.source,
            "frame": self.frame.to_dict(),
            "rules_frame": self.rules.to_dict(),
            "notes": list(self.notes),
            "account": {k: v for k, v in self.account.items() if k != "attempts"},
        }


class GoalReader(Protocol):
    """A planner that can read the goal too (the LLM planner); None: it does not this run."""

    async def read_goal(self, goal: str) -> FrameReading | None: ...


async def read_goal(transport: Transport, model: str, goal: str, *, timeout_s: float) -> FrameReading:
    """Ask the model once for the goal's frame (structured output, strict schema), within
    ``timeout_s``; the rules frame serves when the model's answer cannot."""
    rules = parse_goal(goal)
    log = CallLog(transport.clock)
    deadline = log.started + timeout_s
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": goal}]
    response_format = {
        "type": "json_schema",
        "json_schema": {"name": FRAME_SCHEMA_NAME, "strict": True, "schema": frame_schema()},
    }

    def build() -> dict[str, Any]:
        return {"model": model, "messages": messages, "response_format": response_format}

    started = time.monotonic()
    try:
        response = await transport.request("goal_frame", build, log, deadline)
        message = response.choices[0].message if response.choices else None
        frame = frame_from_answer(getattr(message, "content", None), goal)
    except (PlannerError, PlannerAuthError, Rejected) as exc:
        note = f"the model did not read the goal ({exc}); the rules frame is used"
        return FrameReading(rules, "rules", rules, (note,), log.account(model))
    except ValueError as exc:
        log.note("goal_frame", "invalid", started, error=str(exc))
        note = f"the model's frame was not valid ({exc}); the rules frame is used"
        return FrameReading(rules, "rules", rules, (note,), log.account(model))
    log.note("goal_frame", "valid", started)
    return FrameReading(frame, "model", rules, tuple(differences(rules, frame)), log.account(model))


async def reading_of(planner: object, goal: str) -> FrameReading | None:
    """The planner's reading of the goal when it is one that reads goals (a model is configured),
    else None: the rules frame serves alone."""
    read = getattr(planner, "read_goal", None)
    if read is None:
        return None
    reading: FrameReading | None = await read(goal)
    return reading
