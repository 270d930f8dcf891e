"""The best item by an attribute other than price: the site's sort, a column header, else say so."""

from __future__ import annotations

from tests.fixtures.rules import act, after, context, el, page
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
