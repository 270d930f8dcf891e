"""Questions (pure): "what's the price of ...", "how many ...", "which ... has the highest ...", "is ... in stock?".

Also the answer-asking imperatives that wrap a question ("tell me the price of X", "find out how many
X", "report the number of X", "find the author of X"): ``read_asked`` reads the part after the verb.
"""

from __future__ import annotations

import re

from wayfinder.intent.frame import AnswerKind, Filter, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.objects import clean, read_object

QUESTION_RE = re.compile(
    r"^(?:what|what's|whats|which|who|whom|whose|when|where|how|is|are|was|were|does|do|did|can|could|has|have|"
    r"will|should|tell\s+me\s+(?:what|which|who|when|where|how|whether|if))\b",
    re.I,
)
ATTRIBUTE_WORDS = (
    r"price|prices|cost|costs|rating|ratings|score|number|count|total|amount|sum|balance|date|year|time|author|"
    r"authors|name|names|title|titles|email|e-mail|phone(?:\s+number)?|address|status|state|owner|size|weight|"
    r"color|colour|description|id|isbn|sku|ram|memory|storage|battery(?:\s+life)?|capacity|speed|release\s+date|"
    r"publication\s+date|due\s+date|deadline|population|salary|age|stock|availability|reviews?|review\s+count|"
    r"shipping(?:\s+cost)?|discount|tax|fee|fees|length|duration|height|width|dimensions|brand|model|category|"
    r"type|version|location|department|manager|assignee|priority|summary|contents?|text|value|url|link|"
    r"first\s+name|last\s+name|full\s+name|username|account|genre|publisher|isbn|pages|language|format|quantity"
)
_ATTR_OF_RE = re.compile(
    rf"^(?:the\s+|its\s+|their\s+)?(?P<a>(?:(?:current|total|full|exact|average|listed|sale|regular|unit)\s+)?(?:{ATTRIBUTE_WORDS})"
    rf"(?:\s*(?:,|and|&)\s*(?:the\s+)?(?:{ATTRIBUTE_WORDS}))*)\s+(?:of|for|on)\s+(?P<o>.+)$",
    re.I,
)
_POSSESSIVE_RE = re.compile(
    rf"^(?P<o>.+?)['’]s?\s+(?P<a>(?:{ATTRIBUTE_WORDS})(?:\s+and\s+(?:{ATTRIBUTE_WORDS}))?)$", re.I
)
_BARE_ATTR_RE = re.compile(
    rf"^(?:the\s+|its\s+|their\s+|my\s+|your\s+|our\s+)?(?P<a>{ATTRIBUTE_WORDS})$", re.I
)
_COUNT_RE = re.compile(
    r"^(?:how\s+many|(?:the\s+)?(?:total\s+)?(?:number|count|amount)\s+of|count\s+(?:of\s+)?(?:the\s+)?|count\s+|"
    r"what\s+is\s+the\s+(?:total\s+)?(?:number|count)\s+of|what's\s+the\s+(?:total\s+)?(?:number|count)\s+of)\s*(?P<rest>.+)$",
    re.I,
)
_OWNER_RE = re.compile(
    r"\s+(?:does|do|did|has|have)\s+(?P<who>.+?)\s+(?:have|has|own|hold|got|get|write|wrote|sell|list|sent|send|made|make|post|posted)\b.*$",
    re.I,
)
_EXIST_RE = re.compile(
    r"\s+(?:are|is|were|was)\s+(?:there|listed|shown|found|displayed|available|returned|on\s+(?:the|this)\s+\w+|in\s+(?:the|this)\s+\w+)\b(?P<tail>.*)$",
    re.I,
)
_STATE_RE = re.compile(
    r"\s+(?:are|is|were|was)\s+(?P<s>(?:still\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*$", re.I
)
_FOR_NAME_RE = re.compile(
    r"\s+(?:for|by|of|from|named|called)\s+(?P<n>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)\s*$", re.I
)
_WHICH_RE = re.compile(
    r"^(?:which|what)\s+(?P<o>[\w\s'-]+?)\s+(?:has|have|is|are|was|costs?|comes?|got|gets|offers?)\s+(?P<rest>.+)$",
    re.I,
)
_WHICH_IS_RE = re.compile(r"^(?:which|what)(?:'s|\s+is|\s+are|\s+was)\s+(?:the\s+)?(?P<rest>.+)$", re.I)
_WHAT_IS_RE = re.compile(
    r"^(?:what|which)(?:'s|s|\s+is|\s+are|\s+was|\s+were|\s+will\s+be)\s+(?P<rest>.+)$", re.I
)
_WHO_VERBS = {
    "wrote": "author",
    "writes": "author",
    "authored": "author",
    "made": "maker",
    "makes": "maker",
    "manufactures": "maker",
    "sells": "seller",
    "sold": "seller",
    "owns": "owner",
    "sent": "sender",
    "posted": "author",
    "created": "creator",
    "directed": "director",
    "published": "publisher",
}
_YES_NO_RE = re.compile(
    r"^(?:is|are|was|were|does|do|did|can|could|has|have|will|should)\b\s*(?P<rest>.*)$", re.I
)
_DATE_ATTRS = re.compile(r"date|year|time|when|deadline|released|published|created|updated|due", re.I)
_PRICE_ATTRS = re.compile(r"price|cost|fee|shipping|tax|discount|balance|amount|total|salary|sum", re.I)
_NUMBER_ATTRS = re.compile(
    r"rating|score|number|count|quantity|stock|ram|memory|storage|pages|age|population", re.I
)


def answer_kind_for(attributes: tuple[str, ...], default: AnswerKind = "text") -> AnswerKind:
    """price | date | number | text from the attributes asked."""
    text = " ".join(attributes)
    if not text:
        return default
    if _PRICE_ATTRS.search(text) and len(attributes) == 1:
        return "price"
    if _DATE_ATTRS.search(text) and len(attributes) == 1:
        return "date"
    if (
        _NUMBER_ATTRS.search(text)
        and len(attributes) == 1
        and not re.search(r"phone|fax|id\b|isbn|serial|order", text)
    ):
        return "number"
    return "text"


def _attributes(raw: str) -> tuple[str, ...]:
    parts = re.split(r"\s*(?:,|\band\b|&)\s*", raw.lower())
    return tuple(" ".join(re.sub(r"^the\s+", "", p).split()) for p in parts if p.strip())


def _step(verb: str, text: str, rest: str, masked: Masked, **kw: object) -> Step:
    obj = read_object(rest, masked)
    c = obj.constraints
    filters = list(c.filters) + list(kw.pop("filters", []))  # type: ignore[call-overload]
    return Step(
        verb=verb,
        text=text,
        object=obj.text,
        exact=obj.exact,
        refers_back=obj.refers_back,
        superlative=c.superlative,
        bounds=tuple(c.bounds),
        filters=tuple(filters),
        dates=c.dates,
        quantity=c.quantity,
        ordinal=c.ordinal,
        **kw,  # type: ignore[arg-type]
    )


def read_count(rest: str, text: str, masked: Masked) -> Step | None:
    """'how many mortgages does Smith have' / 'number of open issues' -> a count step."""
    match = _COUNT_RE.match(rest)
    if match is None:
        return None
    body = match.group("rest").rstrip("?")
    filters: list[Filter] = []
    owner = _OWNER_RE.search(body)
    if owner:
        filters.append(Filter("name", masked.restore(owner.group("who"))))
        body = body[: owner.start()]
    body = re.sub(r"\s+there\s+(?:are|is|were|was)\b", "", body, flags=re.I)
    exist = _EXIST_RE.search(body)
    if exist:
        tail = exist.group("tail")
        body = body[: exist.start()] + " " + tail
    state = _STATE_RE.search(body)
    if state and not exist:
        filters.append(Filter("status", state.group("s").lower()))
        body = body[: state.start()]
    name = _FOR_NAME_RE.search(body)
    if name:
        filters.append(Filter("name", masked.restore(name.group("n"))))
        body = body[: name.start()]
    return _step("count", text, body, masked, answer_kind="count", filters=filters)


def read_asked(
    rest: str, text: str, masked: Masked, *, verb: str = "answer", loose: bool = False
) -> Step | None:
    """What an answer-asking clause asks, after its verb ('the price of X', 'how many X', 'X's rating')."""
    body = re.sub(r"^(?:me|us|out)\s+", "", rest.strip().rstrip("?"), flags=re.I)
    body = re.sub(r"^(?:what|which)\s+(?:is|are)\s+", "", body, flags=re.I)
    count = read_count(body, text, masked)
    if count is not None:
        return count
    if re.match(r"^how\s+much\b", body, re.I):
        subject = re.sub(r"^how\s+much\s+(?:is|are|does|do|did|would|will)?\s*", "", body, flags=re.I)
        subject = re.sub(r"\s+(?:cost|costs|sell\s+for|go\s+for|run)\s*$", "", subject, flags=re.I)
        return _step(verb, text, subject, masked, attributes=("price",), answer_kind="price")
    of = _ATTR_OF_RE.match(body)
    if of:
        attrs = _attributes(of.group("a"))
        return _step(verb, text, of.group("o"), masked, attributes=attrs, answer_kind=answer_kind_for(attrs))
    pos = _POSSESSIVE_RE.match(body)
    if pos:
        attrs = _attributes(pos.group("a"))
        return _step(verb, text, pos.group("o"), masked, attributes=attrs, answer_kind=answer_kind_for(attrs))
    bare = _BARE_ATTR_RE.match(body)
    if bare:
        attrs = _attributes(bare.group("a"))
        return _step(verb, text, "", masked, attributes=attrs, answer_kind=answer_kind_for(attrs))
    embedded = re.match(r"^(?:what|which|who|where|how)\s+(?P<o>.+?)\s+(?:is|are|was|were)$", body, re.I)
    if embedded:
        return _step(verb, text, embedded.group("o"), masked, answer_kind="text")
    loose_of = re.match(
        r"^(?:the\s+|its\s+|their\s+)?(?P<a>[a-z][a-z -]{1,25}?)\s+(?:of|for)\s+(?P<o>.+)$", body, re.I
    )
    if loose and loose_of:
        attrs = _attributes(loose_of.group("a"))
        return _step(
            verb, text, loose_of.group("o"), masked, attributes=attrs, answer_kind=answer_kind_for(attrs)
        )
    return None


def _which(body: str, text: str, masked: Masked) -> Step | None:
    """'which keyboard has the highest rating': the name of the item that meets the condition."""
    which = _WHICH_RE.match(body)
    if which is None or re.match(r"^(?:is|are|was)\b", which.group("o"), re.I):
        return None
    step = _step("answer", text, f"{which.group('rest')} {which.group('o')}", masked, answer_kind="text")
    obj = read_object(which.group("o"), masked, constraints=False).text
    return _replace(step, object=obj, attributes=("name",))


def _when(body: str, text: str, masked: Masked) -> Step | None:
    when = re.match(r"^when\s+(?:is|was|are|were|did|does|do|will)\s+(?P<rest>.+)$", body, re.I)
    if when is None:
        return None
    subject = re.sub(
        r"\s+(?:\w+ed|due|open|start|end|happen|arrive|ship)\s*$", "", when.group("rest"), flags=re.I
    )
    return _step("answer", text, subject, masked, attributes=("date",), answer_kind="date")


def _who(body: str, text: str, masked: Masked) -> Step | None:
    who = re.match(r"^who\s+(?P<v>\w+)\s+(?P<rest>.+)$", body, re.I)
    if who is None or who.group("v").lower() in {"is", "are", "was", "were"}:
        return None
    attr = _WHO_VERBS.get(who.group("v").lower(), who.group("v").lower())
    return _step("answer", text, who.group("rest"), masked, attributes=(attr,), answer_kind="text")


def _what_is(body: str, text: str, masked: Masked) -> Step | None:
    what_is = _WHAT_IS_RE.match(body)
    return read_asked(what_is.group("rest"), text, masked) if what_is else None


_WHAT_RE = re.compile(
    r"^(?:what|which|who|whom|whose|where)(?:'s|\s+is|\s+are|\s+was|\s+were)?\s+(?P<rest>.+)$", re.I
)


def _asked(body: str, text: str, masked: Masked) -> Step | None:
    return read_asked(body, text, masked, loose=bool(_WHAT_RE.match(body)))


def _which_is(body: str, text: str, masked: Masked) -> Step | None:
    which_is = _WHICH_IS_RE.match(body)
    return _step("answer", text, which_is.group("rest"), masked, answer_kind="text") if which_is else None


def _yes_no_q(body: str, text: str, masked: Masked) -> Step | None:
    yes_no = _YES_NO_RE.match(body)
    return _yes_no(yes_no.group("rest"), text, masked) if yes_no else None


def _what(body: str, text: str, masked: Masked) -> Step | None:
    what = _WHAT_RE.match(body)
    return _step("answer", text, what.group("rest"), masked, answer_kind="text") if what else None


_QUESTION_READERS = (read_count, _what_is, _which, _when, _who, _asked, _which_is, _yes_no_q, _what)


def read_question(clause: str, text: str, masked: Masked) -> Step | None:
    """A question clause as an answer/count step, or None when it is not a question."""
    body = clause.strip()
    if not (body.endswith("?") or QUESTION_RE.match(body)):
        return None
    if not body.endswith("?") and re.match(r"^(?:do|did|can|could|will|should|has|have)\b", body, re.I):
        return None  # 'do the thing', 'can you ...' without a question mark are requests, read elsewhere
    body = re.sub(r"^tell\s+me\s+", "", body.rstrip("?").strip(), flags=re.I)
    for reader in _QUESTION_READERS:
        step = reader(body, text, masked)
        if step is not None:
            return step
    return None


_YN_STATE_RE = re.compile(
    r"^(?P<o>.+?)\s+(?P<s>in\s+stock|out\s+of\s+stock|available|on\s+sale|sold\s+out|open|closed|free|"
    r"(?:still\s+)?(?:active|enabled|disabled|published|overdue|returned|shipped|paid))$",
    re.I,
)


def _yes_no(rest: str, text: str, masked: Masked) -> Step | None:
    body = re.sub(r"^there\s+(?:any\s+|a\s+|an\s+)?", "", rest.strip(), flags=re.I)
    state = _YN_STATE_RE.match(body)
    if state:
        attr = " ".join(state.group("s").lower().split())
        return _step("answer", text, state.group("o"), masked, attributes=(attr,), answer_kind="yes_no")
    step = _step("answer", text, clean(body), masked, answer_kind="yes_no")
    return step if step.object or step.bounds or step.superlative else None


def _replace(step: Step, **changes: object) -> Step:
    from dataclasses import replace

    return replace(step, **changes)  # type: ignore[arg-type]
