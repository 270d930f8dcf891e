"""A frame of sign-ins alone, for a goal that asks more (pure).

"maria here (password P): please set the post 'X' to pending review" once read as one sign-in whose
text swallowed the request: the run signed in, and signing in was all the frame asked. The frame is
the reader's; the verifier does not trust one that covers less than the goal's own words. When every
step of the frame is a sign-in, the goal's text is read again without what a sign-in is made of - the
account (the step's values: the name, the password, a parenthesis that gives them), the words of
signing in ('log in', 'username', 'password': ``intent.values``), and the discourse around a request
(``intent.discourse.set_aside``: 'hi', 'please', 'thanks') - and what is left must ask nothing more:
no quoted text (a title, a comment to write), and no request verb (``intent.verbs.VERB_PHRASES``)
with something of its own after it ('set the post ... to pending review', 'close issue 4'). A verb
of signing in's own means (enter a password, accept the terms, go back, wait) and a verb with nothing
after it ('get me logged in') ask nothing more.
"""

from __future__ import annotations

import re

from wayfinder.agent.verify.frame import FrameLike
from wayfinder.intent.discourse import set_aside
from wayfinder.intent.masking import MARK_RE, Masked
from wayfinder.intent.text.reading import content_words
from wayfinder.intent.values import PASS_WORDS, SIGN_IN_WORDS, USER_WORDS
from wayfinder.intent.verbs import VERB_PHRASES

_SIGN_IN_RE = re.compile(rf"\b(?:{SIGN_IN_WORDS}|{USER_WORDS}|{PASS_WORDS})\b", re.I)
# a sign-in's own means: entering the credentials, the terms, going back, waiting
_MEANS = frozenset({"login", "logout", "register", "accept", "type", "wait", "scroll", "go_back"})
_REQUESTS = {phrase: verb for phrase, verb in VERB_PHRASES if " " not in phrase and verb not in _MEANS}
_WORD_RE = re.compile(r"[a-z][a-z-]*")


def _account(frame: FrameLike) -> set[str]:
    """The values the sign-in steps give (the name, the password), as written."""
    return {v.value.strip().lower() for step in frame.steps for v in step.values if v.value.strip()}


def _without_account(masked: Masked, account: set[str]) -> tuple[str, list[str]]:
    """The masked goal without its account (a value of it, a parenthesis or quote that holds one) and
    the quoted texts left in it."""
    quoted: list[str] = []

    def piece(match: re.Match[str]) -> str:
        kept = masked.pieces[int(match.group(1))]
        said = masked.restore(kept.text)
        if kept.kind == "secret" or said.strip().lower() in account:
            return " "
        if kept.kind == "paren":
            if any(a in said.lower() for a in account) or _SIGN_IN_RE.search(said):
                return " "
            inner, more = _without_account(Masked(said), account)
            quoted.extend(more)
            return f" {inner} "
        if kept.kind == "quote":
            quoted.append(said)
        return f" {match.group(0)} "

    text = MARK_RE.sub(piece, masked.masked)
    for value in sorted(account, key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(value)}(?![\w-])", " ", text, flags=re.I)
    return " ".join(_SIGN_IN_RE.sub(" ", text).split()), quoted


def asks_more_than_signing_in(frame: FrameLike) -> str | None:
    """What the goal asks beyond signing in, when its frame is sign-ins alone (see the module
    docstring); None when the frame has another step or the words ask nothing more."""
    if not frame.steps or any(step.verb != "login" for step in frame.steps):
        return None
    rest, quoted = _without_account(Masked(frame.text), _account(frame))
    if quoted:
        return f"the quoted text {quoted[0]!r}"
    words = _WORD_RE.findall(set_aside(rest).text.lower())
    for at, word in enumerate(words):
        if word in _REQUESTS and content_words(" ".join(words[at + 1 :])):
            return f"{word!r} ({' '.join(words[at : at + 6])})"
    return None
