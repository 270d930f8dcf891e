"""Pure decisions of the type/search actions: secrets, select options, checkbox words, search box."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.actions.inputs import (
    check_intent,
    choose_option,
    find_search_box,
    mask_secrets,
    search_url_for,
    substitute_secrets,
)
from wayfinder.errors import ActionFailed
from wayfinder.observe.models import Aria, BBox, Element, Observation

OPTIONS = [("Choose a size", ""), ("Small", "s"), ("Medium", "m"), ("Extra Large", "xl")]


@pytest.mark.parametrize(
    ("wanted", "expected"),
    [
        ("medium", ("Medium", "m")),
        ("  SMALL ", ("Small", "s")),
        ("xl", ("Extra Large", "xl")),  # by value
        ("large", ("Extra Large", "xl")),  # contains
        ("huge", None),
        ("", None),
    ],
)
def test_choose_option(wanted: str, expected: tuple[str, str] | None) -> None:
    assert choose_option(OPTIONS, wanted) == expected


def test_choose_option_prefers_exact_over_contains() -> None:
    assert choose_option([("Red wine", "1"), ("Red", "2")], "red") == ("Red", "2")


@pytest.mark.parametrize(
    ("text", "expected"),
    [("true", True), ("Check", True), ("false", False), ("uncheck", False), ("yes please", None)],
)
def test_check_intent(text: str, expected: bool | None) -> None:
    assert check_intent(text) is expected


def test_substitute_and_mask_secrets() -> None:
    secrets = {"PASSWORD": "s3cret-pass", "user": "alice@example.com"}
    text = substitute_secrets("<secret:USER> / <secret:password>", secrets)
    assert text == "alice@example.com / s3cret-pass"
    assert mask_secrets(f"typed {text}", secrets) == "typed <secret:user> / <secret:PASSWORD>"


def test_unknown_secret_names_valid_ones_not_values() -> None:
    with pytest.raises(ActionFailed) as info:
        substitute_secrets("<secret:PIN>", {"PASSWORD": "s3cret-pass"})
    assert str(info.value) == "secret 'PIN' is not valid; valid values: 'PASSWORD'"
    with pytest.raises(ActionFailed, match="no secrets are configured"):
        substitute_secrets("<secret:PIN>", None)
    assert substitute_secrets("no placeholders", None) == "no placeholders"


def field(agent_id: int, tag: str = "input", **kw: Any) -> Element:
    return Element(id=agent_id, tag=tag, bbox=BBox(x=0, y=0, w=10, h=10), **kw)


@pytest.mark.parametrize(
    "box",
    [
        field(3, input_type="search"),
        field(3, role="searchbox"),
        field(3, role="combobox", input_type="text"),
        field(3, input_type="text", name="q"),
        field(3, input_type="text", placeholder="Search the catalogue"),
        field(3, input_type="text", dom_id="site-search"),
        field(3, input_type="text", aria=Aria(label="Search")),
    ],
)
def test_find_search_box(box: Element) -> None:
    page = Observation(url="http://x/", elements=[field(1, input_type="text", name="email"), box])
    found = find_search_box(page)
    assert found is not None and found.id == 3


def test_no_search_box_among_other_fields() -> None:
    page = Observation(
        url="http://x/",
        elements=[
            field(1, input_type="text", name="email"),
            field(2, input_type="checkbox", name="search_all"),
            field(3, input_type="search", disabled=True),
            field(4, "button", text="Search"),
        ],
    )
    assert find_search_box(page) is None


def test_search_url_for_quotes_the_query() -> None:
    assert search_url_for("https://s.example/?q={query}", "red shoes & socks") == (
        "https://s.example/?q=red+shoes+%26+socks"
    )
