"""The MiniWoB++ plugin's trial-and-feedback goals, as decision tables over hand-built observations (pure)."""

from __future__ import annotations

import pytest

from tests.fixtures.miniwob import decide, work_list
from tests.fixtures.rules import act, after, button, context, field, page
from wayfinder.observe.models import Observation
from wayfinder.plan.base import StepOutcome
from wayfinder.plan.rules.work import ClickOn, Limit, SubmitForm
from wayfinder_miniwob.trial import meets, read_feedback
from wayfinder_miniwob.work import Generate, Guess

GEN_GOAL = "Generate an even number, then press submit."


def gen_page(shown: str) -> Observation:
    digest = f"{GEN_GOAL}\n{shown}\n-\n0"
    return page(button(1, "Generate"), button(2, "Submit"), digest=digest)


@pytest.mark.parametrize(
    ("goal", "parity", "bound"),
    [
        ("Generate an even number, then press submit.", "even", None),
        ("Generate an odd number, then press submit.", "odd", None),
        ("Generate a number less than 7, then press submit.", "", Limit("lt", 7.0)),
        ("Generate a number greater than 3, then press submit.", "", Limit("gt", 3.0)),
        ("Generate a number at least 4 then click OK", "", Limit("ge", 4.0)),
    ],
)
def test_generate_goals_read_as_a_trial_then_the_rest(goal: str, parity: str, bound: Limit | None) -> None:
    parsed = work_list(goal)
    assert parsed.understood
    first, second = parsed.items
    assert first == Generate(text=first.text, button="generate", parity=parity, bound=bound)
    assert isinstance(second, SubmitForm | ClickOn)


@pytest.mark.parametrize(
    ("value", "parity", "bound", "ok"),
    [
        (4, "even", None, True),
        (5, "even", None, False),
        (5, "odd", None, True),
        (0, "odd", None, False),
        (6, "", Limit("lt", 7.0), True),
        (7, "", Limit("lt", 7.0), False),
        (4, "", Limit("gt", 3.0), True),
        (3, "", Limit("gt", 3.0), False),
        (3, "", Limit("ge", 3.0), True),
    ],
)
def test_meets_the_condition(value: int, parity: str, bound: Limit | None, ok: bool) -> None:
    assert meets(value, Generate(button="generate", parity=parity, bound=bound)) is ok


def test_generate_presses_until_the_value_meets_the_goal_then_submits() -> None:
    ctx = context(GEN_GOAL, gen_page("-"))
    first = decide(ctx)
    assert act(first) == {"type": "click", "element_id": 1}
    odd = gen_page("7")
    second = decide(after(ctx, first, odd))
    assert act(second) == {"type": "click", "element_id": 1}  # 7 is odd: press again
    assert "again" in second.intent
    # the same value twice is "no effect" for the loop, but the button is still the way forward
    ctx3 = after(after(ctx, first, odd), second, odd, note="no effect", outcome=StepOutcome.NO_EFFECT)
    third = decide(ctx3)
    assert act(third) == {"type": "click", "element_id": 1}
    fourth = decide(after(ctx3, third, gen_page("8")))
    assert act(fourth) == {"type": "click", "element_id": 2}  # 8 is even: submit


def test_generate_gives_up_after_many_tries() -> None:
    ctx = context(GEN_GOAL, gen_page("-"))
    res = decide(ctx)
    for _ in range(14):
        ctx = after(ctx, res, gen_page("3"))
        res = decide(ctx)
        if res.action.type != "click":
            break
    assert res.action.type in {"done", "screenshot"}
    assert res.action.type != "click"


GUESS_GOAL = "Guess the number between 0-9 and press Submit. Use the feedback below to find the right number."


def guess_page(feedback: str) -> Observation:
    return page(
        field(1, "", itype="number"),
        button(2, "Submit"),
        digest=f"{GUESS_GOAL}\n{feedback}\n-\n0",
    )


@pytest.mark.parametrize(
    ("digest", "guess", "expected"),
    [
        ("The number is lower than 4.", 4, "down"),
        ("The number is higher than 4.", 4, "up"),
        ("The number is higher than 2.", 4, None),  # an answer to an older guess
        ("Too high!", 4, "down"),
        ("too low", 4, "up"),
        ("Correct!", 4, "correct"),
        ("Waiting for your guess...", 4, None),
        (GUESS_GOAL, 4, None),  # the goal's own "right number" is not feedback
    ],
)
def test_read_feedback(digest: str, guess: int, expected: str | None) -> None:
    assert read_feedback(digest, guess, GUESS_GOAL) == expected


def test_guess_goal_reads_the_range_and_the_button() -> None:
    (step,) = work_list(GUESS_GOAL).items
    assert step == Guess(text=step.text, button="Submit", low=0, high=9)


def test_guess_is_a_binary_search_over_the_feedback() -> None:
    ctx = context(GUESS_GOAL, guess_page("Waiting for your guess..."))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "4"}
    ctx = after(ctx, res, guess_page("Waiting for your guess..."))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    ctx = after(ctx, res, guess_page("The number is higher than 4."))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "7"}  # middle of 5..9
    ctx = after(ctx, res, guess_page("The number is higher than 4."))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    ctx = after(ctx, res, guess_page("The number is lower than 7."))
    res = decide(ctx)
    assert act(res) == {"type": "type", "element_id": 1, "text": "5"}  # middle of 5..6
    ctx = after(ctx, res, guess_page("The number is lower than 7."))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 2}
    ctx = after(ctx, res, guess_page("Correct!"))
    res = decide(ctx)
    assert act(res) == {"type": "done", "success": True, "answer": "5"}
