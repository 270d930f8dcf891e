"""Notes, comments and history entries as records with author, date and text (``read.notes``), in a
tracker's journal, a CMS's comments and a forum's 'X wrote:' shape."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.read.notes import Note, pick_note, read_notes

JOURNAL = """Defect #58
Export drops the last row
Description
The last row of every export is missing.
History
Actions #1
Updated by Wendell Ames 3 days ago
Seen on both CSV and XLSX.
Actions #2
Updated by Kai Lund 2 days ago
State changed from Open to In progress
Owner set to Kai Lund
Off by one in the pager, fix coming.
Actions #3
Updated by Wendell Ames about 5 hours ago
Confirmed fixed on staging.
Actions
Also available in: Atom PDF"""

COMMENTS = """Ferry to the Islands
Published March 4, 2026By Marta Quell
3 comments
Jonas Weil
March 5, 2026 at 9:12 am
We took the same boat last spring.
Reply
Ines Roth
March 6, 2026 at 6:40 pm
Which island had the best bakery?
Reply
Jonas Weil
March 7, 2026 at 8:03 am
The small one, by the harbour.
Reply
Leave a comment
Your email address will not be published."""

FORUM = """Re: kettle descaling
lena wrote:
Vinegar works, citric acid is faster.
Quote
Tom Berg says:
Twice a year is enough for soft water.
Report"""


def test_a_trackers_journal() -> None:
    notes = read_notes(JOURNAL.split("\n"))
    assert [(n.author, n.text) for n in notes] == [
        ("Wendell Ames", "Seen on both CSV and XLSX."),
        ("Kai Lund", "Off by one in the pager, fix coming."),  # the field changes are no words of his
        ("Wendell Ames", "Confirmed fixed on staging."),
    ]
    assert notes[0].date == "3 days ago"


def test_a_cms_comments() -> None:
    notes = read_notes(COMMENTS.split("\n"))
    assert [n.author for n in notes] == ["Jonas Weil", "Ines Roth", "Jonas Weil"]
    assert notes[1] == Note("Ines Roth", "March 6, 2026 at 6:40 pm", "Which island had the best bakery?")


def test_forum_wrote_and_says() -> None:
    notes = read_notes(FORUM.split("\n"))
    assert [(n.author, n.text) for n in notes] == [
        ("lena", "Vinegar works, citric acid is faster."),
        ("Tom Berg", "Twice a year is enough for soft water."),
    ]


@pytest.mark.parametrize(
    ("author", "ordinal", "want"),
    [
        ("Wendell", -1, "Confirmed fixed on staging."),
        ("Wendell", 1, "Seen on both CSV and XLSX."),
        ("kai lund", -1, "Off by one in the pager, fix coming."),
        ("", -1, "Confirmed fixed on staging."),
        ("Nobody", -1, None),
        ("Wendell", 3, None),
    ],
)
def test_the_note_a_question_names(author: str, ordinal: int, want: str | None) -> None:
    picked = pick_note(read_notes(JOURNAL.split("\n")), author, ordinal)
    assert (picked.text if picked else None) == want


def test_a_record_with_no_notes_has_none() -> None:
    page = "Ferry to the Islands\nPublished March 4, 2026By Marta Quell\nWe left at dawn.\nLeave a comment"
    assert read_notes(page.split("\n")) == []


_PEOPLE = st.sampled_from(["Ada Fischer", "bob", "Chloe Martin", "Rui Costa"])
_TEXTS = st.sampled_from(["Works for me.", "Same here on the old release.", "Thanks, merged it."])
_HEADS = st.sampled_from(
    ["Updated by {a} 2 days ago", "{a} wrote:", "{a} says:", "Commented by {a} on 2026-03-02"]
)


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(st.lists(st.tuples(_PEOPLE, _TEXTS, _HEADS), min_size=1, max_size=4))
def test_generated_entries(entries: list[tuple[str, str, str]]) -> None:
    lines = ["Issue 9", "History"]
    for author, text, head in entries:
        lines += [head.format(a=author), text, "Reply"]
    assert [(n.author, n.text) for n in read_notes(lines)] == [(a, t) for a, t, _h in entries]


@pytest.mark.parametrize(
    "header",
    ["Added by Bob Chen 9 months ago. Updated 9 months ago.", "Added by bob about 2 hours ago."],
)
def test_a_records_own_byline_heads_its_fields_not_a_note(header: str) -> None:
    """A tracker's 'Added by X' line opens the record itself; its fields ('Status: New') are no note."""
    lines = ["Bug #3", "Crash on save", header, "Status:", "New", "History", *JOURNAL.splitlines()[5:]]
    notes = read_notes(lines)
    assert notes and not any("Status" in n.text or n.text == "New" for n in notes)
    assert notes[0] == Note("Wendell Ames", "3 days ago", "Seen on both CSV and XLSX.")


@pytest.mark.parametrize(
    "footer", ["Also available in: Atom PDF", "Powered by Redmine © 2006-2022", "© 2026 Harbor Town Notes"]
)
def test_a_pages_footer_ends_the_last_note(footer: str) -> None:
    """Where a page prints no control after the last note (its 'Actions' link left out of its own
    words), the footer is no part of what was written."""
    lines = ["History", "Updated by Kai Lund 2 days ago", "Off by one in the pager.", footer, "Terms"]
    assert read_notes(lines) == [Note("Kai Lund", "2 days ago", "Off by one in the pager.")]
