"""bench portal's arithmetic and case parsing (pure)."""

from __future__ import annotations

import pytest

from wayfinder.errors import ConfigError
from wayfinder_bench.cli.portal import _cases
from wayfinder_bench.portal import CASES, DEFAULT_CASES, PortalBench, results_json


def test_a_ratio_needs_identical_rows() -> None:
    same = PortalBench("1", 1, "DONE", "http", 11, [3000, 1000, 2000], [100, 300, 200], same_rows=True)
    differ = PortalBench("5", 5, "DONE", "http", 11, [3000], [100], same_rows=False)
    browser_only = PortalBench("2", 2, "DONE", "browser", 11, [3000])
    assert same.ratio == 10.0 and differ.ratio is None and browser_only.ratio is None
    data = results_json([same, differ, browser_only], repeat=3, load="0.5 0.4 0.3")
    assert data["median_ratio"] == data["min_ratio"] == 10.0
    assert data["cases"][0]["browser_median_ms"] == 2000 and data["load_average"] == "0.5 0.4 0.3"


def test_cases_are_checked() -> None:
    assert set(DEFAULT_CASES) <= set(CASES)
    assert _cases("1, 5-large") == ("1", "5-large")
    with pytest.raises(ConfigError, match="choose among"):
        _cases("1,99")
