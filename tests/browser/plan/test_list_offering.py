"""A count whose noun names no list of an admin index (real Chromium, the rules planner walked until it
answers): 'how many crime novels are there?' where the index lists Authors, Books, Genres and no
'Novels'. The lists are opened in turn; the one whose filters offer 'Crime' (Books, 'By genre') is the
things' list, narrowed by it and counted. Two shapes: an admin whose lists link each other from a side
bar and filter by links; an index whose lists link nowhere and filter by a select. Pages of our own."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

GENRES = ("Crime", "Romance", "Science fiction")
BOOKS = [[f"Book {i}", f"Author {i % 4}", GENRES[i % 3 if i % 5 else 0]] for i in range(13)]
CRIME = sum(1 for b in BOOKS if b[2] == "Crime")
AUTHORS = [[f"Author {i}", ("Spain", "Japan")[i % 2]] for i in range(4)]
LISTS = ("authors", "books", "genres")

_RENDER = (
    "const rows = {rows}; const col = {col}; const want = new URLSearchParams(location.search).get('{param}');"
    "const shown = rows.filter(r => !want || r[col].toLowerCase() === want.toLowerCase());"
    "document.getElementById('rows').innerHTML = '<table><thead><tr>' + {heads}.map(h => '<th>' + h + '</th>')"
    ".join('') + '</tr></thead><tbody>' + shown.map(r => '<tr>' + r.map(c => '<td>' + c + '</td>').join('')"
    " + '</tr>').join('') + '</tbody></table>';"
    "document.getElementById('total').textContent = shown.length + ' {noun}';"
)


def _list(rows: list[list[str]], heads: list[str], col: int, param: str, noun: str) -> str:
    return (
        "<div id='rows'></div><p class='paginator' id='total'></p><script>"
        + _RENDER.format(rows=json.dumps(rows), col=col, param=param, heads=json.dumps(heads), noun=noun)
        + "</script>"
    )


def _admin(server: PageServer) -> str:
    """Django-admin-like: an index of lists, each list with the side bar of every list and link filters."""
    base = "/l15o/admin"
    side = (
        "<nav id='nav-sidebar'><ul>"
        + "".join(f"<li><a href='{base}/catalog/{name}/'>{name.title()}</a></li>" for name in LISTS)
        + "</ul></nav>"
    )
    server.add(
        f"{base}/",
        "<title>Site administration | Library</title><main><h1>Site administration</h1><table>"
        + "".join(f"<tr><th><a href='{base}/catalog/{n}/'>{n.title()}</a></th></tr>" for n in LISTS)
        + "</table></main>",
    )

    def filters(title: str, param: str, values: tuple[str, ...]) -> str:
        links = "".join(f"<li><a href='?{param}={v}'>{v}</a></li>" for v in values)
        return f"<nav id='changelist-filter'><h2>Filter</h2><h3>By {title}</h3><ul><li><a href='?'>All</a></li>{links}</ul></nav>"

    server.add(
        f"{base}/catalog/authors/",
        f"<title>Select author to change | Library</title>{side}<main><h1>Select author to change</h1>"
        + _list(AUTHORS, ["Name", "Country"], 1, "country__exact", "authors")
        + "</main>"
        + filters("country", "country__exact", ("Spain", "Japan")),
    )
    server.add(
        f"{base}/catalog/books/",
        f"<title>Select book to change | Library</title>{side}<main><h1>Select book to change</h1>"
        + _list(BOOKS, ["Title", "Author", "Genre"], 2, "genre__exact", "books")
        + "</main>"
        + filters("genre", "genre__exact", GENRES),
    )
    server.add(
        f"{base}/catalog/genres/",
        f"<title>Select genre to change | Library</title>{side}<main><h1>Select genre to change</h1>"
        + _list([[g] for g in GENRES], ["Name"], 0, "x", "genres")
        + "</main>",
    )
    return server.url(f"{base}/")


def _records(server: PageServer) -> str:
    """An index of record lists that link nowhere else; the books list filters by a select form."""
    base = "/l15o/records"
    server.add(
        f"{base}/",
        "<title>Records</title><main><h1>Records</h1><ul>"
        + "".join(f"<li><a href='{base}/{n}'>{n.title()}</a></li>" for n in LISTS)
        + "</ul></main>",
    )
    server.add(
        f"{base}/authors",
        "<title>Authors - Records</title><main><h1>Authors</h1>"
        + _list(AUTHORS, ["Name", "Country"], 1, "country", "authors")
        + "</main>",
    )
    options = "".join(f"<option value='{g}'>{g}</option>" for g in GENRES)
    server.add(
        f"{base}/books",
        "<title>Books - Records</title><main><h1>Books</h1><form method='get'><label>Genre "
        f"<select name='genre'><option value=''>All genres</option>{options}</select></label>"
        "<button>Filter</button></form>"
        + _list(BOOKS, ["Title", "Author", "Genre"], 2, "genre", "books")
        + "</main>",
    )
    server.add(
        f"{base}/genres",
        "<title>Genres - Records</title><main><h1>Genres</h1>"
        + _list([[g] for g in GENRES], ["Name"], 0, "x", "genres")
        + "</main>",
    )
    return server.url(f"{base}/")


@pytest.mark.parametrize("site", [_admin, _records])
@pytest.mark.parametrize("goal", ["how many crime novels are there?", "how many crime titles do you have?"])
async def test_the_list_whose_filters_offer_the_value_is_counted(
    walk: Walker, page_server: PageServer, site: object, goal: str
) -> None:
    start = site(page_server)  # type: ignore[operator]
    walked = await walk(goal, start, steps=12, must_end=True)
    assert walked.answer == f"True: {CRIME}", (walked.answer, walked.paths, walked.taken)
