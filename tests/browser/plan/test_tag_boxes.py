"""A tag added to a record in an editor whose tags box is a token input (real Chromium, no graph): the
sidebar's folded "Tags" panel is opened by its own toggle, the word goes into "Add New Tag" with Enter
(a word left in the box is no tag), the tags the record had stay, and the page's own save sends them;
the same on a page whose box is always open ("Add a tag"). tests/fixtures/tags_app.py."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules import context
from tests.fixtures.tags_app import add_tag_editors
from wayfinder.actions.executor import execute
from wayfinder.actions.models import Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture
from wayfinder.plan.base import HistoryEntry
from wayfinder.plan.rules import decide
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


async def _walk(
    runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path, goal: str, start: str
) -> list[str]:
    settings = test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    taken: list[str] = []
    for step in range(1, 8):
        obs = await capture(runtime.page, settings, goal=goal)
        res = decide(context(goal, obs, memory=memory, history=history))
        if isinstance(res.action, Done):
            return taken
        element = obs.element(getattr(res.action, "element_id", -1))
        level = analyze_action(res.action, element, obs, settings, goal=goal).level
        taken.append(f"{res.action.type}:{level}")
        result = await execute(res.action, runtime, obs, settings)
        history.append(HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok))
        memory = dict(res.memory)
        if getattr(res, "finishes", False):
            break
    return taken


def _saved(page_server: PageServer, path: str, since: int) -> list[list[str]]:
    return [
        parse_qs(body).get("tags", [""])[0].split(",")
        for method, p, body in page_server.hits[since:]
        if method == "POST" and p == path
    ]


@pytest.mark.parametrize(
    ("shape", "goal", "path", "want"),
    [
        (
            "sidebar",
            "hey, tag the Hedgehog Houses post with 'wildlife' pls",
            "/posts/3/save",
            ["gardens", "wildlife"],
        ),
        (
            "open box",
            "tag the Bird Walk article with 'birds'",
            "/articles/9/save",
            ["walks", "spring", "birds"],
        ),
    ],
)
async def test_the_tag_is_added_beside_the_ones_the_record_has(
    page_server: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    shape: str,
    goal: str,
    path: str,
    want: list[str],
) -> None:
    post, article = add_tag_editors(page_server)
    since = len(page_server.hits)
    taken = await _walk(runtime, test_settings, tmp_path, goal, post if shape == "sidebar" else article)
    assert _saved(page_server, path, since) == [want], taken
    assert all(t.endswith(":low") for t in taken), taken  # the goal asks for the change
