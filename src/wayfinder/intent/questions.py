"""Questions (pure): "what's the price of ...", "how many ...", "which ... has the highest ...", "is ... in stock?".

Also the answer-asking imperatives that wrap a question ("tell me the price of X", "find out how many
X", "report the number of X", "find the author of X"): ``read_asked`` reads the part after the verb.
"""

from __future__ import annotations

import re

from wayfinder.intent.constraints import read_superlative
from wayfinder.intent.frame import AnswerKind, Filter, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import FIELD_ALT, NAME2, is_name
from wayfinder.intent.objects import object_step as _step
from wayfinder.intent.objects import read_object
from wayfinder.intent.text.dates import find_date_range
from wayfinder.intent.verbs import split_verb
from wayfinder.intent.yes_no import read_yes_no

QUESTION_RE = re.compile(
    r"^(?:(?:the\s+)?(?:total\s+)?number\s+of|what|what's|whats|which|who|whom|whose|when|where|how|is|are|was|were|does|do|did|can|could|has|have|"
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
    r"\s+(?:does|do|did|has|have)\s+(?P<who>.+?)\s+(?:have|has|own|hold|got|get|write|wrote|sell|list|sent|send|made|make|post|posted)\b.*$"
    rf"|\s+(?P<who2>{NAME2})\s+(?:has|have)(?:\s+(?:had|got|made|borrowed|written))?\s*$"
    rf"|\s+(?:has|have|did)\s+(?P<who3>{NAME2})\s+\w+(?:ed|en)\s*$",
    re.I,
)
_WE_HAVE_RE = re.compile(
    # 'do you sell', 'you find', 'the index holds', 'the store carries': who has them, not what they are
    r"\s+(?:(?:do|does|did)\s+)?(?:we|you|they|i|the\s+\w+)\s+(?:(?:can|could)\s+)?(?:have|has|own|owns|hold|holds|got|stock|stocks"
    r"|carry|carries|sell|sells|offer|offers|find|see|get|spot|list|lists|show|shows|contain|contains|include|includes)\s*$"
    r"|\s+(?:have|has|had)\s+been\s+\w+(?:\s+\w+)?$|\s+in\s+total$|\s+(?:(?:were|was|are|is|have\s+been|has\s+been)\s+)?(?:recorded|filed|listed|shown"
    r"|registered|created|posted|published)$",
    re.I,
)
_EXIST_RE = re.compile(
    r"\s+(?:are|is|were|was)\s+(?:there|listed|shown|found|displayed|available|returned|on\s+(?:the|this)\s+\w+|in\s+(?:the|this)\s+\w+)\b(?P<tail>.*)$",
    re.I,
)
_STATE_RE = re.compile(
    r"\s+(?:are|is|were|was)\s+(?P<s>(?:still\s+|currently\s+|now\s+)?[a-z][\w, -]*)\s*$", re.I
)
_FOR_NAME_RE = re.compile(
    rf"\s+(?:for|by|of|from|named|called)\s+(?P<n>{NAME2})\s*$",
    re.I,
)
# Verbs of making or doing: 'which brand makes X', 'which user opened X' ask an attribute of X.
_MAKER_WORDS = (
    "make|makes|made|manufactures|wrote|writes|sell|sells|sold|published|own|owns|created|opened|filed|reported"
    "|submitted|posted|assigned|raised|uploaded|edited|reviewed|bought|ordered"
)
_MAKER_VERBS = frozenset(_MAKER_WORDS.split("|"))
_WHICH_RE = re.compile(
    r"^(?:which|what)\s+(?P<o>[\w\s'-]+?)\s+(?P<v>has|have|is|are|was|costs?|comes?|got|gets|offers?|means?|matches"
    rf"|stands\s+for|corresponds\s+to|does|do|sets?|controls?|turns?|{_MAKER_WORDS})\s+(?P<rest>.+)$",
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
    "holds": "holder",
    "has": "holder",
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
        and not re.search(
            r"phone|fax|id\b|isbn|serial|order|document|case|invoice|account|reference|record|tracking|card",
            text,
        )
    ):
        return "number"
    return "text"


def _attributes(raw: str) -> tuple[str, ...]:
    parts = re.split(r"\s*(?:,|\band\b|&)\s*", raw.lower())
    return tuple(" ".join(re.sub(r"^the\s+", "", p).split()) for p in parts if p.strip())


_NOW_RE = re.compile(
    r"\s+(?:these\s+days|nowadays|today|currently|at\s+the\s+moment|at\s+present|right\s+now|now)$", re.I
)
_SELLS_FOR_RE = re.compile(
    r"^(?:(?:what|how\s+much)\s+)?(?:does\s+|do\s+|did\s+)?(?P<o>.+?)\s+(?:sells?\s+for|sold\s+for|costs?|goes\s+for"
    r"|go\s+for|retails?\s+for|(?:(?:is|are)\s+)?(?:priced|selling|going)\s+(?:at|for)|runs?(?:\s+for)?)$",
    re.I,
)
# 'are there any records for X' is a yes/no question, not the attribute 'are there any records' of X
_ASKING_RE = re.compile(r"^(?:is|are|was|were|do|does|did|has|have|can|could|will|there)\b", re.I)
# 'the most expensive pair of headphones', 'the first set of results': a thing, not an attribute of one
_NOT_ATTRIBUTE_RE = re.compile(
    r"\b(?:most|least|best|worst|\w+est|first|second|third|last|top|pairs?|sets?|packs?|kinds?|sorts?|types?|pieces?"
    r"|ones?|couple|bunch|list|lot|lots)$",
    re.I,
)


# 'how much memory does the X come with', 'how much storage has the Y': an amount of an attribute of X
_HOW_MUCH_ATTR_RE = re.compile(
    r"^how\s+much\s+(?P<a>[a-z][a-z-]{2,20}(?:\s+[a-z][a-z-]{2,20})?)\s+(?:does|do|did|is|are|has|have|will|would|can)\s+"
    r"(?P<o>.+?)(?:\s+(?:come\s+with|have|has|include|offer|hold|support|take|need|weigh|use|get|ship\s+with))?$",
    re.I,
)
_MONEY_WORDS = frozenset({"money", "cash", "does", "do", "is", "are", "would", "will"})


_FIELD_FILTER_RE = re.compile(
    rf"\s+(?:for|with|by|under|named|called)\s+(?:the|a|an)\s+(?P<f>{FIELD_ALT})\s+(?P<v>{NAME2})\s*$", re.I
)


def read_count(rest: str, text: str, masked: Masked) -> Step | None:
    """'how many mortgages does Smith have' / 'number of open issues' -> a count step."""
    match = _COUNT_RE.match(rest)
    if match is None:
        return None
    body = match.group("rest").rstrip("?")
    filters: list[Filter] = []
    dates = find_date_range(body)
    if dates is not None:  # 'recorded between A and B': the range is read apart, the verb before it goes
        body = f"{body[: dates[1].start()]} {body[dates[1].end() :]}".strip()
    body = _WE_HAVE_RE.sub("", body)
    owner = _OWNER_RE.search(body)
    if owner:
        who = masked.restore(owner.group("who") or owner.group("who2") or owner.group("who3"))
        if is_name(who):  # 'does Smith have', not 'does the library have'
            filters.append(Filter("name", re.sub(r"^(?:the|a|an)\s+", "", who)))
        body = body[: owner.start()]
    body = re.sub(
        r"(?:^|\s+)there\s+(?:are|is|were|was)\b|^(?:are|is|were|was)\s+there\b", "", body, flags=re.I
    )
    body = re.sub(
        r"\s+(?:match(?:es|ed)?|appear|show(?:\s+up)?|come\s+up|exist|remain|are\s+(?:shown|listed|left))\s*$",
        "",
        body,
        flags=re.I,
    )
    for _ in range(2):
        body = _WE_HAVE_RE.sub("", body)
    field = _FIELD_FILTER_RE.search(body)
    if field:  # 'records on file for the surname Cruz': a filter named by the field it is read in
        filters.append(Filter(" ".join(field.group("f").lower().split()), masked.restore(field.group("v"))))
        body = body[: field.start()]
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
    step = _step("count", text, body, masked, answer_kind="count", filters=filters)
    return _replace(step, dates=dates[0]) if dates is not None and step.dates is None else step


def read_asked(
    rest: str, text: str, masked: Masked, *, verb: str = "answer", loose: bool = False
) -> Step | None:
    """What an answer-asking clause asks, after its verb ('the price of X', 'how many X', 'X's rating')."""
    body = _NOW_RE.sub("", re.sub(r"^(?:me|us|out)\s+", "", rest.strip().rstrip("?"), flags=re.I))
    body = re.sub(r"^(?:what|which|who)\s+(?:is|are|was|were)\s+", "", body, flags=re.I)
    inverted = re.match(r"^(?:what|which)\s+(?P<x>the\s+.+?)\s+(?:is|are|was|were)$", body, re.I)
    if inverted and _ATTR_OF_RE.match(inverted.group("x")):  # 'what the weight of X is'
        body = inverted.group("x")
    count = read_count(body, text, masked)
    if count is not None:
        return count
    much = _HOW_MUCH_ATTR_RE.match(body)
    if much and much.group("a").lower() not in _MONEY_WORDS:  # 'how much memory does X come with'
        attrs = _attributes(much.group("a"))
        return _step(
            verb, text, much.group("o"), masked, attributes=attrs, answer_kind=answer_kind_for(attrs)
        )
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
    price = _SELLS_FOR_RE.match(body)
    if price and not _BARE_ATTR_RE.match(price.group("o")):  # 'what the X sells for': its price
        return _step(verb, text, price.group("o"), masked, attributes=("price",), answer_kind="price")
    when = re.match(
        r"^when\s+(?P<o>.+?)\s+(?:is|are|was|were)\s+(?:\w+ed|due|made|born|built|sent|held)$", body, re.I
    )
    if when:
        return _step(verb, text, when.group("o"), masked, attributes=("date",), answer_kind="date")
    embedded = re.match(r"^(?:what|which|who|where|how)\s+(?P<o>.+?)\s+(?:is|are|was|were)$", body, re.I)
    if embedded:
        return _step(verb, text, embedded.group("o"), masked, answer_kind="text")
    loose_of = re.match(
        r"^(?:the\s+|its\s+|their\s+)?(?P<a>[a-z][a-z -]{1,25}?)\s+(?:of|for|on)\s+(?P<o>.+)$", body, re.I
    )
    if (
        loose
        and loose_of
        and not _NOT_ATTRIBUTE_RE.search(loose_of.group("a"))
        and not _ASKING_RE.match(body)
    ):
        attrs = _attributes(loose_of.group("a"))
        return _step(
            verb, text, loose_of.group("o"), masked, attributes=attrs, answer_kind=answer_kind_for(attrs)
        )
    return None


# 'what priority does the issue X have', 'which colour does the Y come in': an attribute of X
_WHAT_DOES_HAVE_RE = re.compile(
    r"^(?:what|which)\s+(?P<a>[a-z][a-z -]{1,25}?)\s+(?:does|do|did)\s+(?P<o>.+?)\s+"
    r"(?:have|has|use|get|come\s+with|come\s+in|carry|show|run\s+on|support)$",
    re.I,
)


def _what_does_have(body: str, text: str, masked: Masked) -> Step | None:
    match = _WHAT_DOES_HAVE_RE.match(body)
    if match is None or _NOT_ATTRIBUTE_RE.search(match.group("a")):
        return None
    attrs = _attributes(match.group("a"))
    return _step(
        "answer", text, match.group("o"), masked, attributes=attrs, answer_kind=answer_kind_for(attrs)
    )


def _which(body: str, text: str, masked: Masked) -> Step | None:
    """'which keyboard has the highest rating': the name of the item that meets the condition."""
    which = _WHICH_RE.match(body)
    if (
        _SELLS_FOR_RE.match(_NOW_RE.sub("", body))
        or which is None
        or re.match(r"^(?:is|are|was)\b", which.group("o"), re.I)
    ):
        return None
    asked = re.sub(r"^the\s+", "", which.group("o").strip(), flags=re.I)
    verb = which.group("v").lower()
    if verb in _MAKER_VERBS or (_BARE_ATTR_RE.match(asked) and verb not in {"has", "have", "got", "gets"}):
        # 'which brand makes the cheapest headphones', 'which user created the oldest issue':
        # an attribute (the brand, the user) of the thing named after the verb
        attrs = _attributes(asked)
        step = _step("answer", text, which.group("rest"), masked, attributes=attrs)
        return _replace(step, answer_kind=answer_kind_for(attrs))
    step = _step("answer", text, f"{which.group('rest')} {which.group('o')}", masked, answer_kind="text")
    subject = read_object(which.group("o"), masked, constraints=False)
    obj = subject.text
    rest = read_object(which.group("rest"), masked, constraints=False)
    if not obj and not rest.text:  # 'which one is it': the thing of the step before
        return _replace(step, object="", attributes=("name",), refers_back=True)
    about: tuple[Filter, ...] = ()
    if step.superlative is None and not step.bounds:  # 'which exit code means loop_stuck': what it is about
        about = (Filter("about", masked.restore(which.group("rest")).strip(" ?.")),)
    return _replace(step, object=obj, attributes=("name",), filters=step.filters + about)


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
    return read_asked(what_is.group("rest"), text, masked, loose=True) if what_is else None


_WHAT_RE = re.compile(
    r"^(?:whats|(?:what|which|who|whom|whose|where)(?:'s|\s+is|\s+are|\s+was|\s+were)?)\s+(?P<rest>.+)$", re.I
)


def _asked(body: str, text: str, masked: Masked) -> Step | None:
    return read_asked(body, text, masked, loose=True)


_KIND_OF_RE = re.compile(
    r"^(?:what|which)\s+(?:kind|type|sort|category)\s+of\s+(?P<t>[\w -]+?)\s+(?:is|was|are)\s+(?P<o>.+)$",
    re.I,
)


def _kind_of(body: str, text: str, masked: Masked) -> Step | None:
    """'what kind of document is 2022-001185': the type of that thing."""
    match = _KIND_OF_RE.match(body)
    if match is None:
        return None
    step = _step("answer", text, match.group("o"), masked, attributes=("type",), answer_kind="text")
    return _replace(step, filters=(*step.filters, Filter("type", match.group("t"))))


_IT_HAS_RE = re.compile(
    r"^(?:what|which|how\s+many)\s+(?P<a>[\w -]+?)\s+(?:it|they|he|she|this|that)\s+(?:has|have|gets?|got)$",
    re.I,
)


def _it_has(body: str, text: str, masked: Masked) -> Step | None:
    """'what rating it has': an attribute of the thing named before."""
    match = _IT_HAS_RE.match(body)
    if match is None:
        return None
    attrs = _attributes(match.group("a"))
    return Step(
        verb="answer", text=text, attributes=attrs, answer_kind=answer_kind_for(attrs), refers_back=True
    )


def _which_is(body: str, text: str, masked: Masked) -> Step | None:
    which_is = _WHICH_IS_RE.match(body)
    return _step("answer", text, which_is.group("rest"), masked, answer_kind="text") if which_is else None


def _yes_no_q(body: str, text: str, masked: Masked) -> Step | None:
    yes_no = _YES_NO_RE.match(body)
    return read_yes_no(yes_no.group("rest"), text, masked) if yes_no else None


def _what(body: str, text: str, masked: Masked) -> Step | None:
    what = _WHAT_RE.match(body)
    if what is None:
        return None
    asked = read_asked(what.group("rest"), text, masked, loose=True)
    return asked or _step("answer", text, what.group("rest"), masked, answer_kind="text")


_QUESTION_READERS = (
    read_count,
    _what_does_have,
    _kind_of,
    _it_has,
    _what_is,
    _which,
    _when,
    _who,
    _asked,
    _which_is,
    _yes_no_q,
    _what,
)


_ATTRIBUTE_PHRASE_RE = re.compile(
    r"^(?:the\s+|its\s+|their\s+)?(?P<a>[a-z][a-z -]{1,25}?)\s+(?:of|for)\s+(?P<o>\S.*)$", re.I
)


def is_attribute_phrase(body: str) -> bool:
    """'price of the most expensive laptop', 'book and page of the oldest record': a noun phrase that
    names an attribute of a thing asks for it, with or without a question mark."""
    match = _ATTRIBUTE_PHRASE_RE.match(body.rstrip("?"))
    if match is None or (split_verb(body) is not None and not re.match(r"^\w+\s+and\b", body)):
        return False  # 'find the price of X' is a request ('book and page of X' names two attributes)
    asked = match.group("a")
    if _NOT_ATTRIBUTE_RE.search(asked) or re.match(r"^(?:\d|all\b|every\b|each\b|some\b|any\b)", asked, re.I):
        return False
    return read_superlative(asked)[0] is None


def read_question(clause: str, text: str, masked: Masked) -> Step | None:
    """A question clause as an answer/count step, or None when it is not a question."""
    body = clause.strip()
    if not (body.endswith("?") or QUESTION_RE.match(body) or is_attribute_phrase(body)):
        return None
    if not body.endswith("?") and re.match(r"^(?:do|did|can|could|will|should|has|have)\b", body, re.I):
        return None  # 'do the thing', 'can you ...' without a question mark are requests, read elsewhere
    if not QUESTION_RE.match(body) and split_verb(body) and not re.match(r"^\w+\s+and\b", body):
        return None  # 'find a wireless mouse for me?' is a request with a question mark
    body = re.sub(r"^tell\s+me\s+", "", body.rstrip("?").strip(), flags=re.I)
    for reader in _QUESTION_READERS:
        step = reader(body, text, masked)
        if step is not None:
            return step
    return None


def _replace(step: Step, **changes: object) -> Step:
    from dataclasses import replace

    return replace(step, **changes)  # type: ignore[arg-type]
