"""A record's facts read from real Chromium observations of admin pages: a read-only record (labels of
no control over their values), a change form whose select is drawn by a script widget (the native
select hidden in a 1px box), and the sidebar list of models beside both, which gives no facts."""

from __future__ import annotations

import pytest
from playwright.async_api import Page

from tests.fixtures.observe import observe, page  # noqa: F401  (the page fixture)
from wayfinder.read.attributes import attribute_value

pytestmark = pytest.mark.browser

SIDEBAR = """<nav id="sidebar"><table><caption>Circulation</caption>
<thead><tr><th>Model name</th><th>Add link</th><th>Change or view list link</th></tr></thead><tbody>
<tr><th><a href="/admin/writers/">Writers</a></th><td><a href="/admin/writers/add/">Add</a></td><td></td></tr>
<tr><th><a href="/admin/volumes/">Volumes</a></th><td><a href="/admin/volumes/add/">Add</a></td><td></td></tr>
</tbody></table></nav>"""

READ_ONLY = f"""{SIDEBAR}<main><h1>View patron</h1><h2>Oona Brandt (LC-7731)</h2><fieldset>
<div class="form-row"><div><label>Card number:</label><div class="readonly">LC-7731</div></div></div>
<div class="form-row"><div><label>First name:</label><div class="readonly">Oona</div></div></div>
<div class="form-row"><div><label>Last name:</label><div class="readonly">Brandt</div></div></div>
<div class="form-row"><div><label>Email:</label><div class="readonly">oona@example.org</div></div></div>
</fieldset></main>"""

WIDGET_FORM = f"""{SIDEBAR}<main><h1>Change volume</h1><form>
<div><label for="id_title">Title:</label><input id="id_title" value="Salt Roads"></div>
<div><label for="id_writer">Writer:</label>
<select id="id_writer" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">
<option value="3" selected>Ada Brook</option></select>
<span class="drawn-select" role="combobox" aria-expanded="false" tabindex="0"><span>Ada Brook</span></span></div>
<div><label for="id_pages">Pages:</label><input id="id_pages" value="312"></div>
<p>Every volume in the catalogue has one writer and a number of copies.</p></form></main>"""


async def test_a_read_only_records_labels_and_joined_name(page: Page) -> None:  # noqa: F811
    obs = await observe(page, READ_ONLY)
    assert "Card number:" in obs.text_digest.splitlines()
    assert attribute_value(obs, "card number") == "LC-7731"
    assert attribute_value(obs, "holder") == "Oona Brandt"
    assert attribute_value(obs, "writer") is None  # the sidebar's 'Writers | Add' is no writer


async def test_a_script_drawn_select_shows_its_value_under_its_label(page: Page) -> None:  # noqa: F811
    obs = await observe(page, WIDGET_FORM)
    assert attribute_value(obs, "author") == "Ada Brook"
    assert attribute_value(obs, "pages") == "312"
    assert "Title:" not in obs.text_digest  # a shown field's label stays an element's, not the text's
