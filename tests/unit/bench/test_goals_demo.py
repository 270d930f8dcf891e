"""The demo site's checks compute their values from the same data the pages show."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder.demo.records import Criteria, search
from wayfinder.demo.server import DemoServer
from wayfinder.demo.shop_listing import ListingQuery, run_listing
from wayfinder.errors import ConfigError
from wayfinder.judge.runs import RunFacts
from wayfinder_bench.goals import load_suite, parse_suite
from wayfinder_bench.goals_demo import PROVIDER, DemoSite, cart_has, no_order
from wayfinder_bench.goals_sites import AfterRun, expected_value, prepare, site_provider

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def site() -> DemoSite:
    return DemoSite(DemoServer())  # never started: checks read only its state


def _value(site: DemoSite, check: str, **args: object) -> tuple[str, ...]:
    suite = parse_suite(
        f"site: demo\ngoals:\n  - id: g\n    goal: x\n    expect:\n      answer: {{check: {check}}}\n",
        "t.yaml",
    )
    ref = suite.goals[0].expect.answer
    assert ref is not None
    return expected_value(PROVIDER, site, ref.model_copy(update={"args": args})).values


def test_cheapest_is_what_the_price_sort_shows_first(site: DemoSite) -> None:
    laptops = site.state.catalog.in_category("laptops")
    first = run_listing(laptops, ListingQuery(sort="price_asc")).items[0]
    assert _value(site, "cheapest", category="laptops") == (first.price_text,)
    assert _value(site, "cheapest", category="laptops", give="name") == (first.name,)


def test_bounds_and_filters_narrow_the_pool(site: DemoSite) -> None:
    pool = [
        p for p in site.state.catalog.in_category("monitors") if p.facet == "4K" and p.price_cents < 30000
    ]
    best = min(pool, key=lambda p: (p.price_cents, p.id))
    assert _value(site, "cheapest", category="monitors", facet="4K", under=300, give="path") == (
        f"/shop/p/{best.id}",
    )
    sony = [
        p
        for p in site.state.catalog.in_category("headphones")
        if p.brand == "Sony" and p.price_cents <= 20000
    ]
    assert _value(site, "count", category="headphones", brand="Sony", at_most=200) == (str(len(sony)),)


def test_a_search_count_uses_the_shops_own_search(site: DemoSite) -> None:
    total = run_listing(site.state.catalog.products, ListingQuery(q="wireless mouse")).total
    assert _value(site, "count", query="wireless mouse") == (str(total),)
    assert _value(site, "count", query="usb cable") == ("0",)


def test_record_counts_use_the_portals_own_search(site: DemoSite) -> None:
    assert _value(site, "record_count", last="Smith") == (
        str(search(site.state.records, Criteria(last="Smith")).total),
    )
    newest = next(r for r in site.state.records if r.last == "Lee" and r.doc_type == "Deed")  # newest first
    assert _value(site, "latest_record", last="Lee", doc_type="Deed") == (newest.recorded.isoformat(),)


@pytest.mark.parametrize(
    ("check", "args", "message"),
    [
        ("nonesuch", {}, "unknown value check 'nonesuch'"),
        ("cheapest", {"category": "spaceships"}, "unknown category"),
        ("cheapest", {"colour": "red"}, "colour"),
        ("cheapest", {"category": "mice", "under": 1}, "no product matches"),
        ("product", {"name": "Not A Product"}, "no product is named"),
        ("product", {}, "missing a required argument"),
    ],
)
def test_a_bad_check_is_a_config_error(
    site: DemoSite, check: str, args: dict[str, object], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        _value(site, check, **args)


def _after(cart: str) -> AfterRun:
    return AfterRun(RunFacts(terminal_reason="goal_satisfied"), {"cart": cart})


def test_cart_checks_read_the_cookie_with_the_shops_parser(site: DemoSite) -> None:
    mouse = site.state.catalog.in_category("mice")[0]
    other = site.state.catalog.in_category("mice")[1]
    assert cart_has(site, _after(f"{mouse.id}:2"), mouse.name, qty=2).ok
    assert not cart_has(site, _after(f"{mouse.id}:1"), mouse.name, qty=2).ok
    crowded = cart_has(site, _after(f"{mouse.id}%3A2%2C{other.id}%3A1"), mouse.name, qty=2)
    assert not crowded.ok and other.name in crowded.detail
    assert cart_has(site, _after(f"{mouse.id}:2,{other.id}:1"), mouse.name, qty=2, only=False).ok


def test_no_order_reads_the_servers_order_log(site: DemoSite) -> None:
    assert no_order(site, _after("")).ok
    site.state.place_order({"items": [], "total_cents": 0})
    try:
        verdict = no_order(site, _after(""))
        assert not verdict.ok and "#1001" in verdict.detail
    finally:
        site.reset()


def test_every_bundled_demo_suite_is_valid(site: DemoSite) -> None:
    files = sorted((REPO / "bench" / "goals").glob("*/*.yaml"))
    assert files, "no goal suites under bench/goals"
    for path in files:
        suite = load_suite(path)
        if suite.site != "demo":
            continue
        expected = prepare(site_provider("demo"), site, suite)
        assert set(expected) == {g.id for g in suite.goals}


def test_ties_are_alternatives(site: DemoSite) -> None:
    mice = site.state.catalog.in_category("mice")
    low = min(p.price_cents for p in mice)
    tied = sorted(p.name for p in mice if p.price_cents == low)
    assert len(tied) > 1  # the catalogue has ties at the bottom: a person may name any of them
    assert sorted(_value(site, "cheapest", category="mice", give="name")) == tied


def test_a_premise_that_the_data_contradicts_stops_the_suite(site: DemoSite) -> None:
    text = """
site: demo
goals:
  - id: no-mice
    goal: find a mouse
    expect: {outcome: not_success, premise: {check: count, category: mice, is: 0}}
"""
    with pytest.raises(ConfigError, match="premise count is '0'"):
        prepare(PROVIDER, site, parse_suite(text, "p.yaml"))
    ok = text.replace("category: mice, is: 0", "query: unicorn, is: 0")
    assert prepare(PROVIDER, site, parse_suite(ok, "p.yaml")) == {"no-mice": {}}
