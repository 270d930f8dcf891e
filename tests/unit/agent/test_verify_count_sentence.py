"""A count read on a page that is no listing is said in a sentence that names the things counted (pure
tables, ``counts._said_of``): "how many volunteers turned up" is the '42' of 'Thank you to the 42
volunteers who joined', not the '180' of 'Together we collected 180 kg of litter' in the same
paragraph. Two shapes: a blog's post, a club's news page."""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

POST = page(
    "http://blog.test/2026/04/harbor-clean-up-day-results/",
    "Harbor Clean-Up Day Results\nThank you to the 42 volunteers who joined the spring clean-up. Together "
    "we collected 180 kg of litter from the beach and the harbor walls.",
    title="Harbor Clean-Up Day Results – Harbor Town Notes",
    page_type="article",
)
CLUB = page(
    "http://walkers.test/news/friday-walk",
    "Friday walk\nOur 12 members met at the station on Friday. We walked 18 miles along the canal.",
    title="Friday walk | Canal Walkers",
    page_type="article",
)


@pytest.mark.parametrize(
    ("goal", "entry", "answer", "verified"),
    [
        ("hiya! how many volunteers turned up for the harbor clean-up day?", POST, "It says 42.", True),
        ("hiya! how many volunteers turned up for the harbor clean-up day?", POST, "It says 180.", False),
        ("how many members came to the Friday walk?", CLUB, "12 members", True),
        ("how many members came to the Friday walk?", CLUB, "18", False),
    ],
)
def test_a_count_said_with_the_things_counted(
    goal: str, entry: PageEntry, answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[entry])
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
