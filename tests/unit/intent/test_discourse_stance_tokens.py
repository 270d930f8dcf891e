"""Greetings from regional and borrowed English ("G'day!", 'hola'), laughter tokens of written chat
('lol', 'haha') and marks of how pressing a request is ('(urgent)', 'asap', 'right away') at either
end of a goal, 'out of interest' among the curiosity openers, and the tail of a request before a
signature ('... pls - Ana'). All carry stance, never a request (discourse_tables.LAUGHTER, URGENCY;
sources in the tables). Sentences of our own, what must stay, and a generated property."""

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
    "whats the due date on issue 22 pls",
)


@pytest.mark.parametrize(
    "text", ["lol", "haha", "urgent", "asap", "it's urgent", "right away", "out of interest"]
)
def test_stance_alone_is_discourse(text: str) -> None:
    assert is_discourse(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("G'day! how many records does Lee have?", "how many records does Lee have?"),
        ("gday, open my cart", "open my cart"),
        ("hola! count the deeds for Davis", "count the deeds for Davis"),
        ("what is the cheapest drone? lol", "what is the cheapest drone?"),
        ("haha ok how many open bugs are there", "how many open bugs are there"),
        ("open issue 20 asap!", "open issue 20!"),
        ("add a note to issue 7 right away", "add a note to issue 7"),
        ("Out of interest, how many plats are there?", "how many plats are there?"),
        ("just out of interest - who wrote the night train post?", "who wrote the night train post?"),
        ("whats the due date on issue 22 pls - Ana", "what is the due date on issue 22"),
        ("mark issue 27 as resolved please - Sam Lee", "mark issue 27 as resolved"),
    ],
)
def test_the_request_is_kept_without_them(text: str, kept: str) -> None:
    assert set_aside(text).text.strip(" ,") == kept


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        ("open issue 20 (urgent)", "open issue 20"),
        ("how many wired mice are there? (asap)", "how many wired mice are there?"),
        ("count the liens recorded in 2021 (lol)", "count the liens recorded in 2021"),
    ],
)
def test_a_parenthesis_of_stance_is_set_aside(text: str, same_as: str) -> None:
    assert parse_goal(text).meaning() == parse_goal(same_as).meaning()


@pytest.mark.parametrize(
    "text",
    [
        "bump issue 19 up to Urgent priority",  # a value of the record, not the person's hurry
        "set the priority of issue 4 to urgent",
        "open the lol cats post",
        "how many posts mention haha in the title",
    ],
)
def test_words_that_are_the_request_stay(text: str) -> None:
    assert set_aside(text).text == text


STANCE = st.sampled_from(
    [
        ("lead", "G'day! "),
        ("lead", "gday mate, "),
        ("lead", "aloha! "),
        ("lead", "lol "),
        ("lead", "haha, "),
        ("lead", "out of interest, "),
        ("lead", "purely out of curiosity, "),
        ("tail", " lol"),
        ("tail", " haha"),
        ("tail", " (urgent)"),
        ("tail", " - urgent"),
        ("tail", " asap"),
        ("tail", " right away"),
        ("tail", " pls - Jo"),
    ]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(REQUESTS), STANCE)
def test_a_goal_means_the_same_with_stance_around_it(goal: str, stance: tuple[str, str]) -> None:
    where, words = stance
    if ("curiosity" in words or "interest" in words) and not goal.endswith("?"):
        return  # curiosity opens questions only
    said = f"{words}{goal[:1].lower()}{goal[1:]}" if where == "lead" else f"{goal}{words}"
    assert parse_goal(said).meaning() == parse_goal(goal).meaning(), said
