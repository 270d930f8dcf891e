"""The rules planner answering from a docs page of our own: 'which X means Y' from a sentence or a
table row, a name written in code, a list the page gives, and the count of a site's pages from its
navigation - and no answer where the page does not say."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import act, context, el, page
from wayfinder.plan.rules import decide

DOCS = page(
    el(1, "a", "Manual", zone="nav", href="http://docs.test/"),
    el(2, "a", "Install", zone="nav", href="http://docs.test/install/"),
    el(3, "a", "Reference", zone="nav", href="http://docs.test/reference/"),
    el(4, "a", "Usage", zone="nav", href="http://docs.test/#usage"),
    el(5, "a", "Hosted by", zone="footer", href="https://host.example/"),
    url="http://docs.test/",
    title="Manual - Synctool docs",
    headings=["Manual", "Outcomes"],
    digest=(
        "Manual\n"
        "Return codes of synctool push: 0 pushed, 4 remote_busy, 7 auth_refused, 9 disk_full.\n"
        "The client reaches a mirror through --mirror-url; --quiet hides progress.\n"
        "Setting\tDefault\tWhat it does\n"
        "retry_limit\t4\thow often a failed push is tried again\n"
        "push_mode\tfast\thow files are compared\n"
        "Outcomes\n"
        "A push ends as one of three outcomes - push_done, push_failed, push_skipped - and a log line.\n"
    ),
)


@pytest.mark.parametrize(
    ("goal", "answer"),
    [
        ("which return code means auth_refused?", "7"),
        ("what return code does synctool push give when the disk is full?", "9"),
        # the condition the frame sets aside ('if ...') picks the list's item
        ("so if my push has to wait because the remote is busy, what return code do I get back?", "4"),
        ("hey, if my credentials get refused, which return code comes back?", "7"),
        ("which command-line option points the client at a mirror?", "--mirror-url"),
        ("what's the default value of the push_mode setting?", "fast"),
        ("list the three outcomes a push can end with", "push_done; push_failed; push_skipped"),
        ("how many pages does this documentation site have?", "3"),
    ],
)
def test_docs_answers(goal: str, answer: str) -> None:
    res = act(decide(context(goal, DOCS, stage="verify")))
    assert res["type"] == "done" and res.get("success") is not False, res
    assert res["answer"] == answer


@pytest.mark.parametrize(
    "goal",
    [
        "list the four outcomes a push can end with",  # the page names three
        "which return code means the network is down?",  # no item says so
    ],
)
def test_no_answer_where_the_page_does_not_say(goal: str) -> None:
    res = act(decide(context(goal, DOCS, stage="verify")))
    assert res["type"] != "done" or res["success"] is False, res
