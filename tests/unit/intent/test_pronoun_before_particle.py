"""A pronoun object stands between a phrasal verb and its particle ('pull it up', 'bring them up',
'look it up': Quirk et al. 1985, 16.4), and 'show it to me' shows it to the asker: after a question
that picks one thing, each of them opens that thing, as 'open it' does. Sentences of our own and
generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.verbs import particle_joined

QUESTIONS = (
    "which tablet costs the least?",
    "which laptop is the cheapest?",
    "which monitor has the highest rating?",
)
OPENERS = ("open it", "show it to me", "pull it up", "bring it up", "show it")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(question=st.sampled_from(QUESTIONS), opener=st.sampled_from(OPENERS))
def test_every_way_of_opening_the_answer_opens_it(question: str, opener: str) -> None:
    assert parse_goal(f"{question} {opener}").meaning() == parse_goal(f"{question} open it").meaning()


@pytest.mark.parametrize(
    ("clause", "joined"),
    [
        ("pull it up", "pull up it"),
        ("bring them up please", "bring up them please"),
        ("show it to me", "show me it"),
        ("look it up", "look up it"),
        ("put it down", "put it down"),  # 'put down' is no verb of the table: left alone
        ("send it to me", "send it to me"),  # sending it is no showing
        ("pull up the report", "pull up the report"),
    ],
)
def test_the_particle_is_put_back_beside_its_verb(clause: str, joined: str) -> None:
    assert particle_joined(clause) == joined
