"""The run directory layout (docs/ARCHITECTURE.md, "A run directory")::

runs/<session_id>/
  logs/trace.jsonl   logs/agent.log
  state/<session>_<step>_<kind>.json
  screenshots/<session>_<step>.png
  downloads/
  report.html
  checkpoints.sqlite   the graph's checkpoints (a resumable run)
  run.json             goal, start URL and settings, written when the run starts
  browser-storage.json cookies and local storage while the run can be resumed (deleted at its end)
  .lock                held by the process driving the run
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from wayfinder.errors import ConfigError


def new_session_id() -> str:
    """A sortable, unique session id: ``20261122-041500-3fa2``."""
    return time.strftime("%Y%m%d-%H%M%S", time.localtime()) + "-" + secrets.token_hex(2)


@dataclass(frozen=True)
class RunDir:
    root: Path
    session_id: str

    @classmethod
    def create(cls, runs_dir: Path, session_id: str | None = None) -> RunDir:
        """Make a new run directory under ``runs_dir``; ConfigError when that is impossible (a file in
        the way, no permission, a read-only disk): bad input, said in one line, not a traceback."""
        sid = session_id or new_session_id()
        run = cls(Path(runs_dir) / sid, sid)
        try:
            for sub in (run.logs_dir, run.state_dir, run.screenshots_dir, run.downloads_dir):
                sub.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            reason = exc.strerror or type(exc).__name__
            raise ConfigError(f"runs_dir {str(runs_dir)!r} cannot hold a run directory: {reason}") from None
        return run

    @classmethod
    def open(cls, root: Path) -> RunDir:
        """An existing run directory (for the report and the debug commands)."""
        return cls(Path(root), Path(root).name)

    @property
    def logs_dir(self) -> Path:
        return self.root / "logs"

    @property
    def state_dir(self) -> Path:
        return self.root / "state"

    @property
    def screenshots_dir(self) -> Path:
        return self.root / "screenshots"

    @property
    def downloads_dir(self) -> Path:
        return self.root / "downloads"

    @property
    def trace_path(self) -> Path:
        return self.logs_dir / "trace.jsonl"

    @property
    def log_path(self) -> Path:
        return self.logs_dir / "agent.log"

    @property
    def report_path(self) -> Path:
        return self.root / "report.html"

    @property
    def checkpoint_path(self) -> Path:
        return self.root / "checkpoints.sqlite"

    @property
    def meta_path(self) -> Path:
        return self.root / "run.json"

    @property
    def storage_path(self) -> Path:
        return self.root / "browser-storage.json"

    @property
    def lock_path(self) -> Path:
        return self.root / ".lock"

    def artifact_path(self, step: int, kind: str) -> Path:
        return self.state_dir / f"{self.session_id}_{step:03d}_{kind}.json"

    def screenshot_path(self, step: int, suffix: str = "") -> Path:
        return self.screenshots_dir / f"{self.session_id}_{step:03d}{suffix}.png"

    def relative(self, path: Path) -> str:
        try:
            return str(Path(path).relative_to(self.root))
        except ValueError:
            return str(path)
