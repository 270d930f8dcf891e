"""The rules planner's one registry and typed work items (pure): every work item type the product makes
has a skill, skills dispatch by type, and the goal is read by the one parse_goal."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import wayfinder
from wayfinder.plan.rules import work
from wayfinder.plan.rules.registry import PRODUCT
from wayfinder.plan.rules.work import Tally, Work

SRC = Path(wayfinder.__file__).parent


def _item_types() -> list[type[Work]]:
    return [
        cls
        for _, cls in inspect.getmembers(work, inspect.isclass)
        if issubclass(cls, Work)
        and cls not in {Work, Tally}
        and cls.__module__.startswith(f"{work.__name__}.")
    ]


def test_every_work_item_type_of_the_product_has_a_skill() -> None:
    types = _item_types()
    assert len(types) >= 20
    for cls in types:
        served = [s.name for s in PRODUCT.skills if s.serves is not Work and issubclass(cls, s.serves)]
        assert served, f"no skill serves {cls.__name__}"


def test_a_skill_serves_one_type_and_page_skills_serve_every_item() -> None:
    page_level = [s for s in PRODUCT.skills if s.serves is Work]
    assert [s.name for s in page_level] == [
        "stop at a sign-in the site refused",
        "accept a prompt that covers the page",
    ]
    count = next(cls for cls in _item_types() if cls.__name__ == "CountThings")
    exists = next(cls for cls in _item_types() if cls.__name__ == "AskExists")
    counters = {s.name for s in PRODUCT.skills if s.applies(count(things="books"))}
    askers = {s.name for s in PRODUCT.skills if s.applies(exists(things="books"))}
    assert counters & askers == {s.name for s in page_level}  # a count and a yes/no share only page skills


def test_there_is_one_parse_goal() -> None:
    """The rules planner reads the goal frame of ``wayfinder.intent``; no second reader of goals."""
    found = [
        str(path.relative_to(SRC))
        for path in SRC.rglob("*.py")
        if re.search(r"^def parse_goal\(", path.read_text(encoding="utf-8"), re.M)
    ]
    assert found == ["intent/parse.py"]


def test_the_rules_planner_masks_and_splits_no_goal_text_itself() -> None:
    rules = SRC / "plan" / "rules"
    for path in rules.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "def split_clauses" not in text and "class Quotes" not in text, path
