"""A value given to a field of the one record a list shows, after a save the list confirms (pure
tables, two shapes): a blog's quick edit of a post's tags ('fish, quick' in the Tags cell of the one
post its search lists) and a tracker's inline edit of an issue's category. Never evidence: a row
neither confirmed nor re-rendered with the value, a cell the list showed before the save, a list of several records, a list with no column
the field names, or a value that is only part of a word in the cell.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.record_words import label_is
from wayfinder.plan.base import HistoryEntry

B = "http://blog.test/admin/posts?s=Miso+Glazed+Salmon"
HEAD = "Title\tAuthor\tCategories\tTags\tDate"


def _posts(
    step: int, notice: str, tags: str, *, count: str = "1 item", more: str = "", head: str = HEAD
) -> PageEntry:
    return page(
        B,
        f"{notice}Posts\nSearch results for: Miso Glazed Salmon\n{count}\n{head}\nMiso Glazed Salmon\n"
        f"Edit | Trash | View\nJonas Berg\tRecipes\t{tags}\nPublished2025/11/20 at 7:10 pm{more}",
        title="Posts",
        step=step,
    )


T = "http://tracker.test/issues?subject=Printer+jams"
ISSUES_HEAD = "#\tSubject\tStatus\tCategory"


def _issues(step: int, notice: str, category: str) -> PageEntry:
    return page(
        T,
        f"Issues\n{notice}{ISSUES_HEAD}\n31\tPrinter jams\tNew\t{category}\n(1-1/1)",
        title="Issues - Tracker",
        step=step,
    )


def _verdict(goal: str, before: PageEntry, after: PageEntry) -> bool:
    # the list, then the value typed into the row's inline form and saved, then the list again
    history = [
        HistoryEntry(step=before.step + 1, action={"type": "type", "text": "fish"}, ok=True),
        HistoryEntry(step=before.step + 2, action={"type": "click", "element_id": 9}, ok=True),
    ]
    return verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[before, after], history=history
    ).verified


TAG = "log in as jonas, pw pw-3, and tag the Miso Glazed Salmon post with 'fish'"
MORE = "\nHarbor Walks\nEdit | Trash | View\nJonas Berg\tNews\tfish\nPublished2025/10/02 at 8:00 am"


@pytest.mark.parametrize(
    ("after", "verified"),
    [
        (_posts(9, "Changes saved.\n", "fish, quick"), True),
        (_posts(9, "Changes saved.\n", "fish"), True),
        (_posts(9, "", "fish, quick"), True),  # saved in place: the same row re-rendered, no notice
        (_posts(9, "", "quick"), False),  # never saved
        (_posts(9, "Changes saved.\n", "quick"), False),  # saved without it
        (_posts(9, "Changes saved.\n", "fishing, quick"), False),  # another tag
        (_posts(9, "Changes saved.\n", "fish, quick", count="2 items", more=MORE), False),  # whose?
        (_posts(9, "Changes saved.\n", "fish, quick", head="Title\tAuthor\tDate"), False),  # no Tags column
    ],
)
def test_a_tag_given_in_a_quick_edit(after: PageEntry, verified: bool) -> None:
    assert _verdict(TAG, _posts(6, "", "quick"), after) is verified


def test_a_cell_shown_before_the_save_is_no_change() -> None:
    before = _posts(6, "", "fish, quick")
    assert not _verdict(TAG, before, _posts(9, "Changes saved.\n", "fish, quick"))


@pytest.mark.parametrize(
    ("notice", "category", "verified"),
    [
        ("Successful update.\n", "Hardware", True),
        ("", "Hardware", True),  # saved in place: the same row re-rendered
        ("", "Network", False),
        ("Successful update.\n", "Network", False),
    ],
)
def test_a_category_set_on_the_one_issue_listed(notice: str, category: str, verified: bool) -> None:
    goal = "as alice, password pw-4, set the category of the issue 'Printer jams' to Hardware"
    assert _verdict(goal, _issues(3, "", "Network"), _issues(6, notice, category)) is verified


# a big table's header written line by line ('Copies owned' for the copies asked), the record's row under it
DJ = "http://library.test/admin/catalog/book/?q=Paper+Gardens"


def _books(step: int, notice: str, copies: str) -> PageEntry:
    text = (
        f"Select book to change\n{notice}1 result (420 total)\nTitle\nAuthor\nCopies owned\n"
        f"Paper Gardens\tJoaquin Kaplan\t{copies}\n1 book"
    )
    return page(DJ, text, title="Select book to change | Library", step=step)


@pytest.mark.parametrize(
    ("after", "verified"),
    [
        (_books(6, "The book “Paper Gardens” was changed successfully.\n", "5"), True),
        (_books(6, "The book “Paper Gardens” was changed successfully.\n", "6"), False),
    ],
)
def test_a_column_named_by_the_field_and_more(after: PageEntry, verified: bool) -> None:
    goal = "Hi! Could you please log in as librarian with the password pw and change the number of copies of Paper Gardens to 5? Thanks"
    history = [
        HistoryEntry(step=4, action={"type": "type", "text": "5"}, ok=True),
        HistoryEntry(step=5, action={"type": "click", "element_id": 9}, ok=True),
    ]
    verdict = verify_claim(
        goal_frame(goal),
        stop_reason="done_success",
        answer=None,
        ledger=[_books(3, "", "4"), after],
        history=history,
    )
    assert verdict.verified is verified, verdict.sentence


# a list's column header names its field in the plural ('Categories', 'Genres', 'Target versions'): the
# same field in the one word form (intent.text.words.stem), never a header naming another field
CAT_HEAD = "Title\tAuthor\tCategories\tTags\tDate"


def _post(step: int, notice: str, categories: str, head: str = CAT_HEAD) -> PageEntry:
    url = "http://blog.test/admin/posts?s=Cycling+the+Old+Railway+Line"
    text = (
        f"{notice}Posts\nSearch results for: Cycling the Old Railway Line\n1 item\n{head}\n"
        f"Cycling the Old Railway Line\nEdit | Trash | View\nJonas Berg\t{categories}\tbikes\n"
        "Published2025/09/14 at 8:00 am"
    )
    return page(url, text, title="Posts", step=step)


PUT = "(username jonas, password pw-3) put the post 'Cycling the Old Railway Line' in the Gardening category"


@pytest.mark.parametrize(
    ("after", "verified"),
    [
        (_post(9, "", "Travel, Gardening"), True),  # Quick Edit: the row re-rendered in place
        (_post(9, "Post updated.\n", "Gardening"), True),
        (_post(9, "", "Travel"), False),  # never saved
        (_post(9, "", "Travel, Gardens"), False),  # another category
        (_post(9, "", "Travel, Gardening", head="Title\tAuthor\tTags\tCategorised\tDate"), False),
    ],
)
def test_a_category_under_a_plural_header(after: PageEntry, verified: bool) -> None:
    assert _verdict(PUT, _post(6, "", "Travel"), after) is verified


def _books_genres(step: int, notice: str, genres: str, head: str = "Genres") -> PageEntry:
    text = (
        f"Select book to change\n{notice}1 result (420 total)\nTitle\nAuthor\n{head}\n"
        f"Paper Gardens\tJoaquin Kaplan\t{genres}\n1 book"
    )
    return page(DJ, text, title="Select book to change | Library", step=step)


def _versions(step: int, notice: str, version: str, head: str = "Target versions") -> PageEntry:
    text = f"Issues\n{notice}#\tSubject\tStatus\t{head}\n31\tPrinter jams\tNew\t{version}\n(1-1/1)"
    return page(T, text, title="Issues - Tracker", step=step)


@pytest.mark.parametrize(
    ("goal", "before", "after", "verified"),
    [
        (
            "log in as librarian with the password pw and change the genre of Paper Gardens to Poetry",
            _books_genres(3, "", "Essays"),
            _books_genres(6, "The book “Paper Gardens” was changed successfully.\n", "Essays, Poetry"),
            True,
        ),
        (
            "log in as librarian with the password pw and change the genre of Paper Gardens to Poetry",
            _books_genres(3, "", "Essays"),
            _books_genres(6, "The book “Paper Gardens” was changed successfully.\n", "Essays, Prose"),
            False,
        ),
        (
            "log in as librarian with the password pw and change the genre of Paper Gardens to Poetry",
            _books_genres(3, "", "Essays", head="Generals"),
            _books_genres(
                6, "The book “Paper Gardens” was changed successfully.\n", "Essays, Poetry", head="Generals"
            ),
            False,  # a header of another word
        ),
        (
            "as alice, password pw-4, set the version of the issue 'Printer jams' to 1.2",
            _versions(3, "", "1.1"),
            _versions(6, "Successful update.\n", "1.2"),
            True,
        ),
        (
            "as alice, password pw-4, set the version of the issue 'Printer jams' to 1.2",
            _versions(3, "", "1.1"),
            _versions(6, "Successful update.\n", "1.1"),
            False,
        ),
    ],
)
def test_a_plural_header_on_other_sites(
    goal: str, before: PageEntry, after: PageEntry, verified: bool
) -> None:
    assert _verdict(goal, before, after) is verified


@pytest.mark.parametrize(
    ("label", "field", "names"),
    [
        ("Categories", "category", True),
        ("Tags:", "tag", True),
        ("Watchers", "watcher", True),
        ("Target versions", "version", True),
        ("Issue status", "status", True),
        ("Statuses", "status", True),
        ("Category", "categories", True),
        ("Categorised", "category", False),
        ("Tracker", "category", False),
        ("Watched", "watcher", False),
    ],
)
def test_a_label_names_its_field_in_either_number(label: str, field: str, names: bool) -> None:
    assert label_is(label, field) is names


def test_a_title_written_with_its_state_names_the_record() -> None:
    """WordPress writes a post's state beside its title ('— Pending'); another word after it is another post."""

    def listed(step: int, title: str, categories: str) -> PageEntry:
        url = "http://blog.test/admin/posts?s=Cycling+the+Old+Railway+Line"
        text = (
            f"Posts\nSearch results for: Cycling the Old Railway Line\n1 item\n{CAT_HEAD}\n{title}\n"
            f"Sam Okafor\t{categories}\t—No tags"
        )
        return page(url, text, title="Posts", step=step)

    pending = "Cycling the Old Railway Line — Pending"
    assert _verdict(PUT, listed(6, pending, "Travel"), listed(9, pending, "Gardening, Travel"))
    other = "Cycling the Old Railway Line Again"
    assert not _verdict(PUT, listed(6, other, "Travel"), listed(9, other, "Gardening, Travel"))
