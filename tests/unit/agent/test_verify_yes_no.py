"""Yes/no answers about whether a site has a thing, as a table: "No" needs a page that listed none of
them, "Yes" a page that showed them; a state question ("is X in stock?") is checked as a text answer."""

from __future__ import annotations

from tests.fixtures.verify import FrameF, StepF, page
from wayfinder.agent.verify import verify_claim

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


def _claim(answer: str, *ledger: dict[str, object]) -> tuple[bool, str]:
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
