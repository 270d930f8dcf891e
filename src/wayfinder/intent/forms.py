"""Form-like clauses (pure): log in, type/enter, fill, select, check - the ones that carry values."""

from __future__ import annotations

import re

from wayfinder.intent.frame import GivenValue, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import is_whole_site
from wayfinder.intent.object_words import clean, role_from
from wayfinder.intent.objects import read_object
from wayfinder.intent.values import make_value, paren_values, read_credentials, read_pairs

_GENERIC_FIELD_RE = re.compile(
    r"^(?:(?:the|a|an|both|all|each|every|two|this|that)\s+)*(?:(?:text|input|empty|blank|first|only|search|)\s*)"
    r"(?:field|fields|box|boxes|input|inputs|textbox|textboxes|text\s*area|area|form|it|there|bar)?$",
    re.I,
)
_FIELD_TAIL_RE = re.compile(r"\s+(?:text\s+)?(?:field|fields|box|input|textbox|text\s*area|area|bar)$", re.I)


def field_name(raw: str) -> str:
    """'the last name field' -> 'last name'; '' for a generic 'the text field' / 'it'."""
    text = raw.strip(" .,;:")
    if _GENERIC_FIELD_RE.match(text):
        return ""
    text = re.sub(r"^(?:the|a|an|both|all|each|every|my|your)\s+", "", text, flags=re.I)
    return _FIELD_TAIL_RE.sub("", text).strip()


def read_login(verb: str, rest: str, text: str, masked: Masked) -> Step:
    values = read_credentials(rest, masked)
    slash = re.match(
        r"^(?:(?:details|credentials)\s*:?\s*)?(?P<u>[\w.@+-]+)\s*/\s*(?P<p>\ue000\d+\ue001|\S+)$",
        rest.strip(),
        re.I,
    )
    if slash and not any(v.field == "username" for v in values):  # 'Login details: ann / <secret:PW>'
        return Step(
            verb=verb,
            text=text,
            values=(
                make_value("username", slash.group("u"), masked),
                make_value("password", slash.group("p"), masked),
            ),
        )
    bare = re.match(r"^(?P<u>[\w.@+-]+)\s*(?:,|/|\s+(?:with|and|using|password|pw|pwd))", rest.strip(), re.I)
    if (
        bare
        and not any(v.field == "username" for v in values)
        and bare.group("u").lower() not in {"to", "into", "on", "with", "as", "using"}
    ):
        values.insert(0, make_value("username", bare.group("u"), masked))  # 'Login librarian, password X'

    scope = re.match(
        r"^(?:to|into|on|at)\s+(?:the\s+|my\s+)?(?P<s>[\w.-]+(?:\s+(?!(?:as|with|using|and|via)\b)[\w-]+)?)",
        rest,
        re.I,
    )
    scope_text = ""
    if (
        scope
        and not re.match(r"^(?:as|with|using)$", scope.group("s"), re.I)
        and not is_whole_site(scope.group("s"))
    ):
        scope_text = masked.restore(scope.group("s"))
    return Step(verb=verb, text=text, values=tuple(values), scope=scope_text)


_INTO_RE = re.compile(
    r"^(?P<v>.+?)\s+(?:in|into|inside|to|on|for|in\s+to|under)\s+(?P<f>(?:the|a|an|my|your|both|all|each|every|this|that)\b.+|\ue000\d+\ue001.*|[\w\s-]{1,30}\s+(?:field|box|input|textbox|area|bar))$"
    # 'type Alice into Name': after "into" itself, a short field name is enough (the README's own form)
    r"|^(?P<v2>.+?)\s+into\s+(?P<f2>[\w-]+(?:\s+[\w-]+){0,2})$",
    re.I,
)
_AS_RE = re.compile(r"^(?P<v>.+?)\s+as\s+(?:the\s+|a\s+|an\s+|your\s+|my\s+)?(?P<f>.+)$", re.I)
_NAMED_VALUE_RE = re.compile(
    r"^(?:the\s+|a\s+|an\s+|your\s+|my\s+)?(?P<f>[a-z][a-z ]{0,30}?)\s+(?P<v>\ue000\d+\ue001|[\w.+/:-]*\d[\w.+/:-]*|\S+@\S+)$",
    re.I,
)
_VALUE_NOUN_RE = re.compile(
    r"^(?:the\s+)?(?:word|words|text|value|string|phrase|letters?|characters?|name|number|term|message)\s+(?=\S)",
    re.I,
)
_CASE_RE = re.compile(r"\s+in\s+(?:all\s+)?(upper|lower)\s*case(?:\s+letters)?\b|\b(upper|lower)case\b", re.I)


def _strip_value_noun(raw: str, masked: Masked) -> str:
    """'the word "pineapple"' -> the quoted value; 'the value of X' stays as written (read off the page)."""
    stripped = _VALUE_NOUN_RE.sub("", raw)
    return stripped if stripped != raw and masked.is_exact(stripped) else raw


def _transform(value: str, clause: str) -> str:
    """'type X in upper case' types X upper-cased: the case is part of what the person asked for."""
    match = _CASE_RE.search(clause)
    if match is None:
        return value
    which = (match.group(1) or match.group(2)).lower()
    return value.upper() if which == "upper" else value.lower()


def _value_list(raw: str, masked: Masked) -> list[GivenValue] | None:
    """'the username "a" and the password "b"' -> named values; None when not all pieces are named."""
    pieces = [p for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", raw.strip()) if p.strip()]
    named = [_NAMED_VALUE_RE.match(p.strip()) for p in pieces]
    if len(pieces) < 2 or not all(named):
        return None
    return [make_value(m.group("f"), m.group("v"), masked) for m in named if m]


class _Into:
    """The value and field of a 'type V into F' clause, whichever alternative of ``_INTO_RE`` matched."""

    def __init__(self, match: re.Match[str]) -> None:
        self._match = match

    def group(self, name: str) -> str:
        return str(self._match.group(name) or self._match.group(name + "2") or "")


def _into(body: str) -> _Into | None:
    match = _INTO_RE.match(body)
    return _Into(match) if match else None


def read_type(verb: str, rest: str, text: str, masked: Masked) -> Step:
    """'type X into Y', 'enter X as Y and Z as W', 'enter your email a@b.c', 'type hello'."""
    body = _CASE_RE.sub("", rest).strip()
    if re.fullmatch(r"(?:it|them|that|this|those)(?:\s+(?:in|into\s+\S+.*|there))?", body, re.I):
        return Step(verb="type", text=text, refers_back=True)
    pairs = read_pairs(body, masked) or paren_values(body, masked)
    if pairs:
        return Step(verb="fill", text=text, values=tuple(pairs))
    into = _into(body)
    if into:
        field = field_name(masked.restore(into.group("f")))
        listed = _value_list(into.group("v"), masked)
        if listed:
            return Step(verb="fill", text=text, values=tuple(listed))
        raw_value = _strip_value_noun(into.group("v").strip(), masked)
        named = _NAMED_VALUE_RE.match(raw_value)
        every = bool(
            re.match(r"^(?:the\s+)?(?:both|all|each|every)\b", masked.restore(into.group("f")), re.I)
        )
        if named and masked.is_exact(named.group("v")):
            field = field or ("" if every else named.group("f"))
            raw_value = named.group("v")
        value = make_value(field, raw_value, masked)
        value = GivenValue(value.field, _transform(value.value, rest), value.kind, value.exact)
        _, role = role_from(clean(masked.restore(into.group("f"))))
        return Step(
            verb="type",
            text=text,
            object=field,
            role=role or "field",
            values=(value,),
            quantity=-1 if every else None,
        )
    if " as " in body:
        out: list[GivenValue] = []
        for piece in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", body):
            part = _AS_RE.match(piece.strip())
            if part is None:
                out = []
                break
            out.append(make_value(field_name(part.group("f")) or part.group("f"), part.group("v"), masked))
        if out:
            return Step(verb="fill" if len(out) > 1 else "type", text=text, values=tuple(out))
    listed = _value_list(body, masked)
    if listed:
        return Step(verb="fill", text=text, values=tuple(listed))
    one = _NAMED_VALUE_RE.match(body)
    if one and not masked.is_exact(body):
        value = make_value(one.group("f"), one.group("v"), masked)
        return Step(verb="type", text=text, object=value.field, values=(value,))
    value = make_value("", _strip_value_noun(body, masked), masked)
    return Step(
        verb="type",
        text=text,
        values=(GivenValue("", _transform(value.value, rest), value.kind, value.exact),),
    )


def read_fill(verb: str, rest: str, text: str, masked: Masked) -> Step:
    """'fill the form with a: 1, b: 2', 'fill in the name field with John', 'complete the signup form'."""
    body = rest.strip()
    head = re.match(r"^(?P<what>.*?)\s*\b(?:with|using|as\s+follows)\s*:?\s*(?P<vals>.+)$", body, re.I)
    what, vals = (head.group("what"), head.group("vals")) if head else (body, "")
    if not vals and ":" in body:
        colon = re.match(
            r"^(?P<what>[^:]*?(?:form|details|fields|information|info))\s*:?\s*(?P<vals>.+:.+)$", body, re.I
        )
        what, vals = (colon.group("what"), colon.group("vals")) if colon else ("", body)
    pairs = read_pairs(vals, masked) if vals else None
    if pairs is None and vals:
        field = field_name(masked.restore(what))
        if field and not re.search(r"\b(?:form|details|information|info)$", field, re.I):
            pairs = [make_value(field, vals, masked)]
        else:
            listed = _value_list(vals, masked)
            pairs = listed or [make_value("", vals, masked)]
    pairs = (pairs or []) + paren_values(body, masked)
    obj = read_object(what, masked, constraints=False)
    return Step(verb="fill", text=text, object=obj.text, values=tuple(pairs))


_FROM_RE = re.compile(
    r"^(?P<o>.+?)\s+(?:from|in|on|under|for)\s+(?:the\s+)?(?P<l>.+?)"
    r"(?:\s+(?:list|dropdown|drop-down|drop\s+down|menu|select|selector|options|combo\s*box|picker|field|box))?$",
    re.I,
)
_SET_RE = re.compile(r"^(?:the\s+)?(?P<l>.+?)\s+(?:to|as)\s+(?P<o>.+)$", re.I)


def read_select(verb: str, used: str, rest: str, text: str, masked: Masked) -> Step:
    """'select Red from the color list', 'set the size to Large', 'choose 5', 'pick the second option'."""
    if re.search(r"\b(?:check)?box(?:es)?\b", rest, re.I) or re.fullmatch(
        r"(?:nothing|none(?:\s+of\s+them)?|no\s+(?:items?|boxes|options?))", rest.strip(), re.I
    ):
        return read_check("check", rest, text, masked)
    as_field = re.match(r"^(?P<v>.+?)\s+as\s+(?:the|your|my)\s+(?P<f>[\w -]{2,30})$", rest, re.I)
    if as_field:  # 'select 10/11/2016 as the date': a value for a field
        value = make_value(
            field_name(as_field.group("f")) or as_field.group("f"), as_field.group("v"), masked
        )
        return Step(verb="type", text=text, object=value.field, values=(value,))
    using = re.match(r"^(?P<o>.+?)\s+(?:with|using|on|via)\s+the\s+(?P<l>[\w -]{2,30})$", rest, re.I)
    if using:  # 'select 5 with the slider'
        listname = re.sub(
            r"\s+(?:picker|selector|wheel|control)$",
            "",
            field_name(masked.restore(using.group("l"))),
            flags=re.I,
        )
        value = make_value(listname, using.group("o"), masked)
        return Step(verb="select", text=text, object=value.value, exact=value.exact, values=(value,))
    if used == "set":
        match = _SET_RE.match(rest)
        if match:
            listname = field_name(masked.restore(match.group("l")))
            value = make_value(listname, match.group("o"), masked)
            return Step(verb="select", text=text, object=value.value, exact=value.exact, values=(value,))
    match = _FROM_RE.match(rest)
    if match and not re.match(r"^(?:the\s+)?(?:page|site|results?)$", match.group("l"), re.I):
        listname = re.sub(
            r"\s*(?:scroll(?:able)?\s+)?(?:list|dropdown|drop-down|drop\s+down|menu|select|selector|options|combo\s*box|picker|field)$",
            "",
            masked.restore(match.group("l")),
            flags=re.I,
        )
        if listname.lower() in {"scroll", "scrollable", "the", "a"}:
            listname = ""
        option = read_object(match.group("o"), masked)
        value = make_value(listname, match.group("o"), masked)
        return Step(
            verb="select",
            text=text,
            object=value.value,
            exact=option.exact,
            role=option.role or "select",  # a list is named, even if only as 'the dropdown'
            ordinal=option.constraints.ordinal,
            values=(value,),
        )
    items = _items(rest, masked)
    if len(items) > 1:
        return Step(
            verb="check", text=text, values=tuple(GivenValue("", i, "text") for i in items), role="checkbox"
        )
    option = read_object(rest, masked)
    return Step(
        verb="select",
        text=text,
        object=option.text,
        exact=option.exact,
        role=option.role,
        ordinal=option.constraints.ordinal,
        superlative=option.constraints.superlative,
        bounds=tuple(option.constraints.bounds),
        filters=tuple(option.constraints.filters),
        refers_back=option.refers_back,
    )


def _items(rest: str, masked: Masked) -> list[str]:
    body = re.sub(
        r"^(?:the\s+)?(?:check)?box(?:es)?\s+(?:for\s+|labell?ed\s+|named\s+)?", "", rest.strip(), flags=re.I
    )
    body = re.sub(r"\s+(?:check)?box(?:es)?$", "", body, flags=re.I)
    parts = [p for p in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*", body) if p.strip()]
    return [masked.restore(re.sub(r"^(?:the|a)\s+", "", p.strip(), flags=re.I)) for p in parts]


def read_check(verb: str, rest: str, text: str, masked: Masked) -> Step:
    """'check Dell and HP', 'untick the newsletter box', 'mark all the boxes with "x"'."""
    all_with = re.match(
        r"^(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:check)?box(?:es)?\s+(?:with|for|containing|labell?ed|that\s+(?:say|contain|read))\s+(?P<r>.+)$",
        rest,
        re.I,
    )
    items = _items(all_with.group("r") if all_with else rest, masked)
    if re.fullmatch(r"(?:nothing|none(?:\s+of\s+them)?|no\s+(?:items?|boxes))", rest.strip(), re.I):
        items = []
    return Step(verb=verb, text=text, values=tuple(GivenValue("", i, "text") for i in items), role="checkbox")
