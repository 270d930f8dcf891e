"""A near namesake's page is refused when its name is in its title and its first heading is the form's
or the site's (pure tables): Django admin's 'Hana Zimmermann | Change author' under the heading 'Change
author' is not the author Hiroshi Zimmermann's page; a blog post 'Packing Light for a Weekend – Harbor
Town Notes' under the blog's own heading is not 'Packing Light for a Week'. The right pages, in the same
shapes, stay backed."""

from __future__ import annotations

import pytest

from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry
from wayfinder.agent.verify.ledger import PageEntry


def _page(url: str, title: str, headings: list[str], text: str) -> PageEntry:
    obs = {"url": url, "title": title, "headings": headings, "text_digest": text, "page_type": "detail"}
    return page_entry({**obs, "elements": [], "dom_hash": url}, 3)


A = "http://library.test/admin/catalog/author"
HANA = _page(
    f"{A}/15/change/",
    "Hana Zimmermann | Change author | Library",
    ["Change author", "Hana Zimmermann"],
    "Change author\nHana Zimmermann\nBooks",
)
HIROSHI = _page(
    f"{A}/61/change/",
    "Hiroshi Zimmermann | Change author | Library",
    ["Change author", "Hiroshi Zimmermann"],
    "Change author\nHiroshi Zimmermann\nBooks",
)
B = "http://blog.test"
WEEKEND = _page(
    f"{B}/packing-light-for-a-weekend/",
    "Packing Light for a Weekend – Harbor Town Notes",
    ["Harbor Town Notes", "Packing Light for a Weekend"],
    "Harbor Town Notes\nPacking Light for a Weekend\nTwo shirts.",
)
WEEK = _page(
    f"{B}/packing-light-for-a-week/",
    "Packing Light for a Week – Harbor Town Notes",
    ["Harbor Town Notes", "Packing Light for a Week"],
    "Harbor Town Notes\nPacking Light for a Week\nFive shirts.",
)
AUTHOR_Q = "log in as librarian, password pw-1, and open the page of the author Hiroshi Zimmermann"
POST_Q = "hi! open the post 'Packing Light for a Week' please"


@pytest.mark.parametrize(
    ("goal", "final", "verified"),
    [
        (AUTHOR_Q, HIROSHI, True),
        (AUTHOR_Q, HANA, False),
        ("take me to the author Hiroshi Zimmermann", HIROSHI, True),
        ("take me to the author Hiroshi Zimmermann", HANA, False),
        (POST_Q, WEEK, True),
        (POST_Q, WEEKEND, False),
    ],
)
def test_a_namesake_named_by_the_title_is_not_the_page_asked(
    goal: str, final: PageEntry, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer="Here it is.", ledger=[final])
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
