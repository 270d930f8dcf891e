"""A filter menu of links marks its chosen option by a link to the listing as it is (an admin's
sidebar 'By language: All / English / German', a shop's 'Colour: Red / Blue'): a count read on the
listing narrowed that way is the count of the set asked; the same count on another choice, or on the
whole listing, is still refused."""

from __future__ import annotations

import pytest

from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry

A = "http://library.test/admin/catalog/book/"
S = "http://shop.test/mugs"


def _listing(url: str, total: int, title: str, links: list[tuple[str, str]]) -> PageEntry:
    obs = {
        "url": url,
        "title": title,
        "headings": [title.split(" | ")[0], "Filter"],
        "text_digest": f"{title}\n{total} results\nFilter\n" + "\n".join(label for label, _ in links),
        "elements": [
            {"id": n + 1, "tag": "a", "text": label, "href": href} for n, (label, href) in enumerate(links)
        ],
        "page_type": "grid",
        "dom_hash": url,
    }
    return page_entry(obs, 1)


LANGUAGES = [
    ("All", "?"),
    ("English", "?language__exact=en"),
    ("German", "?language__exact=de"),
    ("2", "?language__exact=de&p=2"),
]
GERMAN = _listing(f"{A}?language__exact=de", 32, "Select book to change | Library", LANGUAGES)
ENGLISH = _listing(f"{A}?language__exact=en", 32, "Select book to change | Library", LANGUAGES)
COLOURS = [("Red", "/mugs?colour=red"), ("Blue", "/mugs?colour=blue"), ("Next", "/mugs?colour=blue&page=2")]
BLUE = _listing(f"{S}?colour=blue", 7, "Mugs | Shop", COLOURS)
RED = _listing(f"{S}?colour=red", 7, "Mugs | Shop", COLOURS)


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        ("librarian, pw x - number of books in German", [GERMAN], "32", True),
        ("number of books in German please", [GERMAN], "There are 32 books.", True),
        ("number of books in German please", [ENGLISH], "There are 32 books.", False),
        ("hey how many blue mugs do you have", [BLUE], "7 mugs", True),
        ("hey how many blue mugs do you have", [RED], "7 mugs", False),
    ],
)
def test_a_chosen_link_narrows_the_listing(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict


def test_the_pager_chooses_nothing() -> None:
    assert GERMAN.chosen == ("German",)
    assert BLUE.chosen == ("Blue",)
