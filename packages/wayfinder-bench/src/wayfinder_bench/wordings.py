"""Meaning-preserving rewordings of a goal, the way people wrap a request (pure, imports nothing of ours).

One list, used by the property tests of goal understanding (``tests/unit/intent``), by the gold
replays' "wrapped wordings" and by ``wayfinder bench goals --variants N``: each ``Wording`` turns a
goal into another wording that asks for the same thing - a greeting in front, a sign-off behind,
politeness, hedges and self-talk, shop-talk filler, lower case, no final punctuation, contractions,
doubled spaces. A wording applies only where the result is still something a person would write
(``for_questions`` / ``for_requests``), and never rewrites what the goal quotes, its secret
placeholders (``<secret:NAME>``) or its URLs: a person who types in lower case does not retype those.

``python -m wayfinder_bench.wordings_check [SUITE_DEV_YAML ...]`` prints how many goals keep an identical
goal frame under every wording (the number issue 32 asks for).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

_PROTECTED_RE = re.compile(
    r"<secret:[^>]+>|\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)|https?://\S+|\b[\w.-]+@[\w.-]+\.\w+"
)
_QUESTION_START = re.compile(
    r"^(?:what|what's|whats|which|who|whom|whose|when|where|how|is|are|was|were|does|do|did|can|could|has"
    r"|have|will|should)\b",
    re.I,
)


def is_question(goal: str) -> bool:
    """The goal is written as a question (a question word first, or a final question mark)."""
    text = goal.strip()
    return text.endswith("?") or bool(_QUESTION_START.match(text))


def _outside(goal: str, change: Callable[[str], str]) -> str:
    """``change`` applied to the goal's text outside quotes, secrets, URLs and e-mail addresses."""
    out: list[str] = []
    pos = 0
    for match in _PROTECTED_RE.finditer(goal):
        out.append(change(goal[pos : match.start()]))
        out.append(match.group(0))
        pos = match.end()
    out.append(change(goal[pos:]))
    return "".join(out)


def _lead_lower(goal: str) -> str:
    """The goal with its first letter lower-cased when it starts a sentence inside a wrapper
    ('I was wondering, how much ...'); a word in capitals ('ISBN', 'RAM') keeps them."""
    first = goal.split(" ", 1)[0]
    if len(first) > 1 and first.isupper():
        return goal
    return goal[:1].lower() + goal[1:]


def _strip_end(goal: str) -> str:
    return goal.rstrip().rstrip(".!?")


def _ends(goal: str) -> str:
    return goal.rstrip()[-1:] if goal.rstrip()[-1:] in {".", "!", "?"} else ""


@dataclass(frozen=True, slots=True)
class Wording:
    """One meaning-preserving rewording; ``kind`` groups them for reports."""

    name: str
    kind: str
    apply: Callable[[str], str]
    for_questions: bool = True
    for_requests: bool = True

    def applies(self, goal: str) -> bool:
        return self.for_questions if is_question(goal) else self.for_requests


def _prefix(words: str) -> Callable[[str], str]:
    return lambda goal: f"{words}{_lead_lower(goal)}"


def _suffix(words: str) -> Callable[[str], str]:
    """Words after the request, before its final mark ('... for me?')."""
    return lambda goal: f"{_strip_end(goal)}{words}{_ends(goal)}"


def _after(words: str) -> Callable[[str], str]:
    """Words after the whole goal ('... ? thanks!')."""
    return lambda goal: f"{goal.rstrip()}{words}"


_CONTRACT = (
    (r"\bwhat is\b", "what's"),
    (r"\bWhat is\b", "What's"),
    (r"\bwho is\b", "who's"),
    (r"\bit is\b", "it's"),
    (r"\bI would\b", "I'd"),
    (r"\bI am\b", "I'm"),
    (r"\bdo not\b", "don't"),
    (r"\bthat is\b", "that's"),
    (r"\bthere is\b", "there's"),
)
_EXPAND = (
    (r"\bwhat's\b", "what is"),
    (r"\bWhat's\b", "What is"),
    (r"\bwhats\b", "what is"),
    (r"\bI'd\b", "I would"),
    (r"\bI'm\b", "I am"),
    (r"\bI've\b", "I have"),
    (r"\bthat's\b", "that is"),
    (r"\bdon't\b", "do not"),
    (r"\bit's\b", "it is"),
)


def _subs(rows: Sequence[tuple[str, str]]) -> Callable[[str], str]:
    def run(goal: str) -> str:
        def change(part: str) -> str:
            for pattern, repl in rows:
                part = re.sub(pattern, repl, part)
            return part

        return _outside(goal, change)

    return run


def _lower(goal: str) -> str:
    return _outside(goal, str.lower)


def _double_spaces(goal: str) -> str:
    return _outside(goal, lambda part: part.replace(" ", "  "))


def _embedded(lead: str) -> Callable[[str], str]:
    """A question asked inside a request: 'can you tell me how much is X?'."""
    return lambda goal: f"{lead}{_lead_lower(goal)}"


WORDINGS: tuple[Wording, ...] = (
    # greetings (conversation openings: Schegloff 1968 "Sequencing in conversational openings")
    Wording("hi-there", "greeting", _prefix("hi there! ")),
    Wording("hello-comma", "greeting", _prefix("Hello, ")),
    Wording("hey", "greeting", _prefix("hey ")),
    Wording("good-morning", "greeting", _prefix("Good morning! ")),
    Wording("hi-hope-well", "greeting", _prefix("Hi, hope you're well. ")),
    # sign-offs and thanks
    Wording("thanks-after", "sign-off", _after(" thanks!")),
    Wording("thank-you-after", "sign-off", _after(" Thank you.")),
    Wording("cheers", "sign-off", _after(" cheers")),
    Wording("thx", "sign-off", _after(" thx")),
    Wording("thanks-in-advance", "sign-off", _after(" Thanks in advance!")),
    # politeness (Brown & Levinson 1987 negative politeness; Aijmer 1996 'please')
    Wording("please-front", "politeness", _prefix("please "), for_questions=False),
    Wording("pls-front", "politeness", _prefix("pls "), for_questions=False),
    Wording("please-behind", "politeness", _suffix(" please")),
    Wording("pls-behind", "politeness", _after(" pls")),
    Wording("for-me", "politeness", _suffix(" for me"), for_questions=False),
    Wording("if-you-can", "politeness", _suffix(" if you can")),
    Wording("if-possible", "politeness", _suffix(", if possible")),
    Wording("kindly", "politeness", _prefix("kindly "), for_questions=False),
    Wording("be-a-dear", "politeness", _prefix("be a dear and "), for_questions=False),
    Wording("if-thats-alright", "politeness", _suffix(" if that's alright")),
    # hedges and indirect requests (Hyland 2005; Searle 1975 indirect speech acts)
    Wording("can-you", "hedge", _prefix("can you "), for_questions=False),
    Wording("could-you-please", "hedge", _prefix("Could you please "), for_questions=False),
    Wording("id-like-you-to", "hedge", _prefix("I'd like you to "), for_questions=False),
    Wording("trying-to", "hedge", _prefix("I'm trying to "), for_questions=False),
    Wording("was-wondering", "hedge", _prefix("I was wondering, "), for_requests=False),
    Wording("tell-me", "hedge", _embedded("can you tell me: "), for_requests=False),
    Wording("quick-question", "hedge", _prefix("quick question: "), for_requests=False),
    # pre-requests and asides (Levinson 1983 6.4 pre-sequences; Quirk et al. 1985 15.53 comment clauses)
    Wording("help-me-out", "pre-request", _prefix("Could you help me out? ")),
    Wording("do-me-a-favour", "pre-request", _prefix("can you do me a favour? "), for_questions=False),
    Wording("asking-for-a-friend", "aside", _after(" (asking for a friend)"), for_requests=False),
    # self-talk and fillers (Schiffrin 1987 'so', 'well', 'oh'; Clark & Fox Tree 2002 'um')
    Wording("so-um", "filler", _prefix("so um, ")),
    Wording("ok-so", "filler", _prefix("ok so ")),
    Wording("well", "filler", _prefix("well, ")),
    Wording("hmm", "filler", _prefix("hmm, ")),
    Wording("no-rush", "filler", _after(" no rush")),
    Wording("when-you-can", "filler", _suffix(" when you get a chance"), for_questions=False),
    # shop talk around the request
    Wording("on-this-site", "shop-talk", _suffix(" on this site")),
    # form
    Wording("lower-case", "form", _lower),
    Wording("no-final-mark", "form", _strip_end),
    Wording("double-spaces", "form", _double_spaces),
    Wording("contractions", "form", _subs(_CONTRACT)),
    Wording("no-contractions", "form", _subs(_EXPAND)),
    Wording("padding", "form", lambda goal: f"  {goal}  "),
    Wording("smiley", "form", _after(" :)")),
)


def variants(goal: str) -> list[tuple[str, str]]:
    """(wording name, reworded goal) for every wording that applies and changes the goal."""
    out = []
    for wording in WORDINGS:
        if wording.applies(goal):
            text = wording.apply(goal)
            if text != goal:
                out.append((wording.name, text))
    return out


def combine(goal: str, names: Sequence[str]) -> str:
    """The goal reworded by each named wording in turn (those that apply at that point)."""
    by_name = {w.name: w for w in WORDINGS}
    text = goal
    for name in names:
        wording = by_name[name]
        if wording.applies(text):
            text = wording.apply(text)
    return text


__all__ = ["WORDINGS", "Wording", "combine", "is_question", "variants"]
