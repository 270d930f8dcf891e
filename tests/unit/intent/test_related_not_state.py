"""'how many books are written in German', 'posts filed under Gardening': a participle before where or
what in is how the things relate, no state of theirs (the status filter 'written' had made the count
look for a 'written' status); a state participle keeps its status ('issues closed in Mobile App')."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _statuses(goal: str) -> list[str]:
    return [f.value for f in parse_goal(goal).steps[-1].filters if f.name == "status"]


@pytest.mark.parametrize(
    "goal",
    [
        "how many of the books are written in German?",
        "how many posts are filed in Gardening?",
        "how many documents were recorded in the Smith file?",
        "how many products are made in Japan?",
    ],
)
def test_a_relating_participle_is_no_status(goal: str) -> None:
    assert _statuses(goal) == []


@pytest.mark.parametrize(
    ("goal", "status"),
    [
        ("how many issues are closed in Mobile App?", "closed"),
        ("how many books are checked out?", "checked out"),
        ("how many issues are resolved?", "resolved"),
    ],
)
def test_a_state_participle_keeps_its_status(goal: str, status: str) -> None:
    assert _statuses(goal) == [status]


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["books", "posts", "records", "products"]),
    st.sampled_from(["written", "filed", "made", "sold", "located", "printed"]),
    st.sampled_from(["in German", "in Gardening", "in Japan", "under Travel"]),
)
def test_generated_relating_participles(things: str, participle: str, where: str) -> None:
    assert _statuses(f"how many {things} are {participle} {where}?") == []
