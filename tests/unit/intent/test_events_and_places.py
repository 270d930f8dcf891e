"""When-questions ask the date field their event is kept in ('due' -> due date, 'end' -> end date) and
keep what follows the verb ('recorded for Smith'); a named group of a named owner ('the Launch version of
Website Redesign') is found in that owner; the site named as a place at the end of a clause ('... of the
blog') is where everything is anyway. Sentences of our own plus generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@pytest.mark.parametrize(
    ("goal", "attribute"),
    [
        ("when is the Launch version due?", "due date"),
        ("when is invoice 12 due", "due date"),
        ("when does the spring sale end?", "end date"),
        ("when does the course start", "start date"),
        ("when was the deed recorded?", "date"),  # any other event: the record's date
    ],
)
def test_a_when_question_asks_the_date_of_its_event(goal: str, attribute: str) -> None:
    assert parse_goal(goal).steps[0].attributes == (attribute,)


def test_what_follows_the_verb_narrows_the_thing() -> None:
    (step,) = parse_goal("when was the deed recorded for Smith?").steps
    assert step.object == "deed"
    assert ("name", "Smith") in [(f.name, f.value) for f in step.filters]


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    group=st.sampled_from(["Launch version", "Beta milestone", "Poetry genre", "Travel category"]),
    owner=st.sampled_from(["Website Redesign", "Mobile App", "the User Manual"]),
)
def test_a_named_group_of_a_named_owner_is_found_in_the_owner(group: str, owner: str) -> None:
    (step,) = parse_goal(f"when is the {group} of {owner} due?").steps
    assert step.object and step.object in group  # the kind may become a type filter
    assert step.scope == owner.removeprefix("the ")


def test_a_quantity_of_a_thing_is_no_group() -> None:
    (step,) = parse_goal("what is the number of copies of Paper Gardens").steps
    assert step.scope == ""


@pytest.mark.parametrize("place", ["of the blog", "on this site", "in your store", "on the website"])
def test_the_site_named_as_a_place_at_the_end_is_set_aside(place: str) -> None:
    base = "how many posts are in the Travel category"
    assert parse_goal(f"{base} {place}?").meaning() == parse_goal(f"{base}?").meaning()


def test_a_site_word_inside_a_name_stays() -> None:
    (step,) = parse_goal("what's the primary colour in the Website Redesign style guide?").steps
    assert "Website Redesign" in f"{step.object} {step.scope}"


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(["post", "issue", "article", "ticket"]),
    link=st.sampled_from(["about", "regarding", "concerning"]),
    topic=st.sampled_from(["the night train to Vienna", "dark mode", "push notifications"]),
    ask=st.sampled_from(["who wrote the {}", "open the {}", "who opened the {}"]),
)
def test_a_record_named_by_its_topic_is_found_by_the_topic(
    kind: str, link: str, topic: str, ask: str
) -> None:
    (step,) = parse_goal(ask.format(f"{kind} {link} {topic}")).steps
    assert step.object == topic.removeprefix("the ")
    assert ("type", kind) in [(f.name, f.value) for f in step.filters]


def test_things_about_a_topic_are_still_counted_as_written() -> None:
    (step,) = parse_goal("how many posts about gardening are there").steps
    assert step.verb == "count" and "posts" in step.object
