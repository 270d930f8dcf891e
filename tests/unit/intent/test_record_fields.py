"""A record's fields given as 'field value' pairs after a colon ('subject X, priority High, assignee
Bob Chen, version Launch'): the fields trackers and shared budgets show (names.FIELD_NAMES) are read
as pairs in any number and order - before, one field the table lacked ('version') dropped them all."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal

PAIRS = {
    "subject": "'Export list'",
    "priority": "High",
    "assignee": "Bob Chen",
    "version": "Launch",
    "target version": "2.0",
    "due date": "2026-12-01",
    "milestone": "Beta",
    "category": "Backend",
}


def _create_values(goal: str) -> dict[str, str]:
    steps = parse_goal(goal).meaning()["steps"]
    assert isinstance(steps, list)
    create = next(s for s in steps if s["verb"] == "create")
    return {v["field"]: v["value"] for v in create["values"]}


def test_four_pairs_with_a_version_are_all_read() -> None:
    goal = "create a new bug in the Website Redesign project: subject 'Export list', priority High, assignee Bob Chen, version Launch"
    assert _create_values(goal) == {
        "subject": "export list",
        "priority": "high",
        "assignee": "bob chen",
        "version": "launch",
    }


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    fields=st.lists(st.sampled_from(sorted(PAIRS)), min_size=2, max_size=5, unique=True),
    lead=st.sampled_from(
        [
            "create a new bug in the Mobile App project:",
            "log a bug in the Mobile App project:",
            "create an issue:",
        ]
    ),
)
def test_any_pairs_of_tracker_fields_are_all_read(fields: list[str], lead: str) -> None:
    goal = f"{lead} " + ", ".join(f"{f} {PAIRS[f]}" for f in fields)
    values = _create_values(goal)
    assert sorted(values) == sorted(fields), goal
