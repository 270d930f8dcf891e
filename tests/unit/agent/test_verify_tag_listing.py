"""A tag's own listing is narrowed to the tag (pure tables).

"How many posts are tagged vegetarian" is answered on the tag's archive, which names the tag alone (its
heading 'vegetarian', its address /tag/vegetarian/ or ?tag=vegetarian) and never says "tagged". The
reader of a tag's link (``read.facets.tag_value``) gives the tag a value names; the listing must be a
tag's (or a label's) to count it: a search for the word, or a category of the same name, is another set.
Two shapes of tag listing, right answers next to the wrong ones.
"""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry

BLOG = "http://blog.test"
SHOP = "http://recipes.test"
BOX = {"x": 0, "y": 0, "w": 100, "h": 20}


def _archive(url: str, title: str, heading: str, entries: list[tuple[str, str]]) -> PageEntry:
    """An archive page: a heading, then per entry its title link and its date line; no total stated."""
    lines = [title, heading]
    elements: list[dict[str, Any]] = []
    for n, (name, dated) in enumerate(entries):
        lines += [name, "A few words of it.", dated]
        href = f"{url.split('?')[0]}p/{n}/"
        elements.append({"id": n + 1, "tag": "a", "text": name, "href": href, "zone": "main", "bbox": BOX})
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


THREE = [
    ("Bean Chili", "Published March 3, 2026"),
    ("Leek Gratin", "Published January 9, 2026"),
    ("Pea Soup", "Published June 12, 2025"),
]
# a blog's tag archive: the heading is the tag itself, the address /tag/<slug>/
TAG_PATH = _archive(f"{BLOG}/tag/vegetarian/", "vegetarian – Kitchen Notes", "vegetarian", THREE)
# another shape: a recipe site's list with the tag in its query, headed by the site's own word
TAG_QUERY = _archive(f"{SHOP}/recipes/?tag=vegetarian", "Recipes | Pan & Pot", "Vegetarian", THREE)
# the same word, another set: a search for it, a category of that name
SEARCH = _archive(f"{BLOG}/?s=vegetarian", "Search results for vegetarian", "vegetarian", THREE)
CATEGORY = _archive(f"{BLOG}/category/vegetarian/", "vegetarian – Kitchen Notes", "vegetarian", THREE)


@pytest.mark.parametrize(
    ("goal", "listing", "answer", "verified"),
    [
        ("how many posts are tagged vegetarian on the blog?", TAG_PATH, "There are 3 posts.", True),
        ("hey, how many posts are under the tag vegetarian?", TAG_PATH, "3", True),
        ("how many recipes are tagged vegetarian?", TAG_QUERY, "3 recipes", True),
        ("how many posts are tagged vegetarian on the blog?", TAG_QUERY, "There are 3 posts.", True),
        # a wrong number on the tag's own listing
        ("how many posts are tagged vegetarian on the blog?", TAG_PATH, "There are 4 posts.", False),
        ("how many recipes are tagged vegetarian?", TAG_QUERY, "2 recipes", False),
        # the right number read on another set's page
        ("how many posts are tagged vegetarian on the blog?", SEARCH, "There are 3 posts.", False),
        ("how many posts are tagged vegetarian on the blog?", CATEGORY, "There are 3 posts.", False),
    ],
)
def test_a_tags_own_listing_counts_the_posts_tagged(
    goal: str, listing: PageEntry, answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[listing])
    assert verdict.verified is verified, verdict
