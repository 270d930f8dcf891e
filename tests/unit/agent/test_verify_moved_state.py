"""A state shown by the part of a list a record's entry sits in (pure tables, two shapes).

A to-do list moves a ticked task from under 'Today' to under 'Done' without a word of confirmation; a
board moves a card from its 'To do' column to 'In progress'. The record's entry now standing under the
heading that says the state, where before the action it stood under another, shows the change
(``sections.moved_under``). Never evidence: another record moved, the record already under that
heading before the action, a page first seen after it, or the record moved under another heading.
"""

from __future__ import annotations

import pytest

from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.plan.base import HistoryEntry

T = "http://todo.test/todo/"
B = "http://board.test/boards/garden"


def _list(url: str, step: int, parts: list[tuple[str, list[str]]], title: str) -> PageEntry:
    lines = [line for heading, rows in parts for line in (heading, *rows)]
    obs = {
        "url": url,
        "title": title,
        "headings": [heading for heading, _ in parts],
        "text_digest": "\n".join(lines),
        "elements": [],
        "page_type": "listing",
        "dom_hash": f"{url}{step}{lines}",
    }
    return page_entry(obs, step)


def _todo(step: int, today: list[str], done: list[str]) -> PageEntry:
    tick = [f"✓ {t} ×" for t in today]
    return _list(T, step, [("Today", tick), ("Done", [f"✓ {t} ×" for t in done])], "Today - Ticklist")


def _board(step: int, todo: list[str], doing: list[str], done: list[str]) -> PageEntry:
    return _list(B, step, [("To do", todo), ("In progress", doing), ("Done", done)], "Garden Club - Boardly")


TASKS = ["Buy stamps", "Water the plants", "Water the lawn"]
TODO_BEFORE = _todo(1, TASKS, [])
TODO_AFTER = _todo(2, ["Buy stamps", "Water the lawn"], ["Water the plants"])
TODO_OTHER = _todo(2, ["Buy stamps", "Water the plants"], ["Water the lawn"])
TODO_ALREADY = _todo(1, ["Buy stamps", "Water the lawn"], ["Water the plants"])
TODO_AGAIN = _todo(2, ["Buy stamps", "Water the lawn"], ["Water the plants"])
BOARD_BEFORE = _board(3, ["Fix the fence", "Order seeds"], ["Prune the roses"], [])
BOARD_AFTER = _board(4, ["Order seeds"], ["Prune the roses", "Fix the fence"], [])
BOARD_DONE = _board(4, ["Order seeds"], ["Prune the roses"], ["Fix the fence"])

TICK = [HistoryEntry(step=1, action={"type": "click", "element_id": 4}, ok=True, element_text="Mark as done")]
DRAG = [HistoryEntry(step=3, action={"type": "click", "element_id": 9}, ok=True, element_text="Start")]


@pytest.mark.parametrize(
    ("goal", "ledger", "history", "verified"),
    [
        ("mark the 'Water the plants' task as done", [TODO_BEFORE, TODO_AFTER], TICK, True),
        ("pls mark Water the plants as done", [TODO_BEFORE, TODO_AFTER], TICK, True),
        ("move the card 'Fix the fence' to In progress", [BOARD_BEFORE, BOARD_AFTER], DRAG, True),
        ("mark the card Fix the fence as in progress", [BOARD_BEFORE, BOARD_AFTER], DRAG, True),
        # another record moved; already there before; never seen before the action; another column
        ("mark the 'Water the plants' task as done", [TODO_BEFORE, TODO_OTHER], TICK, False),
        ("mark the 'Water the plants' task as done", [TODO_ALREADY, TODO_AGAIN], TICK, False),
        ("mark the 'Water the plants' task as done", [TODO_AFTER], TICK, False),
        ("move the card 'Fix the fence' to In progress", [BOARD_BEFORE, BOARD_DONE], DRAG, False),
        ("mark the 'Water the lawn' task as done", [TODO_BEFORE, TODO_AFTER], TICK, False),
    ],
)
def test_a_record_moved_under_the_heading_of_its_state(
    goal: str, ledger: list[PageEntry], history: list[HistoryEntry], verified: bool
) -> None:
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger, history=history
    )
    assert verdict.verified is verified, verdict.sentence or verdict.evidence
