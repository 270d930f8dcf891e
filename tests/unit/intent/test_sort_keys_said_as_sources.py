"""'sort the list according to price' names the sort key as 'by' does (helper L's request: the source
peel opened a link 'price' first). A source said to a question stays a source. Sentences of our own and
generated variants."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    verb=st.sampled_from(("sort", "order", "arrange", "rank")),
    things=st.sampled_from(("the list", "the books", "the results")),
    said=st.sampled_from(("according to", "based on", "in order of")),
    key=st.sampled_from(("price", "date", "page count")),
)
def test_a_sort_key_said_as_a_source_is_the_key(verb: str, things: str, said: str, key: str) -> None:
    steps = parse_goal(f"{verb} {things} {said} {key}").meaning()["steps"]
    assert steps == parse_goal(f"{verb} {things} by {key}").meaning()["steps"]
    assert [s["verb"] for s in steps] == ["sort"]


def test_a_source_of_an_answer_stays_a_source() -> None:
    frame = parse_goal("according to the readme, what exit code means bad input?")
    assert [s.verb for s in frame.steps] == ["answer"]
