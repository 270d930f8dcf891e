"""Tables for numbers read off the page (rules_math) over hand-built observations."""

from __future__ import annotations

import pytest

from tests.fixtures.miniwob import decide
from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder_miniwob.math import evaluate, find_problem, minutes, show_number, solve


@pytest.mark.parametrize(
    ("problem", "want"),
    [
        ("7 + 0 =", "7"),
        ("2 x 4 =", "8"),
        ("9 − 12 =", "-3"),
        ("12 / 4 =", "3"),
        ("(2 + 3) x 2 =", "10"),
        ("x + 7 = 5", "-2"),
        ("3x - 2 = 10", "4"),
        ("-4 - x = 2", "-6"),
        ("7 / 2 =", "3.5"),
    ],
)
def test_solve(problem: str, want: str) -> None:
    assert show_number(solve(problem)) == want


@pytest.mark.parametrize("bad", ["__import__('os')", "2 ** 8", "a + 1", "1 / 0"])
def test_evaluate_refuses_anything_but_arithmetic(bad: str) -> None:
    with pytest.raises(ValueError):
        evaluate(bad)


def test_find_problem_skips_counters_and_words() -> None:
    assert find_problem(["-", "600 / 600sec", "0", "x + 7 = 5", "x ="]) == "x + 7 = 5"
    assert find_problem(["Total: 5", "12 items"]) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [("11h 21m", 681.0), ("0h 7m", 7.0), ("2 hours", 120.0), ("45 min", 45.0), ("Book", None)],
)
def test_minutes(text: str, want: float | None) -> None:
    assert minutes(text) == want


GOAL_MATH = "Solve the math problem and type your answer into the textbox. Press submit when done."


def test_math_goal_types_the_answer_then_submits() -> None:
    obs = page(field(1, "answer", near="2 x 4 ="), button(2, "Submit"), digest=f"{GOAL_MATH}\n2 x 4 =\n-\n0")
    ctx = context(GOAL_MATH, obs)
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "8"}
    filled = page(field(1, "answer", value="8"), button(2, "Submit"), digest=f"{GOAL_MATH}\n2 x 4 =")
    res = decide(after(ctx, res, filled))
    assert act(res) == {"type": "click", "element_id": 2}


def test_algebra_goal() -> None:
    goal = "Solve for x and type your answer into the textbox. Press Submit when done."
    obs = page(field(1, "x"), button(2, "Submit"), digest=f"{goal}\nx + 7 = 5\nx =")
    assert act(decide(context(goal, obs))) == {"type": "type", "element_id": 1, "text": "-2"}


@pytest.mark.parametrize(("word", "want"), [("greatest", 3), ("smallest", 1)])
def test_pick_the_card_with_the_extreme_number(word: str, want: int) -> None:
    goal = f"Find and pick the card with the {word} number, then press submit."
    obs = page(el(1, "div", "-3"), el(2, "div", "8"), el(3, "div", "17"), button(4, "Submit"))
    assert act(decide(context(goal, obs))) == {"type": "click", "element_id": want}


def test_odd_or_even_marks_each_row_then_submits() -> None:
    goal = "Mark the numbers below as odd or even and press submit when done."
    rows = []
    for i in range(3):
        rows += [button(10 * i + 1, "Odd", y=50 + 30 * i), button(10 * i + 2, "Even", y=50 + 30 * i)]
    obs = page(*rows, button(99, "Submit", y=200), digest=f"{goal}\n7\n-4\n3\n-\n0")
    ctx = context(goal, obs)
    clicks = []
    for _ in range(4):
        res = decide(ctx)
        clicks.append(act(res)["element_id"])
        ctx = after(ctx, res, obs)
    assert clicks == [1, 12, 21, 99]


@pytest.mark.parametrize(("price", "want"), [("$51.00", "click"), ("$55.20", "screenshot")])
def test_buy_only_when_the_price_passes_the_bound(price: str, want: str) -> None:
    goal = "Buy UBN stock when the price is less than $53.10."
    obs = page(button(1, "Buy"), digest=f"{goal}\nUBN\n{price}")
    assert act(decide(context(goal, obs)))["type"] == want


@pytest.mark.parametrize(("word", "want"), [("shortest", 2), ("longest", 1)])
def test_pick_by_duration_pairs_durations_with_buttons_in_order(word: str, want: int) -> None:
    goal = f"Buy the ticket with the {word} duration."
    obs = page(
        button(1, "Book for $1117"),
        button(2, "Book for $459"),
        button(3, "Book for $280"),
        digest=f"{goal}\n17h 37m\n0h 7m\n4h 46m\n-\n0",
    )
    assert act(decide(context(goal, obs))) == {"type": "click", "element_id": want}
