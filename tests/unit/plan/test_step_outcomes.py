"""A past step's outcome is typed (``StepOutcome``), and the rules planner reads it, not the note's words."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, after, button, context, el, field, page
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry, PlannerContext, PlannerResult, StepOutcome
from wayfinder.plan.rules import decide


@pytest.mark.parametrize(("ok", "outcome"), [(True, StepOutcome.DONE), (False, StepOutcome.FAILED)])
def test_an_entry_without_an_outcome_reads_it_from_ok(ok: bool, outcome: StepOutcome) -> None:
    """A checkpoint written before the field existed still loads."""
    entry = HistoryEntry.model_validate({"step": 1, "action": {"type": "scroll"}, "ok": ok})
    assert entry.outcome is outcome
    dumped = entry.model_dump(mode="json")
    assert dumped["outcome"] == outcome.value and HistoryEntry.model_validate(dumped) == entry


@pytest.mark.parametrize(
    ("note", "outcome", "next_id"),
    [
        ("", StepOutcome.NO_EFFECT, 2),  # typed: no effect, whatever the note says
        ("no effect: url and dom unchanged", StepOutcome.DONE, None),  # the words alone change nothing
    ],
)
def test_a_click_with_no_effect_is_told_by_its_outcome(
    note: str, outcome: StepOutcome, next_id: int | None
) -> None:
    obs = page(el(1, "a", "Contact"), el(2, "a", "Contact us"))
    ctx = context("open Contact", obs)
    first = decide(ctx)
    assert act(first) == {"type": "click", "element_id": 1}
    res = decide(after(ctx, first, obs, note=note, outcome=outcome))
    if next_id is None:
        assert act(res)["type"] != "click"  # the sub-goal is done: the click counted
    else:
        assert act(res) == {"type": "click", "element_id": next_id}


def _login() -> tuple[PlannerContext, PlannerResult, Observation]:
    form = page(
        field(1, "username", label="Username"), field(2, "password", itype="password"), button(3, "Log in")
    )
    ctx = context("log in as maria with password sunflower", form)
    first = decide(ctx)
    ctx2 = after(ctx, first, form)
    return ctx2, decide(ctx2), form


def test_a_refused_step_stops_the_run_with_the_typed_reason() -> None:
    ctx2, second, form = _login()
    reason = "typing into [2] 'Password' is medium risk (types a password) and was not confirmed"
    refused = after(
        ctx2, second, form, ok=False, note="(told to the model)", outcome=StepOutcome.REFUSED, refusal=reason
    )
    res = decide(refused)
    assert act(res)["type"] == "done" and act(res)["success"] is False
    assert res.action.answer == f"Stopped without finishing: {reason}."  # type: ignore[union-attr]


def test_a_failed_step_whose_note_reads_like_a_refusal_is_not_one() -> None:
    ctx2, second, form = _login()
    failed = after(ctx2, second, form, ok=False, note="Not done: the field was detached. Choose another")
    res = decide(failed)
    assert act(res)["type"] != "done"  # a failure: the planner looks again or tries the next field
