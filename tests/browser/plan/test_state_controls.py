"""A state given by a control that puts the record into the state it names (real Chromium, no graph):
a block editor's 'Switch to draft' on a published post (it asks "OK?" in a panel of its own, then
says "Post reverted to draft."), a notes app's 'Revert to draft' button of its form. What the site
received is read from the server's log; nothing else is pressed."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser

EDITOR = """<html><head><title>Edit Post &lsaquo; Harbour Pad</title></head><body>
<div role="region" aria-label="Editor top bar"><button id="draft">Switch to draft</button>
<button>Preview</button> <button id="update">Update</button></div>
<main><h1 contenteditable="true" aria-label="Add title">Harbour Walk</h1>
<div contenteditable="true" aria-label="Block: Paragraph">Start at the old pier.</div>
<button>Move to trash</button></main>
<div id="notices" role="status"></div>
<div id="confirm" hidden role="dialog" aria-label="Confirm"><p>Are you sure you want to unpublish this post?</p>
<button id="cancel">Cancel</button> <button id="ok">OK</button></div>
<script>
const send = (path) => fetch(path, {method: "POST", body: "post=3"});
document.getElementById("draft").onclick = () => { document.getElementById("confirm").hidden = false; };
document.getElementById("cancel").onclick = () => { document.getElementById("confirm").hidden = true; };
document.getElementById("ok").onclick = async () => {
  document.getElementById("confirm").hidden = true;
  await send("/pad/post/3/draft");
  document.getElementById("notices").textContent = "Post reverted to draft.";
  document.getElementById("draft").remove();
};
document.getElementById("update").onclick = () => send("/pad/post/3/update");
</script></body></html>"""

NOTE = """<html><head><title>Bell Tower Repairs - Parish Notes</title></head><body><main>
<h1>Bell Tower Repairs</h1><p>Status: Published</p>
<form method="post" action="/notes/9/save"><label>Title <input name="title" value="Bell Tower Repairs"></label>
<button type="submit" name="state" value="draft">Revert to draft</button>
<button type="submit" name="state" value="keep">Save changes</button></form></main></body></html>"""

SAVED = "<html><head><title>Saved</title></head><body><main><p>Changes saved.</p></main></body></html>"


async def test_switch_to_draft_and_its_ok_in_a_block_editor(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = page_server.add("/pad/post/3/edit", EDITOR)
    page_server.add("/pad/post/3/draft", SAVED)
    page_server.add("/pad/post/3/update", SAVED)
    walked = await walk("set the 'Harbour Walk' post to draft", start)
    assert sent.posts("/pad/post/3/") == ["/pad/post/3/draft"], walked.taken
    assert all(t.endswith(":low") for t in walked.taken), walked.taken


@pytest.mark.parametrize(
    ("path", "html", "goal", "target", "field", "value"),
    [
        (
            "/notes/9",
            NOTE,
            "please set the 'Bell Tower Repairs' note to draft",
            "/notes/9/save",
            "state",
            "draft",
        ),
    ],
    ids=["notes-revert-to-draft"],
)
async def test_the_forms_button_that_names_the_state(
    page_server: PageServer,
    walk: Walker,
    sent: Sent,
    path: str,
    html: str,
    goal: str,
    target: str,
    field: str,
    value: str,
) -> None:
    start = page_server.add(path, html)
    page_server.add(target, SAVED)
    walked = await walk(goal, start)
    forms = sent.forms(target)
    assert [f.get(field) for f in forms] == [[value]], walked.taken
