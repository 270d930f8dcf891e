"""'put X live', 'make X live', 'push X live': the record is published, as a CMS says it (helper A's
fresh WordPress goal 'put Priya's Winter Soup Ideas post live' was read as carting 'Winter Soup Ideas
post live'). Only 'live' as the clause's last word; 'put X in my cart' still carts."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _last(goal: str) -> dict[str, object]:
    steps = parse_goal(goal).meaning()["steps"]
    assert isinstance(steps, list)
    last = steps[-1]
    assert isinstance(last, dict)
    return last


def test_putting_a_post_live_publishes_it() -> None:
    step = _last("hey, as jonas (password tidewater-88) please put Priya's Winter Soup Ideas post live")
    assert (step["verb"], step["object"]) == ("edit", "winter soup ideas")
    assert {"name": "author", "value": "priya"} in step["filters"]  # type: ignore[operator]
    assert {"field": "status", "value": "published", "kind": "text", "exact": False} in step["values"]  # type: ignore[operator]


@pytest.mark.parametrize("goal", ["put the Bose headphones in my cart", "put 2 G502 mice into the basket"])
def test_putting_a_thing_somewhere_still_carts_it(goal: str) -> None:
    assert _last(goal)["verb"] == "add"


@settings(max_examples=50, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    verb=st.sampled_from(["put", "make", "set", "push", "take", "bring"]),
    record=st.sampled_from(
        ['the "Nettle Soup" post', "the Ferry Timetable post", "page 12", 'the "Spring Fair" event']
    ),
)
def test_any_record_put_live_is_edited_to_published(verb: str, record: str) -> None:
    step = _last(f"{verb} {record} live")
    edited = _last(f"edit {record}")
    assert step["verb"] == "edit"
    assert step["object"] == edited["object"]
    values = step["values"]
    assert isinstance(values, list)
    assert [v["value"] for v in values if v["field"] == "status"] == ["published"]
