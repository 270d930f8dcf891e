"""Load a run directory into plain data for the report and the run list: files only, never live objects.

Tolerant on purpose: a run killed mid-write, a record written by a newer producer with extra keys, or
a directory with only screenshots must still produce something a person can read. Unreadable lines
are counted, not fatal.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from wayfinder.errors import ConfigError
from wayfinder.trace.records import RunSummary, StepRecord, read_trace
from wayfinder.trace.rundir import RunDir


@dataclass
class StepGroup:
    """All node visits that share one step number, in the order they were written."""

    step: int
    visits: list[StepRecord]

    @property
    def url(self) -> str:
        for visit in reversed(self.visits):
            if visit.url:
                return visit.url
        return ""

    @property
    def duration_ms(self) -> float:
        return sum(v.duration_ms for v in self.visits)

    def first(self, attr: str) -> Any:
        """The first non-empty value of a StepRecord attribute across the visits."""
        for visit in self.visits:
            value = getattr(visit, attr, None)
            if value:
                return value
        return None


@dataclass
class RunData:
    """Everything the report shows, read back from one run directory."""

    run: RunDir
    steps: list[StepRecord]
    summary: RunSummary | None
    skipped_lines: int = 0
    groups: list[StepGroup] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.summary is not None

    @property
    def session_id(self) -> str:
        return self.summary.session_id if self.summary else self.run.session_id


def _coerce(model: type[StepRecord] | type[RunSummary], data: dict[str, Any]) -> Any:
    """Validate, dropping keys the model does not know (a newer producer) before giving up."""
    try:
        return model.model_validate(data)
    except ValidationError:
        known = {k: v for k, v in data.items() if k in model.model_fields}
        return model.model_validate(known)


def _read_lenient(path: Path) -> tuple[list[StepRecord], RunSummary | None, int]:
    steps: list[StepRecord] = []
    summary: RunSummary | None = None
    skipped = 0
    text = path.read_text(encoding="utf-8", errors="replace")
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            if not isinstance(data, dict):
                raise ValueError("not an object")
            if data.get("type") == "summary":
                summary = _coerce(RunSummary, data)
            else:
                steps.append(_coerce(StepRecord, data))
        except (ValueError, ValidationError):
            skipped += 1
    return steps, summary, skipped


def read_run(trace_path: Path) -> tuple[list[StepRecord], RunSummary | None, int]:
    """``read_trace`` first; on a record it cannot validate, a line-by-line read that skips bad lines."""
    try:
        steps, summary = read_trace(trace_path)
        return steps, summary, 0
    except (ValidationError, UnicodeDecodeError, ValueError):
        return _read_lenient(trace_path)


def group_steps(steps: list[StepRecord]) -> list[StepGroup]:
    """Group visits by step number; steps ordered by number, visits kept in file order."""
    by_step: dict[int, list[StepRecord]] = {}
    for record in steps:
        by_step.setdefault(record.step, []).append(record)
    return [StepGroup(step, visits) for step, visits in sorted(by_step.items())]


def looks_like_run(root: Path) -> bool:
    """A run directory has a trace file, or at least some state or screenshot files."""
    if not root.is_dir():
        return False
    if (root / "logs" / "trace.jsonl").is_file():
        return True
    return any(any((root / sub).glob("*")) for sub in ("state", "screenshots") if (root / sub).is_dir())


def load_run(root: Path) -> RunData:
    """Read a run directory. Raises ConfigError when it is missing or holds nothing of a run."""
    root = Path(root)
    if not root.exists():
        raise ConfigError(f"run directory {str(root)!r} does not exist")
    if not looks_like_run(root):
        raise ConfigError(
            f"{str(root)!r} is not a run directory (no logs/trace.jsonl, state/ or screenshots/)"
        )
    run = RunDir.open(root)
    steps, summary, skipped = read_run(run.trace_path)
    return RunData(run=run, steps=steps, summary=summary, skipped_lines=skipped, groups=group_steps(steps))


def safe_relative(run_root: Path, raw: str | None) -> str | None:
    """A path inside the run directory as a relative POSIX path, or None (outside, absolute elsewhere, a URL).

    Only files that live in the run directory are linked, so the report works offline next to them
    and a planner- or page-supplied string can never become a link to somewhere else.
    """
    if not raw or "://" in raw or raw.startswith(("javascript:", "data:")):
        return None
    candidate = Path(raw)
    root = run_root.resolve()
    full = (candidate if candidate.is_absolute() else root / candidate).resolve()
    try:
        rel = full.relative_to(root)
    except ValueError:
        return None
    return rel.as_posix()


def step_screenshots(run_root: Path, session_id: str, group: StepGroup) -> list[str]:
    """PNG paths (relative, existing) for a step: artifacts, observe/exec sections, then the naming rule."""
    found: list[str] = []

    def add(raw: Any) -> None:
        if not isinstance(raw, str) or not raw.lower().endswith(".png"):
            return
        rel = safe_relative(run_root, raw)
        if rel and rel not in found and (run_root / rel).is_file():
            found.append(rel)

    for visit in group.visits:
        for value in visit.artifacts.values():
            add(value)
        for section in (visit.observe, visit.exec):
            if isinstance(section, dict):
                add(section.get("screenshot_path"))
    if not found:
        add(f"screenshots/{session_id}_{group.step:03d}.png")
    return found


def _load_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def observed_element(run_root: Path, group: StepGroup, element_id: int) -> dict[str, Any] | None:
    """The element ``element_id`` as the step's observation artifact recorded it (or None).

    Producers may leave the element out of the ``plan`` section; the observation the planner saw
    is in the run directory, so the report looks it up there instead of guessing.
    """
    for visit in reversed(group.visits):
        if visit.node != "observe":
            continue
        for kind in ("observation", "observe"):
            rel = safe_relative(run_root, visit.artifacts.get(kind))
            data = _load_json(run_root / rel) if rel else None
            elements = data.get("elements") if isinstance(data, dict) else None
            for element in elements if isinstance(elements, list) else []:
                if isinstance(element, dict) and element.get("id") == element_id:
                    return element
    return None
