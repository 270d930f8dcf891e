"""An attribute answer is checked with the planner's own reader: accepted when the record's page
shows it under the attribute asked, refused when that page prints another value (a value of another
record)."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import WRONG_PAGE, goal_frame, verify_claim

LIST = page(
    "http://tracker.test/issues",
    "Issues\n#31\tBug\tUrgent\tLogin page times out on slow networks\n#30\tFeature\tLow\tDark mode",
    title="Issues - Tracker",
    page_type="listing",
)
ISSUE_31 = page(
    "http://tracker.test/issues/31",
    "Bug #31\nLogin page times out on slow networks\nAdded by Rosa Petrova 3 days ago.\n"
    "Status:\nNew\nPriority:\nUrgent\nAssignee:\nTomas Weber",
    title="Bug #31: Login page times out on slow networks - Tracker",
    step=2,
)
ISSUE_30 = page(
    "http://tracker.test/issues/30",
    "Feature #30\nDark mode\nAdded by Mia Kowalski 5 days ago.\nStatus:\nNew\nPriority:\nLow\nAssignee:\nRosa Petrova",
    title="Feature #30: Dark mode - Tracker",
    step=3,
)
POST = page(
    "http://blog.test/2026/01/night-train/",
    "Night Train to the Coast\nPublished January 12, 2026By Priya Nair\nWe boarded at nine.",
    title="Night Train to the Coast - Blog",
)
OTHER_POST = page(
    "http://blog.test/2026/01/harbour-walk/",
    "A Walk Round the Harbour\nPublished January 9, 2026By Tom Berg\nThe tide was out.",
    title="A Walk Round the Harbour - Blog",
)


def _verdict(goal: str, answer: str, ledger: list[object]) -> object:
    return verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger, history=[]
    )


PRIORITY = (
    'What priority does the issue "Login page times out on slow networks" have?',
    "what's the priority of the issue Login page times out on slow networks",
)


@pytest.mark.parametrize("goal", PRIORITY)
def test_the_records_own_value_is_verified(goal: str) -> None:
    verdict = _verdict(goal, "Urgent", [LIST, ISSUE_31])
    assert verdict.verified, verdict
    assert any("read on http://tracker.test/issues/31" in e for e in verdict.evidence)


@pytest.mark.parametrize("goal", PRIORITY)
def test_a_value_of_another_record_is_refused(goal: str) -> None:
    verdict = _verdict(goal, "Low", [LIST, ISSUE_30, ISSUE_31])
    assert not verdict.verified
    assert verdict.reason == WRONG_PAGE
    assert "'Urgent'" in verdict.sentence


def test_the_assignee_by_its_label() -> None:
    goal = 'who is the issue "Login page times out on slow networks" assigned to?'
    assert _verdict(goal, "Tomas Weber", [ISSUE_31]).verified
    refused = _verdict(goal, "Rosa Petrova", [ISSUE_30, ISSUE_31])  # the reporter, and #30's assignee
    assert not refused.verified and refused.reason == WRONG_PAGE


def test_the_author_from_a_byline() -> None:
    goal = "who wrote the post about the night train to the coast"
    assert _verdict(goal, "Priya Nair", [OTHER_POST, POST]).verified
    assert not _verdict(goal, "Tom Berg", [OTHER_POST, POST]).verified


def test_a_duration_from_the_sentence_that_names_it() -> None:
    recipe = page(
        "http://blog.test/2026/02/chickpea-stew/",
        "Chickpea Stew\nFry the onions for 8 minutes. Let the stew bubble for 40 minutes. "
        "It keeps for four days in the fridge.",
        title="Chickpea Stew - Blog",
    )
    goal = "how long does the stew bubble in the chickpea stew recipe?"
    assert _verdict(goal, "40 minutes", [recipe]).verified
    assert not _verdict(goal, "12 minutes", [recipe]).verified
