"""Clauses that make or change a record (pure): create, edit, rename, assign, approve, publish.

'[set] the F of R to V' (a field of a record gets a value), 'edit the page P to say T', 'create a
post titled T saying X', 'add a new author: first name Ada, last name Quill', 'publish the draft D'
(a thing that exists gets a status). The handlers ``h_edit`` and ``h_create`` are entries of the
imperative table (``imperatives.HANDLERS``).
"""

from __future__ import annotations

import re

from wayfinder.intent.attributes import ATTRIBUTE_PHRASES
from wayfinder.intent.filing import (
    GROUP_FIELDS,
    IN_GROUP_AHEAD,
    IN_GROUP_RE,
    TO_GROUP_RE,
    filed_in_group,
    filed_under,
    quote_first,
    trailing_values,
    value_field,
)
from wayfinder.intent.frame import GivenValue, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import KIND_NOUNS, NAME2, SITE_NOUNS, VALUE_FIELDS
from wayfinder.intent.objects import generic, read_object, with_
from wayfinder.intent.person_details import person_details
from wayfinder.intent.text.lemmas import is_participle, lemma
from wayfinder.intent.values import make_value, read_loose_pairs, read_pairs
from wayfinder.intent.verbs import STATE_VERBS

_SAYS_RE = re.compile(
    r"^(?P<o>.+?)\s+(?:to|so\s+(?:that\s+)?it)\s+(?:say|says|read|reads)\s+(?P<v>\S.*)$", re.I
)


# 'the status of issue #1 to In Progress', 'the number of copies of Paper Gardens to 5': a field of a
# record (a quantity noun keeps its 'of' here, then the field is named by what it counts: 'copies'), then the value
_FIELD_OF_RE = re.compile(
    r"^(?:the\s+)?(?P<f>(?:(?:number|amount|count|quantity)\s+of\s+)?\S.*?)\s+of\s+(?P<o>.+?)"
    r"\s+(?:back\s+)?(?:to|into|as)\s+(?P<v>\S.*)$",
    re.I,
)
# the same with the record as possessor: "issue 19's priority to Urgent", "Paper Gardens' copies to 5"
_FIELD_POSSESSED_RE = re.compile(
    r"^(?P<o>(?:the\s+)?\S.*?)(?:'s|’s|(?<=s)'|(?<=s)’)\s+(?P<f>[a-z][\w -]{0,30}?)"
    r"\s+(?:back\s+)?(?:to|into|as)\s+(?P<v>\S.*)$",
    re.I,
)
RECORDISH_RE = re.compile("#?\\d|\ue000")  # a number or a quoted name names one record
# Fields a record is kept with that no product option shares ('set the role of Ana Lima to Admin', 'set the
# category of the Vienna post to Travel'); 'the size of the shirt' is a choice on the page.
_RECORD_FIELDS = frozenset(
    {
        *VALUE_FIELDS,
        "role",
        "category",
        "genre",
        "assignee",
        "owner",
        "title",
        "email",
        "phone",
        "due date",
        "tags",
    }
)


# adjectives said after a counted noun ('copies available', 'seats remaining')
_AFTER_COUNTED = frozenset({"available", "remaining", "left", "free", "total", "overall"})


def _names_a_record(field: str, owner: str, value: str) -> bool:
    """'[set] the F of R to V': R is a record when a number or a quoted name names it, its noun is a kind
    of record ('the Vienna post', 'member RL10042'), F is a field only records have, or F counts R's
    things and V is their number ('the copies of Paper Gardens to 5', 'the pages of X to 320')."""
    head = owner.lower().split()[-1] if owner.split() else ""
    words = field.lower().split()
    while len(words) > 1 and (words[-1] in _AFTER_COUNTED or is_participle(words[-1])):
        words.pop()  # 'copies owned', 'units sold', 'seats left': the noun before what is said of it
    last = words[-1] if words else ""
    counted = bool(last) and lemma(last) != last and value.strip().isdigit()
    return (
        bool(RECORDISH_RE.search(owner))
        or lemma(head) in KIND_NOUNS
        or field.lower() in _RECORD_FIELDS
        or counted
    )


def record_field(rest: str, text: str, masked: Masked, *, any_record: bool = True) -> Step | None:
    """'[set] the F of R to V' (or "R's F to V"): R's field F becomes V (an edit of R), or None. With ``any_record``
    False, R must be named by a number or a quoted name ('set the size of the shirt to L' is a choice
    on the page, 'set the status of issue #1 to Done' a change of the issue)."""
    match = _FIELD_OF_RE.match(rest) or _FIELD_POSSESSED_RE.match(rest)
    if match is None or not (
        any_record or _names_a_record(match.group("f"), match.group("o"), match.group("v"))
    ):
        return None
    step = generic("edit", match.group("o"), text, masked)
    # 'the number of copies of X': the field is the copies (a count field is named by what it counts)
    field = re.sub(r"^(?:the\s+)?(?:number|amount|count|quantity)\s+of\s+", "", match.group("f"), flags=re.I)
    value = make_value(masked.restore(field), match.group("v"), masked)
    return with_(step, values=(*step.values, value))


# Verbs that put a record named by its number or quoted name into a state: 'move issue #1 to In
# Progress' (a board's column), 'set issue #12 to Resolved', 'update ticket 4 to Done', 'switch "Login
# bug" to Closed'. The record must be named so ('set the size to L' is a choice on a page).
STATE_SETTING_VERBS = frozenset({"move", "set", "update", "change", "switch", "turn"})
# Verbs that move a record up or down a scale ('bump issue 19 up to Urgent', 'escalate #4 to High'):
# the scale is its priority unless the value names another ('to Critical severity').
SCALE_VERBS = frozenset({"bump", "escalate", "raise", "lower", "downgrade", "upgrade"})
# 'back' returns to a state: 'set the post back to draft' = 'set the post to draft'
_TO_STATE_RE = re.compile(
    r"^(?P<o>.+?)\s+(?:(?:up|down|back)\s+)?(?:to|into|as)\s+(?:an?\s+)?(?P<v>\S.*)$", re.I
)


_EVERY_RE = re.compile(r"^(?:all|every|each)\b", re.I)


def record_to_state(rest: str, text: str, masked: Masked, *, field: str = "status") -> Step | None:
    """'issue #1 to In Progress' after a state-setting verb: the record's ``field`` becomes the value
    ('to High priority' names the field itself); None when no record is named by a number or quoted
    name, or the words name a field ('the status of X')."""
    moved = _TO_STATE_RE.match(rest)
    # 'set all the resolved issues of X to Closed', 'update every draft post to pending review': records
    # said by a quantifier are records too (a field is never 'all the ...'); a group they go into is no state
    every = bool(moved and _EVERY_RE.match(moved.group("o")) and not TO_GROUP_RE.match(rest))
    if moved is None or (_FIELD_OF_RE.match(rest) and not every):
        return None
    if not (RECORDISH_RE.search(moved.group("o")) or every):
        return None
    if re.search(r"['’]s\s+\w+$", moved.group("o")):  # "issue 7's status to closed": a field is named
        return None
    value, field = value_field(moved.group("v"), field)
    step = generic("edit", moved.group("o"), text, masked)
    return with_(step, values=(*step.values, make_value(field, value, masked)))


def _edit(rest: str, text: str, masked: Masked) -> Step:
    says = _SAYS_RE.match(rest)
    if says:  # 'edit the page Home to say Welcome', 'change the notice so it reads X': its text becomes X
        step = generic("edit", says.group("o"), text, masked)
        return with_(step, values=(*step.values, make_value("text", says.group("v"), masked)))
    of_record = record_field(rest, text, masked)
    if of_record is not None:
        return of_record
    match = re.match(
        r"^(?:the\s+)?(?P<f>.+?)\s+(?:of\s+(?P<o>.+?)\s+)?(?:back\s+)?(?:to|into|as)\s+(?P<v>.+)$", rest, re.I
    )
    if match is None:
        return generic("edit", rest, text, masked)
    field, owner = match.group("f"), match.group("o") or ""
    owned = re.match(r"^(?P<o>.+?)['’]s\s+(?P<f>[\w -]+)$", field) if not owner else None
    if owned:  # "change issue 7's status to closed": the status of issue 7
        field, owner = owned.group("f"), owned.group("o")
    value = make_value(masked.restore(field), match.group("v"), masked)
    obj = read_object(owner, masked).text if owner else ""
    return Step(verb="edit", text=text, object=obj, values=(value,))


_APPOSED_QUOTE_RE = re.compile(
    r"^(?:a\s+|an\s+|the\s+)?(?:new\s+)?[\w-]+(?:\s+in\s+(?:(?!\bwith\b)[^:\ue000])+)?(?::\s*|\s+)(?P<v>\ue000\d+\ue001)",
    re.I,
)


_WITH_VALUE_FIELD_RE = re.compile(
    r",?\s+(?:with|at)\s+(?:a\s+|an\s+)?(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+(?P<f>priority|severity)(?=\s*(?:,|$|\s+and\b))",
    re.I,
)


_PLACE_AFTER_RE = re.compile(r"^\s*(?:in|for|on|under|within)\s+\S", re.I)


def _create(rest: str, text: str, masked: Masked) -> Step:
    values: list[GivenValue] = []
    body = rest
    assigned = re.search(rf",?\s+assigned\s+to\s+(?P<v>{NAME2})(?=\s*(?:,|$|\s+(?:with|and)\b))", body, re.I)
    if assigned:  # 'a ticket called X, assigned to Dan Evans': who it is given to
        values.append(make_value("assignee", assigned.group("v"), masked))
        body = body[: assigned.start()] + body[assigned.end() :]
    scaled = _WITH_VALUE_FIELD_RE.search(body)
    if scaled:  # 'a feature request called X with low priority': the value before its field
        values.append(make_value(scaled.group("f").lower(), scaled.group("v"), masked))
        body = body[: scaled.start()] + body[scaled.end() :]
    named = re.search(
        r"\s+(?:titled|called|named|with\s+(?:the\s+)?(?:title|name))\s+(?P<v>\S.*?)(?=\s+(?:with|and|saying|that\s+says)\b"
        rf"|{IN_GROUP_AHEAD}|$)",
        body,
        re.I,
    )
    if named:
        # a quoted name ends at its quote: 'called "X", priority High' names X, then gives a value
        said, after = quote_first(named.group("v"))
        more = trailing_values(after, masked)
        # 'a ticket called "X" in Billing Service': the quote is the whole name, the place is where it is made
        placed = not more and _PLACE_AFTER_RE.match(after) is not None
        said = said if more or placed else named.group("v")
        person = None if more or placed else person_details(body[: named.start()], said, masked)
        if person:  # 'an author named Liv Andersen, from Norway': the name, and where the person is from
            values.extend(person)
        else:
            values.append(make_value("title" if "titl" in named.group(0).lower() else "name", said, masked))
        values.extend(more or [])
        body = body[: named.start()] + (f" {after.strip()}" if placed else "") + body[named.end() :]
    else:  # 'a new issue "Crash on start"', 'a bug in Mobile App: "Crash on start"': a quoted name in
        # apposition to the kind of thing made is its title
        quoted = _APPOSED_QUOTE_RE.search(body)
        piece = masked.piece(quoted.group("v")) if quoted else None
        if quoted and piece is not None and piece.kind == "quote":
            values.append(make_value("title", quoted.group("v"), masked))
            body = re.sub(r"\s*:\s*$", "", body[: quoted.start("v")]) + body[quoted.end("v") :]
    saying = re.search(
        r"\s+(?:saying|that\s+says|with\s+(?:the\s+)?(?:text|body|description|content))\s+(?P<v>.+)$",
        body,
        re.I,
    )
    if saying:
        value, after = quote_first(saying.group("v"))
        values.append(make_value("text", value, masked))
        body = body[: saying.start()] + after
    grouped = IN_GROUP_RE.search(body)
    if grouped:  # '... in the Gardening category': the group the new record is filed in
        field = grouped.group("f").lower()
        values.append(make_value(GROUP_FIELDS.get(field, field), grouped.group("v"), masked))
        body = body[: grouped.start()] + body[grouped.end() :]
    # 'with first name Ada, last name Quill and country Canada', 'with the subject X, priority Urgent':
    # the values the new record is given, with or without their colons
    tail = re.sub(r"^.*?\bwith\s+", "", body) if " with " in body else ""
    pairs = (read_pairs(tail, masked) or read_loose_pairs(tail, masked)) if tail else None
    if pairs:
        values.extend(pairs)
        body = body[: body.lower().index(" with ")]
    step = generic("create", re.sub(r"^(?:a\s+)?new\s+", "", body.strip(), flags=re.I), text, masked)
    # 'a new issue called X with priority Low': what the new record is given, not a filter
    given = [f for f in step.filters if f.name in ATTRIBUTE_PHRASES and f.name != "name"]
    values.extend(make_value(f.name, f.value, masked) for f in given)
    kept = tuple(f for f in step.filters if f not in given)
    # 'create a page titled X': a page is the kind of record made (wikis, CMSs), not the page one is on
    kind = re.fullmatch(r"(?:(?:a|an|the)\s+)?(?:new\s+)?(?P<k>pages?)", body.strip(), re.I)
    obj = kind.group("k").lower() if kind and not step.object else step.object
    return with_(step, values=tuple(values) + step.values, filters=kept, object=obj)


def h_edit(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    renamed = re.match(r"^(?P<o>.+?)\s+(?:to|as)\s+(?P<v>.+)$", rest, re.I) if used == "rename" else None
    if renamed:  # 'rename the post A to B': the post A gets the title B
        step = generic("edit", renamed.group("o"), text, masked)
        return [with_(step, values=(*step.values, make_value("title", renamed.group("v"), masked)))]
    if used in STATE_VERBS:  # 'approve the pending comment': its status becomes "approved"
        step = generic("edit", rest, text, masked)
        return [with_(step, values=(*step.values, GivenValue("status", STATE_VERBS[used], "text")))]
    put = generic("add", rest, text, masked, destination=True) if used == "move" else None
    if put is not None and put.destination:  # 'move the headphones to my cart': put there
        return [put]
    filed = filed_in_group(rest, text, masked) if used == "move" else None
    filed = filed_under(rest, text, masked) if used == "file" else filed
    if filed is not None:  # 'move all the Gardening posts to the Travel category': their category is Travel
        return [filed]
    moved = record_to_state(rest, text, masked) if used in STATE_SETTING_VERBS else None
    if used in SCALE_VERBS:  # 'bump issue 19 up to Urgent priority'
        moved = record_to_state(rest, text, masked, field="priority")
    if moved is not None:  # 'move issue #1 to In Progress', 'update issue 12 to Resolved'
        return [moved]
    tagged = re.match(r"^(?P<o>.+?)\s+(?:with|as)\s+(?P<v>\S.*)$", rest, re.I) if used == "tag" else None
    if tagged:  # 'tag the salmon post with "fish"': a tag added to the thing
        step = generic("edit", tagged.group("o"), text, masked)
        return [with_(step, values=(*step.values, make_value("tags", tagged.group("v"), masked)))]
    if used in {"assign", "reassign"} | HANDING_VERBS:  # 'assign issue 12 to Ann': its assignee becomes Ann
        rest = re.sub(r"^(?:over|on)\s+", "", rest, flags=re.I)  # 'hand over issue 6 to Dan'
        to = re.match(r"^(?P<o>.+?)\s+(?:(?:over|on|off)\s+)?to\s+(?P<w>.+)$", rest, re.I)
        if to:
            step = generic("edit", to.group("o"), text, masked)
            return [with_(step, values=(*step.values, make_value("assignee", to.group("w"), masked)))]
        given = _GIVEN_VALUE_RE.match(rest) if used == "give" else None
        if given:  # 'give every new bug in X high priority', 'give issue 5 an Urgent priority'
            step = generic("edit", given.group("o"), text, masked)
            field = given.group("f").lower()
            return [with_(step, values=(*step.values, make_value(field, given.group("v"), masked)))]
    return [_edit(rest, text, masked)]


# 'give <records> <value> <field>' (two objects, Quirk et al. 1985, 16.55): the value is the records'
_GIVEN_VALUE_RE = re.compile(
    r"^(?P<o>.+?)\s+(?:a\s+|an\s+)?(?P<v>[\w-]+)\s+(?P<f>priority|severity|status|state|level)$", re.I
)


# Verbs of handing over: a record given to a person is theirs to work on ('give issue 6 to Alice',
# 'hand the "Login bug" ticket over to Dan', 'pass #4 on to Bob'), as 'assign' says it.
HANDING_VERBS = frozenset({"give", "hand", "pass"})


EXISTING_RE = re.compile(r"^(?:the|my|our|this|that|his|her|their|it|them|every|all|each)\b|^\ue000", re.I)


def h_create(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    if used.lower() == "publish" and EXISTING_RE.match(rest.strip()):
        # 'publish the draft X', 'publish my post': a thing that exists gets the status published
        step = generic(
            "edit", re.sub(r"^(?:the|my|our|this|that)\s+", "", rest.strip(), flags=re.I), text, masked
        )
        return [with_(step, values=(*step.values, GivenValue("status", "published", "text")))]
    made = _create(rest, text, masked)
    if used.lower() == "publish" and made.values:  # 'publish a post titled T with the text X': made published
        return [with_(made, values=(*made.values, GivenValue("status", "published", "text")))]
    return [made]


def new_thing(rest: str, text: str, masked: Masked) -> Step:
    """The record 'a <kind> titled T ...' makes (the one reading of a new record's words)."""
    return _create(rest, text, masked)


_KIND_THEN_VALUES_RE = re.compile(r"^(?:a\s+|an\s+)?(?P<x>[\w -]+?)\s*:\s*(?P<vals>.+)$", re.I)
_NEW_THING_RE = re.compile(r"^(?:a\s+|an\s+)?new\s+(?P<x>[\w -]+?)\s*(?::|\bwith\b|,)\s*(?P<vals>.+)$", re.I)


def new_record(verb: str, rest: str, text: str, masked: Masked, used: str = "") -> list[Step] | None:
    """'add a new author: first name Ada, last name Quill', 'add a new page called T': a record made
    with the values given; None when the clause makes nothing new. Where it is made, when that is the
    site ('a tag called winter to the blog', 'a genre called Noir in the catalogue'), is no part of it."""
    rest = _SITE_END_RE.sub("", rest)
    new = _NEW_THING_RE.match(rest) if verb in {"add", "create"} else None
    if new is None and verb == "create":  # 'file an issue: subject X, ...': the verb says it is new
        new = _KIND_THEN_VALUES_RE.match(rest)
    if new and re.search(r"\b(?:titled|called|named)\b", new.group("x"), re.I):
        new = None  # 'a new post titled T with the text Y': the title is read by _create
    if new:
        values = (
            read_pairs(new.group("vals"), masked)
            or person_details(new.group("x"), new.group("vals"), masked)  # 'a new author, Ann Lee from Peru'
            or read_loose_pairs(new.group("vals"), masked)
        )
        if not values and ":" in new.group(0) and _LONE_NAME_RE.match(new.group("vals").strip()):
            # 'add a new category: Workshops', 'create a tag: "winter"': the one value is its name
            values = [make_value("name", new.group("vals").strip(), masked)]
        if values:
            return [Step(verb="create", text=text, object=new.group("x").strip(), values=tuple(values))]
    placed = _ADDED_TO_NAMED_RE.match(rest) if verb == "add" else None
    if placed:  # 'add a feature to the Mobile App project called X': the name is the new feature's
        where = "" if _SITE_END_RE.search(f" to {placed.group('c')}") else f" in {placed.group('c')}"
        said = f"{placed.group('n')}{where} {placed.group('how')} {placed.group('q')}"
        return [_create(said, text, masked)]
    if verb == "add" and re.match(r"^(?:a\s+|an\s+)?new\s+\w", rest, re.I):
        return [_create(rest, text, masked)]
    if verb == "add" and _A_NAMED_THING_RE.match(rest) and not _DESTINATION_RE.search(rest):
        return [_create(rest, text, masked)]  # 'add a category called Workshops': a new record named so
    if used.split()[:1] and used.split()[0].lower() in _MAKING_WORDS and _A_NAMED_THING_RE.match(rest):
        # 'write a draft called T with the body B', 'save a page titled T', 'start a ticket named T': a
        # verb of writing or keeping, then a thing given its name, makes that thing
        return [_create(rest, text, masked)]
    return None


# 'add a page to the wiki called X', 'add a high-priority feature to the Mobile App project called X':
# a naming participle after the place still names the new thing (an indefinite kind: nothing existing)
_ADDED_TO_NAMED_RE = re.compile(
    r"^(?P<n>(?:a|an)\s+(?:new\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?:to|in|into|on)\s+(?P<c>(?:the|this|our|my)\s+.+?)"
    r"\s+(?P<how>called|named|titled)\s+(?P<q>\S.*)$",
    re.I,
)


# a name alone after the kind's colon: a few words with no field and no comma, or a quoted name
_LONE_NAME_RE = re.compile(r"^(?:\ue000\d+\ue001|[\w'-]+(?:\s+[\w'-]+){0,3})$")
_SITE_END_RE = re.compile(
    rf"\s+(?:to|on|in|into)\s+(?:the|this|our|my|your)\s+(?:{'|'.join(sorted(SITE_NOUNS))})\s*$", re.I
)
# Verbs that make a thing when it is given a name ('write a post called X', 'save a draft titled X',
# 'start a page named X'); 'submit a post called X for review' is read as made in that state
_MAKING_WORDS = frozenset({"write", "save", "start", "compose"})
# 'a category called X', 'an author named Ann Lee': a kind of thing, with the name it is to have
_A_NAMED_THING_RE = re.compile(r"^(?:a|an)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:called|named|titled)\s+\S", re.I)
# '... to my cart', '... to issue 5': the thing goes somewhere that exists, nothing new is made
_DESTINATION_RE = re.compile(
    r"\s(?:to|into|onto|on)\s+(?:the\s+|my\s+|our\s+|this\s+)?\S+(?:\s+\S+){0,2}\s*$", re.I
)


__all__ = [
    "EXISTING_RE",
    "HANDING_VERBS",
    "RECORDISH_RE",
    "h_create",
    "h_edit",
    "new_record",
    "record_field",
    "record_to_state",
    "removal",
    "value_field",
]


def removal(step: Step) -> Step:
    """'remove' with nothing it is taken out of removes the record itself: 'remove user bob', 'remove
    issue 14', 'remove all returned loans' delete (risky, and every one of them when the goal says so),
    while 'remove X from my cart' or 'remove the tag T from the post' edits the container."""
    if step.verb == "remove" and step.object and not step.destination and not step.scope:
        return with_(step, verb="delete")
    return step
