"""The best item by an attribute other than price: the site's sort, a column header, else say so."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import GridSummary
from wayfinder.plan.rules import decide

ROWS_ASC = "Title\tPublished\tPages\nQuiet Harbor\t1987-04-02\t310\nGlass Orchard\t1995-09-11\t122\nNorth Wind\t2012-01-30\t455"
ROWS_DESC = "Title\tPublished\tPages\nNorth Wind\t2012-01-30\t455\nGlass Orchard\t1995-09-11\t122\nQuiet Harbor\t1987-04-02\t310"


def _list(digest: str) -> object:
    return page(
        el(1, "a", "Title"),
        el(2, "a", "Published"),
        el(3, "a", "Pages"),
        el(4, "a", digest.split("\n")[1].split("\t")[0]),
        el(5, "a", digest.split("\n")[2].split("\t")[0]),
        el(6, "a", "Next ›"),
        url="http://lib.test/books/",
        digest=digest,
    )


def test_newest_clicks_the_date_header_until_newest_first_then_names_it() -> None:
    ctx = context(
        "which novel is the newest?",
        _list("Title\tPublished\tPages\nGlass Orchard\t1995-09-11\t122\nQuiet Harbor\t1987-04-02\t310"),
    )
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    res2 = decide(after(ctx, res, _list(ROWS_ASC)))
    assert act(res2) == {"type": "click", "element_id": 2}  # ascending: click again for newest first
    ctx3 = after(after(ctx, res, _list(ROWS_ASC)), res2, _list(ROWS_DESC))
    res3 = decide(ctx3)
    assert act(res3) == {"type": "done", "success": True, "answer": "North Wind"}


def _sampled(published: str, rows: list[list[str]]) -> object:
    """A big list summarised as a grid (its header cell as the page prints it) and a pager."""
    grid = GridSummary(
        index=0,
        kind="table",
        headers=["", "Title", published, "Pages"],
        row_count=100,
        sample_rows=[["", *r] for r in rows],
        pagination=[7],
    )
    links = [el(1, "a", "Title"), el(2, "a", "Published"), el(3, "a", "Pages")]
    rows_links = [el(4 + i, "a", r[0]) for i, r in enumerate(rows[:2])]
    return page(*links, *rows_links, el(7, "a", "2"), url="http://lib.test/books/", grids=[grid])


ASC = [
    ["Quiet Harbor", "1987-04-02", "310"],
    ["Glass Orchard", "1995-09-11", "122"],
    ["North Wind", "2012-01-30", "455"],
]


@pytest.mark.parametrize("rank", ["1 ", "2 "])
def test_a_sorted_columns_rank_is_no_part_of_its_name(rank: str) -> None:
    """A multi-column sort prints the sorted column's rank before its name ('1 Publication date' in
    Django's admin); its sort link still says 'Published': the second click is found all the same."""
    first = _sampled("Published", [ASC[1], ASC[0], ASC[2]])
    ctx = context("which novel is the newest?", first)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    ctx2 = after(ctx, res, _sampled(f"{rank}Published", ASC))
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 2}  # ascending: the same header again
    res3 = decide(after(ctx2, res2, _sampled(f"{rank}Published", ASC[::-1])))
    assert act(res3) == {"type": "done", "success": True, "answer": "North Wind"}


def test_oldest_on_a_list_that_cannot_be_ordered_is_an_honest_failure() -> None:
    plain = page(
        el(1, "a", "Quiet Harbor"), el(2, "a", "North Wind"), url="http://lib.test/", digest="Our books"
    )
    res = decide(context("what is the oldest book?", plain))
    assert act(res)["type"] == "done" and act(res)["success"] is False
    assert "cannot be ordered" in str(res.action.answer)  # type: ignore[union-attr]


def test_a_whole_table_is_read_without_sorting() -> None:
    whole = page(
        el(1, "a", "Quiet Harbor"), el(2, "a", "North Wind"), url="http://lib.test/", digest=ROWS_ASC
    )
    res2 = decide(context("which book has the most pages?", whole))
    assert act(res2) == {"type": "done", "success": True, "answer": "North Wind"}


def test_a_leading_checkbox_column_is_not_the_name_of_the_row() -> None:
    from wayfinder.observe.models import GridSummary

    grid = GridSummary(
        index=0,
        kind="table",
        headers=["", "Title", "Published"],
        row_count=2,
        sample_rows=[["", "Quiet Harbor", "1987-04-02"], ["", "North Wind", "2012-01-30"]],
    )
    whole = page(el(1, "a", "Quiet Harbor"), el(2, "a", "North Wind"), url="http://lib.test/", grids=[grid])
    res = decide(context("which book is the oldest?", whole))
    assert act(res) == {"type": "done", "success": True, "answer": "Quiet Harbor"}


_MODELS = GridSummary(
    index=0, kind="table", headers=["Catalog"], row_count=2, sample_rows=[["Shelves"], ["Novels"]]
)


def test_sorting_named_things_on_a_page_without_a_list_opens_their_list_first() -> None:
    index = page(
        el(1, "a", "Shelves"),
        el(2, "a", "Novels"),
        url="http://lib.test/admin/",
        digest="Site admin",
        grids=[_MODELS],  # an admin index lists its models in a table: it is not the novels' list
    )
    res = decide(context("sort the novels by length, longest first, then open the first one", index))
    assert act(res) == {"type": "click", "element_id": 2}


def test_the_first_result_of_a_table_is_its_first_row_not_a_link_above_it() -> None:
    from wayfinder.observe.models import GridSummary

    grid = GridSummary(
        index=0, kind="table", headers=["Title"], row_count=2, sample_rows=[["North Wind"], ["Quiet Harbor"]]
    )
    listing = page(
        el(1, "a", "Add novel", y=40),
        el(2, "a", "North Wind", y=120, grid_index=0),
        el(3, "a", "Ann Lee", y=120, grid_index=0),
        el(4, "a", "Quiet Harbor", y=150, grid_index=0),
        url="http://lib.test/admin/novels/?o=-3",
        grids=[grid],
    )
    res = decide(context("open the second result", listing))
    assert act(res) == {"type": "click", "element_id": 4}


# -- a records search whose results run newest first, paged, with no sort control (our own clerk) ----

HEAD = "Party\tKind\tFiled on\tFiling No.\tVolume"
NEWEST_FIRST = (
    f"{HEAD}\n"
    "OKAFOR, ADA\tLease\t11/02/2023\tF-2023-0912\t77\n"
    "OKAFOR, BEN\tWill\t06/14/2022\tF-2022-0456\t61\n"
    "OKAFOR, ADA\tLease\t01/09/2021\tF-2021-0031\t55"
)
LAST_PAGE = (
    f"{HEAD}\nOKAFOR, CY\tDeed\t03/03/2009\tF-2009-0007\t12\nOKAFOR, DEE\tWill\t02/02/2008\tF-2008-0002\t9"
)
SHUFFLED = (
    f"{HEAD}\n"
    "OKAFOR, ADA\tLease\t01/09/2021\tF-2021-0031\t55\n"
    "OKAFOR, ADA\tLease\t11/02/2023\tF-2023-0912\t77\n"
    "OKAFOR, BEN\tWill\t06/14/2022\tF-2022-0456\t61"
)
URL = "http://clerk.test/filings?party=Okafor"


def _form() -> object:
    return page(field(1, "party", label="Party name"), button(2, "Search"), url="http://clerk.test/filings")


def _results(digest: str, *, last: bool = False) -> object:
    codes = [line.split("\t")[3] for line in digest.split("\n")[1:]]
    links = [el(10 + i, "a", code, zone="main") for i, code in enumerate(codes)]
    pager = (
        [el(30, "a", "1", zone="nav"), el(31, "a", "2", zone="nav")]
        if last
        else [
            el(31, "a", "2", zone="nav"),
            el(32, "a", "3", zone="nav"),
            el(33, "a", "Next", zone="nav"),
        ]
    )
    return page(*links, *pager, url=URL + ("&page=3" if last else ""), headings=["Filings"], digest=digest)


def test_the_oldest_record_of_a_name_is_searched_then_read_off_the_last_page() -> None:
    ctx = context("what is the volume of the oldest Okafor filing?", _form())
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Okafor filing", "submit": True}
    none = page(field(1, "party", label="Party name"), url=URL + "+filing", digest="No filings found")
    ctx1 = after(ctx, res, none)
    res1 = decide(ctx1)  # nothing found with the noun: the name alone
    assert act(res1) == {"type": "type", "element_id": 1, "text": "Okafor", "submit": True}
    ctx2 = after(ctx1, res1, _results(NEWEST_FIRST))
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 32}  # newest first: the oldest is on the last page
    res3 = decide(after(ctx2, res2, _results(LAST_PAGE, last=True)))
    assert act(res3) == {"type": "done", "success": True, "answer": "9"}


def test_the_newest_of_a_newest_first_list_is_its_first_row_and_is_opened() -> None:
    ctx = context("open the newest filing for Okafor", _results(NEWEST_FIRST))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 10}  # F-2023-0912, the row's link


def test_a_paged_list_whose_dates_run_no_way_is_read_page_by_page() -> None:
    """No sort and no order down the rows: the date column is read on every page, then the run goes
    back to the page of the newest row and opens it."""
    ctx = context("open the newest filing for Okafor", _results(SHUFFLED))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 33}  # Next: page 1's column is read
    ctx1 = after(ctx, res, _results(LAST_PAGE, last=True))
    res1 = decide(ctx1)
    assert act(res1) == {"type": "navigate", "url": URL}  # the newest (11/02/2023) is on page 1
    res2 = decide(after(ctx1, res1, _results(SHUFFLED)))
    assert act(res2) == {"type": "click", "element_id": 11}  # F-2023-0912, the row's link


def test_a_column_past_the_pages_read_is_an_honest_failure() -> None:
    ctx = context("open the newest filing for Okafor", _results(SHUFFLED))
    for _ in range(20):
        res = decide(ctx)
        if act(res)["type"] != "click":
            break
        ctx = after(ctx, res, _results(SHUFFLED.replace("2021", str(2000 + len(ctx.action_history)))))
    assert act(res)["type"] == "done" and act(res)["success"] is False
    assert "goes on past the twelve pages I read" in str(res.action.answer)  # type: ignore[union-attr]


def test_a_search_that_finds_nothing_says_so() -> None:
    ctx = context("open the newest filing for Okafor", _form())
    res = decide(ctx)
    empty = page(url=URL, headings=["Filings"], digest="No filings found")
    res2 = decide(after(ctx, res, empty))
    assert act(res2)["type"] == "done" and act(res2)["success"] is False
    assert "found no" in str(res2.action.answer)  # type: ignore[union-attr]


def test_the_attribute_compared_is_no_value_that_narrows_the_list() -> None:
    from wayfinder.intent import parse_goal
    from wayfinder.plan.rules.translate import work_items

    items = work_items(parse_goal("find the earliest filing by filing date"))
    assert items is not None
    best = items[-1]
    assert getattr(best, "attribute", "") == "date"
    assert "filing date" not in (getattr(best, "name", ""), *getattr(best, "narrow", ()))
