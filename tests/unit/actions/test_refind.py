"""Re-finding a stale element by fingerprint (pure)."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.actions.refind import fingerprint_score, refind
from wayfinder.observe.models import Aria, BBox, Element, Observation


def el(
    agent_id: int, tag: str = "button", text: str = "", *, x: float = 0, y: float = 0, **kw: Any
) -> Element:
    return Element(id=agent_id, tag=tag, text=text, bbox=BBox(x=x, y=y, w=80, h=20), **kw)


def obs(*elements: Element) -> Observation:
    return Observation(url="http://x/", elements=list(elements))


def test_same_text_and_tag_is_found_with_a_new_id() -> None:
    old = el(5, text="Notify me", y=100)
    new = obs(el(1, "a", "Home"), el(9, text="Notify me", y=130), el(10, text="Buy now", y=100))
    found = refind(old, new)
    assert found is not None and found.id == 9


def test_nearest_wins_between_identical_candidates() -> None:
    old = el(5, text="Add to cart", y=300)
    new = obs(
        el(20, text="Add to cart", y=40), el(21, text="Add to cart", y=310), el(22, text="Add to cart", y=900)
    )
    found = refind(old, new)
    assert found is not None and found.id == 21


def test_position_alone_never_matches() -> None:
    old = el(5, text="Notify me", y=100)
    assert refind(old, obs(el(5, text="Delete account", y=100))) is None


def test_aria_label_and_dom_id_identify_icon_buttons() -> None:
    old = el(3, aria=Aria(label="Close dialog"), dom_id="close")
    new = obs(
        el(7, aria=Aria(label="Close dialog"), dom_id="close", x=500), el(8, aria=Aria(label="Open menu"))
    )
    found = refind(old, new)
    assert found is not None and found.id == 7


def test_input_found_by_name_and_placeholder() -> None:
    old = el(2, "input", name="email", placeholder="you@example.com")
    new = obs(el(4, "input", name="password"), el(6, "input", name="email", placeholder="you@example.com"))
    found = refind(old, new)
    assert found is not None and found.id == 6


@pytest.mark.parametrize(
    ("old", "new", "positive"),
    [
        (el(1, text="Save"), el(2, text="Save"), True),
        (el(1, text="Save"), el(2, text="Cancel"), False),
        (el(1, text="Save changes"), el(2, text="Save"), True),  # partial text still identifies
        (el(1, text=""), el(2, text=""), False),
    ],
)
def test_score_needs_an_identity_feature(old: Element, new: Element, positive: bool) -> None:
    assert (fingerprint_score(old, new) > 0) is positive


def test_prefers_matching_tag() -> None:
    old = el(1, "a", "Details", y=50)
    new = obs(el(2, "button", "Details", y=50), el(3, "a", "Details", y=50))
    found = refind(old, new)
    assert found is not None and found.id == 3
