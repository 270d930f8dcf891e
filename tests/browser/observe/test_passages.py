"""A long page's text beyond the excerpt: the blocks that carry the goal's rarest terms follow it
(a table row with its header row), against real headless Chromium."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from playwright.async_api import Browser, Page

from tests.fixtures.observe import observe
from wayfinder.read.prose import prose_answer
from wayfinder.read.tables import read_tables, row_answer
from wayfinder.read.typed import typed_answer

pytestmark = pytest.mark.browser

FILLER = "".join(
    f"<p>Paragraph {i} says nothing about the question at all, only words to fill the page.</p>"
    for i in range(60)
)
PAGE = f"""<nav><a href="/">Home</a> <p>The retry_limit is 99 in the menu</p></nav><main><h1>Guide</h1>{FILLER}
<h2>Exit codes</h2><p>Intro words. Exit codes of the sync tool: 0 done, 4 quota_exceeded, 6 server_gone.</p>
<table><tr><th>Setting</th><th>Default</th></tr><tr><td>retry_limit</td><td>4</td></tr>
<tr><td>cache_mode</td><td>disk</td></tr></table>{FILLER}</main>"""


@pytest_asyncio.fixture(loop_scope="session")
async def page(chromium: Browser) -> AsyncIterator[Page]:
    context = await chromium.new_context(viewport={"width": 800, "height": 600})
    pg = await context.new_page()
    yield pg
    await context.close()


async def test_the_sentence_a_goal_asks_about_follows_the_excerpt(page: Page) -> None:
    obs = await observe(page, PAGE, goal="which exit code means quota_exceeded?")
    assert "Paragraph 0 says" in obs.text_digest  # the excerpt is still the page's start
    found = prose_answer(obs.text_digest, "which exit code means quota_exceeded")
    assert found is not None and found.value == "4"
    assert "Paragraph 59 says" not in obs.text_digest


async def test_a_table_row_comes_with_its_header_and_no_goal_adds_nothing(page: Page) -> None:
    obs = await observe(page, PAGE, goal="what is the default value of the retry_limit setting?")
    assert "Setting\tDefault\nretry_limit\t4" in obs.text_digest
    assert "in the menu" not in obs.text_digest  # navigation is not content
    cell = row_answer(
        read_tables(obs), "what is the default value of the retry_limit setting", "default value"
    )
    assert cell is not None and cell.text == "4"
    plain = await observe(page, PAGE)
    assert "retry_limit" not in plain.text_digest


def noisy(words: str) -> str:
    return "".join(f"<p>Part {i}: {words} here, and the rest of it is filler text.</p>" for i in range(45))


@pytest.mark.parametrize(
    ("goal", "noise", "said", "question", "value"),
    [
        (
            "so if a run stops to wait for my ok on something risky, what exit code do I get back?",
            "a risky run stops",
            "When a step is risky the run is waiting for a person, and the process exits 4.",
            "so if a run stops to wait for my ok on something risky, what exit code do I get back?",
            "4",
        ),
        (
            "how long does the mill pause before it restarts?",
            "the mill grinds before noon",
            "The mill pauses 20 minutes before restarting.",
            "how long does the mill pause before it restarts",
            "20 minutes",
        ),
    ],
)
async def test_a_sentence_with_the_goals_words_in_other_forms_follows_the_excerpt(
    page: Page, goal: str, noise: str, said: str, question: str, value: str
) -> None:
    html = f"<main><h1>Handbook</h1>{FILLER}{noisy(noise)}<p>{said}</p>{FILLER}</main>"
    obs = await observe(page, html, goal=goal)
    assert said in obs.text_digest
    found = typed_answer(obs.text_digest, question)
    assert found is not None and found.value == value


@pytest.mark.parametrize(
    ("goal", "common", "said"),
    [
        (
            "how long does a generated portal script wait between pages?",
            "The portal script {i} writes its rows to a file and checks them against the grid.",
            "The script takes --delay (seconds between pages, 1 by default) and --retries.",
        ),
        (
            "what exit code does the sync tool return when the disk is full?",
            "The sync tool {i} copies the folder and reports what it copied to the log file.",
            "On a full disk the sync tool returns status 7 and keeps the partial copy.",
        ),
    ],
)
async def test_the_best_sentences_of_a_paragraph_longer_than_its_cap(
    page: Page, goal: str, common: str, said: str
) -> None:
    paragraph = " ".join(common.format(i=i) for i in range(16)) + " " + said
    obs = await observe(page, f"<main><h1>Manual</h1>{FILLER}<p>{paragraph}</p>{FILLER}</main>", goal=goal)
    assert said in obs.text_digest
