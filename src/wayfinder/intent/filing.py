"""A record filed in a group, and a quoted value's end (pure): 'move the post X to the Recipes category',
'add the tag "fish" to the salmon post', 'a post ... in the Gardening category' (a category, a tag, a
label, a folder: the group is one of the record's values, ``filed_in_group`` and ``IN_GROUP_RE``); a
quoted value ends at its closing quote and what follows it is read apart (``quote_first``; the values
after a new record's quoted name, ``trailing_values``; a value said before its field, ``value_field``). Read by the
clauses that change and make records (``intent/record_writes.py``) and by 'add' (``imperatives.py``).
"""

from __future__ import annotations

import re

from wayfinder.intent.frame import GivenValue, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import VALUE_FIELDS
from wayfinder.intent.objects import generic, with_
from wayfinder.intent.values import make_value, read_loose_pairs

# A quoted value ends at its closing quote ("with the text 'Pick the young tops.' in the Recipes category"):
# what follows it is read apart
_QUOTE_FIRST_RE = re.compile("^(?P<q>\ue000\\d+\ue001)(?P<rest>(?:\\s+|\\s*[,;]\\s*)\\S.*)$")


def quote_first(raw: str) -> tuple[str, str]:
    """(the value, what follows it) of ``raw``: a quoted value alone, and the words after it."""
    found = _QUOTE_FIRST_RE.match(raw.strip())
    return (found.group("q"), found.group("rest")) if found else (raw, "")


_GROUP_NOUNS = (
    "category|categories|genres?|folder|project|board|list|section|column|tag|tags|label|labels|group|collection"
    "|version|milestone|release|sprint"  # the release a record is planned for (a tracker's target version)
)
# 'a post ... in the Gardening category', 'a photo in the Holidays folder': the group a new record is
# filed in (a project or a board is where it is made, read as its place)
_FILED_NOUNS = "category|categories|genres?|tags?|labels?|folder|collection"  # a field of the record made
_FILED_IN = r"\s+(?:in|into|under)\s+(?:the\s+)?{v}\s+{f}\b"
IN_GROUP_RE = re.compile(
    _FILED_IN.format(v=r"(?P<v>\S+(?:\s+\S+){0,2}?)", f=rf"(?P<f>{_FILED_NOUNS})"),
    re.I,
)
IN_GROUP_AHEAD = _FILED_IN.format(v=r"\S+(?:\s+\S+){0,2}?", f=rf"(?:{_FILED_NOUNS})")


# 'to the Travel category', 'into the Archive folder': a group a thing is filed in, named before its kind
TO_GROUP_RE = re.compile(
    r"^(?P<o>.+)\s+(?:to|into|under|in)\s+(?:the\s+)?(?P<v>\S.*?)\s+"  # the last 'to': 'Night Train to Vienna'
    rf"(?P<f>{_GROUP_NOUNS})"
    r"(?:\s+(?:too|as\s+well|also))?$",
    re.I,
)
# 'add the tag "wildlife" to the Hedgehog Houses post', 'put the label garden on the gate card'
_TAG_TO_RE = re.compile(
    r"^(?:the\s+|a\s+)?(?P<f>tag|label)s?\s+(?:(?:called|named)\s+)?(?P<v>\S.*?)\s+(?:to|on|onto)\s+(?P<o>\S.*?)(?:\s+(?:too|as\s+well))?$",
    re.I,
)
GROUP_FIELDS = {"categories": "category", "tag": "tags", "label": "labels"}
# 'file all the drafts under Travel': the verb says the group is a category, so no group noun is needed
_FILED_UNDER_RE = re.compile(
    r"^(?P<o>\S.*)\s+(?:under|into|in)\s+(?:the\s+)?(?P<v>\S+(?:\s+\S+){0,3})$", re.I
)


def filed_under(rest: str, text: str, masked: Masked) -> Step | None:
    """'file the post X under Gardening', 'file all the draft posts under Travel': the records' category
    (a group noun named with it is the field: 'file X in the Archive folder'); None without a group."""
    named = filed_in_group(rest, text, masked)
    if named is not None:
        return named
    found = _FILED_UNDER_RE.match(rest.strip())
    if found is None:
        return None
    step = generic("edit", found.group("o"), text, masked)
    return with_(step, values=(*step.values, make_value("category", found.group("v"), masked)))


def filed_in_group(rest: str, text: str, masked: Masked) -> Step | None:
    """'move the Gardening posts to the Travel category', 'add the X post to the Travel category too',
    'add the tag "fish" to the salmon post': a record put into a group (a category, a tag, a folder)
    gets that group as a value; a cart or a basket is no group (``cues.CONTAINERS``: carting)."""
    tag = _TAG_TO_RE.match(rest.strip())
    filed = TO_GROUP_RE.match(rest.strip()) if tag is None else None
    if tag is None and filed is None:
        return None
    found = tag or filed
    assert found is not None
    field = found.group("f").lower()
    step = generic("edit", found.group("o"), text, masked)
    value = make_value(GROUP_FIELDS.get(field, field), found.group("v"), masked)
    return with_(step, values=(*step.values, value))


# a value followed by the field it is a value of: 'Urgent priority', 'High severity', 'Closed status'
_VALUE_FIELD_RE = re.compile(rf"^(?P<v>\S.*?)\s+(?P<f>{'|'.join(VALUE_FIELDS)})$", re.I)


def value_field(value: str, field: str) -> tuple[str, str]:
    """(value, field) of a value said with its field after it ('High priority' -> ('High', 'priority')),
    else the value and the ``field`` given."""
    named = _VALUE_FIELD_RE.match(value)
    return (named.group("v"), named.group("f").lower()) if named else (value, field)


# 'for the Launch version', 'in the 2.0 milestone': the release a new record is planned for
_PLANNED_FOR_RE = re.compile(
    r"^(?:for|in|under)\s+(?:the\s+)?(?P<v>\S.*?)\s+(?P<f>version|milestone|release|sprint)$", re.I
)


def trailing_values(after: str, masked: Masked) -> list[GivenValue] | None:
    """The values after a new record's quoted name (', priority High', ' - high priority, for the Launch
    version'): each piece a field and its value, a value and its field, or the release it is planned
    for; None unless every piece is one."""
    body = after.strip(" ,;").lstrip("-\u2013\u2014 ")
    if not body:
        return None
    pieces = [p.strip(" .") for p in re.split(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+", body) if p.strip(" .")]
    out = []
    for piece in pieces:
        planned = _PLANNED_FOR_RE.match(piece)
        valued = _VALUE_FIELD_RE.match(piece)
        if planned:
            out.append(make_value(planned.group("f").lower(), planned.group("v"), masked))
        elif valued:
            out.append(make_value(valued.group("f").lower(), valued.group("v"), masked))
        else:
            pair = read_loose_pairs(piece, masked)
            if not pair:
                return None
            out.extend(pair)
    return out


__all__ = [
    "GROUP_FIELDS",
    "IN_GROUP_AHEAD",
    "IN_GROUP_RE",
    "TO_GROUP_RE",
    "filed_in_group",
    "filed_under",
    "quote_first",
    "trailing_values",
    "value_field",
]
