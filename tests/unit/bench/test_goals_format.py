"""The goal-suite YAML format: what loads, and the one-line errors for what does not."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder.errors import ConfigError
from wayfinder_bench.goals import expand_paths, load_suite, parse_suite

SUITE = """
site: demo
start: /shop/
goals:
  - id: mouse-price
    goal: how much is the cheapest mouse
    expect:
      answer: {check: cheapest, category: mice}
  - id: open-cart
    goal: show me my cart
    start: /shop/cart
    expect:
      page: {path: /shop/cart}
  - id: pay-now
    goal: pay for everything in my cart
    expect:
      outcome: not_success
      reason: needs_confirmation
      state: no_order
"""


def test_a_suite_loads_with_inline_check_arguments() -> None:
    suite = parse_suite(SUITE, "bench/goals/shop/dev.yaml")
    assert [g.id for g in suite.goals] == ["mouse-price", "open-cart", "pay-now"]
    answer = suite.goals[0].expect.answer
    assert answer is not None and answer.check == "cheapest" and answer.args == {"category": "mice"}
    assert suite.start_of(suite.goals[0]) == "/shop/"
    assert suite.start_of(suite.goals[1]) == "/shop/cart"
    assert suite.goals[2].expect.state is not None and suite.goals[2].expect.state.check == "no_order"
    assert (suite.name, suite.part) == ("shop/dev", "dev")


@pytest.mark.parametrize(
    ("goals", "message"),
    [
        ("- {id: a, goal: x, expect: {}}", "needs an answer, state or page check"),
        ("- {id: a, goal: x, expect: {outcome: not_success, answer: {value: 3}}}", "no answer to check"),
        ("- {id: a, goal: x, expect: {reason: needs_confirmation, page: {path: /}}}", "only for outcome"),
        ("- {id: a, goal: x, expect: {answer: {check: c, value: 2}}}", "exactly one of check, value or path"),
        ("- {id: a b, goal: x, expect: {page: {path: /}}}", "one word"),
        (
            "- {id: a, goal: x, expect: {page: {path: /}}}\n  - {id: a, goal: y, expect: {page: {path: /}}}",
            "twice",
        ),
        ("- {id: a, goal: x, typo: 1, expect: {page: {path: /}}}", "typo"),
    ],
)
def test_a_bad_suite_names_the_file_and_the_problem(goals: str, message: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_suite(f"site: demo\ngoals:\n  {goals}\n", "s.yaml")
    assert str(err.value).startswith("s.yaml: ")
    assert message in str(err.value)


def test_not_yaml_or_not_a_mapping_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="not valid YAML"):
        parse_suite("goals: [\n", "x.yaml")
    with pytest.raises(ConfigError, match="expected a mapping"):
        parse_suite("- 1\n", "x.yaml")


def test_a_folder_means_its_dev_part_only(tmp_path: Path) -> None:
    (tmp_path / "dev.yaml").write_text(SUITE, encoding="utf-8")
    (tmp_path / "heldout.yaml").write_text(SUITE, encoding="utf-8")
    assert expand_paths([tmp_path]) == [tmp_path / "dev.yaml"]
    assert expand_paths([tmp_path / "heldout.yaml"]) == [tmp_path / "heldout.yaml"]
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ConfigError, match=r"no dev\.yaml"):
        expand_paths([empty])
    with pytest.raises(ConfigError, match="does not exist"):
        load_suite(tmp_path / "nope.yaml")
