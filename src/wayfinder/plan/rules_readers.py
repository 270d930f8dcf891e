"""The richer clause readers for ``plan/goals.py``: forms, values, options, checkboxes, listings, questions.

Split from ``rules_clauses`` by responsibility: these readers pull values out of a clause (what to
type where, which boxes, which bound), the others mostly name one target.
"""

from __future__ import annotations

import re

from wayfinder.plan.goals import FieldValue, Quotes, SubGoal

_GENERIC_FIELD_RE = re.compile(
    r"^(?:(?:the|a|an|both|all|each|every|two)\s+)*(?:(?:text|input|empty|blank|first|only|search)\s+)*"
    r"(?:field|fields|box|boxes|input|inputs|textbox|textboxes|text\s*area|area|form|it|there)?$",
    re.I,
)
_FIELD_TAIL_RE = re.compile(r"\s+(?:text\s+)?(?:field|fields|box|input|textbox|text\s*area|area)$", re.I)
_ALL_RE = re.compile(r"^(?:both|all|each|every)\b", re.I)


def field_name(raw: str) -> tuple[str, bool]:
    """('last name', all_fields) from 'the last name field'; '' for a generic 'the text field'."""
    text = raw.strip(" .,;:")
    all_fields = bool(_ALL_RE.match(text))
    if _GENERIC_FIELD_RE.match(text):
        return "", all_fields
    text = re.sub(r"^(?:the|a|an|both|all|each|every)\s+", "", text, flags=re.I)
    return _FIELD_TAIL_RE.sub("", text).strip(), all_fields


def _value(raw: str, q: Quotes) -> tuple[str, bool]:
    return q.restore(raw.strip(" .,;:")), Quotes.is_exact(raw)


def _transform(value: str, clause: str) -> str:
    """'type X in upper case' types X upper-cased: the case is part of what the person asked for."""
    match = re.search(r"\bin\s+(?:all\s+)?(upper|lower)\s*case\b|\b(upper|lower)case\b", clause, re.I)
    if match is None:
        return value
    which = (match.group(1) or match.group(2)).lower()
    return value.upper() if which == "upper" else value.lower()


_PAIR_RE = re.compile(
    r"(?P<field>[A-Za-z][\w .\-/]{0,40}?)\s*[:=]\s*(?P<value>\ue000\d+\ue001|[^,;:]+?)(?=,|;|$|\s+and\s+)"
)


def read_fill_pairs(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'fill the form with first name: John, last name: Smith' (field: value pairs)."""
    if "://" in clause or clause.count(":") == 0:
        return None
    body = re.sub(
        r"^(?:fill(?:\s+in|\s+out)?|complete|enter|submit)\s+(?:the\s+)?(?:\w+\s+)?(?:form|details|fields)?\s*(?:with|using)?\s*:?\s*",
        "",
        clause,
        flags=re.I,
    )
    pairs = list(_PAIR_RE.finditer(body))
    if not pairs or pairs[0].start() != 0:
        return None
    fields = []
    for match in pairs:
        field = re.sub(r"^(?:and\s+)", "", match.group("field").strip(), flags=re.I)
        value, exact = _value(match.group("value"), q)
        fields.append(FieldValue(field=field, value=value, exact=exact))
    return [SubGoal(kind="fill", text=q.restore(clause), fields=tuple(fields))]


_ORDER_MIN = r"cheapest|lowest[\s-]priced|lowest\s+price|least\s+expensive|lowest\s+cost|cheaper"
_ORDER_MAX = r"most\s+expensive|highest[\s-]priced|highest\s+price|priciest|dearest"
_BOUND_RE = re.compile(
    r"\b(?P<op>under|below|less\s+than|cheaper\s+than|at\s+most|no\s+more\s+than|up\s+to|max(?:imum)?|within|over|above|"
    r"more\s+than|at\s+least|greater\s+than|from)\s*(?:a\s+price\s+of\s+)?(?:US)?[$€£]?\s*(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?P<k>k\b)?",
    re.I,
)
_OPS = {
    "under": "lt",
    "below": "lt",
    "less than": "lt",
    "cheaper than": "lt",
    "at most": "le",
    "no more than": "le",
    "up to": "le",
    "max": "le",
    "maximum": "le",
    "within": "le",
    "over": "gt",
    "above": "gt",
    "more than": "gt",
    "at least": "ge",
    "greater than": "gt",
    "from": "ge",
}
_OPEN_RE = re.compile(
    r"^(?:open|view|go\s+to|show|click|buy|visit|select|choose|pick)\b|\b(?:and\s+)?(?:open|view)\s+(?:it|its)\b",
    re.I,
)


def read_find_best(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'find the cheapest 4K monitor under $300', 'open the most expensive one', 'laptops over $1,000'."""
    order_min = re.search(_ORDER_MIN, clause, re.I)
    order_max = re.search(_ORDER_MAX, clause, re.I)
    bound = _BOUND_RE.search(clause)
    if bound and not re.search(r"[$€£]|\bprice|\bdollars?\b|\busd\b", clause, re.I):
        bound = None  # "under the table", "over 3 days": not a price bound
    if not (order_min or order_max or bound):
        return None
    desc = clause
    for pattern in (_ORDER_MIN, _ORDER_MAX):
        desc = re.sub(pattern, " ", desc, flags=re.I)
    if bound:
        desc = desc.replace(bound.group(0), " ")
    desc = re.sub(
        r"^\s*(?:find|show(?:\s+me)?|get|open|view|buy|locate|pick|choose|select|look\s+for|search\s+for|what\s+is|what's|which\s+is|"
        r"go\s+to|click(?:\s+on)?|identify|tell\s+me)\b",
        " ",
        desc,
        flags=re.I,
    )
    desc = re.sub(
        r"\b(?:the|a|an|one|item|product|and|its|page|price|priced|with|that\s+(?:is|costs?)|costing|dollars?|usd)\b",
        " ",
        desc,
        flags=re.I,
    )
    desc = " ".join(desc.replace("$", " ").split()).strip(" .,?")
    desc = re.sub(r"(?:\s+(?:for|of|at|in|on|to|from|that|which|is|costs?))+$", "", desc, flags=re.I)
    number = (
        float(bound.group("n").replace(",", "")) * (1000 if bound and bound.group("k") else 1)
        if bound
        else None
    )
    op = _OPS[" ".join(bound.group("op").lower().split())] if bound else None
    order = "max" if order_max else "min"
    return [
        SubGoal(
            kind="find_best",
            text=q.restore(clause),
            target=q.restore(desc),
            order=order,
            attribute="price",
            bound=number,
            bound_op=op,
            open_result=bool(_OPEN_RE.search(clause)),
        )
    ]


_ANSWER_START = re.compile(
    r"^(?:what|what's|whats|how\s+many|how\s+much|which|who|when|where|is\s+there|are\s+there|report|tell\s+me|"
    r"find\s+out|read(?:\s+out)?|give\s+me|return|extract|note(?:\s+down)?|count|answer|get\s+the|check\s+the\s+(?:price|number|count))\b",
    re.I,
)
_LIST_START_RE = re.compile(
    r"^(?:list|name|enumerate|collect)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?P<a>.+?)\s*\??$", re.I
)
_COUNT_RE = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b|\btotal\b", re.I)
_PRICE_RE = re.compile(r"\bprice\b|\bcost\b|\bhow\s+much\b", re.I)
_COLLECTIVE_RE = re.compile(
    r"^(?:both|all|each|every|them|these|those)(?:\s+(?:of\s+them|of\s+these|ones?|\w+s))?$", re.I
)


def read_answer(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """Questions answered from the page: counts, prices, attributes ('what is the X of Y')."""
    listing = _LIST_START_RE.match(clause)
    if listing:
        attribute = q.restore(listing.group("a"))
        return [SubGoal(kind="answer", text=q.restore(clause), answer_kind="list", attribute=attribute)]
    if not _ANSWER_START.match(clause):
        return None
    text = q.restore(clause)
    low = clause.lower()
    if _COUNT_RE.search(low):
        noun = re.search(
            r"(?:how\s+many|number\s+of|count(?:\s+of)?|total(?:\s+number\s+of)?)\s+(?:the\s+)?(?P<n>[a-z]+)",
            low,
        )
        attribute = noun.group("n") if noun else "results"
        return [SubGoal(kind="answer", text=text, answer_kind="count", attribute=attribute)]
    subject = re.search(r"\b(?:of|for|does)\s+(?:the\s+)?(?P<s>.+?)(?:\s+cost)?\s*\??$", clause, re.I)
    target = q.restore(_strip_q(subject.group("s"))) if subject else ""
    if _COLLECTIVE_RE.match(target):
        target = ""  # 'the RAM of both': every item the page shows, not one to look for
    if _PRICE_RE.search(low):
        if not target:
            about = re.search(
                r"how\s+much\s+(?:is|are|does)\s+(?:the\s+)?(?P<s>.+?)(?:\s+cost)?\s*\??$", clause, re.I
            )
            target = q.restore(_strip_q(about.group("s"))) if about else ""
        return [SubGoal(kind="answer", text=text, answer_kind="price", attribute="price", target=target)]
    attr = re.search(
        r"^(?:what|which|who|when|where)(?:'s|\s+is|\s+are|\s+was)?\s+(?:the\s+)?(?P<a>.+?)(?:\s+(?:of|for)\s+.+)?\s*\??$",
        clause,
        re.I,
    )
    if attr is None:
        attr = re.search(
            r"^\w+(?:\s+(?:out|me|down))?\s+(?:the\s+)?(?P<a>.+?)(?:\s+(?:of|for)\s+.+)?\s*\??$", clause, re.I
        )
    attribute = q.restore(_strip_q(attr.group("a"))) if attr else ""
    return [SubGoal(kind="answer", text=text, answer_kind="text", attribute=attribute, target=target)]


def _strip_q(text: str) -> str:
    return text.strip(" ?.!,")


_CHECK_RE = re.compile(
    r"^(?P<un>un)?(?:check|tick|mark)\s+(?:off\s+)?(?:the\s+)?(?:(?:check)?box(?:es)?\s+(?:for\s+|labell?ed\s+|named\s+)?)?(?P<rest>.+)$"
    r"|^select\s+all\s+(?:of\s+)?(?:the\s+)?(?:check)?box(?:es)?\s+(?:with|for|containing|labell?ed|that\s+(?:say|contain|read))\s+(?P<rest2>.+)$",
    re.I,
)


_SELECT_LIST_RE = re.compile(
    r"^(?:select|choose|pick)\s+(?P<rest>[^,]+(?:,\s*[^,]+)+|.+?\s+and\s+.+?)$", re.I
)
_SELECT_NONE_RE = re.compile(
    r"^(?:select|choose|pick|check|tick)\s+(?:nothing|none(?:\s+of\s+them)?|no\s+(?:items?|boxes))$", re.I
)


def read_check(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'check Dell and HP', 'uncheck newsletter', "select all the checkboxes with 'x'", 'select A, B, C'."""
    if _SELECT_NONE_RE.match(clause):
        return []  # nothing to tick: the next step (submit) is all there is
    listed = _SELECT_LIST_RE.match(clause)
    if listed and not re.search(r"\s(?:from|as|with|in|into|to)\s", clause, re.I):
        return _check_items(listed.group("rest"), clause, q, True)
    match = _CHECK_RE.match(clause)
    if match is None:
        return None
    rest = match.group("rest") or match.group("rest2") or ""
    return _check_items(rest, clause, q, not match.group("un"))


def _check_items(rest: str, clause: str, q: Quotes, checked: bool) -> list[SubGoal] | None:
    rest = re.sub(r"\s+(?:check)?box(?:es)?$", "", rest.strip(), flags=re.I)
    parts = [p for p in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*", rest) if p.strip()]
    items = tuple(q.restore(re.sub(r"^(?:the|a)\s+", "", p.strip(), flags=re.I)) for p in parts)
    if not items:
        return None
    return [SubGoal(kind="check", text=q.restore(clause), items=items, checked=checked, role_hint="checkbox")]


_SELECT_FROM_RE = re.compile(
    r"^(?:select|choose|pick)\s+(?P<opt>.+?)\s+(?:from|in|on)\s+(?:the\s+)?(?P<list>.+?)"
    r"(?:\s+(?:list|dropdown|drop-down|drop\s+down|menu|select|selector|options|combo\s*box|picker|field))?$"
    r"|^(?:set|change)\s+(?:the\s+)?(?P<list2>.+?)\s+to\s+(?P<opt2>.+)$"
    r"|^(?:select|choose|set|pick)\s+(?P<opt3>.+?)\s+(?:with|using)\s+the\s+(?P<list3>.+)$",
    re.I,
)


def read_select_from(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'select Red from the color list', 'choose 5 from the dropdown', 'set the size to Large'."""
    match = _SELECT_FROM_RE.match(clause)
    if match is None:
        return None
    option = match.group("opt") or match.group("opt2") or match.group("opt3") or ""
    listname = match.group("list") or match.group("list2") or match.group("list3") or ""
    listname = re.sub(
        r"\s*(?:list|dropdown|drop-down|drop\s+down|menu|select|selector|options|combo\s*box|picker|field)$",
        "",
        listname,
        flags=re.I,
    )
    if listname.lower() in {"scroll", "the", "a"}:
        listname = ""
    value, exact = _value(option, q)
    return [
        SubGoal(
            kind="select",
            text=q.restore(clause),
            target=value,
            exact=exact,
            fields=(FieldValue(field=q.restore(listname), value=value, exact=exact),),
        )
    ]


_TYPE_VERB = (
    r"(?:type|enter|input|write|put|fill\s+in|fill|key\s+in|insert|provide|use|select|choose|pick|set)"
)
_TYPE_RE = re.compile(
    rf"^{_TYPE_VERB}\s+(?P<value>.+?)\s+(?:in|into|inside|to|on|for|in\s+to)\s+(?P<field>.+)$", re.I
)
_AS_RE = re.compile(rf"^{_TYPE_VERB}\s+(?P<body>.+\s+as\s+.+)$", re.I)
_BARE_RE = re.compile(r"^(?:type|enter|input|write|key\s+in|provide)\s+(?P<value>.+)$", re.I)
_NAMED_VALUE_RE = re.compile(
    r"^(?:the\s+|a\s+|an\s+|your\s+)?(?P<field>[a-z][a-z ]{0,30}?)\s+(?P<value>\ue000\d+\ue001)$"
    r"|^(?:the|your)\s+(?P<field2>[a-z]+(?:\s+[a-z]+)?)\s+(?P<value2>[\dA-Z][^\s]*)$"
)


def read_type(clause: str, q: Quotes, prev: list[SubGoal]) -> list[SubGoal] | None:
    """'enter X into Y', "Enter 'Smith' as last name and 2019 as year", 'type hello', username "x" and password "y"."""
    text = q.restore(clause)
    original = clause
    clause = re.sub(r"\s+in\s+(?:all\s+)?(?:upper|lower)\s*case(?:\s+letters)?\b", "", clause, flags=re.I)
    as_match = _AS_RE.match(clause)
    if as_match and not _TYPE_RE.match(clause):
        pairs = []
        for piece in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", as_match.group("body")):
            part = re.match(
                r"^(?P<value>.+?)\s+as\s+(?:the\s+|a\s+|an\s+|your\s+)?(?P<field>.+)$", piece.strip(), re.I
            )
            if part is None:
                return None
            value, exact = _value(part.group("value"), q)
            pairs.append(
                FieldValue(
                    field=field_name(part.group("field"))[0] or part.group("field"), value=value, exact=exact
                )
            )
        return [SubGoal(kind="fill" if len(pairs) > 1 else "type", text=text, fields=tuple(pairs))]
    match = _TYPE_RE.match(clause)
    if match:
        field, all_fields = field_name(q.restore(match.group("field")))
        return [_values_into(match.group("value"), field, all_fields, q, original)]
    bare = _BARE_RE.match(clause)
    if bare:
        return [_values_into(bare.group("value"), "", False, q, original)]
    return None


_LOOKUP_RE = re.compile(
    r"^the\s+(?:value|text|number|price|word|name|amount)\s+(?:of|for)\s+(?P<x>.+)$", re.I
)


def _values_into(raw: str, field: str, all_fields: bool, q: Quotes, clause: str) -> SubGoal:
    """One value ('the password "x"' names its own field) or several ('the username "a" and the password "b"')."""
    lookup = _LOOKUP_RE.match(raw.strip())
    if lookup:
        pair = FieldValue(field=field, value="", lookup=q.restore(lookup.group("x")))
        return SubGoal(kind="type", text=q.restore(clause), fields=(pair,), all_fields=all_fields)
    pieces = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", raw.strip())
    named = [_NAMED_VALUE_RE.match(p.strip()) for p in pieces]
    text = q.restore(clause)
    if len(pieces) > 1 and all(named):
        pairs = tuple(
            FieldValue(field=_named(m)[0], value=q.restore(_named(m)[1]), exact=Quotes.is_exact(_named(m)[1]))
            for m in named
            if m
        )
        return SubGoal(kind="fill", text=text, fields=pairs)
    one = named[0] if len(pieces) == 1 else None
    if one and not field and not all_fields:
        field = _named(one)[0]
    value_raw = _named(one)[1] if one else raw
    value, exact = _value(value_raw, q)
    value = _transform(value, clause)
    kind = "type"
    return SubGoal(
        kind=kind,
        text=text,
        fields=(FieldValue(field=field, value=value, exact=exact),),
        all_fields=all_fields,
    )


def _named(match: re.Match[str]) -> tuple[str, str]:
    """(field, value) from either alternative of ``_NAMED_VALUE_RE``."""
    field = match.group("field") or match.group("field2") or ""
    value = match.group("value") or match.group("value2") or ""
    return field.strip(), value
