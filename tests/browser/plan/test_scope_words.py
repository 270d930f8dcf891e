"""A bare name after 'are in' read from what the site shows (real Chromium, the rules planner walked
until it answers): "how many books are in German" where the books' list has a filter 'By language'
(Django admin's changelist) while the authors' list has 'Germany' - the name narrows the asked list,
it is no place; on a catalogue with no filter but a 'Language' column the rows are counted by it; a
name that is a place of the site (a tracker's project, a blog's category page) is still entered.
Pages of our own."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

LANGUAGES = ("English", "German", "French", "German", "English", "Spanish", "English")
BOOKS = [[f"Book {i}", f"Author {i % 5}", LANGUAGES[(i * 3) % 7]] for i in range(24)]
GERMAN = sum(1 for b in BOOKS if b[2] == "German")
AUTHORS = [["Ada", "Quill", "Germany"], ["Jonas", "Brandt", "Germany"], ["Mina", "Sato", "Japan"]]


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{h}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table id='result_list'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _changelist(noun: str, headers: list[str], rows: list[list[str]], field: str, values: list[str]) -> str:
    """A changelist whose filter links set '?<field>__exact=<value>' (Django admin's), the rows and the
    total narrowed in the page itself by the address it was opened with."""
    links = "".join(f"<li><a href='?{field}__exact={v}'>{v}</a></li>" for v in values)
    column = headers.index(field.capitalize())
    return (
        f"<title>Select {noun} to change | Library</title><main><h1>Select {noun} to change</h1>"
        f"<div id='rows'></div><p class='paginator' id='total'></p></main>"
        f"<nav id='changelist-filter'><h2>Filter</h2><h3>By {field}</h3><ul><li><a href='?'>All</a></li>"
        f"{links}</ul></nav><script>"
        f"const rows = {json.dumps(rows)}; const heads = {json.dumps(headers)};"
        f"const want = new URLSearchParams(location.search).get('{field}__exact');"
        f"const shown = rows.filter(r => !want || r[{column}] === want);"
        "document.getElementById('rows').innerHTML = \"<table id='result_list'><thead><tr>\" + "
        "heads.map(h => '<th>' + h + '</th>').join('') + '</tr></thead><tbody>' + shown.map(r => '<tr>' + "
        "r.map(c => '<td>' + c + '</td>').join('') + '</tr>').join('') + '</tbody></table>';"
        f"document.getElementById('total').textContent = shown.length + ' {noun}s';"
        "for (const a of document.querySelectorAll('#changelist-filter a')) "
        "if (a.textContent === (want || 'All')) a.parentElement.className = 'selected';"
        "</script>"
    )


def _admin(server: PageServer) -> str:
    """A library admin: an index linking Authors and Books; authors filtered 'By country' (Germany),
    books 'By language' (German), each list stating its total."""
    server.add(
        "/l13/admin/",
        "<title>Site administration | Library</title><main><h1>Site administration</h1><table>"
        "<caption>Catalog</caption><tr><th><a href='/l13/admin/authors/'>Authors</a></th></tr>"
        "<tr><th><a href='/l13/admin/books/'>Books</a></th></tr></table></main>",
    )
    server.add(
        "/l13/admin/authors/",
        _changelist(
            "author", ["First name", "Last name", "Country"], AUTHORS, "country", ["Germany", "Japan"]
        ),
    )
    server.add(
        "/l13/admin/books/",
        _changelist(
            "book",
            ["Title", "Author", "Language"],
            BOOKS,
            "language",
            ["English", "French", "German", "Spanish"],
        ),
    )
    return server.url("/l13/admin/")


@pytest.mark.parametrize(
    "goal", ["how many books are in German?", "how many of the books are written in German?"]
)
async def test_a_filter_value_narrows_the_asked_list(
    walk: Walker, page_server: PageServer, goal: str
) -> None:
    walked = await walk(goal, _admin(page_server), steps=8, must_end=True)
    assert walked.answer == f"True: {GERMAN}", (walked.answer, walked.paths)
    assert "/l13/admin/authors/" not in walked.paths, walked.paths
    assert walked.paths[-1] == "/l13/admin/books/", walked.paths


def _shop(server: PageServer) -> str:
    """A bookshop's catalogue with no filter but a 'Language' column, over three numbered pages; its
    authors page names their countries (Germany)."""
    nav = "<nav><a href='/l13/shop/'>Home</a> <a href='/l13/shop/authors/'>Authors</a></nav>"
    server.add(
        "/l13/shop/",
        f"<title>Corner Shop</title>{nav}<main><h1>Corner Shop</h1><p><a href='/l13/shop/books/1/'>"
        "Books</a> - our whole catalogue.</p></main>",
    )
    server.add(
        "/l13/shop/authors/",
        f"<title>Authors - Corner Shop</title>{nav}<main><h1>Authors</h1>"
        + _table(["First name", "Last name", "Country"], AUTHORS)
        + "</main>",
    )
    for page in range(3):
        pages = " ".join(
            f"<span class='this-page'>{n + 1}</span>"
            if n == page
            else f"<a href='/l13/shop/books/{n + 1}/'>{n + 1}</a>"
            for n in range(3)
        )
        server.add(
            f"/l13/shop/books/{page + 1}/",
            f"<title>Books - Corner Shop</title>{nav}<main><h1>Books</h1>"
            + _table(["Title", "Author", "Language"], BOOKS[page * 8 : (page + 1) * 8])
            + f"<p class='paginator'>{pages} 24 books</p></main>",
        )
    return server.url("/l13/shop/")


async def test_a_column_value_is_counted_row_by_row(walk: Walker, page_server: PageServer) -> None:
    walked = await walk("how many books are in German?", _shop(page_server), steps=8, must_end=True)
    assert walked.answer.startswith(f"True: {GERMAN} ("), (walked.answer, walked.paths)
    assert "'Language'" in walked.answer
    assert "/l13/shop/authors/" not in walked.paths, walked.paths


def _desk(server: PageServer) -> str:
    """A tracker whose home links its projects list only; the project's issue list states its total."""
    nav = "<nav><a href='/l13/desk/'>Home</a> <a href='/l13/desk/projects/'>Projects</a></nav>"
    server.add("/l13/desk/", f"<title>Home - Desk</title>{nav}<main><h1>Desk</h1><p>Welcome.</p></main>")
    server.add(
        "/l13/desk/projects/",
        f"<title>Projects - Desk</title>{nav}<main><h1>Projects</h1><ul><li><a href='/l13/desk/payroll/'>"
        "Payroll Engine</a></li><li><a href='/l13/desk/help/'>Help Centre</a></li></ul></main>",
    )
    server.add(
        "/l13/desk/payroll/",
        f"<title>Overview - Payroll Engine - Desk</title>{nav}<ul><li><a href='/l13/desk/payroll/'>Overview"
        "</a></li><li><a href='/l13/desk/payroll/issues/'>Issues</a></li></ul><h2>Issue tracking</h2>",
    )
    rows = [["41", "New", "Payslip rounding"], ["42", "Closed", "Export to CSV"], ["43", "New", "Tax table"]]
    server.add(
        "/l13/desk/payroll/issues/",
        f"<title>Issues - Payroll Engine - Desk</title>{nav}<main><h1>Issues</h1>"
        + _table(["#", "Status", "Subject"], rows)
        + "<p>(1-3/3)</p></main>",
    )
    return server.url("/l13/desk/")


@pytest.mark.parametrize(
    "goal", ["how many issues are in Payroll Engine?", "how many issues are in payroll engine"]
)
async def test_a_place_name_is_still_entered(walk: Walker, page_server: PageServer, goal: str) -> None:
    walked = await walk(goal, _desk(page_server), steps=8, must_end=True)
    assert walked.answer == "True: 3", (walked.answer, walked.paths)
    assert "/l13/desk/payroll/issues/" in walked.paths, walked.paths
