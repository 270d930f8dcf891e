"""Clause patterns for ``plan/goals.py``: one masked clause in, typed sub-goals out (pure).

Each reader tries one way people phrase a step and returns the sub-goals, or None when the clause
is not phrased that way. Readers run in order, most specific first (a URL before a click, "cheapest"
before "open", "X from the list" before "select X"). Nothing here names a site or a task: the words
are the ones people use for web pages in general.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wayfinder.plan.goals import FieldValue, Quotes, SubGoal
from wayfinder.plan.rules_read import read_derived
from wayfinder.plan.rules_readers import (
    read_answer,
    read_check,
    read_fill_pairs,
    read_find_best,
    read_select_from,
    read_type,
)
from wayfinder.plan.rules_verbs import (
    read_accept,
    read_add_to,
    read_back,
    read_message,
    read_no_step,
    read_scroll,
    read_switch_tab,
)
from wayfinder.plan.rules_w_readers import read_copy_paste, read_scroll_box

URL_RE = re.compile(
    r"(?:https?://[^\s,;]+|file://[^\s,;]+|(?:localhost|127\.0\.0\.1)(?::\d+)?(?:/[^\s,;]*)?"
    r"|(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|edu|gov|co|uk|de|app|info|test|local)"
    r"(?::\d+)?(?:/[^\s,;]*)?)",
    re.I,
)
ROLE_WORDS = {
    "button": "button",
    "buttons": "button",
    "link": "link",
    "links": "link",
    "tab": "tab",
    "checkbox": "checkbox",
    "check box": "checkbox",
    "radio button": "radio",
    "radio": "radio",
    "option": "option",
    "icon": "button",
    "menu item": "option",
    "item": "option",
    "field": "field",
    "textbox": "field",
    "text box": "field",
    "input": "field",
    "folder": "link",
    "file": "link",
}
_ROLE_ALT = "|".join(sorted((re.escape(w) for w in ROLE_WORDS), key=len, reverse=True))
_PRONOUNS = {"it", "that", "this", "them", "its page", "the page", "that page", "the result", "its details"}
_SUBMIT_WORDS = r"submit|enter|return|go|ok|send|search|done|save|apply|continue|next|finish"

Reader = Callable[[str, Quotes, list[SubGoal]], list[SubGoal] | None]


def _clean(text: str) -> str:
    return re.sub(r"^(?:the|a|an|on|on the)\s+", "", text.strip(" .,!?:;"), flags=re.I).strip()


def _read_navigate(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    restored = q.restore(clause)
    match = URL_RE.search(restored)
    verb = re.match(
        r"^(?:open|go\s+to|navigate\s+to|visit|load|browse\s+to|head\s+to|start\s+at|goto)\b", clause, re.I
    )
    if match is None or (verb is None and match.start() > 0):
        return None
    url = match.group(0).rstrip(".,)")
    if not re.match(r"^[a-z]+://", url, re.I):
        url = "http://" + url
    return [SubGoal(kind="navigate", text=restored, url=url, target=url)]


def _read_login(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    match = re.match(
        r"^(?:log|sign)\s*(?:in|on)(?:\s+to\s+\S+)?"
        r"(?:\s+(?:as|with)\s+(?:(?:the\s+)?(?:username|user\s*name|user|email|login)\s+)?(?P<user>\S+))?"
        r"(?:\s*,?\s+(?:and|with)\s+(?:the\s+)?(?:password|pass|pwd)\s+(?P<pw>\S+))?$",
        clause,
        re.I,
    )
    if match is None:
        return None
    text = q.restore(clause)
    submit = SubGoal(kind="submit", text=text, target="log in", alternatives=("login", "sign in", "submit"))
    user, pw = match.group("user"), match.group("pw")
    if not user and not pw:
        return [submit]
    fields = []
    if user:
        fields.append(FieldValue(field="username", value=q.restore(user), exact=True))
    if pw:
        fields.append(FieldValue(field="password", value=q.restore(pw), exact=True))
    return [SubGoal(kind="fill", text=text, fields=tuple(fields)), submit]


_FIELD_NOUNS = (
    r"name|number|id|year|city|state|zip|zip code|code|date|title|author|brand|category|keyword|keywords|"
    r"email|phone|address|county|type|isbn|owner|company|street|parcel|case"
)


def _read_search(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    match = re.match(r"^(?:search|look\s+up|query)\s+(?:for\s+|by\s+|on\s+)?(?P<rest>.+)$", clause, re.I)
    if match is None:
        return None
    rest = re.sub(
        r"\s+(?:on|in|using)\s+(?:the\s+)?(?:site|page|website|search\s+box|search\s+bar)$",
        "",
        match.group("rest"),
        flags=re.I,
    )
    text = q.restore(clause)
    by_field = re.match(
        rf"^(?:the\s+|by\s+|with\s+the\s+)?(?P<field>(?:[a-z]+\s+){{0,2}}(?:{_FIELD_NOUNS}))\s+(?P<value>\ue000\d+\ue001|[A-Z0-9][\w.\-]*)$",
        rest,
        re.I,
    )
    if by_field and by_field.group("field").lower() not in {"the", "for"}:
        value = by_field.group("value")
        pair = FieldValue(field=by_field.group("field"), value=q.restore(value), exact=Quotes.is_exact(value))
        return [
            SubGoal(kind="fill", text=text, fields=(pair,)),
            SubGoal(kind="submit", text=text, target="search", alternatives=("submit", "find", "go")),
        ]
    query = _clean(rest)
    if not query:
        return None
    return [SubGoal(kind="search", text=text, target=q.restore(query), exact=Quotes.is_exact(query))]


def _read_sort(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    match = re.match(
        r"^(?:sort|order|arrange)\s+(?:the\s+\w+\s+|them\s+|it\s+)?by\s+(?P<rest>.+)$", clause, re.I
    )
    if match is None:
        return None
    rest = match.group("rest").lower()
    order = "max" if re.search(r"high|desc|expensive|most|largest|newest", rest) else "min"
    attribute = re.split(r"[,(]|\s+(?:from|low|high|asc|desc|in)\b", rest)[0].strip() or "price"
    return [SubGoal(kind="sort", text=q.restore(clause), attribute=attribute, order=order)]


def _read_open_nth(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    match = re.match(
        r"^(?:open|click(?:\s+on)?|select|choose|view|go\s+to|follow|pick)\s+the\s+"
        r"(?P<nth>first|second|third|fourth|fifth|last|top|\d+(?:st|nd|rd|th))\s+"
        r"(?:search\s+)?(?:result|link|item|product|entry|record|row|one|match|article|story|post|listing|hit)s?\b(?P<rest>.*)$",
        clause,
        re.I,
    )
    if match is None:
        return None
    words = {"first": 1, "top": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
    raw = match.group("nth").lower()
    nth = words.get(raw) or int(re.sub(r"\D", "", raw))
    rest = re.sub(r"^\s*(?:for|about|on|matching|with)\s+", "", match.group("rest").strip(), flags=re.I)
    return [SubGoal(kind="open_nth", text=q.restore(clause), nth=nth, target=q.restore(_clean(rest)))]


def _read_download(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    match = re.match(r"^(?:download|save|export)\s+(?P<rest>.+)$", clause, re.I)
    if match is None:
        return None
    target = _clean(match.group("rest"))
    return [
        SubGoal(
            kind="download", text=q.restore(clause), target=q.restore(target), exact=Quotes.is_exact(target)
        )
    ]


def _read_submit(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    text = q.restore(clause)
    if re.match(
        r"^(?:submit|send)(?:\s+(?:the\s+)?(?:form|it|answer|query|search|request|order|details))?$",
        clause,
        re.I,
    ):
        return [SubGoal(kind="submit", text=text, target="submit")]
    match = re.match(
        rf"^(?:press|click|hit|tap|push)\s+(?:on\s+)?(?:the\s+)?(?P<w>{_SUBMIT_WORDS})(?:\s+button|\s+key)?$",
        clause,
        re.I,
    )
    if match is None:
        return None
    return [SubGoal(kind="submit", text=text, target=match.group("w").lower())]


def _role_from(target: str) -> tuple[str, str | None]:
    """Strip a trailing ('X button') or leading ('button X') role word and return it as a hint."""
    trail = re.match(rf"^(?P<t>.+?)\s+(?P<r>{_ROLE_ALT})$", target, re.I)
    if trail:
        return trail.group("t"), ROLE_WORDS[trail.group("r").lower()]
    lead = re.match(
        rf"^(?P<r>{_ROLE_ALT})\s+(?:(?:named|labeled|labelled|called|with\s+text)\s+)?(?P<t>.+)$",
        target,
        re.I,
    )
    if lead:
        return lead.group("t"), ROLE_WORDS[lead.group("r").lower()]
    return target, None


_VERB_HINT = {
    "open": "link",
    "view": "link",
    "follow": "link",
    "visit": "link",
    "go to": "link",
    "navigate to": "link",
    "press": "button",
    "hit": "button",
    "push": "button",
    "focus": "field",
    "focus on": "field",
    "focus into": "field",
    "select": "option",
    "choose": "option",
    "pick": "option",
}


def _read_click(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    by = re.search(r"\bby\s+(?:clicking|pressing|tapping|selecting)\s+(?:on\s+)?(?P<t>.+)$", clause, re.I)
    inner = re.search(r"\b(?:and\s+)?(?:click|press|tap)\s+(?:on\s+)?(?P<t>.+)$", clause, re.I)
    match = re.match(
        r"^(?P<v>click|press|tap|hit|push|open|select|choose|pick|follow|view|go\s+to|navigate\s+to|visit|show|"
        r"expand|toggle|activate|focus(?:\s+on|\s+into)?|find|locate)\s+(?:on\s+)?(?P<t>.+)$",
        clause,
        re.I,
    )
    hit = by or (match if match else inner)
    if hit is None:
        return None
    verb = " ".join(match.group("v").lower().split()) if (match and hit is match) else "click"
    raw = _clean(hit.group("t"))
    raw = re.sub(r"^(.+?)\s+(?:in|on|from|inside)\s+the\s+[\w\s-]{1,30}$", r"\1", raw, flags=re.I)
    raw = re.sub(r"^(?:its|their|the\s+item's)\s+(\w+(?:\s+\w+)?)\s+page$", r"\1", raw, flags=re.I)
    owner = re.match(
        r"^(?:the\s+|an?\s+)?(?:\w+\s+)?(?:email|message|mail|item|entry|post|row|record|card|contact)\s+(?:by|from|of)\s+(?P<who>.+)$",
        raw,
        re.I,
    )
    if owner:
        raw = owner.group("who")  # 'the email by Alice': the entry to click is the one showing Alice
    raw = re.sub(
        r"\s+to\s+(?:delete|mark|open|close|select|submit|confirm|remove|star|save|finish)\b.*$",
        "",
        raw,
        flags=re.I,
    )
    named = re.search(r"\b(?:named|labell?ed|called|titled|with\s+(?:the\s+)?text)\s+(?P<n>.+)$", raw, re.I)
    if named:
        raw = named.group("n").strip()
    target, hint = _role_from(raw)
    target = _clean(target)
    if target.lower() in _PRONOUNS or not target:
        return [
            SubGoal(kind="click", text=q.restore(clause), target="", role_hint=hint or _VERB_HINT.get(verb))
        ]
    alts = (q.restore(raw),) if raw != target else ()
    if q.restore(target).strip().lower() in {"x", "×", "✕", "✖"}:
        alts = (*alts, "close", "×", "✕", "dismiss")
        hint = hint or "button"
    return [
        SubGoal(
            kind="click",
            text=q.restore(clause),
            target=q.restore(target),
            exact=Quotes.is_exact(target),
            alternatives=alts,
            role_hint=hint or _VERB_HINT.get(verb),
        )
    ]


READERS: tuple[Reader, ...] = (
    read_derived,  # values read off the page (rules_read): before the generic type/click readers
    read_no_step,
    read_back,
    read_message,
    _read_navigate,
    _read_login,
    read_fill_pairs,
    read_find_best,
    _read_sort,
    _read_open_nth,
    _read_search,
    read_answer,
    _read_download,
    _read_submit,
    read_switch_tab,
    read_scroll_box,
    read_copy_paste,
    read_scroll,
    read_check,
    read_select_from,
    read_type,
    read_accept,
    read_add_to,
    _read_click,
)


def parse_clause(clause: str, quotes: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """The sub-goals of one clause, or None when no reader understands it."""
    for reader in READERS:
        result = reader(clause, quotes, prev)
        if result is not None:
            return result
    return None


def merge_followups(steps: list[SubGoal]) -> list[SubGoal]:
    """Fold 'open it' / 'open its page' into the step before it; drop pronoun clicks with nothing to refer to.

    A pronoun click after a find/search/sort means "open the thing found"; standing alone it has no
    referent and stays a click with an empty target, which the planner treats as not understood.
    """
    out: list[SubGoal] = []
    for step in steps:
        if step.kind == "click" and not step.target and out:
            before = out[-1]
            if before.kind == "find_best":
                out[-1] = before.model_copy(update={"open_result": True})
                continue
            if before.kind == "search":
                out.append(SubGoal(kind="open_nth", text=step.text, nth=1, target=before.target))
                continue
            if before.kind == "sort":
                out.append(SubGoal(kind="open_nth", text=step.text, nth=1))
                continue
        out.append(step)
    return out
