"""Yes/no answers about whether a site has a thing (pure): "do you sell toasters?".

A question about a named thing ("are pets allowed at Hotel Lumen?", "has bug 1234 been fixed?") is
another matter (issue 31): its "No" needs the thing's own page stating it, and a search that found
nothing ends ``not_found`` ("I could not find Hotel Lumen on this site"), never "No".

Otherwise "No" is grounded by a page of this run that listed nothing for the thing (a search or a narrowed list
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
from wayfinder.agent.verify.result import NOT_FOUND, UNVERIFIED_ANSWER, Verification, fail, ok
from wayfinder.intent.text.reading import amounts_in as numbers_in
from wayfinder.intent.text.reading import contains_words

Entry = PageEntry
_VERDICT_RE = re.compile(r"^\W*(?P<v>yes|no)\b[\s:,.;-]*(?P<rest>.*)$", re.I | re.S)


def asks_existence(frame: FrameLike) -> bool:
    """A yes/no question about whether things exist, not about a state of one thing."""
    step = main_step(frame)
    return frame.answer_kind == "yes_no" and step is not None and not tuple(getattr(step, "attributes", ()))


def _names_thing(entry: Entry, names: Sequence[str], ratio: float = 0.5) -> bool:
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
    return any(contains_words(where, name, ratio=ratio) for name in names if name)


# "pets allowed at Hotel Lumen", "Riverside Library open on Sunday", "1234 been fixed yet": a question
# about a named thing (a name after at/on/in/for/of, or an identifying number), not about a kind of thing
_NAMED_RE = re.compile(
    r"\b(?:at|on|in|for|of|from|to|near|about)\s+(?:the\s+)?(?P<n>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)*)"
)
_ID_RE = re.compile(r"(?<![\w.])(?P<n>[A-Za-z#-]*\d{3,}[\w-]*)")
_NEGATIVE_RE = re.compile(
    r"\b(?:no|not|never|none|closed|cannot|can't|isn't|aren't|won't|unavailable|prohibited|forbidden|"
    r"open|pending|new)\b",
    re.I,
)


_WHEN = frozenset(
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "weekends",
        "weekend",
        "today",
        "tomorrow",
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "christmas",
        "easter",
    ]
)
_LEAD_NAME_RE = re.compile(r"^(?:the\s+)?(?P<n>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)+)\s+\w")


def named_thing(thing: str) -> str | None:
    """The name of the one thing a yes/no question is about ("Hotel Lumen", "1234"), or None when it
    asks whether a kind of thing exists ("toasters", "Sony headphones")."""
    found = _ID_RE.search(thing) or _NAMED_RE.search(thing)
    if found is None:
        return None
    name = found.group("n").strip()
    if name.lower() in _WHEN:  # "open on Sunday": the thing is what is open, named first
        lead = _LEAD_NAME_RE.match(thing)
        return lead.group("n") if lead else None
    return name


def _named_no(thing: str, name: str, ledger: Sequence[Entry]) -> Verification:
    """ "No" about a named thing: only its own page (it names the thing and lists something) stating
    it; a search that found nothing says only that the thing was not found on the site."""
    own = [e for e in ledger if not (e.zero or e.total == 0) and _names_thing(e, [name], ratio=1.0)]
    stated = [e for e in own if _NEGATIVE_RE.search(e.text)]
    if stated:
        return ok("answer", f"read on the page of {name}: {stated[-1].url}")
    empty = [e for e in ledger if e.zero or e.total == 0]
    if not own and empty:
        searched = f": the search for {empty[-1].query!r} found nothing" if empty[-1].query else ""
        return fail(
            "answer", NOT_FOUND, f"I could not find {name} on this site{searched}", f"the page of {name}"
        )
    return fail(
        "answer", UNVERIFIED_ANSWER, f"no page of {name} showed that {thing} is not so", f"the page of {name}"
    )


def verify_yes_no(frame: FrameLike, answer: str, ledger: Sequence[Entry]) -> Verification:
    verdict = _VERDICT_RE.match(answer)
    if verdict is None:
        return fail("answer", UNVERIFIED_ANSWER, f"the answer {answer!r} is not a yes or a no", "yes or no")
    thing = object_of(frame)
    step = main_step(frame)
    names = [thing, *(f.value for f in (step.filters if step is not None else ()))]
    rest = verdict.group("rest")
    named = named_thing(thing)
    if verdict.group("v").lower() == "no" and named:
        return _named_no(thing, named, ledger)
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
