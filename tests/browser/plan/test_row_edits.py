"""One record changed from its row in the list without opening it (real Chromium, no graph), on two apps
of our own (tests/fixtures/row_edits.py): a CMS whose rows' 'Quick Edit' (hidden until the row is
pointed at) puts an inline panel in the row's place (Title, the categories as boxes, Tags, Status,
'Update'), and a contact table whose rows' 'Edit' button turns the cells into inputs ('Save'). Only the
row naming every word of the record is edited (never 'Winter Walks by the Harbor' for 'Winter Soup
Ideas', never Ana Costa for Ana Lima), only the field asked changes, a list of tags is added to, and a
save that leaves the row as it was ends the run saying so."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.row_edits import add_row_edits
from tests.fixtures.rules_walk import Sent, Walker
from wayfinder.browser.runtime import BrowserRuntime

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    ("goal", "post", "field", "value"),
    [
        ("set the 'Winter Soup Ideas' post to pending review", "21", "_status", ["pending"]),
        ("change the status of the Winter Soup Ideas post to Published", "21", "_status", ["publish"]),
        (
            "put the post 'Cycling the Old Railway Line' in the Gardening category",
            "23",
            "post_category[]",
            ["3", "4"],
        ),
        (
            "rename the post 'Summer Market Returns' to 'Summer Market Is Back'",
            "24",
            "post_title",
            ["Summer Market Is Back"],
        ),
        (
            "tag the Winter Soup Ideas post with 'winter'",
            "21",
            "tax_input[post_tag]",
            ["soup, budget, winter"],
        ),
    ],
)
async def test_the_quick_edit_of_the_named_row_saves_the_field(
    page_server: PageServer,
    runtime: BrowserRuntime,
    walk: Walker,
    sent: Sent,
    goal: str,
    post: str,
    field: str,
    value: list[str],
) -> None:
    posts, _ = add_row_edits(page_server)
    walked = await walk(goal, posts, steps=10, hover=True)
    (saved,) = sent.forms("/cms/inline-save")
    assert saved["post_ID"] == [post], walked
    assert sorted(v.lower() for v in saved.get(field, [])) == [v.lower() for v in value], saved
    assert sent.paths("/cms/post?") == []  # the record's own page was never opened
    assert any("s=" in p for p in sent.paths("/cms/posts?"))  # the list searched, the row alone
    assert walked.end is not None and walked.end.success, walked.answer


async def test_a_save_that_leaves_the_row_as_it_was_is_no_success(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    posts, _ = add_row_edits(page_server)
    walked = await walk(
        "set the 'Winter Soup Ideas' post to pending review", f"{posts}?broken=1", steps=10, hover=True
    )
    assert len(sent.forms("/cms/inline-save")) == 1, walked
    assert walked.end is not None and not walked.end.success
    assert "not saved" in (walked.end.answer or ""), walked.answer


@pytest.mark.parametrize(
    ("goal", "person", "field", "value"),
    [
        ("change Ana Lima's role to Admin", "1", "role", "Admin"),
        ("change the email of Ben Ortiz to ben.ortiz@team.example", "3", "email", "ben.ortiz@team.example"),
    ],
)
async def test_the_row_turned_into_inputs_saves_the_field(
    page_server: PageServer,
    runtime: BrowserRuntime,
    walk: Walker,
    sent: Sent,
    goal: str,
    person: str,
    field: str,
    value: str,
) -> None:
    _, team = add_row_edits(page_server)
    walked = await walk(goal, team, steps=10)
    (saved,) = sent.forms("/team/save")
    assert saved["id"] == [person], walked
    assert saved[field] == [value]
    assert walked.end is not None and walked.end.success, walked.answer


@pytest.mark.parametrize(
    ("goal", "field", "value"),
    [
        ("make the post 'Summer Market Returns' pending review", "_status", "pending"),
        ("set the post 'Summer Market Returns' to pending review", "_status", "pending"),
        (
            "change the slug of the post 'Summer Market Returns' to 'summer-market-2026'",
            "post_name",
            "summer-market-2026",
        ),
    ],
)
async def test_a_field_the_records_editor_lacks_is_set_from_the_kinds_list(
    page_server: PageServer,
    runtime: BrowserRuntime,
    walk: Walker,
    sent: Sent,
    goal: str,
    field: str,
    value: str,
) -> None:
    """From the dashboard the post's link opens its block editor, which has no control for 'pending
    review' (nor the slug): its 'View Posts' leads to the list, whose row's Quick Edit sets the field.
    Nothing of the editor is pressed ('Switch to draft' is another state). The list's row shows no slug,
    so that run sets it and says it cannot tell it was kept."""
    add_row_edits(page_server)
    walked = await walk(goal, page_server.url("/cms/"), steps=12, hover=True)
    assert "/cms/post" in walked.paths  # the record's own editor was tried first
    (saved,) = sent.forms("/cms/inline-save")
    assert saved["post_ID"] == ["24"]
    assert saved[field] == [value]
    assert sent.paths("/cms/switch-to-draft") == []
    assert walked.end is not None
    if field == "post_name":  # the row never shows a slug: the write is done but not claimed
        assert not walked.end.success and "does not show 'summer-market-2026'" in walked.answer
    else:
        assert walked.end.success, walked.answer


async def test_with_no_way_to_the_list_the_editor_ends_honestly(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    """A field no page of the app has (the author here) ends the run saying so, once the list's row
    lacked it too - never a press of the editor's state controls."""
    add_row_edits(page_server)
    walked = await walk(
        "set the author of the post 'Summer Market Returns' to priya",
        page_server.url("/cms/"),
        steps=14,
        hover=True,
    )
    assert sent.forms("/cms/inline-save") == []
    assert sent.paths("/cms/switch-to-draft") == []
    assert walked.end is not None and not walked.end.success
