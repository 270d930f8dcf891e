"""Changes people ask for in apps, read the same whichever of the usual wordings they use (helper A's
fresh goals on WordPress and Redmine, and wordings of my own):
- a record moved to a group: 'move the post X to the Recipes category' (the last 'to' before the group);
- 'set the F of R to V' where R is a record by its kind, or F a field only records have ('set the role of
  Ana Lima to Admin'); 'set the size of the shirt to L' stays a choice on the page;
- a new record's quoted text ends at its quote, and 'in the X category' after it files the record."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _edit(goal: str) -> tuple[str, dict[str, str]]:
    step = parse_goal(goal).steps[-1]
    return step.verb, {v.field: v.value for v in step.values}


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["'Night Train to Vienna'", "'Packing Light for a Week'", "'Bike Lanes on Mill Road'"]),
    st.sampled_from(["the post {t}", "the {t} post", "{t}"]),
    st.sampled_from(["Recipes", "Travel", "Community News"]),
    st.sampled_from(["move", "log in as maria / harbor-lights-42 and move"]),
)
def test_moved_to_a_category(title: str, shape: str, group: str, verb: str) -> None:
    kind, values = _edit(f"{verb} {shape.format(t=title)} to the {group} category")
    assert kind == "edit" and values == {"category": group}


@pytest.mark.parametrize(
    ("goal", "field", "value"),
    [
        ("set the role of Ana Lima to Admin", "role", "Admin"),
        ("set the category of the Vienna post to Travel", "category", "Travel"),
        ("set the priority of issue 5 to High", "priority", "High"),
        ("set the email of member RL10042 to ann@example.org", "email", "ann@example.org"),
    ],
)
def test_a_field_of_a_record(goal: str, field: str, value: str) -> None:
    kind, values = _edit(goal)
    assert kind == "edit" and values.get(field) == value


@pytest.mark.parametrize("goal", ["set the size of the shirt to L", "set the colour of the kettle to red"])
def test_a_products_option_stays_a_choice(goal: str) -> None:
    assert parse_goal(goal).steps[-1].verb == "select"


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(
        ["create a post titled 'Mulching'", "publish a new post 'Mulching'", "write a post called 'Mulching'"]
    ),
    st.sampled_from(["with the text", "saying"]),
    st.sampled_from(["Gardening", "Recipes", "Community News"]),
    st.booleans(),
)
def test_quoted_text_then_a_category(made: str, saying: str, group: str, category_first: bool) -> None:
    text, filed = f"{saying} 'Two inches of leaves is plenty.'", f"in the {group} category"
    goal = f"{made} {filed} {text}" if category_first else f"{made} {text} {filed}"
    values = {v.field: v.value for v in parse_goal(goal).steps[-1].values}
    assert values.get("category") == group
    assert values.get("text", "").startswith("Two inches of leaves is plenty")
    assert "category" not in values.get("text", "") and "category" not in values.get("title", "")


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["I'm Tom Reed", "I am Tom Reed", "this is Tom Reed", "Im Tom Reed", "name Tom Reed"]),
    st.sampled_from(["tom@example.com", "email tom@example.com"]),
    st.sampled_from([" - ", ". "]),
)
def test_a_commenter_naming_themselves(named: str, email: str, sep: str) -> None:
    """'... saying "Q" - I'm Tom Reed, tom@example.com': the message ends at its quote; the person's name
    and a bare address are the form's name and email."""
    frame = parse_goal(
        f"leave a comment on the Vienna post saying 'Which wood did you use?'{sep}{named}, {email}"
    )
    values = {v.field: v.value for s in frame.steps for v in s.values}
    assert values == {"message": "Which wood did you use?", "name": "Tom Reed", "email": "tom@example.com"}


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["issue", "post", "ticket", "article"]),
    st.sampled_from(["the currency symbol", "raised beds", "slow logins"]),
    st.sampled_from(["search for", "look for", "search the site for"]),
)
def test_a_kind_about_a_topic_is_searched_by_its_topic(kind: str, topic: str, verb: str) -> None:
    """'search for the issue about X' sends X (the kind is a filter), as 'find the issue about X' finds X."""
    step = parse_goal(f"{verb} the {kind} about {topic}").steps[-1]
    assert step.object == topic.removeprefix("the ")
    assert ("type", kind) in [(f.name, f.value) for f in step.filters]


@pytest.mark.parametrize(
    ("goal", "thing", "field", "value"),
    [
        (
            "make the 'Summer Market Returns' post pending review",
            "Summer Market Returns",
            "status",
            "pending review",
        ),
        ("make issue 5 private", "issue 5", "status", "private"),
        (
            "log in as maria / harbor-lights-42 and make the 'Bike Lanes' post a draft",
            "Bike Lanes",
            "status",
            "draft",
        ),
        ("make Ana Lima an admin", "Ana Lima", "role", "admin"),
        ("please make Tom Reed an Editor", "Tom Reed", "role", "Editor"),
    ],
)
def test_make_a_record_something(goal: str, thing: str, field: str, value: str) -> None:
    """'make <record> <state>' / 'make <person> a <role>' changes what exists (Quirk et al. 16.42)."""
    step = parse_goal(goal).steps[-1]
    assert (step.verb, step.object) == ("edit", thing)
    assert (field, value) in [(v.field, v.value) for v in step.values]


@pytest.mark.parametrize("goal", ["make a new page called Events", "make me a cake", "make 2 copies"])
def test_make_still_makes(goal: str) -> None:
    assert parse_goal(goal).steps[-1].verb == "create"


@pytest.mark.parametrize(
    "goal",
    [
        "set the genre of Paper Gardens to Poetry",
        "change the genre of Paper Gardens to Poetry",
        "put the book Paper Gardens in the Poetry genre",
        "move the book Paper Gardens to the Poetry genre",
    ],
)
def test_a_books_genre_is_its_field(goal: str) -> None:
    """V's notes: a genre files a book as a category files a post."""
    step = parse_goal(goal).steps[0]
    assert (step.verb, step.object) == ("edit", "Paper Gardens")
    assert [(v.field, v.value) for v in step.values] == [("genre", "Poetry")]
