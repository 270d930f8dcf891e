"""A superlative's answer that is a row of another view of the same list (pure tables,
``superlatives._another_view``): the books sorted the other way list 'An Orchard in Avalon' first; the
view sorted as asked, where no row names it (though its rows share the answer's words: 'The Painted
Orchard', 'The Distant Meadow of Avalon'), does not back it. The right answer, a row of the view
sorted as asked, stays backed. Two shapes: a library's books by pages (Django admin's ``?o=``), a
county's deeds by their recording date (``?sort=``)."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page, pager
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

B = "http://library.test/admin/catalog/book/"
_BHEAD = "Select book to change\nTitle\tAuthor\tPages"
SHORTEST = page(
    f"{B}?ordering=pages",
    f"{_BHEAD}\nAn Orchard in Avalon\tAna Lee\t48\nSmall Hours\tBo Chen\t60\nThe Quiet Lake\tAna Lee\t75",
    title="Select book to change | Library",
    page_type="grid",
    sort="pages ascending",
    links=pager(f"{B}?ordering=pages", 5),
)
LONGEST = page(
    f"{B}?ordering=-pages",
    f"{_BHEAD}\nThe Mountain of Samarkand\tIda Roy\t912\nThe Painted Orchard\tAna Lee\t880\nThe Distant Meadow of Avalon\tBo Chen\t879",
    title="Select book to change | Library",
    step=2,
    page_type="grid",
    sort="pages descending",
    links=pager(f"{B}?ordering=-pages", 5),
)
D = "http://records.test/deeds"
_DHEAD = "Deeds\nDocument\tGrantor\tRecorded"
OLDEST = page(
    f"{D}?sort=date_asc",
    f"{_DHEAD}\n1998-0001\tHAROLD FINCH\t01/02/1998\n1998-0002\tANA LEE\t01/05/1998\n1998-0003\tBO CHEN\t01/09/1998",
    title="Deeds",
    page_type="grid",
    sort="oldest",
    links=pager(f"{D}?sort=date_asc", 3),
)
NEWEST = page(
    f"{D}?sort=date_desc",
    f"{_DHEAD}\n2026-0412\tIDA ROY\t11/20/2026\n1998-0011\tHAROLD FINCH\t11/18/2026\n2026-0410\tBO CHEN\t11/02/2026",
    title="Deeds",
    step=2,
    page_type="grid",
    sort="newest",
    links=pager(f"{D}?sort=date_desc", 3),
)
LONG = "pls log in as librarian (pw) and tell me which book has the most pages"
RECENT = "which is the most recently recorded deed?"


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        (LONG, "It is The Mountain of Samarkand.", [SHORTEST, LONGEST], True),
        (LONG, "It is An Orchard in Avalon.", [SHORTEST, LONGEST], False),  # the other end
        (LONG, "It is The Painted Orchard.", [SHORTEST, LONGEST], False),  # the next one
        (RECENT, "Document 2026-0412", [OLDEST, NEWEST], True),
        (RECENT, "Document 1998-0001", [OLDEST, NEWEST], False),
    ],
)
def test_a_row_of_another_view(goal: str, answer: str, ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence
