"""Answers that sit on record pages (issue 28's list), each in two page shapes of our own (real
Chromium, the rules planner walked from the page until it answers): a step's time inside a recipe's
prose, a phone number on a contact page, the grantee on a record's own page (a <dl>, a two-column
table, 'Label: value' lines), a tag's count in a tag cloud, the biggest amount in a table of bills."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser

RECIPE = """<title>{title} - Harbour Kitchen</title><main><h1>{title}</h1>
<p>{intro}</p><h2>Method</h2><ol>{steps}</ol></main>"""


def _recipe(server: PageServer, path: str, title: str, intro: str, steps: list[str]) -> str:
    server.add(path, RECIPE.format(title=title, intro=intro, steps="".join(f"<li>{s}</li>" for s in steps)))
    return server.url(path)


@pytest.mark.parametrize(
    ("goal", "title", "steps", "want"),
    [
        (
            "how long do the lentils simmer?",
            "Red Lentil Soup",
            [
                "Fry the onion for 5 minutes.",
                "Add the lentils and the stock, then simmer for 20 minutes until soft.",
                "Blend and season.",
            ],
            "20 minutes",
        ),
        pytest.param(
            "how long does the bread bake?",
            "Country Loaf",
            [
                "Knead the dough for 10 minutes and let it rise for 2 hours.",
                "Bake the bread at 220°C for 35 minutes, until it sounds hollow.",
            ],
            "35 minutes",
            # a one-word subject ('bread') on a page titled otherwise ('Country Loaf'): read in prose
            # with the question's own verb ('bake'), core/answer._said_of_subject
        ),
    ],
)
async def test_a_steps_time_in_prose(
    walk: Walker, page_server: PageServer, goal: str, title: str, steps: list[str], want: str
) -> None:
    start = _recipe(page_server, f"/l12/recipe/{title.split()[-1].lower()}/", title, "A weekday dish.", steps)
    walked = await walk(goal, start, steps=4, must_end=True)
    assert walked.answer.startswith("True: ") and want in walked.answer, walked.answer


CONTACTS = {
    "prose": (
        "<title>Contact us - Millbrook Library</title><main><h1>Contact us</h1>"
        "<p>Visit us at 4 Mill Lane. Open Monday to Saturday, 9 to 17.</p>"
        "<p>Call us on (555) 201-3344 or write to desk@millbrook.example.</p></main>"
    ),
    "dl": (
        "<title>Contact - Millbrook Library</title><main><h1>Contact</h1><dl>"
        "<dt>Address</dt><dd>4 Mill Lane</dd><dt>Telephone</dt><dd>(555) 201-3344</dd>"
        "<dt>Email</dt><dd>desk@millbrook.example</dd></dl></main>"
    ),
}


@pytest.mark.parametrize("shape", sorted(CONTACTS))
async def test_a_phone_number_on_a_contact_page(walk: Walker, page_server: PageServer, shape: str) -> None:
    page_server.add(f"/l12/contact-{shape}/", CONTACTS[shape])
    walked = await walk(
        "what is the library's phone number?",
        page_server.url(f"/l12/contact-{shape}/"),
        steps=4,
        must_end=True,
    )
    assert walked.answer.startswith("True: ") and "201-3344" in walked.answer, walked.answer


RECORDS = {
    "dl": "<dl><dt>Instrument</dt><dd>2024-001555</dd><dt>Grantor</dt><dd>Harold Finch</dd>"
    "<dt>Grantee</dt><dd>Maria Lopez</dd><dt>Recorded</dt><dd>03/14/2024</dd></dl>",
    "table": "<table><tr><th>Instrument</th><td>2024-001555</td></tr><tr><th>Grantor</th><td>Harold Finch</td></tr>"
    "<tr><th>Grantee</th><td>Maria Lopez</td></tr><tr><th>Recorded</th><td>03/14/2024</td></tr></table>",
    "lines": "<p>Instrument: 2024-001555<br>Grantor: Harold Finch<br>Grantee: Maria Lopez<br>"
    "Recorded: 03/14/2024</p>",
}


@pytest.mark.parametrize("shape", sorted(RECORDS))
async def test_the_grantee_on_a_records_own_page(walk: Walker, page_server: PageServer, shape: str) -> None:
    page_server.add(
        f"/l12/deed-{shape}/",
        "<title>Instrument 2024-001555 - County Records</title><main><h1>Warranty deed 2024-001555</h1>"
        + RECORDS[shape]
        + "</main>",
    )
    walked = await walk(
        "who is the grantee on instrument 2024-001555?",
        page_server.url(f"/l12/deed-{shape}/"),
        steps=4,
        must_end=True,
    )
    assert walked.answer == "True: Maria Lopez", walked.answer


TAGS = {
    "cloud": "<div class='tagcloud'><a href='/tags/python/'>python (12)</a> <a href='/tags/rust/'>rust (3)</a> "
    "<a href='/tags/web/'>web (7)</a></div>",
    "list": "<ul class='tags'><li><a href='/tags/python/'>python</a> <span class='count'>12</span></li>"
    "<li><a href='/tags/rust/'>rust</a> <span class='count'>3</span></li>"
    "<li><a href='/tags/web/'>web</a> <span class='count'>7</span></li></ul>",
}


@pytest.mark.parametrize("shape", sorted(TAGS))
async def test_a_tags_count_in_a_tag_cloud(walk: Walker, page_server: PageServer, shape: str) -> None:
    page_server.add(
        f"/l12/tags-{shape}/", "<title>Tags - Team Wiki</title><main><h1>Tags</h1>" + TAGS[shape] + "</main>"
    )
    walked = await walk(
        "how many pages are tagged python?", page_server.url(f"/l12/tags-{shape}/"), steps=4, must_end=True
    )
    assert walked.answer.startswith("True: 12"), walked.answer


BILLS = [("Groceries", "Ann", "$84.20"), ("Rent", "Bo", "$1,250.00"), ("Internet", "Ann", "$45.00")]


def _bills(server: PageServer, shape: str) -> str:
    if shape == "table":
        body = "<table><tr><th>Bill</th><th>Paid by</th><th>Amount</th></tr>" + "".join(
            f"<tr><td>{b}</td><td>{p}</td><td>{a}</td></tr>" for b, p, a in BILLS
        )
        body += "<tr><td>Gas</td><td>Bo</td><td>$60.10</td></tr></table>"
    else:
        body = "<div role='grid'><div role='row'><span role='columnheader'>What</span>"
        body += "<span role='columnheader'>Who paid</span><span role='columnheader'>Cost</span></div>"
        body += "".join(
            f"<div role='row'><span role='gridcell'>{b}</span><span role='gridcell'>{p}</span>"
            f"<span role='gridcell'>{a}</span></div>"
            for b, p, a in BILLS
        )
        body += "</div>"
    server.add(
        f"/l12/bills-{shape}/", "<title>Flat 3 - Shared bills</title><main><h1>Bills</h1>" + body + "</main>"
    )
    return server.url(f"/l12/bills-{shape}/")


@pytest.mark.parametrize("shape", ["table", "grid"])
@pytest.mark.parametrize("goal", ["what is the biggest bill?", "which bill has the largest amount?"])
async def test_the_biggest_amount_in_a_table_of_bills(
    walk: Walker, page_server: PageServer, shape: str, goal: str
) -> None:
    walked = await walk(goal, _bills(page_server, shape), steps=4, must_end=True)
    assert walked.answer.startswith("True: ") and "Rent" in walked.answer, walked.answer
