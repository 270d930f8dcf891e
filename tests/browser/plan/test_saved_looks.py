"""After a change is saved, the run looks at what the site kept; a person's name goes into a form's name
parts (real Chromium, no graph).

An admin saves a record's form and goes back to the list of all records, which says nothing of the
change unless the record's row is found: when that list has a column for the changed field, the list is
narrowed to the record by its own search box, once, and its one row shows the saved value. A save that
stays on the record's page, or a list with no column for the field, is not searched. A person's name
given whole ('Marta Lindgren') goes into First name and Last name when the form asks for it in parts,
and whole into a form's one Name field.
"""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser

_LIST = """<title>Select book to change | Library admin</title><main><h1>Select book to change</h1>
<form method=get action="/sl/books"><input name=q aria-label=Search><input type=submit value=Search></form>
<table><tr><th><a href="/sl/books?o=1">Title</a></th><th><a href="/sl/books?o=2">Author</a></th>{head}</tr>
<tr><td><a href="/sl/books/6">Hidden Kingdoms</a></td><td>Ines Duarte</td>{c1}</tr>
<tr><td><a href="/sl/books/7">Paper Gardens</a></td><td>Tomas Berg</td>{c2}</tr></table>
<p>2 books</p></main>"""

_BOOK = """<title>Hidden Kingdoms | Change book | Library admin</title><main><h1>Change book</h1>
<h2>Hidden Kingdoms</h2><form method=post action="/sl/books/6/save">
<p><label for=t>Title:</label> <input id=t name=title value="Hidden Kingdoms"></p>
<p><label for=c>Copies owned:</label> <input id=c name=copies type=number value=2></p>
<input type=submit name=_save value=Save></form></main>"""

_SAVED_PAGE = """<title>Hidden Kingdoms | Library</title><main><h1>Hidden Kingdoms</h1>
<p>Book saved.</p><p>Copies owned: 4</p><form method=get action="/sl/search"><input name=q aria-label=Search>
<input type=submit value=Search></form></main>"""

GOAL = "set the number of copies of Hidden Kingdoms to 4"


def _admin(page_server: PageServer, *, column: bool, back_to_list: bool = True) -> str:
    head, c1, c2 = ("<th>Copies owned</th>", "<td>2</td>", "<td>5</td>") if column else ("", "", "")
    start = page_server.add("/sl/books", _LIST.format(head=head, c1=c1, c2=c2))
    page_server.add("/sl/books/6", _BOOK)
    if back_to_list:
        page_server.redirect("/sl/books/6/save", "/sl/books?saved=6")
    else:
        page_server.add("/sl/books/6/save", _SAVED_PAGE)
    return start


def _searched(page_server: PageServer, since: int) -> list[str]:
    return [p for m, p, _ in page_server.hits[since:] if m == "GET" and "q=" in p]


async def test_a_save_back_on_the_list_is_looked_at_in_the_list_narrowed_to_the_record(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = _admin(page_server, column=True)
    walked = await walk(GOAL, start, steps=10, must_end=True)
    (saved,) = sent.forms("/sl/books/6/save")
    assert saved["copies"] == ["4"], walked.taken
    assert _searched(page_server, sent.since) == ["/sl/books?q=Hidden+Kingdoms"], walked.paths
    assert walked.end is not None and walked.end.success, walked.answer


@pytest.mark.parametrize("column, back_to_list", [(False, True), (True, False)])
async def test_a_save_the_page_shows_or_a_list_without_the_column_is_not_searched(
    page_server: PageServer, walk: Walker, sent: Sent, column: bool, back_to_list: bool
) -> None:
    start = _admin(page_server, column=column, back_to_list=back_to_list)
    walked = await walk(GOAL, start, steps=10, must_end=True)
    (saved,) = sent.forms("/sl/books/6/save")
    assert saved["copies"] == ["4"], walked.taken
    assert _searched(page_server, sent.since) == [], walked.paths
    assert walked.end is not None and walked.end.success, walked.answer


_ADD = """<title>Add {kind} | Admin</title><main><h1>Add {kind}</h1><form method=post action="/sl/{kind}s/save">
{fields}<p><label for=co>Country:</label> <input id=co name=country></p>
<input type=submit name=_save value=Save></form></main>"""

_PARTS = """<p><label for=fn>First name:</label> <input id=fn name=first_name></p>
<p><label for=ln>Last name:</label> <input id=ln name=last_name></p>"""
_WHOLE = """<p><label for=nm>Name:</label> <input id=nm name=name></p>
<p><label for=fn>First name of the agent:</label> <input id=fn name=agent_first></p>"""


@pytest.mark.parametrize(
    "goal, first, last",
    [
        ("add an author named Marta Lindgren", "Marta", "Lindgren"),
        ("please create a new author called Anna Maria Holm", "Anna Maria", "Holm"),
    ],
)
async def test_a_whole_name_goes_into_the_first_and_last_name_fields(
    page_server: PageServer, walk: Walker, sent: Sent, goal: str, first: str, last: str
) -> None:
    start = page_server.add("/sl/authors/add", _ADD.format(kind="author", fields=_PARTS))
    page_server.add("/sl/authors/save", "<title>Authors</title><h1>Authors</h1><p>The author was added.</p>")
    walked = await walk(goal, start, steps=8)
    (saved,) = sent.forms("/sl/authors/save")
    assert saved["first_name"] == [first] and saved["last_name"] == [last], walked.taken


async def test_a_whole_name_stays_whole_in_a_form_with_a_name_field(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = page_server.add("/sl/agents/add", _ADD.format(kind="agent", fields=_WHOLE))
    page_server.add("/sl/agents/save", "<title>Agents</title><h1>Agents</h1><p>The agent was added.</p>")
    walked = await walk("add an agent named Marta Lindgren", start, steps=8)
    (saved,) = sent.forms("/sl/agents/save")
    assert saved["name"] == ["Marta Lindgren"] and saved.get("agent_first", [""]) == [""], walked.taken
