"""A write is backed by the record the site shows (issue 28): a new record's page or row, a changed
field shown beside its name, a comment shown as content. A confirmation word counts only from a notice
or heading the action produced, never from a column header, a control's label or a page seen before;
a given value only in a form field (the search box, the field typed into) or in a search's echo is not
evidence. Frames come from the real goal reader (sentences of our own); pages from the ledger builder.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.evidence import own_lines
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.records import write_of
from wayfinder.plan.base import HistoryEntry

A = "http://app.test"


def typed(step: int, text: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "type", "element_id": 5, "text": text}, ok=True)


def clicked(step: int, label: str = "Save") -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "click", "element_id": 6}, ok=True, element_text=label)


def chose(step: int, label: str) -> HistoryEntry:
    return HistoryEntry(step=step, action={"type": "select_option", "element_id": 7, "label": label}, ok=True)


def judge(goal: str, ledger: list[PageEntry], history: list[HistoryEntry]) -> tuple[bool, str]:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    return verdict.verified, "; ".join(verdict.evidence or verdict.missing)


COMMENTS = page(
    f"{A}/admin/comments",
    "Comments\nAll (10) | Pending (3)\nAuthor\tComment\tIn response to\tSubmitted on\n"
    "Ines\tWill the cheese stall be back?\tSummer Market\t2026/05/21",
    title="Comments",
    step=4,
)
SEARCHED = page(
    f"{A}/admin/comments?s=Workshops",
    "Comments\nSearch results for: Workshops\nAuthor\tComment\tIn response to\tSubmitted on\nNo comments found.",
    title="Comments",
    step=6,
    fields=(("Search comments", "Workshops", "text"),),
)
CATEGORIES = page(
    f"{A}/admin/categories",
    "Categories\nName\tDescription\tSlug\tCount\nGardening\t\tgardening\t5",
    title="Categories",
    step=4,
    fields=(("Name", "Workshops", "text"),),
)
CATEGORY_ADDED = page(
    f"{A}/admin/categories",
    "Categories\nCategory added.\nName\tDescription\tSlug\tCount\nWorkshops\t\tworkshops\t0\nGardening\t\tgardening\t5",
    title="Categories",
    step=6,
)
CATEGORY_ADDED_NO_ROW = page(
    f"{A}/admin/categories",
    "Categories\nCategory added.\nName\tDescription\tSlug\tCount",
    title="Categories",
    step=6,
)
NEW_ISSUE_FORM = page(
    f"{A}/projects/web/issues/new",
    "New issue",
    title="New issue",
    step=4,
    fields=(("Subject", "Search box hidden", "text"),),
)
ISSUE_CREATED = page(
    f"{A}/issues/23",
    "Issue #23 created.\nBug #23\nSearch box hidden\nStatus:\nNew\nPriority:\nNormal",
    title="Bug #23: Search box hidden - Tracker",
    step=6,
)
FORM_AGAIN = page(
    f"{A}/projects/web/issues",
    "New issue\nSubject cannot be blank",
    title="New issue",
    step=6,
    fields=(("Subject", "Search box hidden", "text"),),
)
AUTHOR_ADDED = page(
    f"{A}/admin/authors/",
    "The author “Ada Quill” was added successfully.\nSelect author to change\nAuthor\nQuill, Ada",
    title="Select author to change",
    step=6,
)
ISSUE_1 = page(
    f"{A}/issues/1",
    "Bug #1\nMenu overlaps the logo\nStatus:\nNew\nPriority:\nNormal",
    title="Bug #1: Menu overlaps the logo",
    step=4,
    fields=(("Status", "In Progress", "select"),),
)
ISSUE_1_SAVED = page(
    f"{A}/issues/1",
    "Successful update.\nBug #1\nMenu overlaps the logo\nStatus:\nIn Progress\nPriority:\nNormal\n"
    "History\nStatus changed from New to In Progress",
    title="Bug #1: Menu overlaps the logo",
    step=6,
)
ISSUE_2_SAVED = page(
    f"{A}/issues/2",
    "Successful update.\nBug #2\nPrinting breaks\nStatus:\nIn Progress",
    title="Bug #2: Printing breaks",
    step=6,
)
ISSUE_1_NOT_SAVED = page(
    f"{A}/issues/1",
    "Successful update.\nBug #1\nMenu overlaps the logo\nStatus:\nNew",
    title="Bug #1: Menu overlaps the logo",
    step=6,
)
NOTE_ADDED = page(
    f"{A}/issues/14",
    "Bug #14\nExport fails\nHistory\nUpdated by Dan less than a minute ago\nFixed in build 412",
    title="Bug #14: Export fails",
    step=6,
)
NOTE_IN_BOX = page(
    f"{A}/issues/14",
    "Bug #14\nExport fails\nHistory",
    title="Bug #14: Export fails",
    step=6,
    fields=(("Notes", "Fixed in build 412", "textarea"),),
)
RENAMED = page(
    f"{A}/admin/posts",
    "Post updated.\nTitle\tAuthor\tDate\nPacking Light for Seven Days — Draft\tjonas\t2026/05/05",
    title="Posts",
    step=6,
)
DASHBOARD = page(
    f"{A}/admin/",
    "Dashboard\nQuick Draft\nYour Recent Drafts\nWinter Soup IdeasMay 28, 2026\nRSS Error: feed not loaded",
    title="Dashboard",
    step=4,
    fields=(("Title", "Green Bean Stir Fry", "text"),),
)
DRAFT_LISTED = page(
    f"{A}/admin/",
    "Dashboard\nQuick Draft\nYour Recent Drafts\nGreen Bean Stir FryNovember 26, 2026\nReady in fifteen minutes\n"
    "Winter Soup IdeasMay 28, 2026\nRSS Error: feed not loaded",
    title="Dashboard",
    step=6,
)
NAME_RUNS_ON = page(
    f"{A}/admin/",
    "Dashboard\nGreen Bean Stir Fryers on sale\nWinter Soup IdeasMay 28, 2026",
    title="Dashboard",
    step=6,
)

CASES = [
    # a list entry the page glued to its date: the new draft, listed after the save
    (
        "write a new draft post titled 'Green Bean Stir Fry' with the text 'Ready in fifteen minutes'",
        [DASHBOARD, DRAFT_LISTED],
        [typed(5, "Green Bean Stir Fry"), clicked(6, "Save Draft")],
        True,
    ),
    # an entry that was there before the save, or a longer name that starts with it, is not the record
    (
        "create a new draft post titled 'Winter Soup Ideas'",
        [DASHBOARD, DRAFT_LISTED],
        [typed(5, "Winter Soup Ideas"), clicked(6, "Save Draft")],
        False,
    ),
    (
        "write a new draft post titled 'Green Bean Stir Fry'",
        [DASHBOARD, NAME_RUNS_ON],
        [typed(5, "Green Bean Stir Fry"), clicked(6, "Save Draft")],
        False,
    ),
    # the issue's false success: a search for the name in a comments list, under a 'Submitted on' header
    (
        "create a new category named Workshops",
        [COMMENTS, SEARCHED],
        [typed(5, "Workshops"), clicked(6, "Search Comments")],
        False,
    ),
    (
        "create a new category named Workshops",
        [CATEGORIES, CATEGORY_ADDED],
        [typed(5, "Workshops"), clicked(6)],
        True,
    ),
    # a notice alone does not show the record a goal names
    (
        "create a new category named Workshops",
        [CATEGORIES, CATEGORY_ADDED_NO_ROW],
        [typed(5, "Workshops"), clicked(6)],
        False,
    ),
    (
        "report a bug titled 'Search box hidden'",
        [NEW_ISSUE_FORM, ISSUE_CREATED],
        [typed(5, "Search box hidden"), clicked(6)],
        True,
    ),
    (
        "file an issue called Search box hidden",
        [NEW_ISSUE_FORM, FORM_AGAIN],
        [typed(5, "Search box hidden"), clicked(6)],
        False,
    ),
    (
        "add a new author: first name Ada, last name Quill",
        [CATEGORIES, AUTHOR_ADDED],
        [typed(5, "Ada"), clicked(6)],
        True,
    ),
    (
        "set the status of issue #1 to In Progress",
        [ISSUE_1, ISSUE_1_SAVED],
        [chose(5, "In Progress"), clicked(6)],
        True,
    ),
    # the form held the value; the saved record does not show it
    (
        "set the status of issue #1 to In Progress",
        [ISSUE_1, ISSUE_1_NOT_SAVED],
        [chose(5, "In Progress"), clicked(6)],
        False,
    ),
    # another record shows the value
    (
        "change the status of issue 1 to In Progress",
        [ISSUE_1, ISSUE_2_SAVED],
        [chose(5, "In Progress"), clicked(6)],
        False,
    ),
    (
        "add a note to issue 14 saying 'Fixed in build 412'",
        [ISSUE_1, NOTE_ADDED],
        [typed(5, "Fixed in build 412"), clicked(6)],
        True,
    ),
    (
        "add a note to issue 14 saying 'Fixed in build 412'",
        [ISSUE_1, NOTE_IN_BOX],
        [typed(5, "Fixed in build 412"), clicked(6)],
        False,
    ),
    (
        "rename the post 'Packing Light for a Week' to 'Packing Light for Seven Days'",
        [COMMENTS, RENAMED],
        [typed(5, "Packing Light for Seven Days"), clicked(6)],
        True,
    ),
]


@pytest.mark.parametrize(("goal", "ledger", "history", "backed"), CASES)
def test_a_write_is_backed_by_what_the_site_shows(
    goal: str, ledger: list[PageEntry], history: list[HistoryEntry], backed: bool
) -> None:
    verified, why = judge(goal, ledger, history)
    assert verified is backed, (goal, why)


def test_a_confirmation_word_in_a_column_header_or_a_button_is_not_a_confirmation() -> None:
    lines = own_lines(
        {
            "headings": ["Comments"],
            "text_digest": "Author\tComment\tSubmitted on\nSaved drafts",
            "elements": [
                {"tag": "button", "text": "Saved drafts"},
                {"tag": "a", "text": "Sent", "in_nav": True},
            ],
            "grids": [{"headers": ["Submitted"], "sample_rows": [["Ana", "hi"]]}],
        }
    )
    notices = [line for line in lines if "\t" not in line]
    assert notices == ["Comments"], lines
    form = "fill the contact form with name Ana and press send"
    same = page(f"{A}/contact", "Contact\nYour message was sent.", title="Contact", step=4)
    again = page(f"{A}/contact", "Contact\nYour message was sent.", title="Contact", step=6)
    verified, _ = judge(form, [same, again], [typed(5, "Ana"), clicked(6, "Send")])
    assert not verified  # the notice was there before the action: it is not what the action produced


def test_what_a_goal_writes_is_read_from_the_frame() -> None:
    assert write_of(goal_frame("log in as bob (password P) and report a bug titled 'Totals off'")) is not None
    assert write_of(goal_frame("add the blue mug to my cart")) is None
    assert write_of(goal_frame("how many posts are in Gardening?")) is None
    change = write_of(goal_frame("assign issue #6 to Alice Moreau"))
    assert change is not None and change.kind == "change" and ("assignee", "Alice Moreau") in change.values


# -- a status set by the record's own control; a name typed into an editor's heading -----------------

EDITOR = f"{A}/admin/post.php?post=28&action=edit"


def editor(step: int, text: str, title: str = "Edit Post “Ferry Timetable Changes”") -> PageEntry:
    return page(EDITOR, text, title=title, step=step)


@pytest.mark.parametrize(
    ("goal", "notice"),
    [
        ("publish the draft 'Ferry Timetable Changes'", "Post published."),
        ("please publish the post 'Ferry Timetable Changes'", "Ferry Timetable Changes is published now."),
    ],
)
def test_a_status_set_by_its_control_is_backed_by_the_new_notice(goal: str, notice: str) -> None:
    before = editor(4, "Ferry Timetable Changes\nFrom 1 July the first ferry leaves at 06:45.")
    after = editor(6, f"{notice}\nFerry Timetable Changes\nFrom 1 July the first ferry leaves at 06:45.")
    ok, why = judge(goal, [before, after], [clicked(5, "Publish"), clicked(6, "Publish")])
    assert ok, why


def test_a_status_notice_of_another_record_or_seen_before_is_not_evidence() -> None:
    goal = "publish the draft 'Ferry Timetable Changes'"
    other = editor(6, "Post published.\nWinter Walks", title="Edit Post “Winter Walks”")
    assert not judge(goal, [editor(4, "Ferry Timetable Changes"), other], [clicked(5, "Publish")])[0]
    old = editor(4, "Post published.\nFerry Timetable Changes")
    again = editor(6, "Post published.\nFerry Timetable Changes")
    assert not judge(goal, [old, again], [clicked(5, "Publish")])[0]
    failed = editor(6, "Publishing failed.\nFerry Timetable Changes")
    assert not judge(goal, [editor(4, "Ferry Timetable Changes"), failed], [clicked(5, "Publish")])[0]


def test_a_name_typed_into_an_editor_heading_is_backed_only_once_saved() -> None:
    goal = "rename the post 'Packing Light for a Week' to 'Packing Light for Seven Days'"
    opened = page(EDITOR, "Packing Light for a Week\nEverything fits.", title="Edit Post", step=4)
    typed_in = page(EDITOR, "Packing Light for Seven Days\nEverything fits.", title="Edit Post", step=5)
    history = [HistoryEntry(**{**typed(5, "Packing Light for Seven Days").model_dump(), "url": EDITOR})]
    assert not judge(goal, [opened, typed_in], history)[0]
    saved = page(
        EDITOR, "Post updated.\nPacking Light for Seven Days\nEverything fits.", title="Edit Post", step=6
    )
    ok, why = judge(goal, [opened, typed_in, saved], [*history, clicked(6, "Update")])
    assert ok, why


@pytest.mark.parametrize(
    "counted",
    [
        "Winter Walks View Post 11 approved comment 11 pending comment",  # a row's count bubbles
        "All (10) | Pending (2) | Approved (8) | Spam (0)",  # the list's filter links
        "Closed: 4 Open: 2",
    ],
)
def test_a_state_word_that_counts_things_confirms_no_change(counted: str) -> None:
    queue = f"{A}/admin/comments.php?status=pending"
    for goal, word in (("approve the pending comment", "approved"), ("close the open ticket", "closed")):
        if word not in counted.lower():
            continue
        opened = page(queue, "Comments\nPending comments", title="Comments", step=4)
        listed = page(queue, f"Comments\n{counted}", title="Comments", step=6)
        assert not judge(goal, [opened, listed], [clicked(5, "Comments")])[0], (goal, counted)
    # the notice of the change itself still confirms it
    done = page(queue, "Comments\nComment approved.", title="Comments", step=6)
    opened = page(queue, "Comments\nPending comments", title="Comments", step=4)
    assert judge("approve the pending comment", [opened, done], [clicked(5, "Approve")])[0]
