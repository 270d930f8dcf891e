"""Wordings of the web-app goals (issue 28): credentials as people write them next to app chores,
and the verbs of records (approve, assign, report a bug, comment on)."""

from __future__ import annotations

import pytest

from wayfinder.intent import parse_goal


def _creds(goal: str) -> dict[str, str]:
    return {v.field: v.value for s in parse_goal(goal).steps for v in s.values if v.kind == "credential"}


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        (
            "log in as alice / quartz-river-21 and open issue 3",
            {"username": "alice", "password": "quartz-river-21"},
        ),
        (
            "Approve the comment. Login: maria / harbor-lights-42",
            {"username": "maria", "password": "harbor-lights-42"},
        ),
        (
            "As carol (pw ember-field-35), open a Support issue",
            {"username": "carol", "password": "ember-field-35"},
        ),
        ('sign in with passphrase "blue horse 9" as ann', {"username": "ann", "password": "blue horse 9"}),
        ("the private code is zx81-qq, add Dan to the project", {"private code": "zx81-qq"}),
        (
            "(user: clerk / password: hunter22) open the invoices",
            {"username": "clerk", "password": "hunter22"},
        ),
    ],
)
def test_credentials_in_the_shapes_people_write(goal: str, expected: dict[str, str]) -> None:
    assert _creds(goal) == expected


@pytest.mark.parametrize(
    ("goal", "verbs"),
    [
        ("report a bug in Website Redesign titled 'Search box hidden'", ["create"]),
        ("file an issue about the footer", ["create"]),
        ("report the number of overdue loans", ["count"]),
        ("assign issue #6 to Alice Moreau", ["edit"]),
        ("approve Ben's pending comment", ["edit"]),
        ("leave a comment on the market post saying 'See you there'", ["reply"]),
    ],
)
def test_the_verbs_of_records(goal: str, verbs: list[str]) -> None:
    assert [s.verb for s in parse_goal(goal).steps] == verbs


@pytest.mark.parametrize(
    ("goal", "obj", "value"),
    [
        ("set the status of issue #1 to In Progress", "issue #1", ("status", "In Progress")),
        ("change the status of ticket 12 to Closed", "ticket 12", ("status", "Closed")),
        ("set the priority of 'Crash on save' to High", "Crash on save", ("priority", "High")),
        ("change the number of copies of Paper Gardens to 5", "Paper Gardens", ("copies", "5")),
        (
            "update the due date of the Launch version to 2026-12-01",
            "Launch version",
            ("due date", "2026-12-01"),
        ),
        ("edit the page Home to say Welcome", "Home", ("text", "Welcome")),
        ("change the banner so it reads Closed on Monday", "banner", ("text", "Closed on Monday")),
    ],
)
def test_a_field_of_a_record_changed(goal: str, obj: str, value: tuple[str, str]) -> None:
    """'the F of R to V' changes R's field F (a quantity noun keeps its 'of'); 'to say X' sets its text."""
    step = parse_goal(goal).steps[-1]
    assert (step.verb, step.object) == ("edit", obj), step
    assert value in {(v.field, v.value) for v in step.values}, step


@pytest.mark.parametrize("goal", ["set the size to Large", "set the size of the shirt to Large"])
def test_setting_a_choice_on_the_page_stays_a_choice(goal: str) -> None:
    """A 'set' names a record to change only by a number or a quoted name; else it is a choice."""
    assert [s.verb for s in parse_goal(goal).steps] == ["select"]


@pytest.mark.parametrize(
    ("goal", "obj", "text"),
    [
        ("add a note to issue 14 saying 'Fixed in build 412'", "issue 14", "Fixed in build 412"),
        ("reply to ticket #9 saying 'Done on our side'", "ticket #9", "Done on our side"),
        ("add a comment to task 7 saying 'Hose fixed'", "task 7", "Hose fixed"),
    ],
)
def test_a_note_to_a_numbered_record_names_the_record_not_a_person(goal: str, obj: str, text: str) -> None:
    (step,) = parse_goal(goal).steps
    assert (step.verb, step.object) == ("reply", obj), step
    assert not [f for f in step.filters if f.name == "author"], step
    assert ("message", text) in {(v.field, v.value) for v in step.values}, step


@pytest.mark.parametrize(
    ("goal", "obj"),
    [
        ("publish the draft 'Ferry Timetable Changes'", "draft Ferry Timetable Changes"),
        ("publish my post 'Summer Market'", "Summer Market"),
    ],
)
def test_publishing_a_post_that_exists_sets_its_status(goal: str, obj: str) -> None:
    (step,) = parse_goal(goal).steps
    assert step.verb == "edit" and norm_words(step.object) == norm_words(obj), step
    assert ("status", "published") in {(v.field, v.value) for v in step.values}, step


def test_publishing_something_new_is_still_a_create() -> None:
    assert [s.verb for s in parse_goal("publish a new post titled 'Hello'").steps] == ["create"]


def norm_words(text: str) -> list[str]:
    return text.lower().replace("'", "").split()
