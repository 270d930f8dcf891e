"""A record named by its identifier, found on real pages (real Chromium, no graph): a tracker whose
issue list links '/tracker/issues/<n>' (the planner follows that pattern to the issue the goal names and
reads it there), and a records portal whose multi-field search form has a document number field (the
identifier goes there, the result that is it is opened and read)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

ISSUES = """<html><head><title>Issues - Tracker</title></head><body>
<nav><a href="/tracker/projects">Projects</a> <a href="/tracker/issues">Issues</a></nav>
<main><h1>Issues</h1><table><thead><tr><th>#</th><th>Subject</th><th>Assignee</th></tr></thead><tbody>
<tr><td><a href="/tracker/issues/3">3</a></td><td><a href="/tracker/issues/3">Login times out</a></td><td>Ana</td></tr>
<tr><td><a href="/tracker/issues/7">7</a></td><td><a href="/tracker/issues/7">CSV export drops rows</a></td><td>Bo</td></tr>
<tr><td><a href="/tracker/issues/9">9</a></td><td><a href="/tracker/issues/9">Typo on the help page</a></td><td>Ana</td></tr>
</tbody></table></main></body></html>"""

ISSUE_20 = """<html><head><title>Bug #20: Dark mode flickers - Tracker</title></head><body>
<nav><a href="/tracker/issues">Issues</a></nav><main><h2>Bug #20</h2><h3>Dark mode flickers</h3>
<table><tr><th>Status:</th><td>New</td></tr><tr><th>Assignee:</th><td>Dana Whitfield</td></tr></table>
</main></body></html>"""

FORM = """<html><head><title>Search - County Recorder</title></head><body><main>
<h1>Search official records</h1><form method="get" action="/recorder/search">
<label for="ln">Last name</label><input id="ln" name="ln">
<label for="fn">First name</label><input id="fn" name="fn">
<label for="dn">Document number</label><input id="dn" name="dn">
<button type="submit">Search</button></form></main></body></html>"""

RESULTS = """<html><head><title>Search - County Recorder</title></head><body><main>
<h1>Search official records</h1><p>1 record found</p><table><thead><tr><th>Name</th><th>Document #</th>
<th>Type</th></tr></thead><tbody><tr><td>SMITH, JOHN</td><td><a href="/recorder/record/91">2023-001185</a>
</td><td>Deed</td></tr></tbody></table></main></body></html>"""

RECORD = """<html><head><title>Document 2023-001185</title></head><body><main>
<h1>Document 2023-001185</h1><table><tr><th>Document type</th><td>Deed</td></tr>
<tr><th>Parties</th><td>OAK RIDGE LLC</td></tr></table></main></body></html>"""


async def test_a_tracker_issue_by_number_through_the_sites_own_address_pattern(
    page_server: PageServer, walk: Walker
) -> None:
    start = page_server.add("/tracker/issues", ISSUES)
    page_server.add("/tracker/issues/20", ISSUE_20)
    walked = await walk("who is issue 20 assigned to?", start, steps=9, must_end=True)
    paths, answer = walked.paths, walked.answer
    assert paths[-1] == "/tracker/issues/20"
    assert answer == "True: Dana Whitfield"


async def test_a_document_number_goes_into_the_forms_number_field(
    page_server: PageServer, walk: Walker
) -> None:
    start = page_server.add("/recorder/", FORM)
    page_server.add("/recorder/search", RESULTS)
    page_server.add("/recorder/record/91", RECORD)
    goal = "who are the parties on document 2023-001185?"
    walked = await walk(goal, start, steps=9, must_end=True)
    paths, answer = walked.paths, walked.answer
    searched = [hit for hit in page_server.hits if hit[1].startswith("/recorder/search")]
    assert searched and "dn=2023-001185" in searched[-1][1]
    assert paths[-1] == "/recorder/record/91"
    assert answer == "True: OAK RIDGE LLC"
