"""A record known by a number no search takes is found in the site's own list of records: narrowed to
the number's year through the form's date fields (or sent with nothing typed), then read page after
page until a link is the record (our own pages: a county recorder and an invoices admin)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import Element, FormRef
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.record_browse import search_form, year_of

GET = FormRef(i=0, action="http://records.test/search", method="get")
POST = FormRef(i=0, action="http://records.test/search", method="post")


def _recorder_form(form: FormRef = GET) -> list[Element]:
    return [
        field(1, "last", label="Last name", form=form),
        field(2, "first", label="First name", form=form),
        field(3, "from", label="Date from", placeholder="MM/DD/YYYY", form=form),
        field(4, "to", label="Date to", placeholder="MM/DD/YYYY", form=form),
        button(5, "Search", form=form),
    ]


def _results(numbers: list[str], *, next_page: bool, url: str) -> object:
    rows = [el(20 + i, "a", n, href=f"/record/{100 + i}") for i, n in enumerate(numbers)]
    pager = [el(40, "a", "Next", href=url + "&page=2")] if next_page else []
    return page(
        *_recorder_form(),
        *rows,
        *pager,
        url=url,
        title="Search - County Recorder",
        headings=["Search official records"],
    )


def test_a_year_numbered_record_is_found_in_that_years_list() -> None:
    form = page(*_recorder_form(), url="http://records.test/search", title="Search - County Recorder")
    ctx = context("who are the parties on document 2024-001555?", form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 3, "text": "01/01/2024"}
    ctx = after(ctx, res, form)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 4, "text": "12/31/2024"}
    ctx = after(ctx, res, form)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 5}
    first = _results(["2024-001900", "2024-001800"], next_page=True, url="http://records.test/search?from=x")
    ctx = after(ctx, res, first)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 40}
    second = _results(
        ["2024-001600", "2024-001555"], next_page=False, url="http://records.test/search?from=x&page=2"
    )
    ctx = after(ctx, res, second)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 21}
    record = page(
        el(8, "a", "Back to search", href="/search"),
        url="http://records.test/record/101",
        title="Document 2024-001555",
        headings=["Document 2024-001555"],
        digest="Document #: 2024-001555\nParties: TAYLOR RICHARD v. SMITH SARAH",
    )
    res = decide(after(ctx, res, record))
    assert act(res) == {"type": "done", "success": True, "answer": "TAYLOR RICHARD v. SMITH SARAH"}


def test_a_plain_number_sends_the_form_empty_and_the_end_of_the_list_says_what_was_read() -> None:
    admin = [
        field(1, "customer", label="Customer", form=GET),
        field(2, "status", label="Status", form=GET),
        button(3, "Filter", form=GET),
    ]
    form = page(*admin, url="http://shop.test/admin/invoices", title="Invoices")
    ctx = context("what is the total of invoice 88213?", form)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 3}
    listed = page(
        *admin,
        el(20, "a", "88001", href="/admin/invoices/88001"),
        el(21, "a", "88002", href="/admin/invoices/88002"),
        url="http://shop.test/admin/invoices?customer=&status=",
        title="Invoices",
    )
    res = decide(after(ctx, res, listed))
    assert act(res)["type"] == "done" and act(res)["success"] is False
    assert "88213 is not on the one page" in str(res.action.model_dump())


def test_a_form_that_posts_is_never_sent_to_list_records() -> None:
    form = page(*_recorder_form(POST), url="http://records.test/search", title="Search - County Recorder")
    res = decide(context("who are the parties on document 2024-001555?", form))
    assert act(res)["type"] not in {"type", "click"}


def test_search_form_needs_a_get_form_with_a_field_and_no_password() -> None:
    assert search_form(_recorder_form()) is not None
    assert search_form(_recorder_form(POST)) is None
    login = [
        field(1, "user", form=GET),
        field(2, "pw", itype="password", form=GET),
        button(3, "Go", form=GET),
    ]
    assert search_form(login) is None


@settings(deadline=None)
@given(year=st.integers(1990, 2039), n=st.integers(1, 999999), sep=st.sampled_from(["-", "/", "."]))
def test_generated_year_numbers(year: int, n: int, sep: str) -> None:
    assert year_of(f"{year}{sep}{n:06d}") == year
    assert year_of(f"{n:06d}") is None or f"{n:06d}"[:4] in {str(y) for y in range(1900, 2100)}
    assert year_of(str(year)) is None  # a bare year is no numbered record


def test_a_count_of_every_record_sends_the_search_form_empty_and_reads_its_total() -> None:
    form = page(*_recorder_form(), url="http://records.test/search", title="Search - County Recorder")
    ctx = context("how many records does this office hold altogether?", form)
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 5}
    too_many = page(
        *_recorder_form(),
        url="http://records.test/search?last=&first=",
        title="Search - County Recorder",
        digest="Search official records\nToo many results (1,412). Please refine your search.",
    )
    res = decide(after(ctx, res, too_many))
    assert act(res) == {"type": "done", "success": True, "answer": "1,412"}
    # a count narrowed by a name types it: the form is never sent empty for it
    res = decide(context("how many records does Smith have?", form))
    assert act(res) != {"type": "click", "element_id": 5}


def test_a_site_search_or_a_list_shown_is_never_sent_empty_for_a_count() -> None:
    """A shop's category with no stated total is counted entry by entry; its header search box is a
    site search, which finds nothing when sent empty."""
    shop = FormRef(i=0, action="http://shop.test/search", method="get")
    category = page(
        field(1, "q", placeholder="Search products", itype="search", zone="header", form=shop),
        button(2, "Search", zone="header", form=shop),
        el(3, "a", "Kettle Steel 1.7L", href="/p/kettle"),
        el(4, "a", "Kettle Glass 1.5L", href="/p/kettle-glass"),
        url="http://shop.test/kettles",
        title="Kettles",
        headings=["Kettles"],
        digest="Kettles\nKettle Steel 1.7L $34.90\nKettle Glass 1.5L $39.00",
    )
    res = decide(context("how many kettles are there?", category))
    assert act(res) != {"type": "click", "element_id": 2}
    res = decide(context("how many items does the store have?", category))
    assert act(res) != {"type": "click", "element_id": 2}
