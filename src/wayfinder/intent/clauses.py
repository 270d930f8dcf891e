"""One clause in, its steps out (pure). Questions, statements, imperatives and terse noun phrases.

``read_clause`` returns None when it cannot read the clause: the frame is then not understood and
names that clause, so the planner asks instead of guessing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lemminflect import getAllLemmas

from wayfinder.intent.frame import GivenValue, Step
from wayfinder.intent.imperatives import generic, open_target, read_imperative, with_
from wayfinder.intent.masking import URL_RE, Masked
from wayfinder.intent.questions import read_question
from wayfinder.intent.values import credential_spans, read_credentials, read_pairs
from wayfinder.intent.verbs import split_verb, strip_lead

_STATEMENT_RE = re.compile(
    r"^(?:i|we)\s+(?:hereby\s+|fully\s+|also\s+)?(?P<v>accept|agree|consent|acknowledge|confirm)\b(?P<rest>.*)$",
    re.I,
)

_WANT_RE = re.compile(
    r"^(?:i|we)(?:'m|\s+am|\s+are|'d|\s+would)?\s+(?:want|need|like|looking\s+for|searching\s+for|after|in\s+the\s+market\s+for)\s+(?P<rest>.+)$",
    re.I,
)

_USE_RE = re.compile(r"^use\s+(?:the\s+)?(?P<tool>.+?)\s+to\s+(?P<rest>.+)$", re.I)

_THROUGH_RE = re.compile(
    r"^(?:navigate|go|browse|look|search|move|switch|click)\s+(?:through|around|across|between|among)\s+.+?\s+(?:to|and|until\s+you)\s+"
    r"(?P<rest>(?:find|locate|open|click|get|select|reach)\b.+)$",
    re.I,
)

_NO_STEP_RE = re.compile(
    r"^(?:wait\b.*|(?:find|locate|look)|(?:switch|navigate|browse|look|go|move)\s+(?:between|through|around|across|among)\b.*)$",
    re.I,
)
_BY_CLICKING_RE = re.compile(
    r"^(?P<pre>.+?)\s+by\s+(?:clicking|pressing|tapping|selecting|choosing|hitting)\s+(?:on\s+)?(?P<t>.+)$",
    re.I,
)
_MARK_AS_RE = re.compile(r"^mark\s+(?P<o>.+?)\s+as\s+(?P<v>.+)$", re.I)

_ORDER_ONLY_RE = re.compile(
    r"^(?:first(?:ly)?|second(?:ly)?|next|then|finally|lastly|after\s+that|now|um+|uh+|er+|hi|hey|hello|ok(?:ay)?|so|well"
    r"|thanks|thank\s+you|cheers|please|go\s+ahead|sure|alright|all\s+right)[.,!]*$",
    re.I,
)
_WHEN_SEARCH_RE = re.compile(
    r"^(?P<q>.+?)\s+(?:when|if|after)\s+(?:i|you|we|one)\s+(?:search|look)(?:es)?\s+(?:for\s+|up\s+)?(?P<x>.+?)\??$",
    re.I,
)
_LOOKING_AT_RE = re.compile(
    r"^(?:so\s+)?(?:i|we)(?:'ve|\s+have|'m|\s+am)\s+(?:been\s+)?(?:looking\s+at|eyeing|checking\s+out|considering|interested\s+in)"
    r"\s+(?P<x>.+?),\s*(?P<q>.+)$",
    re.I,
)
_IN_CART_RE = re.compile(
    r"^(?P<x>.+?)\s+(?:in|into|to)\s+(?:my|the)\s+(?:shopping\s+)?(?:cart|basket|bag)$", re.I
)


Reader = Callable[[str, str, Masked], list[Step] | None]


def _no_step(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'wait 2 seconds', 'switch between the tabs (to find)': how, not what; no step of their own."""
    return [] if _NO_STEP_RE.match(body) else None


def _by_clicking(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'close the dialog by clicking "x"': the click names the exact target."""
    match = _BY_CLICKING_RE.match(body)
    return read_imperative("click", "click", match.group("t"), text, masked) if match else None


def _statement(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'I accept the terms.', 'We agree to the policy'."""
    match = _STATEMENT_RE.match(body)
    return [generic("accept", match.group("rest").strip(), text, masked)] if match else None


def _when_search(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'How many products come up when I search for X?': search X, then ask."""
    match = _WHEN_SEARCH_RE.match(body)
    if match is None:
        return None
    asked = read_clause(match.group("q"), masked)
    search = generic("search", match.group("x"), text, masked)
    return [search, *asked] if asked else None


def _looking_at(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'I've been looking at X, could you tell me what rating it has?': the question is about X."""
    match = _LOOKING_AT_RE.match(body)
    if match is None:
        return None
    asked = read_clause(match.group("q"), masked)
    if not asked:
        return None
    subject = generic("find", match.group("x"), text, masked)
    first = asked[0]
    if not first.object or first.refers_back:
        asked[0] = with_(
            first, object=subject.object, filters=first.filters + subject.filters, refers_back=False
        )
        return asked
    return [subject, *asked]


def _want(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'I need a standing desk', 'I'm looking for X' (a verb after it is read as usual)."""
    match = _WANT_RE.match(body)
    if match is None:
        return None
    cart = _IN_CART_RE.match(match.group("rest"))
    if cart:  # "I'd like 3 of X in my cart"
        return read_imperative("add", "add", f"{cart.group('x')} to the cart", text, masked)
    inner = read_clause(match.group("rest"), masked)
    return inner if inner else [generic("find", match.group("rest"), text, masked)]


def _question(body: str, text: str, masked: Masked) -> list[Step] | None:
    step = read_question(body, text, masked)
    return [step] if step is not None else None


def _new_thing(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'new page: title Tea Notes': a thing to create, with its values."""
    if not re.match(r"^(?:a\s+)?new\s+[\w -]+?\s*:", body, re.I):
        return None
    steps = read_imperative("create", "create", body, text, masked)
    return steps if steps and steps[0].values else None


def _pairs(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'First name: Ada, last name: Byron' / 'my username is dora': values to fill."""
    pairs = read_pairs(body, masked)
    if pairs and not split_verb(body):
        return [Step(verb="fill", text=text, values=tuple(pairs))]
    return None


def _use(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'use the search bar to find X' -> search X; 'navigate through the tree to find X' -> find X."""
    use = _USE_RE.match(body)
    if use:
        inner = read_clause(use.group("rest"), masked)
        if inner and re.search(r"search", use.group("tool"), re.I) and inner[0].verb == "find":
            inner[0] = with_(inner[0], verb="search")
        return inner
    through = _THROUGH_RE.match(body)
    return read_clause(through.group("rest"), masked) if through else None


def _mark_as(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'mark Bob's email as important': change the state of a thing."""
    mark = _MARK_AS_RE.match(body)
    if mark is None:
        return None
    step = generic("edit", mark.group("o"), text, masked)
    return [with_(step, values=(GivenValue("status", masked.restore(mark.group("v")), "text"),))]


def _imperative(body: str, text: str, masked: Masked) -> list[Step] | None:
    verb = split_verb(body)
    return read_imperative(verb[0], verb[1], verb[2], text, masked) if verb is not None else None


def _bare_url(body: str, text: str, masked: Masked) -> list[Step] | None:
    if URL_RE.fullmatch(masked.restore(body)) or (masked.pieces_in(body, "url") and len(body.split()) == 1):
        return open_target("open", body, text, masked)
    return None


def _credentials(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'password hunter2', 'as ann (password X)', a bare secret: credentials for a login, and whatever
    the clause says after them ('username ann password X how many books are there')."""
    trigger = r"password|<secret:|\bpin\b|\bcode\b|\bpw\b|credentials|\blogin\s*:|\bas\s+\S+\s*/\s*\S"
    if not re.search(trigger, masked.restore(body), re.I):
        return None
    creds = read_credentials(body, masked)
    if not creds:
        return None
    spans = credential_spans(body, masked)
    end = max(b for _, b in spans) if spans else 0
    rest = body[end:].strip(" ,.;:")
    after = read_clause(rest, masked) if rest and rest != body and len(rest.split()) > 1 else []
    return [Step(verb="login", text=text, values=tuple(creds)), *(after or [])]


def _credentials_first(body: str, text: str, masked: Masked) -> list[Step] | None:
    """A clause that starts with credentials and goes on ('as librarian (password X) sort the books')."""
    if not re.match(r"^(?:as\s+\S+|user(?:name)?\s+\S+|credentials\b)", masked.restore(body), re.I):
        return None
    return _credentials(body, text, masked)


# Names of a body of text a person points into ('in the Wayfinder docs, ...').
_DOCUMENTS = "docs|documentation|manual|guide|handbook|wiki|faq|help|site|website|page|pages|readme|reference"


def _according(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'According to the benchmarks page, ...', 'In the Wayfinder docs, ...': open that page first."""
    match = re.match(r"^(?:according\s+to|as\s+(?:stated|said|shown)\s+(?:on|in))\s+(?P<s>.+)$", body, re.I)
    match = match or re.match(
        rf"^(?:in|on|inside|within)\s+(?:the\s+|this\s+|your\s+)?(?P<s>.+?\s+(?:{_DOCUMENTS}))$", body, re.I
    )
    if match is None:
        return None
    return [generic("open", re.sub(r"\s+page$", "", match.group("s"), flags=re.I), text, masked)]


def _part_of(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'open the MiniWoB++ part of the benchmarks page': open the page, then that part of it."""
    match = re.match(
        r"^(?:open|show|go\s+to|view|read)\s+(?:me\s+)?(?:the\s+)?(?P<x>.+?)\s+(?:part|section|chapter|heading|bit)\s+"
        r"(?:of|on|in)\s+(?:the\s+)?(?P<y>.+?)(?:\s+page)?$",
        body,
        re.I,
    )
    if match is None:
        return None
    return [generic("open", match.group("y"), text, masked), generic("open", match.group("x"), text, masked)]


def _talks_about(body: str, text: str, masked: Masked) -> list[Step] | None:
    """'find where the docs talk about X': find X."""
    match = re.match(
        r"^(?:find|show(?:\s+me)?|tell\s+me)\s+(?:out\s+)?where\s+(?:the\s+)?(?:\w+\s+)?(?:talks?|mentions?|discuss(?:es)?|explains?|covers?|describes?|says?)"
        r"\s+(?:about\s+)?(?P<x>.+)$",
        body,
        re.I,
    )
    return [generic("find", match.group("x"), text, masked)] if match else None


def _terse(body: str, text: str, masked: Masked) -> list[Step] | None:
    """A noun phrase with a constraint is a search for it: 'cheapest laptop', 'tents under $100'.

    A clause that starts like an order with a verb we do not know ('highlight the text ...') is not one.
    """
    if re.match(r"^[a-z]+\s+(?:the|a|an|all|every|each|this|that|these|those|it|them)\b", body, re.I):
        return None
    step = generic("find", body, text, masked)
    strong = [f for f in step.filters if f.name != "brand"]
    if step.superlative or step.bounds or step.ordinal or step.dates or (strong and step.object):
        return [step]
    if step.object and len(body.split()) <= 5 and not _starts_with_verb(body) and _names_a_thing(step.object):
        return [step]  # 'cameras', 'usb-c hubs': a thing named alone is a thing to find
    return None


def _names_a_thing(phrase: str) -> bool:
    """Some word of ``phrase`` is an English noun (lemminflect's dictionary): 'cameras' names a thing,
    'asdf qwer zxcv' names nothing a person could mean."""
    return any("NOUN" in getAllLemmas(w) for w in re.findall(r"[a-z]+", phrase.lower()))


def _starts_with_verb(body: str) -> bool:
    """The first word is a verb and cannot be a noun or an adjective ('decide on X', 'highlight X'),
    by lemminflect's dictionary of English word forms."""
    first = re.sub(r"[^\w'-]", "", body.split()[0].lower()) if body.split() else ""
    forms = getAllLemmas(first)
    return "VERB" in forms and not ({"NOUN", "ADJ", "PROPN"} & set(forms))


READERS: tuple[Reader, ...] = (
    _according,
    _part_of,
    _talks_about,
    _use,
    _no_step,
    _by_clicking,
    _statement,
    _looking_at,
    _when_search,
    _want,
    _question,
    _new_thing,
    _pairs,
    _mark_as,
    _credentials_first,
    _imperative,
    _bare_url,
    _credentials,
    _terse,
)


def read_clause(clause: str, masked: Masked) -> list[Step] | None:
    """The steps of one (masked) clause, or None when it is not understood."""
    body = strip_lead(clause)
    text = masked.restore(body).rstrip("?").strip() or masked.restore(clause)
    if not body or _ORDER_ONLY_RE.match(body):
        return []
    for reader in READERS:
        steps = reader(body, text, masked)
        if steps is not None:
            return steps
    return None
