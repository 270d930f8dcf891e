"""The observation says which form an element is in (index, action, method) and its autocomplete
tokens: language-independent risk evidence (issue 19 item 10)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

PAGE = """<title>Kasse</title>
<form action="/suche" method=get><input name=q aria-label=Suche><button>Los</button></form>
<form action="bestellung/abschicken" method=POST>
  <input name=action aria-label="Notiz">  <!-- shadows form.action: must not confuse the observation -->
  <input name=n autocomplete="cc-number" aria-label="Kartennummer">
  <input name=c autocomplete="section-pay cc-csc" aria-label="Prüfziffer">
  <input name=m autocomplete=on aria-label="Anmerkung">
  <button>Jetzt kaufen</button>
</form>
<button id=outside>Hilfe</button>"""


async def test_form_and_autocomplete_are_observed(
    runtime: BrowserRuntime, test_settings: Settings, page_server: PageServer
) -> None:
    url = page_server.add("/shop/kasse", PAGE)
    await runtime.goto(url)
    obs = await capture(runtime.page, test_settings)
    by_label = {el.label: el for el in obs.elements}
    search, buy = by_label["Los"], by_label["Jetzt kaufen"]
    assert search.form is not None and search.form.method == "get" and search.form.action.endswith("/suche")
    assert buy.form is not None and buy.form.method == "post"
    assert buy.form.action == page_server.url("/shop/bestellung/abschicken")
    assert buy.form.i != search.form.i and by_label["Kartennummer"].form == buy.form
    assert by_label["Kartennummer"].autocomplete == "cc-number"
    assert by_label["Prüfziffer"].autocomplete == "section-pay cc-csc"
    assert by_label["Anmerkung"].autocomplete is None and by_label["Hilfe"].form is None
