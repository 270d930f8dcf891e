"""Helper A's fresh app goals of session 14, read in general: a quoted text is kept whole (its final
period too), a comment 'to the X post' is on that record, a note given after a colon has no record of its
own (the one a search found takes it), a quoted name ends at its quote ('called "X", priority High'), and
a sign-in in brackets before a colon leaves the request after it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _values(goal: str, verb: str) -> dict[str, str]:
    step = next(s for s in parse_goal(goal).steps if s.verb == verb)
    return {v.field: v.value for v in step.values}


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(
        ["Great with feta.", "Fixed in build 412.", "Which carriage has the showers?", "Thanks!"]
    ),
    st.sampled_from(
        [
            "add a note to issue 14 saying '{m}'",
            "leave a comment on the Vienna post saying '{m}'",
            "comment '{m}' on the Vienna post",
            "search for the post about chickpea salad and add a comment saying '{m}' - name Noor Ali, email noor@example.net",
        ]
    ),
)
def test_a_quoted_message_is_kept_whole(message: str, shape: str) -> None:
    assert _values(shape.format(m=message), "reply")["message"] == message


@pytest.mark.parametrize(
    ("goal", "record", "kind"),
    [
        # the record read as any object phrase: its name, its noun the kind (as 'comment on the X post')
        ("add a comment to the Chickpea Salad post saying 'Great with feta.'", "Chickpea Salad", "post"),
        ("add a note to the 'Printer jams' issue saying 'Still jams'", "Printer jams", "issue"),
        ("add a note to issue 14 saying 'Fixed.'", "issue 14", None),
    ],
)
def test_a_note_to_a_record_is_on_it(goal: str, record: str, kind: str | None) -> None:
    step = parse_goal(goal).steps[0]
    assert (step.verb, step.object) == ("reply", record)
    # no author: a record, not a person replied to
    assert [(f.name, f.value) for f in step.filters] == ([("type", kind)] if kind else [])


def test_a_reply_to_a_person_stays_theirs() -> None:
    step = parse_goal("reply to Ann Lee saying 'ok'").steps[0]
    assert [(f.name, f.value) for f in step.filters] == [("author", "Ann Lee")]


@pytest.mark.parametrize(
    "said", ["add a note: 'Seen again in 1.0.2'", "add a note saying 'Seen again in 1.0.2'"]
)
def test_a_note_after_a_search_names_no_record(said: str) -> None:
    steps = parse_goal(f"search for the issue about the currency symbol and {said}").steps
    assert [s.verb for s in steps] == ["search", "reply"]
    assert steps[1].object == ""
    assert _values(f"search for X and {said}", "reply") == {"message": "Seen again in 1.0.2"}


@pytest.mark.parametrize(
    "goal",
    [
        "add a support ticket to the Mobile App project called 'Renew the push certificate', priority High",
        "create a support ticket in the Mobile App project called 'Renew the push certificate', priority High",
    ],
)
def test_a_quoted_name_ends_at_its_quote(goal: str) -> None:
    assert _values(goal, "create") == {"name": "Renew the push certificate", "priority": "High"}


@pytest.mark.parametrize("who", ["maria here", "maria", "I'm maria"])
def test_a_bracketed_sign_in_before_a_colon_leaves_the_request(who: str) -> None:
    """A false success of helper A's: the request after the colon was swallowed by the sign-in."""
    steps = parse_goal(
        f"{who} (password harbor-lights-42): please set the post 'New Opening Hours' to pending review"
    ).steps
    assert [s.verb for s in steps] == ["login", "edit"]
    assert {v.field: v.value for v in steps[0].values} == {
        "username": "maria",
        "password": "harbor-lights-42",
    }
    assert steps[1].object == "New Opening Hours"


@pytest.mark.parametrize(
    ("after", "values"),
    [
        (" - high priority, for the Launch version", {"priority": "high", "version": "Launch"}),
        (", priority Urgent, for the 2.0 release", {"priority": "Urgent", "release": "2.0"}),
        (", in the 2.0 milestone", {"milestone": "2.0"}),
    ],
)
def test_values_after_a_quoted_name(after: str, values: dict[str, str]) -> None:
    """V's note on redmine dev r10-bug-launch: the name ran on past its quote into the values after it."""
    got = _values(
        f"log a bug in the Website Redesign project called 'Search ignores accents'{after}", "create"
    )
    assert got == {"name": "Search ignores accents", **values}


def test_words_after_a_quoted_name_that_are_no_values_stay_out_of_it() -> None:
    got = _values("log a bug called 'Search ignores accents' - it happens on every page", "create")
    assert "Search ignores accents" in got["name"]
