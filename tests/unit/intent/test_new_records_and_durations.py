"""A new record's values after 'with' with or without colons, a naming participle after the place the new
thing goes, and a duration asked in its unit ('how many minutes ...')."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _create(goal: str) -> tuple[str, dict[str, str]]:
    step = next(s for s in parse_goal(goal).steps if s.verb == "create")
    return step.object.lower(), {v.field: v.value for v in step.values}


_FIELDS = [("first name", "Ada"), ("last name", "Quill"), ("country", "Canada"), ("priority", "Urgent")]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["create", "add a new", "make"]),
    st.sampled_from(["author", "member", "bug in Billing Service"]),
    st.lists(st.sampled_from(_FIELDS), min_size=1, max_size=3, unique=True),
    st.sampled_from(["", "the "]),
    st.sampled_from([", ", " and "]),
)
def test_the_values_after_with_are_the_new_records(
    verb: str, kind: str, pairs: list[tuple[str, str]], article: str, joiner: str
) -> None:
    listed = [f"{article}{f} {v}" for f, v in pairs]
    said = listed[0] if len(listed) == 1 else joiner.join(listed[:-1]) + f" and {listed[-1]}"
    lead = verb if verb == "add a new" else f"{verb} a" if kind[0] not in "aeiou" else f"{verb} an"
    obj, values = _create(f"{lead} {kind} with {said}")
    assert obj == kind.lower()
    assert values == dict(pairs)


def test_a_quoted_subject_among_the_values() -> None:
    obj, values = _create(
        "create a bug in Billing Service with the subject 'Tax rounding off by a cent', priority Urgent, "
        "assigned to Carol"
    )
    assert obj == "bug in billing service"
    assert values == {"subject": "Tax rounding off by a cent", "priority": "Urgent", "assignee": "Carol"}


@pytest.mark.parametrize(
    ("goal", "kind", "name"),
    [
        ("add a page to the wiki called 'Recipes'", "page", "Recipes"),
        ("add a category to the blog named Workshops", "category", "Workshops"),
        (
            "add a high-priority feature to the Mobile App project called 'Export reading list'",
            "feature",
            "Export reading list",
        ),
        ("add a new genre to the catalogue called Noir", "genre", "Noir"),
    ],
)
def test_a_name_after_the_place_names_the_new_thing(goal: str, kind: str, name: str) -> None:
    obj, values = _create(goal)
    assert obj == kind
    assert values["name"] == name


@pytest.mark.parametrize("goal", ["add a Logitech mouse to my cart", "add the Bose headphones to the basket"])
def test_a_thing_put_somewhere_is_nothing_new(goal: str) -> None:
    assert not any(s.verb == "create" for s in parse_goal(goal).steps)


@pytest.mark.parametrize(
    ("counted", "how_long"),
    [
        (
            "how many minutes do the lentils simmer in the red lentil soup recipe?",
            "how long do the lentils simmer in the red lentil soup recipe?",
        ),
        ("how many hours does the pumpkin bread bake for?", "how long does the pumpkin bread bake for?"),
        ("how many minutes does the ferry crossing take?", "how long does the ferry crossing take?"),
        ("how many seconds does the kettle boil for?", "how long does the kettle boil for?"),
    ],
)
def test_a_duration_asked_in_its_unit_is_how_long(counted: str, how_long: str) -> None:
    assert parse_goal(counted).meaning() == parse_goal(how_long).meaning()


@pytest.mark.parametrize(
    "goal", ["how many minutes are there in the video?", "how many days a week is the library open?"]
)
def test_other_counts_of_units_stay_counts(goal: str) -> None:
    assert parse_goal(goal).steps[0].verb == "count"


def test_a_base_verb_after_a_plural_subject_is_the_verb() -> None:
    """'do the lentils simmer in the red lentil soup': 'soup' is no verb here (the plural subject's verb
    is 'simmer'); 'what does a day pass for the ferry cost' keeps 'cost'."""
    a = parse_goal("how long do the lentils simmer in the red lentil soup?").steps[0]
    assert a.object == "lentils" and a.scope == "red lentil soup"
    b = parse_goal("what does a day pass for the ferry cost?").steps[0]
    assert b.object == "day pass for the ferry" and b.attributes == ("price",)


@pytest.mark.parametrize(
    ("goal", "record", "field", "value"),
    [
        ("set the copies of Paper Gardens to 5", "Paper Gardens", "copies", "5"),
        ("set the pages of The Quiet Compass to 320", "Quiet Compass", "pages", "320"),
        ("change the seats of Room B to 40", "Room B", "seats", "40"),
    ],
)
def test_a_counted_field_set_to_a_number_changes_the_record(
    goal: str, record: str, field: str, value: str
) -> None:
    step = parse_goal(goal).steps[0]
    assert (step.verb, step.object) == ("edit", record)
    assert [(v.field, v.value) for v in step.values] == [(field, value)]


@pytest.mark.parametrize(
    "goal", ["set the size of the shirt to L", "set the quantity of the Bose headphones to 2"]
)
def test_a_choice_on_the_page_stays_a_choice(goal: str) -> None:
    assert parse_goal(goal).steps[0].verb == "select"


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        ("what is the baking time for the pumpkin bread?", "duration"),
        ("what's the cooking time of the lentil soup?", "duration"),
        ("tell me the simmering time of the stew", "duration"),
        ("what is the opening time of the library?", "opening time"),  # a clock time, a noun of its own
        ("what is the closing time of the library?", "closing time"),
    ],
)
def test_the_time_of_a_doing_is_how_long_it_takes(text: str, attribute: str) -> None:
    assert parse_goal(text).steps[-1].attributes == (attribute,)
