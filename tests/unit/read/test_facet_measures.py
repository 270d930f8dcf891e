"""A goal's measure finds the filter that spells it otherwise (pure): '16GB laptops' is the shop's
'16 GB' checkbox, '1 TB' is a store's '1TB' link, '2.4-GHz' is '2.4 GHz'; one key (``measure_key``)
is used on both sides, and another number or another unit is never the same filter."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import el, page
from wayfinder.observe.models import Observation
from wayfinder.read.facets import find_facet, measure_key


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("16GB", "16gb"),
        ("16 GB", "16gb"),
        ("16-gb", "16gb"),
        ("16 GB laptops", "16gb laptops"),
        ("2.4 GHz", "2.4ghz"),
        ("1TB", "1tb"),
        ("4K", "4k"),
        ("Sony (12)", "sony 12"),
        ("16 days", "16 days"),
    ],
)
def test_measure_key_joins_a_number_to_its_unit(text: str, key: str) -> None:
    assert measure_key(text) == key


def ram_filters() -> Observation:
    return page(
        el(1, "input", "", input_type="checkbox", label="8 GB (12)", zone="aside"),
        el(2, "input", "", input_type="checkbox", label="16 GB (20)", zone="aside"),
        el(3, "input", "", input_type="checkbox", label="32 GB (6)", zone="aside"),
    )


@pytest.mark.parametrize("value", ["16GB", "16 gb", "16-GB", "16 GB"])
def test_a_measure_finds_the_checkbox_that_spells_it_apart(value: str) -> None:
    found = find_facet(ram_filters(), value)
    assert found is not None and found.element_id == 2


def test_a_measure_finds_the_link_that_spells_it_together() -> None:
    obs = page(
        el(1, "a", "512GB", zone="aside", href="?storage=512gb"),
        el(2, "a", "1TB", zone="aside", href="?storage=1tb"),
        el(3, "a", "2.4GHz", zone="aside", href="?band=24"),
        url="http://drives.test/list/",
    )
    found = find_facet(obs, "1 TB")
    assert found is not None and found.element_id == 2
    band = find_facet(obs, "2.4 GHz")
    assert band is not None and band.element_id == 3


def test_another_number_or_unit_is_not_the_filter() -> None:
    obs = ram_filters()
    assert find_facet(obs, "64GB") is None
    assert find_facet(obs, "16 TB") is None
