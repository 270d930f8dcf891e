"""A misspelt thing still finds its page: the stage reads the frame's object against the page's title
and headings through ``intent.ground.names`` (typos and word forms tolerated), so a right 'done' on the
misspelt thing's page is not refused by the stage ('the cheapest camra' stayed in context on the camera's
page: the goal's literal words 'much', 'cheapest', 'camra' are not on it)."""

from __future__ import annotations

import pytest

from wayfinder.agent.checks import stage_signals, things_named
from wayfinder.agent.stages import target_stage
from wayfinder.intent import parse_goal
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.observe.terms import goal_terms


def page(title: str, *headings: str) -> Observation:
    link = Element(id=1, tag="a", role="link", text="Home", bbox=BBox(x=0, y=0, w=40, h=10))
    return Observation(url="http://site.test/item/7", title=title, headings=list(headings), elements=[link])


NAMED = [
    ("how much is the cheapest camra", page("GoPro Hero 26MP Action Camera (2024) | VoltMart")),
    ("hi there! how much is the cheapest camra please", page("Cameras | VoltMart", "Cameras")),
    ("what do the chepest headphnes cost", page("Headphones | VoltMart", "Headphones")),
    ("whats the price of the logitech keybord", page("Logitech MX Keys Wireless Keyboard | VoltMart")),
    ("open the instalation guide", page("Installation guide - Harbor Docs", "Installation guide")),
]
NOT_NAMED = [
    ("how much is the cheapest camra", page("Laptops | VoltMart", "Laptops")),
    ("what do the chepest headphnes cost", page("Keyboards | VoltMart", "Keyboards")),
    ("how much is the cheapest camra", page("")),
]


@pytest.mark.parametrize(("goal", "obs"), NAMED)
def test_the_page_naming_the_misspelt_thing_is_where_the_goal_is(goal: str, obs: Observation) -> None:
    assert things_named(parse_goal(goal), obs) == 1.0
    signals = stage_signals({"goal": goal}, obs, [], goal_terms(goal))
    assert target_stage("object", signals) == "locate"


@pytest.mark.parametrize(("goal", "obs"), NOT_NAMED)
def test_a_page_of_another_thing_stays_in_context(goal: str, obs: Observation) -> None:
    assert things_named(parse_goal(goal), obs) == 0.0
    signals = stage_signals({"goal": goal}, obs, [], goal_terms(goal))
    assert target_stage("object", signals) == "context"


def test_a_frame_without_a_thing_adds_nothing() -> None:
    assert things_named(parse_goal("go back"), page("Cameras | VoltMart", "Cameras")) == 0.0
