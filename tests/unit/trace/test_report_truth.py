"""What the report says agrees with itself (issue 30 section 3): a claim's verdict is shown in words
(no raw JSON), the answer is not repeated under "Why it ended", and a failure's closing sentence (the
run's own one sentence) heads "Why it ended"."""

from __future__ import annotations

import html as htmllib
import re
from pathlib import Path

from wayfinder.trace.records import RunSummary, StepRecord
from wayfinder.trace.report import write_report
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

T0 = 1_790_000_000.0
VERDICT = {
    "verified": True,
    "kind": "answer",
    "evidence": ["$285.99 read on http://shop.test/shop/search?q=dell"],
    "missing": [],
}


def _report(
    tmp_path: Path, terminal: str, evidence: dict[str, object], closing: str, answer: str | None
) -> str:
    run = RunDir.create(tmp_path, "20261126-120000-abcd")
    sid = run.session_id
    with Tracer(run) as tracer:
        tracer.record(StepRecord(session_id=sid, step=1, node="execute", ts=T0, ux_message="Typing 'dell'"))
        tracer.record(
            StepRecord(
                session_id=sid,
                step=1,
                node="goal_check",
                ts=T0 + 1,
                progress={"claim": "done_success", "verification": VERDICT},
            )
        )
        tracer.record(StepRecord(session_id=sid, step=1, node="finalize", ts=T0 + 2, ux_message=closing))
        tracer.summary(
            RunSummary(
                session_id=sid,
                goal="what is the price of the Dell 27 4K monitor?",
                started_at=T0,
                ended_at=T0 + 3,
                duration_s=3.0,
                steps=1,
                terminal_reason=terminal,
                terminal_evidence={**evidence, "verification": VERDICT},
                verification=VERDICT,
                answer=answer,
            )
        )
    return write_report(run.root).read_text(encoding="utf-8")


def _text(html: str) -> str:
    return htmllib.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))).strip()


def test_a_claims_verdict_is_words_and_the_answer_shows_once_in_the_overview(tmp_path: Path) -> None:
    html = _report(
        tmp_path,
        "goal_satisfied",
        {"stop_reason": "done_success", "answer": "$285.99"},
        "Finished: $285.99",
        "$285.99",
    )
    assert '{"verified"' not in html and "&quot;verified&quot;" not in html
    overview = _text(html.split('<section id="overview">', 1)[1].split("</section>", 1)[0])
    assert overview.count("$285.99 ") + overview.endswith("$285.99") == 2  # the answer row, the evidence
    assert "Finished:" not in overview
    timeline = _text(html.split('<section id="timeline">', 1)[1])
    assert "claim done_success" in timeline and "verified (answer)" in timeline
    assert re.search(r"Timeline \(1 steps?\)", _text(html))


def test_a_failure_leads_with_its_closing_sentence(tmp_path: Path) -> None:
    closing = "Stopped: a person denied clicking [7] 'Place order' (too expensive)"
    html = _report(
        tmp_path, "goal_failed", {"stop_reason": "denied", "reason": "too expensive"}, closing, None
    )
    why = _text(html.split('<div id="evidence">', 1)[1].split("</section>", 1)[0])
    assert why.startswith(f"Why it ended {closing}")
