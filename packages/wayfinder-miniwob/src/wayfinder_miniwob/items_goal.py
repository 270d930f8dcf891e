"""Whole-goal reading for "act on one item of a list" goals (pure): messages and contact entries.

People phrase these freely ("Forward to Ann the email you got from Bob", "Bob's email should be
deleted", "Find Ann in the contact book and click on their phone number"), so clause splitting
would cut them apart. This reader looks at the whole goal instead: a noun for a message or a
contact list, one verb family (reply, forward, delete, mark important, or click a field of the
entry) and the capitalised names, sorted into the item's owner and, for forwarding, the
recipient by the words around them ("from/by X", "X's", "to Y"). It returns the work item of the
entry (``EntryAction``: the owner, the action, the reply text or recipient; ``EntryControl``: a
named control on an author's entries; ``EntryField``: a field of a contact's card), or None when the
goal is not of this shape.
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz, process

from wayfinder.intent.masking import Masked
from wayfinder.intent.verbs import VERB_PHRASES
from wayfinder.plan.rules.plugins import Reading
from wayfinder.plan.rules.work import SubmitForm, Work
from wayfinder_miniwob.work import EntryAction, EntryControl, EntryField

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


def _read_post_goal(text: str) -> list[Work] | None:
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
    steps: list[Work] = [EntryControl(text=text, owner=owner, control=match.group("c"), nth=nth)]
    if rest:
        steps.append(SubmitForm(text=rest, control="submit"))
    return steps


def read_item_goal(text: str, masked: Masked) -> Reading | None:
    """The work item of a whole goal about one list entry, or None."""
    steps = _item_steps(text, masked)
    return Reading(steps=tuple(steps)) if steps else None


def _item_steps(text: str, mask: Masked) -> list[Work] | None:
    post = _read_post_goal(text)
    if post is not None:
        return post
    masked = mask.masked.strip()
    contact = _CONTACT_RE.match(masked)
    if contact:
        who = mask.restore(contact.group("who")).strip(" \"'")
        what = mask.restore(contact.group("what")).strip()
        return [EntryField(text=text, owner=who, field=what)]
    quoted = [p.text for p in mask.pieces if p.kind == "quote"]
    told = bool(quoted) and bool(_TELL_RE.search(masked))
    if not _MESSAGE_RE.search(masked) and not told:
        return None
    action = _action(masked, bool(quoted))
    names = _names(masked)
    if action is None or not names:
        return None
    ranked = sorted(names, key=lambda n: -_owner_cues(masked, n, action))
    value = quoted[-1] if action == "reply" else ""
    owner = ranked[0]
    sure = len(ranked) == 1 or _owner_cues(masked, owner, action) > _owner_cues(masked, ranked[1], action)
    if action == "forward":
        others = [n for n in ranked if n != owner]
        if not others:
            return None
        value = others[0]
    return [
        EntryAction(
            text=text, action=action, owner=owner if sure else "", candidates=tuple(ranked), value=value
        )
    ]
