"""The rules planner asks once about a goal it cannot read; when the person's answer did not make it
readable, it ends honestly instead of asking the same question again."""

from __future__ import annotations

from tests.fixtures.rules import button, context, page
from wayfinder.actions.models import AskUser, Done
from wayfinder.plan.base import UserAnswer
from wayfinder.plan.rules import decide

OBS = page(button(1, "Go"), title="Garden shop")


def test_a_goal_it_cannot_read_is_asked_about_once() -> None:
    result = decide(context("zorp the blarg", OBS))
    assert isinstance(result.action, AskUser)
    assert "zorp the blarg" in result.action.question


def test_after_an_answer_that_did_not_help_it_stops_and_says_why() -> None:
    said = UserAnswer(question="What exactly should I do on this page?", answer="mrrk")
    result = decide(context("zorp the blarg", OBS, answers=[said]))
    assert isinstance(result.action, Done)
    assert result.action.success is False
    assert "'mrrk'" in (result.action.answer or "") and "zorp the blarg" in (result.action.answer or "")
