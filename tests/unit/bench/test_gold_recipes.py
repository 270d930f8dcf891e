"""The recorder's recipe machinery: which recipe a goal gets, what a person reads in the goal, and
the wrong endings every plan carries."""

from __future__ import annotations

import pytest

from wayfinder.errors import ConfigError
from wayfinder_bench.goals import CheckRef, parse_suite
from wayfinder_bench.gold.recipes.base import (
    Plan,
    RecipeBook,
    RecipeInput,
    account_in,
    every_record,
    named_in,
    near_namesakes,
    plan_goal,
    quantity_before,
    recipe_keys,
    wrong,
    wrong_steps,
)
from wayfinder_bench.gold.recipes.steps import button, done, give_up, link
from wayfinder_bench.gold.recipes.wordpress import quoted_after

SUITE = parse_suite(
    """
site: demo
start: /shop/
goals:
  - id: cheapest
    goal: how much is the cheapest mouse
    expect:
      answer: {check: cheapest, category: mice}
      page: {check: cheapest, category: mice, give: path}
  - id: buy
    goal: order 2 Razer Viper Wired Mouse and check out
    expect:
      outcome: not_success
      reason: needs_confirmation
      state: {check: no_order}
  - id: tablet
    goal: show me the cheapest tablet
    expect:
      outcome: not_success
      premise: {check: count, query: tablet, is: 0}
  - id: account
    goal: delete my account
    expect:
      outcome: not_success
""",
    "bench/goals/shop/dev.yaml",
)
GOALS = {g.id: g for g in SUITE.goals}


def test_a_goal_that_should_succeed_is_looked_up_by_its_checks_in_order() -> None:
    assert [k for k, _ in recipe_keys(GOALS["cheapest"])] == ["answer:cheapest", "page:cheapest"]


def test_a_goal_that_cannot_succeed_is_risky_or_impossible_or_simply_not_done() -> None:
    assert [k for k, _ in recipe_keys(GOALS["buy"])] == ["risky", "cannot"]
    assert [k for k, _ in recipe_keys(GOALS["tablet"])] == ["premise:count", "cannot"]
    assert [k for k, _ in recipe_keys(GOALS["account"])] == ["cannot"]


def _inp(goal_id: str) -> RecipeInput:
    return RecipeInput(provider=None, site=None, suite=SUITE, goal=GOALS[goal_id])  # type: ignore[arg-type]


def test_a_plan_starts_with_the_sites_opening_in_its_wrong_endings_too() -> None:
    def cheapest(inp: RecipeInput, ref: CheckRef) -> Plan:
        assert ref.check == "cheapest"
        negative = wrong("another product's price", "$1.00")
        own = wrong_steps("dropped step", [done("$2.00")])
        return Plan("superlative", [link("Mice"), done("$9.99")], [negative, own])

    book = RecipeBook(
        "shop", {"answer:cheapest": cheapest}, opening=lambda _i: [button("Accept all", optional=True)]
    )
    key, plan = plan_goal(book, _inp("cheapest"))
    assert key == "shop:answer:cheapest"
    assert [s.type for s in plan.steps] == ["click", "click", "done"]
    assert plan.negatives[0].steps is None  # the gold's own steps, another answer
    assert [s.type for s in plan.negatives[1].steps or []] == ["click", "done"]


def test_a_goal_that_cannot_succeed_carries_success_claimed_anyway_as_a_wrong_ending() -> None:
    book = RecipeBook("shop", {"cannot": lambda inp, ref: Plan("not_success", [give_up("no accounts here")])})
    _key, plan = plan_goal(book, _inp("account"))
    assert [n.shape for n in plan.negatives] == ["claims success"]
    claimed = (plan.negatives[0].steps or [])[-1].action
    assert claimed["success"] is True


def test_no_recipe_is_a_config_error_naming_what_was_looked_for() -> None:
    with pytest.raises(ConfigError, match="no gold recipe for premise:count, cannot"):
        plan_goal(RecipeBook("shop", {}), _inp("tablet"))


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        ("order 2 Razer Viper Wired Mouse and check out", "Razer Viper Wired Mouse"),
        ("buy the razer viper wired mouse II please", "Razer Viper Wired Mouse II"),  # the longest
        ("buy a Razer Viper", None),  # not a whole name
    ],
)
def test_a_thing_is_named_in_the_goal_word_for_word(goal: str, expected: str | None) -> None:
    names = ["Razer Viper Wired Mouse", "Razer Viper Wired Mouse II", "Logitech G502"]
    assert named_in(goal, names) == expected


@pytest.mark.parametrize(
    ("goal", "qty"),
    [
        ("order 2 Logitech G502 and check out", 2),
        ("order two of the Logitech G502 for me", 2),
        ("I'd like 3 Logitech G502 in my cart", 3),
        ("put the Logitech G502 in my cart", 1),
        ("buy the Logitech G502 for 2 people", 1),  # a number after the name is not a quantity
    ],
)
def test_the_quantity_is_read_before_the_name(goal: str, qty: int) -> None:
    assert quantity_before(goal, "Logitech G502") == qty


def test_near_namesakes_are_other_models_of_the_same_line() -> None:
    names = [
        "Razer Viper Wired Mouse II",
        "Razer Viper Wired Mouse (2023)",
        "Logitech MX Keys",
        "Razer Viper Wired Mouse",
    ]
    found = near_namesakes("Razer Viper Wired Mouse II", names)
    assert "Razer Viper Wired Mouse II" not in found and "Logitech MX Keys" not in found
    assert set(found) == {"Razer Viper Wired Mouse (2023)", "Razer Viper Wired Mouse"}


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        ("sign in as carol (password ember-3) and assign #6 to Alice Moreau", ("carol", "ember-3")),
        ("Log in as alice with password quartz-1", ("alice", "quartz-1")),
        ("assign #6 to Alice Moreau", None),
        ("log in as carol", None),  # no password given: nothing to sign in with
    ],
)
def test_the_account_signed_in_with_is_the_one_whose_password_the_goal_gives(
    goal: str, expected: tuple[str, str] | None
) -> None:
    assert account_in(goal, {"alice": "quartz-1", "carol": "ember-3"}) == expected


@pytest.mark.parametrize(
    ("goal", "title", "text"),
    [
        (
            "write a draft titled 'Green Beans' with the text 'Ready in ten minutes.'",
            "Green Beans",
            "Ready in ten minutes.",
        ),
        (
            "submit a post called 'Tide Pools' for review, the text is 'Go at low tide.'",
            "Tide Pools",
            "Go at low tide.",
        ),
        ('a new post "Harbour Walk" saying "Bring boots"', "Harbour Walk", "Bring boots"),
    ],
)
def test_a_posts_text_is_the_quoted_part_after_its_title(goal: str, title: str, text: str) -> None:
    assert quoted_after(goal, title) == text


@pytest.mark.parametrize(
    ("goal", "every"),
    [
        ("as maria (password harbor-lights-42), publish all the draft posts", "draft posts"),
        ("log in as jonas / tidewater-88 and put every draft post in the Travel category", "draft post"),
        (
            "log in as carol / pw-3 and assign all the new bugs in the Mobile App project to Bob Chen",
            "new bugs",
        ),
        (
            "log in as carol / pw-3 and close all the resolved issues in the Website Redesign project",
            "resolved issues",
        ),
        ("log in as jonas with password pw-2 and publish the draft 'Ferry Timetable Changes'", None),
        ("as alice (password pw-1) set the status of issue #1 to In Progress", None),
        ("how many posts are in all the categories?", None),
    ],
)
def test_a_goal_that_changes_every_record_is_recorded_as_a_bulk_change(goal: str, every: str | None) -> None:
    assert every_record(goal) == every
