"""Writes a run's trace: JSONL step records, the text log and JSON artifacts, all masked.

The tracer is the only writer of the run directory's logs and state files. Every string passes
through ``mask`` (secret values -> ``<secret:NAME>``) before it touches the disk.

A write the disk refuses (full, read-only, no permission) never ends the run with a traceback: the
tracer notes the first failure of each file (``failures``) and goes on; ``incomplete`` is the one
sentence the run then ends with ("the run's record is incomplete: logs/trace.jsonl could not be
written (No space left on device)"), and the run does not claim a clean exit.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

import orjson

from wayfinder.trace.records import RunSummary, StepRecord
from wayfinder.trace.rundir import RunDir

Mask = Callable[[str], str]


def _identity(text: str) -> str:
    return text


# orjson writes the same text as json.dumps(indent=2, ensure_ascii=False) in C: a step's artifacts (the
# planner's whole context, the observation) took the pure-Python encoder most of a planner step's
# time; what orjson leaves to ``default`` (dates, dataclasses, sets) is str()ed as json's default=str did
_ARTIFACT_OPTIONS = (
    orjson.OPT_INDENT_2
    | orjson.OPT_NON_STR_KEYS
    | orjson.OPT_PASSTHROUGH_DATETIME
    | orjson.OPT_PASSTHROUGH_DATACLASS
)


def artifact_text(payload: Any) -> str:
    """``payload`` as an artifact's indented JSON; json's own encoder for what orjson refuses (an
    integer past 64 bits)."""
    try:
        return orjson.dumps(payload, default=str, option=_ARTIFACT_OPTIONS).decode("utf-8")
    except orjson.JSONEncodeError:
        return json.dumps(payload, ensure_ascii=False, indent=2, default=str)


class Tracer:
    """Append-only writer for one run directory. Safe to call from one event loop; flushes each line."""

    def __init__(self, run_dir: RunDir, mask: Mask | None = None) -> None:
        self.run_dir = run_dir
        self.mask: Mask = mask or _identity
        self._lock = threading.Lock()
        # errors="replace": text that is not valid Unicode (a lone surrogate from a page) is written
        # as "?" rather than ending the run; pages' text is cleaned at the boundary before this
        self._trace: TextIO = run_dir.trace_path.open("a", encoding="utf-8", errors="replace")
        self._log: TextIO = run_dir.log_path.open("a", encoding="utf-8", errors="replace")
        self.closed = False
        self.failures: dict[str, str] = {}  # file (relative to the run dir) -> why it could not be written

    @property
    def session_id(self) -> str:
        return self.run_dir.session_id

    def _dumps(self, payload: Any) -> str:
        return self.mask(json.dumps(payload, ensure_ascii=False, default=str))

    def record(self, record: StepRecord) -> None:
        """Append one step record to ``logs/trace.jsonl``."""
        self._write_line(self._trace, self._dumps(record.model_dump(mode="json")))

    def summary(self, summary: RunSummary) -> None:
        """Append the final summary record."""
        self._write_line(self._trace, self._dumps(summary.model_dump(mode="json")))

    def log(self, message: str, level: str = "info") -> None:
        """One human-readable line in ``logs/agent.log``."""
        stamp = time.strftime("%H:%M:%S", time.localtime())
        line = f"{stamp} {level.upper():5s} {self.mask(message)}"
        self._write_line(self._log, line)
        logging.getLogger("wayfinder").log(logging.getLevelName(level.upper()), self.mask(message))

    def write_artifact(self, step: int, kind: str, payload: Any) -> str:
        """Write ``state/<session>_<step>_<kind>.json``; returns its path relative to the run dir."""
        path = self.run_dir.artifact_path(step, kind)
        text = self.mask(artifact_text(payload))
        try:
            path.write_text(text, encoding="utf-8", errors="replace")
        except OSError as exc:
            self.failed(path, exc)
        return self.run_dir.relative(path)

    def screenshot_path(self, step: int, suffix: str = "") -> Path:
        return self.run_dir.screenshot_path(step, suffix)

    def relative(self, path: Path | str) -> str:
        return self.run_dir.relative(Path(path))

    def failed(self, path: Path | str, exc: OSError) -> None:
        """Note that ``path`` could not be written (the first reason per file is kept)."""
        self.failures.setdefault(self.run_dir.relative(Path(path)), exc.strerror or type(exc).__name__)

    @property
    def incomplete(self) -> str | None:
        """One sentence naming what could not be written and why, or None when everything was."""
        if not self.failures:
            return None
        files = ", ".join(self.failures)
        reasons = "; ".join(dict.fromkeys(self.failures.values()))
        return f"the run's record is incomplete: {files} could not be written ({reasons})"

    def _write_line(self, handle: TextIO, line: str) -> None:
        if self.closed:
            return
        with self._lock:
            try:
                handle.write(line + "\n")
                handle.flush()
            except OSError as exc:
                self.failed(handle.name, exc)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for handle in (self._trace, self._log):
            try:
                handle.close()
            except OSError as exc:  # the last buffered bytes could not be flushed
                self.failed(handle.name, exc)

    def __enter__(self) -> Tracer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
