"""Rows counted by a column over a paged list the site has no filter for (real Chromium, the rules
planner walked until it answers): "how many books have more than 600 pages" on numbered pages
(Django admin's changelist: '1 2 3', '90 books'), "how many issues are Closed" behind 'Next »' links
(Redmine's issue list), "how many posts have more than 3 comments" on a WordPress-like list table;
the stated total counts the whole list and is never the answer. A list whose pages cannot all be
read (its pager leaves the same rows while it states more) is refused. Pages of our own."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

PER_PAGE = 30


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{h}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table id='result_list'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _pages(i: int) -> int:
    return 120 + (i * 53) % 700  # 120..819, in no order


BOOKS = [[f"Book {i}", f"Author {i % 11}", str(_pages(i))] for i in range(90)]
LONG_BOOKS = sum(1 for b in BOOKS if int(b[2]) > 600)


def _books(server: PageServer) -> str:
    """A library's books, 90 over three numbered pages with the stated total '90 books', a search box
    and no filter on pages."""
    for page in range(3):
        links = " ".join(
            f"<span class='this-page'>{n + 1}</span>"
            if n == page
            else f"<a href='/l12/books/{n + 1}/'>{n + 1}</a>"
            for n in range(3)
        )
        server.add(
            f"/l12/books/{page + 1}/",
            "<title>Select book to change | Library</title><main><h1>Select book to change</h1>"
            "<form action='/l12/books/1/'><input name='q' aria-label='Search'><button>Search</button></form>"
            + _table(["Title", "Author", "Pages"], BOOKS[page * PER_PAGE : (page + 1) * PER_PAGE])
            + f"<p class='paginator'>{links} 90 books</p></main>",
        )
    return server.url("/l12/books/1/")


STATES = ("New", "In Progress", "Closed", "Resolved", "Closed", "New", "Feedback")
ISSUES = [
    [f"#{100 + i}", "Bug" if i % 3 else "Feature", STATES[(i * 5) % 7], f"Subject {i}"] for i in range(75)
]
CLOSED = sum(1 for r in ISSUES if r[2] == "Closed")


def _issues(server: PageServer) -> str:
    """A tracker's issues behind 'Next »' links, '(1-30/75)'-style totals, no status filter."""
    for page in range(3):
        nav = f"<a href='/l12/issues/{page + 2}/'>Next »</a>" if page < 2 else ""
        nav = (f"<a href='/l12/issues/{page}/'>« Previous</a> " if page else "") + nav
        first, last = page * PER_PAGE + 1, min((page + 1) * PER_PAGE, 75)
        server.add(
            f"/l12/issues/{page + 1}/",
            "<title>Issues - Tracker</title><main><h2>Issues</h2>"
            + _table(["#", "Tracker", "Status", "Subject"], ISSUES[first - 1 : last])
            + f"<p class='pagination'>{nav} ({first}-{last}/75)</p></main>",
        )
    return server.url("/l12/issues/1/")


POSTS = [[f"Post {i}", "admin", "News", str((i * 7) % 9), f"2026/0{1 + i % 9}/1{i % 10}"] for i in range(40)]
CHATTY = sum(1 for p in POSTS if int(p[3]) > 3)


def _posts(server: PageServer) -> str:
    """A blog's posts in a list table of 20 a page ('40 items', 'Next page ›')."""
    for page in range(2):
        nav = "<a class='next-page' href='/l12/posts/2/'>Next page ›</a>" if page == 0 else ""
        server.add(
            f"/l12/posts/{page + 1}/",
            "<title>Posts ‹ Blog — WordPress</title><main><h1>Posts</h1>"
            f"<div class='tablenav'><span class='displaying-num'>40 items</span> {nav}</div>"
            + _table(
                ["Title", "Author", "Categories", "Comments", "Date"], POSTS[page * 20 : (page + 1) * 20]
            )
            + "</main>",
        )
    return server.url("/l12/posts/1/")


def _stuck(server: PageServer) -> str:
    """A list whose 'Next' leaves the same rows while it states 90: it cannot be read whole."""
    server.add(
        "/l12/stuck/",
        "<title>Books</title><main><h1>Books</h1>"
        + _table(["Title", "Author", "Pages"], BOOKS[:PER_PAGE])
        + "<p class='pagination'><a href='/l12/stuck/'>Next »</a> 90 books</p></main>",
    )
    return server.url("/l12/stuck/")


async def test_a_bound_is_counted_over_numbered_pages(walk: Walker, page_server: PageServer) -> None:
    walked = await walk(
        "how many books have more than 600 pages?", _books(page_server), steps=8, must_end=True
    )
    assert walked.answer.startswith(f"True: {LONG_BOOKS} ("), walked.answer
    assert "three pages" in walked.answer
    assert walked.paths == ["/l12/books/1/", "/l12/books/2/", "/l12/books/3/"], walked.taken


async def test_a_value_is_counted_behind_next_links(walk: Walker, page_server: PageServer) -> None:
    walked = await walk("how many issues are closed?", _issues(page_server), steps=8, must_end=True)
    assert walked.answer.startswith(f"True: {CLOSED} ("), walked.answer
    assert walked.paths[-1] == "/l12/issues/3/"


async def test_a_bound_on_another_noun_is_its_column(walk: Walker, page_server: PageServer) -> None:
    walked = await walk(
        "how many posts have more than 3 comments?", _posts(page_server), steps=6, must_end=True
    )
    assert walked.answer.startswith(f"True: {CHATTY} ("), walked.answer
    assert walked.paths == ["/l12/posts/1/", "/l12/posts/2/"]


async def test_a_list_that_cannot_be_read_whole_is_refused(walk: Walker, page_server: PageServer) -> None:
    walked = await walk(
        "how many books have more than 600 pages?", _stuck(page_server), steps=6, must_end=True
    )
    assert walked.answer.startswith("False: "), walked.answer
    assert "could not read every row" in walked.answer
