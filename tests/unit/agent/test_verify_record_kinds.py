"""A head noun that is a kind of the listing's records (pure tables).

People name the records of a narrowed listing in their own words: "crime novels" for the books a
catalogue lists under the genre Crime, "feature requests" or "support tickets" for the issues of a
tracker's Feature or Support tracker. When the words before the noun name the filter choice the listing
applied and the page calls nothing by that noun, the noun is the listing's records in other words
(``listing.records_in_other_words``). The same count on another choice, on the whole listing, or for a
noun the page uses for something else (a column 'Author', a link 'Loans') is still refused. Two
apps' shapes (an admin's sidebar of links, a tracker's menu its address carries), right answers next to
the wrong ones, and generated nouns.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry

A = "http://library.test/admin/catalog/book/"
GENRES = [("All", "?"), ("Crime", "?genre__id__exact=3"), ("Fantasy", "?genre__id__exact=4")]
NAV = "Home\nCatalog\nBooks\nAuthors\nLoans\nMembers"


def _books(url: str, rows: list[tuple[str, str, str]]) -> PageEntry:
    lines = [NAV, "Select book to change", "Title\tAuthor\tGenre", *("\t".join(r) for r in rows)]
    lines += [f"{len(rows)} books", "Filter", "By genre", *(label for label, _ in GENRES)]
    obs = {
        "url": url,
        "title": "Select book to change | Library admin",
        "headings": ["Select book to change", "Filter"],
        "text_digest": "\n".join(lines),
        "elements": [{"id": n + 1, "tag": "a", "text": t, "href": h} for n, (t, h) in enumerate(GENRES)],
        "page_type": "grid",
        "dom_hash": url,
    }
    return page_entry(obs, 1)


CRIME = _books(
    f"{A}?genre__id__exact=3",
    [
        ("The Glass Key", "D. Hammett", "Crime"),
        ("Red Harvest", "D. Hammett", "Crime"),
        ("Maigret", "G. Simenon", "Crime"),
    ],
)
FANTASY = _books(
    f"{A}?genre__id__exact=4",
    [
        ("Earthsea", "U. Le Guin", "Fantasy"),
        ("Gormenghast", "M. Peake", "Fantasy"),
        ("Lud", "H. Mirrlees", "Fantasy"),
    ],
)
ALL_BOOKS = _books(
    A,
    [
        ("The Glass Key", "D. Hammett", "Crime"),
        ("Earthsea", "U. Le Guin", "Fantasy"),
        ("Maigret", "G. Simenon", "Crime"),
    ],
)

T = "http://tracker.test"


def _menu(name: str, chosen: str, code: str, *others: tuple[str, str]) -> dict[str, Any]:
    options = [{"text": chosen, "value": code, "selected": True}]
    options += [{"text": t, "value": v, "selected": False} for t, v in others]
    return {"id": 40 + len(name), "tag": "select", "text": "", "name": name, "options": options}


def _issues(tracker: str, code: str, subjects: list[str]) -> PageEntry:
    rows = [f"{30 + n}\t{tracker}\tNew\t{s}" for n, s in enumerate(subjects)]
    text = "\n".join(["Issues", "#\tTracker\tStatus\tSubject", *rows, f"(1-{len(rows)}/{len(rows)})"])
    others = [(t, c) for t, c in (("Defect", "1"), ("Feature", "2"), ("Support", "3")) if t != tracker]
    obs = {
        "url": f"{T}/projects/intranet/issues?set_filter=1&tracker_id={code}&status_id=o",
        "title": "Issues - Intranet - Tracker",
        "headings": ["Issues"],
        "text_digest": text,
        "elements": [
            _menu("op[status_id]", "open", "o", ("closed", "c")),
            _menu("v[tracker_id][]", tracker, code, *others),
        ],
        "page_type": "grid",
        "dom_hash": text,
    }
    return page_entry(obs, 1)


FEATURES = _issues("Feature", "2", ["Dark mode", "Export to CSV"])
SUPPORT = _issues("Support", "3", ["Reset a password", "Move the wiki", "Invite a team"])
DEFECTS = _issues("Defect", "1", ["Login fails", "Typo on the home page"])


@pytest.mark.parametrize(
    ("goal", "ledger", "answer", "verified"),
    [
        ("hi! how many crime novels are in the catalogue?", [CRIME], "3", True),
        ("how many crime stories does the library have", [CRIME], "There are 3 crime stories.", True),
        ("how many open feature requests does the intranet project have?", [FEATURES], "2", True),
        ("hi, how many open support tickets are there in intranet?", [SUPPORT], "3 tickets", True),
        # another choice, the whole listing, a wrong number
        ("hi! how many crime novels are in the catalogue?", [FANTASY], "3", False),
        ("hi! how many crime novels are in the catalogue?", [ALL_BOOKS], "3", False),
        ("hi! how many crime novels are in the catalogue?", [CRIME], "4", False),
        ("how many open feature requests does the intranet project have?", [DEFECTS], "2", False),
        ("hi, how many open support tickets are there in intranet?", [SUPPORT], "2 tickets", False),
        # a noun the page uses for another kind of thing: not the rows in other words
        ("how many crime authors are in the catalogue?", [CRIME], "3", False),
        ("how many crime loans are there?", [CRIME], "3", False),
    ],
)
def test_a_kind_of_the_listings_records_is_counted_on_it(
    goal: str, ledger: list[PageEntry], answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict


NOUNS = ["novels", "thrillers", "paperbacks", "volumes", "stories", "tales"]
USED = ["authors", "loans", "members"]


@settings(max_examples=20, deadline=None)
@given(noun=st.sampled_from(NOUNS), opener=st.sampled_from(["", "hi! ", "quick question: ", "pls "]))
def test_generated_nouns_for_the_rows_are_accepted(noun: str, opener: str) -> None:
    goal = f"{opener}how many crime {noun} are in the catalogue?"
    ok = verify_claim(goal_frame(goal), stop_reason="done_success", answer="3", ledger=[CRIME])
    assert ok.verified, (goal, ok.sentence)
    other = verify_claim(goal_frame(goal), stop_reason="done_success", answer="3", ledger=[FANTASY])
    assert not other.verified, (goal, other.sentence)


@settings(max_examples=12, deadline=None)
@given(noun=st.sampled_from(USED), opener=st.sampled_from(["", "hey, ", "pls "]))
def test_generated_nouns_the_page_uses_are_refused(noun: str, opener: str) -> None:
    goal = f"{opener}how many crime {noun} are in the catalogue?"
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer="3", ledger=[CRIME])
    assert not verdict.verified, (goal, verdict.sentence)
