"""The MiniWoB++ plugin's values read off the page and typed (``derive.py``), as decision tables over
hand-built observations (pure)."""

from __future__ import annotations

import pytest

from tests.fixtures.miniwob import decide, work_list
from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder_miniwob.page_readings import READINGS_KEY
from wayfinder_miniwob.work import Derived

BLOCKS_GOAL = "Type the total number of blocks into the textbox and press Submit."


@pytest.mark.parametrize(
    ("goal", "skills"),
    [
        (
            "Solve the math problem and type your answer into the textbox. Press submit when done.",
            ["SolveMath", "submit"],
        ),
        (
            "Find the last word in the text area, enter it into the text field and hit Submit.",
            ["LastWord", "submit"],
        ),
        ("Type the text below into the text field and press Submit.", ["TextBelow", "submit"]),
        (
            "Enter the value that corresponds with each label into the form and submit when done.",
            ["LabelValues", "submit"],
        ),
        (
            "Find and pick the card with the greatest number, then press submit.",
            ["PickExtreme", "submit"],
        ),
        ("Buy UBN stock when the price is less than $53.10.", ["WhenPrice"]),
    ],
)
def test_reading_goals_parse_into_a_derive_step(goal: str, skills: list[str]) -> None:
    parsed = work_list(goal)
    assert parsed.understood, parsed.reason
    got = [type(s).__name__ if isinstance(s, Derived) else s.kind for s in parsed.items]
    assert got == skills


def test_last_word_of_the_text_area_goes_into_the_input() -> None:
    goal = "Find the last word in the text area, enter it into the text field and hit Submit."
    obs = page(
        el(1, "textarea", "", role="textbox", value="Tortor dui sed … lectus enim."),
        field(2, "answer"),
        button(3, "Submit"),
    )
    assert act(decide(context(goal, obs))) == {"type": "type", "element_id": 2, "text": "enim"}


def test_text_below_the_instruction_is_copied_exactly() -> None:
    goal = "Type the text below into the text field and press Submit."
    obs = page(field(1, "t"), button(2, "Submit"), digest=f"{goal}\n3XZ\n-")
    assert act(decide(context(goal, obs))) == {"type": "type", "element_id": 1, "text": "3XZ"}


def test_each_labelled_field_gets_its_table_value() -> None:
    goal = "Enter the value that corresponds with each label into the form and submit when done."
    table = "Religion\tJudaism\nFirst name\tAmelie\nLanguage\tGerman"
    obs = page(
        field(1, "", label="Language:"),
        field(2, "", label="First name:"),
        button(3, "Submit"),
        digest=f"{goal}\n{table}",
    )
    ctx = context(goal, obs)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "German"}
    half = page(
        field(1, "", label="Language:", value="German"),
        field(2, "", label="First name:"),
        button(3, "Submit"),
        digest=table,
    )
    ctx = after(ctx, res, half)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "Amelie"}
    full = page(
        field(1, "", label="Language:", value="German"),
        field(2, "", label="First name:", value="Amelie"),
        button(3, "Submit"),
        digest=table,
    )
    assert act(decide(after(ctx, res, full))) == {"type": "click", "element_id": 3}


def test_value_of_a_label_not_on_the_page_fails_rather_than_guessing() -> None:
    goal = "Enter the value that corresponds with each label into the form and submit when done."
    obs = page(field(1, "", label="Height:"), button(3, "Submit"), digest=f"{goal}\nWeight\t80")
    res = decide(context(goal, obs))
    assert act(res)["type"] != "type"


def test_count_the_drawn_blocks_the_page_script_read() -> None:
    obs = page(field(1, "answer"), button(2, "Submit"), digest=f"{BLOCKS_GOAL}\n+\n-\n0")
    ctx = context(BLOCKS_GOAL, obs, memory={READINGS_KEY: {"blocks": 7}})
    assert act(decide(ctx)) == {"type": "type", "element_id": 1, "text": "7"}


@pytest.mark.parametrize("reading", [{"blocks": 0}, None, {"other": 3}])
def test_no_blocks_read_does_not_type_a_guess(reading: dict[str, int] | None) -> None:
    """No blocks on the page, or no page reading at all (the plugin loaded without the harness)."""
    obs = page(field(1, "answer"), button(2, "Submit"), digest=f"{BLOCKS_GOAL}\n+")
    memory = {READINGS_KEY: reading} if reading is not None else {}
    assert act(decide(context(BLOCKS_GOAL, obs, memory=memory)))["type"] != "type"
