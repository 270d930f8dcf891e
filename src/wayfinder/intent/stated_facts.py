"""A change said as a fact, then asked for by pointing back (pure): 'we own 4 copies of The Secret
Vineyard now, could you update that?', 'Paper Gardens has 5 copies now - please update the record',
"issue 7's priority is High now, can you change it?".

The person states how a record now stands and asks for the record to be brought in line with it; the
request's 'that' / 'it' points back at the statement (Halliday & Hasan 1976, ch. 2 on reference to a
preceding text). Read together they are one change: set the field of the record to the value stated.
``stated_changes`` rewrites the two clauses as that one ('set the copies of the secret vineyard to 4'),
which the record readers then read as any change; a statement that no such request follows stays.

A thing brought in by a statement is what a request's 'it' then names ('Elena Rossi left a comment on
the coastal path post, please approve it', 'Bob filed an issue about the login page - can you assign it
to me?'): ``stated_changes`` reads them as one request on that thing ('approve the comment Elena Rossi
left on the coastal path post').
"""

from __future__ import annotations

import re

_NOW = r"(?:\s+(?:now|these\s+days|at\s+the\s+moment|currently))?"
_VALUE = r"(?P<v>\d[\d.,]*|\ue000\d+\ue001|[a-z][\w-]*(?:\s+(?!now\b|these\b|at\b|currently\b)[a-z][\w-]*)?)"
# 'we own 4 copies of X now', 'we now have 12 copies of X', 'i have got 3 units of X'
_WE_HAVE_RE = re.compile(
    rf"^(?:we|i)\s+(?:now\s+)?(?:own|have|hold|stock|keep|have\s+got|got)\s+(?P<v>\d+)\s+"
    rf"(?P<f>[a-z][\w-]*)\s+of\s+(?P<o>\S.*?){_NOW}$",
    re.I,
)
# 'Paper Gardens has 5 copies now', 'the Friday workshop now has 12 seats'
_HAS_RE = re.compile(
    rf"^(?P<o>\S.*?)\s+(?:now\s+)?(?:has|have)\s+(?P<v>\d+)\s+(?P<f>[a-z][\w-]*){_NOW}$", re.I
)
# 'the priority of issue 7 is High now', "issue 7's priority is now High"
_FIELD_IS_RE = re.compile(
    rf"^(?:the\s+)?(?P<f>[a-z][\w -]*?)\s+of\s+(?P<o>\S.*?)\s+(?:is|are)\s+(?:now\s+)?{_VALUE}{_NOW}$", re.I
)
_POSSESSED_IS_RE = re.compile(
    rf"^(?P<o>\S.*?)(?:'s|’s)\s+(?P<f>[a-z][\w -]*?)\s+(?:is|are)\s+(?:now\s+)?{_VALUE}{_NOW}$", re.I
)
_FACTS = (_WE_HAVE_RE, _HAS_RE, _FIELD_IS_RE, _POSSESSED_IS_RE)
# 'could you update that?', 'please change it', 'fix the record accordingly': a change pointing back
_POINTED_RE = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:update|change|fix|correct|amend|adjust|"
    r"reflect|record|note)\s+(?:that|it|this|the\s+(?:record|entry|listing|catalogue|system)|accordingly)"
    r"(?:\s+(?:on\s+the\s+site|in\s+the\s+\w+|for\s+me|accordingly|please|too))*\s*[?.!]*$",
    re.I,
)


# 'Elena Rossi left a comment on the X post', 'Bob filed an issue about the login page', 'Priya wrote a post
# about nettles': someone brought a thing in (a verb of making or leaving a text, Levin 1993, 26.7 and
# 11.1), said with an indefinite article - new to the talk, so a later 'it' names it
_INTRODUCED_RE = re.compile(
    r"^(?P<who>[a-z][\w'.-]*(?:\s+[a-z][\w'.-]*){0,2}?)\s+(?:has\s+|have\s+|just\s+)*"
    r"(?P<v>left|wrote|posted|added|submitted|opened|filed|reported|created|made|uploaded|put\s+up)\s+"
    r"(?:an?|one|some)\s+(?P<n>[a-z][\w-]*)(?P<r>\s+(?:on|to|under|about|in|for|against)\s+\S.*?)?$",
    re.I,
)
# who brought it in, when it is nobody in particular ('someone left a comment on my post')
_NOBODY_IN_PARTICULAR = frozenset({"someone", "somebody", "a user", "a visitor", "a reader", "a customer"})
# a request whose object is 'it' / 'that' / 'this' ('please approve it', 'can you assign it to me?')
_ON_IT_RE = re.compile(
    r"^(?P<lead>(?:(?:please|pls|so|and|then)\s+)*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?)"
    r"(?P<verb>[a-z]+)\s+(?:(?:that|this)\s+one|it|that|this)\b(?P<rest>.*)$",
    re.I,
)


def _on_it(intro: re.Match[str], request: str) -> str | None:
    """``request`` with its 'it' replaced by the thing ``intro`` brought in; None when it names none."""
    on_it = _ON_IT_RE.match(request.strip())
    if on_it is None:
        return None
    where, who = intro.group("r") or "", intro.group("who")
    said_by = "" if who.lower() in _NOBODY_IN_PARTICULAR else f" {who} {intro.group('v')}"
    thing = f"the {intro.group('n')}{said_by}{where}"
    return f"{on_it.group('lead')}{on_it.group('verb')} {thing}{on_it.group('rest')}"


def _introduced(clause: str) -> re.Match[str] | None:
    return _INTRODUCED_RE.match(clause.strip().rstrip(".!"))


def _fact(clause: str) -> re.Match[str] | None:
    text = clause.strip().rstrip(".!")
    return next((m for m in (p.match(text) for p in _FACTS) if m is not None), None)


def _led(clause: str) -> tuple[str, str]:
    """``(lead, statement)``: what a colon or a dash puts before the statement ('as librarian (P): we own
    ...', 'log in as jonas (P) - Elena Rossi left a comment on X')."""
    for mark in (": ", " - "):
        lead, sep, rest = clause.rpartition(mark)
        if sep and (_fact(rest) is not None or _introduced(rest) is not None):
            return lead, rest
    return "", clause


def _parted(clause: str) -> list[str]:
    """A clause holding both ('we own 4 copies of X now, could you update that?'): its two parts."""
    for mark in re.finditer(r",\s*|\s+[-\u2013\u2014]+\s+", clause):
        before, after = clause[: mark.start()], clause[mark.end() :]
        if _POINTED_RE.match(after.strip()) and _fact(before) is not None:
            return [before, after]
        if _introduced(before) is not None and _ON_IT_RE.match(after.strip()):
            return [before, after]
    return [clause]


def stated_changes(clauses: list[str]) -> list[str]:
    """``clauses`` with each stated fact and the change pointing back at it right after it read as one
    change ('set the F of R to V')."""
    out: list[str] = []
    clauses = [part for clause in clauses for part in _parted(clause)]
    i = 0
    while i < len(clauses):
        lead, said = _led(clauses[i])
        fact = _fact(said)
        if fact is not None and i + 1 < len(clauses) and _POINTED_RE.match(clauses[i + 1].strip()):
            field, record, value = fact.group("f").strip(), fact.group("o").strip(), fact.group("v").strip()
            out.extend([lead] if lead else [])
            out.append(f"set the {field} of {record} to {value}")
            i += 2
            continue
        intro = _introduced(said) if i + 1 < len(clauses) else None
        request = _on_it(intro, clauses[i + 1]) if intro is not None else None
        if request is not None:  # 'Elena Rossi left a comment on X, please approve it'
            out.extend([lead, request] if lead else [request])
            i += 2
            continue
        out.append(clauses[i])
        i += 1
    return out


__all__ = ["stated_changes"]
