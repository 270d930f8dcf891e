"""A status saved in place (pure tables, ``listed_saves.listed_state``): a list's quick edit saves without a
notice, and the record's one-item entry re-rendered with the new state ('Published2026/05/30 at 9:00
am' where 'Ferry Timetable Changes — Draft' stood) is the site's word that the save happened. Without
the entry's old state seen before, or with the edit never saved, nothing is shown. Two shapes: a blog's
posts list (WordPress' Quick Edit), a small CMS's pages list ('Pending review' -> 'Published')."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry

B = "http://blog.test/wp-admin/edit.php?s=Ferry+Timetable+Changes&post_status=all"
_HEAD = "Posts\nSearch results for: Ferry Timetable Changes\nDrafts (2)\n1 item\nTitle\tAuthor\tDate"
BEFORE = page(
    B,
    f"{_HEAD}\nFerry Timetable Changes — Draft\nLast Modified2026/05/30 at 9:00 am",
    step=2,
    page_type="listing",
)
EDITING = page(B, f"{_HEAD}\nQuick Edit\nStatus", step=3, page_type="listing")
AFTER = page(
    B, f"{_HEAD}\nFerry Timetable Changes\nPublished2026/05/30 at 9:00 am", step=4, page_type="listing"
)
NEVER_OTHER = page(
    B, f"{_HEAD}\nFerry Timetable Changes\nLast Modified2026/05/30 at 9:00 am", step=2, page_type="listing"
)
C = "http://cms.test/admin/pages?q=Opening+hours"
C_BEFORE = page(
    C, "Pages\n1 item\nOpening hours — Pending review\nEdited 2026-05-01", step=2, page_type="listing"
)
C_AFTER = page(C, "Pages\n1 item\nOpening hours\nPublished 2026-05-01", step=4, page_type="listing")

CHOOSE = HistoryEntry(
    step=3, action={"type": "select_option", "element_id": 8, "label": "Published"}, ok=True
)
UPDATE = HistoryEntry(step=4, action={"type": "click", "element_id": 9}, ok=True, element_text="Update")
FERRY = 'log in as jonas with password pw and publish the draft "Ferry Timetable Changes"'


@pytest.mark.parametrize(
    ("goal", "ledger", "verified"),
    [
        (FERRY, [BEFORE, EDITING, AFTER], True),
        (FERRY, [BEFORE, EDITING], False),  # never saved
        (FERRY, [NEVER_OTHER, EDITING, AFTER], False),  # the entry never said another state, no notice
        ("hi there! publish the pending page 'Opening hours' please", [C_BEFORE, C_AFTER], True),
        ("hi there! publish the pending page 'Opening hours' please", [C_BEFORE], False),
    ],
)
def test_a_state_saved_in_place(goal: str, ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Done.", ledger=ledger, history=[CHOOSE, UPDATE]
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


# a value given in a quick edit, the same row re-rendered with it ('Tags: fish'), no notice
S = "http://blog.test/wp-admin/edit.php?s=Miso+Glazed+Salmon&post_status=all"
_SALMON = "Posts\n1 item\nTitle\tAuthor\tCategories\tTags\nMiso Glazed Salmon"
S_BEFORE = page(S, f"{_SALMON}\nJonas Berg\tRecipes\tquick", step=2, page_type="listing")
S_AFTER = page(S, f"{_SALMON}\nJonas Berg\tRecipes\tfish, quick", step=4, page_type="listing")
S_OTHER = page(S, f"{_SALMON}\nJonas Berg\tRecipes\tquick, salmon", step=4, page_type="listing")
TYPED = HistoryEntry(step=3, action={"type": "type", "element_id": 8, "text": "quick, fish"}, ok=True)
TAG = "log in as jonas, pw pw, and tag the Miso Glazed Salmon post with 'fish' thanks"


@pytest.mark.parametrize(
    ("ledger", "verified"),
    [([S_BEFORE, S_AFTER], True), ([S_BEFORE], False), ([S_BEFORE, S_OTHER], False)],
)
def test_a_value_saved_in_place(ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(TAG), stop_reason="done_success", answer="Done.", ledger=ledger, history=[TYPED, UPDATE]
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


# a new name and a state written after the entry's name, saved in place ('Bike Lanes on Mill Road — Draft')
R = "http://blog.test/wp-admin/edit.php?s=Packing+Light+for+a+Week"
R_BEFORE = page(R, "Posts\n1 item\nPacking Light for a Week\nJonas Berg\tTravel", step=2, page_type="listing")
R_AFTER = page(
    R, "Posts\n1 item\nPacking Light for Seven Days\nJonas Berg\tTravel", step=4, page_type="listing"
)
R_OPEN = page(R, "Posts\n1 item\nQuick Edit\nTitle", step=4, page_type="listing")
NAMED = HistoryEntry(
    step=3, action={"type": "type", "element_id": 8, "text": "Packing Light for Seven Days"}, ok=True
)
RENAME = (
    "As jonas with password pw, rename the post 'Packing Light for a Week' to 'Packing Light for Seven Days'"
)
D = "http://blog.test/wp-admin/edit.php?s=Bike+Lanes"
D_BEFORE = page(
    D, "Posts\n1 item\nBike Lanes on Mill Road\nPublished2026/01/25 at 8:45 am", step=2, page_type="listing"
)
D_AFTER = page(
    D, "Posts\n1 item\nBike Lanes on Mill Road — Draft\nMaria Lopez\tNews", step=4, page_type="listing"
)
D_MANY = page(
    D, "Posts\n2 items\nBike Lanes on Mill Road — Draft\nMill Road Works\tNews", step=4, page_type="listing"
)
DRAFTED = HistoryEntry(step=3, action={"type": "select_option", "element_id": 8, "label": "Draft"}, ok=True)
DRAFT = "log in as maria / pw and set the 'Bike Lanes on Mill Road' post to draft"


@pytest.mark.parametrize(
    ("goal", "ledger", "history", "verified"),
    [
        (RENAME, [R_BEFORE, R_AFTER], [NAMED, UPDATE], True),
        (RENAME, [R_BEFORE, R_OPEN], [NAMED, UPDATE], False),  # the form still open: never saved
        (DRAFT, [D_BEFORE, D_AFTER], [DRAFTED, UPDATE], True),
        (DRAFT, [D_BEFORE, D_MANY], [DRAFTED, UPDATE], False),  # whose entry, among two?
        (DRAFT, [D_BEFORE], [DRAFTED, UPDATE], False),
    ],
)
def test_a_name_or_state_saved_in_place(
    goal: str, ledger: list[PageEntry], history: list[HistoryEntry], verified: bool
) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Done.", ledger=ledger, history=history
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


# a record created, then given its state in place: written as a draft, found on the list of it alone
# ('Quick Leek Soup — Draft'), published by the list's quick edit (the entry re-rendered 'Published')
L = "http://blog.test/wp-admin/edit.php?s=Quick+Leek+Soup&post_status=all"
_L_HEAD = "Posts\nSearch results for: Quick Leek Soup\n1 item\nTitle\tAuthor\tDate"
L_DRAFT = page(
    L, f"{_L_HEAD}\nQuick Leek Soup — Draft\nLast Modified2026/11/27 at 8:10 pm", step=9, page_type="listing"
)
L_PUBLISHED = page(
    L, f"{_L_HEAD}\nQuick Leek Soup\nPublished2026/11/27 at 8:12 pm", step=12, page_type="listing"
)
WRITTEN = [
    HistoryEntry(step=5, action={"type": "type", "element_id": 3, "text": "Quick Leek Soup"}, ok=True),
    HistoryEntry(
        step=6, action={"type": "type", "element_id": 4, "text": "Leeks, stock and a potato"}, ok=True
    ),
    HistoryEntry(step=7, action={"type": "click", "element_id": 5}, ok=True, element_text="Save Draft"),
    HistoryEntry(step=11, action={"type": "select_option", "element_id": 8, "label": "Published"}, ok=True),
    HistoryEntry(step=12, action={"type": "click", "element_id": 9}, ok=True, element_text="Update"),
]
LEEK = "i'm priya, password pw - please write a new post titled 'Quick Leek Soup' with the text 'Leeks, stock and a potato.' and publish it"


@pytest.mark.parametrize(
    ("goal", "ledger", "verified"),
    [
        (LEEK, [L_DRAFT, L_PUBLISHED], True),
        ("hi there! " + LEEK.lower(), [L_DRAFT, L_PUBLISHED], True),
        (
            "as priya (pw), add a post called 'Quick Leek Soup' saying 'Leeks, stock and a potato.' and publish it",
            [L_DRAFT, L_PUBLISHED],
            True,
        ),
        (LEEK, [L_DRAFT], False),  # never saved
        (LEEK, [L_PUBLISHED], False),  # never seen in another state: no notice says it was saved
    ],
)
def test_a_new_record_given_its_state_in_place(goal: str, ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer="Done.", ledger=ledger, history=WRITTEN
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
