"""The first check of a low-level action: its elements must be on the page the client observed."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import el, page
from wayfinder.actions.models import Click, Drag, Navigate, PressKey, Scroll
from wayfinder.mcp_server.gate import NEEDS_OBSERVATION, ActionRejected, _check_elements

SEEN = page(el(3, "button", "Go"), el(7, "a", "Help"), el(8, "a", "More"))


@pytest.mark.parametrize(
    "action",
    [Navigate(url="https://x.test/"), Scroll(direction="down"), PressKey(key="Escape"), Click(element_id=7)],
)
def test_actions_on_seen_elements_or_on_no_element_pass(action: object) -> None:
    _check_elements(action, SEEN)  # type: ignore[arg-type]


def test_element_actions_need_an_observation_first() -> None:
    with pytest.raises(ActionRejected, match="observe"):
        _check_elements(Click(element_id=3), None)
    assert "observe()" in NEEDS_OBSERVATION
    _check_elements(Navigate(url="https://x.test/"), None)  # no element: fine before any observe


@pytest.mark.parametrize(
    "action", [Click(element_id=4), Drag(element_id=3, to_element_id=9), PressKey(key="Enter", element_id=99)]
)
def test_an_element_not_on_the_page_is_named_with_the_valid_ids(action: object) -> None:
    with pytest.raises(ActionRejected) as raised:
        _check_elements(action, SEEN)  # type: ignore[arg-type]
    assert "is not on the current page" in str(raised.value) and "3, 7-8" in str(raised.value)
