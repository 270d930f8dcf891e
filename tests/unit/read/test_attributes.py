"""Label/value attributes on detail pages: inline, spec tables, definition lists, label-then-line."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import page
from wayfinder.observe.models import Aria, BBox, Element, SelectOption
from wayfinder.read.attributes import (
    attribute_value,
    find_attribute,
    read_attributes,
    same_root,
    text_attributes,
)

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


def _field(i: int, value: str, label: str | None = None, name: str | None = None) -> Element:
    return Element(
        id=i, tag="input", bbox=BBox(x=0, y=0, w=9, h=9), aria=Aria(label=label), name=name, value=value
    )


@pytest.mark.parametrize(
    ("row_name", "row_label"),
    [
        ("loans-0-due", None),  # a Django formset row: no label, the name carries the row
        ("book[loans_attributes][0][due]", "Due date"),  # a Rails nested form, labelled
        ("items[2][due_on]", None),  # a PHP array form
    ],
)
def test_a_related_records_row_on_a_change_form_is_no_fact_of_the_record(
    row_name: str, row_label: str
) -> None:
    """A book's change form lists its loans below its own fields: "when was it published" is the
    book's 'Publication date', never a loan's due date (a false success before)."""
    form = page(
        _field(1, "The Iron Orchard", "Title:", "title"),
        _field(2, "2011-01-01", "Publication date:", "published"),
        _field(3, "2026-04-19", row_label, row_name.replace("due", "borrowed")),
        _field(4, "2026-05-03", row_label, row_name),
        digest="Change book\nLoans\nMember\tBorrowed\tDue date\tReturned",
    )
    question = "When was The Iron Orchard published?"
    assert attribute_value(form, "date", "Iron Orchard", question) == "2011-01-01"
    assert all(a.value.text not in {"2026-04-19", "2026-05-03"} for a in read_attributes(form))


@pytest.mark.parametrize(
    ("question", "label", "value"),
    [
        ("When was The Iron Orchard published?", "Publication date", "2011-01-01"),
        ("when was the company registered?", "Registration date", "14 March 2019"),
        ("when was this issue created?", "Creation date", "2026-02-01"),
        ("what day was the deed recorded?", "Recording date", "05/06/2024"),
    ],
)
def test_a_label_naming_the_act_the_question_asks_about(question: str, label: str, value: str) -> None:
    """'published' asks for the 'Publication date' among other dates of the record (the noun made
    from the verb), not for the first other date a synonym reaches."""
    lines = ["A record", "Due date", "2030-01-01", "Start date", "2020-01-01", label, value]
    assert attribute_value(page(digest="\n".join(lines)), "date", question=question) == value


@pytest.mark.parametrize(
    ("one", "other", "same"),
    [
        ("published", "publication", True),
        ("created", "creation", True),
        ("registered", "registration", True),
        ("released", "release", True),
        ("closed", "closure", True),
        ("published", "post", False),
        ("due", "date", False),
        ("borrowed", "born", False),
        ("returned", "retired", False),
        ("start", "status", False),
    ],
)
def test_same_root(one: str, other: str, same: bool) -> None:
    assert same_root(one, other) is same
    assert same_root(other, one) is same


@settings(deadline=None)
@given(
    pair=st.sampled_from(
        [
            ("published", "Publication"),
            ("registered", "Registration"),
            ("created", "Creation"),
            ("filed", "Filing"),
        ]
    ),
    others=st.lists(
        st.sampled_from(["Due", "Start", "Expiry", "Renewal"]), min_size=1, max_size=3, unique=True
    ),
)
def test_generated_dates_of_a_record(pair: tuple[str, str], others: list[str]) -> None:
    verb, noun = pair
    lines = ["A record"]
    for i, other in enumerate(others):
        lines += [f"{other} date", f"2030-0{i + 1}-01"]
    lines += [f"{noun} date", "2011-01-01"]
    assert (
        attribute_value(page(digest="\n".join(lines)), "date", question=f"when was it {verb}?")
        == "2011-01-01"
    )
