"""Asking in everyday shapes (our own sentences, none from a suite): price idioms, questions inside
requests, attribute-first "which", yes/no about what a site sells, clauses that leave the thing out."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.intent import Step, parse_goal


def _one(goal: str) -> Step:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    assert len(frame.steps) == 1, frame.steps
    return frame.steps[0]


def _sup(step: Step) -> tuple[str, str] | None:
    return (step.superlative.attribute, step.superlative.direction) if step.superlative else None


@pytest.mark.parametrize(
    ("goal", "obj"),
    [
        ("what does the Acme Kettle 2 go for?", "Acme Kettle 2"),
        ("what the Orbit desk lamp retails for", "Orbit desk lamp"),
        ("how much do the Trail Runner boots sell for nowadays?", "Trail Runner boots"),
        ("what is the Nimbus umbrella priced at?", "Nimbus umbrella"),
        ("what does a Zephyr fan cost", "Zephyr fan"),
    ],
)
def test_price_idioms_ask_the_price_of_the_thing(goal: str, obj: str) -> None:
    step = _one(goal)
    assert (step.verb, step.object, step.attributes, step.answer_kind) == ("answer", obj, ("price",), "price")


@pytest.mark.parametrize(
    ("goal", "verb", "obj", "kind"),
    [
        ("please look up what the Orbit desk lamp goes for", "answer", "Orbit desk lamp", "price"),
        ("find out what the Orbit desk lamp costs", "answer", "Orbit desk lamp", "price"),
        ("see whether the Nimbus umbrella is in stock", "answer", "Nimbus umbrella", "yes_no"),
        ("check if the store has any kettles", "answer", "kettles", "yes_no"),
        ("search how many garden chairs there are", "count", "garden chairs", "count"),
    ],
)
def test_a_question_inside_a_request_is_the_question(goal: str, verb: str, obj: str, kind: str) -> None:
    step = _one(goal)
    assert (step.verb, step.object, step.answer_kind) == (verb, obj, kind)


def test_how_to_after_a_request_is_not_a_question() -> None:
    step = _one("show me how to repot a cactus")
    assert step.verb == "find" and step.answer_kind is None


@pytest.mark.parametrize(
    ("goal", "obj", "attribute", "sup"),
    [
        ("which brand makes the lightest tent?", "tent", "brand", ("weight", "min")),
        ("which author wrote the oldest book in the catalogue", "book", "author", ("date", "min")),
        ("which member opened the newest ticket?", "ticket", "member", ("date", "max")),
        ("what colour is the cheapest scarf?", "scarf", "colour", ("price", "min")),
    ],
)
def test_which_attribute_asks_that_attribute_of_the_thing_after_the_verb(
    goal: str, obj: str, attribute: str, sup: tuple[str, str]
) -> None:
    step = _one(goal)
    assert (step.object, step.attributes, _sup(step)) == (obj, (attribute,), sup)


def test_which_thing_has_the_highest_attribute_still_names_the_thing() -> None:
    step = _one("which tent has the highest rating?")
    assert (step.object, step.attributes, _sup(step)) == ("tent", ("name",), ("rating", "max"))


@pytest.mark.parametrize(
    ("goal", "obj", "sup"),
    [
        ("what's the priciest set of knives you carry?", "knives", ("price", "max")),
        ("what is the cheapest pack of batteries?", "batteries", ("price", "min")),
        ("what's the first kind of tea on the list", "tea", None),
    ],
)
def test_a_unit_or_superlative_before_of_is_not_an_attribute(
    goal: str, obj: str, sup: tuple[str, str] | None
) -> None:
    step = _one(goal)
    assert step.attributes == () and step.object == obj and _sup(step) == sup


@pytest.mark.parametrize(
    ("goal", "obj", "filters"),
    [
        ("do you stock garden gnomes?", "garden gnomes", set()),
        # a brand is the site's to tell (grounding), not the capitals': the words stay in the object
        ("does this shop sell any Vortex blenders?", "Vortex blenders", set()),
        ("does this shop sell any blenders made by Vortex?", "blenders", {("brand", "Vortex")}),
        ("do they have umbrellas under $20?", "umbrellas", set()),
        ("does Okafor have a building permit?", "building permit", {("name", "Okafor")}),
    ],
)
def test_yes_no_about_what_a_site_has(goal: str, obj: str, filters: set[tuple[str, str]]) -> None:
    step = _one(goal)
    assert step.answer_kind == "yes_no" and step.object == obj
    assert {(f.name, f.value) for f in step.filters} == filters


def test_people_rate_best_is_the_highest_rating() -> None:
    step = _one("the blender customers rated highest")
    assert (step.object, _sup(step)) == ("blender", ("rating", "max"))


def _steps(goal: str) -> list[dict[str, Any]]:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    return [
        {
            "verb": s.verb,
            "object": s.object,
            "sup": _sup(s),
            "bounds": [(b.op, b.value) for b in s.bounds],
            "filters": {(f.name, f.value) for f in s.filters},
            "back": s.refers_back,
            "kind": s.answer_kind,
        }
        for s in frame.steps
    ]


def test_a_later_question_without_its_thing_asks_about_the_thing_before() -> None:
    steps = _steps("Are there tents by Alpina below 200 dollars? Which is the lightest?")
    assert len(steps) == 1  # the yes/no question is answered by the later one
    only = steps[0]
    assert (only["object"], only["sup"], only["bounds"]) == ("tents", ("weight", "min"), [("lt", 200.0)])
    assert ("author", "Alpina") in only["filters"] or ("brand", "Alpina") in only["filters"]


def test_a_later_count_keeps_the_earlier_question() -> None:
    steps = _steps("what does the cheapest tent cost? and how many under $50?")
    assert [s["verb"] for s in steps] == ["answer", "count"]
    assert steps[1]["object"] == "tent" and steps[1]["bounds"] == [("lt", 50.0)]


def test_the_cheapest_after_a_search_stays_among_its_results() -> None:
    steps = _steps("search for tents and open the cheapest")
    assert steps[1]["object"] == "" and steps[1]["sup"] == ("price", "min")


def test_a_spaced_dash_before_a_question_starts_a_new_clause() -> None:
    steps = _steps("I need the tent campers rate best - which one is it?")
    assert [s["verb"] for s in steps] == ["find", "answer"]
    assert steps[0]["sup"] == ("rating", "max") and steps[1]["back"]


def test_a_dash_inside_a_name_is_kept() -> None:
    assert _steps("find the Alpina - Ridge 2 tent")[0]["object"] == "Alpina - Ridge 2 tent"


@pytest.mark.parametrize("opener", ["go ahead and", "sure, go ahead and", "alright,"])
def test_chatty_openers_are_not_clauses(opener: str) -> None:
    steps = _steps(f"{opener} purchase the Ridge 2 tent for me")
    assert [(s["verb"], s["object"]) for s in steps] == [("buy", "Ridge 2 tent")]


@pytest.mark.parametrize(
    ("goal", "kind"),
    [
        ("sign in as mira (password <secret:PW>) and open the permit whose number is 88412", "object"),
        ("accept the terms and open the 2021 annual report", "object"),
        ("log in as mira, password <secret:PW>, and add the red kettle to my basket", "action"),
        ("log in as mira with password <secret:PW>", "action"),
    ],
)
def test_signing_in_is_a_way_to_the_thing_not_the_thing(goal: str, kind: str) -> None:
    assert parse_goal(goal).goal_kind == kind
