"""A record put into a state by a verb other than 'set' (pure): 'send it in for review' (pending review),
'put X back to draft', 'put X live' (published), 'make the X post pending review' / 'make Ana Lima an
admin' (the complex-transitive 'make'), 'close issue #5' / 'close every resolved issue' (closed, where
'close the popup' dismisses a dialog). 'set / move / update X to S' is ``record_writes.record_to_state``.
"""

from __future__ import annotations

import re

from wayfinder.intent.frame import GivenValue, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import STATE_WORDS, VALUE_FIELDS
from wayfinder.intent.objects import generic, with_
from wayfinder.intent.record_writes import EXISTING_RE, RECORDISH_RE, new_thing, record_to_state
from wayfinder.intent.values import make_value
from wayfinder.intent.verbs import STATE_VERBS

# 'send it in for review', 'submit the draft for approval': a post or change put up to be checked
# (a CMS's 'Submit for Review', a moderated wiki's 'needs review')
_FOR_REVIEW_RE = re.compile(r"^(?P<o>.+?)\s+(?:in\s+|off\s+)?for\s+(?:review|approval|moderation)$", re.I)


# ... or said before the new thing's name: 'submit a post for review titled T with the text X'
_FOR_REVIEW_INSIDE_RE = re.compile(
    r"^(?:in\s+)?(?P<o>(?:a|an)\s+(?:new\s+)?[\w-]+)\s+(?:in\s+)?for\s+(?:review|approval|moderation)\s+(?P<n>(?:titled|called|named)\s.+)$",
    re.I,
)


def for_review(used: str, rest: str, text: str, masked: Masked) -> list[Step] | None:
    """'send it in for review', 'submit X for approval': the thing's status becomes 'pending review';
    'submit a post for review titled T ...' makes the new post so."""
    if used.lower().split()[0] not in {"send", "submit"}:
        return None
    review = _FOR_REVIEW_RE.match(rest.strip())
    inside = _FOR_REVIEW_INSIDE_RE.match(rest.strip()) if review is None else None
    if inside is not None:
        return [
            made_as(new_thing(f"{inside.group('o')} {inside.group('n')}", text, masked), "pending review")
        ]
    if review is None:
        return None
    if re.match(r"^(?:a|an)\s", review.group("o"), re.I) and re.search(
        r"\b(?:titled|called|named)\b", review.group("o")
    ):
        return [made_as(new_thing(review.group("o"), text, masked), "pending review")]
    step = generic("edit", review.group("o"), text, masked)
    return [with_(step, values=(*step.values, GivenValue("status", "pending review", "text")))]


def made_as(step: Step, status: str) -> Step:
    """A new record made in a state ('publish a post titled T', 'submit a post for review titled T')."""
    return with_(step, values=(*step.values, GivenValue("status", status, "text")))


_BACK_TO_RE = re.compile(r"^(?P<o>\S.*?)\s+back\s+(?:to|into|in)\s+(?:a\s+)?(?P<s>[a-z][\w -]*?)$", re.I)


# 'put the Winter Soup post live', 'make the About page live', 'take it live': published, as a CMS
# says it (WordPress' 'Publish', Ghost's and Drupal's 'live'); only 'live' as the clause's last word
_LIVE_RE = re.compile(r"^(?P<o>\S.*?)\s+live$", re.I)
_GO_LIVE_VERBS = frozenset({"put", "make", "take", "set", "push", "get", "bring"})


def put_in_state(used: str, rest: str, text: str, masked: Masked) -> list[Step] | None:
    """'put the "X" post back to draft' (a state returned to), 'put X live' (published): a record's
    state, not a thing carted; None otherwise."""
    back = record_to_state(rest, text, masked) if used == "put" and re.search(r"\bback\b", rest) else None
    returned = _BACK_TO_RE.match(rest.strip()) if used == "put" and back is None else None
    if returned and " ".join(returned.group("s").lower().split()) in _RECORD_STATES:
        # 'put the Newsletter page back to pending review': 'back' says a record returns to a state
        step = generic("edit", returned.group("o"), text, masked)
        return [with_(step, values=(*step.values, GivenValue("status", returned.group("s").lower(), "text")))]
    if back is not None:
        return [back]
    live = _gone_live(used, rest, text, masked)
    if live is not None:
        return live
    made = _made(rest, text, masked) if used.lower() == "make" else None
    return [made] if made is not None else None


# 'make the "X" post pending review', 'make issue 5 private', 'make Ana Lima an admin': 'make' with an
# object and its complement (Quirk et al. 1985, 16.42: complex-transitive) changes a record that exists
# - its state, or a person's role - where 'make a new page' makes one. The states are the ones a record
# is put in (``verbs.STATE_VERBS``' results, ``names.STATE_WORDS``) and a CMS's visibility; the roles are
# the user roles apps name alike (WordPress' Administrator / Editor / Author / Contributor / Subscriber,
# Redmine's Manager / Developer / Reporter).
_RECORD_STATES = frozenset(
    {*STATE_VERBS.values(), *STATE_WORDS, "draft", "pending review", "private", "public", "sticky"}
)
_USER_ROLES = frozenset(
    [
        "admin",
        "administrator",
        "editor",
        "author",
        "contributor",
        "subscriber",
        "manager",
        "developer",
        "reporter",
        "moderator",
        "owner",
        "member",
        "viewer",
    ]
)
# the object, an article for a role, then the complement (two words or one: 'pending review', 'private')
_VALUE_THEN_FIELD_RE = re.compile(rf"^\S+\s+(?:{'|'.join(VALUE_FIELDS)})$", re.I)
_MADE_RE = {
    n: re.compile(rf"^(?P<o>\S.*?)\s+(?P<a>an?\s+)?(?P<c>[a-z][\w-]*(?:\s+[a-z][\w-]*){{{n - 1}}})$", re.I)
    for n in (2, 1)
}


# 'make me the owner of document X', 'make Bob the assignee of issue 5', 'make Ana the author of the
# "X" post': a person made a record's role-holder is the value of that field of the record
_MADE_HOLDER_RE = re.compile(
    r"^(?P<p>\S.*?)\s+the\s+(?P<f>[a-z][\w -]*?)\s+(?:of|for|on)\s+(?P<o>\S.*)$", re.I
)


def _made(rest: str, text: str, masked: Masked) -> Step | None:
    """The change 'make <record> <state>' / 'make <person> a <role>' / 'make <person> the <field> of
    <record>' asks, or None."""
    holder = _MADE_HOLDER_RE.match(rest.strip())
    if holder and RECORDISH_RE.search(holder.group("o")) and len(holder.group("p").split()) <= 3:
        step = generic("edit", holder.group("o"), text, masked)
        return with_(step, values=(*step.values, make_value(holder.group("f"), holder.group("p"), masked)))
    for words in (2, 1):
        found = _MADE_RE[words].match(rest.strip())
        if found is None or found.group("o").lower().startswith(("a ", "an ", "new ")):
            continue
        complement = " ".join(found.group("c").lower().split())
        if found.group("a") and complement in _USER_ROLES:
            step = generic("edit", found.group("o"), text, masked)
            return with_(step, values=(*step.values, make_value("role", found.group("c"), masked)))
        existing = EXISTING_RE.match(found.group("o")) or RECORDISH_RE.search(found.group("o"))
        if complement in _RECORD_STATES and existing:  # 'make the post pending review', '... a draft'
            step = generic("edit", found.group("o"), text, masked)
            return with_(step, values=(*step.values, GivenValue("status", complement, "text")))
        if (
            _valued(found, words)
            and RECORDISH_RE.search(found.group("o"))
            and re.search(r"[^\W\d_]|\ue000", found.group("o"))
        ):
            # 'make issue 19 urgent priority', "make the 'X' issue Urgent": a value the one record is given
            # is what 'set <record> to <value>' gives it (``record_to_state``, one reading of both)
            return record_to_state(f"{found.group('o')} to {found.group('c')}", text, masked)
    return None


def _valued(found: re.Match[str], words: int) -> bool:
    """The complement of 'make <record> ...' is a value: a value with its field after it ('high
    priority') or one word that is no role or article ('Urgent'), never a kind of thing ('issue urgent')."""
    if found.group("a") or re.search(
        r"\ban?\s+\S+$", found.group("o"), re.I
    ):  # 'make issue 7 a high priority'
        return False
    if words == 2:
        return bool(_VALUE_THEN_FIELD_RE.match(found.group("c")))
    return found.group("c").lower() not in VALUE_FIELDS


def _gone_live(used: str, rest: str, text: str, masked: Masked) -> list[Step] | None:
    """'put X live': the thing's status becomes 'published' (as 'publish X'); None otherwise."""
    live = _LIVE_RE.match(rest.strip()) if used.split()[0].lower() in _GO_LIVE_VERBS else None
    if live is None:
        return None
    step = generic("edit", live.group("o"), text, masked)
    return [with_(step, values=(*step.values, GivenValue("status", "published", "text")))]


# 'close issue #5', 'close every resolved issue', 'close all the old tickets': records closed, where
# 'close the popup' dismisses a dialog
_CLOSE_RECORDS_RE = re.compile(r"^(?:(?:every|all|each)\b|[^\ue000]*?#?\d)", re.I)


def closed_records(rest: str, text: str, masked: Masked) -> list[Step] | None:
    """'close issue #5', 'close every resolved issue': their status becomes closed; None for a dialog."""
    if _CLOSE_RECORDS_RE.match(rest.strip()) and not re.search(
        r"\b(?:tab|window|popup|dialog)s?\b", rest, re.I
    ):
        step = generic("edit", rest, text, masked)
        return [with_(step, values=(*step.values, GivenValue("status", "closed", "text")))]
    return None


__all__ = ["closed_records", "for_review", "put_in_state"]
