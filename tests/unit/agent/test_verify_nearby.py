"""A value read next to what was asked (pure table): a one-word or one-number answer is refused when no
place its page writes it shares a word with the question while another clause of the page does - the
value is said about something else. Prose with clauses, a table's column and row, a label over its
value; pages and questions of our own.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim
from wayfinder.agent.verify.nearby import said_elsewhere

DOCS = page(
    "http://tool.test/docs/",
    "Toolbox handbook\n"
    "Install it with pipx install toolbox==2.4 and check it with toolbox --version.\n"
    "Exit codes of toolbox sync: 0 synced, 1 conflict found, 7 quota exhausted, 9 bad input.\n"
    "Sync targets: each mirror receives updates every 15 minutes; a large mirror (over 500 GB) every hour.\n"
    "Point the tool at a private index with --index-url https://pypi.internal/simple.\n"
    "export TOOLBOX_TOKEN=abc123",
    title="Toolbox handbook",
)
SETTINGS = page(
    "http://tool.test/docs/settings/",
    "Settings\nSetting\tDefault\tMeaning\nretries\t3\thow often a failed upload is tried again\n"
    "timeout\t45\tseconds before an upload is given up\nworkers\t8\tuploads at once\n"
    "Changed in 2.4: the log keeps 30 days.",
    title="Settings | Toolbox",
)
HOURS = page(
    "http://town.test/library/",
    "Town library\nOpening hours\nMonday\n9 am\nThursday\n8 pm\nThe reading room seats 40 people.",
    title="Town library",
)


def _refused(goal: str, answer: str, *ledger: PageEntry) -> str | None:
    return said_elsewhere(goal, answer, list(ledger))


@pytest.mark.parametrize(
    ("goal", "answer", "ledger"),
    [
        ("which exit code does toolbox sync return when the quota is exhausted?", "It is 7.", [DOCS]),
        ("how often does a large mirror get updates?", "every hour", [DOCS]),
        ("what option points the tool at a private index?", "It is --index-url.", [DOCS]),
        ("how many seconds is the default timeout?", "45", [SETTINGS]),
        ("what's the default number of retries?", "It is 3.", [SETTINGS]),
        ("how long does the log keep its entries, in days?", "30", [SETTINGS]),
        ("until when is the library open on thursdays?", "8 pm", [HOURS]),
    ],
)
def test_a_value_said_with_the_asked_words_stands(goal: str, answer: str, ledger: list[PageEntry]) -> None:
    assert _refused(goal, answer, *ledger) is None


@pytest.mark.parametrize(
    ("goal", "answer", "ledger"),
    [
        # a number of another sentence part of the same page
        ("which exit code does toolbox sync return when the quota is exhausted?", "It is 500.", [DOCS]),
        ("how often do mirrors receive updates, in minutes?", "500", [DOCS]),
        # a word of a shell line for an option
        ("what option points the tool at a private index?", "It is export.", [DOCS]),
        ("what option points the tool at a private index?", "TOOLBOX_TOKEN", [DOCS]),
        # a number under the table, said of something else
        ("what's the default number of retries?", "It is 30.", [SETTINGS]),
    ],
)
def test_a_value_said_about_something_else_is_refused(
    goal: str, answer: str, ledger: list[PageEntry]
) -> None:
    why = _refused(goal, answer, *ledger)
    assert why is not None and "nowhere near" in why


def test_the_digits_of_a_longer_number_are_not_the_number() -> None:
    # '4' is written only inside '2.4': not a place of the value; nothing else writes it
    assert _refused("which exit code means a conflict?", "4", DOCS) is None
    assert _refused("which exit code means a conflict?", "1", DOCS) is None


def test_left_to_the_other_checks() -> None:
    # many words, a value the pages never write, pages whose words never meet the question's
    assert _refused("which exit codes can toolbox sync return?", "0, 1, 7 and 9", DOCS) is None
    assert _refused("what exit code means success?", "It is 11.", DOCS) is None
    assert _refused("how tall is the lighthouse?", "It is 8.", SETTINGS) is None


@given(
    wrap=st.sampled_from(["{}", "It is {}.", "The answer is {}", "{}!", "it's {}", "I think it is {}."]),
    case=st.sampled_from([str.lower, str.upper, str.title]),
)
def test_the_wording_of_the_answer_does_not_matter(wrap: str, case: object) -> None:
    goal = "what option points the tool at a private index?"
    assert _refused(goal, wrap.format("--index-url"), DOCS) is None
    assert _refused(goal, wrap.format("export"), DOCS) is not None
    assert callable(case)
    assert _refused(case(goal), wrap.format("export"), DOCS) is not None  # type: ignore[operator]


def test_the_verifier_refuses_it_and_accepts_the_right_one() -> None:
    goal = "what's the default number of retries in the toolbox settings?"
    frame = goal_frame(goal)
    right = verify_claim(frame, stop_reason="done_success", answer="It is 3.", ledger=[SETTINGS])
    wrong = verify_claim(frame, stop_reason="done_success", answer="It is 30.", ledger=[SETTINGS])
    assert right.verified, right
    assert not wrong.verified


def test_an_identifier_is_one_word_of_the_question() -> None:
    # the question's only content word is the record's code: its two parts are not two words near it
    record = page(
        "http://clerk.test/record/117",
        "Document 2022-001185\nName\tSMITH, BARBARA\nDocument type\tJudgment\nRecorded\t12/04/2022\n"
        "Document #\t2022-001185",
        title="Record | Clerk",
        page_type="detail",
    )
    assert _refused("what kind of document is 2022-001185", "Judgment", record) is None


# The question's words are the asking step's: a step that only says where to read ('According to the
# settings page, ...') names no place of the value - '4' of 'settings page revision 4' is no target.
TARGETS = page(
    "http://tool.test/docs/targets/",
    "Targets\nTargets (2-core machine): small files <= 45 ms upload time; big files <= 900 ms.\n"
    "Settings page revision\t4\nChanged in round 4 of the settings page.",
    title="Targets | Toolbox",
)
MIRRORS = page(
    "http://mirror.test/mirrors/",
    "Mirrors\nTarget: small mirrors sync in 15 minutes; large mirrors in 90 minutes.\n"
    "This page was last changed 7 days ago.",
    title="Mirrors",
)
# a number in brackets is said of the clause the bracket follows
UPLOADS = page(
    "http://tool.test/docs/uploads/",
    "Uploads\nA hang in one upload never blocks another: at --timeout seconds (45 by default) an upload is"
    " asked to stop; a worker that still does not answer 30 s later is killed and replaced.",
    title="Uploads | Toolbox",
)


@pytest.mark.parametrize(
    ("goal", "ledger", "right", "wrong"),
    [
        (
            "According to the settings page, what is the target upload time for small files, in ms?",
            TARGETS,
            "45",
            "4",
        ),
        (
            "On the mirrors page, what is the target sync time for small mirrors, in minutes?",
            MIRRORS,
            "15",
            "7",
        ),
        ("by default, how many seconds does one upload get before it is stopped?", UPLOADS, "45", "30"),
    ],
)
def test_the_value_is_read_where_the_asking_step_names_it(
    goal: str, ledger: PageEntry, right: str, wrong: str
) -> None:
    frame = goal_frame(goal)
    assert verify_claim(frame, stop_reason="done_success", answer=f"It is {right}.", ledger=[ledger]).verified
    assert not verify_claim(
        frame, stop_reason="done_success", answer=f"It is {wrong}.", ledger=[ledger]
    ).verified
