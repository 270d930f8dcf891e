"""A link to the page the run is on is already entered (real Chromium, the rules planner walked until it
ends): an admin changelist opened filtered to 'German' ('?language__exact=de', the filter's own link the
same address), a docs site whose side navigation links the open page ('./'), a CMS posts list opened on
its view 'Scheduled' (the view's link the page's address). None of them is clicked again. Pages of our own."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

LANGS = {"de": "German", "fr": "French", "en": "English"}
BOOKS = [[f"Book {i}", f"Author {i % 5}", ("de", "fr", "en", "en")[i % 4]] for i in range(14)]
GERMAN = sum(1 for b in BOOKS if b[2] == "de")

_RENDER = (
    "const rows = {rows}; const names = {names};"
    "const want = new URLSearchParams(location.search).get('language__exact');"
    "const shown = rows.filter(r => !want || r[2] === want);"
    "document.getElementById('rows').innerHTML = '<table><thead><tr><th>Title</th><th>Author</th>"
    "<th>Language</th></tr></thead><tbody>' + shown.map(r => '<tr><td><a href=\"/l15/admin/book/' + r[0]"
    ".split(' ')[1] + '/\">' + r[0] + '</a></td><td>' + r[1] + '</td><td>' + names[r[2]] + '</td></tr>')"
    ".join('') + '</tbody></table>';"
    "document.getElementById('total').textContent = shown.length + ' books';"
)


def _changelist(server: PageServer) -> str:
    """An admin changelist of books with a 'By language' filter whose values are codes in the address."""
    links = "".join(f"<li><a href='?language__exact={code}'>{name}</a></li>" for code, name in LANGS.items())
    render = _RENDER.format(rows=json.dumps(BOOKS), names=json.dumps(LANGS))
    server.add(
        "/l15/admin/book/",
        "<title>Select book to change | Library admin</title><main><h1>Select book to change</h1>"
        "<div id='rows'></div><p class='paginator' id='total'></p></main><nav id='changelist-filter'>"
        f"<h2>Filter</h2><h3>By language</h3><ul><li><a href='?'>All</a></li>{links}</ul></nav>"
        f"<script>{render}</script>",
    )
    return server.url("/l15/admin/book/?language__exact=de")


_DOC_NAV = (
    "<nav class='md-nav'><ul><li><a href='../'>Home</a></li><li><a href='./'>Getting started</a></li>"
    "<li><a href='../reference/'>Reference</a></li></ul></nav>"
)


def _docs(server: PageServer) -> str:
    """A docs site; the open page's nav entry is 'Getting started' at './', its heading 'Installation'."""
    server.add(
        "/l15/docs/start/",
        f"<title>Installation - Tool docs</title>{_DOC_NAV}<main><h1>Installation</h1>"
        "<p>Install the tool with pip, then run it once to write its settings file.</p></main>",
    )
    server.add("/l15/docs/", f"<title>Tool docs</title>{_DOC_NAV}<main><h1>Tool docs</h1></main>")
    return server.url("/l15/docs/start/")


def _posts(server: PageServer) -> str:
    """A CMS posts list opened on its view 'Scheduled (2)', whose link is the page's own address."""
    views = (
        "<ul class='subsubsub'><li><a href='/l15/wp/edit.php?post_type=post'>All (9)</a> |</li>"
        "<li><a href='/l15/wp/edit.php?post_status=future&post_type=post'>Scheduled (2)</a></li></ul>"
    )
    rows = "".join(
        f"<tr><td><a href='/l15/wp/post.php?post={i}'>Launch note {i}</a></td></tr>" for i in (1, 2)
    )
    server.add(
        "/l15/wp/edit.php",
        f"<title>Posts - Site - CMS</title><main><h1>Posts</h1>{views}<table><thead><tr><th>Title</th></tr>"
        f"</thead><tbody>{rows}</tbody></table></main>",
    )
    return server.url("/l15/wp/edit.php?post_status=future&post_type=post")


async def test_the_filter_the_list_is_opened_on_is_not_clicked_again(
    walk: Walker, page_server: PageServer
) -> None:
    start = _changelist(page_server)
    walked = await walk("how many books are in German?", start, steps=8, must_end=True)
    assert walked.answer == f"True: {GERMAN}", (walked.answer, walked.paths, walked.taken)
    assert not any(t.startswith("click") for t in walked.taken), walked.taken


@pytest.mark.parametrize(
    ("site", "goal"),
    [(_docs, "open the getting started page"), (_posts, "open Scheduled")],
)
async def test_a_link_to_the_open_page_counts_as_entered(
    walk: Walker, page_server: PageServer, site: object, goal: str
) -> None:
    start = site(page_server)  # type: ignore[operator]
    walked = await walk(goal, start, steps=4, must_end=True)
    assert walked.answer.startswith("True"), (walked.answer, walked.paths, walked.taken)
    assert walked.taken == [], walked.taken
