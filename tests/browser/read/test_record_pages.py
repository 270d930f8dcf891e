"""A record's attributes read from real Chromium observations: a tracker's label/value blocks, a
definition list, a blog post's byline and prose, a change form's fields."""

from __future__ import annotations

import pytest
from playwright.async_api import Page

from tests.fixtures.observe import observe, page  # noqa: F401  (the page fixture)
from wayfinder.read.attributes import attribute_value
from wayfinder.read.notes import pick_note, read_notes
from wayfinder.read.typed import typed_answer

pytestmark = pytest.mark.browser

TRACKER = """<main><h2>Bug #31</h2><h3>Login page times out on slow networks</h3>
<p class="author">Added by <a href="/users/4">Rosa Petrova</a> 3 days ago.</p>
<div class="attributes">
 <div class="status attribute"><div class="label">Status:</div><div class="value">New</div></div>
 <div class="priority attribute"><div class="label">Priority:</div><div class="value">Urgent</div></div>
 <div class="assigned-to attribute"><div class="label">Assignee:</div><div class="value"><a href="/users/7">Tomas Weber</a></div></div>
</div><p>Long description of the problem, long enough to be the page's main text.</p></main>"""

DIRECTORY = """<main><h1>Member RL1</h1><dl><dt>Name</dt><dd>Lia Brandt</dd><dt>Telephone</dt>
<dd>+49 30 1234 5678</dd><dt>Joined</dt><dd>March 3, 2024</dd></dl>
<p>Members borrow up to ten books at a time from any of our branches.</p></main>"""

POST = """<main><article><h1>Chickpea Stew</h1><div class="entry-content"><p>Fry the onions for 8
minutes. Let the stew bubble for 40 minutes. It keeps for four days in the fridge.</p></div>
<footer><span>Published <time>January 12, 2026</time></span><span>By <a href="/author/p">Priya Nair</a></span>
</footer></article></main>"""

FORM = """<main><h1>Change book</h1><form><label for="t">Title:</label><input id="t" value="An Observatory">
<label for="i">ISBN:</label><input id="i" value="9780000000001"><label for="s">Status:</label>
<select id="s"><option>Draft</option><option selected>Published</option></select>
<label for="p">Password:</label><input id="p" type="password" value="hunter2"></form></main>"""


async def test_tracker_label_blocks(page: Page) -> None:  # noqa: F811
    obs = await observe(page, TRACKER)
    assert attribute_value(obs, "priority") == "Urgent"
    assert attribute_value(obs, "assignee") == "Tomas Weber"
    assert attribute_value(obs, "author") == "Rosa Petrova"


async def test_definition_list_pairs(page: Page) -> None:  # noqa: F811
    obs = await observe(page, DIRECTORY)
    assert "Telephone\t+49 30 1234 5678" in obs.text_digest.splitlines()
    assert attribute_value(obs, "phone number") == "+49 30 1234 5678"


async def test_byline_and_prose(page: Page) -> None:  # noqa: F811
    obs = await observe(page, POST)
    assert attribute_value(obs, "author") == "Priya Nair"
    found = typed_answer(obs.text_digest, "how long does the stew bubble?", "duration")
    assert found is not None and found.value == "40 minutes"


async def test_change_form_fields(page: Page) -> None:  # noqa: F811
    obs = await observe(page, FORM)
    assert attribute_value(obs, "ISBN") == "9780000000001"
    assert attribute_value(obs, "status") == "Published"
    assert attribute_value(obs, "password") is None


JOURNAL = """<main><h2>Bug #7</h2><h3>Images load slowly</h3>
<p class="author">Added by <a href="/users/4">Rosa Petrova</a> <a title="03/08/2026">9 months</a> ago.</p>
<div class="attributes"><div class="label">Status:</div><div class="value">Feedback</div></div>
<div id="history"><h3>History</h3>
<div class="journal"><div class="contextual"><a href="#note-1">#1</a> <a href="#">Actions</a></div>
<h4>Updated by <a href="/users/4">Rosa Petrova</a> <a title="03/08/2026 01:00 PM">9 months</a> ago</h4>
<div class="wiki"><p>Could you send the original files?</p></div></div>
<div class="journal"><div class="contextual"><a href="#note-2">#2</a> <a href="#">Actions</a></div>
<h4>Updated by <a href="/users/6">Tomas Weber</a> <a title="03/09/2026 09:00 AM">8 months</a> ago</h4>
<ul class="details"><li><strong>Status</strong> changed from <i>New</i> to <i>Feedback</i></li></ul>
<div class="wiki"><p>Sent them on Monday.</p></div></div></div>
<p class="other-formats">Also available in: <a href="/issues/7.atom">Atom</a> <a href="/issues/7.pdf">PDF</a></p>
</main>"""


async def test_a_trackers_journal_as_notes(page: Page) -> None:  # noqa: F811
    obs = await observe(page, JOURNAL)
    notes = read_notes(obs.text_digest.split("\n"))
    assert [(n.author, n.text) for n in notes] == [
        ("Rosa Petrova", "Could you send the original files?"),
        ("Tomas Weber", "Sent them on Monday."),
    ]
    last = pick_note(notes, "Tomas", -1)
    assert last is not None and last.text == "Sent them on Monday."
