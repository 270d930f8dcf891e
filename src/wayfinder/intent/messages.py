"""Clauses that send or post a message (pure): reply, comment, note, send to someone.

'comment "Fixed in 412" on issue 14' (the quoted message first, then where), 'add a note to issue 14
saying X' (a record named by number is where, not to whom), 'reply to Ann with X' (a person: the reply
is to their message), 'send the report to bob@example.com' (a destination).
"""

from __future__ import annotations

import re

from wayfinder.intent.frame import Filter, GivenValue, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import KIND_NOUNS, NAME2
from wayfinder.intent.objects import generic, read_object, with_
from wayfinder.intent.record_writes import RECORDISH_RE
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.values import make_value

# 'comment "Fixed in 412" on issue 14', 'reply "thanks!" to Ann': the quoted message first, then where
_MESSAGE_FIRST_RE = re.compile("^(?P<q>\ue000\\d+\ue001)\\s+(?P<p>on|under|to|in)\\s+(?P<o>\\S.*)$", re.I)


def read_message(verb: str, rest: str, text: str, masked: Masked, *, said: bool = False) -> Step:
    """A send or reply step; ``said`` when its message was read already (a quote left names the place)."""
    body = rest
    values: list[GivenValue] = []
    first = _MESSAGE_FIRST_RE.match(body.strip()) if verb == "reply" else None
    piece = masked.piece(first.group("q")) if first else None
    if first and piece is not None and piece.kind == "quote":
        where = ("to " if first.group("p").lower() == "to" else "") + first.group("o")
        step = read_message("reply", where, text, masked, said=True)
        return with_(step, values=(make_value("message", first.group("q"), masked), *step.values))
    if verb == "reply":
        to_whom = re.match(r"^(?:to\s+)(?P<who>.+?)(?=\s+(?:with|saying|asking|that)\b|\s*:|$)", body, re.I)
        if to_whom:
            body = body[to_whom.end() :]
            who = read_object(to_whom.group("who"), masked, constraints=False).text
            words = to_whom.group("who").split()
            if RECORDISH_RE.search(who) or RECORDISH_RE.search(words[0]) or lemma(words[-1]) in KIND_NOUNS:
                # 'add a note to issue 14 saying X', 'a comment to the Chickpea Salad post': the record
                step = read_message("reply", body, text, masked)
                if step.object:
                    return step
                # the record read as any object phrase: "the 'X' issue" is X, an issue (as 'comment on')
                place = generic("reply", to_whom.group("who"), text, masked)
                return with_(
                    step, object=place.object, exact=place.exact, filters=place.filters + step.filters
                )
            if who:
                values_step = (
                    read_message("reply", body, text, masked)
                    if body.strip()
                    else Step(verb="reply", text=text)
                )
                return with_(values_step, filters=(Filter("author", who),), refers_back=False)
    saying = re.search(
        r"(?:(?:^|\s+)(?:saying|that\s+says|with\s+(?:the\s+)?(?:text|message|words?|body)|with(?=\s+\ue000)|reading"
        r"|asking|that\s+asks|to\s+ask)"  # a question as the message: 'a comment asking "which carriage ...?"'
        r"|\s*:)\s+(?P<m>.+)$",
        body,
        re.I,
    )
    if saying:
        values.append(make_value("message", saying.group("m"), masked))
        body = body[: saying.start()]
    to = re.search(rf"\s*\bto\s+(?P<to>[\w.@+-]*@[\w.@+-]+|{NAME2})\s*$", body, re.I)
    destination = ""
    if to and to.group("to").split()[-1].lower() in KIND_NOUNS:
        to = None  # 'a comment on the Night Train to Vienna post': a title, no one it is sent to
    if to:
        destination = masked.restore(to.group("to"))
        body = body[: to.start()]
    elif verb == "reply" and masked.pieces_in(body, "quote") and not saying and not said:
        values.append(make_value("message", masked.pieces_in(body, "quote")[-1].text, masked))
        if masked.piece(body) is not None:  # 'add a note: "Seen again"': the message alone, no record
            body = ""
    body = re.sub(r"^(?:to|on|under|below|beneath)\s+", "", body.strip(), flags=re.I)  # 'a comment under X
    step = generic(verb, body, text, masked)
    return with_(step, destination=destination or step.destination, values=tuple(values) + step.values)


__all__ = ["read_message"]
