"""The verifier (pure): may this run claim ``goal_satisfied``? Only with evidence.

``verify_claim`` takes the goal frame (``goal_frame(goal)`` is ``intent.parse_goal``; a caller that
read the goal another way, a model's reading for gold replays, hands its own ``GoalFrame``), the claim
(stop reason, answer), what the run saw (the page ledger ``evidence.py`` builds, typed as
``ledger.py``'s ``PageEntry``), the safety verdicts above low risk (``RiskEntry``), and the action
history, and returns a :class:`Verification`: verified with its evidence, or what is missing with the
stop reason the run ends with (``unverified_answer``, ``unverified_action``, ``wrong_page``,
``needs_confirmation``, ``refused``, ``partly_understood``, ``not_found``). It runs in goal_check's
verify stage and in the terminal normalizer, so every planner's ``done`` and every shortcut to success
(``early_detail``, ``auto_done``, a confirmed artifact) passes through it.

    risky verb (intent.frame.RISKY: buy, delete, send) -> verify_risky: confirmed, done, confirmation seen;
                                                          never asked for a near namesake
    answer (a question, "tell me", "how many")         -> verify_answer (answers.py): grounded, of the
                                                          kind asked, on the named thing's own page or
                                                          row, not a near namesake's, a variant's or
                                                          another model's (named.py, identity.py); a
                                                          record named by its code only where the code
                                                          shows; a date in its record's part of the page
                                                          (sections.py); superlatives from a complete
                                                          listing (superlatives.py);
                                                          "do you have X?" -> yes_no.py: a yes shown,
                                                          a no backed by a search that found none; a no
                                                          about a named thing only from its own page
                                                          (an empty search: not_found)
    action (add, fill, submit, log in, select)         -> verify_action: the post-condition on the page
                                                          (a sign-in's only when signing in is all the
                                                          goal asked; the cart line names the thing;
                                                          a confirmation only from a notice the action
                                                          produced, never a column header or a label),
                                                          values.py: each given value in its field
    a write (create, change, comment, append)          -> records.py: the record the site shows (its
                                                          page, its row, the field beside its name, the
                                                          comment as content), never a form field's
                                                          value or a search's echo
    otherwise (open, go to, find)                      -> verify_navigation (navigation.py): the final
                                                          page is the thing; a listing narrowed as asked;
                                                          a record named by a value (an ISBN, an order
                                                          number, a quoted name) -> identity.py: the
                                                          page shows it, and is not a list of rows
    every backed claim, last                           -> coverage.py: a part of the goal no step
                                                          stands for (frame.unplaced) blocks success,
                                                          unless the run applied it itself; else
                                                          signin_asks.py: a frame of sign-ins alone
                                                          whose goal's words ask more (a request verb,
                                                          a quoted text) is not trusted
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wayfinder.agent.verify.actions import verify_action, verify_risky
from wayfinder.agent.verify.answers import verify_answer
from wayfinder.agent.verify.coverage import done_means, partly_sentence, unplaced_parts
from wayfinder.agent.verify.frame import FrameLike, goal_frame
from wayfinder.agent.verify.ledger import PageEntry, RiskEntry
from wayfinder.agent.verify.navigation import verify_navigation
from wayfinder.agent.verify.result import (
    NEEDS_CONFIRMATION,
    NOT_FOUND,
    PARTLY_UNDERSTOOD,
    REFUSED,
    UNVERIFIED_ACTION,
    UNVERIFIED_ANSWER,
    VERIFIER_REASONS,
    WRONG_PAGE,
    Verification,
    fail,
    ok,
)
from wayfinder.agent.verify.signin_asks import asks_more_than_signing_in
from wayfinder.intent.frame import RISKY
from wayfinder.plan.base import HistoryEntry

__all__ = [
    "NEEDS_CONFIRMATION",
    "NOT_FOUND",
    "PARTLY_UNDERSTOOD",
    "REFUSED",
    "UNVERIFIED_ACTION",
    "UNVERIFIED_ANSWER",
    "VERIFIER_REASONS",
    "WRONG_PAGE",
    "FrameLike",
    "PageEntry",
    "RiskEntry",
    "Verification",
    "goal_frame",
    "verify_claim",
]


def _risky_verb(frame: FrameLike) -> str:
    """The verb of the goal's first risky step (the one table, ``intent.frame.RISKY``)."""
    return next((step.verb for step in frame.steps if step.verb in RISKY), "buy")


def _covered(frame: FrameLike, verdict: Verification, ledger: Sequence[PageEntry]) -> Verification:
    """A backed claim stays backed only when every part of the goal has a step (coverage.py), and a
    frame of sign-ins alone only when the goal's words ask nothing more (signin_asks.py)."""
    if not verdict.verified or verdict.kind == "external":  # the environment's own judgment stands
        return verdict
    parts = unplaced_parts(frame, ledger)
    more = None if parts else asks_more_than_signing_in(frame)
    if more is not None:  # a frame of sign-ins alone, for words that ask more: the frame is not trusted
        sentence = f"the goal asks more than signing in: {more}"
        return fail(verdict.kind, PARTLY_UNDERSTOOD, sentence, sentence, evidence=verdict.evidence)
    if not parts:
        return verdict
    sentence = partly_sentence(done_means(frame, ledger), parts)
    return fail(verdict.kind, PARTLY_UNDERSTOOD, sentence, *parts, evidence=verdict.evidence)


def verify_claim(
    frame: FrameLike,
    *,
    stop_reason: str,
    answer: str | None,
    ledger: Sequence[PageEntry],
    risks: Sequence[RiskEntry] = (),
    history: Sequence[HistoryEntry] = (),
    details: Mapping[str, Any] | None = None,
) -> Verification:
    """Judge a claim of success (see the module docstring)."""
    return _covered(frame, _judge(frame, stop_reason, answer, ledger, risks, history, details), ledger)


def _judge(
    frame: FrameLike,
    stop_reason: str,
    answer: str | None,
    ledger: Sequence[PageEntry],
    risks: Sequence[RiskEntry],
    history: Sequence[HistoryEntry],
    details: Mapping[str, Any] | None,
) -> Verification:
    if stop_reason.startswith("external:"):
        return ok("external", f"the environment ended the run: {stop_reason.split(':', 1)[1].strip()}")
    if frame.risky:
        return verify_risky(frame, ledger, risks, _risky_verb(frame))
    saved = [str(p) for p in (details or {}).get("downloads") or [] if p]
    if stop_reason == "artifact_confirmed":
        return (
            ok("download", *(f"saved {p}" for p in saved[:3])) if saved else verify_navigation(frame, ledger)
        )
    if frame.task_mode == "download" and not saved:
        # a download is done when a file was saved (the run stops on it: artifact_confirmed), never by
        # the page it ends on ('download the docs as a PDF' on a site that offers none)
        return fail("download", UNVERIFIED_ACTION, "no file was downloaded", "the downloaded file")
    if frame.task_mode == "answer" or frame.answer_kind is not None:
        return verify_answer(frame, answer, ledger)
    if frame.goal_kind == "action":
        return verify_action(frame, ledger, history)
    return verify_navigation(frame, ledger)
