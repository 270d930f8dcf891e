"""One clause in, its steps out (pure): cues found anywhere, the best reading read.

1. *Peels* (``PEELS``): cues that make a step of their own wherever they stand and leave the rest of
   the clause to be read as a clause - credentials ('... as ann, password P'), a source ('according to
   the pricing page, ...'), a search the question depends on ('... when I search for X'), the way a
   thing is done ('close it by clicking X', 'use the search bar to find X'), what the speaker has been
   looking at ('I've been eyeing X, what does it weigh?').
2. *Readings* (``intent/readings.py``): every other cue proposes an operation; the scores decide. The
   winning reading's slot reader (``SLOT_READERS``, one per kind of cue) fills the step from what is
   left around the cue: the object phrase, its constraints, the values given.

``read_clause`` returns None when no reading yields a step: the frame then names the clause.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wayfinder.intent.attributes import is_attribute_phrase
from wayfinder.intent.cues import DOCUMENT_NOUNS, find_cues
from wayfinder.intent.frame import GivenValue, Step
from wayfinder.intent.imperatives import read_imperative
from wayfinder.intent.masking import SOURCE_SAID, URL_RE, Masked
from wayfinder.intent.objects import generic, with_
from wayfinder.intent.opening import open_target
from wayfinder.intent.questions import read_question
from wayfinder.intent.readings import Reading, readings
from wayfinder.intent.record_states import put_in_state
from wayfinder.intent.text.lemmas import word_classes as getAllLemmas  # the one door to lemminflect
from wayfinder.intent.values import (
    LONE_PASSWORD,
    credential_spans,
    read_credentials,
    read_loose_pairs,
    read_pairs,
    signs_in,
)
from wayfinder.intent.verbs import strip_lead

_ORDER_ONLY_RE = re.compile(
    r"^(?:first(?:ly)?|second(?:ly)?|next|then|finally|lastly|after\s+that|now|um+|uh+|er+|hi|hey|hello|ok(?:ay)?|so|well"
    r"|thanks|thank\s+you|cheers|please|go\s+ahead|sure|alright|all\s+right)[.,!]*$",
    re.I,
)
# How, not what: 'wait 2 seconds', 'switch between the tabs', a bare 'find'.
_NO_STEP_RE = re.compile(
    r"^(?:wait\b.*|(?:find|locate|look)|(?:switch|navigate|browse|look|go|move)\s+(?:between|through|around|across|among)\b.*)$",
    re.I,
)
_CREDENTIAL_TRIGGER_RE = re.compile(
    r"password|<secret:|\bpin\b|\bcode\b|\bpwd?\b|credentials|\blogin\s*:|\bas\s+\S+\s*/\s*\S"
    rf"|\bas\s+[\w.@+-]+\s*\({LONE_PASSWORD}\)",  # 'as jonas (tidewater-88)': values.LONE_PASSWORD
    re.I,
)
# Names of a body of text a person points into ('in the Wayfinder docs, ...').
_DOCUMENTS = "|".join(sorted(DOCUMENT_NOUNS))

Peel = Callable[[re.Match[str], str, Masked], list[Step] | None]


def _source(m: re.Match[str], text: str, masked: Masked) -> list[Step] | None:
    return [generic("open", re.sub(r"\s+page$", "", m.group("s"), flags=re.I), text, masked)]


def _when_search(m: re.Match[str], text: str, masked: Masked) -> list[Step] | None:
    asked = read_clause(m.group("q"), masked)
    return [generic("search", m.group("x"), text, masked), *asked] if asked else None


def _by_clicking(m: re.Match[str], text: str, masked: Masked) -> list[Step] | None:
    return read_imperative("click", "click", m.group("t"), text, masked)


def _purpose(m: re.Match[str], text: str, masked: Masked) -> list[Step] | None:
    inner = read_clause(m.group("rest"), masked)
    if inner and "search" in (m.group("tool") or "") and inner[0].verb == "find":
        inner[0] = with_(inner[0], verb="search")
    tool = m.group("tool") or ""
    if inner and inner[0].verb == "login" and not inner[0].values and tool:
        # 'use alice / P to log in', 'use the account ann (password P) to sign in': the means is the account
        creds = read_credentials(f"as {tool}" if "/" in tool else tool, masked)
        inner[0] = with_(inner[0], values=tuple(creds)) if signs_in(creds) else inner[0]
    return inner


def _looking_at(m: re.Match[str], text: str, masked: Masked) -> list[Step] | None:
    asked = read_clause(m.group("q"), masked)
    if not asked:
        return None
    subject = generic("find", m.group("x"), text, masked)
    first = asked[0]
    if not first.object or first.refers_back:
        asked[0] = with_(
            first, object=subject.object, filters=first.filters + subject.filters, refers_back=False
        )
        return asked
    return [subject, *asked]


# (name, pattern over the masked folded clause, what it makes). Each entry is tested with wordings of
# its own in tests/unit/intent/test_cues.py.
PEELS: tuple[tuple[str, re.Pattern[str], Peel], ...] = (
    (
        "source",
        re.compile(
            rf"^(?:{SOURCE_SAID}\s+(?P<s>.+)"
            rf"|(?:in|on|inside|within)\s+(?:the\s+|this\s+|your\s+)?(?P<s2>.+?\s+(?:{_DOCUMENTS})))$",
            re.I,
        ),
        lambda m, text, masked: _source(_Either(m, "s"), text, masked),  # type: ignore[arg-type]
    ),
    (
        "purpose",
        re.compile(
            r"^(?:use\s+(?:the\s+)?(?P<tool>.+?)\s+to\s+(?P<rest>.+)"
            r"|(?:navigate|go|browse|look|search|move|switch|click)\s+(?:through|around|across|between|among)\s+.+?"
            r"\s+(?:to|and|until\s+you)\s+(?P<rest2>(?:find|locate|open|click|get|select|reach)\b.+))$",
            re.I,
        ),
        lambda m, text, masked: _purpose(_Either(m, "rest"), text, masked),  # type: ignore[arg-type]
    ),
    (
        # the same tool said after what is done with it ('look up X with the docs' search box', 'find X
        # using the search bar'): the site's search is how the thing is found
        "instrument",
        re.compile(
            r"^(?P<rest>.+?)\s+(?:with|using|via|through)\s+(?:the\s+)?(?P<tool>(?:[\w.'’-]+\s+){0,2}search"
            r"(?:\s+(?:box|bar|field|function|tool|engine|page|form))?)$",
            re.I,
        ),
        _purpose,
    ),
    (
        "manner",
        re.compile(
            r"^(?P<pre>.+?)\s+by\s+(?:clicking|pressing|tapping|selecting|choosing|hitting)\s+(?:on\s+)?(?P<t>.+)$",
            re.I,
        ),
        _by_clicking,
    ),
    (
        "looking at",
        re.compile(
            r"^(?:so\s+)?(?:i|we)(?:'ve|\s+have|'m|\s+am)\s+(?:been\s+)?(?:looking\s+at|eyeing|checking\s+out|considering"
            r"|interested\s+in)\s+(?P<x>.+?),\s*(?P<q>.+)$",
            re.I,
        ),
        _looking_at,
    ),
    (
        # 'take X live', 'bring the About page live': verbs the verb table holds only in other senses
        # ('take me to', 'bring up'), published as 'put X live' is (record_writes.put_in_state)
        "go live",
        re.compile(r"^(?P<v>take|bring|get)\s+(?P<o>\S.*?)\s+live$", re.I),
        lambda m, text, masked: put_in_state(m.group("v"), f"{m.group('o')} live", text, masked),
    ),
    (
        "search first",
        re.compile(
            r"^(?P<q>.+?)\s+(?:when|if|after)\s+(?:i|you|we|one)\s+(?:search|look)(?:es)?\s+(?:for\s+|up\s+)?(?P<x>.+?)\??$",
            re.I,
        ),
        _when_search,
    ),
)


class _Rest:
    """The rest of a clause after a cue, as a match's 'rest' group."""

    def __init__(self, rest: str) -> None:
        self._rest = rest

    def group(self, name: str) -> str:
        return self._rest


class _Either:
    """A match whose group may be written under two names (two alternatives of one pattern)."""

    def __init__(self, match: re.Match[str], name: str) -> None:
        self._match, self._name = match, name

    def group(self, name: str) -> str:
        groups = self._match.groupdict()
        return str(groups.get(name) or groups.get(name + "2") or "")


def _credentials(body: str, text: str, masked: Masked) -> list[Step] | None:
    """Credentials anywhere in the clause: a login first, then whatever the rest of the clause asks."""
    if not _CREDENTIAL_TRIGGER_RE.search(masked.restore(body)):
        return None
    creds = read_credentials(body, masked)
    if not signs_in(creds):
        return None  # 'email: a@b.org, card: <secret:CARD>' is an order form's values, not a login
    spans = credential_spans(body, masked)
    start = min(a for a, _ in spans) if spans else 0
    end = max(b for _, b in spans) if spans else 0
    rest = body[end:].strip(" ,.;:")
    before = body[:start].strip(" ,.;:")
    if any(r.kind in {"verb", "question", "count", "statement"} for r in readings(before)):
        return None  # 'log in as ann ...', 'what is X (login: ...)': the request is read by its own reader
    after = read_clause(rest, masked) if rest and rest != body and len(rest.split()) > 1 else []
    return [Step(verb="login", text=text, values=tuple(creds)), *(after or [])]


def _want(m: re.Match[str], text: str, masked: Masked) -> list[Step] | None:
    """'I need a standing desk', "I'm looking for X": what is wanted is read as a clause, else found."""
    inner = read_clause(m.group("rest"), masked)
    return inner if inner else [generic("find", m.group("rest"), text, masked)]


def _peel(body: str, text: str, masked: Masked) -> list[Step] | None:
    want = next((c for c in find_cues(body) if c.kind == "want" and c.first == 0), None)
    if want is not None and body[want.end :].strip():
        return _want(_Rest(body[want.end :].strip(" ,")), text, masked)  # type: ignore[arg-type]
    for _name, pattern, make in PEELS:
        match = pattern.match(body)
        if match is not None:
            steps = make(match, text, masked)
            if steps is not None:
                return steps
    if _NO_STEP_RE.match(body):
        return []
    return _credentials(body, text, masked)


def _rest(reading: Reading, body: str) -> str:
    assert reading.cue is not None
    # a request asked as a question ('could you set the status to Closed?'): the mark is not a value's
    return body[reading.cue.end :].strip(" ,:").rstrip(" ?!")


def _verb(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    if reading.cue is None:
        return None
    rest = _rest(reading, body)
    if reading.op == "create" and reading.cue.size > 1 and body[reading.cue.end :].lstrip().startswith(":"):
        rest = f": {rest}"  # 'file a bug: subject X, ...': the kind the verb names, then its values
    return read_imperative(reading.op, reading.cue.used, rest, text, masked)


def _statement(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    return [generic("accept", _rest(reading, body), text, masked)]


def _question(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    step = read_question(body, text, masked)
    return [step] if step is not None else None


def _destination(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    """'I'd like 3 of X in my cart', '2 tents in the basket': putting the thing there."""
    assert reading.cue is not None
    thing = body[: reading.cue.start]
    want = next((c for c in find_cues(thing) if c.kind == "want" and c.first == 0), None)
    thing = thing[want.end :] if want else thing
    box = reading.cue.used.split()[-1]
    return read_imperative("add", "add", f"{thing.strip(' ,')} to the {box}", text, masked)


def _pairs(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    pairs = read_pairs(body, masked) or _loose_pairs(body, masked)
    return [Step(verb="fill", text=text, values=tuple(pairs))] if pairs else None


def _loose_pairs(body: str, masked: Masked) -> list[GivenValue] | None:
    """'cvc <secret:V>, card number <secret:C>': two or more form fields, each then its value (one alone,
    'the phone number on the contact page', names a thing)."""
    pairs = read_loose_pairs(body, masked)
    return pairs if pairs and len(pairs) > 1 else None


def _url(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    return open_target("open", body, text, masked)


def _new(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    steps = read_imperative("create", "create", body, text, masked)
    return steps if steps and steps[0].values else None


def _thing(reading: Reading, body: str, text: str, masked: Masked) -> list[Step] | None:
    """A noun phrase with a constraint is a thing to find ('cheapest laptop', 'tents under $100'); so is
    a short one that names a thing ('cameras'). A clause that starts like an order with a verb we do not
    know ('highlight the text') is not one."""
    if re.match(r"^[a-z]+\s+(?:the|a|an|all|every|each|this|that|these|those|it|them)\b", body, re.I):
        return None
    step = generic("find", body, text, masked)
    strong = [f for f in step.filters if f.name != "brand"]
    if step.superlative or step.bounds or step.ordinal or step.dates or (strong and step.object):
        return [step]
    if step.object and len(body.split()) <= 5 and not _starts_with_verb(body) and _names_a_thing(step.object):
        return [step]
    return None


SlotReader = Callable[[Reading, str, str, Masked], list[Step] | None]
SLOT_READERS: dict[str, SlotReader] = {
    "verb": _verb,
    "statement": _statement,
    "question": _question,
    "count": _question,
    "attribute": _question,
    "destination": _destination,
    "pairs": _pairs,
    "url": _url,
    "new": _new,
    "thing": _thing,
}


def _shapes(body: str, masked: Masked) -> tuple[str, ...]:
    """Readings of the whole clause that rest on no single cue."""
    found = ["thing"]
    if read_pairs(body, masked) or _loose_pairs(body, masked):
        found.append("pairs")
    if URL_RE.fullmatch(masked.restore(body)) or (masked.pieces_in(body, "url") and len(body.split()) == 1):
        found.append("url")
    if re.match(r"^(?:a\s+)?new\s+[\w -]+?\s*:", body, re.I):
        found.append("new")
    if is_attribute_phrase(body):
        found.append("attribute")
    return tuple(found)


def clause_readings(body: str, masked: Masked | None = None) -> list[Reading]:
    """The scored readings of a clause with the shapes it has (for tests and traces)."""
    return readings(body, _shapes(body, masked or Masked(body)))


def _names_a_thing(phrase: str) -> bool:
    """Some word of ``phrase`` is an English noun (lemminflect's dictionary): 'cameras' names a thing,
    'asdf qwer zxcv' names nothing a person could mean."""
    return any("NOUN" in getAllLemmas(w) for w in re.findall(r"[a-z]+", phrase.lower()))


def _starts_with_verb(body: str) -> bool:
    """The first word is a verb and cannot be a noun or an adjective ('decide on X', 'highlight X')."""
    first = re.sub(r"[^\w'-]", "", body.split()[0].lower()) if body.split() else ""
    forms = getAllLemmas(first)
    return "VERB" in forms and not ({"NOUN", "ADJ", "PROPN"} & set(forms))


def read_clause(clause: str, masked: Masked, *, peels_only: bool = False) -> list[Step] | None:
    """The steps of one (masked) clause, or None when no reading of it yields a step. With
    ``peels_only`` only a peel may read it (two clauses split too early: 'I've been eyeing X, tell me
    its weight' is one)."""
    body = strip_lead(clause)
    text = masked.restore(body).rstrip("?").strip() or masked.restore(clause)
    if not body or _ORDER_ONLY_RE.match(body):
        return None if peels_only else []
    peeled = _peel(body, text, masked)
    if peeled is not None or peels_only:
        return peeled
    for reading in readings(body, _shapes(body, masked)):
        steps = SLOT_READERS[reading.kind](reading, body, text, masked)
        if steps is not None:
            return steps
    return None
