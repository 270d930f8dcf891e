"""A column read whole over a paged table the site cannot sort (real Chromium, the rules planner
walked until it answers): every row a page shows is kept (``GridSummary.rows``, not the three samples),
the column's extreme found page after page - numbered pages like Django admin's changelist, a 'Next'
link like Redmine's issue list - or the whole list shown on one page first when per-page links offer
it (Redmine's 'Per page: 25, 50, 100'). Pages of our own, values in no order."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

PER_PAGE = 30


def _value(i: int, spread: int) -> int:
    """Values that run no way down a page (a fixed shuffle), each row its own."""
    return 100 + (i * 37) % spread


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{h}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table id='result_list'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _parcels(server: PageServer) -> str:
    """A depot's parcels, 90 over three numbered pages ('1 2 3', Django admin's pager): the heaviest
    (weight 999 kg... of our own) is on page 2."""
    rows = [
        [f"PX-{1000 + i}", f"Sender {i}", f"{_value(i, 500)}.5", f"2026-03-{1 + i % 28:02d}"]
        for i in range(90)
    ]
    rows[44][2] = "731.5"  # the heaviest, on page 2
    for page in range(3):
        links = " ".join(
            f"<span class='this-page'>{n + 1}</span>"
            if n == page
            else f"<a href='/l11/parcels/{n + 1}/'>{n + 1}</a>"
            for n in range(3)
        )
        part = rows[page * PER_PAGE : (page + 1) * PER_PAGE]
        server.add(
            f"/l11/parcels/{page + 1}/",
            "<title>Select parcel to change | Depot</title><main><h1>Parcels</h1>"
            + _table(["Tracking", "Sender", "Weight (kg)", "Sent"], part)
            + f"<p class='paginator'>{links} 90 parcels</p></main>",
        )
    return server.url("/l11/parcels/1/")


def _invoices(server: PageServer) -> str:
    """A shop's invoices behind 'Next »' links (no page numbers), the largest amount on the last page."""
    rows = [[f"INV-{2000 + i}", f"Client {i % 7}", f"${_value(i, 900)}.00"] for i in range(75)]
    rows[70][2] = "$1,250.00"
    for page in range(3):
        nav = f"<a href='/l11/invoices/{page + 2}/'>Next »</a>" if page < 2 else ""
        nav = (f"<a href='/l11/invoices/{page}/'>« Previous</a> " if page else "") + nav
        part = rows[page * PER_PAGE : (page + 1) * PER_PAGE]
        server.add(
            f"/l11/invoices/{page + 1}/",
            "<title>Invoices</title><main><h1>Invoices</h1>"
            + _table(["Invoice", "Client", "Amount"], part)
            + f"<p class='pagination'>{nav}</p></main>",
        )
    return server.url("/l11/invoices/1/")


def _members(server: PageServer) -> str:
    """A club's members, 20 a page with per-page links ('Per page: 20, 50, 100', Redmine's): the
    earliest joining date is on the third page, and '100' shows the 60 rows on one page."""
    rows = [
        [f"Member {i}", f"M{300 + i}", f"20{10 + (i * 7) % 15:02d}-0{1 + i % 9}-1{i % 10}"] for i in range(60)
    ]
    rows[52][2] = "2004-02-29"

    def page(part: list[list[str]], sizes: str, nav: str) -> str:
        return (
            "<title>Members</title><main><h1>Members</h1>"
            + _table(["Name", "Card", "Date joined"], part)
            + f"<p class='pagination'>{nav}</p><p>Per page: {sizes}</p></main>"
        )

    links = "<span>20</span>, <a href='/l11/members/all/?per_page=50'>50</a>, <a href='/l11/members/all/?per_page=100'>100</a>"
    for n in range(3):
        nav = " ".join(
            f"<a href='/l11/members/{k + 1}/?page={k + 1}'>{k + 1}</a>" for k in range(3) if k != n
        )
        server.add(f"/l11/members/{n + 1}/", page(rows[n * 20 : (n + 1) * 20], links, nav))
    big = "<a href='/l11/members/1/?per_page=20'>20</a>, <a href='/l11/members/all/?per_page=50'>50</a>, <span>100</span>"
    server.add("/l11/members/all/", page(rows, big, ""))
    return server.url("/l11/members/1/")


async def test_the_heaviest_is_found_over_numbered_pages(walk: Walker, page_server: PageServer) -> None:
    walked = await walk("which parcel is the heaviest?", _parcels(page_server), steps=8, must_end=True)
    assert walked.answer == "True: PX-1044", walked.paths
    assert walked.paths == ["/l11/parcels/1/", "/l11/parcels/2/", "/l11/parcels/3/"]


async def test_the_largest_amount_is_found_behind_next_links(walk: Walker, page_server: PageServer) -> None:
    walked = await walk(
        "which invoice has the largest amount?", _invoices(page_server), steps=8, must_end=True
    )
    assert walked.answer == "True: INV-2070", walked.paths
    assert walked.paths[-1] == "/l11/invoices/3/"


async def test_a_per_page_choice_shows_the_whole_list_first(walk: Walker, page_server: PageServer) -> None:
    walked = await walk("which member joined earliest?", _members(page_server), steps=8, must_end=True)
    assert walked.answer == "True: Member 52", walked.paths
    assert walked.paths == ["/l11/members/1/", "/l11/members/all/"], walked.taken  # '100', then read
