"""The number one calls is a phone number: 'what number can I call', 'which number should we ring',
'the number to call on the contact page' (Levin 1993, 37.1 verbs of calling) - on any contact page or
record. Other numbers stay what they are ('the document number'). Own sentences and a generated family."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _attributes(goal: str) -> tuple[str, ...]:
    return parse_goal(goal).steps[-1].attributes


@pytest.mark.parametrize(
    "goal",
    [
        "what number can I call, according to the contact page?",
        "what's the number to call on the contact page?",
        "which number should I ring?",
        "what number do I text for the ferry?",
        "what's the number we can call for bookings?",
    ],
)
def test_the_number_one_calls_is_a_phone_number(goal: str) -> None:
    assert _attributes(goal) == ("phone number",)


@pytest.mark.parametrize(
    ("goal", "attribute"),
    [
        ("what is the document number of the latest mortgage for smith", "document number"),
        ("what number does issue 14 have?", "number"),
    ],
)
def test_other_numbers_stay(goal: str, attribute: str) -> None:
    assert _attributes(goal) == (attribute,)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["what", "which"]),
    st.sampled_from(["can", "should", "do", "could"]),
    st.sampled_from(["I", "we", "you"]),
    st.sampled_from(["call", "ring", "phone", "dial", "text"]),
)
def test_every_wording_asks_the_phone_number(wh: str, modal: str, who: str, verb: str) -> None:
    assert _attributes(f"{wh} number {modal} {who} {verb}?") == ("phone number",)
