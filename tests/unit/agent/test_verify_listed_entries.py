"""A listing of titled entries that states no total (a blog's category or tag archive, a news list):
"how many posts in X" is the number of entries it lists, "the newest post" the entry whose block writes
the latest day. Right answers are accepted on two shapes of page; a number that only shows inside an
entry (a date's day, '5 cm') and an older entry are refused."""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry

BLOG = "http://blog.test"
NEWS = "http://news.test"
BOX = {"x": 0, "y": 0, "w": 100, "h": 20}


def _listing(
    url: str, title: str, heading: str, entries: list[tuple[str, str, str, str]], side: str, older: str = ""
) -> PageEntry:
    """An archive page: a heading, then per entry its title link (a heading too), an excerpt and its date
    line; a sidebar of other links."""
    lines = [title, heading]
    elements: list[dict[str, Any]] = []
    for n, (name, href, excerpt, dated) in enumerate(entries):
        lines += [name, excerpt, dated]
        elements.append({"id": n + 1, "tag": "a", "text": name, "href": href, "zone": "main", "bbox": BOX})
    lines += [side, "Search"]
    elements.append({"id": 90, "tag": "a", "text": side, "href": f"{url}#side", "zone": "aside", "bbox": BOX})
    if older:  # a pager: the list goes on on another page
        lines.append("Older posts")
        elements.append(
            {"id": 91, "tag": "a", "text": "Older posts", "href": older, "zone": "main", "bbox": BOX}
        )
    obs = {
        "url": url,
        "title": title,
        "headings": [heading, *(e[0] for e in entries)],
        "text_digest": "\n".join(lines),
        "elements": elements,
        "page_type": "listing",
        "dom_hash": url,
    }
    return page_entry(obs, 1)


def _post(url: str, name: str, site: str, body: str) -> PageEntry:
    obs = {
        "url": url,
        "title": f"{name} – {site}",
        "headings": [name],
        "text_digest": f"{name}\n{body}",
        "elements": [],
        "page_type": "detail",
        "dom_hash": url,
    }
    return page_entry(obs, 2)


BIRDING = _listing(
    f"{BLOG}/category/birding/",
    "Birding – Marsh Diary",
    "Category: Birding",
    [
        (
            "Herons at Dawn",
            f"{BLOG}/2026/03/herons/",
            "Two herons stood 5 m from the hide.",
            "Published March 3, 2026",
        ),
        (
            "Counting Waders",
            f"{BLOG}/2025/11/waders/",
            "We counted waders for 2 hours.",
            "Published November 20, 2025",
        ),
        (
            "A Winter Robin",
            f"{BLOG}/2026/01/robin/",
            "The robin came back every morning.",
            "Published January 9, 2026",
        ),
        ("Owl Boxes", f"{BLOG}/2025/06/owls/", "Hang the box 4 metres up.", "Published June 12, 2025"),
    ],
    "Recent Posts",
)
HARBOUR = _listing(
    f"{NEWS}/tag/harbour/",
    "harbour | Town News",
    "Articles tagged harbour",
    [
        (
            "Ferry Pier Reopens",
            f"{NEWS}/ferry-pier/",
            "The pier reopened after 7 weeks.",
            "Posted 2025-09-14",
        ),
        ("New Harbour Master", f"{NEWS}/harbour-master/", "She starts on Monday.", "Posted 2026-02-01"),
        ("Boat Show Dates", f"{NEWS}/boat-show/", "Six days of boats.", "Posted 2025-12-24"),
    ],
    "Most read",
)


@pytest.mark.parametrize(
    ("goal", "listing", "answer", "verified"),
    [
        ("how many posts are in the Birding category?", BIRDING, "There are 4 posts.", True),
        ("hey, how many posts does the birding category have?", BIRDING, "4", True),
        ("how many posts are in the Birding category?", BIRDING, "There are 3 posts.", False),  # March 3
        ("how many posts are in the Birding category?", BIRDING, "There are 5 posts.", False),  # 5 m
        ("how many articles are tagged harbour?", HARBOUR, "3 articles", True),
        ("how many articles are tagged harbour?", HARBOUR, "7 articles", False),  # 7 weeks
        ("how many articles are tagged harbour?", HARBOUR, "There are 2 articles.", False),
    ],
)
def test_a_count_is_the_number_of_entries_listed(
    goal: str, listing: PageEntry, answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[listing])
    assert verdict.verified is verified, verdict


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        (
            "open the most recent post in the Birding category",
            [BIRDING, _post(f"{BLOG}/2026/03/herons/", "Herons at Dawn", "Marsh Diary", "Two herons.")],
            None,
            True,
        ),
        (
            "open the most recent post in the Birding category",
            [BIRDING, _post(f"{BLOG}/2026/01/robin/", "A Winter Robin", "Marsh Diary", "The robin.")],
            None,
            False,
        ),
        ("what's the newest article tagged harbour called?", [HARBOUR], "It is New Harbour Master.", True),
        ("what's the newest article tagged harbour called?", [HARBOUR], "It is Boat Show Dates.", False),
        ("which is the oldest article tagged harbour", [HARBOUR], "Ferry Pier Reopens", True),
        ("which is the oldest article tagged harbour", [HARBOUR], "New Harbour Master", False),
    ],
)
def test_the_newest_entry_is_the_one_with_the_latest_day(
    goal: str, ledger: list[PageEntry], answer: str | None, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict


def test_one_page_of_a_longer_list_counts_nothing() -> None:
    """The blog's front page lists ten posts and links 'Older posts': ten is not how many posts there are."""
    front = _listing(
        f"{BLOG}/",
        "Marsh Diary",
        "Marsh Diary",
        [
            (f"Post {chr(64 + n)}", f"{BLOG}/p/{n}/", "Words.", f"Published May {n + 10}, 2025")
            for n in range(1, 11)
        ],
        "Recent Posts",
        older=f"{BLOG}/page/2/",
    )
    assert front.listed == ()
    verdict = verify_claim(
        goal_frame("how many posts are on the blog?"), stop_reason="done_success", answer="10", ledger=[front]
    )
    assert not verdict.verified, verdict


def test_the_entries_are_read_with_their_days() -> None:
    assert BIRDING.listed[0] == ("Herons at Dawn", "2026-03-03")
    assert len(HARBOUR.listed) == 3
