"""A record changed or made by the verbs people use for it: 'make <record> <value>' is 'set <record> to
<value>' ('make issue 19 urgent priority', "make the 'X' issue Urgent"); 'publish a post titled T'
and 'submit a post for review titled T' make the post in that state; 'file X under Y' puts the records
in the category Y; 'in <Name>' after a plural that no participle takes narrows it ('feature requests in
Mobile App'). Sentences of our own, what must stay, and generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _last(text: str) -> tuple[str, str, dict[str, str]]:
    step = parse_goal(text).steps[-1]
    return step.verb, step.object, {v.field: v.value for v in step.values}


@pytest.mark.parametrize(
    ("text", "obj", "values"),
    [
        ("make issue 19 urgent priority", "issue 19", {"priority": "urgent"}),
        (
            "make the 'Share an article by link' issue high priority",
            "Share an article by link",
            {"priority": "high"},
        ),
        ("make the 'Offline mode' issue Urgent", "Offline mode", {"status": "Urgent"}),
        ("make ticket #7 low severity", "ticket #7", {"severity": "low"}),
    ],
)
def test_making_a_record_a_value_sets_it(text: str, obj: str, values: dict[str, str]) -> None:
    assert _last(text) == ("edit", obj, values)


@pytest.mark.parametrize(
    "text",
    [
        "make issue 7 a high priority",
        "make a new page called Team",
        "make Ana Lima an admin",
        "make the post a draft",
    ],
)
def test_making_that_is_no_value_keeps_its_reading(text: str) -> None:
    verb, _, values = _last(text)
    assert "priority" not in values or verb != "edit"
    assert values.get("status") != "priority"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    record=st.sampled_from(["issue 19", "the 'Printer jams' issue", "ticket #204", "bug 31"]),
    value=st.sampled_from(["urgent", "high", "low", "normal"]),
    field=st.sampled_from(["priority", "severity"]),
)
def test_make_and_set_read_alike(record: str, value: str, field: str) -> None:
    made = parse_goal(f"make {record} {value} {field}").steps[-1]
    said = parse_goal(f"set {record} to {value} {field}").steps[-1]
    assert (made.verb, made.object, made.values) == (said.verb, said.object, said.values)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("publish a post titled 'Quick Leek Soup' with the text 'Leeks.'", "published"),
        ("publish a new page called 'Opening Hours' with the text 'Nine to five.'", "published"),
        ("submit a post for review titled 'Bird Boxes' with the text 'Face north-east.'", "pending review"),
        ("submit a post called 'Bird Boxes' with the text 'Face north-east.' for review", "pending review"),
        ("send in a page for approval named 'Team' with the text 'Who we are.'", "pending review"),
    ],
)
def test_a_new_record_published_or_sent_for_review_is_made_so(text: str, status: str) -> None:
    verb, _, values = _last(text)
    assert verb == "create"
    assert values["status"] == status
    assert len(values) == 3  # its name, its text and its state


def test_publishing_what_exists_still_edits_it() -> None:
    assert _last("publish the draft 'Winter Soup Ideas'")[0] == "edit"
    assert _last("submit the 'Winter Soup' post for review") == (
        "edit",
        "Winter Soup",
        {"status": "pending review"},
    )


@pytest.mark.parametrize(
    ("text", "obj", "values"),
    [
        ("file all the draft posts under Travel", "draft posts", {"category": "Travel"}),
        (
            "file the post 'Cycling the Old Railway Line' under Gardening",
            "Cycling the Old Railway Line",
            {"category": "Gardening"},
        ),
        ("file the photo in the Holidays folder", "photo", {"folder": "Holidays"}),
        ("file every page about ferries under Travel Tips", "ferries", {"category": "Travel Tips"}),
    ],
)
def test_filing_a_record_under_a_name_is_its_category(text: str, obj: str, values: dict[str, str]) -> None:
    assert _last(text) == ("edit", obj, values)


def test_filing_a_new_record_still_makes_it() -> None:
    assert _last("file a bug called 'Crash on start'")[0] == "create"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(["feature requests", "open bugs", "support tickets", "draft posts"]),
    place=st.sampled_from(["Mobile App", "Billing Service", "Gardening"]),
)
def test_in_a_name_after_a_plural_narrows_it(kind: str, place: str) -> None:
    step = parse_goal(f"count the {kind} in {place}").steps[-1]
    assert place not in step.object
    assert any(f.value == place for f in step.filters)


@pytest.mark.parametrize(
    ("text", "obj", "values"),
    [
        (
            "move the 'Typo in the pricing page heading' issue to the Launch version",
            "Typo in the pricing page heading",
            {"version": "Launch"},
        ),
        ("put the 'Login page freezes' issue in the Beta version", "Login page freezes", {"version": "Beta"}),
        ("move issue 12 to the 2.0 milestone", "issue 12", {"milestone": "2.0"}),
    ],
)
def test_a_record_moved_to_a_release_is_planned_for_it(text: str, obj: str, values: dict[str, str]) -> None:
    assert _last(text) == ("edit", obj, values)
