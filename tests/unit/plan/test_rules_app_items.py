"""Goal frames -> the app skills' work items (issue 28): a create names its kind, its place, draft or
not, and the values; a change names the record and the fields; a comment or note names the record and
its text, and takes the values that follow it (the commenter's name and email) into the same form; a
reply to a person's message stays mail. Sentences of our own, and generated variants."""

from __future__ import annotations

import itertools

import pytest

from wayfinder.intent import parse_goal
from wayfinder.plan.rules.core.create import create_item
from wayfinder.plan.rules.core.editing import record_name
from wayfinder.plan.rules.translate import work_items
from wayfinder.plan.rules.work import AddToRecord, ChangeRecord, CreateRecord, FieldValue, Work


def items(goal: str) -> list[Work]:
    got = work_items(parse_goal(goal))
    assert got is not None, goal
    return got


@pytest.mark.parametrize(
    ("obj", "thing", "where", "draft"),
    [
        ("category", "category", "", False),
        ("draft post", "post", "", True),
        ("new draft article", "article", "", True),
        ("bug in Website Redesign", "bug", "Website Redesign", False),
        ("feature in the Mobile App project", "feature", "Mobile App", False),
        ("task on the Garden Club board", "task", "Garden Club", False),
        ("expense for the Ski Trip", "expense", "Ski Trip", False),
    ],
)
def test_a_create_names_its_kind_place_and_draft(obj: str, thing: str, where: str, draft: bool) -> None:
    item = create_item("t", obj, ())
    assert (item.thing, item.container, item.draft) == (thing, where, draft)


@pytest.mark.parametrize(
    ("obj", "scope", "where"),
    [
        ("bug", "website redesign project", "website redesign"),
        ("task", "the Garden Club board", "Garden Club"),
        ("expense", "Ski Trip", "Ski Trip"),
        ("bug in Website Redesign", "Mobile App project", "Website Redesign"),  # the object's own place first
        ("category", "", ""),
    ],
)
def test_a_place_the_frame_gives_as_the_scope_is_where_it_goes(obj: str, scope: str, where: str) -> None:
    item = create_item("t", obj, (), scope)
    assert item.container == where


VERBS = ["create", "add", "make"]
KINDS = [("category", "Workshops"), ("tag", "Winter"), ("label", "Urgent")]


@pytest.mark.parametrize(("verb", "kind"), list(itertools.product(VERBS, KINDS)))
def test_a_create_goal_is_one_create_item_with_the_name(verb: str, kind: tuple[str, str]) -> None:
    noun, name = kind
    (item,) = items(f"{verb} a new {noun} named {name}")
    assert isinstance(item, CreateRecord) and item.thing == noun
    assert [f.value for f in item.fields] == [name]


def test_a_report_in_a_project_keeps_the_title_and_the_priority() -> None:
    (item,) = items("create a new feature in the Mobile App project: subject 'Export list', priority High")
    assert isinstance(item, CreateRecord) and (item.thing, item.container) == ("feature", "Mobile App")
    assert {(f.field, f.value) for f in item.fields} == {("subject", "Export list"), ("priority", "High")}


@pytest.mark.parametrize(
    ("goal", "record", "field", "value"),
    [
        ("set the status of issue #1 to In Progress", "issue #1", "status", "In Progress"),
        ("change the priority of task 12 to Urgent", "task 12", "priority", "Urgent"),
        ("assign issue #6 to Alice Moreau", "issue #6", "assignee", "Alice Moreau"),
        ("set the status of ticket 40 to Closed", "ticket 40", "status", "Closed"),
    ],
)
def test_a_change_names_the_record_and_the_field(goal: str, record: str, field: str, value: str) -> None:
    (item,) = items(goal)
    assert isinstance(item, ChangeRecord) and item.record == record
    assert item.fields == (FieldValue(field=field, value=value, exact=item.fields[0].exact),)


@pytest.mark.parametrize(
    ("goal", "record", "text"),
    [
        ("add a note to issue 14 saying 'Fixed in build 412'", "issue 14", "Fixed in build 412"),
        ("add a comment to task 7 saying 'Hose is fixed'", "task 7", "Hose is fixed"),
        ("leave a comment on 'A Day Out' saying 'Lovely photos'", "A Day Out", "Lovely photos"),
    ],
)
def test_a_comment_names_the_record_and_its_text(goal: str, record: str, text: str) -> None:
    (item,) = items(goal)
    assert isinstance(item, AddToRecord) and (item.record, item.comment) == (record, text)


def test_the_commenters_name_and_email_go_into_the_same_form() -> None:
    (item,) = items(
        "Leave a comment on 'A Day Out' saying 'Lovely photos!' - my name is Kim Lee and my email is kim@example.org"
    )
    assert isinstance(item, AddToRecord)
    assert {(f.field, f.value) for f in item.fields} == {("name", "Kim Lee"), ("email", "kim@example.org")}


@pytest.mark.parametrize(
    ("kind", "about", "verb", "box"),
    list(
        itertools.product(
            ("issue", "post", "ticket"),
            ("the currency symbol", "raised beds", "slow exports"),
            ("search for", "search the site for"),
            ("add a note saying", "leave a comment saying", "add a comment saying"),
        )
    ),
)
def test_a_comment_after_a_search_is_for_the_record_it_found(
    kind: str, about: str, verb: str, box: str
) -> None:
    got = items(f"{verb} the {kind} about {about} and {box} 'Seen again'")
    item = got[-1]
    assert isinstance(item, AddToRecord) and item.comment == "Seen again"
    assert (item.record, item.found) == ("", about.removeprefix("the "))


def test_a_comment_on_a_named_record_after_a_search_keeps_its_record() -> None:
    item = items("search for lentils and add a note to issue 14 saying 'Fixed'")[-1]
    assert isinstance(item, AddToRecord) and (item.record, item.found) == ("issue 14", "")


@pytest.mark.parametrize("goal", ["reply to Alice saying thanks", "reply to the email from Bob with 'ok'"])
def test_a_reply_to_a_person_stays_mail(goal: str) -> None:
    assert not any(isinstance(i, AddToRecord) for i in items(goal))


@pytest.mark.parametrize(
    ("record", "name"),
    [
        ("draft Ferry Timetable Changes", "Ferry Timetable Changes"),
        ("the pending Spring Fair Notice", "Spring Fair Notice"),
        ("published post Winter Walks", "post Winter Walks"),
        ("pending comment", "pending comment"),  # a state before a kind noun alone names no record
        ("issue #14", "issue #14"),
    ],
)
def test_the_state_a_goal_calls_a_record_by_is_not_its_name(record: str, name: str) -> None:
    assert record_name(record) == name
