"""A record's facts on its own page, in the shapes trackers, CMSs and admin change forms print them,
and never from the rows of a list grid (issue 28: "Reading records")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import el, page
from wayfinder.observe.models import GridSummary
from wayfinder.read.attributes import (
    attribute_value,
    best_attribute,
    list_rows,
    record_attributes,
    text_attributes,
)

# an admin's read-only record: each label over its value, a sidebar list of the models beside it
ADMIN_VIEW = (
    "Home › Circulation › Patrons › Oona Brandt (LC-7731)\n"
    "Apps\n"
    "Model name\tAdd link\tChange or view list link\n"
    "Writers\tAdd\tChange\n"
    "Volumes\tAdd\tChange\n"
    "View patron\n"
    "Oona Brandt (LC-7731)\n"
    "Card number:\nLC-7731\n"
    "First name:\nOona\n"
    "Last name:\nBrandt\n"
    "Email:\noona.brandt@example.org"
)
# a tracker's record: labels over values, the byline of who opened it
TRACKER = (
    "Defect #58\nExport drops the last row\nReported by Wendell Ames 2 days ago.\n"
    "State:\nOpen\nUrgency:\nHigh\nStart date:\n04/02/2026\nDue date:\n05/15/2026\nOwner:\nKai Lund"
)
# a CMS's post: byline and date under the title
POST = "Ferry to the Islands\nPosted on March 4, 2026 by Marta Quell\nWe left at dawn."


def test_an_admin_sidebar_list_grid_gives_no_facts() -> None:
    """'Writers | Add | Change' is a row of the list of models, not the writer of this record."""
    got = text_attributes(ADMIN_VIEW.split("\n"))
    assert not any(a.value.text in ("Add", "Add; Change") for a in got)
    assert best_attribute(got, "writer") is None


def test_list_rows_take_runs_headed_by_three_column_names() -> None:
    lines = ["Title\tWriter\tYear", "Salt Roads\tAda Brook\t2019", "Ink\tLee Moss", "Weight\t2 kg"]
    assert list_rows(lines) == {0, 1, 2, 3}
    spec = ["Weight\t2 kg", "Colour\tRed"]  # a two-column spec table stays a record's facts
    assert list_rows(spec) == set()
    compare = ["Kettle A\tKettle B", "Capacity\t1.7 l\t1.2 l"]  # the corner cell is empty
    assert list_rows(compare) == set()
    compare_named = ["Specification\tKettle A\tKettle B", "Capacity\t1.7 l\t1.2 l"]
    assert list_rows(compare_named) == set()


def test_a_list_grid_summary_of_three_columns_gives_no_rows() -> None:
    grid = GridSummary(index=0, kind="table", headers=["Model name", "Add link", "Change link"], row_count=2,
                       sample_rows=[["Writers", "Add"], ["Volumes", "Add"]])  # fmt: skip
    obs = page(digest="Edit volume", grids=[grid])
    assert attribute_value(obs, "writer") is None


@pytest.mark.parametrize(
    ("digest", "asked", "want"),
    [
        (ADMIN_VIEW, "card number", "LC-7731"),
        (ADMIN_VIEW, "holder", "Oona Brandt"),  # the person the card's record names
        (ADMIN_VIEW, "full name", "Oona Brandt"),
        (TRACKER, "owner", "Kai Lund"),
        (TRACKER, "author", "Wendell Ames"),  # 'Reported by' is who wrote it
        (POST, "author", "Marta Quell"),
        (POST, "writer", "Marta Quell"),
    ],
)
def test_facts_by_label_synonym_and_joined_name(digest: str, asked: str, want: str) -> None:
    assert attribute_value(page(digest=digest), asked) == want


def test_the_question_tells_two_date_labels_apart() -> None:
    obs = page(digest=TRACKER)
    assert attribute_value(obs, "date", question="When is export fix due?") == "05/15/2026"
    assert attribute_value(obs, "date", question="When did work on it start?") == "04/02/2026"


@pytest.mark.parametrize(
    ("digest", "asked"),
    [
        ("Kind of record:\nDeed of trust", "type"),
        ("Document type\tDeed of trust", "kind"),
        ("Category: Deed of trust", "kind"),
    ],
)
def test_what_kind_is_its_type(digest: str, asked: str) -> None:
    assert attribute_value(page(digest=digest), asked) == "Deed of trust"


def test_change_form_fields_and_joined_names() -> None:
    first = el(1, "input", label="Given name:", name="given", value="Ilse")
    last = el(2, "input", label="Surname:", name="surname", value="Varga")
    obs = page(first, last, digest="Change borrower\nIlse Varga")
    assert attribute_value(obs, "borrower") == "Ilse Varga"
    facts = record_attributes(["Borrower:", "Ilse Varga"], [("Due back", "June 3, 2026")])
    assert best_attribute(facts, "date", "when is it due back?") is not None


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("by Norvik · ★ 4.7 (88 ratings)", "4.7"),
        ("★★★★☆ 4.0 (12)", "4.0"),
        ("Rated 4.50 out of 5 based on 3 customer ratings", "4.50"),
        ("4.5 out of 5 stars  1,204 reviews", "4.5"),
    ],
)
def test_a_rating_printed_with_stars_and_no_label(line: str, want: str) -> None:
    assert attribute_value(page(digest=f"Trail Kettle\n{line}\n$39.00"), "rating") == want


def test_a_labelled_rating_wins_and_a_discount_star_is_no_rating() -> None:
    assert attribute_value(page(digest="Rating: 3.9 out of 5\n★ 4.8"), "rating") == "3.9 out of 5"
    assert attribute_value(page(digest="★ 20% off this week"), "rating") is None


def test_another_rows_value_is_never_the_records() -> None:
    """A list on a record's page (its loans) answers only for the row that names the subject."""
    grid = GridSummary(index=0, kind="table", headers=["Member", "Due date"], row_count=2,
                       sample_rows=[["Ada Brook", "May 2, 2026"], ["Lee Moss", "May 9, 2026"]])  # fmt: skip
    obs = page(digest="Change volume", grids=[grid])
    assert attribute_value(obs, "due date", subject="Lee Moss") == "May 9, 2026"
    assert attribute_value(obs, "due date", subject="Kai Lund") is None


_LABELS = st.sampled_from(["First name", "Given name", "Forename"])
_LASTS = st.sampled_from(["Last name", "Surname", "Family name"])
_NAMES = st.text(alphabet="abcdefghijklmnop", min_size=2, max_size=9).map(str.capitalize)


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(_LABELS, _LASTS, _NAMES, _NAMES, st.booleans())
def test_generated_person_records(first: str, last: str, given_name: str, family: str, inline: bool) -> None:
    lines = (
        [f"{first}: {given_name}", f"{last}: {family}"]
        if inline
        else [f"{first}:", given_name, f"{last}:", family]
    )
    facts = record_attributes(["Model name\tAdd link\tChange", "Members\tAdd\tChange", *lines])
    found = best_attribute(facts, "holder")
    assert found is not None and found.value.text == f"{given_name} {family}"
