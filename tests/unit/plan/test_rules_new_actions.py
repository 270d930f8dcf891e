"""The skills use the newer actions when the loop allows them: select_option for a dropdown, press_key."""

from __future__ import annotations

from tests.fixtures.rules import act, context, el, field, page
from wayfinder.plan.rules import decide

ALL = ["click", "type", "scroll", "screenshot", "select_option", "press_key", "done", "ask_user"]


def test_a_dropdown_choice_is_select_option() -> None:
    form = page(el(1, "select", "", label="Shipping", options=["Standard", "Express", "Overnight"]))
    ctx = context("choose Express from the shipping list", form).model_copy(update={"allowed_actions": ALL})
    assert act(decide(ctx)) == {"type": "select_option", "element_id": 1, "label": "Express"}


def test_without_select_option_the_dropdown_is_typed_as_before() -> None:
    form = page(el(1, "select", "", label="Shipping", options=["Standard", "Express"]))
    assert act(decide(context("choose Express from the shipping list", form)))["type"] == "type"


def test_press_escape_is_a_key_press() -> None:
    ctx = context("press the escape key", page(field(1, "q"))).model_copy(update={"allowed_actions": ALL})
    assert act(decide(ctx)) == {"type": "press_key", "key": "Escape"}
