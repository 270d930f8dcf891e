"""Imperative clauses (pure): one handler per verb, chosen from one table.

Each handler takes (verb, verb words used, rest of the clause, clause text, masked goal) and returns
the clause's steps. Verbs without a handler of their own read the rest as one object phrase with
its constraints (``generic``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from wayfinder.intent.attributes import attribute_of
from wayfinder.intent.constraints import read_constraints
from wayfinder.intent.cues import CONTAINERS
from wayfinder.intent.filing import filed_in_group
from wayfinder.intent.forms import read_check, read_fill, read_login, read_select, read_type
from wayfinder.intent.frame import GivenValue, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.messages import read_message
from wayfinder.intent.names import KIND_NOUNS, SITE_NOUNS, SUMMATION_PLURALS
from wayfinder.intent.object_words import clean
from wayfinder.intent.objects import generic, typed_split, with_
from wayfinder.intent.opening import h_open, open_target
from wayfinder.intent.ordering import filter_step, sort_step
from wayfinder.intent.question_words import VERB_PARTICLES
from wayfinder.intent.questions import read_asked, read_question
from wayfinder.intent.record_states import closed_records, for_review, put_in_state
from wayfinder.intent.record_writes import (
    h_create,
    h_edit,
    new_record,
    record_field,
    record_to_state,
    removal,
    value_field,
)
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.values import make_value
from wayfinder.intent.verbs import as_file

_KEYS = r"enter|return|escape|esc|tab|space|spacebar|backspace|delete|up|down|left|right|home|end|page\s*up|page\s*down"
_KEY_RE = re.compile(
    rf"^(?:the\s+)?(?P<mods>(?:(?:ctrl|control|alt|shift|cmd|command|meta)\s*[+-]\s*)*)(?P<k>{_KEYS}|[a-z0-9])(?:\s+(?:key|button))?$",
    re.I,
)
_SEARCH_SCOPE_RE = re.compile(
    r"^(?:the\s+|this\s+|my\s+|our\s+)(?P<s>[\w\s-]{1,30}?)\s+(?:for|by)\s+(?P<q>.+)$", re.I
)
_SEARCH_IN_RE = re.compile(
    r"^(?P<q>.+?)\s+(?:in|on|at|within|using)\s+(?:the|this|my|our)\s+(?P<s>[\w\s-]{1,30}?)$", re.I
)
_SEARCH_BY_RE = re.compile(
    r"^(?:by\s+|with\s+)?(?:the\s+)?(?P<f>(?:[a-z]+\s+){0,2}(?:name|number|id|year|city|state|zip|code|date|title|author|"
    r"brand|category|keyword|email|phone|address|county|type|isbn|owner|company|street|case))\s+(?P<v>\ue000\d+\ue001|[^\W_][\w.\-]*)$",
    re.I,
)
_SITE_TAIL_RE = re.compile(
    r"\s+(?:on|in|using|with|via|from)\s+(?:the\s+)?(?:site|page|website|web\s*site|search\s+box|search\s+bar|search\s+field|search)$",
    re.I,
)
_FIND_ATTR_RE = re.compile(r"^(?:out\s+)?(?:the\s+|its\s+)?\w+(?:\s+\w+)?\s+(?:of|for)\s+", re.I)
_SCROLL_RE = re.compile(
    r"^(?:the\s+page\s+|down\s+the\s+page\s*)?(?:(?P<d>up|down)|to\s+the\s+(?P<e>top|bottom|end))\b", re.I
)
_TAB_RE = re.compile(
    r"^(?:to\s+)?(?:the\s+)?(?P<w>new|other|next|last|latest|previous|first|second|third)\s+tab\b", re.I
)


def _search(rest: str, text: str, masked: Masked) -> Step:
    body = _SITE_TAIL_RE.sub("", re.sub(r"^(?:for|on|about)\s+", "", rest.strip(), flags=re.I))
    scope = ""
    scoped = _SEARCH_SCOPE_RE.match(body)
    if scoped:
        scope, body = masked.restore(scoped.group("s")), scoped.group("q")
    by = _SEARCH_BY_RE.match(body)
    if by:
        value = make_value(by.group("f"), by.group("v"), masked)
        return Step(
            verb="search", text=text, object=value.value, exact=value.exact, scope=scope, values=(value,)
        )
    inside = _SEARCH_IN_RE.match(body)
    if inside and not scope:
        scope, body = masked.restore(inside.group("s")), inside.group("q")
    body = re.sub(r"^(?:for|on|about)\s+", "", body.strip(), flags=re.I)
    step = generic("search", body, text, masked)
    if any(f.name != "type" for f in step.filters) and not step.exact:
        # 'surreal movies directed by Baxter': the words are the query; 'the issue about X' is searched by X
        _, words = read_constraints(body, with_filters=False)
        step = with_(step, object=masked.restore(clean(words)))
    return with_(step, scope=scope)


# 'where the docs talk about X': X, as the text it is written in
_TALKS_ABOUT_RE = re.compile(
    r"^(?:out\s+)?where\s+(?:the\s+)?(?:\w+\s+)?(?:talks?|mentions?|discuss(?:es)?|explains?|covers?|describes?|says?)"
    r"\s+(?:about\s+)?(?P<x>.+)$",
    re.I,
)


def _click(used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    key = _KEY_RE.match(rest.strip())
    long_name = len(key.group("k")) > 1 or bool(key.group("mods")) if key else False
    if key and used in {"press", "hit", "push", "tap"} and (rest.lower().endswith("key") or long_name):
        mods = [m.strip(" +-").lower() for m in re.split(r"[+-]", key.group("mods")) if m.strip(" +-")]
        name = key.group("k").lower()
        return [Step(verb="press_key", text=text, object="+".join([*mods, name]), role="key")]
    step = generic("click", re.sub(r"^(?:on|into|in|onto)\s+", "", rest.strip(), flags=re.I), text, masked)
    if used in {"press", "hit", "push"} and step.role is None:
        step = with_(step, role="button")
    if used in {"expand", "collapse", "toggle", "focus"}:
        return [with_(step, role=step.role or ("field" if used == "focus" else None))]
    return [step]


Handler = Callable[[str, str, str, str, Masked], list[Step]]


def _h_login(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return [read_login(verb, rest, text, masked)]


def _h_search(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    asked = _asked_of(rest, text, masked)
    return [asked] if asked is not None else [_search(rest, text, masked)]


# '... for document 2024-001555', '... on issue #22', '... of member RL10042': a record named by its kind
# and number - what is looked up or checked about it is a value of it
_OF_NUMBERED_RE = re.compile(
    r"^(?P<a>.+?)\s+(?:for|of|on)\s+(?:the\s+)?(?P<o>(?:[\w-]+\s+){1,2}#?[\w.-]*\d[\w.-]*)$", re.I
)


def _asked_of(rest: str, text: str, masked: Masked) -> Step | None:
    """'look up the weight of X', 'check the due date for issue 22', 'look up the book and page for
    document N': a value of a thing is asked, not searched for; None when ``rest`` asks none."""
    found = attribute_of(rest)
    numbered = _OF_NUMBERED_RE.match(rest.strip())
    if numbered and set(numbered.group("a").lower().split()) & SITE_NOUNS:
        numbered = None  # 'search the tracker for issue 22': where to search, not a value of the issue
    if (found is not None and found[1]) or (numbered and typed_split(numbered.group("o")) is not None):
        return read_asked(rest, text, masked, loose=found is None)
    return None


_A_PAGE_RE = re.compile(
    r"\S\s+(?:page|details|detail\s+page|product\s+page)$|^(?:the\s+)?(?:[\w-]+\s+)?page\s+of\s+\S"
    # 'show me the keyboards category', 'show me the Gardening section': a part of the site, opened
    r"|^(?:the\s+)?(?:[\w'&+-]+\s+){1,3}(?:category|section|department|tab|aisle)$",
    re.I,
)


def _h_ask(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    """answer / count / find: 'the price of X', 'how many X' are questions; else a plain object."""
    talks = _TALKS_ABOUT_RE.match(rest) if verb in {"find", "answer"} else None
    if talks:  # 'find where the docs talk about X'
        return [generic("find", talks.group("x"), text, masked)]
    found = attribute_of(rest) if verb == "find" else None  # 'find the address on the contact page'
    # 'give me its isbn', 'show me their email': what is asked of the thing said before
    back = re.match(r"^(?:me\s+|us\s+)?(?:its|their)\s+\S", rest, re.I) is not None
    if (
        verb != "find"
        or _FIND_ATTR_RE.match(rest)
        or (found and found[1])
        or back
        or rest.lower().startswith("how")
    ):
        asked = read_asked(rest, text, masked, loose=verb == "answer")
        if asked is not None:
            return [asked]
    if verb == "find" and used.lower() in {"show", "show me"} and _A_PAGE_RE.search(rest):
        return open_target("open", rest, text, masked)  # 'show me the X page': X's page, opened
    if verb == "find":
        step = generic("find", rest, text, masked)
        if used.lower() in {"show", "show me"} and _one_thing(step):
            return open_target("open", rest, text, masked)  # 'show me Robinson's newest record': opened
        return [step]
    step = generic(verb, rest, text, masked)
    if verb == "count":
        # 'count the closed issues in X' asks what 'how many closed issues in X' asks: the question's
        # reading of the counted phrase finds states and places the plain object may leave in it; the
        # reading that narrows more is kept ('count the posts jonas wrote': the plain one's author)
        counted = read_question(f"how many {_COUNTED_RE.sub('', rest)}?", text, masked)
        if counted is not None and counted.verb == "count" and len(counted.filters) > len(step.filters):
            return [counted]
    return [with_(step, answer_kind="count" if verb == "count" else "text")]


_COUNTED_RE = re.compile(r"^(?:up\s+)?(?:(?:all|each|every)\s+(?:of\s+)?)?(?:the\s+|my\s+|your\s+)?", re.I)


def _one_thing(step: Step) -> bool:
    """The step names one thing to be seen: the newest, third or cheapest one of a kind said in the singular
    ('the most recent record', 'the priciest headphones', not 'the 3 cheapest tablets' or 'the newest
    posts'), or a record by its number ('issue 20')."""
    words = step.object.split()
    if not words:
        return False
    ranked = (step.superlative is not None or step.ordinal is not None) and step.quantity in (None, 1)
    numbered = (
        len(words) in (2, 3) and words[0].lower() in KIND_NOUNS and re.fullmatch(r"#?\d[\w.-]*", words[-1])
    )
    kind_given = len(words) == 1 and any(f.name == "type" for f in step.filters)  # 'document 2024-001555'
    # 'the priciest headphones': a summation plural names one thing ('the newest posts' are several)
    head = words[-1].lower()
    return (ranked and (lemma(head) == head or head in SUMMATION_PLURALS)) or kind_given or bool(numbered)


def _h_check(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    """'check Dell and HP' ticks boxes; 'check the price of X' / 'check whether X' asks; 'mark X as Y'
    changes X's state."""
    marked = re.match(r"^(?P<o>.+?)\s+as\s+(?P<v>.+)$", rest, re.I) if used == "mark" else None
    if marked:
        step = generic("edit", marked.group("o"), text, masked)  # 'mark X as high priority': its priority
        value, field = value_field(masked.restore(marked.group("v")), "status")
        return [with_(step, values=(GivenValue(field, value, "text"),))]
    asked = _asked_of(rest, text, masked) if verb == "check" else None
    if asked is not None:  # 'check the due date for issue 22'
        return [asked]
    if verb == "check" and re.match(
        r"^(?:how|what|whether|if|the\s+(?:price|number|status|total))\b", rest, re.I
    ):
        asked = read_asked(re.sub(r"^(?:whether|if)\s+", "is ", rest), text, masked)
        return [asked or with_(generic("answer", rest, text, masked), answer_kind="yes_no")]
    return [read_check(verb, rest, text, masked)]


def _h_compare(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return [with_(generic("compare", rest, text, masked), answer_kind="text")]


def _h_list(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    step = generic("list", rest, text, masked)
    noun = re.match(r"^(?P<np>.+?)(?=\s+(?:of|for|in|on|from|by|under|with)\b|$)", rest.strip(), re.I)
    head = noun.group("np").split()[-1].lower() if noun else ""  # 'the author (of X)', 'the cheapest monitor'
    if used.lower() == "name" and step.quantity is None and head.isalpha() and lemma(head) == head:
        # 'name the cheapest monitor', 'name the author of X': one name asked, as 'tell me ...' asks it
        asked = read_asked(rest, text, masked, loose=True) or generic("answer", rest, text, masked)
        return [with_(asked, attributes=asked.attributes or ("name",), answer_kind="text")]
    # 'list the four terminal reasons', 'name two authors': a number said is how many; else all of them
    said = step.quantity is not None and step.quantity > 0
    return [with_(step, answer_kind="list", quantity=step.quantity if said else -1)]


def _h_type(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return [read_type(verb, rest, text, masked)]


def _h_fill(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return [read_fill(verb, rest, text, masked)]


def _h_select(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    changed = record_field(rest, text, masked, any_record=False) if used == "set" else None
    if changed is None and used == "set":  # 'set issue #12 to Resolved'
        changed = record_to_state(rest, text, masked)
    return [changed or read_select(verb, used, rest, text, masked)]


def _h_send(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return for_review(used, rest, text, masked) or [read_message(verb, rest, text, masked)]


def _h_close(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return closed_records(rest, text, masked) or [generic(verb, rest, text, masked)]


def _h_submit(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return for_review(used, rest, text, masked) or [generic(verb, rest, text, masked)]


def _h_click(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return _click(used, rest, text, masked)


def _h_scroll(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    match = _SCROLL_RE.match(rest)
    direction = (match.group("d") or match.group("e") or "down").lower() if match else "down"
    return [
        Step(verb="scroll", text=text, direction="bottom" if direction == "end" else direction, object=rest)
    ]


def _h_tab(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    tab = _TAB_RE.match(rest)
    moved = record_to_state(rest, text, masked) if tab is None else None
    if moved is not None:  # 'switch issue 14 to closed', 'switch the "X" post back to a draft'
        return [moved]
    return [Step(verb="switch_tab", text=text, direction=tab.group("w").lower() if tab else "next")]


def _h_bare(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return [Step(verb=verb, text=text)]


def _h_sort(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return [sort_step(rest, text, masked)]


def _h_filter(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    return [filter_step(rest, text, masked)]


def _h_buy(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    if used == "order" and re.search(r"\bby\b", rest):
        return [sort_step(rest, text, masked)]  # 'order the results by date' sorts
    return [generic(verb, rest, text, masked, destination=True)]


HANDLERS: dict[str, Handler] = {
    "login": _h_login,
    "register": _h_login,
    "search": _h_search,
    "answer": _h_ask,
    "count": _h_ask,
    "find": _h_ask,
    "check": _h_check,
    "uncheck": _h_check,
    "open": h_open,
    "navigate": h_open,
    "compare": _h_compare,
    "list": _h_list,
    "type": _h_type,
    "fill": _h_fill,
    "select": _h_select,
    "send": _h_send,
    "submit": _h_submit,
    "close": _h_close,
    "reply": _h_send,
    "forward": _h_send,
    "edit": h_edit,
    "create": h_create,
    "click": _h_click,
    "scroll": _h_scroll,
    "switch_tab": _h_tab,
    "go_back": _h_bare,
    "wait": _h_bare,
    "logout": _h_bare,
    "sort": _h_sort,
    "filter": _h_filter,
    "buy": _h_buy,
}


_ASKING_VERBS = frozenset({"search", "find", "answer", "check", "open", "count"})
_EMBEDDED_RE = re.compile(
    r"^(?:out\s+)?(?=(?:what|which|who|whom|whose|when|how|whether|if)\b(?!\s+to\b))", re.I
)
_INTO_CART_RE = re.compile(
    rf"\s+(?:in|into|to)\s+(?:my|the|our)\s+(?:{'|'.join(sorted(CONTAINERS, key=len, reverse=True))})$", re.I
)
_INTO_FIELD_RE = re.compile(
    r"^.+?\s+(?:into|in)\s+(?:the\s+|my\s+)?[\w -]*?(?:box|field|input|textbox|text\s+area|textarea)$", re.I
)


def read_imperative(verb: str, used: str, rest: str, text: str, masked: Masked) -> list[Step]:
    """The steps of a clause that starts with ``verb`` (written as ``used``)."""
    if (
        verb == "create"
        and len(used.split()) > 1
        and used.split()[0] in {"report", "file", "raise", "open", "write", "draft"}
    ):
        kept = [w for w in used.split()[1:] if w.lower() not in VERB_PARTICLES]  # 'write up a post'
        rest = " ".join([*kept, rest])  # 'report a bug titled T': a bug is what is made
    rest = rest.lstrip(": ") if rest.startswith(":") else rest
    made = new_record(verb, rest, text, masked, used)
    if made is not None:
        return made
    verb = as_file(verb, rest)
    stated = put_in_state(used, rest, text, masked)
    if stated is not None:  # 'put the "X" post back to draft', 'put X live': a state, not a cart
        return stated
    if verb == "find" and _INTO_CART_RE.search(rest):  # 'get two G502 mice in my cart': carting them
        verb = used = "add"
    filed = filed_in_group(rest, text, masked) if verb == "add" else None
    if filed is not None:  # 'add the X post to the Travel category', 'add the tag T to X': an edit
        return [filed]
    into = _INTO_FIELD_RE.match(rest) if verb == "add" else None
    if into:  # 'put "hello" into the message box': typing, not carting
        return [read_type("type", rest, text, masked)]
    embedded = _EMBEDDED_RE.match(rest) if verb in _ASKING_VERBS else None
    if embedded:  # 'look up what X sells for', 'see whether X is in stock': the question is the goal
        question = re.sub(r"^(?:whether|if)\s+", "is ", rest[embedded.end() :].strip(), flags=re.I)
        asked = read_question(question.rstrip("?") + "?", text, masked)
        if asked is not None:
            return [with_(asked, text=text)]
    handler = HANDLERS.get(verb)
    if handler is not None:
        return handler(verb, used, rest, text, masked)
    return [removal(generic(verb, rest, text, masked, destination=verb in {"add", "remove"}))]
