"""Observation of hostile page text (issue 19 item 5): half an emoji left by a JavaScript ``slice()``
in the page's text, a button label and the title must not break hashing, traces or state."""

from __future__ import annotations

import json

import pytest

from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

HALF_EMOJI_PAGE = """<title>Deals</title><h1 id=h>Deals</h1><p id=p></p><button id=b>Buy</button>
<script>
const cut = '\U0001f600 Great price'.slice(1);           // a low surrogate left alone at the start
document.getElementById('p').textContent = 'Only today ' + '\U0001f525'.slice(0, 1) + ' ' + cut;
document.getElementById('b').textContent = 'Buy ' + '\U0001f6d2'.slice(0, 1);
document.getElementById('h').textContent = 'Deals \U0001f389';   // a whole emoji stays whole
document.title = 'Deals ' + '\U0001f600'.slice(0, 1);
window.result = document.getElementById('p').textContent.length;
</script>"""


async def test_lone_surrogates_become_replacement_characters(
    runtime: BrowserRuntime, test_settings: Settings
) -> None:
    await runtime.page.set_content(HALF_EMOJI_PAGE)
    assert await runtime.page.evaluate("window.result") > 0  # the page did build its text
    obs = await capture(runtime.page, test_settings)
    dumped = obs.model_dump_json()
    dumped.encode("utf-8")  # would raise UnicodeEncodeError with a lone surrogate inside
    assert obs.dom_hash and obs.mapping_hash
    assert "Only today \ufffd" in obs.text_digest and "\ufffd Great price" in obs.text_digest
    assert any(el.text == "Buy \ufffd" for el in obs.elements)
    assert "Deals \U0001f389" in obs.headings  # valid pairs are untouched
    assert obs.title == "Deals \ufffd"
    json.loads(dumped)
