"""What a form calls the kind, the state and the field a goal names (pure): 'a support ticket' is a
kind list's Support, 'send it in for review' a button ending in 'Review', 'Add New Tag' the tags box;
a POST form's own submit is never the control that opens a new record. Sentences and labels of our
own, plus generated variants."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.observe.models import Aria, BBox, Element, FormRef
from wayfinder.plan.rules.core.create import kind_names
from wayfinder.plan.rules.core.editor import names_state
from wayfinder.plan.rules.core.record_forms import adds, sends_form
from wayfinder.plan.rules.work import FieldValue


@pytest.mark.parametrize(
    ("thing", "option"),
    [
        ("support ticket", "support"),
        ("feature request", "feature"),
        ("bug report", "bug"),
        ("bug", "bug"),
        ("incident", "incidents"),
    ],
)
def test_a_kind_with_a_generic_tail_is_the_lists_shorter_name(thing: str, option: str) -> None:
    assert option in kind_names(thing)


def test_a_kind_is_not_cut_to_nothing_or_to_a_word_that_is_not_generic() -> None:
    assert kind_names("ticket") == ("ticket", "tickets")
    assert "cheese" not in kind_names("cheese board")  # 'board' is no generic kind of record


@given(
    st.sampled_from(["support", "feature", "bug", "question", "incident", "change"]),
    st.sampled_from(["ticket", "request", "report", "issue", "item", "task", "entry"]),
)
def test_generated_kinds_with_a_tail(head: str, tail: str) -> None:
    assert kind_names(f"{head} {tail}")[-1] == head


def state(value: str) -> FieldValue:
    return FieldValue(field="status", value=value)


@pytest.mark.parametrize(
    ("value", "label", "named"),
    [
        ("pending review", "Submit for Review", True),
        ("pending review", "Send for review", True),
        ("published", "Publish", True),
        ("approved", "Approve", True),
        ("pending review", "Preview", False),
        ("pending review", "Review", False),  # a lone 'Review' may be a tab
        ("published", "Save Draft", False),
        ("pending review", "Submit for a full review of every setting here", False),
        # a verb that puts the record into the state it names (block editors, mail and comment queues)
        ("draft", "Switch to draft", True),
        ("draft", "Revert to Draft", True),
        ("spam", "Mark as spam", True),
        ("private", "Make private", True),
        ("draft", "Drafts", False),  # a list of drafts, no control that makes one
        ("published", "Switch to draft", False),
        ("draft", "Preview draft in new tab", False),  # names the draft, puts nothing into it
        ("draft", "the draft", False),
    ],
)
def test_a_button_named_by_the_state(value: str, label: str, named: bool) -> None:
    assert names_state(label, state(value)) is named


def test_a_field_is_not_a_state() -> None:
    assert not names_state("Publish", FieldValue(field="title", value="published"))


def field(label: str = "", placeholder: str = "", tag: str = "input") -> Element:
    return Element(
        id=1, tag=tag, role="combobox", input_type="text", aria=Aria(label=label or None),
        placeholder=placeholder or None, bbox=BBox(x=0, y=0, w=10, h=10),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("el", "name", "ok"),
    [
        (field("Add New Tag"), "tags", True),
        (field(placeholder="Add a tag"), "tags", True),
        (field("Add labels"), "label", True),
        (field("Add New Tag"), "category", False),
        (field("Add New Category"), "tags", False),
        (field("Tag"), "tags", False),  # named by itself: the ordinary field match decides
    ],
)
def test_a_field_named_by_what_it_adds(el: Element, name: str, ok: bool) -> None:
    assert adds(el, name) is ok


POST = FormRef(i=0, action="/issues", method="post")


def test_a_forms_own_submit_is_no_new_control() -> None:
    create = Element(
        id=1, tag="input", input_type="submit", text="Create", form=POST, bbox=BBox(x=0, y=0, w=9, h=9)
    )
    button = Element(id=2, tag="button", text="Create", form=POST, bbox=BBox(x=0, y=0, w=9, h=9))
    plus = Element(
        id=3, tag="button", input_type="button", text="+", form=POST, bbox=BBox(x=0, y=0, w=9, h=9)
    )
    link = Element(id=4, tag="a", text="New issue", bbox=BBox(x=0, y=0, w=9, h=9))
    assert sends_form(create) and sends_form(button)
    assert not sends_form(plus) and not sends_form(link)
