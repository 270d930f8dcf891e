"""Counts: the total a page states in any of its forms, and counting the things of one name."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import GridSummary
from wayfinder.plan.rules import decide


@pytest.mark.parametrize(
    ("digest", "answer"),
    [
        ("Open issues\n1..2 out of 2", "2"),
        ("Displaying 1 - 25 of 1,204 parcels", "1,204"),
        ("317 rows where county = 'Kent'", "317"),
        ("Results 1-10 of about 5,300", "about 5,300"),
    ],
)
def test_count_reads_the_stated_total(digest: str, answer: str) -> None:
    res = decide(context("how many results are there?", page(el(1, "a", "Next"), digest=digest)))
    assert act(res) == {"type": "done", "success": True, "answer": answer}


def test_count_for_a_name_searches_that_name_first_in_a_name_field() -> None:
    form = page(
        field(1, "last_name", label="Last name"),
        field(2, "first_name", label="First name"),
        button(3, "Search"),
        url="http://records.test/search",
    )
    ctx = context("how many filings does Okafor have?", form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Okafor", "submit": True}
    results = page(
        el(5, "a", "Next"), digest="Showing 1 to 10 of 23 filings", url="http://records.test/results"
    )
    res2 = decide(after(ctx, res, results))
    assert act(res2) == {"type": "done", "success": True, "answer": "23"}


def test_an_attribute_of_a_record_opens_its_list_searches_it_then_reads_it() -> None:
    index = page(el(1, "a", "Patients"), el(2, "a", "Wards"), url="http://clinic.test/admin/")
    ctx = context("what is the phone number of patient PT-3391?", index)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 1}
    listing = page(
        field(3, "q", itype="search", placeholder="Search"),
        el(4, "a", "PT-1000"),
        url="http://clinic.test/admin/patients/",
    )
    ctx2 = after(ctx, res, listing)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "type", "element_id": 3, "text": "PT-3391", "submit": True}
    found = page(
        field(3, "q", itype="search"),
        el(5, "a", "PT-3391"),
        url="http://clinic.test/admin/patients/?q=PT-3391",
    )
    ctx3 = after(ctx2, res2, found)
    res3 = decide(ctx3)
    assert act(res3) == {"type": "click", "element_id": 5}
    record = page(
        el(6, "a", "Home"),
        url="http://clinic.test/admin/patients/7/",
        title="PT-3391",
        digest="Name: Ines Caro\nPhone number: 555-0142",
    )
    res4 = decide(after(ctx3, res3, record))
    assert act(res4) == {"type": "done", "success": True, "answer": "555-0142"}


def test_a_question_that_ends_without_an_answer_is_not_a_success() -> None:
    ctx = context("how many kayaks are there?", page(el(1, "a", "Boats"), digest="Welcome aboard"))
    res = decide(ctx)
    for _ in range(6):
        if act(res)["type"] == "done":
            break
        res = decide(after(ctx, res, page(el(1, "a", "Boats"), digest="Welcome aboard")))
        ctx = after(ctx, res, page(el(1, "a", "Boats"), digest="Welcome aboard"))
    assert act(res)["type"] == "done" and act(res)["success"] is False


def test_an_attribute_of_a_named_item_is_not_read_off_another_item() -> None:
    listing = page(
        el(1, "a", "Paper Lanterns"),
        url="http://lib.test/books/",
        digest="Paper Lanterns\\nAuthor: Ines Caro",
    )
    res = decide(context("who is the author of Salt Roads?", listing))
    assert act(res)["type"] != "done" or act(res)["success"] is False


@pytest.mark.parametrize(
    ("question", "noun", "stated", "answer"),
    [
        ("how many genres does the library use?", "genres", "12 genres", "12"),
        ("how many titles are in the catalogue?", "titles", "37 titles", "37"),
    ],
)
def test_a_list_whose_pager_states_the_total_in_its_own_noun(
    question: str, noun: str, stated: str, answer: str
) -> None:
    """The pager line after a list's table ('12 genres' in Django's admin) is its total, though no
    word of it is a generic 'results' or 'records'; a side menu's table beside it is no list of them."""
    menu = GridSummary(index=0, kind="table", headers=["Model name", "Add link"], row_count=5, sample_rows=[])
    rows = [["", f"Row {i}", str(i)] for i in range(3)]
    grid = GridSummary(
        index=1,
        kind="table",
        headers=["", "Name", "Books"],
        row_count=12,
        sample_rows=rows,
        results_text=stated,
    )
    digest = f"Select {noun[:-1]} to change\n0 of 12 selected\nName\nBooks\n" + "\n".join(
        "\t".join(r[1:]) for r in rows
    )
    listing = page(el(1, "a", "Add"), digest=f"{digest}\n{stated}", grids=[menu, grid])
    res = decide(context(question, listing))
    assert act(res) == {"type": "done", "success": True, "answer": answer}
