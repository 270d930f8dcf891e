"""A date about one of several records on a page is read in that record's part (pure table).

A roadmap lists versions under their own headings, an events page its events: 'when is the Launch
version due?' is not answered by the Beta version's date. Right answers on both shapes, on a page
of one record, and under a heading that is no record's, are kept.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry

S = "http://tracker.test"


def _with_headings(url: str, text: str, headings: list[str], title: str) -> PageEntry:
    obs = {"url": url, "title": title, "headings": headings, "page_type": "listing", "text_digest": text}
    return page_entry(obs, 1)


ROADMAP = _with_headings(
    f"{S}/projects/website/roadmap",
    "Website Redesign\nOverview\nRoadmap\nVersions\nBeta\nLaunch\nBeta\nopen\nabout 5 months late (06/30/2026)\n"
    "13%\n7 issues (1 closed — 6 open)\nLaunch\nopen\ndue in 2 months (09/15/2026)\n0%\n5 issues",
    ["Website Redesign", "Versions", "Beta", "Launch"],
    "Roadmap - Website Redesign - Tracker",
)
EVENTS = _with_headings(
    f"{S}/events",
    "Upcoming events\nSpring Fair\nSaturday, April 12, 2025 in the town square\nStalls and music\n"
    "Summer Gala\nThursday, July 3, 2025 at the harbour\nDinner and dance",
    ["Upcoming events", "Spring Fair", "Summer Gala"],
    "Events - Harbor Town",
)
VERSION = page(
    f"{S}/versions/3",
    "Launch\nStatus: open\nDue date: 09/15/2026\nSharing: not shared",
    title="Launch - Website Redesign - Tracker",
    page_type="detail",
)
DETAILS = _with_headings(
    f"{S}/versions/3",
    "Launch\nA release of the new site.\nDetails\nDue date: 09/15/2026\nStatus: open",
    ["Launch", "Details"],
    "Launch - Tracker",
)
# the page's text goes on with the labels of its links, where the headings show again with dates
# after them: the tail is no record's part (a real tracker's roadmap, an events page with a sidebar)
ROADMAP_TAIL = ROADMAP.model_copy(
    update={"text": ROADMAP.text + "\nSign in\nBeta\nLaunch\n06/30/2026\n7 issues\n09/15/2026\n5 issues"}
)
EVENTS_TAIL = EVENTS.model_copy(
    update={"text": EVENTS.text + "\nSpring Fair\nSummer Gala\nApril 12, 2025\nJuly 3, 2025"}
)
LAUNCH = "When is the Launch version of Website Redesign due?"
BETA = "when is the beta version of website redesign due"
GALA = "what date is the Summer Gala?"


@pytest.mark.parametrize(
    ("goal", "answer", "ledger", "verified"),
    [
        (LAUNCH, "The Launch version is due on 2026-09-15.", [ROADMAP], True),
        (BETA, "June 30, 2026", [ROADMAP], True),
        (GALA, "It is on July 3, 2025.", [EVENTS], True),
        (LAUNCH, "09/15/2026", [VERSION], True),
        (LAUNCH, "09/15/2026", [DETAILS], True),  # under a heading that is no record's name
        (LAUNCH, "The Launch version is due on 2026-06-30.", [ROADMAP], False),
        (BETA, "2026-09-15", [ROADMAP], False),
        (GALA, "It is on April 12, 2025.", [EVENTS], False),
        (LAUNCH, "The Launch version is due on 2026-09-15.", [ROADMAP_TAIL], True),
        (BETA, "June 30, 2026", [ROADMAP_TAIL], True),
        (GALA, "It is on July 3, 2025.", [EVENTS_TAIL], True),
        (LAUNCH, "The Launch version is due on 2026-06-30.", [ROADMAP_TAIL], False),
        (BETA, "2026-09-15", [ROADMAP_TAIL], False),
        (GALA, "It is on April 12, 2025.", [EVENTS_TAIL], False),
    ],
)
def test_a_date_is_read_in_the_part_of_the_record_asked(
    goal: str, answer: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence
