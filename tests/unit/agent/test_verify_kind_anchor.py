"""A number answering "which <kind>" is said as that kind (``anchors.unnamed_kind``).

"What exit code does the tool return when the disk is full?" is answered by the number the page says
as an exit code ('exit code 3 means ...', a row under a header 'Exit code', a label 'Exit code' over its
value), not by another number of the same page ('port 8000', 'under $300', '<= 1,500 tokens'). A page
that never says the kind, a question about a named record, and an answer of words are left to the other
checks. Pages and wordings of our own, four shapes.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.ledger import PageEntry

D = "http://tool.test"
PROSE = page(
    f"{D}/guide/",
    "Guide\nStart the tool with backup --port 8000 and keep the archive under 1,500 MB.\n"
    "When the disk is full the tool stops with exit code 3; a bad password gives error code 17.\n"
    "It keeps 12 copies.",
    title="Guide - Tool",
)
TABLE = page(
    f"{D}/codes/",
    "Codes\nExit code\tMeaning\n0\tall copied\n3\tdisk full\n5\tnetwork lost\nSee the 40 examples.",
    title="Codes - Tool",
)
GRID = {
    "url": f"{D}/errors/",
    "title": "Errors - Tool",
    "headings": ["Errors"],
    "text_digest": "Errors\nThe proxy serves 250 clients.",
    "elements": [],
    "grids": [
        {
            "index": 0,
            "kind": "table",
            "headers": ["Error code", "Cause"],
            "row_count": 9,
            "sample_rows": [["17", "bad password"], ["21", "expired token"], ["33", "quota"]],
        }
    ],
    "page_type": "grid",
    "dom_hash": "g",
}
LABELS = page(
    f"{D}/proxy/", "Proxy\nListen port\n8765\nWorkers\n4\nThe proxy keeps 12 sessions.", title="Proxy"
)
NO_KIND = page(f"{D}/faq/", "FAQ\nThe disk-full run ends with 3 and the tool waits 8000 ms.", title="FAQ")


def _grid() -> PageEntry:
    from wayfinder.agent.verify.evidence import page_entry

    return page_entry(GRID, 1)


def _verdict(goal: str, ledger: list[PageEntry], answer: str) -> bool:
    return verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=ledger).verified


FULL = [
    "what exit code does the tool return when the disk is full?",
    "hi! which exit code means the disk is full pls",
]
PASSWORD = ["what error code means a bad password?", "which error code do I get for a bad password?"]
PORT = ["which port does the proxy listen on?", "hey, what port does the proxy listen on please"]


@pytest.mark.parametrize("goal", FULL)
@pytest.mark.parametrize("shape", ["prose", "table"])
def test_the_number_said_as_the_kind_is_kept_another_is_refused(goal: str, shape: str) -> None:
    ledger = [PROSE] if shape == "prose" else [TABLE]
    assert _verdict(goal, ledger, "It is 3.")
    assert _verdict(goal, ledger, "3")
    for wrong in ("It is 8000.", "It is 1500.", "12", "It is 40."):
        if wrong.strip("It is.") in ledger[0].text.replace(",", ""):
            assert not _verdict(goal, ledger, wrong), (shape, wrong)


@pytest.mark.parametrize("goal", PASSWORD)
def test_a_grid_row_says_its_kind_by_its_header(goal: str) -> None:
    assert _verdict(goal, [_grid()], "It is 17.")
    assert not _verdict(goal, [_grid()], "It is 250.")


@pytest.mark.parametrize("goal", PORT)
def test_a_label_over_its_value_says_the_kind(goal: str) -> None:
    assert _verdict(goal, [LABELS], "It is 8765.")
    assert not _verdict(goal, [LABELS], "It is 12.")


def test_a_page_that_never_says_the_kind_is_left_to_the_other_checks() -> None:
    assert _verdict(FULL[0], [NO_KIND], "It is 3.")


def test_a_question_about_a_named_record_is_not_anchored_by_kind() -> None:
    record = page(
        f"{D}/books/9/", "The Quiet Harbour\nISBN\t9780000000017\nPages\t250", title="The Quiet Harbour"
    )
    assert _verdict("What is the ISBN of The Quiet Harbour?", [record], "9780000000017")


# A one-word answer to "which <kind>" is the word said as that kind: next to the kind's word in one
# clause of prose (a bracket is a clause apart), anywhere in a row or a label pair - not another word of
# the sentence that mentions it. Two sites' shapes: a tool's docs, a shop's delivery page.
RUNS = page(
    f"{D}/long-runs/",
    "Long runs\nEvery run is checkpointed after every step (the tool's SQLite checkpointer, in runs/x.sqlite);"
    " the newest checkpoints are kept.\nA crashed run resumes from its last checkpoint.",
    title="Long runs - Tool",
)
DELIVERY = page(
    "http://shop.test/delivery/",
    "Delivery\nOrders leave the warehouse every weekday and travel with our courier Parcelgo to 30 countries."
    "\nReturns are free for 14 days.",
    title="Delivery | Shop",
)
COURIERS = page("http://shop.test/couriers/", "Couriers\nCourier\tRegion\nParcelgo\tEurope", title="Couriers")
CHECKPOINTER = [
    "which checkpointer does the tool save runs with?",
    "hi! what checkpointer does the tool save its runs with please",
]
COURIER = [
    "which courier does the shop ship orders with?",
    "hey, which courier does the shop send its orders with please",
]


@pytest.mark.parametrize("goal", CHECKPOINTER)
def test_a_word_said_as_the_kind_is_kept_another_word_of_its_sentence_is_refused(goal: str) -> None:
    assert _verdict(goal, [RUNS], "It is SQLite.")
    assert _verdict(goal, [RUNS], "SQLite")
    for wrong in ("It is Every.", "It is checkpointed.", "newest"):
        assert not _verdict(goal, [RUNS], wrong), wrong


@pytest.mark.parametrize("goal", COURIER)
@pytest.mark.parametrize(
    "ledger", [[DELIVERY], [COURIERS], [DELIVERY, COURIERS]], ids=["prose", "row", "both"]
)
def test_a_courier_named_beside_its_kind_or_under_its_header_is_kept(
    goal: str, ledger: list[PageEntry]
) -> None:
    assert _verdict(goal, ledger, "It is Parcelgo.")
    if ledger == [DELIVERY]:
        assert not _verdict(goal, ledger, "weekday")
        assert not _verdict(goal, ledger, "It is warehouse.")
