"""The replay planner: gold steps resolved in the observation it is given, one per call."""

from __future__ import annotations

import asyncio

import pytest

from tests.fixtures.rules import button, context, el, page
from wayfinder.errors import PlannerError
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry
from wayfinder_bench.gold.recipes.steps import button as press
from wayfinder_bench.gold.recipes.steps import done, field, link
from wayfinder_bench.gold.replay import MAX_SCROLLS, MAX_WAITS, ReplayPlanner

HOME = page(button(1, "Accept all"), el(2, "a", "Mice", href="/c/mice"), url="http://shop.test/")
MICE = page(
    el(1, "a", "Mice", href="/c/mice"),
    el(2, "a", "Razer Viper Wired Mouse", href="/p/7"),
    url="http://shop.test/c/mice",
)


def _plan(
    planner: ReplayPlanner, obs: Observation, history: list[HistoryEntry] | None = None
) -> dict[str, object]:
    result = asyncio.run(planner.plan(context("how much is the Razer Viper?", obs, history=history)))
    return {"type": result.action.type, **result.action.model_dump(exclude_defaults=True)}


def test_it_plays_the_steps_in_order_with_the_ids_of_each_page() -> None:
    planner = ReplayPlanner([link("Mice"), link("Razer Viper Wired Mouse"), done("$49.99")])
    assert _plan(planner, HOME) == {"type": "click", "element_id": 2}
    assert _plan(planner, MICE) == {"type": "click", "element_id": 2}
    assert not planner.finished
    assert _plan(planner, MICE) == {"type": "done", "answer": "$49.99"}
    assert planner.finished
    # asked again (a refused claim is told to the planner once): the same answer again
    assert _plan(planner, MICE) == {"type": "done", "answer": "$49.99"}


def test_an_optional_step_is_skipped_when_its_element_is_not_there() -> None:
    planner = ReplayPlanner([press("Accept all", optional=True), link("Razer Viper Wired Mouse"), done("x")])
    assert _plan(planner, MICE) == {"type": "click", "element_id": 2}
    planner = ReplayPlanner([press("Accept all", optional=True), link("Mice"), done("x")])
    assert _plan(planner, HOME) == {"type": "click", "element_id": 1}


def test_a_missing_element_is_waited_for_then_looked_for_further_down_then_a_planner_error() -> None:
    long_page = HOME.model_copy(update={"scroll_y": 0, "viewport_height": 800, "page_height": 4000})
    planner = ReplayPlanner([link("Keyboards"), done("x")])
    kinds = [_plan(planner, long_page)["type"] for _ in range(MAX_WAITS + MAX_SCROLLS)]
    assert kinds == ["wait"] * MAX_WAITS + ["scroll"] * MAX_SCROLLS
    with pytest.raises(
        PlannerError, match=r"gold replay: step 1 \(link 'Keyboards'\) is not on http://shop.test/"
    ):
        _plan(planner, long_page)


def test_a_step_whose_action_failed_is_tried_once_more() -> None:
    planner = ReplayPlanner([field("Search products", "mouse", submit=True), link("Mice"), done("x")])
    box = page(el(1, "input", "", placeholder="Search products", input_type="search"), el(2, "a", "Mice"))
    assert _plan(planner, box)["type"] == "type"
    failed = [HistoryEntry(step=1, action={"type": "type", "element_id": 1}, ok=False, note="detached")]
    assert _plan(planner, box, failed)["type"] == "type"  # again
    assert _plan(planner, box, failed)["type"] == "click"  # only once: then on


def test_a_failed_click_that_moved_the_page_is_not_tried_again() -> None:
    # the page was too slow to answer the click, but it went to the step's page: the next step is played
    planner = ReplayPlanner([link("Mice"), link("Razer Viper Wired Mouse"), done("x")])
    assert _plan(planner, HOME) == {"type": "click", "element_id": 2}
    slow = HistoryEntry(
        step=1, action={"type": "click", "element_id": 2}, ok=False, url_changed=True, note="timeout"
    )
    assert _plan(planner, MICE, [slow]) == {"type": "click", "element_id": 2}
    assert planner.played[-1] == {"type": "click", "element_id": 2}
    # the same failure without the page moving: the click is tried once more
    planner = ReplayPlanner([link("Mice"), link("Razer Viper Wired Mouse"), done("x")])
    _plan(planner, HOME)
    stuck = HistoryEntry(step=1, action={"type": "click", "element_id": 2}, ok=False, note="timeout")
    assert _plan(planner, HOME, [stuck]) == {"type": "click", "element_id": 2}
    assert _plan(planner, MICE, [stuck]) == {"type": "click", "element_id": 2}
    assert planner.finished is False and len(planner.played) == 3


def test_a_replay_needs_a_final_done() -> None:
    with pytest.raises(ValueError, match="end with done"):
        ReplayPlanner([link("Mice")])


def test_a_failed_submit_whose_page_changed_in_place_is_not_tried_again() -> None:
    # a form that posts back to its own address (an issue's edit form): the Submit answered after the
    # action's timeout, the address stayed, but the page's document changed - the step is done
    form = page(el(1, "select", "Assignee"), button(2, "Submit"), url="http://tracker.test/issues/6")
    shown = page(el(1, "a", "Edit"), el(2, "a", "Issues"), url="http://tracker.test/issues/6")
    planner = ReplayPlanner([press("Submit"), link("Issues"), done("assigned")])
    assert _plan(planner, form) == {"type": "click", "element_id": 2}
    slow = HistoryEntry(
        step=1, action={"type": "click", "element_id": 2}, ok=False, dom_changed=True, note="timeout"
    )
    assert _plan(planner, shown, [slow]) == {"type": "click", "element_id": 2}  # 'Issues', not Submit again
    assert planner.lost is None


def test_a_step_not_on_the_page_is_remembered_as_the_replays_own_failure() -> None:
    planner = ReplayPlanner([link("Keyboards"), done("x")])
    assert planner.lost is None
    with pytest.raises(PlannerError):
        for _ in range(MAX_WAITS + MAX_SCROLLS + 1):
            _plan(planner, HOME)
    assert planner.lost == "gold replay: step 1 (link 'Keyboards') is not on http://shop.test/"
