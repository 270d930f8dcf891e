"""A value of the kind asked (a time of day, a duration) stated in a sentence that names the thing asked
about is the answer wherever the page says it: a search result's excerpt, a news list's teaser. A
sentence about something else never is (our own pages, two shapes)."""

from __future__ import annotations

from tests.fixtures.rules import context, el, field, page
from wayfinder.actions.models import Done
from wayfinder.plan.rules import decide

RESULTS = page(
    field(1, "s", itype="search"),
    el(2, "a", "Winter Timetable for the Community Pool", href="/2026/01/winter-timetable/"),
    el(3, "a", "Contact", href="/contact/"),
    url="http://town.test/?s=community+pool",
    title="Search results for community pool",
    digest=(
        'Results for "community pool"\nWe found 2 results for your search.\n'
        "Winter Timetable for the Community Pool\n"
        "From January the community pool opens at 7 am on weekdays and stays open until 10 pm on Fridays.\n"
        "Contact\nCall the front desk, open 9 am to 5 pm."
    ),
)
TEASERS = page(
    el(1, "a", "Bakery Notes", href="/"),
    el(2, "a", "Our sourdough, step by step", href="/sourdough/"),
    url="http://bakery.test/",
    title="Bakery Notes",
    digest=(
        "Bakery Notes\nOur sourdough, step by step\n"
        "Feed the starter the night before, then let the sourdough dough rise for 4 hours at room temperature.\n"
        "Rye crackers\nBake the crackers for 12 minutes."
    ),
)


def _answer(goal: str, obs: object) -> str | None:
    result = decide(context(goal, obs))  # type: ignore[arg-type]
    return result.action.answer if isinstance(result.action, Done) and result.action.success else None


def test_a_time_in_a_search_results_excerpt_that_names_the_thing() -> None:
    answer = _answer("how late does the community pool stay open on fridays?", RESULTS)
    assert answer is not None and "10 pm" in answer


def test_a_duration_in_a_teaser_that_names_the_thing() -> None:
    answer = _answer("how long does the sourdough dough rise?", TEASERS)
    assert answer is not None and "4 hours" in answer


def test_a_sentence_about_another_thing_is_no_answer() -> None:
    assert _answer("how late does the town museum stay open on fridays?", RESULTS) is None
    assert _answer("how long does the focaccia dough rise?", TEASERS) is None
