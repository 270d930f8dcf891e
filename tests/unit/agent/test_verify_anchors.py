"""A value said with the identifier the goal asks about (pure tables, ``agent/verify/anchors.py``).

Docs answer "which exit code means loop_stuck?" in one sentence or one table row ('2 loop_stuck'); the
same page shows other numbers ('under $300', 'port 8000') and other words, which are no answer. Three
shapes: a paragraph of prose, a settings table, a label over its value. A page that never writes the
identifier is left to the other checks.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

D = "http://docs.test"
PROSE = page(
    f"{D}/usage/",
    "Usage\nRun it against the demo: find the cheapest monitor under $300 on port 8000.\n"
    "Exit codes: 0 goal_satisfied, 1 goal_failed, 2 loop_stuck, 3 budget_exhausted.\n"
    "Every action is checked for risk. auto_confirm says the highest risk that runs without asking "
    "(default low); with --interactive it asks instead.",
    title="Usage - Docs",
)
TABLE = page(
    f"{D}/settings/",
    "Settings\nName\tDefault\tMeaning\nmax_steps\t25\tsteps before a run gives up\n"
    "retry_limit\t3\tretries of one action\nSee also the 40 examples.",
    title="Settings - Docs",
)
LABELS = page(
    f"{D}/env/",
    "Environment\nWAYFINDER_PORT\n8765\nWAYFINDER_TIMEOUT\n30\nThe server keeps 12 sessions.",
    title="Environment - Docs",
)
ELSEWHERE = page(f"{D}/faq/", "FAQ\nMost runs end in 12 steps.", title="FAQ - Docs")


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        ("which exit code means loop_stuck?", [PROSE], "It is 2.", True),
        ("whats the default of auto_confirm", [PROSE], "low", True),
        ("what is the default of max_steps?", [TABLE], "It is 25.", True),
        ("hey what does WAYFINDER_PORT default to", [LABELS], "8765", True),
        # another value of the same page
        ("which exit code means loop_stuck?", [PROSE], "It is 300.", False),
        ("which exit code means loop_stuck?", [PROSE], "8000", False),
        ("whats the default of auto_confirm", [PROSE], "It is Every.", False),
        ("what is the default of max_steps?", [TABLE], "It is 3.", False),
        ("what is the default of max_steps?", [TABLE], "40", False),
        ("hey what does WAYFINDER_PORT default to", [LABELS], "30", False),
        ("hey what does WAYFINDER_PORT default to", [LABELS], "12", False),
    ],
)
def test_the_value_is_the_one_said_with_the_identifier(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


def test_a_page_that_never_writes_the_identifier_is_left_to_the_other_checks() -> None:
    frame = goal_frame("how many steps does a run take before max_steps stops it?")
    verdict = verify_claim(frame, stop_reason="done_success", answer="12", ledger=[ELSEWHERE])
    assert "not said with" not in (verdict.sentence or ""), verdict
