"""A filter whose value is a function word only ('out': the loans not yet returned, the tools lent out)
narrows the count like any other (pure tables): the whole list's total is refused, the list narrowed to
it (its address carries it) backs its own total. Two shapes: a library admin's loans, a tool library."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

L = "http://library.test/admin/catalog/loan/"
ALL_LOANS = page(
    L,
    "Select loan to change\n640 results\nBook\tMember\tStatus",
    title="Select loan to change | Library",
    page_type="grid",
)
OUT_LOANS = page(
    f"{L}?status=out",
    "Select loan to change\n79 results (640 total)\nBook\tMember\tStatus",
    title="Select loan to change | Library",
    step=2,
    page_type="grid",
)
T = "http://tools.test/tools"
ALL_TOOLS = page(T, "Tools\n52 tools\nDrill\tAvailable", title="Tools | Tool library", page_type="listing")
OUT_TOOLS = page(
    f"{T}?state=out", "Tools\n9 tools\nDrill\tOut", title="Tools | Tool library", step=2, page_type="listing"
)
LOANS_Q = "please tell me how many loans are currently out, not yet returned"


@pytest.mark.parametrize(
    ("goal", "answer", "verified"),
    [
        (LOANS_Q, "There are 79 loans.", True),
        (LOANS_Q, "There are 640 loans.", False),
        ("hi! how many loans are out right now?", "79", True),
        ("hi! how many loans are out right now?", "640", False),
    ],
)
def test_loans_out(goal: str, answer: str, verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[ALL_LOANS, OUT_LOANS]
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


@pytest.mark.parametrize(("answer", "verified"), [("9 tools are out.", True), ("52", False)])
def test_tools_out(answer: str, verified: bool) -> None:
    ledger: list[PageEntry] = [ALL_TOOLS, OUT_TOOLS]
    verdict = verify_claim(
        goal_frame("how many tools are out?"), stop_reason="done_success", answer=answer, ledger=ledger
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
