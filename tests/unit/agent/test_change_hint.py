"""The step's change hint for the planner (agent/nodes/observe.py): tabs that opened, blocked navigations.

Issue 14 item 7: the run's own first tab (already active, at about:blank) is no "new tab": telling the
planner to switch_tab to it on step 1 was misleading.
"""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.nodes.observe import _change_hint

OPENED_0 = {"kind": "opened", "tab_id": 0, "url": "about:blank"}
OPENED_1 = {"kind": "opened", "tab_id": 1, "url": "http://shop.test/p/2"}
BLOCKED_1 = {"kind": "navigation_blocked", "tab_id": 1, "url": "http://evil.test/", "detail": "not allowed"}


@pytest.mark.parametrize(
    ("tabs", "contexts", "active", "expected"),
    [
        ([OPENED_0], [], 0, ""),  # the first tab, active: nothing to switch to
        (
            [OPENED_0, OPENED_1],
            [],
            0,
            "a new tab 1 opened at http://shop.test/p/2; use switch_tab to look at it",
        ),
        ([OPENED_1], [], 1, ""),  # already on it
        ([OPENED_1], [BLOCKED_1], 0, "a navigation to http://evil.test/ was blocked: not allowed"),
    ],
)
def test_change_hint(
    tabs: list[dict[str, Any]], contexts: list[dict[str, Any]], active: int, expected: str
) -> None:
    assert _change_hint(tabs, contexts, active) == expected
