"""`bench goals --variants N` (pure parts): which rewordings a goal gets, the suites that run them, and
the spread read back from the rows."""

from __future__ import annotations

from dataclasses import dataclass

from wayfinder_bench.goals import parse_suite
from wayfinder_bench.goals_variants import ORIGINAL, base_id, pick, summary, worded
from wayfinder_bench.wordings import WORDINGS

SUITE = """
site: demo
start: /shop/
goals:
  - id: mouse-price
    goal: How much is the cheapest mouse?
    expect:
      answer: {check: cheapest, category: mice}
  - id: open-cart
    goal: Show me my cart.
    start: /shop/cart
    expect:
      page: {path: /shop/cart}
"""
KIND = {w.name: w.kind for w in WORDINGS}


def test_a_goal_gets_n_rewordings_of_different_kinds_fixed_by_its_id_and_the_seed() -> None:
    suite = parse_suite(SUITE, "bench/goals/shop/dev.yaml")
    goal = suite.goals[0]
    picked = pick(goal, 4)
    assert len(picked) == 4
    assert len({KIND[name] for name, _ in picked}) == 4  # four kinds of rewording, not four greetings
    assert all(text != goal.goal for _, text in picked)
    assert pick(goal, 4) == picked  # the same every time
    assert pick(goal, 4, seed=1) != picked or pick(goal, 4, seed=2) != picked  # the seed changes them
    assert len(pick(goal, 1000)) == len({n for n, _ in pick(goal, 1000)})  # each wording at most once


def test_worded_suites_keep_the_checks_and_the_start_of_each_goal() -> None:
    suite = parse_suite(SUITE, "bench/goals/shop/dev.yaml")
    (ran,) = worded([suite], 2)
    assert [base_id(g.id) for g in ran.goals][:1] == [("mouse-price", ORIGINAL)]
    assert len(ran.goals) == 6
    for g in ran.goals:
        original = next(o for o in suite.goals if o.id == base_id(g.id)[0])
        assert g.expect == original.expect and ran.start_of(g) == suite.start_of(original)
    assert ran.path == suite.path and ran.name == "shop/dev"


@dataclass
class _Row:
    suite: str
    id: str
    outcome: str


def test_the_spread_says_which_goals_depend_on_the_wording() -> None:
    rows = [
        _Row("shop/dev", "a", "pass"),
        _Row("shop/dev", "a~hi-there", "pass"),
        _Row("shop/dev", "a~lower-case", "honest_failure"),
        _Row("shop/dev", "b", "pass"),
        _Row("shop/dev", "b~thx", "pass"),
        _Row("shop/dev", "b~lower-case", "false_success"),
        _Row("shop/dev", "c", "honest_failure"),
        _Row("shop/dev", "c~thx", "honest_failure"),
    ]
    data = summary(rows)
    assert (data["goals"], data["original_passed"]) == (3, 2)
    assert (data["reworded"], data["reworded_passed"], data["reworded_false_successes"]) == (5, 2, 1)
    assert data["steady_goals"] == 1 and data["unsteady"] == ["shop/dev a", "shop/dev b"]
    assert data["kinds"]["form"] == {"passed": 0, "runs": 2}
    assert data["kinds"]["greeting"] == {"passed": 1, "runs": 1}
    assert data["per_goal_pass_rate"] == {"min": 0.0, "max": 2 / 3}
    assert data["per_goal"][0] == {
        "suite": "shop/dev",
        "id": "a",
        "outcomes": {ORIGINAL: "pass", "hi-there": "pass", "lower-case": "honest_failure"},
    }
