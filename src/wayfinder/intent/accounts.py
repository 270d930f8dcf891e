"""An account written as a unit of its own, anywhere in the goal (pure).

People put who they sign in as wherever it fits: in front ('dan / north-gate-9: move the ... issue to
Feedback'), behind a dash ('count the science fiction books - librarian, password <secret:PW>'), after
the question ('how many books? librarian / <secret:PW>'). Set apart by a clause's punctuation (start or
end of the goal, a sentence mark, a colon, a semicolon or a dash), a name with its password is a sign-in
whatever stands around it: ``accounts_first`` moves it to the front as a sign-in of its own, and the
request is read without it.

The unit is one of:
- ``name / password``: the password a kept secret, or a word with a digit ('north-gate-9') - a plain
  'input / output' is no account;
- ``name, password``: the password a kept secret, or named by its word ('dan, pw north-gate-9').

An account that is already read where it stands is left there: after a label ('Credentials: ann / P')
or inside a sign-in ('log in as ann / P').
"""

from __future__ import annotations

import re

from wayfinder.intent.masking import MARK_RE, Masked
from wayfinder.intent.text.words import FUNCTION_WORDS
from wayfinder.intent.values import PASS_WORDS, PLAIN_PASSWORD, SIGN_IN_WORDS, USER_WORDS

_MARK = r"\ue000\d+\ue001"
_UNIT = (
    r"(?P<u>[a-z][\w.@+-]*)\s*(?:"
    rf"/\s*(?P<slash>{_MARK}|{PLAIN_PASSWORD})"
    rf"|,\s*(?:(?:{PASS_WORDS})\s*(?:is\s+)?:?\s*(?P<named>{_MARK}|[^\s,;:()]*[^\s,;:().?!])|(?P<bare>{_MARK}))"
    r")"
)
# A clause's edges: the goal's start or a clause mark (sentence mark, colon, semicolon, spaced dash)
# before; a clause mark or the end after (also read by ``parentheses.py``)
CLAUSE_START = r"(?:^|(?<=[.?!;:])\s+|\s+[-\u2013\u2014]+\s+)"
CLAUSE_END = r"(?=$|[.?!;:]|\s+[-\u2013\u2014]+\s)"
# set apart on both sides
_ACCOUNT_RE = re.compile(rf"{CLAUSE_START}{_UNIT}\s*{CLAUSE_END}", re.I)
# what makes the account read where it stands: a label or a sign-in right before it
_READ_IN_PLACE_RE = re.compile(
    rf"\b(?:{SIGN_IN_WORDS}|login\s+details|{USER_WORDS}|as)\s*[:\-]?\s*$",
    re.I,
)


def accounts_first(masked: Masked) -> None:
    """Move the one account set apart in ``masked.masked`` to the front as a sign-in of its own."""
    text = masked.masked
    for found in _ACCOUNT_RE.finditer(text):
        name = found.group("u")
        password = found.group("slash") or found.group("named") or found.group("bare")
        if name.lower() in FUNCTION_WORDS or not _is_password(password, found, masked):
            continue
        if _READ_IN_PLACE_RE.search(text[: found.start()].rstrip(" -\u2013\u2014:")):
            return
        before = text[: found.start()].rstrip(" -\u2013\u2014:;")
        after = text[found.end() :].lstrip(" -\u2013\u2014:;")
        if not (before or after).strip(" .?!"):
            return  # the account is the whole goal: read as it is
        rest = " ".join(part for part in (before, after) if part)
        masked.masked = f"log in as {name} / {password}. {rest}"
        return


def _is_password(password: str, found: re.Match[str], masked: Masked) -> bool:
    mark = MARK_RE.fullmatch(password)
    if mark is not None:
        return masked.pieces[int(mark.group(1))].kind == "secret"
    return bool(found.group("slash") or found.group("named"))


# 'comment "X" on Y as Kim Lee (kim@example.org)', '... as Tom Reed, tom@example.com': the person a
# comment or a post is written as, with their address - a form's name and email, as '- my name is Kim
# Lee and my email is kim@example.org' gives them (``masking.details_as_pairs``). Only with an address:
# 'log in as alice' names an account, 'save it as a draft' a state.
_AS_PERSON_RE = re.compile(
    rf"\s+as\s+(?P<n>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,3}}?)\s*(?:(?P<p>{_MARK})|,\s*(?P<e>[\w.+-]+@[\w-]+(?:\.[\w-]+)+))"
    r"\s*(?P<end>[.!?]*)\s*$",
    re.I,
)
_EMAIL_RE = re.compile(r"^\s*[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s*$")


def person_as_details(masked: Masked) -> None:
    """Write 'as <name> (<email>)' ending the goal as the closing details '- name <name>, email <email>'."""
    found = _AS_PERSON_RE.search(masked.masked)
    if found is None:
        return
    email = found.group("e")
    if found.group("p"):
        piece = masked.pieces[int(MARK_RE.fullmatch(found.group("p")).group(1))]  # type: ignore[union-attr]
        email = piece.text.strip() if piece.kind == "paren" and _EMAIL_RE.match(piece.text) else None
    if not email:
        return
    masked.masked = (
        f"{masked.masked[: found.start()]} - name {found.group('n')}, email {email}{found.group('end')}"
    )
