"""A count over the site itself has no place, however it is said ('the number of crime novels in the
catalogue' = 'how many crime novels are in the catalogue'); 'show me the priciest headphones' opens the
best one, as 'take me to the most expensive headphones' does."""

from __future__ import annotations

import pytest

from wayfinder.intent import parse_goal


@pytest.mark.parametrize(
    "said",
    [
        "number of crime novels in the catalogue?",
        "the number of crime novels in the catalogue",
        "how many crime novels in the library?",
    ],
)
def test_a_count_over_the_site_has_no_place(said: str) -> None:
    step = parse_goal(said).steps[0]
    assert (step.verb, step.scope) == ("count", "")


def test_a_count_in_a_place_keeps_it() -> None:
    assert parse_goal("how many comments are under the soup recipe").steps[0].scope == "soup recipe"


@pytest.mark.parametrize(
    "said",
    [
        "show me the priciest headphones you have",
        "show me the most expensive headphones",
        "show me the cheapest laptop",
    ],
)
def test_the_best_shown_is_opened(said: str) -> None:
    step = parse_goal(said).steps[0]
    assert step.verb == "open" and step.superlative is not None


def test_a_number_of_them_shown_is_a_list() -> None:
    step = parse_goal("show me the 3 cheapest tablets").steps[0]
    assert step.verb != "open"


@pytest.mark.parametrize(
    ("asked", "same"),
    [
        ("which mouse is the cheapest? open it", "open the cheapest mouse"),
        ("which laptop costs the most? open it", "open the most expensive laptop"),
        (
            "which docs page covers Ollama? open it",
            "find where the docs talk about using Ollama and open that page",
        ),
    ],
)
def test_open_it_after_asking_which_opens_what_the_question_picks(asked: str, same: str) -> None:
    assert parse_goal(asked).meaning() == parse_goal(same).meaning()


def test_open_it_after_another_question_is_left_alone() -> None:
    steps = parse_goal("what is the price of the cheapest mouse? open it").steps
    assert [s.verb for s in steps] == ["answer", "open"]
