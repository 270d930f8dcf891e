"""A record known by a number no search field takes, found in the site's own list on real pages (real
Chromium, no graph): the recorder's form searches by name and dates only, so the number's year goes into
Date from / Date to, the list is read to its second page, and the record found there is opened and
read."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

_FORM = """<form method="get" action="/deeds/search">
<label for="ln">Last name</label><input id="ln" name="ln">
<label for="df">Date from</label><input id="df" name="df" placeholder="MM/DD/YYYY">
<label for="dt">Date to</label><input id="dt" name="dt" placeholder="MM/DD/YYYY">
<button type="submit">Search</button></form>"""


def _list(numbers: list[str], more: str) -> str:
    rows = "".join(
        f'<tr><td>DOE, JANE</td><td><a href="/deeds/record/{n}">{n}</a></td><td>Deed</td></tr>'
        for n in numbers
    )
    return (
        "<html><head><title>Search - Deeds Office</title></head><body><main><h1>Search official records</h1>"
        f"{_FORM}<p>4 records found</p><table><thead><tr><th>Name</th><th>Document #</th><th>Type</th></tr>"
        f"</thead><tbody>{rows}</tbody></table>{more}</main></body></html>"
    )


RECORD = """<html><head><title>Document 2019-004410</title></head><body><main>
<h1>Document 2019-004410</h1><table><tr><th>Document type</th><td>Deed</td></tr>
<tr><th>Parties</th><td>DOE JANE to ROE RICHARD</td></tr></table></main></body></html>"""


async def test_a_number_no_field_takes_is_found_in_its_years_list(
    page_server: PageServer, walk: Walker
) -> None:
    start = page_server.add(
        "/deeds/",
        "<html><head><title>Search - Deeds Office</title></head><body><main>"
        + _FORM
        + "</main></body></html>",
    )
    page_server.add("/deeds/search", _list(["2019-004520", "2019-004498"], '<a href="/deeds/page2">Next</a>'))
    page_server.add("/deeds/page2", _list(["2019-004431", "2019-004410"], ""))
    page_server.add("/deeds/record/2019-004410", RECORD)
    walked = await walk("who are the parties on document 2019-004410?", start, steps=9, must_end=True)
    paths, answer = walked.paths, walked.answer
    searched = [hit[1] for hit in page_server.hits if hit[1].startswith("/deeds/search")]
    assert searched and "df=01%2F01%2F2019" in searched[-1] and "dt=12%2F31%2F2019" in searched[-1]
    assert paths[-2:] == ["/deeds/page2", "/deeds/record/2019-004410"]
    assert answer == "True: DOE JANE to ROE RICHARD"
