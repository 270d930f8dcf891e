"""Coverage before success (issue 31): a goal only partly understood never ends goal_satisfied, and a
sign-in is never the evidence of what the goal asked after it. Frames come from the real goal reader
(sentences of our own, and generated variants); pages from the ledger builder."""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from pathlib import Path

import pytest
import yaml

from tests.fixtures.verify import page
from wayfinder.agent.verify import PARTLY_UNDERSTOOD, goal_frame, verify_claim
from wayfinder.agent.verify.coverage import only_means, unplaced_parts
from wayfinder.plan.base import HistoryEntry

W = "http://wiki.test"
SIGNED_IN = page(
    f"{W}/",
    "Signed in successfully.\nWelcome, alice\nLog out\nRecent changes",
    title="Main page | Wiki",
    step=3,
)
HIST = [HistoryEntry(step=2, action={"type": "click"}, ok=True, element_text="Log in")]

LOGINS = (
    "Log in as alice (password <secret:P>)",
    "sign in as alice with password <secret:P>",
    "login alice / <secret:P>",
    "Please log in as alice, password <secret:P>,",
)
JOINS = (" and ", " then ", ", then ", ". Then ")
REST = (
    "assign issue 6 to Alice Moreau",
    "approve the pending comment by Ben Hughes",
    "create a page called Roadmap with the text Hello world",
    "publish the draft Spring notes",
    "rename the page Draft to Final",
    "make a project named Apollo",
    "post a comment saying thanks on ticket 42",
    "edit the page Home to say Welcome",
)


@pytest.mark.parametrize(("login", "join", "rest"), list(product(LOGINS, JOINS, REST)))
def test_a_run_that_only_signed_in_does_not_do_what_came_after(login: str, join: str, rest: str) -> None:
    goal = f"{login}{join}{rest}"
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[SIGNED_IN], history=HIST
    )
    assert not verdict.verified, (goal, verdict)
    assert "All" not in verdict.sentence


def test_the_dropped_part_is_named_and_what_was_done_is_said() -> None:
    goal = "Log in as alice (password <secret:P>) and create a page called Roadmap with the text Hello world"
    # the reader now keeps both steps; a frame that lost the creation is built as the reader used to read it
    read = goal_frame(goal)
    assert [s.verb for s in read.steps] == ["login", "create"] and unplaced_parts(read) == []
    dropped = replace(
        read, steps=read.steps[:1], unplaced=("create a page called Roadmap with the text Hello world",)
    )
    assert unplaced_parts(dropped) == ["create a page called Roadmap with the text Hello world"]
    verdict = verify_claim(dropped, stop_reason="done_success", answer=None, ledger=[SIGNED_IN], history=HIST)
    assert verdict.reason == PARTLY_UNDERSTOOD
    assert verdict.sentence.startswith("I signed in; I did not understand 'create a page called Roadmap")


@pytest.mark.parametrize("goal", LOGINS)
def test_signing_in_is_the_evidence_when_it_is_all_the_goal_asked(goal: str) -> None:
    frame = goal_frame(goal.rstrip(","))
    assert only_means(frame) and unplaced_parts(frame) == []
    verdict = verify_claim(frame, stop_reason="done_success", answer=None, ledger=[SIGNED_IN], history=HIST)
    assert verdict.verified, verdict


def test_a_two_step_goal_is_not_met_by_the_sign_in_confirmation() -> None:
    goal = "sign in as editor, password <secret:E>, and then edit the page Home to say Welcome"
    frame = goal_frame(goal)
    assert [s.verb for s in frame.steps] == ["login", "edit"] and unplaced_parts(frame) == []
    verdict = verify_claim(frame, stop_reason="done_success", answer=None, ledger=[SIGNED_IN], history=HIST)
    assert not verdict.verified


def test_the_second_step_confirmed_on_its_own_page_is_met() -> None:
    goal = "sign in as editor, password <secret:E>, and then edit the page Home to say Welcome"
    saved = page(f"{W}/Home", "Your edit was saved.\nWelcome\nLog out", title="Home | Wiki", step=5)
    history = [*HIST, HistoryEntry(step=5, action={"type": "click"}, ok=True, element_text="Save page")]
    verdict = verify_claim(
        goal_frame(goal), stop_reason="done_success", answer=None, ledger=[SIGNED_IN, saved], history=history
    )
    assert verdict.verified, verdict


WHOLE = (
    "Click button ONE, wait 2 seconds, then click button TWO.",
    "log in as librarian with password <secret:X>, then count the authors from Japan",
    "Log in as librarian with password <secret:X> and add a new author: first name Ada, last name Quill",
    "I'd like 3 Razer DeathAdder Wired Mouse in my cart please",
    "hey, um, could you find where the docs talk about using Ollama and open that page for me?",
    "type Alice into Name and click Show greeting",
    "search the shop for tablet stands and open the first result",
    "accept the terms, then search for Smith and tell me how many records there are",
    "sort the books by number of pages, longest first, and open the first one",
    "Close the dialog box by clicking the x",
    "Switch between the tabs to find and click on the link Gamma",
    "Log in to the site as jonas with password tidewater-88",
    "log in to the documentation site with my account",
    "user alice@example.com pw hunter22",
    "log in as alice / quartz-river-21",
)


@pytest.mark.parametrize("goal", WHOLE)
def test_goals_read_whole_have_no_unplaced_part(goal: str) -> None:
    assert unplaced_parts(goal_frame(goal)) == []


def _dev_goals() -> list[str]:
    root = Path(__file__).resolve().parents[3] / "bench" / "goals"
    goals: list[str] = []
    for path in sorted(root.glob("*/dev.yaml")):
        goals += [str(g["goal"]) for g in yaml.safe_load(path.read_text())["goals"]]
    return goals


# Dev goals whose frame was a sign-in alone (the reader did not split a clause at "and create" /
# "and publish"): the reader now splits at every verb of its table, 'tag' among them (round 6's
# r6-tag-salmon: 'log in as jonas, pw P, and tag the X post with 'fish'' is a sign-in and an edit).
READER_GAPS: set[str] = set()  # 'tag the X post with "fish"' is an edit of its tags now
# Constraints the reader does not hold: none now. Two held-out goals spent on 2026-11-26 had 'under
# $110' and 'in 2023' after 'are there' / after a participle; a count question now reads its tail's
# bounds and dates (intent/count_questions.py).
CONSTRAINT_GAPS: set[str] = set()


def test_no_dev_suite_goal_is_taken_for_partly_understood() -> None:
    """A false rejection is as bad as a false success: every dev goal the reader understands is whole,
    but for the clauses the reader lost after a sign-in (each frame is then a sign-in alone)."""
    goals = _dev_goals()
    assert len(goals) > 50
    flagged = {g: unplaced_parts(goal_frame(g)) for g in goals if goal_frame(g).understood}
    flagged = {g: p for g, p in flagged.items() if p}
    assert {p for parts in flagged.values() for p in parts} == READER_GAPS | CONSTRAINT_GAPS
    signs_in = {g for g, parts in flagged.items() if not set(parts) <= CONSTRAINT_GAPS}
    assert all(only_means(goal_frame(g)) for g in signs_in)
