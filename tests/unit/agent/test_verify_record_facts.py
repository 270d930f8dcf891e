"""The verifier reads a record's facts with the planner's reader (``read.attributes.record_attributes``):
a right value read on the record's own page is accepted, in whatever shape the page prints it; a value
of another record - a near namesake's page, a row of a list, an admin sidebar's 'Add' - is refused."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import WRONG_PAGE, goal_frame, verify_claim

PATRON = page(
    "http://library.test/admin/circulation/patron/31/",
    "View patron\nOona Brandt (LC-7731)\nCard number:\nLC-7731\nFirst name:\nOona\nLast name:\nBrandt",
    title="Oona Brandt (LC-7731) | View patron | Library",
)
PATRONS = page(
    "http://library.test/admin/circulation/patron/",
    "Select patron\nCard number\tFirst name\tLast name\nLC-7702\tAmos\tReed\nLC-7731\tOona\tBrandt",
    title="Select patron | Library",
    page_type="listing",
)
VOLUME_FORM = page(
    "http://library.test/admin/catalog/volume/8/change/",
    "Change volume\nSalt Roads\nModel name\tAdd link\tChange or view list link\nWriters\tAdd\tChange\n"
    "Writer:\nAda Brook",
    title="Salt Roads | Change volume | Library",
)
IN_EAR = page(
    "http://shop.test/p/12",
    "Norvik Pulse Wireless In-ear Headphones\nby Norvik · ★ 4.2 (310 ratings)\n$89.00",
    title="Norvik Pulse Wireless In-ear Headphones | Shop",
    page_type="detail",
)
OVER_EAR = page(
    "http://shop.test/p/13",
    "Norvik Pulse Wireless Over-ear Headphones\nby Norvik · ★ 4.8 (95 ratings)\n$129.00",
    title="Norvik Pulse Wireless Over-ear Headphones | Shop",
    page_type="detail",
    step=2,
)


def _verdict(goal: str, answer: str, ledger: list[object]) -> object:
    return verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger, history=[]
    )


@pytest.mark.parametrize(
    "goal", ["Who holds library card LC-7731?", "who is the holder of card LC-7731", "whose card is LC-7731?"]
)
def test_the_holder_from_the_records_name_fields(goal: str) -> None:
    verdict = _verdict(goal, "Oona Brandt", [PATRONS, PATRON])
    assert verdict.verified, verdict


def test_the_writer_from_a_change_form_not_the_sidebar() -> None:
    goal = "who wrote Salt Roads?"
    assert _verdict(goal, "Ada Brook", [VOLUME_FORM]).verified
    refused = _verdict(goal, "Add", [VOLUME_FORM])
    assert not refused.verified


def test_a_star_rating_on_the_things_own_page() -> None:
    goal = "what rating does the Norvik Pulse Wireless In-ear Headphones have?"
    assert _verdict(goal, "4.2", [OVER_EAR, IN_EAR]).verified


def test_a_near_namesakes_rating_is_refused() -> None:
    """The run opened the Over-ear model and answered its rating for the In-ear one."""
    goal = "what rating does the Norvik Pulse Wireless In-ear Headphones have?"
    refused = _verdict(goal, "4.8", [OVER_EAR])
    assert not refused.verified
    assert refused.reason == WRONG_PAGE


ISSUE_9 = page(
    "http://tracker.test/issues/9",
    "Defect #9\nExport drops the last row\nHistory\nActions #1\nUpdated by Wendell Ames 3 days ago\n"
    "Seen on both CSV and XLSX.\nActions #2\nUpdated by Kai Lund 2 days ago\nStatus changed from New to Open\n"
    "Off by one in the pager, fix coming.\nActions #3\nUpdated by Wendell Ames 5 hours ago\n"
    "Confirmed fixed on staging.\nActions",
    title="Defect #9: Export drops the last row - Tracker",
)
POST_COMMENTS = page(
    "http://blog.test/2026/03/ferry/",
    "Ferry to the Islands\nPublished March 4, 2026By Marta Quell\nWe left at dawn.\n2 comments\nJonas Weil\n"
    "March 5, 2026 at 9:12 am\nWe took the same boat last spring.\nReply\nInes Roth\nMarch 6, 2026 at 6:40 pm\n"
    "Which island had the best bakery?\nReply\nLeave a comment",
    title="Ferry to the Islands - Blog",
)


@pytest.mark.parametrize(
    ("goal", "right", "wrong"),
    [
        (
            "What did Wendell write in the last note on issue 9?",
            "Confirmed fixed on staging.",
            "Seen on both CSV and XLSX.",  # his earlier note
        ),
        (
            "what did Kai write in the last note on issue 9",
            'Kai wrote: "Off by one in the pager, fix coming."',
            "Confirmed fixed on staging.",  # another person's note
        ),
        (
            "What did Ines write in her comment on the post Ferry to the Islands?",
            "Which island had the best bakery?",
            "We took the same boat last spring.",
        ),
    ],
)
def test_a_note_by_its_author_and_place(goal: str, right: str, wrong: str) -> None:
    ledger = [ISSUE_9, POST_COMMENTS]
    assert _verdict(goal, right, ledger).verified
    refused = _verdict(goal, wrong, ledger)
    assert not refused.verified and refused.reason == WRONG_PAGE


def test_who_wrote_a_post_is_not_read_from_its_comments() -> None:
    assert _verdict("who wrote the post Ferry to the Islands?", "Marta Quell", [POST_COMMENTS]).verified


def test_a_recipe_named_by_its_topic_is_not_a_namesake() -> None:
    """'the red lentil soup recipe' on the page 'Red Lentil Soup for Cold Evenings': the same post
    (a false rejection on wordpress/dev lentil-simmer after the first landing)."""
    soup = page(
        "http://blog.test/2026/01/red-lentil-soup-for-cold-evenings/",
        "Red Lentil Soup for Cold Evenings\nSoften an onion. Simmer the lentils for 25 minutes, until soft.",
        title="Red Lentil Soup for Cold Evenings – Blog",
    )
    goal = "how long do the lentils simmer in the red lentil soup recipe?"
    assert _verdict(goal, "25 minutes", [soup]).verified


def test_a_note_is_read_from_the_pages_words_not_from_the_labels_of_its_links() -> None:
    """The ledger's text lists the page's link labels after its words: a name link over a date link
    ('Tomas Weber' / '03/08/2026 02:00 PM' / 'Atom' / 'PDF') is no later note by that person."""
    issue = page(
        "http://tracker.test/issues/7",
        "Bug #7\nImages load slowly\nHistory\nActions #1\nUpdated by Rosa Petrova 9 months ago\n"
        "Could you send the original files?\nActions #2\nUpdated by Tomas Weber 8 months ago\n"
        "Sent them on Monday.\nActions\nAlso available in: Atom PDF",
        title="Bug #7: Images load slowly - Tracker",
        links=(
            ("Tomas Weber", "http://tracker.test/users/6"),
            ("03/08/2026 02:00 PM", "http://tracker.test/activity?from=2026-03-08"),
            ("Atom", "http://tracker.test/issues/7.atom"),
            ("PDF", "http://tracker.test/issues/7.pdf"),
        ),
    )
    goal = "What did Tomas write in the last note on issue 7?"
    assert _verdict(goal, "Sent them on Monday.", [issue]).verified
    refused = _verdict(goal, "Could you send the original files?", [issue])
    assert not refused.verified and refused.reason == WRONG_PAGE
