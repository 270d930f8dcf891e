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
