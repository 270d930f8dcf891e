"""A record's change form is its own page although a field holds its name (real Chromium, the rules
planner walked until it answers): 'how many pages does Restless Bridges have?' opens the book from the
list's search, and its form's 'Title' field says 'Restless Bridges' beside 'Pages 661'. A field of a
record's form is no search box echoing a query, so the form is read, not left as the search's results.
Two wordings, two kinds of record (a book's pages, a member's card number). Pages of our own."""

from __future__ import annotations

import json

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

BOOKS = [("Restless Bridges", "661", "9783351047252"), ("Quiet Rivers", "240", "9781111111111")]
MEMBERS = [("Ada Moreno", "RL10077", "ada@example.org"), ("Bo Lind", "RL10078", "bo@example.org")]

_LIST_JS = (
    "const rows = {rows}; const q = (new URLSearchParams(location.search).get('q') || '').toLowerCase();"
    "document.getElementById('rows').innerHTML = rows.map((r, i) => [r, i]).filter(([r]) => !q ||"
    " r[0].toLowerCase().includes(q)).map(([r, i]) => '<tr><th><a href=\"{base}/' + i + '/change/\">' + r[0]"
    " + '</a></th></tr>').join('');"
)


def _admin(
    server: PageServer, kind: str, fields: tuple[str, str, str], rows: list[tuple[str, str, str]]
) -> str:
    base = f"/l17r/{kind}"
    server.add(
        f"{base}/",
        f"<title>Select {kind} to change | Library</title><main><h1>Select {kind} to change</h1>"
        "<form method=get id=changelist-search><input type=text name=q id=searchbar>"
        "<input type=submit value=Search></form><table><tbody id=rows></tbody></table>"
        f"<script>{_LIST_JS.format(rows=json.dumps(rows), base=base)}</script></main>",
    )
    for i, row in enumerate(rows):
        inputs = "".join(
            f"<div><label for=id_{f.lower().replace(' ', '_')}>{f}:</label>"
            f"<input id=id_{f.lower().replace(' ', '_')} name={f.lower().replace(' ', '_')} value='{v}'></div>"
            for f, v in zip(fields, row, strict=True)
        )
        server.add(
            f"{base}/{i}/change/",
            f"<title>{row[0]} | Change {kind} | Library</title><main><h1>Change {kind}</h1><h2>{row[0]}</h2>"
            f"<form method=post>{inputs}<input type=submit value=Save></form></main>",
        )
    return server.url(f"{base}/")


@pytest.mark.parametrize(
    ("kind", "fields", "rows", "goal", "answer"),
    [
        ("book", ("Title", "Pages", "ISBN"), BOOKS, "how many pages does Restless Bridges have?", "661"),
        ("member", ("Name", "Card number", "Email"), MEMBERS, "what is Ada Moreno's card number?", "RL10077"),
    ],
)
async def test_the_change_form_of_the_record_is_read(
    walk: Walker,
    page_server: PageServer,
    kind: str,
    fields: tuple[str, str, str],
    rows: list[tuple[str, str, str]],
    goal: str,
    answer: str,
) -> None:
    start = _admin(page_server, kind, fields, rows)
    walked = await walk(goal, start, steps=8, must_end=True)
    assert walked.answer == f"True: {answer}", (walked.answer, walked.paths, walked.taken)
