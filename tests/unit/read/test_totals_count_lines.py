"""A list's total said in the noun of its things, whatever they are (pure): a tracker's 'Showing 1
issue' and a version's '3 issues (1 closed — 2 open)', a framework admin's '640 loans' and '1 book'
under its table, a blog's 'Displaying 12 posts' - and never a number with a word that is no count of
things ('5 min read', '6 document types', '3 days ago' in a sentence).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.read.totals import count_line, noun_total, parse_total

NOUNS = ["issue", "book", "loan", "post", "member", "ticket", "comment", "page", "order", "entry", "copy"]
PLURALS = {"entry": "entries", "copy": "copies"}


def _plural(noun: str) -> str:
    return PLURALS.get(noun, noun + "s")


@pytest.mark.parametrize(
    ("line", "n", "noun"),
    [
        ("Showing 1 issue", 1, "issue"),
        ("Showing 3 issues", 3, "issue"),
        ("3 issues (1 closed — 2 open)", 3, "issue"),
        ("1 issue (0 closed – 1 open)", 1, "issue"),
        ("640 loans", 640, "loan"),
        ("1 book", 1, "book"),
        ("Displaying 12 posts", 12, "post"),
        ("Showing all 2 members", 2, "member"),
        ("1,204 entries", 1204, "entry"),
        ("2 copies.", 2, "copy"),
    ],
)
def test_a_line_that_is_only_a_count_of_things(line: str, n: int, noun: str) -> None:
    assert count_line(line) == (n, noun)


@pytest.mark.parametrize(
    "line",
    [
        "5 min read",
        "6 document types",
        "Showing 1 issues here and there",
        "3 days ago we shipped",
        "2 series",
        "1 books",  # a number and a noun that disagree are no count line
        "Showing 10 per page",
        "Bug #12: 3 issues found in the parser",
        "Page 2",
    ],
)
def test_other_lines_count_nothing(line: str) -> None:
    assert count_line(line) is None


@given(
    st.sampled_from(NOUNS),
    st.integers(min_value=0, max_value=5000),
    st.sampled_from(["Showing", "Displaying"]),
)
def test_a_lead_word_makes_it_the_lists_stated_total(noun: str, n: int, lead: str) -> None:
    said = f"{lead} {n} {noun if n == 1 else _plural(noun)}"
    got = parse_total(f"Issues\nFilters\n{said}\nSubject\tStatus")
    assert got is not None and got.rows == n, said


@given(st.sampled_from(NOUNS), st.integers(min_value=2, max_value=5000))
def test_without_a_lead_word_only_the_noun_asked_is_read(noun: str, n: int) -> None:
    # a bare '4 comments' on a post's page is no list's total unless comments are what is listed
    said = f"{n} {_plural(noun)}"
    assert parse_total(said) is None or parse_total(said).rows == n  # a noun parse_total knows anyway
    assert noun_total(f"Filters\n{said} (0 closed — {n} open)", noun) == n
    assert noun_total(f"Showing {said}", noun) == n
    other = "widget" if noun != "widget" else "gadget"
    assert noun_total(said, other) is None
