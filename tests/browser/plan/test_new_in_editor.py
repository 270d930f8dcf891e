"""A new record made in an editor with no form (real Chromium, no graph): a block-editor-like note editor
reached by its list's "Add New" and a wiki's "Create page". Each value goes into its editable field, then
the state the goal asks for is the control in the folded panel of states (the note editor's "Publish"
toggle opens the panel with "Submit for Review"; the wiki's "Status" menu offers "Send for review"), else
the page's save. Safety rates every step low: the toggle only opens a panel. What the editors sent is
read from the server's log (tests/fixtures/new_editor_pages.py)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest

from tests.browser.plan.test_create_kinds_states import _walk
from tests.fixtures.browser import PageServer
from tests.fixtures.new_editor_pages import add_new_editors
from wayfinder.actions.models import Done
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def _sent(server: PageServer, path: str, since: int) -> list[dict[str, list[str]]]:
    return [parse_qs(body) for method, p, body in server.hits[since:] if method == "POST" and p == path]


@pytest.mark.parametrize(
    ("shape", "goal", "path", "status"),
    [
        (
            "jot",
            "pls write up a note called 'Hedgehog Houses' that says 'Leave a gap in the fence.' and send it in for review",
            "/jot/submit",
            "pending",
        ),
        (
            "wiki",
            "create a wiki page titled 'Hedgehog Houses' with the text 'Leave a gap in the fence.' and send it for review",
            "/wiki/save",
            "review",
        ),
    ],
    ids=["note-editor-publish-panel", "wiki-status-menu"],
)
async def test_the_state_asked_is_the_control_in_the_folded_panel_of_states(
    page_server: PageServer,
    runtime: BrowserRuntime,
    test_settings: Settings,
    tmp_path: Path,
    shape: str,
    goal: str,
    path: str,
    status: str,
) -> None:
    start = add_new_editors(page_server)[shape]
    since = len(page_server.hits)
    end: list[Done] = []
    taken = await _walk(runtime, test_settings, tmp_path, goal, start, steps=12, end=end)
    sent = _sent(page_server, path, since)
    assert len(sent) == 1, taken
    assert sent[0]["title"] == ["Hedgehog Houses"] and sent[0]["status"] == [status], sent
    assert sent[0]["text"] == ["Leave a gap in the fence"], sent
    assert all(t.endswith(":low") for t in taken), taken  # the toggle opens a panel; the goal asks the rest
    assert end and end[0].success is not False, end


async def test_a_new_note_with_no_state_asked_is_saved_as_a_draft(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    start = add_new_editors(page_server)["jot"]
    since = len(page_server.hits)
    goal = "add a new note titled 'Tide Tables' with the text 'High water at 14:05.'"
    taken = await _walk(runtime, test_settings, tmp_path, goal, start, steps=12)
    (saved,) = _sent(page_server, "/jot/save", since)
    assert saved["title"] == ["Tide Tables"] and saved["status"] == ["draft"], taken
    assert not _sent(page_server, "/jot/submit", since)  # nothing submitted that was not asked
