"""The step's 'about' filters reach the answer item, so the reading skill need not read the goal again
(helper L's request, round 18: 'which exit code does wayfinder return when a run pauses' keeps its condition)."""

from __future__ import annotations

from wayfinder.intent import parse_goal
from wayfinder.plan.rules.translate import work_items
from wayfinder.plan.rules.work.questions import AskAttribute


def test_the_condition_said_of_an_asked_value_reaches_the_answer_item() -> None:
    frame = parse_goal("which exit code does wayfinder return when a run pauses to wait for approval?")
    items = [w for w in work_items(frame) if isinstance(w, AskAttribute)]
    assert items and any("pauses" in a for a in items[0].about)


def test_a_question_with_no_condition_has_none() -> None:
    items = [
        w for w in work_items(parse_goal("what is the ISBN of Paper Gardens?")) if isinstance(w, AskAttribute)
    ]
    assert items and items[0].about == ()
