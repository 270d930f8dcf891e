"""Coverage before success (pure): every part of the goal is accounted for, or the run cannot succeed.

A goal is its steps plus the parts no step stands for. The reader may keep part of a goal and lose the
rest ("log in as ann (password X) and create a page called T with the text Y" read as a sign-in alone);
a run that then signs in has done all the *frame* asked and none of what the person asked. The reader
names such parts (``GoalFrame.unplaced``, found in ``intent/coverage.py``); a backed claim on a frame
with any of them ends ``partly_understood`` (goal_failed) with "I did A; I did not understand B".
Signing in, accepting terms and closing a notice are means (``MEANS_VERBS``): they are never the goal's
evidence unless they are all the goal asked (``only_means``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.frame import FrameLike
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.frame import MEANS_VERBS

_LOGGED_IN_RE = re.compile(r"\b(log ?out|sign ?out|(logged|signed) in( as)?|welcome,? )", re.I)


def unplaced_parts(frame: FrameLike) -> list[str]:
    """The parts of the goal no step stands for, as the person wrote them: the frame's ``unplaced``
    (``intent/coverage.py`` is the one place that finds them); [] when all are placed."""
    return [str(part) for part in getattr(frame, "unplaced", ()) or () if str(part).strip()]


def only_means(frame: FrameLike) -> bool:
    """Every step is a means (sign in, accept, close): then reaching it is the goal."""
    return bool(frame.steps) and all(step.verb in MEANS_VERBS for step in frame.steps)


def done_means(frame: FrameLike, ledger: Sequence[PageEntry]) -> list[str]:
    """What the run did of the goal's means, in words for the sentence ("signed in")."""
    verbs = {step.verb for step in frame.steps}
    did: list[str] = []
    if "login" in verbs and any(_LOGGED_IN_RE.search(entry.text) for entry in ledger):
        did.append("signed in")
    if "accept" in verbs and len(ledger) > 1:
        did.append("got past the terms")
    return did


def partly_sentence(did: Sequence[str], parts: Sequence[str]) -> str:
    """ "I signed in; I did not understand 'create a page called T'" """
    done = f"I {' and '.join(did)}; " if did else ""
    missing = ", ".join(repr(p) for p in parts[:3])
    return f"{done}I did not understand {missing}, so that part was not done"
