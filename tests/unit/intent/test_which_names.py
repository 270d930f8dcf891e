"""'which <thing> ...' asks the name of one thing; a page part's word at the end of that thing's name
('command-line option', 'drop-down menu', 'toolbar button') is part of the name asked, not the role of
an element to act on (intent/questions.py ``_which``). Sentences of our own."""

from __future__ import annotations

import pytest

from wayfinder.intent import parse_goal


@pytest.mark.parametrize(
    ("goal", "thing"),
    [
        ("which command-line option turns off the screenshots?", "command-line option"),
        ("which config option do I set to change the port?", "config option"),
        ("which toolbar button do I press to print?", "toolbar button"),
        ("which exit code means the budget ran out?", "exit code"),
    ],
)
def test_the_thing_asked_keeps_its_whole_name(goal: str, thing: str) -> None:
    step = parse_goal(goal).steps[-1]
    assert step.object == thing
    assert step.attributes == ("name",)
    assert step.role is None
