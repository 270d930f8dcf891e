"""A record created of the kind the goal names and in the state it asks for (real Chromium, no graph):
a 'support ticket' is the tracker's Support and a 'feature request' the help desk's Feature; 'send it
in for review' is the form's "Submit for Review", 'publish it' its Status list, or, when the form has
neither (a dashboard's Quick Draft), the draft is made and then given the state on its own page. What
the site received is read from the server's log (tests/fixtures/create_pages.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.create_pages import add_create_pages
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser


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
    walk: Walker,
    sent: Sent,
    shape: str,
    goal: str,
    path: str,
    kind_field: str,
    kind: str,
    name_field: str,
    name: str,
) -> None:
    start = add_create_pages(page_server)[shape]
    taken = (await walk(goal, start)).taken
    forms = sent.forms(path)
    assert len(forms) == 1, taken
    assert forms[0][kind_field] == [kind] and forms[0][name_field] == [name]
    assert "continue" not in forms[0]  # its own 'Create', not 'Create and continue'
    assert all(t.endswith(":low") for t in taken), taken  # the goal asks for this write


async def test_send_it_in_for_review_is_the_forms_own_review_button(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = add_create_pages(page_server)["blog"]
    goal = "write a post called 'Hedgehog Houses' that says 'Leave a gap in the fence.' and send it in for review"
    await walk(goal, start)
    (form,) = sent.forms("/blog/posts")
    assert form["save"] == ["pending"] and form["title"] == ["Hedgehog Houses"]
    assert form["content"] == ["Leave a gap in the fence."]  # a quoted text whole


async def test_publish_it_is_the_forms_status_list(page_server: PageServer, walk: Walker, sent: Sent) -> None:
    start = add_create_pages(page_server)["cms"]
    goal = "create a new article titled 'Bell Tower Repairs' with the text 'Scaffolding goes up on Monday.' and publish it"
    await walk(goal, start)
    (form,) = sent.forms("/cms/articles")
    assert form["status"] == ["Published"] and form["title"] == ["Bell Tower Repairs"]


async def test_a_quick_draft_is_made_then_given_the_state_on_its_own_page(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = add_create_pages(page_server)["notes"]
    goal = "pls write a new post titled 'Hedgehog Houses' with the text 'Leave a gap in the fence.' and publish it"
    taken = (await walk(goal, start, steps=12)).taken
    (draft,) = sent.forms("/notes/drafts")
    assert draft["post_title"] == ["Hedgehog Houses"], taken
    (update,) = sent.forms("/notes/post/5/save")
    assert update["status"] == ["Published"], taken
    assert not sent.forms("/notes/post/4")  # never another draft


async def test_a_draft_left_without_the_state_asked_is_said(
    page_server: PageServer, walk: Walker, sent: Sent
) -> None:
    start = add_create_pages(page_server)["plain"]
    goal = (
        "write a new post titled 'Hedgehog Houses' with the text 'Leave a gap in the fence.' and publish it"
    )
    done = (await walk(goal, start, steps=14)).end
    assert sent.forms("/plain/drafts")  # the draft was made
    assert not sent.forms("/plain/post/6/save")  # nothing pretends to publish it
    assert (
        done is not None
        and not done.success
        and "I made the post 'Hedgehog Houses', but it is not published" in (done.answer or "")
    )
