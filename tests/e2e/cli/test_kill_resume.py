"""Resume after a hard kill at a node boundary (issue 29): a real ``wayfinder run`` process is frozen at
an exact moment of a step (``tests/fixtures/stop_at.py``, named after the trace records), SIGKILLed with
its whole process group, and continued with ``wayfinder run --resume``.

The run is the pay desk's six steps (``tests/fixtures/faults.pay_desk``): start an order (a click that
changes the page), type the name, send the name form, pay (a risky POST the server counts), open the
order, done. Each resumed run must end as the uninterrupted one does (goal_satisfied) and the server
must have been paid exactly once.

``make test`` kills one run at five moments in a row (each resume is killed again at the next one);
``WAYFINDER_KILL_SWEEP=1`` also kills a fresh run at every node of every step at all three moments (docs/BENCHMARKS.md, "Resume after a hard kill").
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.fixtures.durable import kill_group, last_json, run_cli, shop_args
from tests.fixtures.faults import PAY_GOAL, FaultServer, PayDesk, pay_desk
from tests.fixtures.openai_server import FakeOpenAI
from tests.fixtures.settings_env import CLI, clean_env
from wayfinder.trace.records import read_trace

pytestmark = pytest.mark.e2e

STOP_AT = Path(__file__).resolve().parents[2] / "fixtures" / "stop_at.py"
NODES = ("observe", "goal_check", "planner", "safety", "confirm", "execute", "progress")
KINDS = ("record", "writes", "saved")

# One run killed five times, each resume killed again at the next moment, then resumed to its end.
# Each moment with what the resume must say it did (its ``resumed`` record's "why").
CHAIN = [
    ("record:execute:1", "its recorded result is used"),  # a click changed the page; nothing saved
    ("saved:execute:2", "going on with progress"),  # the name typed (replayed into the new browser)
    ("saved:confirm:3", "taken again from observe"),  # the name form confirmed, not sent
    ("writes:execute:4", "after execute finished"),  # the pay form was sent: the moment
    ("record:observe:6", "going on"),  # the order page seen, the step not saved
]
SWEEP = [f"{kind}:{node}:{step}" for step in range(1, 7) for node in NODES for kind in KINDS]


def _env(tmp_path: Path) -> dict[str, str]:
    return clean_env(tmp_path, OPENAI_API_KEY="sk-durable-test-key")  # as tests/fixtures/durable.py


def _start(tmp_path: Path, moment: str, *args: str, stdin: int | None = None) -> subprocess.Popen[str]:
    out = (tmp_path / "first.out").open("w")
    err = (tmp_path / "first.err").open("w")
    return subprocess.Popen(
        [sys.executable, str(STOP_AT), moment, "--", *args],
        stdin=stdin,
        stdout=out,
        stderr=err,
        text=True,
        env=_env(tmp_path),
        cwd=tmp_path,
        start_new_session=True,
    )


def _stopped(pid: int) -> bool:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return text[text.rindex(")") + 2 :].split()[0] == "T"


def _wait_frozen_or_ended(proc: subprocess.Popen[str], tmp_path: Path) -> bool:
    """True when the process froze at its moment; False when it ended without reaching it."""
    done = threading.Event()
    frozen = False
    deadline = 240.0
    while not done.wait(0.05):  # a wait on a condition (the process's state), not a timed assertion
        deadline -= 0.05
        if (tmp_path / "stopped.json").is_file() and _stopped(proc.pid):
            frozen = True
            break
        if proc.poll() is not None or deadline <= 0:
            break
    return frozen


def _run_args(server: FakeOpenAI, url: str, runs: Path, *extra: str) -> list[str]:
    return ["run", PAY_GOAL, "--url", url, "--runs-dir", str(runs), *shop_args(server, *extra)]


def _paid(desk: FaultServer) -> int:
    return sum(1 for method, path, _ in desk.hits if method == "POST" and path.startswith("/pay"))


def _kill_at(tmp_path: Path, moment: str, args: list[str]) -> bool:
    """Start ``wayfinder ARGS`` frozen at ``moment``, SIGKILL its process group there. False when the
    process ended without reaching the moment (it then ran to its end)."""
    (tmp_path / "stopped.json").unlink(missing_ok=True)
    proc = _start(tmp_path, moment, *args)
    try:
        if not _wait_frozen_or_ended(proc, tmp_path):
            proc.wait(timeout=60)
            return False
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            kill_group(proc)
    assert json.loads((tmp_path / "stopped.json").read_text())["spec"] == moment
    return True


def _resume_args(run_dir: Path) -> list[str]:
    return ["run", "--resume", run_dir.name, "--runs-dir", str(run_dir.parent), "--json"]


def _finish(tmp_path: Path, run_dir: Path, desk: FaultServer) -> list[dict[str, object]]:
    """Resume to the end; asserts the uninterrupted run's ending and one payment; the resume records."""
    done = run_cli(tmp_path, *_resume_args(run_dir))
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr[-3000:])
    payload = last_json(done.stdout)
    assert payload["terminal_reason"] == "goal_satisfied" and payload["status"] == "ended", payload
    assert _paid(desk) == 1, desk.hits
    steps, summary = read_trace(run_dir / "logs" / "trace.jsonl")
    assert summary is not None and summary.terminal_reason == "goal_satisfied"
    resumed = [dict(s.resume) for s in steps if s.node == "resumed" and s.resume]
    assert summary.resumes == resumed
    return resumed


def test_a_run_killed_at_five_node_boundaries_resumes_each_time_and_pays_once(
    fault_server: FaultServer, openai_server: FakeOpenAI, tmp_path: Path
) -> None:
    url = pay_desk(fault_server)
    openai_server.set_policy(PayDesk())
    runs = tmp_path / "runs"
    args = _run_args(openai_server, url, runs, "--auto-confirm", "all")
    for moment, _ in CHAIN:
        assert _kill_at(tmp_path, moment, args), f"the run never reached {moment}"
        (run_dir,) = [p for p in runs.iterdir() if p.is_dir()]
        args = _resume_args(run_dir)
        assert _paid(fault_server) == (1 if int(moment.rsplit(":", 1)[1]) >= 4 else 0)  # paid at step 4
    resumed = _finish(tmp_path, run_dir, fault_server)
    for (moment, why), entry in zip(CHAIN, resumed, strict=True):
        assert why in str(entry["why"]), (moment, entry)
    # the type at step 2 was not typed twice: the resumed browser got the value back
    steps, _ = read_trace(run_dir / "logs" / "trace.jsonl")
    typed = [s for s in steps if s.node == "execute" and s.exec and s.exec["action"]["type"] == "type"]
    assert len(typed) == 1


@pytest.mark.skipif(not os.environ.get("WAYFINDER_KILL_SWEEP"), reason="every moment: WAYFINDER_KILL_SWEEP=1")
@pytest.mark.parametrize("moment", SWEEP)
def test_a_run_killed_at_any_node_boundary_resumes_to_its_end_paying_once(
    moment: str, fault_server: FaultServer, openai_server: FakeOpenAI, tmp_path: Path
) -> None:
    url = pay_desk(fault_server)
    openai_server.set_policy(PayDesk())
    runs = tmp_path / "runs"
    if not _kill_at(tmp_path, moment, _run_args(openai_server, url, runs, "--auto-confirm", "all")):
        (trace,) = runs.glob("*/logs/trace.jsonl")
        reached = {f"{s.node}:{s.step}" for s in read_trace(trace)[0]}
        assert moment.split(":", 1)[1] not in reached, f"{moment} was reached but the run did not stop"
        pytest.skip(f"the uninterrupted run never passes {moment}")
    (run_dir,) = [p for p in runs.iterdir() if p.is_dir()]
    assert len(_finish(tmp_path, run_dir, fault_server)) == 1


def test_a_run_killed_while_it_waits_for_the_person_asks_again_and_pays_once(
    fault_server: FaultServer, openai_server: FakeOpenAI, tmp_path: Path
) -> None:
    """Killed while the terminal asks "Allow clicking 'Pay $12.00'?": the resumed run takes the step again,
    asks again, and pays once the person says yes (as the uninterrupted run does)."""
    url = pay_desk(fault_server)
    openai_server.set_policy(PayDesk())
    runs = tmp_path / "runs"
    args = _run_args(openai_server, url, runs, "--interactive")
    proc = _start(tmp_path, "saved:finalize:99", *args, stdin=subprocess.PIPE)  # a moment never reached
    out = tmp_path / "first.out"
    answered = 0
    try:
        asked = threading.Event()
        while not asked.wait(0.05):  # a wait on what the process printed, not a timed assertion
            prompts = [ln for ln in out.read_text().splitlines() if ln.startswith("Allow ")]
            if any("Pay" in p for p in prompts):
                break
            assert proc.poll() is None, (
                out.read_text()[-2000:],
                (tmp_path / "first.err").read_text()[-3000:],
            )
            for _ in prompts[answered:]:  # anything asked before the payment is allowed
                assert proc.stdin is not None
                proc.stdin.write("y\n")
                proc.stdin.flush()
                answered += 1
        assert _paid(fault_server) == 0
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            kill_group(proc)
    (run_dir,) = [p for p in runs.iterdir() if p.is_dir()]

    done = subprocess.run(
        [*CLI, "run", "--resume", run_dir.name, "--runs-dir", str(runs), "--json", "--interactive"],
        input="y\n" * 4,
        capture_output=True,
        text=True,
        timeout=240,
        env=_env(tmp_path),
        cwd=tmp_path,
    )
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr[-3000:])
    payload = last_json(done.stdout.replace("> {", "\n{"))  # the JSON follows the prompt's "> "
    assert payload["terminal_reason"] == "goal_satisfied" and payload["status"] == "ended"
    assert "Allow" in done.stdout and "Pay" in done.stdout  # the person was asked again
    assert _paid(fault_server) == 1
    steps, _ = read_trace(run_dir / "logs" / "trace.jsonl")
    (resumed,) = [s for s in steps if s.node == "resumed"]
    assert resumed.resume is not None and "confirm" in resumed.resume["next"]
