"""What 'open' opens (pure): a page by its name, a part of a page ('the MiniWoB++ part of the
benchmarks page', 'the section of the architecture doc about X'), a URL, or - with an indefinite
tracker record ('open a support ticket') - a new record. Read by ``imperatives.py`` and ``clauses.py``.
"""

from __future__ import annotations

import re

from wayfinder.intent.discourse import set_aside
from wayfinder.intent.frame import Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.object_words import clean
from wayfinder.intent.objects import generic
from wayfinder.intent.record_writes import h_create, new_record

# 'the MiniWoB++ part of the benchmarks page': that part, on that page
_PART_OF_RE = re.compile(
    r"^(?:the\s+)?(?P<x>.+?)\s+(?:part|section|chapter|heading|bit)\s+(?:of|on|in)\s+(?:the\s+)?(?P<y>.+?)(?:\s+(?:page|doc|document|article))?$",
    re.I,
)
# 'the section of the architecture doc about X', 'the bit of the scaling doc that says what it costs':
# the same part, named after the page (its topic as written: a heading may be a clause, 'What it costs')
_PART_ABOUT_RE = re.compile(
    r"^(?:the\s+)?(?:part|section|chapter|heading|bit|passage|paragraph)\s+(?:of|in|on)\s+(?:the\s+)?(?P<y>.+?)"
    r"(?:\s+(?:page|doc|document|article))?\s+(?:about|on|covering|(?:that|which)\s+(?:says?|explains?|covers?|describes?|mentions?"
    r"|talks?\s+about|deals?\s+with|is\s+about))\s+(?P<x>\S.*)$",
    re.I,
)
_TO_PARTS = frozenset(
    {"open", "show", "go to", "view", "read", "pull up", "bring up", "take me to", "navigate to"}
)


def open_target(used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    about = _PART_ABOUT_RE.match(rest) if used in _TO_PARTS else None
    if about:  # the page, then its part named by its topic as written ('what it costs')
        topic = set_aside(masked.restore(about.group("x"))).text.strip(" .?!")  # 'what it costs, please'
        topic = re.sub(r"^(?:the|a|an)\s+", "", topic, flags=re.I)
        return [generic("open", about.group("y"), text, masked), Step(verb="open", text=text, object=topic)]
    part = _PART_OF_RE.match(rest) if used in _TO_PARTS else None
    if part:  # open the page, then that part of it
        return [
            generic("open", part.group("y"), text, masked),
            generic("open", part.group("x"), text, masked),
        ]
    url = masked.pieces_in(rest, "url")
    if url and re.match(r"^(?:the\s+)?(?:page\s+|site\s+|url\s+|website\s+)?\ue000", rest.strip(), re.I):
        link = url[0].text.rstrip(".,)")
        if not re.match(r"^[a-z]+://", link, re.I):
            link = "http://" + link
        return [Step(verb="navigate", text=text, url=link, object=link)]
    named = re.sub(r"\s+(?:page|details|detail\s+page|product\s+page)$", "", rest, flags=re.I)
    # 'open the product page' / 'open the page' after a find: the page of what was found (a pronoun)
    return [generic("open", named if clean(named) else rest, text, masked)]


# 'open a support ticket', 'open a new bug report', 'file an incident': opening a record that does not
# exist yet (an indefinite one) makes it, as trackers and help desks say
_NEW_RECORD_RE = re.compile(
    r"^(?:a|an)\s+(?:new\s+)?(?:[\w-]+\s+){0,2}?(?:ticket|issue|bug|case|incident|request|report|task)\b",
    re.I,
)


def h_open(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    if used == "open" and _NEW_RECORD_RE.match(rest.strip()):
        # 'open a support ticket in X: subject Y, ...' gives its values as 'file a ticket: ...' does
        return new_record("create", rest, text, masked) or h_create("create", used, rest, text, masked)
    return open_target(used, rest, text, masked)


__all__ = ["h_open", "open_target"]
