"""Table tests of the rules planner's work lists: shop, portal, form, login, multi-step and
not-understood goals, read by the one goal frame and mapped to typed work items."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.plan.rules.work import (
    AskAttribute,
    AskPrice,
    ChangeTab,
    ChooseOption,
    ClickOn,
    CountThings,
    DownloadFile,
    FillIn,
    FindBest,
    FindThing,
    GoTo,
    Limit,
    OpenNth,
    ScrollTo,
    SearchFor,
    SortBy,
    StepBack,
    SubmitForm,
    TickBoxes,
    Work,
)
from wayfinder.plan.rules.worklist import work_for

# (goal, [(kind, {attribute: expected, ...}), ...])
CASES: list[tuple[str, list[tuple[type[Work], dict[str, Any]]]]] = [
    # navigation
    ("open http://localhost:8000/shop", [(GoTo, {"url": "http://localhost:8000/shop"})]),
    ("Go to example.com", [(GoTo, {"url": "http://example.com"})]),
    (
        "visit https://news.test/today, then open the first result",
        [(GoTo, {"url": "https://news.test/today"}), (OpenNth, {"nth": 1})],
    ),
    ("go back", [(StepBack, {})]),
    ("switch to the new tab", [(ChangeTab, {"which": "new"})]),
    ("scroll to the bottom", [(ScrollTo, {"direction": "bottom"})]),
    # shop-style
    ("search for 4K monitors", [(SearchFor, {"query": "4K monitors"})]),
    ('search for "usb-c hub, 7 port"', [(SearchFor, {"query": "usb-c hub, 7 port", "exact": True})]),
    (
        "find the cheapest 4K monitor under $300 and open its page",
        [
            (
                FindBest,
                {"things": "4K monitor", "order": "min", "bound": Limit("lt", 300.0), "open_result": True},
            )
        ],
    ),
    (
        "open the most expensive laptop",
        [(FindBest, {"things": "laptop", "order": "max", "open_result": True})],
    ),
    (
        "find a Dell monitor for no more than $250.50",
        [(FindBest, {"things": "Dell monitor", "bound": Limit("le", 250.5)})],
    ),
    (
        "show me laptops over $1,000",
        [(FindBest, {"things": "laptops", "bound": Limit("gt", 1000.0)})],
    ),
    (
        "search for monitors, sort by price, and open the cheapest",
        [
            (SearchFor, {"query": "monitors"}),
            (SortBy, {"attribute": "price", "order": "min"}),
            (FindBest, {"order": "min", "open_result": True}),
        ],
    ),
    ("sort by price from high to low", [(SortBy, {"attribute": "price", "order": "max"})]),
    ("open the 3rd search result", [(OpenNth, {"nth": 3})]),
    ("open the last result", [(OpenNth, {"nth": -1})]),
    (
        "search for laptops and open it",
        [(SearchFor, {"query": "laptops"}), (OpenNth, {"nth": 1, "among": "laptops"})],
    ),
    (
        "what is the price of Dell UltraView 27?",
        [(AskPrice, {"subject": "Dell UltraView 27"})],
    ),
    ("how much does the LG Sharp cost?", [(AskPrice, {"subject": "LG Sharp"})]),
    (
        "what is the screen size of the Dell UltraView 27",
        [(AskAttribute, {"attribute": "screen size", "subject": "Dell UltraView 27"})],
    ),
    ("download the annual report", [(DownloadFile, {"target": "annual report"})]),
    # portal-style
    (
        "accept the disclaimer, search the last name Smith and report the number of records",
        [
            (ClickOn, {"target": "accept", "role": "button"}),
            (FillIn, {"fields": [("last name", "Smith")]}),
            (SubmitForm, {"control": "search"}),
            (CountThings, {"things": "records"}),
        ],
    ),
    ("how many records are found?", [(CountThings, {"things": "records"})]),
    (
        "agree to the terms and click Search",
        [(ClickOn, {"role": "button"}), (SubmitForm, {"control": "search"})],
    ),
    # form-style
    (
        "Enter 'Smith' as last name and 2019 as year",
        [(FillIn, {"fields": [("last name", "Smith"), ("year", "2019")]})],
    ),
    (
        "fill the form with first name: John, last name: Smith, email: j@x.com",
        [(FillIn, {"fields": [("first name", "John"), ("last name", "Smith"), ("email", "j@x.com")]})],
    ),
    (
        "Enter 'xyz' into the text field and press Submit",
        [(FillIn, {"fields": [("", "xyz")]}), (SubmitForm, {"control": "submit"})],
    ),
    ("type hello world", [(FillIn, {"fields": [("", "hello world")]})]),
    ("Enter the date 01/02/2016", [(FillIn, {"fields": [("date", "01/02/2016")]})]),
    (
        "Enter 01/02/2016 as the date and hit submit.",
        [(FillIn, {"fields": [("date", "01/02/2016")]}), (SubmitForm, {})],
    ),
    (
        "Enter the password “a, b” into both text fields and press submit.",
        [(FillIn, {"fields": [("", "a, b")], "every_field": True}), (SubmitForm, {})],
    ),
    ('Type "Hello" in lowercase in the text input', [(FillIn, {"fields": [("", "hello")]})]),
    ("select Red from the color list", [(ChooseOption, {"option": ("color", "Red")})]),
    (
        "Select 'foo' from the list and click Submit",
        [(ChooseOption, {"option": ("", "foo")}), (SubmitForm, {})],
    ),
    ("set the size to Large", [(ChooseOption, {"option": ("size", "Large")})]),
    ("check Dell and HP", [(TickBoxes, {"items": ("Dell", "HP"), "checked": True})]),
    ("Check 'a, b', 'c' and submit", [(TickBoxes, {"items": ("a, b", "c")}), (SubmitForm, {})]),
    ("uncheck the newsletter box", [(TickBoxes, {"items": ("newsletter",), "checked": False})]),
    ("select all the checkboxes with 'blue'", [(TickBoxes, {"items": ("blue",)})]),
    ("submit the form", [(SubmitForm, {"control": "submit"})]),
    # clicking
    ("Click on the 'Submit' button", [(ClickOn, {"target": "Submit", "exact": True, "role": "button"})]),
    (
        "Click button ONE, wait 2 seconds, then click button TWO.",
        [(ClickOn, {"target": "ONE", "role": "button"}), (ClickOn, {"target": "TWO"})],
    ),
    ('Close the dialog box by clicking the "x".', [(ClickOn, {"target": "x", "exact": True})]),
    ("open the Contact page", [(FindThing, {"name": "Contact", "role": "link"})]),
    (
        'Switch between the tabs to find and click on the link "Lorem".',
        [(ClickOn, {"target": "Lorem", "role": "link"})],
    ),
    # login
    (
        "log in as jdoe with password hunter2",
        [
            (FillIn, {"fields": [("username", "jdoe"), ("password", "hunter2")]}),
            (SubmitForm, {"control": "log in"}),
        ],
    ),
    (
        'Enter the username "jdoe" and the password "s3 cret" into the text fields and press login',
        [
            (FillIn, {"fields": [("username", "jdoe"), ("password", "s3 cret")]}),
            (ClickOn, {"target": "login"}),
        ],
    ),
    ("sign in", [(SubmitForm, {"control": "log in"})]),
    (
        "Select ZrLIee, RKPgD, 3mJ5 and click Submit.",
        [(TickBoxes, {"items": ("ZrLIee", "RKPgD", "3mJ5")}), (SubmitForm, {})],
    ),
    ("Select nothing and click Submit.", [(SubmitForm, {})]),
    ("Focus into the second input textbox.", [(ClickOn, {"role": "field"})]),
    ("Enter the value of Language into the text field", [(FillIn, {"fields": [("", "")]})]),
    ('Type "tora" in all upper case letters in the text input', [(FillIn, {"fields": [("", "TORA")]})]),
]


def _check(step: Any, expected: dict[str, Any]) -> None:
    for key, want in expected.items():
        got = getattr(step, key)
        if key == "fields":
            got = [(f.field, f.value) for f in got]
        if key == "option":
            got = (got.field, got.value)
        assert got == want, f"{key}: {got!r} != {want!r}"


@pytest.mark.parametrize(("goal", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_work_list(goal: str, expected: list[tuple[type[Work], dict[str, Any]]]) -> None:
    parsed = work_for(goal)
    assert parsed.understood, parsed.reason
    assert [type(s) for s in parsed.items] == [kind for kind, _ in expected]
    for step, (_, attrs) in zip(parsed.items, expected, strict=True):
        _check(step, attrs)


@pytest.mark.parametrize(
    "goal",
    ["", "asdf qwer zxcv", "open it", "do the thing", "click", "click it and then submit"],
)
def test_not_understood(goal: str) -> None:
    parsed = work_for(goal)
    assert not parsed.understood
    assert parsed.reason
    assert parsed.items == ()


def test_quoted_separators_never_split() -> None:
    parsed = work_for('type "red, then blue; and click" into the notes field')
    item = parsed.items[0]
    assert isinstance(item, FillIn) and len(parsed.items) == 1
    assert item.fields[0].value == "red, then blue; and click"
    assert item.fields[0].field == "notes"
