"""Yes/no answers about whether a site has a thing (pure): "do you sell toasters?".

"No" is grounded by a page of this run that listed nothing for the thing (a search or a narrowed list
that states 0 results or "no products"), whose query or title names it. "Yes" is grounded by the
thing named on a page of this run (the example the answer gives) or, for "Yes: N ...", by the count
read there. Questions about a state ("is X in stock?") are not read here: their answer is a value
read from the thing's page, checked like any other text answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from wayfinder.agent.verify.frame import FrameLike, main_step, object_of
from wayfinder.agent.verify.ledger import PageEntry
from wayfinder.agent.verify.result import UNVERIFIED_ANSWER, Verification, fail, ok
from wayfinder.intent.text.reading import amounts_in as numbers_in
from wayfinder.intent.text.reading import contains_words

Entry = PageEntry
_VERDICT_RE = re.compile(r"^\W*(?P<v>yes|no)\b[\s:,.;-]*(?P<rest>.*)$", re.I | re.S)


def asks_existence(frame: FrameLike) -> bool:
    """A yes/no question about whether things exist, not about a state of one thing."""
    step = main_step(frame)
    return frame.answer_kind == "yes_no" and step is not None and not tuple(getattr(step, "attributes", ()))


def _names_thing(entry: Entry, names: Sequence[str]) -> bool:
    """The page's query, title, headings or address names the thing or a value it was narrowed by
    ('records' searched by the name 'Okafor': ?last_name=Okafor)."""
    where = " ".join(
        [
            entry.query or "",
            entry.title,
            *entry.headings,
            entry.url.replace("_", " "),
        ]
    )
    return any(contains_words(where, name, ratio=0.5) for name in names if name)


def verify_yes_no(frame: FrameLike, answer: str, ledger: Sequence[Entry]) -> Verification:
    verdict = _VERDICT_RE.match(answer)
    if verdict is None:
        return fail("answer", UNVERIFIED_ANSWER, f"the answer {answer!r} is not a yes or a no", "yes or no")
    thing = object_of(frame)
    step = main_step(frame)
    names = [thing, *(f.value for f in (step.filters if step is not None else ()))]
    rest = verdict.group("rest")
    if verdict.group("v").lower() == "no":
        empty = [e for e in ledger if (e.zero or e.total == 0) and _names_thing(e, names)]
        if empty:
            return ok("answer", f"{empty[-1].url} lists no {thing}")
        return fail(
            "answer",
            UNVERIFIED_ANSWER,
            f"no page of this run showed that there are no {thing}",
            f"a search or list for {thing} that shows none",
        )
    seen = [e for e in ledger if rest and contains_words(e.text, rest.split(",")[-1], ratio=0.8)]
    counts = numbers_in(rest)
    if counts and any(e.total == counts[0] for e in ledger):
        return ok("answer", f"{counts[0]:g} {thing} stated on a page of this run")
    if seen:
        return ok("answer", f"read on {seen[-1].url}")
    return fail(
        "answer",
        UNVERIFIED_ANSWER,
        f"the answer {answer!r} names nothing read on a page of this run",
        f"a page that shows {thing}",
    )
