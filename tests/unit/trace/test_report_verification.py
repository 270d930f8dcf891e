"""The report's "Why it ended" shows the verifier's verdict: verified or not, its evidence, what was
missing and the question for the person."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from wayfinder.trace.records import RunSummary
from wayfinder.trace.report import write_report
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

T0 = 1_790_000_000.0


def _run(tmp_path: Path, sid: str, **kw: Any) -> str:
    run = RunDir.create(tmp_path, sid)
    with Tracer(run) as tr:
        tr.summary(
            RunSummary(
                session_id=sid,
                goal="order the cheapest teapot",
                start_url="http://127.0.0.1:8000/",
                started_at=T0,
                ended_at=T0 + 9,
                duration_s=9.0,
                planner="rules",
                steps=3,
                **kw,
            )
        )
    html = write_report(run.root).read_text(encoding="utf-8")
    match = re.search(r'<div id="evidence">(.*?)</div></section>', html, re.S)
    assert match, html
    return re.sub(r"<[^>]+>", " ", match.group(1))


def test_an_unverified_ending_names_what_was_missing_and_the_question(tmp_path: Path) -> None:
    verification = {
        "verified": False,
        "kind": "risky",
        "evidence": [],
        "missing": ["your confirmation"],
        "question": "Ready to place the order for Clay Teapot at $18.00: confirm?",
    }
    why = _run(
        tmp_path,
        "20261123-120000-aaaa",
        terminal_reason="goal_failed",
        terminal_type="failure",
        terminal_evidence={"stop_reason": "needs_confirmation", "verification": verification},
        verification=verification,
    )
    assert "Why it ended" in why
    assert "not verified (risky)" in why
    assert "your confirmation" in why
    assert "Ready to place the order for Clay Teapot at $18.00: confirm?" in why
    assert "needs_confirmation" in why


def test_a_verified_ending_shows_its_evidence(tmp_path: Path) -> None:
    verification = {
        "verified": True,
        "kind": "answer",
        "evidence": ["$18.00 read on http://127.0.0.1:8000/c/teapots?sort=price_asc"],
        "missing": [],
    }
    why = _run(
        tmp_path,
        "20261123-120100-bbbb",
        terminal_reason="goal_satisfied",
        terminal_type="success",
        terminal_evidence={"stop_reason": "done_success"},
        verification=verification,
        answer="$18.00",
    )
    assert "verified (answer)" in why and "not verified" not in why
    assert "$18.00 read on http://127.0.0.1:8000/c/teapots?sort=price_asc" in why
