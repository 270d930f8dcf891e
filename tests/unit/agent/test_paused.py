"""agent/paused.py: approve/deny/answer refuse what a run's files already refuse, without the loop."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from wayfinder.agent.paused import check_reply, find_run
from wayfinder.errors import ConfigError
from wayfinder.trace.records import RunSummary
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.runmeta import RunLock, RunMeta, write_meta

WAITS_CONFIRM = {"kind": "confirm", "what": "click 'Delete'", "risk": "high", "reasons": ["deletes"]}
WAITS_QUESTION = {"kind": "question", "question": "Which size?"}


def _run(tmp_path: Path, summary: dict[str, Any] | None, checkpoint: bool = True) -> RunDir:
    run_dir = RunDir.create(tmp_path)
    write_meta(run_dir, RunMeta(session_id=run_dir.session_id, goal="g", started_at=1.0, settings={}))
    if checkpoint:
        run_dir.checkpoint_path.write_bytes(b"")
    if summary is not None:
        record = RunSummary(
            session_id=run_dir.session_id, goal="g", started_at=1.0, ended_at=2.0, duration_s=1.0, **summary
        )
        run_dir.trace_path.parent.mkdir(parents=True, exist_ok=True)
        run_dir.trace_path.write_text(json.dumps(record.model_dump(mode="json")) + "\n", encoding="utf-8")
    return run_dir


@pytest.mark.parametrize(
    ("summary", "expect", "refused"),
    [
        ({"terminal_reason": "goal_satisfied"}, "confirm", "already ended (goal_satisfied)"),
        ({"terminal_reason": "goal_failed"}, "question", "already ended (goal_failed)"),
        (
            {"status": "waiting", "waiting": WAITS_QUESTION},
            "confirm",
            "it waits for an answer to: Which size?",
        ),
        (
            {"status": "waiting", "waiting": WAITS_CONFIRM},
            "question",
            "approval of click 'Delete', high risk",
        ),
    ],
)
def test_a_reply_the_files_refuse(tmp_path: Path, summary: dict[str, Any], expect: str, refused: str) -> None:
    run_dir = _run(tmp_path, summary)
    with pytest.raises(ConfigError) as err:
        check_reply(run_dir.session_id, tmp_path, expect)
    assert refused in str(err.value)
    assert RunLock(run_dir.lock_path).acquire()  # released after the refusal


@pytest.mark.parametrize(
    ("summary", "expect"),
    [
        ({"status": "waiting", "waiting": WAITS_CONFIRM}, "confirm"),
        ({"status": "waiting", "waiting": WAITS_QUESTION}, "question"),
        (None, "confirm"),  # died without a summary: the checkpoint decides (agent/resume.py)
    ],
)
def test_a_reply_left_to_the_resume(tmp_path: Path, summary: dict[str, Any] | None, expect: str) -> None:
    run_dir = _run(tmp_path, summary)
    check_reply(run_dir.session_id, tmp_path, expect)
    assert RunLock(run_dir.lock_path).acquire()


def test_no_run_no_checkpoint_and_a_live_run_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no run 'nosuch'"):
        check_reply("nosuch", tmp_path, "confirm")
    bare = _run(tmp_path, None, checkpoint=False)
    with pytest.raises(ConfigError, match="no checkpoint"):
        check_reply(bare.session_id, tmp_path, "confirm")
    live = _run(tmp_path, {"status": "waiting", "waiting": WAITS_CONFIRM})
    held = find_run(live.session_id, tmp_path)  # this process holds it, as a running run would
    try:
        with pytest.raises(ConfigError, match="still running"):
            check_reply(live.session_id, tmp_path, "confirm")
    finally:
        held.lock.release()


def test_the_check_imports_no_loop() -> None:
    code = (
        "import sys; import wayfinder.agent.paused; "
        "print(sorted(m for m in ('langgraph', 'wayfinder.intent', 'wayfinder.plan', 'playwright', "
        "'wayfinder.agent.run') if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == "[]"
