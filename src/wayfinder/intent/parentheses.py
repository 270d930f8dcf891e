"""Parentheses read before the goal's clauses (pure): one holding only discourse ('(thanks)') is set
aside as its bare words would be; one holding credentials inside a clause that is no sign-in ('tell me
the ISBN of X (login: ann, password: P)') becomes a sign-in of its own, read first.
"""

from __future__ import annotations

import re

from wayfinder.intent.accounts import CLAUSE_END, CLAUSE_START
from wayfinder.intent.discourse_marks import is_discourse
from wayfinder.intent.masking import MARK_RE, Masked
from wayfinder.intent.text.words import FUNCTION_WORDS
from wayfinder.intent.values import SELF_INTRODUCING, SIGN_IN_WORDS, read_credentials


def discourse_parentheses(masked: Masked) -> tuple[str, ...]:
    """Parentheses that hold only discourse ('(thanks)', '(if you can)') are removed from the masked
    goal, as the bare words would be; returns what was removed."""
    removed = []
    for found in list(MARK_RE.finditer(masked.masked)):
        piece = masked.pieces[int(found.group(1))]
        if piece.kind == "paren" and is_discourse(piece.text):
            removed.append(f"({piece.text})")
            masked.masked = " ".join(masked.masked.replace(found.group(0), " ", 1).split())
    return tuple(removed)


# Words that make a clause a sign-in, where credentials in a parenthesis are read in place.
_SIGN_IN_RE = re.compile(rf"\b(?:{SIGN_IN_WORDS}|as\s+\S+\s*$)", re.I)


# The person naming themselves right before their password ("I'm carol (pw X)", 'this is sam (my
# password is Y)'): the name is the username.
# "I'm carol", "this is dan", "alice here": a person saying who they are (the last as chats and emails open)
_INTRODUCED_RE = re.compile(
    rf"(?:^|(?<=[\s,]))(?:(?:{SELF_INTRODUCING})\s+(?P<n>[\w.@+-]+)|(?P<h>[\w.@+-]+)\s+here)\s*$",
    re.I,
)


def credential_parentheses(masked: Masked) -> None:
    """'tell me the ISBN of X (login: ann, password: <secret:P>)': credentials in a parenthesis of a
    clause that is no sign-in are a sign-in of their own, read first (as 'log in (...)' would be)."""
    for found in list(MARK_RE.finditer(masked.masked)):
        piece = masked.pieces[int(found.group(1))]
        if piece.kind != "paren" or not _gives_password(piece.text, masked):
            continue
        start = max(masked.masked.rfind(c, 0, found.start()) for c in ".?!;")
        before = masked.masked[start + 1 : found.start()]
        if not before.strip() or _SIGN_IN_RE.search(before):
            continue  # '(login: ann, ...)' alone, 'log in (user ann, password x)', 'as ann (x)': read so
        intro = _INTRODUCED_RE.search(before) or _alone(before, masked.masked[found.end() :])
        who = (
            f"as {intro.groupdict().get('n') or intro.group('h')} " if intro else ""
        )  # "I'm carol (pw X)": carol signs in
        cut = found.start() - len(before) + intro.start() if intro else found.start()
        rest = " ".join((masked.masked[:cut] + " " + masked.masked[found.end() :]).split()).strip(
            " :;-\u2013\u2014"
        )
        masked.masked = f"log in {who}{found.group(0)}. {rest}"


# 'librarian (<secret:PW>): how many ...', '... crime novels? librarian (<secret:PW>)': a name alone in its
# clause before its password is who signs in, as 'librarian / <secret:PW>' is (``intent/accounts.py``)
_ALONE_RE = re.compile(rf"{CLAUSE_START}\s*(?P<h>[a-z][\w.@+-]*)\s*$", re.I)
_CLAUSE_END_RE = re.compile(rf"^\s*{CLAUSE_END}")


def _alone(before: str, after: str) -> re.Match[str] | None:
    alone = _ALONE_RE.search(before)
    if alone is None or alone.group("h").lower() in FUNCTION_WORDS or not _CLAUSE_END_RE.match(after):
        return None
    return alone


def _gives_password(text: str, masked: Masked) -> bool:
    return any(v.field == "password" for v in read_credentials(text, masked))
