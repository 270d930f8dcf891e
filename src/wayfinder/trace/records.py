"""Typed records of a run, one JSON line each in ``logs/trace.jsonl``.

A run writes one :class:`StepRecord` per node visit and, last, one :class:`RunSummary`. Sections
(``observe``, ``plan``, ``safety``, ``exec``, ``progress``, ``loop``, ``terminal``) are plain JSON
objects produced by the layer that owns their meaning; the report reads them back from the files
alone (``read_trace``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class StepRecord(BaseModel):
    """One node visit."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["step"] = "step"
    session_id: str
    step: int
    node: str
    ts: float
    duration_ms: float = 0.0
    url: str = ""
    ux_message: str | None = None
    intent: str | None = None
    observe: dict[str, Any] | None = None
    plan: dict[str, Any] | None = None
    safety: dict[str, Any] | None = None
    exec: dict[str, Any] | None = None
    progress: dict[str, Any] | None = None
    loop: dict[str, Any] | None = None
    terminal: dict[str, Any] | None = None
    resume: dict[str, Any] | None = None  # a "resumed"/"waiting" record: from which step, why, decision
    error: str | None = None
    artifacts: dict[str, str] = Field(default_factory=dict)  # kind -> path relative to the run dir


class RunSummary(BaseModel):
    """The last record of a run."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["summary"] = "summary"
    session_id: str
    kind: Literal["agent", "portal"] = "agent"
    goal: str
    start_url: str | None = None
    started_at: float
    ended_at: float
    duration_s: float
    steps: int = 0
    planner: str = ""
    planner_calls: int = 0
    terminal_reason: str | None = None
    terminal_type: str | None = None
    terminal_evidence: dict[str, Any] = Field(default_factory=dict)
    answer: str | None = None
    # the verifier's verdict: {verified, kind, evidence: [...], missing: [...]} (empty for portal runs)
    verification: dict[str, Any] = Field(default_factory=dict)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float | None = None
    settings: dict[str, Any] = Field(default_factory=dict)
    extra: dict[str, Any] = Field(default_factory=dict)  # workflow-specific (portal status, script path...)
    # durable runs: "waiting" = paused for a person (terminal_reason None, ``waiting`` says for what);
    # a later summary of the same run (after approve/deny/answer or a resume) supersedes this one
    status: Literal["ended", "waiting"] = "ended"
    waiting: dict[str, Any] | None = None
    resumes: list[dict[str, Any]] = Field(default_factory=list)  # each resume: step, why, decision


def read_trace(path: Path) -> tuple[list[StepRecord], RunSummary | None]:
    """Read a ``trace.jsonl`` back. Tolerates a truncated last line (a run killed mid-write)."""
    steps: list[StepRecord] = []
    summary: RunSummary | None = None
    if not path.exists():
        return steps, summary
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            continue
        if data.get("type") == "summary":
            summary = RunSummary.model_validate(data)
        else:
            steps.append(StepRecord.model_validate(data))
    return steps, summary
