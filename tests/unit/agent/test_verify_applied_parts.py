"""A part of the goal the reader did not place is done when the run applied it itself (pure table).

"what's the total number of judgments recorded in 2023" may be read without its year; a run that
entered the range 01/01/2023 - 12/31/2023 (in the address of its results, or in the form's fields)
applied it, and its right count is not refused. A range over another year, a half-open range, or no
range at all leave the part undone.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, verify_claim
from wayfinder.intent import parse_goal

S = "http://records.test"
# the reading that loses the year (whatever the reader does today, the frame keeps it unplaced here, and
# its steps carry no dates: a frame that carries them is judged by its window, ``windows.py``)
_READ = parse_goal("what's the total number of judgments recorded in 2023")
COUNT_2023 = replace(_READ, unplaced=("in 2023",), steps=tuple(replace(s, dates=None) for s in _READ.steps))
ROWS = "Name\tType\tRecorded\nLEE, ANN\tJudgment\t03/02/2023\nCRUZ, JOSE\tJudgment\t07/19/2023"


def _by_address(since: str, until: str) -> PageEntry:
    query = f"type=Judgment&from={since.replace('/', '%2F')}&to={until.replace('/', '%2F')}"
    return page(f"{S}/search?{query}", f"7 records found\n{ROWS}", title="Judgment search", page_type="grid")


def _by_fields(fields: tuple[tuple[str, str, str], ...]) -> PageEntry:
    return page(
        f"{S}/results", f"7 records found\n{ROWS}", title="Judgment search", page_type="grid", fields=fields
    )


@pytest.mark.parametrize(
    ("final", "verified"),
    [
        (_by_address("01/01/2023", "12/31/2023"), True),
        (_by_fields((("Date from", "2023-01-01", "text"), ("Date to", "2023-12-31", "text"))), True),
        (_by_fields((("Year", "2023", "select"), ("Type", "Judgment", "select"))), True),
        (_by_address("01/01/2022", "12/31/2023"), False),  # two years
        (_by_address("01/01/2023", ""), False),  # half open: 2024 too
        (_by_fields((("Type", "Judgment", "select"),)), False),  # no range
        (
            page(
                f"{S}/search?type=Judgment",
                f"7 records found\n{ROWS}",
                title="Judgment search",
                page_type="grid",
            ),
            False,
        ),
    ],
)
def test_an_unplaced_part_the_run_applied_is_done(final: PageEntry, verified: bool) -> None:
    verdict = verify_claim(COUNT_2023, stop_reason="done_success", answer="7 records.", ledger=[final])
    assert verdict.verified is verified, verdict.sentence
    if not verified:
        assert verdict.reason == "partly_understood"
