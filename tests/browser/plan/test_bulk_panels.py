"""A change to several records at once through the list's edit of the ticked rows (real Chromium, no
graph), on two apps of our own (tests/fixtures/bulk_panels.py): a CMS whose 'Bulk actions' -> 'Edit' ->
'Apply' opens an inline 'Bulk Edit' panel (Status, Author, the categories as boxes, 'Update'), and a
tracker whose ticked rows' menu has 'Bulk edit' but no 'Status' folder (a page of '(No change)' selects,
'Submit'). Only the rows the filter keeps are sent (never the draft whose title says 'published', never
the New issue whose subject says 'resolved'), only the field asked is changed, and a state the panel has
no choice for sends nothing."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.bulk_panels import add_bulk_panels
from tests.fixtures.rules_walk import Sent, Walker
from wayfinder.browser.runtime import BrowserRuntime

pytestmark = pytest.mark.browser


def _updates(sent: Sent) -> list[dict[str, list[str]]]:
    """The CMS's bulk edits sent (GET /cms/posts?...&bulk_edit=Update), parsed."""
    queries = [parse_qs(urlsplit(p).query) for p in sent.paths("/cms/posts")]
    return [q for q in queries if q.get("bulk_edit") == ["Update"]]


@pytest.mark.parametrize(
    ("goal", "status"),
    [
        ("publish all the draft posts", "publish"),
        ("please set every draft post to pending review", "pending"),
    ],
)
async def test_the_cms_panel_gives_the_filtered_posts_their_state(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent, goal: str, status: str
) -> None:
    posts, _ = add_bulk_panels(page_server)
    walked = await walk(goal, posts, steps=10)
    (update,) = _updates(sent)
    assert sorted(update["post[]"]) == ["11", "12"], walked
    assert update["_status"] == [status]
    assert update["post_author"] == ["-1"] and "post_category[]" not in update


async def test_the_cms_panel_ticks_the_category_and_leaves_the_state(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    posts, _ = add_bulk_panels(page_server)
    walked = await walk("put all the draft posts in the Travel category", posts, steps=10)
    (update,) = _updates(sent)
    assert sorted(update["post[]"]) == ["11", "12"], walked
    assert update["post_category[]"] == ["3"] and update["_status"] == ["-1"]
    assert update["cat"] == ["0"]  # the list's own category filter is not the panel's field


async def test_a_state_the_panel_has_no_choice_for_sends_nothing(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    posts, _ = add_bulk_panels(page_server)
    walked = await walk("mark all the draft posts as archived", posts, steps=10)
    assert _updates(sent) == []
    assert walked.end is not None and not walked.end.success and "archived" in (walked.end.answer or "")


async def test_the_tracker_menu_bulk_edit_closes_the_filtered_issues(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    _, issues = add_bulk_panels(page_server)
    walked = await walk("close all the resolved issues", issues, steps=10)
    (form,) = sent.forms("/trk/bulk_update")
    assert form["ids"] == ["51,52"], walked
    assert form["status"] == ["Closed"]
    assert form.get("priority", [""]) == [""] and form.get("assignee", [""]) == [""]


async def test_the_tracker_bulk_edit_sets_a_field_of_the_new_issues(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    """'new' narrows by the view 'New (1)', never by the 'News' tab (a plural without a count)."""
    _, issues = add_bulk_panels(page_server)
    walked = await walk("assign all the new issues to Bob Chen", issues, steps=10)
    assert "/trk/news" not in walked.paths
    (form,) = sent.forms("/trk/bulk_update")
    assert form["ids"] == ["53"], walked
    assert form["assignee"] == ["Bob Chen"] and form.get("status", [""]) == [""]
