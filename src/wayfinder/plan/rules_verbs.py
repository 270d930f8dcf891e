"""Clause readers for verbs that need few values: back, wait, accept/close, tabs, scrolling, mail verbs.

Split from ``rules_clauses`` to keep modules small; same contract (masked clause in, sub-goals out,
None when the clause is not phrased this way).
"""

from __future__ import annotations

import re

from wayfinder.plan.goals import FieldValue, Quotes, SubGoal

_NO_STEP_RE = re.compile(
    r"^wait\b|^(?:find|locate|look)$|^(?:switch|navigate|browse|look|go|move)\s+(?:between|through|around|across)\b",
    re.I,
)


def read_no_step(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """Clauses that need no action of their own.

    'wait 2 seconds': the loop re-observes every step anyway. 'switch between the tabs to find',
    'navigate through the tree': the click step explores tabs and expanders by itself while its
    target is not visible, so these only describe how, not what.
    """
    return [] if _NO_STEP_RE.match(clause) else None


def read_message(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """Message-style verbs any mail or chat UI has: forward to X, reply with text, delete it."""
    text = q.restore(clause)
    fwd = re.match(
        r"^forward\s+(?:it|them|that\s+\w+|this\s+\w+|the\s+\w+)?\s*to\s+(?P<to>.+)$", clause, re.I
    )
    if fwd:
        to = q.restore(fwd.group("to").strip(" ."))
        return [
            SubGoal(kind="click", text=text, target="forward", role_hint="button"),
            SubGoal(kind="type", text=text, fields=(FieldValue(field="to", value=to, exact=True),)),
            SubGoal(kind="submit", text=text, target="send"),
        ]
    reply = re.match(
        r"^reply\s+(?:to\s+(?:them|him|her|it|the\s+\w+|that\s+\w+)\s+)?with\s+(?:the\s+)?(?:text|message|words?)?\s*(?P<msg>.+)$",
        clause,
        re.I,
    )
    if reply:
        msg = q.restore(reply.group("msg").strip(" ."))
        return [
            SubGoal(kind="click", text=text, target="reply", role_hint="button"),
            SubGoal(kind="type", text=text, fields=(FieldValue(field="", value=msg, exact=True),)),
            SubGoal(kind="submit", text=text, target="send"),
        ]
    if re.match(r"^(?:delete|remove|trash)\s+(?:it|them|that|this)\b", clause, re.I):
        alts = ("trash", "remove", "bin")
        return [SubGoal(kind="click", text=text, target="delete", alternatives=alts, role_hint="button")]
    return None


def read_back(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    if re.match(r"^(?:go|navigate|return|head)\s+back\b|^back\b|^return to the previous page", clause, re.I):
        return [SubGoal(kind="go_back", text=q.restore(clause))]
    return None


def read_accept(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    if re.search(r"\bby\s+(?:clicking|pressing|tapping|selecting)\b", clause, re.I):
        return None  # 'close the dialog by clicking "x"': the click names the exact target
    match = re.match(
        r"^(?P<verb>accept|agree\s+to|acknowledge|dismiss|close|confirm|continue)\b(?P<rest>.*)$",
        clause,
        re.I,
    )
    if match is None:
        return None
    verb = match.group("verb").lower()
    text = q.restore(clause)
    if verb in {"dismiss", "close"}:
        alts: tuple[str, ...] = ("close", "dismiss", "×", "x", "no thanks", "cancel")
        return [SubGoal(kind="click", text=text, target="close", alternatives=alts, role_hint="button")]
    alts = ("accept", "i agree", "agree", "i accept", "continue", "ok", "yes", "confirm", "proceed")
    return [SubGoal(kind="click", text=text, target=verb.split()[0], alternatives=alts, role_hint="button")]


_ADD_TO_RE = re.compile(
    r"^(?:add|put|place)\s+(?P<what>it|them|that|this|one|the\s+\w+)\s+(?:in|into|to)\s+(?:the\s+|my\s+|your\s+)?"
    r"(?P<where>cart|basket|bag|wish\s*list|shopping\s+cart)$",
    re.I,
)
_OPENS_FOUND = {"search", "find_best", "sort"}  # steps after which 'it' is an item still to be opened


def read_add_to(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'add it to the cart': press the store's 'Add to cart' button; right after a search or a
    'cheapest X' step, 'it' is the item found, so it is opened first (the pronoun click is folded
    into that step by ``merge_followups``)."""
    match = _ADD_TO_RE.match(clause)
    if match is None:
        return None
    text = q.restore(clause)
    where = " ".join(match.group("where").lower().split()).replace("shopping ", "")
    alts = tuple(f"add to {w}" for w in ("cart", "basket", "bag") if w != where)
    press = SubGoal(kind="click", text=text, target=f"add to {where}", alternatives=alts, role_hint="button")
    if prev and prev[-1].kind in _OPENS_FOUND:
        return [SubGoal(kind="click", text=text, target="", role_hint="link"), press]
    return [press]


def read_switch_tab(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    match = re.match(
        r"^switch\s+to\s+(?:the\s+)?(?P<which>new|other|next|last|latest|previous|first)\s+tab\b",
        clause,
        re.I,
    )
    if match is None:
        return None
    return [SubGoal(kind="switch_tab", text=q.restore(clause), target=match.group("which").lower())]


def read_scroll(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    match = re.match(
        r"^scroll\s+(?:the\s+page\s+)?(?:(?P<d>up|down)|to\s+the\s+(?P<e>top|bottom|end))\b", clause, re.I
    )
    if match is None:
        return None
    direction = (match.group("d") or match.group("e") or "down").lower()
    direction = "bottom" if direction == "end" else direction
    return [SubGoal(kind="scroll", text=q.restore(clause), direction=direction)]
