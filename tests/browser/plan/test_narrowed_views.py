"""A list that opens already narrowed (real Chromium, the rules planner walked until it answers):
WordPress' posts opened on the view 'Drafts (2)', Django admin's changelist opened with a filter kept in
its address ('?status__exact=closed'). A count of all the things takes the list's 'All'; a count of
the narrowed set ('how many drafts', 'closed issues') keeps it. Pages of our own."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

POSTS = [[f"Post {i}", "Draft" if i % 7 == 3 else "Published"] for i in range(15)]
DRAFTS = sum(1 for p in POSTS if p[1] == "Draft")
ISSUES = [[str(100 + i), f"Issue {i}", ("New", "Closed", "Closed", "In progress")[i % 4]] for i in range(11)]
CLOSED = sum(1 for i in ISSUES if i[2] == "Closed")

_RENDER = (
    "const heads = {heads}; const rows = {rows}; const col = {col};"
    "const q = new URLSearchParams(location.search); const want = q.get('{param}');"
    "const shown = rows.filter(r => !want || r[col].toLowerCase() === want);"
    "document.getElementById('rows').innerHTML = '<table><thead><tr>' + heads.map(h => '<th>' + h + '</th>')"
    ".join('') + '</tr></thead><tbody>' + shown.map(r => '<tr>' + r.map(c => '<td>' + c + '</td>').join('')"
    " + '</tr>').join('') + '</tbody></table>';"
    "document.getElementById('total').textContent = shown.length + ' {noun}';"
)


def _posts(server: PageServer) -> str:
    """A CMS posts list whose views are links: 'All (15) | Published (n) | Drafts (n)'."""
    published = len(POSTS) - DRAFTS
    views = (
        f"<ul class='subsubsub'><li><a href='/l14/wp/edit.php?post_type=post'>All ({len(POSTS)})</a> |</li>"
        f"<li><a href='/l14/wp/edit.php?post_status=published&post_type=post'>Published ({published})</a> |</li>"
        f"<li><a href='/l14/wp/edit.php?post_status=draft&post_type=post'>Drafts ({DRAFTS})</a></li></ul>"
    )
    render = _RENDER.format(
        heads=json.dumps(["Title", "Status"]),
        rows=json.dumps(POSTS),
        col=1,
        param="post_status",
        noun="items",
    )
    server.add(
        "/l14/wp/edit.php",
        f"<title>Posts - Site - CMS</title><main><h1>Posts</h1>{views}<p id='total'></p><div id='rows'></div>"
        f"</main><script>{render}</script>",
    )
    return server.url("/l14/wp/edit.php?post_status=draft&post_type=post")


def _changelist(server: PageServer) -> str:
    """An admin changelist of issues with a filter 'By status' kept in the address."""
    links = "".join(
        f"<li><a href='?status__exact={v.lower()}'>{v}</a></li>" for v in ("New", "In progress", "Closed")
    )
    render = _RENDER.format(
        heads=json.dumps(["Number", "Title", "Status"]),
        rows=json.dumps(ISSUES),
        col=2,
        param="status__exact",
        noun="issues",
    )
    server.add(
        "/l14/admin/issues/",
        "<title>Select issue to change | Tracker admin</title><main><h1>Select issue to change</h1>"
        "<div id='rows'></div><p class='paginator' id='total'></p></main><nav id='changelist-filter'>"
        f"<h2>Filter</h2><h3>By status</h3><ul><li><a href='?'>All</a></li>{links}</ul></nav>"
        f"<script>{render}</script>",
    )
    return server.url("/l14/admin/issues/?status__exact=closed")


@pytest.mark.parametrize(
    ("site", "goal", "total"),
    [
        (_posts, "how many posts are there?", len(POSTS)),
        (_changelist, "how many issues are there?", len(ISSUES)),
        (_posts, "how many drafts are there?", DRAFTS),
        (_changelist, "how many closed issues are there?", CLOSED),
    ],
)
async def test_a_count_takes_the_narrowing_it_asks_for(
    walk: Walker, page_server: PageServer, site: object, goal: str, total: int
) -> None:
    start = site(page_server)  # type: ignore[operator]
    walked = await walk(goal, start, steps=8, must_end=True)
    assert walked.answer == f"True: {total}", (walked.answer, walked.paths, walked.taken)
