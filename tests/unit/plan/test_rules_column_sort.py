"""Sorting a table by a column and opening the first row (issue 28): a column header's sort link is
clicked and the column is checked for the way asked (a first click often sorts ascending), and a
header's sort link or a pager is never taken for the first result. Pages of our own in two shapes: an
admin change list ('?o=3' sort links, Django-like) and a tracker list ('?sort=pages:desc' links)."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, context, el, page
from wayfinder.observe.models import GridSummary, Observation
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.moves import _reorders, _row_links

BOOKS = [("Small Hours", "96"), ("The Long Road", "812"), ("Paper Gardens", "240")]


def _list(url: str, sort_param: str, rows: list[tuple[str, str]]) -> Observation:
    base = url.split("?")[0]
    headers = [
        el(1, "a", "Title", href=f"{base}?{sort_param}=1", grid_index=0),
        el(2, "a", "Pages", href=f"{base}?{sort_param}=2", grid_index=0),
    ]
    cells = [
        el(10 + i, "a", title, href=f"{base}{i + 1}/change/", grid_index=0)
        for i, (title, _p) in enumerate(rows)
    ]
    pager = [el(90, "a", "2", href=f"{base}?p=2")]
    grid = GridSummary(
        index=0,
        kind="table",
        headers=["Title", "Pages"],
        row_count=len(rows),
        sample_rows=[list(r) for r in rows],
    )
    return page(*headers, *cells, *pager, url=url, title="Select book to change", grids=[grid])


@pytest.mark.parametrize(
    ("url", "param"),
    [("http://admin.test/library/book/", "o"), ("http://tracker.test/books/", "sort")],
)
def test_a_header_sort_link_or_a_pager_is_no_result(url: str, param: str) -> None:
    obs = _list(url, param, BOOKS)
    links = _row_links([e for e in obs.elements if e.tag == "a"], obs.url)
    assert [e.id for e in links] == [10, 11, 12]
    assert _reorders(obs.elements[0], obs.url) and not _reorders(obs.elements[2], obs.url)


def test_a_record_link_with_its_own_query_is_a_result() -> None:
    record = el(5, "a", "Deed 2024-001555", href="http://portal.test/records?id=2024-001555")
    assert not _reorders(record, "http://portal.test/records?q=smith")


def test_the_first_result_is_the_first_row_not_the_title_columns_sort_link() -> None:
    res = decide(context("open the first book", _list("http://admin.test/library/book/", "o", BOOKS)))
    assert act(res) == {"type": "click", "element_id": 10}


def test_a_column_sorted_the_wrong_way_is_clicked_again_before_the_first_row_is_opened() -> None:
    goal = "sort the books by number of pages, longest first, and open the first one"
    url = "http://admin.test/library/book/"
    first = decide(context(goal, _list(url, "o", BOOKS)))
    assert act(first) == {"type": "click", "element_id": 2}  # the Pages header
    ascending = sorted(BOOKS, key=lambda r: int(r[1]))
    ctx = context(goal, _list(url, "o", BOOKS))
    second = decide(after(ctx, first, _list(f"{url}?o=2", "o", ascending)))
    assert act(second) == {"type": "click", "element_id": 2}  # shortest first: the other way
    descending = sorted(BOOKS, key=lambda r: -int(r[1]))
    third = decide(
        after(
            after(ctx, first, _list(f"{url}?o=2", "o", ascending)),
            second,
            _list(f"{url}?o=-2", "o", descending),
        )
    )
    assert act(third) == {"type": "click", "element_id": 10}  # the longest book's row


# The rows shown tie at the top once the list is sorted the wanted way (three books of one day, three
# bills of one amount): the top value against the one seen when the list ran the wrong way tells.
DATED = [("Early Light", "Jan. 2, 1950"), ("Mid Century", "May 5, 1980"), ("Late Bloom", "Dec. 27, 2024")]
TIED_NEWEST = [
    ("Late Bloom", "Dec. 27, 2024"),
    ("Tide Lines", "Dec. 27, 2024"),
    ("Quay Songs", "Dec. 27, 2024"),
]
AMOUNTS = [("Ferry", "12"), ("Paint", "40"), ("Rent", "900")]
TIED_BIGGEST = [("Rent", "900"), ("Roof", "900"), ("Boiler", "900")]


def _dated(url: str, rows: list[tuple[str, str]], column: str) -> Observation:
    obs = _list(url, "o", rows)
    grid = obs.grids[0].model_copy(update={"headers": ["Title", column], "row_count": 100})  # of 300
    header = obs.elements[1].model_copy(update={"text": column})
    return obs.model_copy(update={"grids": [grid], "elements": [obs.elements[0], header, *obs.elements[2:]]})


@pytest.mark.parametrize(
    ("goal", "column", "wrong", "tied", "answer"),
    [
        ("what is the newest book in the catalogue?", "Published", DATED, TIED_NEWEST, "Late Bloom"),
        ("which bill has the highest amount?", "Amount", AMOUNTS, TIED_BIGGEST, "Rent"),
    ],
)
def test_a_tie_at_the_top_after_the_second_click_is_the_wanted_order(
    goal: str, column: str, wrong: list[tuple[str, str]], tied: list[tuple[str, str]], answer: str
) -> None:
    url = "http://admin.test/office/item/"
    ctx = context(goal, _dated(url, [wrong[1], wrong[0], wrong[2]], column))  # unsorted at first
    first = decide(ctx)
    assert act(first) == {"type": "click", "element_id": 2}  # the column's header
    ascending = after(ctx, first, _dated(f"{url}?o=2", wrong, column))
    second = decide(ascending)
    assert act(second) == {"type": "click", "element_id": 2}  # lowest first: the other way
    third = decide(after(ascending, second, _dated(f"{url}?o=-2", tied, column)))
    assert third.action.type == "done" and answer in (third.action.answer or "")  # type: ignore[union-attr]
