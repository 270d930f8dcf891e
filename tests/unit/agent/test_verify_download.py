"""A download goal is done only when a file was saved: a 'done' on the page the run ends on (a docs
site that offers no PDF, a member list with no export) is refused; a saved file is kept. Frames and
pages of our own."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import FrameF, StepF, page
from wayfinder.agent.verify import UNVERIFIED_ACTION, verify_claim

DOCS = page("http://docs.test/", "Handbook\nWelcome to the handbook.", title="Handbook", page_type="detail")


def _frame(goal: str, obj: str) -> FrameF:
    return FrameF(goal, task_mode="download", steps=(StepF("download", obj),))


@pytest.mark.parametrize(
    ("goal", "obj"),
    [
        ("download the handbook as a PDF", "handbook as a PDF"),
        ("export the members as a spreadsheet", "members"),
    ],
)
def test_done_without_a_saved_file_is_refused(goal: str, obj: str) -> None:
    verdict = verify_claim(_frame(goal, obj), stop_reason="done_success", answer="Done.", ledger=[DOCS])
    assert not verdict.verified and verdict.reason == UNVERIFIED_ACTION


def test_a_saved_file_is_kept() -> None:
    details = {"downloads": ["/tmp/run/downloads/handbook.pdf"]}
    for reason in ("artifact_confirmed", "done_success"):
        verdict = verify_claim(
            _frame("download the handbook as a PDF", "handbook"),
            stop_reason=reason,
            answer=None,
            ledger=[DOCS],
            details=details,
        )
        assert verdict.verified, (reason, verdict)
