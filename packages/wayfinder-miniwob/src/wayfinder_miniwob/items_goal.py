"""Whole-goal reading for "act on one item of a list" goals (pure): messages and contact entries.

People phrase these freely ("Forward to Ann the email you got from Bob", "Bob's email should be
deleted", "Find Ann in the contact book and click on their phone number"), so clause splitting
would cut them apart. This reader looks at the whole goal instead: a noun for a message or a
contact list, one verb family (reply, forward, delete, mark important, or click a field of the
entry) and the capitalised names, sorted into the item's owner and, for forwarding, the
recipient by the words around them ("from/by X", "X's", "to Y"). It returns one ``item`` sub-goal
(``target`` = owner, ``attribute`` = action, ``fields`` = the reply text or recipient), or None
when the goal is not of this shape.
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz, process

from wayfinder.intent.verbs import VERB_PHRASES
from wayfinder.plan.rules.plugins import Reading
from wayfinder.plan.rules.subgoals import FieldValue, Quotes, SubGoal

_MESSAGE_RE = re.compile(r"\b(?:e-?mails?|mails?|messages?|inbox|information|reply|respond)\b", re.I)
_CONTACT_RE = re.compile(
    r"^(?:please\s+)?(?:find|locate|look\s+up|search\s+for|look\s+for)\s+(?P<who>.+?)\s+in\s+(?:the|my|your)\s+"
    r"[\w\s-]{2,30}?\s+and\s+(?:then\s+)?(?:click|tap|press|open|select)\s+(?:on\s+)?"
    r"(?:their|his|her|its|the)\s+(?P<what>[\w\s-]{2,30}?)[.!]?$",
    re.I,
)
_ACTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "delete",
        re.compile(
            r"\b(?:delete[ds]?|trash|remove|get\s+rid|throw\s+away|don'?t\s+want|recycl\w*|bin|out\s+of)\b",
            re.I,
        ),
    ),
    ("star", re.compile(r"\b(?:important|star(?:red)?|flag(?:ged)?)\b", re.I)),
    (
        "forward",
        re.compile(
            r"\b(?:forward(?:ed)?|re-?send|send|sent|give|wants|needs|waiting|copy|receive)\b"
            r"|\be-?mail\s+(?-i:[A-Z])[\w-]*\s+(?:the|a|an|my)\b",
            re.I,
        ),
    ),
)
_REPLY_RE = re.compile(
    r"\b(?:repl(?:y|ies)|respond|response|answer|text|tell|write|saying|say|e-?mail|send|message)\b", re.I
)
# A quoted text for a named person is a reply even without a word for the message ("Tell Ann "ok"").
_TELL_RE = re.compile(
    r"\b(?:tell|say|write\s+to|let\s+\S+\s+know)\b|\b(?:text|send)\s+(?:(?-i:[A-Z])|\ue000|a\s+text|to\b)",
    re.I,
)
_NAME_RE = re.compile(r"(?<![\w'’])[A-Z][a-zA-Z]+(?:-[A-Z]?[a-zA-Z]+)?(?=(?:['’]s)?\b)")
# Capitalised words that are not names: sentence openers (verbs, pronouns, greetings), days, and the
# words of the mail vocabulary itself. Verbs come from the goal frame's own verb table.
_NOT_NAME_WORDS = """i please the could would will can in this that there my your it his her their a an and then also
    just now i'd i'm you we he she hi hello thanks ok yes no name primary monday tuesday wednesday thursday
    friday saturday sunday automatically simply message mail email e-mail inbox important star trash"""
_NOT_NAMES = frozenset(_NOT_NAME_WORDS.split()) | frozenset(p.split()[0] for p, _ in VERB_PHRASES)
# Misspelt action words ('importnat', 'foward') are read by closeness (rapidfuzz), not from a list of typos.
_FUZZY_ACTIONS = {"important": "star", "forward": "forward", "delete": "delete", "reply": "reply"}


def _names(masked: str) -> list[str]:
    out: list[str] = []
    for match in _NAME_RE.finditer(masked):
        word = match.group(0)
        if word.lower() not in _NOT_NAMES and word not in out:
            out.append(word)
    return out


def _owner_cues(masked: str, name: str, action: str) -> int:
    """How strongly the words around ``name`` say it is the item's owner (sender)."""
    n = re.escape(name)
    score = 0
    if re.search(rf"\b(?:from|by)\s+{n}\b", masked):
        score += 3
    if re.search(rf"\b{n}['’]s\b", masked):
        score += 3
    if re.search(rf"\b{n}\s+(?:sent|wants\s+his|e-?mails?\b|mail\b|message\b)", masked, re.I):
        score += 2
    if action != "forward" and re.search(rf"\b(?:to|with)\s+{n}\b", masked):
        score += 1
    if action == "forward" and re.search(rf"\b(?:to|in|for)\s+{n}\b|^{n}\s+(?:wants|needs|is)\b", masked):
        score -= 3
    return score


def _action(masked: str, has_quote: bool) -> str | None:
    if has_quote and (_REPLY_RE.search(masked) or _TELL_RE.search(masked)):
        return "reply"
    for name, pattern in _ACTIONS:
        if pattern.search(masked):
            return name
    for word in re.findall(r"[A-Za-z]{5,}", masked):
        hit = process.extractOne(word.lower(), list(_FUZZY_ACTIONS), scorer=fuzz.ratio, score_cutoff=80)
        if hit is not None and (_FUZZY_ACTIONS[hit[0]] != "reply" or has_quote):
            return _FUZZY_ACTIONS[hit[0]]
    return None


_POST_RE = re.compile(
    r"^(?:for\s+(?:the\s+)?user\s+(?P<u1>@?[\w.-]+),?\s+)?click(?:\s+on)?\s+the\s+[\"“'](?P<c>[^\"”']+)[\"”']\s+"
    r"(?:button|icon|link)(?:\s+(?:on|for)\s+(?P<n>all|every|each|\d+|one|a)\s+(?:of\s+(?:the\s+|their\s+)?)?"
    r"(?:posts?|entries|entry|items?|messages?)\s+(?:by|from)\s+(?P<u2>@?[\w.-]+))?(?P<rest>.*)$",
    re.I,
)
_THEN_SUBMIT_RE = re.compile(
    r"^(?:,?\s*and)?\s*(?:then\s+)?(?:click|press|hit)\s+(?:on\s+)?(?:the\s+)?[\"“']?submit[\"”']?(?:\s+button)?$",
    re.I,
)


def _read_post_goal(text: str) -> list[SubGoal] | None:
    """'Click the "Like" button on all posts by @ann and then click Submit' / 'For the user @ann, click on
    the "Retweet" button': a named control on the entries of one author (``nth`` -1 = all of them)."""
    match = _POST_RE.match(text.strip().rstrip("."))
    owner = match and (match.group("u1") or match.group("u2"))
    if not match or not owner:
        return None
    rest = match.group("rest").strip(" .")
    if rest and not _THEN_SUBMIT_RE.match(rest):
        return None
    count = (match.group("n") or "1").lower()
    nth = -1 if count in {"all", "every", "each"} else int(count) if count.isdigit() else 1
    steps = [SubGoal(kind="item", text=text, target=owner, attribute=f"control:{match.group('c')}", nth=nth)]
    if rest:
        steps.append(SubGoal(kind="submit", text=rest, target="submit"))
    return steps


def read_item_goal(text: str, quotes: Quotes) -> Reading | None:
    """The ``item`` sub-goal of a whole goal about one list entry, or None."""
    steps = _item_steps(text, quotes)
    return Reading(steps=tuple(steps)) if steps else None


def _item_steps(text: str, quotes: Quotes) -> list[SubGoal] | None:
    post = _read_post_goal(text)
    if post is not None:
        return post
    masked = quotes.masked.strip()
    contact = _CONTACT_RE.match(masked)
    if contact:
        who = quotes.restore(contact.group("who")).strip(" \"'")
        what = quotes.restore(contact.group("what")).strip()
        return [SubGoal(kind="item", text=text, target=who, attribute=f"field:{what}")]
    told = bool(quotes.values) and bool(_TELL_RE.search(masked))
    if not _MESSAGE_RE.search(masked) and not told:
        return None
    action = _action(masked, bool(quotes.values))
    names = _names(masked)
    if action is None or not names:
        return None
    ranked = sorted(names, key=lambda n: -_owner_cues(masked, n, action))
    fields: tuple[FieldValue, ...] = ()
    if action == "reply":
        fields = (FieldValue(field="message", value=quotes.values[-1], exact=True),)
    owner = ranked[0]
    sure = len(ranked) == 1 or _owner_cues(masked, owner, action) > _owner_cues(masked, ranked[1], action)
    if action == "forward":
        others = [n for n in ranked if n != owner]
        if not others:
            return None
        fields = (FieldValue(field="to", value=others[0], exact=True),)
    return [
        SubGoal(
            kind="item",
            text=text,
            target=owner if sure else "",
            alternatives=tuple(ranked),
            attribute=action,
            fields=fields,
        )
    ]
