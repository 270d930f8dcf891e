"""A list of two pages whose current page is plain text, not a link ('<span class=this-page>1</span>
<a href=?p=2>2</a>': Django admin's changelist; a blog's '<strong>1</strong> <a href=/page/2/>2</a>'):
the one number link is its pager, so a count by a column reads both pages (real Chromium, the rules
planner walked until it answers). Pages of our own."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

LANGUAGES = ("English", "German", "French", "German", "English", "Spanish", "English")
BOOKS = [[f"Book {i}", f"Author {i % 5}", LANGUAGES[(i * 3) % 7]] for i in range(14)]
GERMAN = sum(1 for b in BOOKS if b[2] == "German")
SHAPES = {
    # Django admin: the first page has no parameter, the others '?p=N'; the current page a span
    "query": (
        "/l14/admin/books/",
        lambda n: f"?p={n}" if n > 1 else "?",
        "<span class='this-page'>{}</span>",
    ),
    # a blog's archive: '/page/N/' paths, the current page in bold
    "path": (
        "/l14/blog/books/",
        lambda n: f"/l14/blog/books/page/{n}/" if n > 1 else "/l14/blog/books/",
        "<strong>{}</strong>",
    ),
}


def _table(rows: list[list[str]]) -> str:
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (
        "<table><thead><tr><th>Title</th><th>Author</th><th>Language</th></tr></thead>"
        f"<tbody>{body}</tbody></table>"
    )


def _page(n: int, shape: str) -> str:
    _, address, current = SHAPES[shape]
    pager = " ".join(current.format(m) if m == n else f"<a href='{address(m)}'>{m}</a>" for m in (1, 2))
    return f"<h1>Books</h1>{_table(BOOKS[(n - 1) * 7 : n * 7])}<p class='paginator'>{pager}</p>"


def _catalogue(server: PageServer, shape: str) -> str:
    """A home linking 'Books', a list of 14 books over two pages with a 'Language' column and no filter
    and no stated total; the query shape's page is chosen in the page by its address's 'p'."""
    base, address, _ = SHAPES[shape]
    home = base.replace("books/", "")
    server.add(home, f"<title>Library</title><main><h1>Library</h1><p><a href='{base}'>Books</a></p></main>")
    if shape == "query":
        pages = json.dumps([_page(1, shape), _page(2, shape)])
        server.add(
            base,
            "<title>Books | Library</title><main id='list'></main><script>"
            f"const pages = {pages}; const p = new URLSearchParams(location.search).get('p') || '1';"
            "document.getElementById('list').innerHTML = pages[Number(p) - 1];</script>",
        )
    else:
        for n in (1, 2):
            server.add(address(n), f"<title>Books | Library</title><main>{_page(n, shape)}</main>")
    return server.url(home)


@pytest.mark.parametrize("shape", sorted(SHAPES))
async def test_a_count_by_a_column_reads_both_pages(
    walk: Walker, page_server: PageServer, shape: str
) -> None:
    walked = await walk(
        "how many books are in German?", _catalogue(page_server, shape), steps=8, must_end=True
    )
    assert walked.answer.startswith(f"True: {GERMAN} ("), (walked.answer, walked.paths)
    assert "'Language'" in walked.answer and "two pages" in walked.answer, walked.answer
