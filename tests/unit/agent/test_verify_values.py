"""Given values are checked (issue 31): what the goal hands over is what the field holds."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import UNVERIFIED_ACTION, goal_frame, verify_claim
from wayfinder.agent.verify.values import given_values, values_check
from wayfinder.plan.base import HistoryEntry

L = "http://lab.test/greet"
HIST = [HistoryEntry(step=4, action={"type": "click"}, ok=True, element_text="Show greeting")]


def _form(name: str, shown: str) -> object:
    return page(L, f"Greeting\n{shown}", title="Greeting", step=4, fields=(("Name", name, "text"),))


GREET = (
    "type Alice into Name and click Show greeting",
    "enter Alice in the Name field, then click Show greeting",
)


@pytest.mark.parametrize("goal", GREET)
def test_a_field_holding_more_than_the_given_value_is_refused(goal: str) -> None:
    wrong = _form("Alice into Name", "Hello, Alice into Name!")
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[wrong], history=HIST
    )
    assert verdict.reason == UNVERIFIED_ACTION
    assert verdict.sentence == "the 'Name' field holds 'Alice into Name', not 'Alice'"


@pytest.mark.parametrize("goal", GREET)
def test_the_given_value_in_its_field_backs_the_action(goal: str) -> None:
    right = _form("Alice", "Hello, Alice!")
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[right], history=HIST
    )
    assert verdict.verified, verdict
    assert any("'Name' holds 'Alice'" in e for e in verdict.evidence)


def test_a_form_cleared_by_its_submit_is_read_where_it_last_held_something() -> None:
    typed = page(L, "Greeting", step=3, fields=(("Name", "Bob", "text"),))
    cleared = page(L, "Saved.", step=4, fields=(("Name", "", "text"),))
    verdict = verify_claim(
        goal_frame(GREET[0]), stop_reason="done_success", answer=None, ledger=[typed, cleared], history=HIST
    )
    assert not verdict.verified and "holds 'Bob'" in verdict.sentence


@pytest.mark.parametrize(
    ("goal", "fields", "problem"),
    [
        (
            "tick the Gift wrap box and submit",
            (("Gift wrap", "", "checkbox"),),
            "the 'Gift wrap' box is not ticked",
        ),
        ("tick the Gift wrap box and submit", (("Gift wrap", "checked", "checkbox"),), None),
        (
            "uncheck the Newsletter box and save",
            (("Newsletter", "checked", "checkbox"),),
            "the 'Newsletter' box is ticked",
        ),
        ("select M in the Size dropdown and submit", (("Size", "L", "select"),), "holds 'L', not 'M'"),
        ("select M in the Size dropdown and submit", (("Size", "M (Medium)", "select"),), None),
        (
            "enter 2024-03-01 in the Start date field and search",
            (("Start date", "2024-03-01", "date"),),
            None,
        ),
        ("enter 5 in the Quantity field and submit", (("Quantity", "5.00", "number"),), None),
        ("enter 5 in the Quantity field and submit", (("Quantity", "15", "number"),), "holds '15', not '5'"),
        ("type hello into the Message box and send", (("Subject", "other", "text"),), None),  # never seen
    ],
)
def test_boxes_options_dates_and_numbers(
    goal: str, fields: tuple[tuple[str, str, str], ...], problem: str | None
) -> None:
    _evidence, found = values_check(goal_frame(goal), [page(L, "Form", fields=fields)])
    assert (found is None) if problem is None else (found is not None and problem in found), found


def test_credentials_and_secrets_are_not_given_values() -> None:
    frame = goal_frame("log in as ann with password <secret:A> and type hi into the Note field")
    assert [(g.field, g.value) for g in given_values(frame)] == [("note", "hi")]
