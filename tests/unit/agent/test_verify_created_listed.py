"""A new record seen on the site after it was written (pure tables, ``agent/verify/records.py`` and
``listed_saves.py``), from the gold replays of wordpress r6-birdbox-review and r10-nettle-recipes:

* a state a list writes by its first word ('Bird Boxes for Small Gardens — Pending' for a post sent in
  for 'pending review', 'Harbour Night Market — Scheduled' for 'scheduled for Friday') names the new
  record's state on a list of it alone; another state ('— Draft') does not;
* a record's name typed into a list's search box to find it again writes nothing: the record is looked
  for from the step that wrote it (a draft's title and text, then its row in the list of posts), and a
  row that was there before it was written is still no evidence.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry

WP = "http://blog.test/wp-admin"


def _type(step: int, text: str, *, submit: bool = False) -> HistoryEntry:
    action = {"type": "type", "element_id": 5, "text": text, "submit": submit}
    return HistoryEntry(step=step, action=action, ok=True)


def _click(step: int, label: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "click", "element_id": 7}, ok=True, element_text=label)


def _found(step: int, name: str, entry: str) -> PageEntry:
    """The list of posts searched for the name: one item, its entry as the list writes it."""
    return page(
        f"{WP}/edit.php?s={name.replace(' ', '+')}&post_status=all&post_type=post",
        f"Posts\nSearch results for: {name}\n1 item\nTitle\tAuthor\tCategories\tDate\n{entry}\n"
        "Edit | Trash | Preview\nSam Okafor\tUncategorized\nLast Modified 2026/11/28",
        title="Posts ‹ Blog",
        page_type="listing",
        step=step,
    )


BIRD = "Bird Boxes for Small Gardens"
REVIEW = f"i'm sam (my password is driftwood-3). write up a post called '{BIRD}' that says 'Hang them high.' and send it in for review"
MARKET = "Harbour Night Market"
SCHEDULED = f"log in as sam / driftwood-3 and create a post called '{MARKET}', status scheduled for Friday"
# a quick draft, the list searched for it, its Quick Edit's state chosen, Update
WALK = [_type(2, "Hang them high."), _click(3, "Save Draft"), _type(4, "", submit=True), _click(6, "Update")]


def _walk(name: str) -> list[HistoryEntry]:
    return [*WALK[:2], _type(4, name, submit=True), WALK[3]]


@pytest.mark.parametrize(
    ("goal", "name", "entry", "verified"),
    [
        (REVIEW, BIRD, f"{BIRD} — Pending", True),
        (REVIEW, BIRD, f"{BIRD} — Draft", False),  # still a draft
        (SCHEDULED, MARKET, f"{MARKET} — Scheduled", True),
        (SCHEDULED, MARKET, f"{MARKET} — Pending", False),
    ],
)
def test_a_state_written_by_its_first_word(goal: str, name: str, entry: str, verified: bool) -> None:
    ledger = [_found(4, name, f"{name} — Draft"), _found(6, name, entry)]
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=_walk(name)
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


NETTLE = "Nettle Soup in Spring"
PUBLISH = f"as priya (saffron-road-17) publish a new post '{NETTLE}' with the text 'Pick only the young tops.' in the Recipes category"
POSTS = "Posts\nTitle\tAuthor\tCategories\tDate\n{rows}"
OLD_ROW = "Winter Soup Ideas\tPriya Nair\tRecipes\t2026/05/21"


def _posts(step: int, *rows: str) -> PageEntry:
    return page(f"{WP}/edit.php", POSTS.format(rows="\n".join(rows)), title="Posts ‹ Blog", step=step)


NETTLE_ROW = f"{NETTLE}\tPriya Nair\tRecipes\t2026/11/28"
N_WALK = [
    _type(1, NETTLE),
    _type(2, "Pick only the young tops."),
    _click(3, "Save Draft"),
    _type(5, NETTLE, submit=True),
]


@pytest.mark.parametrize(
    ("ledger", "verified"),
    [
        ([_posts(4, NETTLE_ROW, OLD_ROW), _found(5, NETTLE, NETTLE)], True),  # its row, after it was written
        ([_posts(0, NETTLE_ROW, OLD_ROW), _found(5, NETTLE, NETTLE)], False),  # the row was there before
        ([_posts(4, OLD_ROW), _found(5, NETTLE, NETTLE)], False),  # only the search's own results
    ],
)
def test_a_name_typed_into_a_search_writes_nothing(ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(PUBLISH), stop_reason="done_success", answer=None, ledger=ledger, history=N_WALK
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
