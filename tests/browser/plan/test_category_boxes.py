"""A record put in one more category whose boxes are tick boxes (real Chromium, no graph): in a folded
sidebar panel the panel named by the field is opened and the box named by the value ticked there (not
the same name in another panel); where the boxes are always shown, the box whose own name says the
field ('article_category[]', not 'newsletter[]'); the categories the record had stay, and the page's own
save sends them. tests/fixtures/category_boxes.py."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.category_boxes import add_category_editors
from tests.fixtures.rules_walk import Sent, Walker

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    ("shape", "goal", "path", "want"),
    [
        (
            "sidebar",
            "hi, add the Harbour Walk post to the Travel category too pls",
            "/cms/4/save",
            {"cats": ["News,Travel"]},  # no 'tags': the Tags panel's Travel box is left
        ),
        (
            "named boxes",
            "put the Bird Walk article in the Nature category",
            "/field/9/save",
            {"cats": ["Walks,Nature"]},  # no 'news': the newsletter's Nature box is left
        ),
    ],
)
async def test_the_box_of_the_value_in_the_fields_own_group_is_ticked(
    page_server: PageServer,
    walk: Walker,
    sent: Sent,
    shape: str,
    goal: str,
    path: str,
    want: dict[str, list[str]],
) -> None:
    start = add_category_editors(page_server)[shape]
    taken = (await walk(goal, start, steps=7)).taken
    assert sent.forms(path) == [want], taken
    assert all(t.endswith(":low") for t in taken), taken  # the goal asks for the change
