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
from urllib.parse import parse_qsl, urlsplit

from wayfinder.agent.verify.frame import FrameLike
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.frame import MEANS_VERBS
from wayfinder.intent.text.reading import content_words, dates_in

_YEAR_RE = re.compile(r"(1[89]|2[01])\d\d")
_TOKEN_RE = re.compile(r"[0-9a-z]+")
_LOGGED_IN_RE = re.compile(r"\b(log ?out|sign ?out|(logged|signed) in( as)?|welcome,? )", re.I)


def unplaced_parts(frame: FrameLike, ledger: Sequence[PageEntry] = ()) -> list[str]:
    """The parts of the goal no step stands for, as the person wrote them: the frame's ``unplaced``
    (``intent/coverage.py`` is the one place that finds them), but those the run applied itself on
    the page it ended on (``applied``); [] when all are placed."""
    parts = [str(part) for part in getattr(frame, "unplaced", ()) or () if str(part).strip()]
    return [part for part in parts if not applied(part, ledger)]


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


def _entered(entry: PageEntry) -> list[str]:
    """The values a page shows the run entered: its filled fields and its address's query values."""
    query = [value for _key, value in parse_qsl(urlsplit(entry.url).query) if value.strip()]
    return [f.value for f in entry.fields if f.value.strip()] + query


def applied(part: str, ledger: Sequence[PageEntry]) -> bool:
    """The run itself applied a part the reader did not place, on the page it ended on: every word of
    the part is among the values it entered there ('in 2023' with Date from 01/01/2023 and Date to
    12/31/2023, or from=...&to=... in the address); a year only when it was chosen as such, or a
    range was entered (two dates) and every date lies in it. Then the part is done whatever the
    reader made of it."""
    words = content_words(part)
    if not ledger or not words:
        return False
    values = _entered(ledger[-1])
    tokens = {t for value in values for t in _TOKEN_RE.findall(value.lower())}
    days = [day for value in values for day in dates_in(value)]
    for word in words:
        if _YEAR_RE.fullmatch(word):
            whole = word in (v.strip() for v in values)  # a year chosen as such
            if not whole and (len(days) < 2 or any(day.year != int(word) for day in days)):
                return False
        elif word.lower() not in tokens:
            return False
    return True
