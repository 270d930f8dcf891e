"""A clause reader for scroll boxes run on with their submit ("scroll the textarea to the bottom hit
submit"): masked clause in, work items out, None when the clause is not phrased this way."""

from __future__ import annotations

import re
from typing import Literal

from wayfinder.intent.masking import Masked
from wayfinder.plan.rules.work import ScrollTo, SubmitForm, Work

_SCROLL_BOX_RE = re.compile(
    r"^scroll\s+(?:down\s+)?(?:the\s+|that\s+)?(?P<box>text\s*area|textarea|list|box|panel|pane)\s+"
    r"(?:all\s+the\s+way\s+)?(?:to\s+(?:the\s+)?)?(?P<e>top|bottom|end)\b(?P<rest>.*)$",
    re.I,
)
_TRAILING_SUBMIT_RE = re.compile(r"\b(?:hit|press|click|tap)\s+(?:the\s+)?(?P<w>submit|ok|done)\b", re.I)


def read_scroll_box(clause: str, q: Masked, prev: list[Work]) -> list[Work] | None:
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
    steps: list[Work] = [ScrollTo(text=text, direction=direction)]
    submit = _TRAILING_SUBMIT_RE.search(match.group("rest"))
    if submit:
        steps.append(SubmitForm(text=text, control=submit.group("w").lower()))
    return steps
