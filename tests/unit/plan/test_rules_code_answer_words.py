"""A name in code is asked with the goal's own words, as the verifier asks it: a step whose 'it' stood for
the situation said before the question ('my config file isn't in the working directory - which env var
do I set to point wayfinder at it?') is answered from the sentence about the config file, not from the
one that shares only 'point wayfinder at'."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, context, page
from wayfinder.plan.rules import decide

_DOCS = (
    "Configuration\n"
    "If the config file is not in the working directory, export WAYFINDER_CONFIG=/path/to/file.\n"
    "To point wayfinder at a finished run, use wayfinder portal debug RUN_DIR.\n"
)


@pytest.mark.parametrize(
    "goal",
    [
        "my config file isn't in the working directory - which env var do I set to point wayfinder at it?",
        "my config file is outside the working directory - what env var should I set to point wayfinder at it?",
    ],
)
def test_the_goals_words_choose_the_sentence(goal: str) -> None:
    res = decide(context(goal, page(digest=_DOCS, title="Configuration", url="http://docs.test/config/")))
    assert act(res) == {"type": "done", "success": True, "answer": "WAYFINDER_CONFIG"}
