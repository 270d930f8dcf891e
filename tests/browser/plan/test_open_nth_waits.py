"""'open the first result' on a results page still saying 'Searching...' (real Chromium, the rules
planner walked until it ends): the nth result is opened once the results are listed, never read from
the page that is still working (mkdocs' client-side search on a loaded machine). The late pages of
``test_search_still_working``, two site shapes."""

from __future__ import annotations

import pytest

from tests.browser.plan.test_search_still_working import _catalogue, _docs, waits  # noqa: F401
from tests.fixtures.browser import PageServer
from tests.fixtures.rules_walk import Walker

pytestmark = pytest.mark.browser


@pytest.mark.usefixtures("waits")
@pytest.mark.parametrize(
    ("site", "goal"),
    [
        (_docs, "search the docs for relay and open the first result"),
        (_catalogue, "search for watering can and open the first result"),
    ],
)
async def test_the_nth_result_waits_for_the_results(
    walk: Walker, page_server: PageServer, site: object, goal: str
) -> None:
    start, target = site(page_server)  # type: ignore[operator]
    walked = await walk(goal, start, steps=8, must_end=True)
    assert walked.paths[-1] == target, (walked.paths, walked.taken)
    assert any(t.startswith("wait:") for t in walked.taken), walked.taken
