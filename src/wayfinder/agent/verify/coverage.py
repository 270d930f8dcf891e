"""Coverage before success (pure): every part of the goal is accounted for, or the run cannot succeed.

A goal is its steps plus the words no step placed. The parser may keep part of a goal and lose the rest
("log in as ann (password X) and create a page called T with the text Y" read as a sign-in alone); a
run that then signs in has done all the *frame* asked and none of what the person asked. So before any
claim is judged, the verifier looks for a part of the goal that no step stands for:

* the words the goal reader could not place (``frame.unplaced``, when the frame carries them: the
  intent layer sets aside the discourse and names the content words no cue placed), else
* for a goal the reader made only of means (a sign-in alone), any content word of the goal that is
  neither a sign-in's word nor a name the steps hold ('... and assign issue #6 to Alice Moreau'), else
* a clause of the goal's own text that starts with a verb (after "and", "then", a comma, a full stop)
  whose verb is not among the steps' verbs and whose content words no step holds.

Such a part blocks success: the claim ends ``partly_understood`` (goal_failed) with "I did A; I did not
understand B". Signing in, accepting terms and closing a notice are means (``MEANS_VERBS``): they are
never the goal's evidence unless they are all the goal asked (``only_means``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.frame import FrameLike, StepLike
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.intent.frame import MEANS_VERBS
from wayfinder.intent.masking import MARK_RE, Masked
from wayfinder.intent.text.words import TERM_STOP, stem, words
from wayfinder.intent.verbs import VERB_PHRASES, split_verb, strip_lead

# Verbs that read or reach rather than change: the question parser re-verbs them freely ("tell me how
# many" becomes a count, "look up" a search), so any of them stands for any other.
READ_VERBS = frozenset(
    {"find", "open", "answer", "count", "list", "compare", "search", "navigate", "filter", "sort", "click"}
)
# A clause starts at the goal's start, after a sentence end, a semicolon, a comma, "and" or "then".
_JOIN_RE = re.compile(r"(?:^|[.!?;]\s+|,\s*|\s+and\s+|\s+then\s+|\s+and\s+then\s+)", re.I)
_BOUNDARY_RE = re.compile(r"[.!?;,]\s|\s+(?:and|then)\s+|[.!?;]$", re.I)
# clauses that ask for nothing the pages could show: waiting, scrolling, moving between tabs or back
_NO_STATE = frozenset({"wait", "scroll", "switch_tab", "go_back"})
_LOGGED_IN_RE = re.compile(r"\b(log ?out|sign ?out|(logged|signed) in( as)?|welcome,? )", re.I)


# Verbs the reader maps onto each other ("add a new author" is a create; "enter" and "write" type).
_FAMILIES = (
    READ_VERBS,
    frozenset({"type", "fill", "select", "check", "uncheck"}),
    frozenset({"create", "add"}),
)


def _family(verb: str) -> str:
    return next((min(group) for group in _FAMILIES if verb in group), verb)


def _squash(text: str) -> str:
    return " ".join(words(text))


def placed_words(steps: Sequence[StepLike]) -> set[str]:
    """The word stems the steps hold: objects, given values and their fields, filters, destinations."""
    parts: list[str] = []
    for step in steps:
        parts += [
            step.object,
            str(getattr(step, "destination", "") or ""),
            str(getattr(step, "scope", "") or ""),
        ]
        parts += [f"{v.field} {v.value}" for v in step.values]
        parts += [f"{f.name} {f.value}" for f in step.filters]
        parts += list(getattr(step, "attributes", ()) or ())
    return {stem(w) for w in words(" ".join(parts))}


def _clauses(text: str) -> list[tuple[str, str]]:
    """``(canonical verb, clause)`` for every clause of ``text`` that starts with a verb (quoted text,
    secrets, addresses and parentheses set aside, so a quoted title never starts a clause)."""
    masked = Masked(text)
    body = masked.masked
    out: list[tuple[str, str]] = []
    for join in _JOIN_RE.finditer(body):
        rest = strip_lead(body[join.end() :])
        found = split_verb(rest)
        if found is None:
            continue
        verb, _used, _tail = found
        end = _BOUNDARY_RE.search(rest, 1)
        clause = rest[: end.start()] if end else rest
        out.append((verb, masked.restore(clause).strip(" ,.;")))
    return out


# The words of a sign-in, a terms box or a notice: what a goal made only of means may say besides names.
_MEANS_WORDS = frozenset(
    {w for phrase, verb in VERB_PHRASES if verb in MEANS_VERBS for w in phrase.split()}
    | set(
        [
            "password",
            "passwords",
            "pw",
            "pass",
            "passphrase",
            "pin",
            "user",
            "username",
            "login",
            "account",
            "credentials",
            "admin",
            "dashboard",
            "terms",
            "conditions",
            "cookies",
            "cookie",
            "notice",
            "banner",
            "dialog",
            "popup",
            "using",
            "via",
        ]
    )
)


_SECRET_BEFORE_RE = re.compile(
    r"(?:\b(?:pw|password|pass|pin|passphrase|with|using)|/)\s*:?\s*(?:[\w.-]*-)?$", re.I
)


def _means_leftover(frame: FrameLike) -> str | None:
    """For a frame made only of means (a sign-in): the rest of the goal, from its first word that is
    neither a sign-in's nor a name the steps hold ('... and assign issue #6 to Alice Moreau')."""
    masked = Masked(frame.text)
    have = placed_words(frame.steps)
    body = masked.masked
    for found in re.finditer(r"[^\W_]+(?:[.'][^\W_]+)*", body):
        word = found.group(0).lower()
        if word in TERM_STOP or word in _MEANS_WORDS or stem(word) in have or word.isdigit():
            continue
        if _SECRET_BEFORE_RE.search(body[: found.start()]):  # 'pw hunter22', 'alice / quartz-river-21'
            continue
        start = body.rfind(" ", 0, found.start()) + 1
        for join in (" and ", ", ", " then ", " - "):  # from the start of the clause the word is in
            cut = body.rfind(join, 0, found.start())
            start = max(start if cut < 0 else cut + len(join), 0) if cut >= 0 else start
        rest = masked.restore(strip_lead(body[start:])).strip(" ,.;:-")
        return rest or None
    return None


def unplaced_parts(frame: FrameLike) -> list[str]:
    """The parts of the goal no step stands for (see the module docstring); [] when all are placed."""
    given = getattr(frame, "unplaced", None)
    if given is not None:
        return [str(part) for part in given if str(part).strip()]
    if only_means(frame):
        leftover = _means_leftover(frame)
        return [leftover] if leftover else []
    families = {_family(step.verb) for step in frame.steps}
    have = placed_words(frame.steps)
    # a clause a step was read from is placed, whatever verb it became; a means step's text does not
    # count (the reader may leave the rest of the sentence in a sign-in's text and read nothing of it)
    read_from = [_squash(str(getattr(s, "text", "") or "")) for s in frame.steps if s.verb not in MEANS_VERBS]
    parts: list[str] = []
    for verb, clause in _clauses(frame.text):
        if verb in _NO_STATE or _family(verb) in families or any(_squash(clause) in t for t in read_from):
            continue
        content = [w for w in words(MARK_RE.sub(" ", clause)) if w not in TERM_STOP]
        _verb, used, _rest = split_verb(clause) or ("", "", "")
        loose = [w for w in content if w not in used.lower().split() and stem(w) not in have]
        if loose:
            parts.append(clause)
    return list(dict.fromkeys(parts))


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
