"""Superlatives read on a list the site did not sort for the run, but whose rows run one way by the
asked column (a records list newest first): page 1 backs the newest, the last page the oldest, and a
value of another row, or an order the pages do not keep, is refused. Lists and names of our own."""

from __future__ import annotations

from tests.fixtures.verify import FrameF, StepF, Sup, page, pager
from wayfinder.agent.verify import verify_claim
from wayfinder.agent.verify.listing import extreme_row_problem

BASE = "http://clerk.test/filings?party=Okafor"
HEAD = "Party\tKind\tFiled on\tFiling No.\tVolume"
PAGE1 = (
    "23 filings found\n"
    f"{HEAD}\n"
    "OKAFOR, ADA\tLease\t11/02/2023\tF-2023-0912\t77\n"
    "OKAFOR, BEN\tWill\t06/14/2022\tF-2022-0456\t61\n"
    "OKAFOR, ADA\tLease\t01/09/2021\tF-2021-0031\t55"
)
PAGE3 = f"23 filings found\n{HEAD}\nOKAFOR, CY\tDeed\t03/03/2009\tF-2009-0007\t12\nOKAFOR, DEE\tWill\t02/02/2008\tF-2008-0002\t9"
SHUFFLED = (
    f"{HEAD}\n"
    "OKAFOR, ADA\tLease\t01/09/2021\tF-2021-0031\t55\n"
    "OKAFOR, ADA\tLease\t11/02/2023\tF-2023-0912\t77\n"
    "OKAFOR, BEN\tWill\t06/14/2022\tF-2022-0456\t61"
)


def _list(url: str, text: str, n: int, step: int) -> object:
    base = BASE
    return page(url, text, title="Filings | Clerk", page_type="grid", links=pager(base, 3, n), step=step)


def _frame(direction: str, asked: str) -> FrameF:
    return FrameF(
        f"what is the {asked} of the {'latest' if direction == 'max' else 'earliest'} filing for Okafor",
        task_mode="answer",
        answer_kind="text",
        steps=(StepF("answer", "filing", superlative=Sup("date", direction)),),
    )


def _verdict(direction: str, answer: str, *entries: object) -> object:
    return verify_claim(
        _frame(direction, "filing number"), stop_reason="done_success", answer=answer, ledger=list(entries)
    )


def test_the_newest_of_a_newest_first_list_is_backed_by_its_first_page() -> None:
    verdict = _verdict("max", "F-2023-0912", _list(BASE, PAGE1, 1, 1))
    assert verdict.verified, verdict
    assert any("page 1 was seen" in e for e in verdict.evidence)


def test_the_oldest_needs_the_last_page_of_a_newest_first_list() -> None:
    only_first = _verdict("min", "F-2021-0031", _list(BASE, PAGE1, 1, 1))
    assert not only_first.verified and "only page 1 was seen" in only_first.sentence
    last = _verdict("min", "F-2008-0002", _list(BASE, PAGE1, 1, 1), _list(f"{BASE}&page=3", PAGE3, 3, 2))
    assert last.verified, last


def test_another_rows_value_is_refused() -> None:
    verdict = _verdict("max", "F-2022-0456", _list(BASE, PAGE1, 1, 1))
    assert not verdict.verified
    assert "highest date" in verdict.sentence


def test_the_next_to_last_row_of_the_last_page_is_refused() -> None:
    verdict = _verdict("min", "F-2009-0007", _list(BASE, PAGE1, 1, 1), _list(f"{BASE}&page=3", PAGE3, 3, 2))
    assert not verdict.verified


def test_rows_that_run_no_way_back_nothing() -> None:
    verdict = _verdict("max", "F-2023-0912", _list(BASE, SHUFFLED, 1, 1))
    assert not verdict.verified


def test_a_later_page_that_breaks_the_order_backs_nothing() -> None:
    newer_later = f"{HEAD}\nOKAFOR, CY\tDeed\t03/03/2025\tF-2025-0007\t12\nOKAFOR, DEE\tWill\t02/02/2024\tF-2024-0002\t9"
    verdict = _verdict(
        "min", "F-2024-0002", _list(BASE, PAGE1, 1, 1), _list(f"{BASE}&page=3", newer_later, 3, 2)
    )
    assert not verdict.verified


def test_extreme_row_problem_says_nothing_when_no_row_names_the_answer() -> None:
    entry = _list(BASE, PAGE1, 1, 1)
    assert extreme_row_problem([entry], "date", "max", "something else") is None  # type: ignore[list-item]
    assert extreme_row_problem([entry], "date", "max", "2023-11-02") is None  # type: ignore[list-item]
    assert extreme_row_problem([entry], "date", "max", "2022-06-14") is not None  # type: ignore[list-item]


def test_rows_shown_without_their_header_are_ordered_by_their_one_column_of_dates() -> None:
    rows = (
        "\tThe Salt Road\tIvo Marsh\t1951-02-03\t212\n"
        "\tA Lamp at Sea\tRee Okon\t1960-07-19\t388\n"
        "\tWinter Ledger\tAda Pell\t1973-11-30\t140"
    )
    frame = FrameF(
        "which book is the oldest?",
        task_mode="answer",
        answer_kind="text",
        steps=(StepF("answer", "book", superlative=Sup("date", "min")),),
    )
    url = "http://lib.test/admin/books/?o=4"
    entry = page(url, rows, title="Books | Library", page_type="grid", links=pager(url, 4, 1), step=1)
    assert verify_claim(frame, stop_reason="done_success", answer="The Salt Road", ledger=[entry]).verified
    wrong = verify_claim(frame, stop_reason="done_success", answer="Winter Ledger", ledger=[entry])
    assert not wrong.verified


def test_a_generic_noun_of_records_is_named_by_what_narrows_it() -> None:
    frame = FrameF(
        "how many documents are on file for Okafor?",
        task_mode="answer",
        answer_kind="count",
        steps=(StepF("count", "documents"),),
    )
    listing = page(BASE, PAGE1, title="Filings | Clerk", page_type="grid", step=1)
    assert verify_claim(frame, stop_reason="done_success", answer="23", ledger=[listing]).verified
    assert not verify_claim(frame, stop_reason="done_success", answer="24", ledger=[listing]).verified
