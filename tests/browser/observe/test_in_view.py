"""A long page's digest carries the part in view: after a link to one of its anchors or a scroll, the
text of the section a person sees follows the excerpt of the page's head, within the digest's bound;
two layouts (a docs theme with a fixed header, a side menu and sections in <main>; an old page of
plain divs with named anchors and a table), against real headless Chromium."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page

from tests.fixtures.browser import PageServer
from wayfinder.observe.capture import capture
from wayfinder.observe.models import Observation
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser

SETTINGS = Settings(observe_screenshot_mode="none", text_digest_chars=600)
BOUND = 3 * 600 + 4  # the excerpt, the part in view and the passages share three excerpts (and joins)


def filler(topic: str, n: int) -> str:
    return "".join(
        f"<p>{topic} paragraph {i} is words that fill the page and answer nothing at all.</p>"
        for i in range(n)
    )


DOCS = f"""<!doctype html><title>Guide</title>
<style>header{{position:fixed;top:0;left:0;right:0;height:48px;background:#fff}}
nav{{position:fixed;top:48px;left:0;width:200px}} main{{margin:60px 0 0 220px}}
h2{{scroll-margin-top:60px}}</style>
<header><a href="/">Guide</a> <input placeholder="Search"></header>
<nav><a href="#install">Install</a> <a href="#usage">Usage</a> <a href="#safety">Safety</a></nav>
<main><h1>Guide</h1>{filler("Intro", 30)}
<h2 id="install">Install</h2>{filler("Install", 30)}
<h2 id="usage">Usage</h2>{filler("Usage", 30)}
<h2 id="safety">Safety</h2><p>Secrets come from the environment: set GUIDE_TOKEN before the run.</p>
<ul><li>Never paste GUIDE_TOKEN into a goal.</li><li>Runs mask it in their logs.</li></ul>
{filler("Closing", 30)}</main>"""

OLD = f"""<!doctype html><title>Handbook</title><body style="width:700px">
<div class="top">Handbook of the mill</div>
<div>{filler("Preface", 40)}</div>
<a name="hours"></a><div><b>Opening hours</b></div>
<table><tr><th>Day</th><th>Hours</th></tr><tr><td>Monday</td><td>9-17</td></tr>
<tr><td>Sunday</td><td>closed to visitors</td></tr></table>
<div>{filler("Appendix", 40)}</div></body>"""


@pytest_asyncio.fixture(loop_scope="session")
async def page(chromium: Browser) -> AsyncIterator[Page]:
    context = await chromium.new_context(viewport={"width": 1000, "height": 600})
    pg = await context.new_page()
    yield pg
    await context.close()


async def seen(page: Page, url: str) -> Observation:
    await page.goto(url)
    return await capture(page, SETTINGS)


async def test_a_link_to_an_anchor_shows_its_section(page: Page, page_server: PageServer) -> None:
    url = page_server.add("/view/docs", DOCS)
    top = await seen(page, url)
    assert "GUIDE_TOKEN" not in top.text_digest and "Intro paragraph 0" in top.text_digest
    obs = await seen(page, url + "#safety")
    assert obs.scroll_y > 0
    assert "Intro paragraph 0" in obs.text_digest  # the head is still the page's start
    assert "Safety\nSecrets come from the environment: set GUIDE_TOKEN before the run." in obs.text_digest
    assert "Never paste GUIDE_TOKEN into a goal." in obs.text_digest
    assert "Usage paragraph 29" not in obs.text_digest  # the section before the anchor is above the view
    assert "Closing paragraph 29" not in obs.text_digest  # the page below the view is not
    assert len(obs.text_digest) <= BOUND


async def test_a_scroll_shows_what_is_in_view(page: Page, page_server: PageServer) -> None:
    url = page_server.add("/view/old", OLD)
    top = await seen(page, url)
    assert "closed to visitors" not in top.text_digest
    await page.evaluate(
        "() => window.scrollTo(0, document.querySelector('table').getBoundingClientRect().top + scrollY - 100)"
    )
    obs = await capture(page, SETTINGS)
    assert "Preface paragraph 0" in obs.text_digest
    assert "Day\tHours\nMonday\t9-17\nSunday\tclosed to visitors" in obs.text_digest
    assert "Appendix paragraph 39" not in obs.text_digest
    assert len(obs.text_digest) <= BOUND
    # a named anchor (no id) is the start of its part too
    named = await seen(page, url + "#hours")
    assert "Opening hours\nDay\tHours" in named.text_digest


async def test_a_small_scroll_adds_the_rest_of_the_view_once(page: Page, page_server: PageServer) -> None:
    url = page_server.add("/view/docs-top", DOCS)
    top = await seen(page, url)
    assert "Intro paragraph 10 " not in top.text_digest
    await page.evaluate("() => window.scrollTo(0, 40)")  # the head is still in view
    obs = await capture(page, SETTINGS)
    assert obs.text_digest.startswith(top.text_digest[:-1])
    assert "Intro paragraph 10 " in obs.text_digest
    lines = [line for line in obs.text_digest.splitlines() if line.startswith("Intro paragraph")]
    assert len(lines) == len(set(lines))  # what the excerpt shows is not repeated
    assert "Install paragraph" not in obs.text_digest
    # not scrolled, no anchor: the digest is the head alone, as before
    again = await seen(page, url)
    assert again.text_digest == top.text_digest


# A theme's script that puts the page back to its top once it has loaded (the page did not stay at
# the section its address names)
_TO_TOP = "<script>addEventListener('load', () => setTimeout(() => scrollTo(0, 0), 0))</script>"


@pytest.mark.parametrize(
    ("path", "html", "anchor", "said"),
    [
        (
            "/view/docs-reset",
            DOCS + _TO_TOP,
            "#safety",
            "Safety\nSecrets come from the environment: set GUIDE_TOKEN",
        ),
        ("/view/old-reset", OLD + _TO_TOP, "#hours", "Opening hours\nDay\tHours\nMonday\t9-17"),
    ],
)
async def test_the_section_an_address_names_is_read_where_the_page_stayed_at_its_top(
    page: Page, page_server: PageServer, path: str, html: str, anchor: str, said: str
) -> None:
    url = page_server.add(path, html)
    await page.goto(url + anchor)
    await page.wait_for_function("() => scrollY === 0")
    obs = await capture(page, SETTINGS)
    assert obs.scroll_y == 0
    assert said in obs.text_digest
    assert "Closing paragraph 29" not in obs.text_digest and "Appendix paragraph 39" not in obs.text_digest
    assert len(obs.text_digest) <= BOUND


def joined(topic: str, n: int) -> str:
    """Paragraphs of names in code joined by bare commas: text of one block that joins with no
    separator, so the head's text is shorter than what the excerpt counted for it."""
    return "".join(
        f"<p>{topic} {i}: " + ",".join(f"<code>m{i}{j}</code>" for j in range(12)) + "</p>" for i in range(n)
    )


@pytest.mark.parametrize(
    ("path", "html", "anchor", "said"),
    [
        (
            "/view/joined-docs",
            f"<!doctype html><title>Map</title><main><h1>Map</h1>{joined('Layer', 40)}"
            f'<h2 id="rundir">A run directory</h2><pre>checkpoints.sqlite   the graph\'s checkpoints</pre>'
            f"{filler('Closing', 30)}</main>",
            "#rundir",
            "A run directory\ncheckpoints.sqlite",
        ),
        (
            "/view/joined-old",
            f'<!doctype html><title>Mill</title><body>{joined("Part", 40)}<a name="contact"></a>'
            f"<div><b>Contact</b></div><div>Call 01632 960 123 on weekdays.</div>{filler('Appendix', 40)}</body>",
            "#contact",
            "Contact\nCall 01632 960 123 on weekdays.",
        ),
    ],
)
async def test_a_head_of_joined_text_still_lets_the_anchored_section_show(
    page: Page, page_server: PageServer, path: str, html: str, anchor: str, said: str
) -> None:
    url = page_server.add(path, html)
    top = await seen(page, url)
    assert len(top.text_digest) < SETTINGS.text_digest_chars - 1  # the head was cut, yet is short
    obs = await seen(page, url + anchor)
    assert said in obs.text_digest
    assert len(obs.text_digest) <= BOUND
