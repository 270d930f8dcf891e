"""Gold trajectories: their shape, their file, and naming elements by role and text."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from tests.fixtures.rules import button, el, field, page
from wayfinder.errors import ConfigError
from wayfinder_bench.gold.model import (
    GoldStep,
    GoldTrajectory,
    Negative,
    Target,
    fingerprint,
    gold_path,
    load_gold,
    save_gold,
)
from wayfinder_bench.gold.recipes.steps import click, done, go, link
from wayfinder_bench.gold.resolve import concrete, resolve, target_of


def _gold(steps: list[GoldStep], **kw: object) -> GoldTrajectory:
    return GoldTrajectory(
        id="g", goal="how much?", suite="shop/dev", kind="value", fingerprint="f", steps=steps, **kw
    )  # type: ignore[arg-type]


def test_a_step_names_its_element_by_role_and_text_never_by_number() -> None:
    with pytest.raises(ValidationError, match="never by number"):
        GoldStep(action={"type": "click", "element_id": 3})
    with pytest.raises(ValidationError, match="unknown action type"):
        GoldStep(action={"type": "teleport"})
    with pytest.raises(ValidationError, match="has no target"):
        GoldStep(action={"type": "done"}, target=Target(role="link", text="x"))


def test_a_trajectory_ends_with_one_done() -> None:
    with pytest.raises(ValidationError, match="ends with a done"):
        _gold([link("Mice")])
    with pytest.raises(ValidationError, match="only the last"):
        _gold([done("a"), done("b")])
    gold = _gold([link("Mice"), done("$9.99")])
    assert gold.answer == "$9.99" and gold.success


def test_a_negative_replays_the_gold_actions_with_its_wrong_answer_or_its_own_steps() -> None:
    gold = _gold([link("Mice"), done("$9.99")])
    steps = gold.negative_steps(Negative(shape="another product's price", answer="$12.00"))
    assert [s.type for s in steps] == ["click", "done"] and steps[-1].action["answer"] == "$12.00"
    assert steps[-1].action["success"] is True
    own = Negative(shape="dropped step", steps=[done("$9.99")])
    assert gold.negative_steps(own) == [done("$9.99")]
    with pytest.raises(ValidationError):
        Negative(shape="bad", steps=[link("Mice")])


def test_the_gold_file_sits_next_to_its_suite_and_keeps_the_suite_order(tmp_path: Path) -> None:
    assert gold_path("bench/goals/shop/dev.yaml") == Path("bench/goals/shop/gold/dev.jsonl")
    path = tmp_path / "gold" / "dev.jsonl"
    a = _gold([done("1")]).model_copy(update={"id": "a"})
    b = _gold([go("/shop/cart"), done("2")]).model_copy(update={"id": "b"})
    save_gold(path, [a, b], order=["b", "a"])
    assert [line[:12] for line in path.read_text().splitlines()] == ['{"id":"b","g', '{"id":"a","g']
    assert load_gold(path) == {"a": a, "b": b}
    assert load_gold(tmp_path / "missing.jsonl") == {}
    path.write_text('{"id": "x"}\n')
    with pytest.raises(ConfigError, match=r"dev\.jsonl:1"):
        load_gold(path)


def test_the_fingerprint_follows_the_values_the_checks_expect() -> None:
    base = fingerprint("how much?", {"answer": "$9.99"})
    assert base == fingerprint("how much?", {"answer": "$9.99"})
    assert base != fingerprint("how much?", {"answer": "$10.99"})
    assert base != fingerprint("how much is it?", {"answer": "$9.99"})


SHOP = page(
    el(1, "a", "Headphones", href="/c/headphones", zone="nav"),
    field(2, "q", placeholder="Search products", itype="search"),
    button(3, "Search"),
    el(4, "a", "Headphones", href="/c/headphones"),
    el(5, "a", "Sony WH-Quiet In-ear Headphones", href="/p/82"),
    el(6, "a", "Sony WH-Quiet Over-ear Headphones", href="/p/88"),
    el(7, "select", "", label="Sort by", options=["Featured", "Price: low to high"]),
    button(8, "Add to cart", disabled=True),
    el(9, "textarea", "", label="Comment"),
    url="http://shop.test/shop/c/headphones",
)


@pytest.mark.parametrize(
    ("role", "text", "nth", "expected"),
    [
        ("link", "Headphones", 0, 1),  # the first of two with the same label
        ("link", "headphones", 1, 4),  # case aside; nth picks the second
        ("link", "Sony WH-Quiet Over-ear Headphones", 0, 6),  # exact before prefix
        ("link", "Sony WH-Quiet", 0, 5),  # a prefix when nothing is exact
        ("link", "Over-ear", 0, 6),  # contained, last
        ("input", "Search products", 0, 2),  # a search box is a field
        ("input[type=search]", "search  PRODUCTS", 0, 2),
        ("input", "Comment", 0, 9),  # so is a textarea
        ("select", "Sort by", 0, 7),
        ("button", "Search", 0, 3),
        ("button", "Add to cart", 0, None),  # a disabled button cannot be pressed
        ("link", "Laptops", 0, None),
        ("button", "Headphones", 0, None),  # a link is not a button
    ],
)
def test_a_target_finds_its_element_by_kind_and_label(
    role: str, text: str, nth: int, expected: int | None
) -> None:
    found = resolve(Target(role=role, text=text, nth=nth), SHOP)
    assert (found.id if found else None) == expected


def test_an_element_is_named_back_the_way_it_is_found() -> None:
    for element in SHOP.elements:
        if element.disabled:
            continue
        target = target_of(element, SHOP.elements)
        assert resolve(target, SHOP) == element, target


def test_concrete_actions_carry_the_element_number_and_absolute_urls() -> None:
    assert concrete(click("link", "Sony WH-Quiet In-ear Headphones"), SHOP) == {
        "type": "click",
        "element_id": 5,
    }
    assert concrete(go("/shop/cart"), SHOP) == {"type": "navigate", "url": "http://shop.test/shop/cart"}
    assert concrete(go("https://other.test/"), SHOP) == {"type": "navigate", "url": "https://other.test/"}
    assert concrete(link("Laptops"), SHOP) is None
