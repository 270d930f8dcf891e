"""What is asked of 'it' right after a best item is asked of that item's row: 'find the shortest book
and tell me its title' is one FindBest asking the title, not a FindBest and then a question read off
whatever page the search ends on. Questions about something else stay their own work."""

from __future__ import annotations

import pytest

from wayfinder.intent import parse_goal
from wayfinder.plan.rules.translate import work_items
from wayfinder.plan.rules.work import AskAttribute, FindBest


def _items(goal: str) -> list[object]:
    items = work_items(parse_goal(goal))
    assert items is not None
    return list(items)


@pytest.mark.parametrize(
    ("goal", "asked"),
    [
        ("find the shortest book in the catalogue and tell me its title", ("title",)),
        ("find the oldest member and tell me their email", ("email",)),
        ("which book has the fewest pages? give me its isbn", ("name", "isbn")),
        ("find the newest post, then tell me its author", ("author",)),
    ],
)
def test_its_attribute_is_asked_of_the_best_row(goal: str, asked: tuple[str, ...]) -> None:
    items = _items(goal)
    best = [i for i in items if isinstance(i, FindBest)]
    assert len(best) == 1 and best[0].asked == asked
    assert not [i for i in items if isinstance(i, AskAttribute)]


def test_a_question_about_another_thing_stays_its_own() -> None:
    items = _items("find the cheapest laptop and tell me the phone number on the contact page")
    assert any(isinstance(i, AskAttribute) for i in items)
    assert next(i for i in items if isinstance(i, FindBest)).asked == ()


def test_an_opened_best_item_is_read_on_its_own_page() -> None:
    items = _items("open the cheapest laptop and tell me its weight")
    assert not any(isinstance(i, FindBest) and "weight" in i.asked for i in items)
