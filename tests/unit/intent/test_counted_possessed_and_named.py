"""Records said as people say them: 'count the closed issues in X' asks what 'how many closed issues in X'
asks; 'high priority issues' is 'high-priority issues'; "set Paper Gardens' copies to 5" is 'set the
copies of Paper Gardens to 5'; 'write a draft called T', 'save a page titled T' make the thing named; a
quoted name ends at its quote ('a ticket called "X" in Billing Service'); a password written after the
account's name without its word ('log in as dan with north-gate-9'). Sentences of our own, what must
stay, and generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    counted=st.sampled_from(
        (
            "closed issues in the mobile app project",
            "overdue loans",
            "deeds recorded under Davis",
            "high priority issues in the Billing Service project",
        )
    ),
    verb=st.sampled_from(("count", "count up", "please count")),
    every=st.sampled_from(("the ", "all the ", "")),
)
def test_counting_asks_what_how_many_asks(counted: str, verb: str, every: str) -> None:
    def read(text: str) -> list[tuple[object, ...]]:  # what is counted, where and narrowed how ('all' aside)
        steps = parse_goal(text).meaning()["steps"]
        keys = ("verb", "object", "scope", "answer_kind")
        return [(*(s[k] for k in keys), sorted((f["name"], f["value"]) for f in s["filters"])) for s in steps]

    assert read(f"{verb} {every}{counted}") == read(f"how many {counted}?")


def test_a_value_and_its_field_before_the_noun_narrow_it_hyphened_or_not() -> None:
    for said in ("high-priority", "high priority"):
        step = parse_goal(f"how many {said} issues are there in Mobile App?").steps[0]
        assert ("priority", "high") in [(f.name, f.value) for f in step.filters]
        assert step.object == "issues"


@pytest.mark.parametrize(
    ("possessed", "of"),
    [
        ("set Paper Gardens' copies to 5", "set the copies of Paper Gardens to 5"),
        ("set issue 19's priority to Urgent", "set the priority of issue 19 to Urgent"),
        ("change issue 11's subject to 'Typo'", "change the subject of issue 11 to 'Typo'"),
    ],
)
def test_a_records_field_said_with_its_possessor(possessed: str, of: str) -> None:
    assert parse_goal(possessed).meaning()["steps"] == parse_goal(of).meaning()["steps"]


def test_a_choice_on_a_page_said_with_its_possessor_stays_a_choice() -> None:
    assert parse_goal("set the shirt's size to L").steps[0].verb != "edit"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    verb=st.sampled_from(("write", "save", "create")),
    kind=st.sampled_from(("draft", "post", "page", "note")),
    naming=st.sampled_from(("called", "titled", "named")),
)
def test_writing_or_saving_a_thing_given_its_name_makes_it(verb: str, kind: str, naming: str) -> None:
    step = parse_goal(f"{verb} a {kind} {naming} 'Green Bean Stir Fry' with the body 'Ready soon.'").steps[0]
    assert step.verb == "create"
    assert step.object == kind
    assert {v.value for v in step.values} >= {"Green Bean Stir Fry", "Ready soon."}


def test_writing_into_a_box_is_still_typing() -> None:
    assert parse_goal("write 'hello' in the message box").steps[0].verb == "type"
    assert parse_goal("save the form").steps[0].verb == "submit"


@pytest.mark.parametrize("kind", ["ticket", "bug", "feature request"])
def test_a_quoted_name_ends_at_its_quote(kind: str) -> None:
    step = parse_goal(f"create a {kind} called 'Refund request' in Billing Service").steps[0]
    assert [v.value for v in step.values if v.field in {"name", "title"}] == ["Refund request"]
    assert "billing service" in step.object.lower()


@pytest.mark.parametrize(
    "text",
    [
        "log in as dan with north-gate-9 and open issue 20",
        "sign in as dan, north-gate-9, and open issue 20",
        "open issue 20 (log in as dan, north-gate-9)",
        "log in as dan using north-gate-9 and open issue 20",
    ],
)
def test_a_plain_password_after_the_accounts_name(text: str) -> None:
    frame = parse_goal(text)
    login = frame.steps[0]
    assert login.verb == "login"
    assert {(v.field, v.value) for v in login.values} == {("username", "dan"), ("password", "north-gate-9")}
    assert frame.steps[-1].verb == "open"


def test_a_word_without_a_digit_after_the_name_is_no_password() -> None:
    login = parse_goal("log in as dan with the admin role and open issue 20").steps[0]
    assert "password" not in {v.field for v in login.values}


@pytest.mark.parametrize(
    ("possessed", "author"),
    [
        ("show me Elena Rossi's comment on the coastal path post", "elena rossi"),
        ("please put Priya's Winter Soup Ideas post live", "priya"),
        ("what was Bob's latest note on issue 7", "bob"),
        ("open Tom Reed's review of the Orbit lamp", "tom reed"),
    ],
)
def test_a_persons_writing_is_known_by_its_author(possessed: str, author: str) -> None:
    step = parse_goal(possessed).steps[-1]
    assert ("author", author) in {(f.name, f.value.lower()) for f in step.filters}


def test_a_persons_records_stay_theirs() -> None:
    step = parse_goal("open Smith's latest deed").steps[0]
    assert ("name", "smith") in {(f.name, f.value.lower()) for f in step.filters}
