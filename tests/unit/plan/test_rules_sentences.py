"""'Could not ...' reads as a sentence whatever the wording of the step: imperative, wh-question,
yes/no question or a bare phrase (the phrase's goal frame picks the verb)."""

from __future__ import annotations

import pytest

from wayfinder.plan.rules.sentences import could_not


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("find the lightest tent under $200", "Could not find the lightest tent under $200"),
        ("Open the Garden page", "Could not open the Garden page"),
        ("could you please sign in as bob", "Could not sign in as bob"),
        ("which tent is the lightest?", "Could not find out which tent is the lightest"),
        ("How many lamps cost less than $40", "Could not find out how many lamps cost less than $40"),
        ("is the green lamp in stock", 'Could not answer "is the green lamp in stock?"'),
        ("number of blue lamps", "Could not find out number of blue lamps"),
        ("green lamps under $40", "Could not find green lamps under $40"),
        ("qwzx plorb", 'Could not do "qwzx plorb"'),
        ("", "Could not do the step (find best)"),
    ],
)
def test_could_not_is_a_sentence(text: str, expected: str) -> None:
    assert could_not(text, "find_best") == expected


@pytest.mark.parametrize("text", ["which tent is the lightest", "is the lamp in stock", "lamp prices"])
def test_never_a_question_glued_after_could_not(text: str) -> None:
    sentence = could_not(text)
    assert not sentence.startswith(("Could not which", "Could not is", "Could not lamp"))
