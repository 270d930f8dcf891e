"""A clause reader for scroll boxes run on with their submit ("scroll the textarea to the bottom hit
submit"): masked clause in, sub-goals out, None when the clause is not phrased this way."""

from __future__ import annotations

import re
from typing import Literal

from wayfinder.plan.rules.subgoals import Quotes, SubGoal

_SCROLL_BOX_RE = re.compile(
    r"^scroll\s+(?:down\s+)?(?:the\s+|that\s+)?(?P<box>text\s*area|textarea|list|box|panel|pane)\s+"
    r"(?:all\s+the\s+way\s+)?(?:to\s+(?:the\s+)?)?(?P<e>top|bottom|end)\b(?P<rest>.*)$",
    re.I,
)
_TRAILING_SUBMIT_RE = re.compile(r"\b(?:hit|press|click|tap)\s+(?:the\s+)?(?P<w>submit|ok|done)\b", re.I)


def read_scroll_box(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'scroll the textarea to the bottom (of the text) hit submit': scroll a box, maybe then submit.

    People often run the last instruction on without a comma; a trailing 'hit submit' in the same
    clause is read as its own step.
    """
    match = _SCROLL_BOX_RE.match(clause)
    if match is None:
        return None
    edge = match.group("e").lower()
    text = q.restore(clause)
    direction: Literal["top", "bottom"] = "top" if edge == "top" else "bottom"
    steps = [SubGoal(kind="scroll", text=text, direction=direction)]
    submit = _TRAILING_SUBMIT_RE.search(match.group("rest"))
    if submit:
        steps.append(SubGoal(kind="submit", text=text, target=submit.group("w").lower()))
    return steps
