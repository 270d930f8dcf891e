"""Controls named by position or kind (``plan/rules/core/controls.py``), as decision tables over
hand-built observations (pure)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import Aria, BBox, Element
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.controls import is_dropdown_trigger, nth_of_kind, ordinal, split_values
from wayfinder.plan.rules.worklist import work_for


def at(eid: int, tag: str, x: float, y: float, **kw: Any) -> Element:
    return Element(id=eid, tag=tag, bbox=BBox(x=x, y=y, w=13, h=13), **kw)


def radios_and_boxes() -> list[Element]:
    return [
        at(1, "input", 60, 65, input_type="radio", aria=Aria(checked=False)),
        at(2, "input", 9, 65, input_type="radio", aria=Aria(checked=False)),
        at(3, "input", 33, 65, input_type="radio", aria=Aria(checked=False)),
        at(4, "input", 4, 90, input_type="text"),
        at(5, "input", 45, 90, input_type="text"),
        at(6, "input", 86, 90, input_type="text"),
        at(7, "button", 4, 121, text="Submit"),
    ]


@pytest.mark.parametrize(
    ("kind", "n", "expected"),
    [
        ("radio", 1, 2),
        ("radio", 3, 1),
        ("radio", -1, 1),
        ("field", 2, 5),
        ("radio", 4, None),
        ("checkbox", 1, None),
    ],
)
def test_nth_of_kind_counts_in_reading_order(kind: str, n: int, expected: int | None) -> None:
    found = nth_of_kind(radios_and_boxes(), kind, n)
    assert (found.id if found else None) == expected


@pytest.mark.parametrize(("word", "n"), [("third", 3), ("3rd", 3), ("21st", 21), ("last", -1), ("First", 1)])
def test_ordinal_words(word: str, n: int) -> None:
    assert ordinal(word) == n


def test_positional_radio_then_positional_textbox_then_the_lone_submit() -> None:
    goal = 'Check the 3rd radio button and enter the number "-7" into the 2nd textbox.'
    obs = page(*radios_and_boxes())
    first = decide(context(goal, obs))
    assert act(first) == {"type": "click", "element_id": 1}  # x=60 is the third from the left
    second = decide(after(context(goal, obs), first, obs))
    assert act(second) == {"type": "type", "element_id": 5, "text": "-7"}
    filled = page(*[e.model_copy(update={"value": "-7"}) if e.id == 5 else e for e in radios_and_boxes()])
    third = decide(after(after(context(goal, obs), first, obs), second, filled))
    assert act(third) == {"type": "click", "element_id": 7}
    assert "send the form" in third.intent
    fourth = decide(after(after(after(context(goal, obs), first, obs), second, filled), third, filled))
    assert act(fourth) == {"type": "done", "success": True}


def test_no_closing_submit_when_the_page_has_two_candidate_buttons() -> None:
    goal = 'enter "x" into the 1st textbox'
    obs = page(field(1, "a", value="x"), button(2, "Submit"), button(3, "Save"))
    res = decide(context(goal, obs, memory={}))
    later = decide(after(context(goal, obs), res, obs)) if res.action.type != "done" else res
    assert act(later)["type"] == "done"


def test_slider_gets_the_number_typed_into_its_handle() -> None:
    obs = page(
        el(1, "div", "", dom_id="slider", classes="ui-slider ui-slider-horizontal"),
        el(2, "span", "", classes="ui-slider-handle ui-state-default"),
        button(3, "Submit"),
    )
    res = decide(context("Select 0 with the slider, then hit Submit.", obs))
    assert act(res) == {"type": "type", "element_id": 2, "text": "0"}


def test_aria_slider_without_classes() -> None:
    obs = page(el(1, "div", "", role="slider"), button(2, "OK"))
    res = decide(context("Set 7 with the slider", obs))
    assert act(res) == {"type": "type", "element_id": 1, "text": "7"}


def test_several_options_of_one_list_are_chosen_together() -> None:
    lst = el(1, "select", "", role="listbox", options=["Mayotte", "Brazil", "Angola", "Mauritania"])
    res = decide(context("Select Brazil, Mauritania from the scroll list and click Submit.", page(lst)))
    assert act(res) == {"type": "type", "element_id": 1, "text": "Brazil, Mauritania"}


@pytest.mark.parametrize(
    ("value", "parts"),
    [("Brazil, Mauritania", ["Brazil", "Mauritania"]), ("A, B and C", ["A", "B", "C"]), ("A", ["A"])],
)
def test_split_values(value: str, parts: list[str]) -> None:
    assert split_values(value) == parts


def test_styled_dropdown_is_opened_then_the_option_clicked() -> None:
    goal = 'Choose 6 ft from the dropdown, then click the button labeled "Yes".'
    closed = page(el(1, "div", "▾"), button(2, "Yes"), button(3, "No"))
    first = decide(context(goal, closed))
    assert act(first) == {"type": "click", "element_id": 1}
    opened = page(
        el(1, "div", "▾"),
        el(4, "li", "6ft 1in", role="option"),
        el(5, "li", "6 ft", role="option"),
        button(2, "Yes"),
    )
    second = decide(after(context(goal, closed), first, opened))
    assert act(second) == {"type": "click", "element_id": 5}


@pytest.mark.parametrize(
    ("element", "expected"),
    [
        (el(1, "div", "Choose one ▾"), True),
        (el(1, "div", "▾"), True),
        (el(1, "div", "Menu"), False),
        (at(1, "button", 0, 0, text="Sort", aria=Aria(expanded=False)), True),
        (el(1, "input", "", role="combobox"), True),
    ],
)
def test_dropdown_trigger(element: Element, expected: bool) -> None:
    assert is_dropdown_trigger(element) is expected


def test_scroll_the_named_textarea_even_while_disabled() -> None:
    goal = 'Scroll to the bottom of the textarea, enter the name "Enola" then press "Cancel"'
    obs = page(el(1, "textarea", "", disabled=True), field(2, "name", disabled=True), button(3, "Cancel"))
    res = decide(context(goal, obs))
    assert act(res) == {"type": "scroll", "direction": "bottom", "element_id": 1}


def test_scroll_page_when_no_box_is_named() -> None:
    res = decide(context("scroll down", page(el(1, "textarea", ""), button(2, "Go"))))
    assert res.action.model_dump() == {"type": "scroll", "direction": "down", "element_id": None}


@pytest.mark.parametrize(
    ("goal", "kinds"),
    [
        ("Scroll the textarea to the bottom of the text and hit submit.", ["scroll", "submit"]),
        ("Scroll the list to the top", ["scroll"]),
        ("Scroll down the page", ["scroll"]),
    ],
)
def test_scroll_box_clauses(goal: str, kinds: list[str]) -> None:
    parsed = work_for(goal)
    assert parsed.understood and [s.kind for s in parsed.items] == kinds
