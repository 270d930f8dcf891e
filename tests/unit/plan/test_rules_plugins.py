"""Rules plugins: loaded by name through the entry point group, consulted only when loaded (pure)."""

from __future__ import annotations

import pytest

from wayfinder.errors import ConfigError
from wayfinder.plan.rules import RulesPlanner
from wayfinder.plan.rules.plugins import installed_plugins, load_plugins
from wayfinder.plan.rules.registry import PRODUCT, SKILLS, with_plugins
from wayfinder.plan.rules.worklist import work_for
from wayfinder.settings import load_settings

GUESS = "Guess the number between 0-9 and press Submit. Use the feedback below to find the right number."


def test_a_normal_run_loads_no_plugin() -> None:
    planner = RulesPlanner(load_settings())
    assert planner.registry is PRODUCT
    assert PRODUCT.plugins == () and PRODUCT.goal_readers == () and PRODUCT.clause_readers == ()


def test_the_product_reads_a_benchmark_goal_with_the_frame_alone() -> None:
    """Without the plugin no guessing-game reader runs: the goal is not a 'guess' item."""
    assert all(s.kind != "guess" for s in work_for(GUESS).items)


def test_the_setting_loads_the_named_plugin_around_the_product_skills() -> None:
    planner = RulesPlanner(load_settings(rules_plugins=["miniwob"]))
    registry = planner.registry
    assert registry.plugins == ("miniwob",)
    names = [s.name for s in registry.skills]
    product = [s.name for s in SKILLS]
    start = names.index(product[0])
    assert names[start : start + len(product)] == product  # the product's order is kept, in one block
    assert start > 1 and len(names) > start + len(product)  # plugin skills before and after it
    assert [s.kind for s in work_for(GUESS, registry).items] == ["guess"]


def test_the_setting_reads_a_comma_list() -> None:
    assert load_settings(rules_plugins="miniwob, miniwob").rules_plugins == ["miniwob", "miniwob"]
    assert [p.name for p in load_plugins(["miniwob", "miniwob"])] == ["miniwob"]


def test_an_unknown_plugin_is_a_config_error_naming_the_installed_ones() -> None:
    with pytest.raises(ConfigError, match=r"'nope'.*installed rules plugins: .*miniwob"):
        RulesPlanner(load_settings(rules_plugins=["nope"]))
    assert "miniwob" in installed_plugins()


def test_with_no_plugins_is_the_product_registry() -> None:
    assert with_plugins(()) is PRODUCT
