"""Durable runs end to end: real CLI processes killed with SIGKILL, resumed, paused and approved.

The planner is a fake model (``tests/fixtures/durable.Shopper``) on the test's OpenAI-compatible
server; it buys one product on the demo shop. The test holds one planner call (or the shop's order
request) open, so it knows exactly where the process is when it kills it: no sleeps, no timing.
The demo shop's order log (``demo.orders``) is the ground truth of what was bought.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.durable import (
    GOAL,
    Gate,
    Shopper,
    alive,
    browser_processes,
    freeze,
    kill_group,
    last_json,
    run_cli,
    shop_args,
    start_cli,
)
from tests.fixtures.openai_server import FakeOpenAI
from wayfinder.demo.server import DemoServer
from wayfinder.trace.records import read_trace
from wayfinder.trace.runs import list_runs

pytestmark = pytest.mark.e2e


def _product_url(demo: DemoServer) -> str:
    product = next(p for p in demo.state.catalog.products if p.in_stock)
    return f"{demo.url}/shop/p/{product.id}?consent=1"


def _only_run(runs: Path) -> Path:
    (run_dir,) = [p for p in runs.iterdir() if p.is_dir()]
    return run_dir


def test_killed_run_resumes_from_its_next_step_and_leaves_no_browser_behind(
    demo: DemoServer, openai_server: FakeOpenAI, tmp_path: Path
) -> None:
    runs = tmp_path / "runs"
    gate = Gate(Shopper(demo.url + "/shop/checkout"), hold_at=3)  # step 3's planner call
    openai_server.set_policy(gate)
    proc = start_cli(
        tmp_path,
        "run",
        GOAL,
        "--url",
        _product_url(demo),
        "--runs-dir",
        str(runs),
        *shop_args(openai_server, "--auto-confirm", "all"),
    )
    try:
        assert gate.reached.wait(120), "the run never reached step 3's planner call"
        run_dir = _only_run(runs)
        steps, summary = read_trace(run_dir / "logs" / "trace.jsonl")
        assert summary is None and {2} <= {s.step for s in steps if s.node == "progress"}
        assert not any(s.step == 3 and s.node == "execute" for s in steps)
        orphans = browser_processes(run_dir)
        assert orphans, "the run's browser carries no marker"
        orphans = freeze(orphans)  # a hung browser: it cannot exit on its own when the driver dies
        kill_group(proc)
    finally:
        gate.release.set()
        if proc.poll() is None:
            kill_group(proc)
    assert all(alive(pid) for pid in orphans)  # a real orphan exists now

    done = run_cli(tmp_path, "run", "--resume", run_dir.name, "--runs-dir", str(runs), "--json")
    assert done.returncode == 0, done.stderr
    payload = last_json(done.stdout)
    assert payload["terminal_reason"] == "goal_satisfied" and payload["status"] == "ended"
    assert Path(payload["run_dir"]) == run_dir and len(list(runs.iterdir())) == 1
    assert len(demo.orders) == 1  # the cart cookie survived; the order was placed once
    assert not [pid for pid in orphans if alive(pid)], "the dead run's browser is still there"
    assert not browser_processes(run_dir)
    steps, summary = read_trace(run_dir / "logs" / "trace.jsonl")
    (resumed,) = [s for s in steps if s.node == "resumed"]
    assert resumed.step == 3 and resumed.resume is not None and resumed.resume["from_step"] == 3
    after = steps[steps.index(resumed) + 1 :]
    assert after and min(s.step for s in after) == 3
    assert summary is not None and summary.steps > 3 and summary.resumes[0]["from_step"] == 3
    assert "Resumed at step 3" in (run_dir / "report.html").read_text(encoding="utf-8")
    assert not (run_dir / "browser-storage.json").exists()  # cookies are not kept after the end

    again = run_cli(tmp_path, "run", "--resume", run_dir.name, "--runs-dir", str(runs), "--json")
    assert again.returncode == 0 and last_json(again.stdout)["terminal_reason"] == "goal_satisfied"
    assert len(demo.orders) == 1


def test_kill_between_place_order_and_its_record_never_orders_twice(
    demo: DemoServer, openai_server: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs = tmp_path / "runs"
    arrived, release = threading.Event(), threading.Event()
    log = demo.state.log_request

    def hold_the_order(method: str, path: str) -> None:
        log(method, path)
        if method == "POST" and path.startswith("/shop/checkout"):
            arrived.set()
            release.wait(120)  # the shop has the order request; the agent has not seen an answer

    monkeypatch.setattr(demo.state, "log_request", hold_the_order)
    openai_server.set_policy(Shopper(demo.url + "/shop/checkout"))
    proc = start_cli(
        tmp_path,
        "run",
        GOAL,
        "--url",
        _product_url(demo),
        "--runs-dir",
        str(runs),
        *shop_args(openai_server, "--auto-confirm", "all"),
    )
    try:
        assert arrived.wait(180), "the order was never sent"
        kill_group(proc)
    finally:
        release.set()
        if proc.poll() is None:
            kill_group(proc)
    run_dir = _only_run(runs)
    steps, _ = read_trace(run_dir / "logs" / "trace.jsonl")
    confirmed = [
        s for s in steps if s.node == "confirm" and s.safety and "Place order" in s.safety.get("target", "")
    ]
    assert confirmed and confirmed[-1].safety is not None and confirmed[-1].safety["confirmed"] is True
    assert len(demo.orders) <= 1

    done = run_cli(tmp_path, "run", "--resume", run_dir.name, "--runs-dir", str(runs), "--json")
    assert done.returncode == 1, done.stderr
    payload = last_json(done.stdout)
    assert payload["terminal_reason"] == "goal_failed"
    assert len(demo.orders) <= 1 and ("POST", "/shop/checkout") in demo.requests
    assert sum(1 for hit in demo.requests if hit == ("POST", "/shop/checkout")) == 1
    summary = json.loads((run_dir / "logs" / "trace.jsonl").read_text().splitlines()[-1])
    evidence = summary["terminal_evidence"]
    assert evidence["stop_reason"] == "uncertain_side_effect" and "Place order" in evidence["action"]


def _first_pause(demo: DemoServer, server: FakeOpenAI, tmp_path: Path) -> tuple[Path, str]:
    """Start a purchase with --on-confirm pause: it pauses at its first high-risk step (the card)."""
    runs = tmp_path / "runs"
    server.set_policy(Shopper(demo.url + "/shop/checkout"))
    proc = run_cli(
        tmp_path,
        "run",
        GOAL,
        "--url",
        _product_url(demo),
        "--runs-dir",
        str(runs),
        *shop_args(server, "--on-confirm", "pause"),
    )
    assert proc.returncode == 4, proc.stderr
    payload = last_json(proc.stdout)
    assert payload["status"] == "waiting" and payload["terminal_reason"] is None
    waiting = payload["waiting"]
    assert waiting["kind"] == "confirm" and waiting["risk"] == "high" and waiting["reasons"]
    assert "Card number" in waiting["what"]
    assert (runs / payload["session_id"] / waiting["screenshot"]).is_file()
    assert demo.orders == []
    return runs, str(payload["session_id"])


def test_pause_then_approve_places_exactly_one_order(
    demo: DemoServer, openai_server: FakeOpenAI, tmp_path: Path
) -> None:
    """Each high-risk step pauses (the card fields, then Place order); each approve goes one further."""
    runs, session = _first_pause(demo, openai_server, tmp_path)
    approved: list[str] = []
    payload: dict[str, Any] = {"status": "waiting"}
    while payload["status"] == "waiting" and len(approved) < 6:
        (row,) = list_runs(runs, waiting=True)
        assert row.session_id == session and row.resumable
        approved.append(str(row.waiting))
        done = run_cli(tmp_path, "approve", session, "--runs-dir", str(runs), "--json")
        assert done.returncode in (0, 4), done.stderr
        payload = last_json(done.stdout)
        assert demo.orders == [] or payload["status"] == "ended"
    assert payload["terminal_reason"] == "goal_satisfied" and payload["status"] == "ended", approved
    assert "Card number" in approved[0] and "Place order" in approved[-1]
    assert len(demo.orders) == 1 and sum(1 for h in demo.requests if h == ("POST", "/shop/checkout")) == 1
    # the new browsers had the cart (cookies) and the form as the agent had filled it (replayed)
    assert demo.orders[0]["name"] == "Ada Lovelace" and demo.orders[0]["card_last4"] == "4242"
    assert list_runs(runs, waiting=True) == []
    again = run_cli(tmp_path, "approve", session, "--runs-dir", str(runs), timeout=60)
    assert again.returncode == 64 and "already ended" in again.stderr
    assert len(demo.orders) == 1


def test_pause_then_deny_places_nothing_and_records_why(
    demo: DemoServer, openai_server: FakeOpenAI, tmp_path: Path
) -> None:
    runs, session = _first_pause(demo, openai_server, tmp_path)
    listed = run_cli(tmp_path, "runs", "--waiting", "--json", "--runs-dir", str(runs), timeout=60)
    (row,) = json.loads(listed.stdout)
    assert row["session_id"] == session and row["terminal"] == "waiting" and "Card number" in row["waiting"]
    wrong = run_cli(tmp_path, "answer", session, "blue", "--runs-dir", str(runs), timeout=60)
    assert wrong.returncode == 64 and "not waiting for that" in wrong.stderr
    done = run_cli(tmp_path, "deny", session, "--reason", "not this card", "--runs-dir", str(runs), "--json")
    assert done.returncode == 1, done.stderr
    assert last_json(done.stdout)["terminal_reason"] == "goal_failed"
    assert demo.orders == []
    summary = json.loads((runs / session / "logs" / "trace.jsonl").read_text().splitlines()[-1])
    assert summary["status"] == "ended" and summary["terminal_reason"] == "goal_failed"
    assert (
        summary["resumes"][-1]["decision"] == "denied" and summary["resumes"][-1]["reason"] == "not this card"
    )
    # the denial ends the run with the person's reason, and nothing asks again (issue 30)
    evidence = summary["terminal_evidence"]
    assert evidence["stop_reason"] == "denied" and evidence["reason"] == "not this card"
    assert "not this card" in done.stdout + done.stderr and "confirm?" not in done.stdout + done.stderr


def test_resume_errors_are_one_line_and_exit_64(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    (runs / "20260101-000000-dead" / "logs").mkdir(parents=True)
    for session, needle in (("no-such-run", "no run"), ("20260101-000000-dead", "no checkpoint")):
        proc = run_cli(tmp_path, "run", "--resume", session, "--runs-dir", str(runs), timeout=60)
        assert proc.returncode == 64, proc.stderr
        lines = [line for line in proc.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("error: ") and needle in lines[0]
