"""Clauses that leave a request to the hearer's convenience ('when you have a sec', '(if it's easy)'),
downtoners inside a request opener ('could you possibly ...') and stance adverbs that open a turn
('honestly, ...'): discourse_tables.CONVENIENCE is a product of conjunction x clause, so every pairing
is set aside, not only the ones someone once wrote. Sentences of our own, what must stay, and a
generated property over the product."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.discourse import set_aside
from wayfinder.intent.discourse_marks import is_discourse

REQUESTS = (
    "how many posts are tagged budget?",
    "add the cheapest wireless mouse to my cart",
    "who is issue #14 assigned to?",
    "open the newest deed recorded for Garcia",
    "log in as ann with password tulip-7 and open my orders",
    "what is the default value of the auto_confirm setting?",
)


@pytest.mark.parametrize(
    "text",
    [
        "when you have a sec",
        "whenever you get a minute",
        "if you've got a moment",
        "if it's easy",
        "if it isn't too much trouble",
        "if that's fine",
        "once you have a chance",
        "if you're free",
    ],
)
def test_a_convenience_clause_alone_is_discourse(text: str) -> None:
    assert is_discourse(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("open my cart when you have a sec", "open my cart"),
        ("count the deeds for Davis if it's easy", "count the deeds for Davis"),
        ("how many open bugs are there, whenever you get a minute?", "how many open bugs are there?"),
        ("could you possibly open issue 20", "open issue 20"),
        ("can you just add a note to issue 7", "add a note to issue 7"),
        ("honestly, how many records does Lee have?", "how many records does Lee have?"),
        ("frankly what is the cheapest drone", "what is the cheapest drone"),
    ],
)
def test_the_request_is_kept_without_them(text: str, kept: str) -> None:
    assert set_aside(text).text.strip(" ,") == kept


@pytest.mark.parametrize(
    "text",
    [
        "tell me when the library is open",  # 'when' with a clause that is the question's content
        "check if it is in stock",
        "just the one",
        "possibly damaged items",
    ],
)
def test_clauses_that_carry_the_request_stay(text: str) -> None:
    assert set_aside(text).text == text


CONVENIENCE = st.sampled_from(
    [
        *(
            f"{conj} {clause}"
            for conj in ("if", "when", "whenever")
            for clause in (
                "you have a sec",
                "you get a chance",
                "you've got a minute",
                "you can",
                "you're free",
            )
        ),
        *(f"if {subject} {how}" for subject in ("it's", "that's") for how in ("easy", "ok", "not a problem")),
    ]
)


@settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.sampled_from(REQUESTS), clause=CONVENIENCE, shape=st.sampled_from(["tail", "paren", "comma"])
)
def test_any_request_left_to_the_hearers_convenience_keeps_its_meaning(
    request: str, clause: str, shape: str
) -> None:
    body, mark = (request[:-1], "?") if request.endswith("?") else (request, "")
    wrapped = {
        "tail": f"{body} {clause}{mark}",
        "paren": f"{request} ({clause})",
        "comma": f"{body}, {clause}{mark}",
    }[shape]
    assert parse_goal(wrapped).meaning() == parse_goal(request).meaning(), wrapped


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.sampled_from([r for r in REQUESTS if not r.endswith("?")]),
    opener=st.sampled_from(["could you", "can you", "would you", "will you"]),
    soft=st.sampled_from(["possibly", "just", "maybe", "perhaps", "kindly"]),
)
def test_a_downtoner_inside_any_opener_is_set_aside(request: str, opener: str, soft: str) -> None:
    assert parse_goal(f"{opener} {soft} {request}").meaning() == parse_goal(request).meaning()


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.sampled_from(REQUESTS), stance=st.sampled_from(["honestly", "frankly", "to be honest", "tbh"])
)
def test_a_stance_adverb_opening_any_request_is_set_aside(request: str, stance: str) -> None:
    assert parse_goal(f"{stance}, {request}").meaning() == parse_goal(request).meaning()
    assert parse_goal(f"{stance} {request}").meaning() == parse_goal(request).meaning()
