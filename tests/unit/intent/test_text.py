"""The one text module: words, numbers, money, dates, bounds."""

from __future__ import annotations

import pytest

from wayfinder.intent.text import (
    MATCH_STOP,
    TERM_STOP,
    date_span,
    find_bounds,
    find_date_range,
    find_number,
    find_ordinal,
    norm,
    parse_date,
    parse_money,
    parse_number,
    squash,
    stem,
    tokens,
)


@pytest.mark.parametrize(
    ("word", "stemmed"),
    [
        ("laptops", "laptop"),
        ("batteries", "battery"),
        ("boxes", "box"),
        ("glass", "glass"),
        ("status", "status"),
        ("bus", "bus"),
    ],
)
def test_stem(word: str, stemmed: str) -> None:
    assert stem(word) == stemmed


def test_tokens_norm_squash() -> None:
    assert tokens("Sony WH-1000 Headphones") == ["sony", "wh", "1000", "headphone"]
    assert norm("  Last-Name: ") == "last name"
    assert squash("last_Name") == squash("Last name") == "lastname"


def test_stop_lists_keep_their_purpose() -> None:
    assert "the" in MATCH_STOP and "button" in MATCH_STOP
    assert "next" not in MATCH_STOP  # "Next" is a real button name
    assert {"find", "me", "please", "page"} <= TERM_STOP


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("$1,299.99", 1299.99, "$"),
        ("1.234,56 €", 1234.56, "€"),
        ("USD 30", 30.0, "USD"),
        ("30 dollars", 30.0, "dollars"),
        ("$2k", 2000.0, "$"),
    ],
)
def test_parse_money(text: str, amount: float, currency: str) -> None:
    money = parse_money(text)
    assert money is not None
    assert (money.amount, money.currency) == (amount, currency)


def test_bare_number_is_not_money() -> None:
    assert parse_money("141 results") is None
    assert parse_money("141", require_currency=False) is not None


@pytest.mark.parametrize(
    ("text", "value"), [("1,234.5", 1234.5), ("12k", 12000.0), ("seven", 7.0), ("abc", None)]
)
def test_parse_number(text: str, value: float | None) -> None:
    assert parse_number(text) == value


def test_find_number_and_ordinal() -> None:
    assert find_number("about 141 rows") == 141.0
    assert find_number("three pizzas") == 3.0
    hit = find_ordinal("open the second to last result")
    assert hit is not None and hit[0] == -2
    hit = find_ordinal("the 3rd item")
    assert hit is not None and hit[0] == 3


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("Jan 5, 2024", "2024-01-05"),
        ("2024-01-05", "2024-01-05"),
        ("5 March 2021", "2021-03-05"),
        ("March 2021", "2021-03-01"),
        ("soon", None),
    ],
)
def test_parse_date(text: str, iso: str | None) -> None:
    day = parse_date(text)
    assert (day.isoformat() if day else None) == iso


def test_date_span_precision() -> None:
    span = date_span("2021")
    assert span is not None and (span[0].isoformat(), span[1].isoformat()) == ("2021-01-01", "2021-12-31")
    span = date_span("Feb 2024")
    assert span is not None and span[1].isoformat() == "2024-02-29"


@pytest.mark.parametrize(
    ("text", "start", "end", "relative"),
    [
        ("orders in 2021", "2021-01-01", "2021-12-31", ""),
        ("before March 2020", None, "2020-02-29", ""),
        ("after 2019", "2020-01-01", None, ""),
        ("since May 2018", "2018-05-01", None, ""),
        ("between 2019 and 2021", "2019-01-01", "2021-12-31", ""),
        ("from Jan 2020 to Mar 2020", "2020-01-01", "2020-03-31", ""),
        ("on 10/13/2016", "2016-10-13", "2016-10-13", ""),
        ("posts from last week", None, None, "last week"),
    ],
)
def test_find_date_range(text: str, start: str | None, end: str | None, relative: str) -> None:
    found = find_date_range(text)
    assert found is not None
    dates = found[0]
    assert (dates.start, dates.end, dates.relative) == (start, end, relative)


@pytest.mark.parametrize(
    ("text", "bounds"),
    [
        ("monitors under $300", [("price", "lt", 300.0)]),
        ("no more than $250.50", [("price", "le", 250.5)]),
        ("$2k max", [("price", "le", 2000.0)]),
        ("under 50 bucks", [("price", "lt", 50.0)]),
        ("$300 or less", [("price", "le", 300.0)]),
        ("at least 4 stars", [("rating", "ge", 4.0)]),
        ("rating above 4", [("rating", "gt", 4.0)]),
        ("more than 100 reviews", [("reviews", "gt", 100.0)]),
        ("16 GB RAM or more", [("ram", "ge", 16.0)]),
        ("between $20 and $50", [("price", "ge", 20.0), ("price", "le", 50.0)]),
        ("under the table", []),
        ("a 4K monitor", []),
    ],
)
def test_find_bounds(text: str, bounds: list[tuple[str, str, float]]) -> None:
    assert [(b.attribute, b.op, b.value) for b, _ in find_bounds(text)] == bounds
