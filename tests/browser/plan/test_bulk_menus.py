"""A state given to several records at once through the selected rows' own menu (real Chromium, no
graph): a tracker of our own (tests/fixtures/bulk_menus.py) whose issue list narrows by a filter form
(the state filter's operator 'is', then the state, then 'Apply') and changes the ticked rows through an
icon-only 'Actions' menu whose 'Status' folder shows its choices only under the pointer. The project
named is entered first; only the rows the filter keeps are changed (never 'Resolved tickets still show
as open', whose words say resolved while its status is New), and only the state asked is sent."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.bulk_menus import add_bulk_menus
from tests.fixtures.rules_walk import Sent, Walker
from wayfinder.browser.runtime import BrowserRuntime

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    "goal",
    [
        "close all the resolved issues in the Mobile App project",
        "please mark every resolved issue in the Mobile App project as closed",
    ],
)
async def test_the_filtered_rows_are_changed_through_their_menu(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent, goal: str
) -> None:
    start = add_bulk_menus(page_server)
    walked = await walk(goal, start, steps=12, hover=True)
    assert "/desk/mobile/issues" in walked.paths, walked
    assert sent.posts("/desk/api/") == ["/desk/api/bulk?ids=51,52&status=Closed"], walked
    assert await runtime.page.locator("#flash").inner_text() == "Successful update."


async def test_a_state_no_filter_offers_changes_nothing(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    start = add_bulk_menus(page_server)
    walked = await walk(
        "close all the archived issues in the Mobile App project", start, steps=10, hover=True
    )
    assert sent.posts("/desk/api/") == []
    assert walked.end is not None and "archived" in walked.end.model_dump_json()


async def test_without_hover_the_folder_is_not_walked_and_nothing_is_sent(
    page_server: PageServer, runtime: BrowserRuntime, walk: Walker, sent: Sent
) -> None:
    start = add_bulk_menus(page_server)
    await walk("close all the resolved issues in the Mobile App project", start, steps=12)
    assert sent.posts("/desk/api/") == []
