"""Docs pages answered from their tables, sentences and lists (pure): which X means Y, the one name
a sentence writes in code, the entries of a list the page gives - with pages of our own, two shapes
per rule, and no answer when the page is ambiguous."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.read.cells import typed
from wayfinder.read.prose import code_answer, prose_answer, prose_list
from wayfinder.read.tables import Record, Table, row_answer


def _table(rows: list[list[str]]) -> Table:
    headers = tuple(rows[0])
    body = tuple(Record(tuple(typed(c) for c in row), headers) for row in rows[1:])
    return Table(headers=headers, rows=body, row_count=len(body))


EXIT_CODES = _table([["Code", "Meaning"], ["0", "finished"], ["2", "network_down"], ["5", "disk full"]])
SETTINGS = _table(
    [
        ["Setting", "Default", "Description"],
        ["retry_limit", "4", "how often a failed upload is tried again"],
        ["cache_mode", "disk", "where downloaded files are kept"],
    ]
)


@pytest.mark.parametrize(
    ("tables", "question", "kind", "value"),
    [
        ([EXIT_CODES], "which exit code means network_down", "exit code", "2"),
        ([EXIT_CODES], "what code does the tool return when the disk is full", "code", "5"),
        ([SETTINGS], "what is the default value of the cache_mode setting", "default value", "disk"),
        ([SETTINGS], "which setting says how often a failed upload is tried again", "setting", "retry_limit"),
        ([EXIT_CODES], "which exit code means the printer jammed", "exit code", None),  # no row names it
        ([SETTINGS, EXIT_CODES], "which exit code means the upload was kept", "exit code", None),
    ],
)
def test_row_answer(tables: list[Table], question: str, kind: str, value: str | None) -> None:
    cell = row_answer(tables, question, kind)
    assert (cell.text if cell else None) == value


def test_row_answer_refuses_a_tie() -> None:
    table = _table([["Code", "Meaning"], ["1", "upload failed"], ["3", "download failed"]])
    assert row_answer([table], "which code means failed", "code") is None


STATUS_PAGE = (
    "Status values of the sync command: 0 done, 3 conflict_found, 5 quota_exceeded, 9 server_gone.\n"
    "Return codes (one per line are also logged): 10 queue_full; 11 queue_closed; 12 worker_lost.\n"
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("which status code means quota_exceeded", "5"),
        ("what status code does the sync command give when the server is gone", "9"),
        ("which return code means the worker was lost", "12"),
        ("which return code means the queue is closed", "11"),
    ],
)
def test_numbered_enumerations(question: str, value: str) -> None:
    found = prose_answer(STATUS_PAGE, question)
    assert found is not None and found.value == value


CLI_PAGE = (
    "Installing\n"
    "The tool talks to any mirror through --mirror-url; --verbose prints every request.\n"
    "Run it against a local proxy with: tool fetch --proxy http://localhost:3128 --timeout 9\n"
    "Settings come from tool.toml, then TOOLBOX_* environment variables, then flags.\n"
    "A page of its own explains each setting; log_format picks the shape of the log lines.\n"
)


@pytest.mark.parametrize(
    ("question", "kind", "value"),
    [
        ("which command-line option points the tool at a mirror", "command-line option", "--mirror-url"),
        ("which flag makes it print every request", "flag", "--verbose"),
        ("tell me the prefix that the tool's environment variables start with", "prefix", "TOOLBOX_"),
        ("which setting picks the shape of the log lines", "setting", "log_format"),
        ("which option do I use to run it against a local proxy", "option", None),  # two options named
        ("which option sets the colour of the output", "option", None),  # no sentence about it
        ("which colour does the tool print errors in", "colour", None),  # not a kind written in code
    ],
)
def test_code_answers(question: str, kind: str, value: str | None) -> None:
    found = code_answer(CLI_PAGE, question, kind)
    assert (found.value if found else None) == value
    if found is not None:
        assert found.value in found.sentence


LIST_PAGE = (
    "Outcomes\nA job ends in one of three outcomes - job_done, job_failed or job_cancelled - and a log.\n"
)
HEADED_PAGE = (
    "Supported formats\n"
    "CSV: comma-separated rows\n"
    "JSON - one object per record\n"
    "Parquet\n"
    "Installing\n"
    "Use pip.\n"
)


def test_list_from_a_sentence_and_from_a_heading() -> None:
    said = prose_list(LIST_PAGE, "outcomes")
    assert said is not None and said.value == "job_done; job_failed; job_cancelled"
    headed = prose_list(HEADED_PAGE, "supported formats", ("Supported formats", "Installing"))
    assert headed is not None and headed.value == "CSV; JSON; Parquet"
    assert prose_list(HEADED_PAGE, "supported formats") is None  # no heading known, no sentence names them
    assert prose_list(LIST_PAGE, "terminal states") is None


_FIRST = st.sampled_from(["disk", "queue", "token", "mirror", "upload", "cache", "lock", "quota"])
_SECOND = st.sampled_from(["full", "closed", "expired", "missing", "refused", "stale", "busy", "gone"])


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(
    names=st.lists(st.tuples(_FIRST, _SECOND).map("_".join), min_size=3, max_size=6, unique=True),
    at=st.integers(0, 5),
)
def test_generated_enumerations_answer_the_item_asked(names: list[str], at: int) -> None:
    at %= len(names)
    text = "Exit codes: " + ", ".join(f"{i * 7 + 1} {n}" for i, n in enumerate(names)) + ".\n"
    found = prose_answer(text, f"which exit code means {names[at]}")
    assert found is not None and found.value == str(at * 7 + 1)
