"""The MiniWoB++ plugin's search over labelled boxes, its copy and paste and its run-on scroll clause
(pure decision tables)."""

from __future__ import annotations

import pytest

from tests.fixtures.miniwob import decide, work_list
from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder_miniwob.search_form import assign_values


@pytest.mark.parametrize(
    ("labels", "values"),
    [
        (["Genre", "Director", "Year"], ["surreal", "Baxter", "1995"]),
        (["Movie Genre", "Director Name", "Released Date"], ["surreal", "Baxter", "1995"]),
        (["Year", "Genre", "Director"], ["1995", "surreal", "Baxter"]),
        (["Colour", "Size"], [None, None]),
    ],
)
def test_search_words_are_shared_out_to_the_labelled_boxes(
    labels: list[str], values: list[str | None]
) -> None:
    assert assign_values("surreal movies directed by Baxter from year 1995", labels) == values


def test_faceted_search_fills_each_box_then_presses_go() -> None:
    goal = "Search for surreal movies directed by Baxter from year 1995."
    boxes = [
        el(1, "input", "", input_type="text", near="Year"),
        el(2, "input", "", input_type="text", near="Genre"),
        el(3, "input", "", input_type="text", near="Director"),
        el(4, "div", "Search", role="button"),
    ]
    ctx = context(goal, page(*boxes))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "1995"}
    ctx = after(ctx, res, page(*boxes))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 2, "text": "surreal"}
    ctx = after(ctx, res, page(*boxes))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 3, "text": "Baxter"}
    res = decide(after(ctx, res, page(*boxes)))
    assert act(res) == {"type": "click", "element_id": 4}


def test_a_real_search_box_is_still_used_for_a_search() -> None:
    obs = page(field(1, "q", itype="search", placeholder="Search"), field(2, "x", near="Genre"))
    res = decide(context("Search for surreal movies directed by Baxter", obs))
    assert act(res) == {
        "type": "type",
        "element_id": 1,
        "text": "surreal movies directed by Baxter",
        "submit": True,
    }


def test_copy_the_nth_text_area_into_the_input() -> None:
    goal = "Copy the text from the 2nd text area below and paste it into the text input, then press Submit."
    obs = page(
        el(1, "textarea", "", value="first text"),
        el(2, "textarea", "", value="second text "),
        field(3, "answer"),
        button(4, "Submit"),
    )
    res = decide(context(goal, obs))
    assert act(res) == {"type": "type", "element_id": 3, "text": "second text "}


def test_a_scroll_box_run_on_with_its_submit_is_two_steps() -> None:
    """People run the last instruction on without a comma ('... to the bottom hit submit')."""
    parsed = work_list("Scroll the textarea to the bottom of the text hit submit.")
    assert parsed.understood and [s.kind for s in parsed.items] == ["scroll", "submit"]
