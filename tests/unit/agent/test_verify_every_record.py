"""A change asked of every matching record ('all the new bugs', 'every draft post', 'all the resolved
issues': the frame's quantity -1) is backed only when every record the narrowed list showed is seen
changed (pure tables, ``agent/verify/records.py`` ``_every_changed`` over ``bulk.py``): the list reread
with each row showing the value, every row gone from the list narrowed by the old state, or - a list of
one - that record's own page showing the change. One record's page, among several the list showed, is
one record changed, not all: refused, where the same page backs a goal that names that one record."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from tests.unit.agent.test_verify_changed_rows import (
    AFTER,
    ASSIGN,
    BEFORE,
    D_AFTER,
    D_BEFORE,
    D_WALK,
    TRAVEL,
    WALK,
)
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry


def _click(step: int, label: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "click", "element_id": 7}, ok=True, element_text=label)


def _choose(step: int, label: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "select_option", "element_id": 9, "label": label}, ok=True)


def _issue(step: int, number: int, subject: str, said: str, **fields: str) -> PageEntry:
    shown = "\n".join(f"{k.title()}:\n{v}" for k, v in fields.items())
    return page(
        f"http://tracker.test/issues/{number}",
        f"Bug #{number}\n{subject}\n{said}\n{shown}",
        title=f"Bug #{number}: {subject} - Mobile App - Tracker",
        step=step,
    )


# the one issue's edit, after the list of three new bugs was seen: Bob Chen on issue #20's page only
ONE_ISSUE = _issue(7, 20, "Login screen freezes on slow networks", "Successful update.", assignee="Bob Chen")
ONE_WALK = [_click(4, "Edit"), _choose(5, "Bob Chen"), _click(6, "Submit")]
ASSIGN_20 = "log in as carol / ember-field-35 and assign issue #20 to Bob Chen"

R = "http://tracker.test/projects/website/issues?set_filter=1&status_id=3"
RHEAD = "#\tTracker\tStatus\tPriority\tSubject\tAssignee\tUpdated"


def _resolved(step: int, rows: list[tuple[int, str]]) -> PageEntry:
    body = "\n".join(
        f"{n}\tBug\tResolved\tHigh\t{s}\tAlice Moreau\t03/04/2026 11:00 AM\tActions" for n, s in rows
    )
    entry = page(R, f"Issues\n{RHEAD}\n{body}", title="Issues - Website Redesign - Tracker", step=step)
    return entry.model_copy(update={"chosen": ("Resolved",)})


CLOSE = "log in as carol / ember-field-35 and close all the resolved issues in the Website Redesign project"
CONTACT = (3, "Contact form accepts empty email")
FOOTER = (9, "Footer links point to the old domain")
CLOSED_3 = _issue(9, 3, CONTACT[1], "Successful update.", status="Closed")
CLOSE_WALK = [_click(5, "Check all"), _click(6, "Edit"), _choose(7, "Closed"), _click(8, "Submit")]

# a blog: the one draft published from its editor, where the list of drafts showed two
WP = "http://blog.test/wp-admin"
DRAFTS = page(
    f"{WP}/edit.php?post_status=draft&post_type=post",
    "Posts\nTitle\tAuthor\tCategories\tDate\nFerry Timetable Changes — Draft\tmaria\tNews\t2026/05/20\n"
    "Winter Soup Ideas — Draft\tjonas\tRecipes\t2026/05/21",
    title="Posts ‹ Blog",
    page_type="listing",
    step=2,
)
ONE_POST = page(
    f"{WP}/post.php?post=41&action=edit",
    "Ferry Timetable Changes\nPost published.\nStatus:\nPublished",
    title="Ferry Timetable Changes",
    step=6,
)
PUBLISH = "as maria (password harbor-lights-42), publish all the draft posts"
PUBLISH_ONE = "as maria (password harbor-lights-42), publish the draft post 'Ferry Timetable Changes'"
POST_WALK = [_click(3, "Ferry Timetable Changes"), _click(5, "Publish")]


# a moderation queue whose entries are not read as table rows: the site counts the change in its notice
Q = f"{WP}/edit-comments.php?comment_status=moderated"


def _queue(step: int, said: str, items: int) -> PageEntry:
    entry = page(
        Q,
        f"Comments\n{said}\nPending ({items}) | Approved ({10 - items})\n{items} items\n"
        "Author\tComment\tIn response to\tSubmitted on",
        title="Comments ‹ Blog",
        page_type="listing",
        step=step,
    )
    return entry.model_copy(update={"chosen": ("Pending",)})


APPROVE = "as maria (password harbor-lights-42), please approve all the pending comments"
Q_WALK = [_click(3, "Select All"), _choose(4, "Approve"), _click(5, "Apply")]
ALL_THREE = _queue(5, "3 comments approved.", 0)
ONE_OF_THREE = _queue(5, "1 comment approved.", 2)


@pytest.mark.parametrize(
    ("goal", "ledger", "history", "verified"),
    [
        (APPROVE, [_queue(2, "", 3), ALL_THREE], Q_WALK, True),  # '3 comments approved.' of 3 pending
        (APPROVE, [_queue(2, "", 3), ONE_OF_THREE], Q_WALK, False),  # one of three
        (APPROVE, [_queue(2, "", 3), ALL_THREE], Q_WALK[:1] + Q_WALK[2:], False),  # Approve never chosen
        (ASSIGN, [BEFORE, AFTER], WALK, True),  # every row reread shows Bob Chen
        (ASSIGN, [BEFORE, ONE_ISSUE], ONE_WALK, False),  # one of three issues assigned
        (ASSIGN_20, [BEFORE, ONE_ISSUE], ONE_WALK, True),  # the goal named that one issue
        (TRAVEL, [D_BEFORE, D_AFTER], D_WALK, True),
        (PUBLISH, [DRAFTS, ONE_POST], POST_WALK, False),  # one of two drafts published
        (PUBLISH_ONE, [DRAFTS, ONE_POST], POST_WALK, True),
        (CLOSE, [_resolved(4, [CONTACT]), CLOSED_3], CLOSE_WALK, True),  # a list of one: its own page
        (CLOSE, [_resolved(4, [CONTACT, FOOTER]), CLOSED_3], CLOSE_WALK, False),  # one of two closed
        (CLOSE, [CLOSED_3], CLOSE_WALK, False),  # the list of resolved issues never seen
    ],
)
def test_every_record_asked_is_seen_changed(
    goal: str, ledger: list[PageEntry], history: list[HistoryEntry], verified: bool
) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


@settings(max_examples=20, deadline=None)
@given(
    st.sampled_from(["", "hi there! ", "Morning - "]),
    st.sampled_from(["", " please", ", thanks"]),
    st.booleans(),
    st.sampled_from([(ASSIGN, [BEFORE, ONE_ISSUE], ONE_WALK), (PUBLISH, [DRAFTS, ONE_POST], POST_WALK)]),
)
def test_one_record_of_several_is_refused_in_any_wording(
    opening: str, tail: str, lower: bool, case: tuple[str, list[PageEntry], list[HistoryEntry]]
) -> None:
    goal, ledger, history = case
    said = f"{opening}{goal}{tail}"
    said = said.lower() if lower else said
    verdict = verify_claim(
        goal_frame(said), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is False, verdict.evidence
