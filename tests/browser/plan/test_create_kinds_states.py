"""A record created of the kind the goal names and in the state it asks for (real Chromium, no graph):
a 'support ticket' is the tracker's Support and a 'feature request' the help desk's Feature; 'send it
in for review' is the form's "Submit for Review", 'publish it' its Status list, or, when the form has
neither (a dashboard's Quick Draft), the draft is made and then given the state on its own page. What
the site received is read from the server's log (tests/fixtures/create_pages.py)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.create_pages import add_create_pages
from tests.fixtures.rules import context
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
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    goal: str,
    start: str,
    steps: int = 10,
    end: list[Done] | None = None,
) -> list[str]:
    """The actions taken (with safety's level) until the planner is done."""
    settings = test_settings.model_copy(update={"runs_dir": tmp_path, "observe_screenshot_mode": "none"})
    await runtime.page.goto(start)
    memory: dict[str, object] = {}
    history: list[HistoryEntry] = []
    taken: list[str] = []
    for step in range(1, steps + 1):
        obs = await capture(runtime.page, settings, goal=goal)
        res = decide(context(goal, obs, memory=memory, history=history))
        if isinstance(res.action, Done):
            if end is not None:
                end.append(res.action)
            return taken
        element = obs.element(getattr(res.action, "element_id", -1))
        level = analyze_action(res.action, element, obs, settings, goal=goal).level
        taken.append(f"{res.action.type}:{level}")
        result = await execute(res.action, runtime, obs, settings)
        history.append(HistoryEntry(step=step, action=res.action.model_dump(), ok=result.ok))
        memory = dict(res.memory)
    return taken


def _sent(page_server: PageServer, path: str, since: int) -> list[dict[str, list[str]]]:
    return [parse_qs(body) for method, p, body in page_server.hits[since:] if method == "POST" and p == path]


@pytest.mark.parametrize(
    ("shape", "goal", "path", "kind_field", "kind", "name_field", "name"),
    [
        (
            "tracker",
            "hi, could you open a support ticket called 'Refund for order 12' pls",
            "/tracker/issues",
            "issue[tracker]",
            "Support",
            "issue[subject]",
            "Refund for order 12",
        ),
        (
            "desk",
            "file a feature request titled 'Dark theme for the app'",
            "/desk/requests",
            "type",
            "Feature",
            "summary",
            "Dark theme for the app",
        ),
    ],
    ids=["tracker-support-ticket", "desk-feature-request"],
)
async def test_the_kind_the_goal_names_is_a_choice_of_the_forms_kind_list(
    page_server: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    shape: str,
    goal: str,
    path: str,
    kind_field: str,
    kind: str,
    name_field: str,
    name: str,
) -> None:
    start = add_create_pages(page_server)[shape]
    since = len(page_server.hits)
    taken = await _walk(runtime, test_settings, tmp_path, goal, start)
    sent = _sent(page_server, path, since)
    assert len(sent) == 1, taken
    assert sent[0][kind_field] == [kind] and sent[0][name_field] == [name]
    assert "continue" not in sent[0]  # its own 'Create', not 'Create and continue'
    assert all(t.endswith(":low") for t in taken), taken  # the goal asks for this write


async def test_send_it_in_for_review_is_the_forms_own_review_button(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    start = add_create_pages(page_server)["blog"]
    since = len(page_server.hits)
    goal = "write a post called 'Hedgehog Houses' that says 'Leave a gap in the fence.' and send it in for review"
    await _walk(runtime, test_settings, tmp_path, goal, start)
    (sent,) = _sent(page_server, "/blog/posts", since)
    assert sent["save"] == ["pending"] and sent["title"] == ["Hedgehog Houses"]
    assert sent["content"] == ["Leave a gap in the fence"]


async def test_publish_it_is_the_forms_status_list(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    start = add_create_pages(page_server)["cms"]
    since = len(page_server.hits)
    goal = "create a new article titled 'Bell Tower Repairs' with the text 'Scaffolding goes up on Monday.' and publish it"
    await _walk(runtime, test_settings, tmp_path, goal, start)
    (sent,) = _sent(page_server, "/cms/articles", since)
    assert sent["status"] == ["Published"] and sent["title"] == ["Bell Tower Repairs"]


async def test_a_quick_draft_is_made_then_given_the_state_on_its_own_page(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    start = add_create_pages(page_server)["notes"]
    since = len(page_server.hits)
    goal = "pls write a new post titled 'Hedgehog Houses' with the text 'Leave a gap in the fence.' and publish it"
    taken = await _walk(runtime, test_settings, tmp_path, goal, start, steps=12)
    (draft,) = _sent(page_server, "/notes/drafts", since)
    assert draft["post_title"] == ["Hedgehog Houses"], taken
    (update,) = _sent(page_server, "/notes/post/5/save", since)
    assert update["status"] == ["Published"], taken
    assert not _sent(page_server, "/notes/post/4", since)  # never another draft


async def test_a_draft_left_without_the_state_asked_is_said(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    start = add_create_pages(page_server)["plain"]
    since = len(page_server.hits)
    end: list[Done] = []
    goal = (
        "write a new post titled 'Hedgehog Houses' with the text 'Leave a gap in the fence.' and publish it"
    )
    await _walk(runtime, test_settings, tmp_path, goal, start, steps=14, end=end)
    assert _sent(page_server, "/plain/drafts", since)  # the draft was made
    assert not _sent(page_server, "/plain/post/6/save", since)  # nothing pretends to publish it
    (done,) = end
    assert not done.success and "I made the post 'Hedgehog Houses', but it is not published" in (
        done.answer or ""
    )
