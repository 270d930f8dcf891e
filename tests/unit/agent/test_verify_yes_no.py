"""Yes/no answers about whether a site has a thing, as a table: "No" needs a page that listed none of
them, "Yes" a page that showed them; a state question ("is X in stock?") is checked as a text answer."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import FrameF, StepF, page
from wayfinder.agent.verify import NOT_FOUND, goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.yes_no import named_thing

S = "http://garden.test"
GNOMES = FrameF(
    "do you stock lawn gnomes?",
    task_mode="answer",
    answer_kind="yes_no",
    steps=(StepF("answer", "lawn gnomes"),),
)
EMPTY = page(
    f"{S}/search?q=lawn+gnomes", "Search results\n0 products found for lawn gnomes", page_type="listing"
)
OTHER_EMPTY = page(f"{S}/search?q=hoses", "Search results\n0 products found for hoses", page_type="listing")
FOUND = page(
    f"{S}/search?q=lawn+gnomes",
    "Search results\n2 products found\nGrumpy Lawn Gnome $19.99\nFishing Lawn Gnome $24.99",
    page_type="listing",
    links=(("Grumpy Lawn Gnome", "/p/1"), ("Fishing Lawn Gnome", "/p/2")),
)


def _claim(answer: str, *ledger: PageEntry) -> tuple[bool, str]:
    verdict = verify_claim(GNOMES, stop_reason="done_success", answer=answer, ledger=list(ledger))
    return verdict.verified, " ".join([*verdict.evidence, *verdict.missing])


def test_no_is_backed_by_a_search_for_the_thing_that_found_none() -> None:
    verified, why = _claim("No: searching for 'lawn gnomes' found no lawn gnomes", EMPTY)
    assert verified, why


def test_no_is_not_backed_by_an_empty_search_for_something_else() -> None:
    verified, why = _claim("No: nothing found", OTHER_EMPTY)
    assert not verified and "lawn gnomes" in why


def test_no_is_not_backed_when_the_page_showed_them() -> None:
    assert not _claim("No", FOUND)[0]


def test_yes_is_backed_by_the_thing_named_on_a_page() -> None:
    verified, why = _claim("Yes: 2 lawn gnomes, such as Grumpy Lawn Gnome", FOUND)
    assert verified, why


def test_yes_naming_nothing_seen_is_not_backed() -> None:
    assert not _claim("Yes: such as the Garden King Gnome", EMPTY)[0]


def test_an_answer_that_is_neither_yes_nor_no_is_not_backed() -> None:
    verified, why = _claim("Perhaps", FOUND)
    assert not verified and "yes or no" in why


# -- a yes/no question about a named thing (issue 31): "No" needs the thing's own page --------------

H = "http://stay.test"
NAMED = (
    (
        "Are pets allowed at Hotel Lumen?",
        "pets Hotel Lumen",
        "Hotel Lumen",
        "Hotel Lumen\nHouse rules: no pets allowed",
    ),
    (
        "Is the Riverside Library open on Sunday?",
        "Riverside Library Sunday",
        "Riverside Library",
        "Riverside Library\nSunday: closed",
    ),
    ("Has bug 1234 been fixed yet?", "1234 fixed", "Bug 1234", "Bug 1234: Login fails\nStatus: Open"),
    (
        "can I bring my dog to Hotel Lumen?",
        "dog Hotel Lumen",
        "Hotel Lumen",
        "Hotel Lumen\nHouse rules: no pets allowed",
    ),
)


@pytest.mark.parametrize(("goal", "query", "title", "text"), NAMED)
def test_an_empty_search_is_not_a_no_about_a_named_thing(
    goal: str, query: str, title: str, text: str
) -> None:
    frame = goal_frame(goal)
    empty = page(
        f"{H}/search?q={query.replace(' ', '+')}", "Search results\nNo results found", page_type="listing"
    )
    verdict = verify_claim(frame, stop_reason="done_success", answer="No", ledger=[empty])
    assert verdict.reason == NOT_FOUND and verdict.sentence.startswith("I could not find"), verdict
    own = page(f"{H}/item/1", text, title=f"{title} | Site", page_type="detail", step=3)
    verdict = verify_claim(frame, stop_reason="done_success", answer="No", ledger=[empty, own])
    assert verdict.verified, verdict


@pytest.mark.parametrize(
    "thing", ["toasters", "Sony headphones", "lawn gnomes", "books by Gideon Hargreaves"]
)
def test_a_kind_of_thing_is_no_named_thing(thing: str) -> None:
    assert named_thing(thing) is None
