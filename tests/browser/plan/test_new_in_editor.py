"""A new record made in an editor with no form (real Chromium, no graph): a block-editor-like note editor
reached by its list's "Add New" and a wiki's "Create page". Each value goes into its editable field, then
the state the goal asks for is the control in the folded panel of states (the note editor's "Publish"
toggle opens the panel with "Submit for Review"; the wiki's "Status" menu offers "Send for review"), else
the page's save. Safety rates every step low: the toggle only opens a panel. What the editors sent is
read from the server's log (tests/fixtures/new_editor_pages.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.new_editor_pages import add_new_editors
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser


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
    walk: Walker,
    sent: Sent,
    shape: str,
    goal: str,
    path: str,
    status: str,
) -> None:
    start = add_new_editors(page_server)[shape]
    walked = await walk(goal, start, steps=12)
    taken, forms = walked.taken, sent.forms(path)
    assert len(forms) == 1, taken
    assert forms[0]["title"] == ["Hedgehog Houses"] and forms[0]["status"] == [status], forms
    assert forms[0]["text"] == ["Leave a gap in the fence."], forms  # a quoted text whole
    assert all(t.endswith(":low") for t in taken), taken  # the toggle opens a panel; the goal asks the rest
    assert walked.end and walked.end.success is not False, walked.end


async def test_a_new_note_with_no_state_asked_is_saved_as_a_draft(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = add_new_editors(page_server)["jot"]
    goal = "add a new note titled 'Tide Tables' with the text 'High water at 14:05.'"
    taken = (await walk(goal, start, steps=12)).taken
    (saved,) = sent.forms("/jot/save")
    assert saved["title"] == ["Tide Tables"] and saved["status"] == ["draft"], taken
    assert not sent.forms("/jot/submit")  # nothing submitted that was not asked


@pytest.mark.parametrize(
    ("shape", "goal", "path"),
    [
        (
            "blocks",
            "publish a new post 'Nettle Soup in Spring' with the text 'Pick only the young tops.'",
            "/blocks/publish",
        ),
        (
            "blocks",
            "publish a new post 'Nettle Soup in Spring' with the text 'Pick only the young tops.' in the Recipes category",
            "/blocks/publish",
        ),
        (
            "blocks",
            "add a new post titled 'Nettle Soup in Spring' with the text 'Pick only the young tops.'",
            "/blocks/save",
        ),
        (
            "story",
            "create a new story called 'Nettle Soup in Spring' with the text 'Pick only the young tops.'",
            "/story/save",
        ),
    ],
    ids=["block-editor-published", "block-editor-category", "block-editor-draft", "story-placeholder"],
)
async def test_a_body_with_no_text_box_until_its_placeholder_is_pressed_is_written(
    page_server: PageServer, walk: Walker, sent: Sent, shape: str, goal: str, path: str
) -> None:
    start = add_new_editors(page_server)[shape]
    walked = await walk(goal, start, steps=14)
    forms = sent.forms(path)
    assert len(forms) == 1, (walked.taken, walked.answer)
    saved = forms[0]
    assert saved["title"] == ["Nettle Soup in Spring"], walked.taken
    assert saved["text"] == ["Pick only the young tops."], walked.taken  # typed into the box the press made
    assert walked.types.count("click") >= 2, walked.taken  # the placeholder, then the save or publish
    if "category" in goal:  # ticked before the placeholder turned the side panel to the block's settings
        assert saved["categories"] == ["recipes"], walked.taken


async def test_a_title_alone_never_presses_the_body_placeholder(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = add_new_editors(page_server)["story"]
    walked = await walk("create a new story called 'Tide Tables'", start, steps=8)
    (saved,) = sent.forms("/story/save")
    assert saved["title"] == ["Tide Tables"] and "text" not in saved, walked.taken  # sent empty
