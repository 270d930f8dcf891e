"""Generated wordings of records in apps (round 7, from the helpers' fresh goals on two apps and more):
who signs in by introducing themselves, what a new record is given, a record filed in a group, a value
looked up on a numbered record, a state said in the perfect, an owner whose name holds a site noun, and
the event things are counted at. Each family: several wordings, things drawn by hypothesis.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.frame import Step

USERS = [("priya", "saffron-road-17"), ("dan", "north-gate-9"), ("ann", "tulip-44")]


def _steps(goal: str) -> tuple[Step, ...]:
    frame = parse_goal(goal)
    assert frame.understood, (goal, frame.reason)
    return frame.steps


def _values(step: Step) -> set[tuple[str, str]]:
    return {(v.field, v.value) for v in step.values}


@given(
    st.sampled_from(USERS),
    st.sampled_from(
        [
            "i'm {u}, password {p} -",
            "this is {u} - pw {p}.",
            "it's {u} and my password is {p},",
            "I am {u}, pwd {p}.",
        ]
    ),
)
def test_who_introduces_themselves_before_a_password_signs_in(user: tuple[str, str], intro: str) -> None:
    steps = _steps(intro.format(u=user[0], p=user[1]) + " open issue 14")
    assert [s.verb for s in steps] == ["login", "open"], steps
    assert _values(steps[0]) == {("username", user[0]), ("password", user[1])}


@given(
    st.sampled_from(["low", "high", "urgent"]),
    st.sampled_from(
        [
            "file a feature request for the mobile app called 'Bigger text' with {v} priority",
            "report a bug in Website Redesign titled 'Bigger text' with {v} priority",
            "create a task called 'Bigger text' at {v} priority",
        ]
    ),
)
def test_a_new_record_is_given_a_value_said_before_its_field(value: str, form: str) -> None:
    step = _steps(form.format(v=value))[-1]
    assert step.verb == "create" and ("priority", value) in _values(step), step
    assert "priority" not in step.object


@given(
    st.sampled_from(["Summer Market Returns", "Hedgehog Houses", "Fix the gate"]),
    st.sampled_from(["post", "card", "article"]),
    st.sampled_from(["Travel", "Recipes"]),
    st.sampled_from(
        [
            "add the {t} {k} to the {g} category",
            "add the {t} {k} to the {g} category too",
            "put the {t} {k} in the {g} category",
            "move the {t} {k} to the {g} category",
        ]
    ),
)
def test_a_record_filed_in_a_category_is_changed(title: str, kind: str, group: str, form: str) -> None:
    step = _steps(form.format(t=title, k=kind, g=group))[-1]
    assert step.verb == "edit" and step.object == title, step
    assert _values(step) == {("category", group)}


@given(
    st.sampled_from(["wildlife", "fish"]),
    st.sampled_from(
        ["add the tag '{v}' to the Hedgehog Houses post", "tag the Hedgehog Houses post with '{v}'"]
    ),
)
def test_a_tag_added_to_a_record_any_way(tag: str, form: str) -> None:
    step = _steps(form.format(v=tag))[-1]
    assert step.verb == "edit" and step.object == "Hedgehog Houses" and _values(step) == {("tags", tag)}


@given(
    st.sampled_from(
        [
            ("book and page", "document 2024-001555"),
            ("due date", "issue 22"),
            ("holder", "library card RL10042"),
        ]
    ),
    st.sampled_from(["look up the {a} for {r}", "can you check the {a} for {r}", "look up the {a} of {r}"]),
)
def test_a_value_looked_up_on_a_numbered_record_is_asked(case: tuple[str, str], form: str) -> None:
    attribute, record = case
    step = _steps(form.format(a=attribute, r=record))[-1]
    assert step.verb == "answer" and step.object in {record, record.split()[-1]}, step
    assert " ".join(step.attributes) == attribute.replace(" and ", " ")


def test_a_site_is_still_searched_for_a_record() -> None:
    step = _steps("search the tracker for issue 22")[-1]
    assert step.verb == "search" and step.object == "issue 22"


@given(
    st.sampled_from(["closed", "resolved", "published"]), st.sampled_from(["have been", "has been", "were"])
)
def test_a_state_said_in_the_perfect_is_a_status(state: str, aux: str) -> None:
    step = _steps(f"how many issues in the mobile app project {aux} {state} so far?")[-1]
    assert ("status", state) in {(f.name, f.value) for f in step.filters} or state == "published", step
    assert ("project", "mobile app") in {(f.name, f.value) for f in step.filters}


@given(
    st.sampled_from(["website redesign", "Website Redesign", "Store Migration", "Library Portal Revamp"]),
    st.sampled_from(["how many open bugs has {o} got?", "how many open bugs does {o} have?"]),
)
def test_an_owner_whose_name_holds_a_site_noun_is_a_name(owner: str, form: str) -> None:
    step = _steps(form.format(o=owner))[-1]
    assert ("name", owner) in {(f.name, f.value) for f in step.filters}, step
    assert _steps("how many books does the library have?")[-1].filters == ()


@given(
    st.sampled_from(["volunteers", "people", "runners"]),
    st.sampled_from(["turned up for", "came to", "showed up at", "were at"]),
    st.sampled_from(["the harbor clean-up day", "the repair cafe", "the spring fun run"]),
)
def test_things_counted_at_an_event_are_scoped_to_it(things: str, verb: str, event: str) -> None:
    step = _steps(f"how many {things} {verb} {event}?")[-1]
    assert step.verb == "count" and step.scope == event.removeprefix("the "), step
