"""prose_answer over sentences of our own: numbers with their unit, numbers next to an identifier,
defaults in their usual shapes, and no guess when the sentence does not give what is asked."""

from __future__ import annotations

import pytest

from wayfinder.read.prose import code_names, prose_answer, sentences

PAGE = (
    "Getting started\n"
    "Install the tool with pip. The cache keeps entries for a while; the sync job runs nightly.\n"
    "Limits (shared server): uploads <= 25 MB each; a request times out after 90 seconds.\n"
    "Return values of the sync command: 0 done, 3 conflict_found, 5 quota_exceeded.\n"
    "The retry_limit option sets how often a failed upload is tried again (default 4).\n"
    "Set cache_mode to one of off, disk or memory; it defaults to disk.\n"
    'log_level = "warning"   # debug | info | warning\n'
    "Older releases kept logs in the home folder by default.\n"
)

CASES = [
    ("how large may an upload be, in MB", "25"),
    ("after how many seconds does a request time out", "90"),
    ("what is the request timeout, in seconds", "90"),
    ("which return code means quota_exceeded", "5"),
    ("what code does the sync command give for conflict_found", "3"),
    ("what is the default value of retry_limit", "4"),
    ("what does cache_mode default to", "disk"),
    ("what is the default log_level", "warning"),
    ("who wrote the sync job", None),  # nothing in the sentence answers 'who'
    ("what is the default of upload_chunk", None),  # the identifier is on no sentence
    ("how many seconds does the cache keep entries", None),  # its sentence states no number
]


@pytest.mark.parametrize(("question", "value"), CASES)
def test_prose_answers(question: str, value: str | None) -> None:
    found = prose_answer(PAGE, question)
    assert (found.value if found else None) == value
    if found is not None:
        assert found.value in found.sentence


def test_sentences_split_on_ends_and_lines() -> None:
    assert sentences("One two. Three; four\nfive!") == ["One two.", "Three; four", "five!"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Set auto_confirm to true; loop_stuck ends the run.", ["auto_confirm", "loop_stuck"]),
        ("Pass autoConfirm, then autoConfirm again, or HTTP_PROXY.", ["autoConfirm", "HTTP_PROXY"]),
        ("No code here, only words and a Name.", []),
    ],
)
def test_code_names_are_the_identifiers_written(text: str, names: list[str]) -> None:
    assert code_names(text) == names


# An enumeration's labels match the question's words by their folded form, verbs too: 'waiting' is
# 'wait', 'stopped' is 'stop', 'exceeds' is 'exceed' (two lists, several wordings).
LISTS = (
    "Exit codes: 0 done, 2 loop_stuck, 3 budget_exhausted, 4 waiting for a person.\n"
    "Status codes of the importer: 1 queued, 5 stopped by an operator, 7 retrying after an error.\n"
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("what exit code does the run give when it has to wait for a person", "4"),
        ("which exit code means the run waits for approval by a person", "4"),
        ("which status code does the importer show when an operator stops it", "5"),
        ("which status code means the importer retries after an error", "7"),
        ("which exit code means the budget was exhausted", "3"),
    ],
)
def test_enumerated_labels_match_folded_verbs(question: str, value: str) -> None:
    found = prose_answer(LISTS, question)
    assert found is not None and found.value == value


def test_an_enumeration_with_no_label_asked_gives_no_number() -> None:
    found = prose_answer(LISTS, "which exit code means the disk is full")
    assert found is None or found.value not in {"0", "2", "3", "4"}


# A long question names too little of any one sentence: the enumeration whose head shares two of its
# words answers, and a word many labels share ('run') weighs less than one only the asked label has.
CODES = (
    "Status codes of the sync run: 0 synced, 5 run stopped because the quota ran out, "
    "6 run held waiting for a reviewer, 9 run aborted by a signal.\n"
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("so when my run has to wait for someone to look at it, what status code comes back?", "6"),
        ("hey, the quota is gone and the thing halted, which status code would my sync run show then?", "5"),
    ],
)
def test_a_long_question_is_answered_by_the_enumeration_it_names(question: str, value: str) -> None:
    found = prose_answer(CODES, question)
    assert found is not None and found.value == value


def test_an_enumeration_whose_head_the_question_does_not_name_gives_nothing() -> None:
    assert (
        prose_answer(CODES, "when my order has to wait for someone, which number do I get back today?")
        is None
    )
