"""A list answer holds as many items as the goal asks (pure): "list the four terminal reasons" is not
answered by three of them. The items of an answer are its parts between commas, semicolons, line
breaks, bullets and a last 'and'/'or' ('They are a, b and c.'); an answer of fewer parts than the number
asked is short. More parts are left to the other checks (a name with a comma in it splits in two).
"""

from __future__ import annotations

import re

from wayfinder.agent.verify.frame import FrameLike, quantity_of

_SPLIT_RE = re.compile(r"\s*(?:[,;\n•·]|\s[-/|]\s|\band\b|\bor\b)\s*", re.I)
_LEAD_RE = re.compile(
    r"^(?:(?:they|these|those|the \w+(?: \w+)?) (?:are|were)|here (?:are|they are)|[\w ]{0,30}:)\s*", re.I
)


def items_of(answer: str) -> list[str]:
    """The answer's list items, its framing words ('They are', 'The reasons are:') left out."""
    body = _LEAD_RE.sub("", answer.strip().rstrip(".!"), count=1)
    return [part for part in _SPLIT_RE.split(body) if part.strip(" .:-")]


def short_list(frame: FrameLike, answer: str) -> str | None:
    """Why a list answer is shorter than the number asked, or None."""
    wanted = quantity_of(frame)
    if frame.answer_kind != "list" or not wanted:
        return None
    got = items_of(answer)
    if len(got) >= wanted:
        return None
    return f"the answer names {len(got)} of the {wanted} asked"
