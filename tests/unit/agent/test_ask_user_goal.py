"""After the person answers a question, the goal changes only when the answer restates a goal that
could not be read; a readable goal is never glued to the answer."""

from __future__ import annotations

import pytest

from wayfinder.agent.nodes.ask_user import goal_after_answer


@pytest.mark.parametrize(
    ("goal", "answer", "expected"),
    [
        ("zorp the blarg", "search for walking boots", "search for walking boots"),
        ("zorp the blarg", "  open   the garden page ", "open the garden page"),
        ("zorp the blarg", "mrrk", "zorp the blarg"),  # the answer cannot be read either
        ("zorp the blarg", "   ", "zorp the blarg"),
        ("find a tent for two", "the green one", "find a tent for two"),  # readable: unchanged
        ("find a tent for two", "search for lamps", "find a tent for two"),
    ],
)
def test_goal_after_answer(goal: str, answer: str, expected: str) -> None:
    assert goal_after_answer(goal, answer) == expected
