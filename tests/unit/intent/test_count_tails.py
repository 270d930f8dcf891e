"""A count question's bounds and dates hold wherever they stand: before 'are there', after it, after the
participle that says how the things came to be ('recorded in 2023'), or after 'the total number of'.
Sentences of our own, and generated placements of a bound or a date."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _count(goal: str) -> tuple[str, tuple[str, ...], str]:
    frame = parse_goal(goal)
    assert frame.understood, goal
    assert not frame.unplaced, (goal, frame.unplaced)
    step = frame.steps[-1]
    assert step.verb == "count"
    return step.object, tuple(b.text for b in step.bounds), step.dates.text if step.dates else ""


@pytest.mark.parametrize(
    ("goal", "bounds", "dates"),
    [
        ("how many desk lamps are there under $40", ("under $40",), ""),
        ("how many desk lamps under $40 are there", ("under $40",), ""),
        ("how many desk lamps are there for less than 40 dollars?", ("less than 40 dollars",), ""),
        ("what is the total number of liens recorded in 2021", (), "in 2021"),
        ("what's the number of permits filed since 2019?", (), "since 2019"),
        ("how many permits were filed in 2022?", (), "in 2022"),
    ],
)
def test_a_count_keeps_its_bounds_and_dates_wherever_they_stand(
    goal: str, bounds: tuple[str, ...], dates: str
) -> None:
    _thing, got_bounds, got_dates = _count(goal)
    assert got_bounds == bounds
    assert got_dates == dates


@settings(max_examples=50, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    thing=st.sampled_from(["desk lamps", "kettles", "wireless mice", "tents"]),
    amount=st.integers(min_value=5, max_value=900),
    shape=st.sampled_from(
        [
            "how many {t} are there under ${a}",
            "how many {t} under ${a} are there",
            "how many {t} are there that cost under ${a}?",
            "how many {t} cost under ${a}?",
        ]
    ),
)
def test_any_placement_of_a_price_bound_counts_the_same_things(thing: str, amount: int, shape: str) -> None:
    obj, bounds, _dates = _count(shape.format(t=thing, a=amount))
    assert obj == thing
    assert bounds == (f"under ${amount}",)


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(["liens", "deeds", "permits", "judgments"]),
    year=st.integers(min_value=1990, max_value=2025),
    shape=st.sampled_from(
        [
            "how many {k} were recorded in {y}?",
            "what is the total number of {k} recorded in {y}",
            "number of {k} recorded in {y}",
            "how many {k} recorded in {y} are there?",
        ]
    ),
)
def test_any_placement_of_a_year_counts_the_same_records(kind: str, year: int, shape: str) -> None:
    obj, _bounds, dates = _count(shape.format(k=kind, y=year))
    assert obj == kind
    assert dates == f"in {year}"


@pytest.mark.parametrize(
    ("goal", "thing", "name"),
    [
        ("open the deed of Zimmerman", "deed", "Zimmerman"),
        ("open the latest mortgage of Okafor", "mortgage", "Okafor"),
        ("how many records of Mary Lee are there?", "records", "Mary Lee"),
    ],
)
def test_a_record_of_a_name_is_that_name_s_record(goal: str, thing: str, name: str) -> None:
    step = parse_goal(goal).steps[-1]
    assert step.object == thing
    assert ("name", name) in {(f.name, f.value) for f in step.filters}


def test_the_page_of_a_product_is_still_the_product() -> None:
    assert parse_goal("open the page of the Orbit drill").steps[0].object == "Orbit drill"
