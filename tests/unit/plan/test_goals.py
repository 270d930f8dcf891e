"""Table tests of goal parsing: shop, portal, form, login, multi-step and not-understood goals."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.plan.rules.goal import parse_goal
from wayfinder.plan.rules.subgoals import split_clauses

# (goal, [(kind, {attribute: expected, ...}), ...])
CASES: list[tuple[str, list[tuple[str, dict[str, Any]]]]] = [
    # navigation
    ("open http://localhost:8000/shop", [("navigate", {"url": "http://localhost:8000/shop"})]),
    ("Go to example.com", [("navigate", {"url": "http://example.com"})]),
    (
        "visit https://news.test/today, then open the first result",
        [("navigate", {"url": "https://news.test/today"}), ("open_nth", {"nth": 1})],
    ),
    ("go back", [("go_back", {})]),
    ("switch to the new tab", [("switch_tab", {"target": "new"})]),
    ("scroll to the bottom", [("scroll", {"direction": "bottom"})]),
    # shop-style
    ("search for 4K monitors", [("search", {"target": "4K monitors"})]),
    ('search for "usb-c hub, 7 port"', [("search", {"target": "usb-c hub, 7 port", "exact": True})]),
    (
        "find the cheapest 4K monitor under $300 and open its page",
        [
            (
                "find_best",
                {
                    "target": "4K monitor",
                    "order": "min",
                    "bound": 300.0,
                    "bound_op": "lt",
                    "open_result": True,
                },
            )
        ],
    ),
    (
        "open the most expensive laptop",
        [("find_best", {"target": "laptop", "order": "max", "open_result": True})],
    ),
    (
        "find a Dell monitor for no more than $250.50",
        [("find_best", {"target": "Dell monitor", "bound": 250.5, "bound_op": "le"})],
    ),
    (
        "show me laptops over $1,000",
        [("find_best", {"target": "laptops", "bound": 1000.0, "bound_op": "gt"})],
    ),
    (
        "search for monitors, sort by price, and open the cheapest",
        [
            ("search", {"target": "monitors"}),
            ("sort", {"attribute": "price", "order": "min"}),
            ("find_best", {"order": "min", "open_result": True}),
        ],
    ),
    ("sort by price from high to low", [("sort", {"attribute": "price", "order": "max"})]),
    ("open the 3rd search result", [("open_nth", {"nth": 3})]),
    ("open the last result", [("open_nth", {"nth": -1})]),
    (
        "search for laptops and open it",
        [("search", {"target": "laptops"}), ("open_nth", {"nth": 1, "target": "laptops"})],
    ),
    (
        "what is the price of Dell UltraView 27?",
        [("answer", {"answer_kind": "price", "target": "Dell UltraView 27"})],
    ),
    ("how much does the LG Sharp cost?", [("answer", {"answer_kind": "price", "target": "LG Sharp"})]),
    (
        "what is the screen size of the Dell UltraView 27",
        [("answer", {"answer_kind": "text", "attribute": "screen size", "target": "Dell UltraView 27"})],
    ),
    ("download the annual report", [("download", {"target": "annual report"})]),
    # portal-style
    (
        "accept the disclaimer, search the last name Smith and report the number of records",
        [
            ("click", {"target": "accept", "role_hint": "button"}),
            ("fill", {"fields": [("last name", "Smith")]}),
            ("submit", {"target": "search"}),
            ("answer", {"answer_kind": "count", "attribute": "records"}),
        ],
    ),
    ("how many records are found?", [("answer", {"answer_kind": "count", "attribute": "records"})]),
    (
        "agree to the terms and click Search",
        [("click", {"role_hint": "button"}), ("submit", {"target": "search"})],
    ),
    # form-style
    (
        "Enter 'Smith' as last name and 2019 as year",
        [("fill", {"fields": [("last name", "Smith"), ("year", "2019")]})],
    ),
    (
        "fill the form with first name: John, last name: Smith, email: j@x.com",
        [("fill", {"fields": [("first name", "John"), ("last name", "Smith"), ("email", "j@x.com")]})],
    ),
    (
        "Enter 'xyz' into the text field and press Submit",
        [("type", {"fields": [("", "xyz")]}), ("submit", {"target": "submit"})],
    ),
    ("type hello world", [("type", {"fields": [("", "hello world")]})]),
    ("Enter the date 01/02/2016", [("type", {"fields": [("date", "01/02/2016")]})]),
    (
        "Enter 01/02/2016 as the date and hit submit.",
        [("type", {"fields": [("date", "01/02/2016")]}), ("submit", {})],
    ),
    (
        "Enter the password “a, b” into both text fields and press submit.",
        [("type", {"fields": [("", "a, b")], "all_fields": True}), ("submit", {})],
    ),
    ('Type "Hello" in lowercase in the text input', [("type", {"fields": [("", "hello")]})]),
    ("select Red from the color list", [("select", {"target": "Red", "fields": [("color", "Red")]})]),
    (
        "Select 'foo' from the list and click Submit",
        [("select", {"target": "foo", "exact": True}), ("submit", {})],
    ),
    ("set the size to Large", [("select", {"fields": [("size", "Large")]})]),
    ("check Dell and HP", [("check", {"items": ("Dell", "HP"), "checked": True})]),
    ("Check 'a, b', 'c' and submit", [("check", {"items": ("a, b", "c")}), ("submit", {})]),
    ("uncheck the newsletter box", [("check", {"items": ("newsletter",), "checked": False})]),
    ("select all the checkboxes with 'blue'", [("check", {"items": ("blue",)})]),
    ("submit the form", [("submit", {"target": "submit"})]),
    # clicking
    ("Click on the 'Submit' button", [("click", {"target": "Submit", "exact": True, "role_hint": "button"})]),
    (
        "Click button ONE, wait 2 seconds, then click button TWO.",
        [("click", {"target": "ONE", "role_hint": "button"}), ("click", {"target": "TWO"})],
    ),
    ('Close the dialog box by clicking the "x".', [("click", {"target": "x", "exact": True})]),
    ("open the Contact page", [("find", {"target": "Contact", "role_hint": "link"})]),
    (
        'Switch between the tabs to find and click on the link "Lorem".',
        [("click", {"target": "Lorem", "role_hint": "link"})],
    ),
    # login
    (
        "log in as jdoe with password hunter2",
        [
            ("fill", {"fields": [("username", "jdoe"), ("password", "hunter2")]}),
            ("submit", {"target": "log in"}),
        ],
    ),
    (
        'Enter the username "jdoe" and the password "s3 cret" into the text fields and press login',
        [
            ("fill", {"fields": [("username", "jdoe"), ("password", "s3 cret")]}),
            ("click", {"target": "login"}),
        ],
    ),
    ("sign in", [("submit", {"target": "log in"})]),
    (
        "Select ZrLIee, RKPgD, 3mJ5 and click Submit.",
        [("check", {"items": ("ZrLIee", "RKPgD", "3mJ5")}), ("submit", {})],
    ),
    ("Select nothing and click Submit.", [("submit", {})]),
    ("Focus into the second input textbox.", [("click", {"role_hint": "field"})]),
    ("Enter the value of Language into the text field", [("type", {"fields": [("", "")]})]),
    ('Type "tora" in all upper case letters in the text input', [("type", {"fields": [("", "TORA")]})]),
]


def _check(step: Any, expected: dict[str, Any]) -> None:
    for key, want in expected.items():
        got = getattr(step, key)
        if key == "fields":
            got = [(f.field, f.value) for f in got]
        assert got == want, f"{key}: {got!r} != {want!r}"


@pytest.mark.parametrize(("goal", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_parse_goal(goal: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    parsed = parse_goal(goal)
    assert parsed.understood, parsed.reason
    assert [s.kind for s in parsed.steps] == [kind for kind, _ in expected]
    for step, (_, attrs) in zip(parsed.steps, expected, strict=True):
        _check(step, attrs)


@pytest.mark.parametrize(
    "goal",
    ["", "asdf qwer zxcv", "open it", "do the thing", "click", "click it and then submit"],
)
def test_not_understood(goal: str) -> None:
    parsed = parse_goal(goal)
    assert not parsed.understood
    assert parsed.reason
    assert parsed.steps == ()


def test_quoted_separators_never_split() -> None:
    parsed = parse_goal('type "red, then blue; and click" into the notes field')
    assert [s.kind for s in parsed.steps] == ["type"]
    assert parsed.steps[0].fields[0].value == "red, then blue; and click"
    assert parsed.steps[0].fields[0].field == "notes"


def test_split_clauses_keeps_lists_together() -> None:
    assert split_clauses("check Dell and HP and submit") == ["check Dell and HP", "submit"]
    assert split_clauses("Search for X. Then open the first result.") == [
        "Search for X",
        "open the first result",
    ]
    assert split_clauses("enter A as name and B as city") == ["enter A as name and B as city"]
