"""What people write around a request in a message: a letter's close ('Best wishes, Ana', 'All the best'),
'when poss' / 'if poss' (clipped 'possible'), and a label naming the request before a colon ('quick check:',
'small favour:', 'one thing:'). Each is a family of wordings generated here, not one sentence."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal

GOALS = [
    "how many open bugs does Website Redesign have?",
    "what's the price of the cheapest laptop?",
    "who wrote the post about the night train to Vienna?",
    "add the Bose QuietComfort Over-ear Headphones to my cart",
    "log in as dan (pw north-gate-9) and set issue 27 to resolved",
]
QUESTIONS = [g for g in GOALS if g.endswith("?")]


def _meaning(goal: str) -> object:
    return parse_goal(goal).meaning()


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(GOALS),
    st.sampled_from(
        [
            "Best wishes",
            "All the best",
            "Warm regards",
            "Kind regards",
            "Yours sincerely",
            "Take care",
            "With thanks",
        ]
    ),
    st.sampled_from(["", ", Ana", ", Tom", " - Priya"]),
)
def test_a_letters_close_adds_nothing(goal: str, close: str, name: str) -> None:
    assert _meaning(f"{goal} {close}{name}") == _meaning(goal)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(GOALS), st.sampled_from(["when poss", "if poss", "when possible", "asap if poss"]))
def test_clipped_possible_is_convenience(goal: str, tail: str) -> None:
    mark = goal[-1] if goal[-1] in "?!." else ""
    assert _meaning(f"{goal.rstrip('?!.')} {tail}{mark}") == _meaning(goal)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(QUESTIONS),
    st.sampled_from(["quick", "small", "one", "a quick", "simple"]),
    st.sampled_from(["check", "query", "request", "favour", "thing", "ask"]),
)
def test_a_label_for_the_request_before_a_colon(goal: str, size: str, noun: str) -> None:
    assert _meaning(f"{size} {noun}: {goal[:1].lower()}{goal[1:]}") == _meaning(goal)


def test_a_topic_before_a_colon_is_no_label() -> None:
    """A noun phrase before the colon that the question picks up ('its') is the topic, not a label."""
    step = parse_goal("Smith's most recent mortgage: what's its document number?").steps[0]
    assert step.object == "mortgage"
    assert step.superlative is not None and step.superlative.direction == "max"
