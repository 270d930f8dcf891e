"""The MiniWoB++ plugin's trial-and-feedback goals, as decision tables over hand-built observations (pure)."""

from __future__ import annotations

import pytest

from tests.fixtures.miniwob import decide, parse_goal
from tests.fixtures.rules import act, after, button, context, field, page
from wayfinder.observe.models import Observation
from wayfinder.plan.base import StepOutcome
from wayfinder.plan.rules.subgoals import SubGoal
from wayfinder_miniwob.trial import meets, read_feedback

GEN_GOAL = "Generate an even number, then press submit."


def gen_page(shown: str) -> Observation:
    digest = f"{GEN_GOAL}\n{shown}\n-\n0"
    return page(button(1, "Generate"), button(2, "Submit"), digest=digest)


@pytest.mark.parametrize(
    ("goal", "attribute", "bound", "op"),
    [
        ("Generate an even number, then press submit.", "generate:even", None, None),
        ("Generate an odd number, then press submit.", "generate:odd", None, None),
        ("Generate a number less than 7, then press submit.", "generate:", 7.0, "lt"),
        ("Generate a number greater than 3, then press submit.", "generate:", 3.0, "gt"),
        ("Generate a number at least 4 then click OK", "generate:", 4.0, "ge"),
    ],
)
def test_generate_goals_read_as_a_trial_then_the_rest(
    goal: str, attribute: str, bound: float | None, op: str | None
) -> None:
    parsed = parse_goal(goal)
    assert parsed.understood
    first, second = parsed.steps
    assert (first.kind, first.target, first.attribute, first.bound, first.bound_op) == (
        "trial",
        "generate",
        attribute,
        bound,
        op,
    )
    assert second.kind in {"submit", "click"}


@pytest.mark.parametrize(
    ("value", "attribute", "bound", "op", "ok"),
    [
        (4, "generate:even", None, None, True),
        (5, "generate:even", None, None, False),
        (5, "generate:odd", None, None, True),
        (0, "generate:odd", None, None, False),
        (6, "generate:", 7.0, "lt", True),
        (7, "generate:", 7.0, "lt", False),
        (4, "generate:", 3.0, "gt", True),
        (3, "generate:", 3.0, "gt", False),
        (3, "generate:", 3.0, "ge", True),
    ],
)
def test_meets_the_condition(
    value: int, attribute: str, bound: float | None, op: str | None, ok: bool
) -> None:
    step = SubGoal(kind="trial", attribute=attribute, bound=bound, bound_op=op)  # type: ignore[arg-type]
    assert meets(value, step) is ok


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
    (step,) = parse_goal(GUESS_GOAL).steps
    assert (step.kind, step.attribute, step.target) == ("trial", "guess:0:9", "Submit")


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
