"""A tag added to a record in an editor whose tags box is a token input (real Chromium, no graph): the
sidebar's folded "Tags" panel is opened by its own toggle, the word goes into "Add New Tag" with Enter
(a word left in the box is no tag), the tags the record had stay, and the page's own save sends them;
the same on a page whose box is always open ("Add a tag"). tests/fixtures/tags_app.py."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Sent, Walker
from tests.fixtures.tags_app import add_tag_editors

pytestmark = pytest.mark.browser


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
    walk: Walker,
    sent: Sent,
    shape: str,
    goal: str,
    path: str,
    want: list[str],
) -> None:
    post, article = add_tag_editors(page_server)
    taken = (await walk(goal, post if shape == "sidebar" else article, steps=7)).taken
    saved = [form.get("tags", [""])[0].split(",") for form in sent.forms(path)]
    assert saved == [want], taken
    assert all(t.endswith(":low") for t in taken), taken  # the goal asks for the change
