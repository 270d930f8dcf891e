"""Label/value attributes on detail pages: inline, spec tables, definition lists, label-then-line."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import page
from wayfinder.observe.models import Aria, BBox, Element, SelectOption
from wayfinder.read.attributes import attribute_value, find_attribute, read_attributes, text_attributes

DETAIL = (
    "Trail Runner 2\n"
    "Price: $89.95 Rating: 4.6 out of 5 Color: Slate blue\n"
    "Weight\t280 g\n"
    "Released\tMarch 2023\n"
    "Ships within:\n"
    "2 business days\n"
    "Call us at 10:30 for help — see https://help.example.test"
)


def test_read_attributes_in_page_order() -> None:
    got = [(a.label, a.value.text) for a in read_attributes(page(digest=DETAIL))]
    assert got[:6] == [
        ("Price", "$89.95"),
        ("Rating", "4.6 out of 5"),
        ("Color", "Slate blue"),
        ("Weight", "280 g"),
        ("Released", "March 2023"),
        ("Ships within", "2 business days"),
    ]


def test_find_attribute_by_name_and_synonym() -> None:
    obs = page(digest=DETAIL)
    price = find_attribute(obs, "cost")
    assert price is not None and price.value.money == 89.95
    rating = find_attribute(obs, "rating")
    assert rating is not None and rating.value.number == 4.6
    released = find_attribute(obs, "release date")
    assert released is not None and released.value.date == "2023-03-01"
    assert find_attribute(obs, "battery") is None


def test_spec_table_from_another_site() -> None:
    digest = "Specifications\nMemory\t16 GB\nStorage\t1 TB SSD\nDisplay\t14 in"
    memory = find_attribute(page(digest=digest), "RAM")
    assert memory is not None and memory.value.number == 16.0


# A tracker prints each attribute as a label block and a value block (two lines in the digest); a CMS
# prints who wrote a post in a byline; a directory or admin page holds the record in form fields.
TRACKER = (
    "Bug #31\nopen\nLogin page times out on slow networks\n"
    "Added by Rosa Petrova 3 days ago. Updated 1 day ago.\n"
    "Status:\nNew\nPriority:\nUrgent\nAssignee:\nTomas Weber\nTarget version:\n2.4\n"
    "Due date:\n07/01/2026\nDescription\nIt happens on 3G only."
)
TASKS = (
    "Task 118 - Renew the domain\nState:\nIn review\nImportance:\nLow\nOwner:\nMia Kowalski\n"
    "Created by mkowalski on 2026-02-03"
)


def test_tracker_label_blocks_are_pairs() -> None:
    obs = page(digest=TRACKER)
    got = {a.label: a.value.text for a in read_attributes(obs)}
    assert got["Priority"] == "Urgent" and got["Assignee"] == "Tomas Weber" and got["Target version"] == "2.4"
    assert attribute_value(obs, "priority") == "Urgent"
    assert attribute_value(obs, "assignee") == "Tomas Weber"
    assert attribute_value(obs, "author") == "Rosa Petrova"  # the byline
    due = find_attribute(obs, "due date")
    assert due is not None and due.value.date == "2026-07-01"


def test_another_trackers_labels_by_synonym() -> None:
    obs = page(digest=TASKS)
    assert attribute_value(obs, "assignee") == "Mia Kowalski"  # 'Owner'
    assert attribute_value(obs, "author") == "mkowalski"  # a user name is lower case
    assert attribute_value(obs, "priority") is None  # 'Importance' is not a name of it


@pytest.mark.parametrize(
    ("line", "author"),
    [
        ("By Priya Nair", "Priya Nair"),
        ("Published January 12, 2026By Priya Nair", "Priya Nair"),  # the observer joins inline blocks
        ("Posted on March 3, 2025 by jdoe", "jdoe"),
        ("Written by Ana de Souza in Travel", "Ana de Souza"),
        ("Added by Bob Chen 9 months ago.", "Bob Chen"),
    ],
)
def test_bylines_name_the_author(line: str, author: str) -> None:
    assert attribute_value(page(digest=f"A post title\n{line}\nSome text."), "author") == author


@pytest.mark.parametrize(
    "line", ["Powered by WordPress", "Sort by price", "Filter by category", "Go by train to Vienna"]
)
def test_not_bylines(line: str) -> None:
    assert attribute_value(page(digest=f"A page\n{line}"), "author") is None


def test_definition_list_and_form_fields() -> None:
    dl = page(digest="Member RL1\nName\tLia Brandt\nTelephone\t+49 30 1234 5678")
    assert attribute_value(dl, "phone number") == "+49 30 1234 5678"
    isbn = Element(
        id=3, tag="input", bbox=BBox(x=0, y=0, w=9, h=9), aria=Aria(label="ISBN:"), value="9780000000001"
    )
    status = Element(
        id=4,
        tag="select",
        bbox=BBox(x=0, y=0, w=9, h=9),
        aria=Aria(label="Status"),
        options=[
            SelectOption(text="Draft", value="d"),
            SelectOption(text="Published", value="p", selected=True),
        ],
    )
    password = Element(id=5, tag="input", input_type="password", bbox=BBox(x=0, y=0, w=9, h=9), value="x")
    form = page(isbn, status, password, digest="Change book\nAn Observatory")
    assert attribute_value(form, "ISBN") == "9780000000001"
    assert attribute_value(form, "status") == "Published"
    assert attribute_value(form, "password") is None


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(
    label=st.sampled_from(["Priority", "Assignee", "Status", "Severity"]),
    value=st.text(alphabet="abcdefghij ", min_size=1, max_size=20).map(str.strip).filter(bool),
    before=st.lists(st.sampled_from(["Overview", "Actions", "History", "Edit"]), max_size=3),
)
def test_generated_label_blocks(label: str, value: str, before: list[str]) -> None:
    digest = "\n".join([*before, f"{label}:", value, "Description", "Some text."])
    assert attribute_value(page(digest=digest), label.lower()) == " ".join(value.split())


def test_a_comparison_row_gives_every_value_it_compares() -> None:
    """'RAM  16 GB  8 GB' under two products' names: the label, then one value per thing compared."""
    from wayfinder.read.attributes import text_attributes

    found = {a.label: a.value.text for a in text_attributes(["Kettle A\tKettle B", "Capacity\t1.7 l\t1.2 l"])}
    assert found["Capacity"] == "1.7 l; 1.2 l"


@pytest.mark.parametrize(
    ("lines", "label", "value"),
    [
        (
            ["Milestone v2.0", "Start date", "May 1, 2026", "Due date", "Aug 1, 2026"],
            "Due date",
            "Aug 1, 2026",
        ),
        (["Details", "Due date", "01/08/2026", "Assignee", "Ana"], "Due date", "01/08/2026"),
        (["Order", "Total", "$42.50"], "Total", "$42.50"),
    ],
)
def test_a_bare_label_on_its_own_line_before_a_typed_value(lines: list[str], label: str, value: str) -> None:
    got = {a.label: a.value.text for a in text_attributes(lines)}
    assert got.get(label) == value


def test_a_heading_over_prose_or_a_name_is_no_bare_label() -> None:
    lines = ["Our story", "We opened in 2014 and have grown every year since.", "Assignee", "Ana Lima"]
    labels = {a.label for a in text_attributes(lines)}
    assert "Our story" not in labels and "Assignee" not in labels
