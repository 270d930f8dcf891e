"""A note added to the record a search found ('search for the issue about X and add a note saying Y'),
on real Chromium without the graph: a tracker whose search lists the issue among other kinds of result,
and a blog whose results show each post by its title and by a 'Leave a comment on <title>' link (one
record, two links). Two results that name the words alike are not guessed between."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser

TRACKER_HOME = """<html><head><title>Tracker</title></head><body>
<nav><a href="/t/projects">Projects</a> <a href="/t/issues">Issues</a></nav>
<form method="get" action="/t/search" role="search"><label for="q">Search</label>
<input id="q" name="q" type="search"></form><main><h1>Home</h1><p>Welcome to the tracker.</p></main>
</body></html>"""

TRACKER_RESULTS = """<html><head><title>Search - Tracker</title></head><body>
<nav><a href="/t/projects">Projects</a> <a href="/t/issues">Issues</a></nav>
<form method="get" action="/t/search" role="search"><label for="q">Search</label>
<input id="q" name="q" type="search"></form><main><h2>Search</h2><h3>Results (2)</h3><dl>
<dt><a href="/t/issues/18">Bug #18 (Resolved): Wrong currency symbol in the shop tab</a></dt>
<dd>Prices show $ instead of EUR.</dd>
<dt><a href="/t/wiki/Prices">Wiki: Prices</a></dt><dd>How prices and their symbol are shown.</dd>
</dl></main></body></html>"""

TRACKER_TWO = TRACKER_RESULTS.replace(
    '<dt><a href="/t/wiki/Prices">',
    '<dt><a href="/t/issues/30">Bug #30 (New): Currency symbol missing on invoices</a></dt><dd>-</dd>'
    '<dt><a href="/t/wiki/Prices">',
)

ISSUE_18 = """<html><head><title>Bug #18: Wrong currency symbol in the shop tab - Tracker</title></head>
<body><nav><a href="/t/issues">Issues</a></nav><main><h2>Bug #18</h2>
<h3>Wrong currency symbol in the shop tab</h3><p>Status: Resolved</p>
<form method="post" action="/t/issues/18"><label for="notes">Notes</label>
<textarea id="notes" name="notes"></textarea><button type="submit">Submit</button></form>
</main></body></html>"""

BLOG_HOME = """<html><head><title>Garden Notes</title></head><body><header><a href="/b/">Garden Notes</a>
<form method="get" action="/b/search" role="search"><label for="s">Search for:</label>
<input id="s" name="s" type="search"><button type="submit">Search</button></form></header>
<main><h1>Latest posts</h1><p>Notes from a small garden.</p></main></body></html>"""

BLOG_RESULTS = """<html><head><title>You searched for raised beds - Garden Notes</title></head><body>
<header><a href="/b/">Garden Notes</a></header><main><h1>Search results for: raised beds</h1>
<article><h2><a href="/b/raised-beds-for-beginners/">Raised Beds for Beginners</a></h2>
<p>Start with one bed of untreated larch.</p><a href="/b/category/gardening/">Gardening</a>
<a href="/b/raised-beds-for-beginners/#respond">Leave a comment on Raised Beds for Beginners</a></article>
<article><h2><a href="/b/watering-tomatoes/">Watering Tomatoes</a></h2>
<p>Water the beds in the morning.</p></article></main></body></html>"""

BLOG_POST = """<html><head><title>Raised Beds for Beginners - Garden Notes</title></head><body>
<header><a href="/b/">Garden Notes</a></header><main><article><h1>Raised Beds for Beginners</h1>
<p>Start with one bed of untreated larch.</p></article><section id="respond"><h2>Leave a Reply</h2>
<form method="post" action="/b/comments"><label for="comment">Comment</label>
<textarea id="comment" name="comment"></textarea><label for="author">Name</label>
<input id="author" name="author"><label for="email">Email</label><input id="email" name="email" type="email">
<button type="submit">Post Comment</button></form></section></main></body></html>"""


def _tracker(page_server: PageServer, results: str) -> str:
    start = page_server.add("/t/", TRACKER_HOME)
    page_server.add("/t/search", results)
    page_server.add("/t/issues/18", ISSUE_18)
    return start


@pytest.mark.parametrize(
    "goal",
    [
        "search for the issue about the currency symbol and add a note saying 'Seen again in 1.0.2'",
        "search the tracker for the currency symbol issue and add a note saying 'Seen again in 1.0.2'",
    ],
)
async def test_a_note_on_the_one_issue_the_search_found(
    page_server: PageServer, walk: Walker, sent: Sent, goal: str
) -> None:
    start = _tracker(page_server, TRACKER_RESULTS)
    walked = await walk(goal, start, steps=8)
    assert sent.paths("/t/search?q=currency")
    assert [f["notes"] for f in sent.forms("/t/issues/18")] == [["Seen again in 1.0.2"]]
    assert "/t/wiki/Prices" not in walked.paths


async def test_a_comment_on_the_post_the_blog_search_found_by_its_two_links(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = page_server.add("/b/", BLOG_HOME)
    page_server.add("/b/search", BLOG_RESULTS)
    page_server.add("/b/raised-beds-for-beginners/", BLOG_POST)
    goal = "search for the post about raised beds and leave a comment saying 'Which wood did you use?'"
    await walk(goal, start, steps=8)
    assert [f["comment"] for f in sent.forms("/b/comments")] == [["Which wood did you use?"]]


async def test_two_results_alike_are_not_guessed_between(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = _tracker(page_server, TRACKER_TWO)
    goal = "search for the issue about the currency symbol and add a note saying 'Seen again in 1.0.2'"
    walked = await walk(goal, start, steps=8, must_end=True)
    assert not sent.posts("/t/")
    assert walked.answer.startswith("False:") and "several results" in walked.answer
