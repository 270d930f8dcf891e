"""Tables for values copied from the page into fields (rules_read) over hand-built observations."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.goal import parse_goal


@pytest.mark.parametrize(
    ("goal", "skills"),
    [
        (
            "Solve the math problem and type your answer into the textbox. Press submit when done.",
            ["derive:math", "submit"],
        ),
        (
            "Find the last word in the text area, enter it into the text field and hit Submit.",
            ["derive:last_word", "submit"],
        ),
        ("Type the text below into the text field and press Submit.", ["derive:text_below", "submit"]),
        (
            "Enter the value that corresponds with each label into the form and submit when done.",
            ["derive:label_values", "submit"],
        ),
        (
            "Find and pick the card with the greatest number, then press submit.",
            ["derive:pick_extreme", "submit"],
        ),
        ("Buy UBN stock when the price is less than $53.10.", ["derive:when_price"]),
    ],
)
def test_reading_goals_parse_into_a_derive_step(goal: str, skills: list[str]) -> None:
    parsed = parse_goal(goal)
    assert parsed.understood, parsed.reason
    got = [f"{s.kind}:{s.attribute}" if s.kind == "derive" else s.kind for s in parsed.steps]
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


def test_count_the_drawn_blocks() -> None:
    goal = "Type the total number of blocks into the textbox and press Submit."
    obs = page(field(1, "answer"), button(2, "Submit"), digest=f"{goal}\n■■■■ + ■■■\n-\n0")
    assert act(decide(context(goal, obs))) == {"type": "type", "element_id": 1, "text": "7"}


def test_count_with_no_shapes_shown_does_not_type_a_guess() -> None:
    goal = "Type the total number of blocks into the textbox and press Submit."
    obs = page(field(1, "answer"), button(2, "Submit"), digest=f"{goal}\n+")
    assert act(decide(context(goal, obs)))["type"] != "type"


def test_an_attribute_of_a_product_is_read_on_its_page_after_opening_the_result_that_names_it() -> None:
    home = page(
        field(1, "q", placeholder="Search the store", itype="search", zone="header"), url="http://store.test/"
    )
    ctx = context("what is the weight of the Trailhead 40L Backpack?", home)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "Trailhead 40L Backpack", "submit": True}
    results = page(
        field(1, "q", value="Trailhead 40L Backpack", itype="search", zone="header"),
        el(2, "a", "Summit 40L Backpack", href="/p/summit-40"),
        el(3, "a", "Trailhead 40L Backpack", href="/p/trailhead-40"),
        url="http://store.test/search?q=Trailhead+40L+Backpack",
        title="Results for Trailhead 40L Backpack",
        headings=["Results for Trailhead 40L Backpack"],
        digest="Summit 40L Backpack\nWeight: 1.9 kg\nTrailhead 40L Backpack",
    )
    ctx2 = after(ctx, res, results)
    res2 = decide(ctx2)
    assert act(res2) == {"type": "click", "element_id": 3}
    item = page(
        el(4, "button", "Add to cart"),
        url="http://store.test/p/trailhead-40",
        title="Trailhead 40L Backpack",
        headings=["Trailhead 40L Backpack"],
        digest="Trailhead 40L Backpack\nWeight: 1.4 kg\nColour: moss",
    )
    res3 = decide(after(ctx2, res2, item))
    assert act(res3) == {"type": "done", "success": True, "answer": "1.4 kg"}
