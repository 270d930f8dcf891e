"""Goal terms and element match scores."""

from __future__ import annotations

import pytest

from wayfinder.observe.models import Aria, BBox, Element
from wayfinder.observe.terms import goal_terms, match_score

BOX = BBox(x=0, y=0, w=10, h=10)


@pytest.mark.parametrize(
    ("goal", "terms"),
    [
        ("Find the cheapest 4K monitor", ["cheapest", "4k", "monitor"]),
        ('Search for "wireless mouse" under $30', ["wireless mouse", "search", "30"]),
        ("Open the page and click Next", ["next"]),
        ("Add the Dell U2720Q to the cart, then checkout", ["add", "dell", "u2720q", "cart", "checkout"]),
        ("go to page 2", ["2"]),
        ("", []),
        ("Monitor monitor MONITOR", ["monitor"]),
    ],
)
def test_goal_terms(goal: str, terms: list[str]) -> None:
    assert goal_terms(goal) == terms


def test_match_score_orders_visible_over_attribute_hits() -> None:
    terms = ["next"]
    exact = Element(id=1, tag="a", text="Next", bbox=BOX)
    wordy = Element(id=2, tag="a", text="Next-day delivery details", bbox=BOX)
    attr = Element(id=3, tag="a", text="»", href="http://x/?nextpage=2", bbox=BOX)
    partial = Element(id=4, tag="a", text="Nextcloud", bbox=BOX)
    none = Element(id=5, tag="a", text="Previous", bbox=BOX)
    scores = [match_score(e, terms) for e in (exact, wordy, partial, attr, none)]
    assert scores == sorted(scores, reverse=True)
    assert scores[0] > scores[1] > scores[2] > scores[3] > scores[4] == 0.0


def test_match_score_uses_label_placeholder_and_options_but_not_password_value() -> None:
    assert (
        match_score(Element(id=1, tag="input", aria=Aria(label="Search products"), bbox=BOX), ["search"])
        == 1.0
    )
    assert match_score(Element(id=1, tag="input", placeholder="City", bbox=BOX), ["city"]) == 2.0
    pw = Element(id=1, tag="input", input_type="password", value="secret", bbox=BOX)
    assert match_score(pw, ["secret"]) == 0.0
    assert match_score(Element(id=1, tag="button", text="Buy", disabled=True, bbox=BOX), ["buy"]) == 1.0
    assert match_score(Element(id=1, tag="button", text="Buy", bbox=BOX), []) == 0.0


def test_plural_goal_words_match_singular_items() -> None:
    assert goal_terms("List the monitors") == ["monitors"]
    assert match_score(Element(id=1, tag="a", text="Monitor 27", bbox=BOX), ["monitors"]) == 1.0
    assert match_score(Element(id=1, tag="a", text="Boxes", bbox=BOX), ["boxes"]) == 2.0
    assert match_score(Element(id=1, tag="a", text="Box", bbox=BOX), ["boxes"]) == 2.0
    assert match_score(Element(id=1, tag="a", text="Glass", bbox=BOX), ["glass"]) == 2.0
