"""Label/value attributes on detail pages: inline, spec tables, definition lists, label-then-line."""

from __future__ import annotations

from tests.fixtures.rules import page
from wayfinder.read.attributes import find_attribute, read_attributes

DETAIL = (
    "Trail Runner 2\n"
    "Price: $89.95 Rating: 4.6 out of 5 Color: Slate blue\n"
    "Weight\t280 g\n"
    "Released\tMarch 2023\n"
    "Ships within:\n"
    "2 business days\n"
    "Call us at 10:30 for help — see https://help.example.test"
)


def test_read_attributes_in_page_order() -> None:
    got = [(a.label, a.value.text) for a in read_attributes(page(digest=DETAIL))]
    assert got[:6] == [
        ("Price", "$89.95"),
        ("Rating", "4.6 out of 5"),
        ("Color", "Slate blue"),
        ("Weight", "280 g"),
        ("Released", "March 2023"),
        ("Ships within", "2 business days"),
    ]


def test_find_attribute_by_name_and_synonym() -> None:
    obs = page(digest=DETAIL)
    price = find_attribute(obs, "cost")
    assert price is not None and price.value.money == 89.95
    rating = find_attribute(obs, "rating")
    assert rating is not None and rating.value.number == 4.6
    released = find_attribute(obs, "release date")
    assert released is not None and released.value.date == "2023-03-01"
    assert find_attribute(obs, "battery") is None


def test_spec_table_from_another_site() -> None:
    digest = "Specifications\nMemory\t16 GB\nStorage\t1 TB SSD\nDisplay\t14 in"
    memory = find_attribute(page(digest=digest), "RAM")
    assert memory is not None and memory.value.number == 16.0
