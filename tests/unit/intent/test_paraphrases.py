"""A paraphrase table per operation: ten or more wordings of one request each, in our own sentences.

Each row says which step the frame must hold (its verb) and what that step must carry; the wordings mix
word order, politeness, lower case and the filler people add, so no single shape of sentence passes.
"""

from __future__ import annotations

from typing import Any

import pytest

from wayfinder.intent import GoalFrame, Step, parse_goal


def _step(frame: GoalFrame, verb: str) -> Step:
    assert frame.understood, frame.reason
    found = [s for s in frame.steps if s.verb == verb]
    assert found, (verb, frame.verbs)
    return found[0]


def _words(text: str) -> set[str]:
    return set(text.lower().replace("-", " ").split())


def _check(goal: str, verb: str, want: dict[str, Any]) -> None:
    frame = parse_goal(goal)
    step = _step(frame, verb)
    for key, value in want.items():
        if key == "object":  # the object's words, nothing more
            assert _words(step.object) == _words(value), (goal, step.object)
        elif key == "attributes":
            assert set(step.attributes) == set(value), (goal, step.attributes)
        elif key == "superlative":
            sup = step.superlative
            assert sup is not None and (sup.attribute, sup.direction) == value, (goal, sup)
        elif key == "bound":
            assert [(b.attribute, b.op, b.value) for b in step.bounds] == [value], (goal, step.bounds)
        elif key == "filter":
            assert value in {(f.name, f.value.lower()) for f in step.filters}, (goal, step.filters)
        elif key == "value":
            assert value in {(v.field, v.value) for v in step.values}, (goal, step.values)
        elif key == "values":
            assert {v.value for v in step.values} >= value, (goal, step.values)
        elif key == "answer_kind":
            assert step.answer_kind == value, (goal, step.answer_kind)
        else:
            assert getattr(step, key) == value, (goal, key, getattr(step, key))


COUNT = [
    "how many desk lamps are there?",
    "How many desk lamps do you sell?",
    "number of desk lamps",
    "count the desk lamps",
    "tell me how many desk lamps you have",
    "can you count the desk lamps for me",
    "what's the number of desk lamps?",
    "hi! how many desk lamps does the shop have?",
    "how many desk lamps are listed on this site",
    "I'd like to know how many desk lamps there are, thanks",
    "desk lamps - how many are there?",
    "so um how many desk lamps do you carry",
]
SUPERLATIVE = [
    "what's the cheapest desk lamp?",
    "find the cheapest desk lamp",
    "cheapest desk lamp",
    "show me the least expensive desk lamp",
    "which desk lamp is the cheapest?",
    "I want the lowest priced desk lamp",
    "can you find me the most affordable desk lamp please",
    "hey, whats the chepest desk lamp you've got",
    "get me the cheapest desk lamp on the site",
    "the cheapest desk lamp, please",
]
ATTRIBUTE = [
    "what is the weight of the Orbit X2 drill?",
    "what's the Orbit X2 drill's weight?",
    "tell me the weight of the Orbit X2 drill",
    "find out the weight of the Orbit X2 drill",
    "weight of the orbit x2 drill?",
    "can you tell me what the weight of the Orbit X2 drill is",
    "I was wondering, what is the weight of the Orbit X2 drill?",
    "look up the weight of the Orbit X2 drill for me",
    "what's the weight of the Orbit X2 drill, please?",
    "report the weight of the Orbit X2 drill",
]
OPEN = [
    "open the Orbit X2 drill",
    "open the page of the Orbit X2 drill",
    "go to the Orbit X2 drill page",
    "take me to the Orbit X2 drill",
    "show me the Orbit X2 drill",
    "please open the orbit x2 drill",
    "can you pull up the Orbit X2 drill",
    "navigate to the Orbit X2 drill",
    "visit the Orbit X2 drill's page",
    "I want to see the Orbit X2 drill",
    "bring up the Orbit X2 drill for me",
]
ADD_TO_CART = [
    "add the Orbit X2 drill to my cart",
    "put the Orbit X2 drill in the basket",
    "add orbit x2 drill to cart",
    "please put the Orbit X2 drill into my shopping cart",
    "could you add the Orbit X2 drill to the cart for me",
    "throw the Orbit X2 drill in my cart",
    "I'd like the Orbit X2 drill in my cart",
    "hi, add the Orbit X2 drill to my basket pls",
    "place the Orbit X2 drill in the cart",
    "add the Orbit X2 drill to my bag",
]
CREATE = [
    "create a page called Tea Notes",
    "make a new page named Tea Notes",
    "create a new page titled Tea Notes",
    "please create a page with the title Tea Notes",
    "can you make a page called Tea Notes",
    "add a new page called Tea Notes",
    "create a page named Tea Notes for me",
    "I need you to create a page called Tea Notes",
    "new page: title Tea Notes",
    "could you please create a page titled Tea Notes, thanks",
]
CHANGE = [
    "change the display name to Moonbeam",
    "set the display name to Moonbeam",
    "update the display name to Moonbeam",
    "please change my display name to Moonbeam",
    "rename the display name to Moonbeam",
    "can you change the display name to Moonbeam",
    "edit the display name to Moonbeam",
    "change the display name to Moonbeam please",
    "modify the display name to Moonbeam",
    "I'd like you to change the display name to Moonbeam",
]
COMMENT = [
    "reply to Ann saying see you at 5",
    "post a comment saying great recipe",
    "leave a comment saying great recipe",
    "comment on the soup recipe saying great recipe",
    "write a reply to Ann saying see you at 5",
    "please reply to Ann with the message see you at 5",
    "send Ann a message saying see you at 5",
    "respond to Ann saying see you at 5",
    "leave a comment on the soup recipe saying great recipe",
    "add a comment saying great recipe",
]
SIGN_IN = [
    "log in as ann with password <secret:P>",
    "sign in as ann, password <secret:P>",
    "login ann / <secret:P>",
    "please log in as ann (password <secret:P>)",
    "Log in. Username: ann, password: <secret:P>",
    "sign in with username ann and password <secret:P>",
    "log into the site as ann using <secret:P>",
    "can you sign in as ann with <secret:P>",
    "credentials: ann / <secret:P> - log in",
    "as ann (password <secret:P>) log in",
]
YES_NO = [
    "is the Orbit X2 drill in stock?",
    "is the orbit x2 drill in stock",
    "Is the Orbit X2 drill available?",
    "do you have the Orbit X2 drill in stock?",
    "can you check whether the Orbit X2 drill is in stock",
    "I was wondering, is the Orbit X2 drill in stock?",
    "hi! is the Orbit X2 drill in stock? thanks",
    "check if the Orbit X2 drill is in stock",
    "is the Orbit X2 drill in stock right now?",
    "quick question: is the Orbit X2 drill in stock?",
]
SEARCH = [
    "search for garden hoses",
    "search the site for garden hoses",
    "look up garden hoses",
    "please search for garden hoses",
    "can you search for garden hoses for me",
    "use the search box to find garden hoses",
    "search garden hoses",
    "do a search for garden hoses",
    "hey, search for garden hoses pls",
    "search the shop for garden hoses",
]
TYPE = [
    'type "hello world" into the message box',
    'enter "hello world" in the message field',
    'write "hello world" in the message box',
    "fill in the message field with hello world",
    'put "hello world" into the message box',
    'please type "hello world" into the message box',
    'can you enter "hello world" into the message field',
    "message: hello world",
    'input "hello world" into the message box',
    'type "hello world" in the message box for me',
]
SELECT = [
    "choose Large from the size dropdown",
    "select Large in the size dropdown",
    "pick Large from the size menu",
    "please select Large from the size list",
    "set the size dropdown to Large",
    "choose large from the size dropdown",
    "can you pick Large in the size dropdown",
    "select the Large option from the size dropdown",
    "select Large from the size dropdown please",
    "I'd like you to choose Large from the size dropdown",
]
DOWNLOAD = [
    "download the scanned image of document 2024-001555",
    "please download the scanned image of document 2024-001555",
    "can you download the scanned image of document 2024-001555",
    "download the scanned image of document 2024-001555 now",
    "export the scanned image of document 2024-001555",
    "download the scanned image of document 2024-001555 for me",
    "hi, download the scanned image of document 2024-001555, thanks",
    "I need you to download the scanned image of document 2024-001555",
    "download the document 2024-001555 scanned image",
    "could you download the scanned image of document 2024-001555 pls",
]

TABLES: list[tuple[str, list[str], str, dict[str, Any]]] = [
    ("count", COUNT, "count", {"object": "desk lamps", "answer_kind": "count"}),
    ("superlative", SUPERLATIVE, "*", {"object": "desk lamp", "superlative": ("price", "min")}),
    ("attribute", ATTRIBUTE, "answer", {"attributes": ("weight",)}),
    ("open", OPEN, "*", {"object": "Orbit X2 drill"}),
    ("add to cart", ADD_TO_CART, "add", {"object": "Orbit X2 drill"}),
    ("create", CREATE, "create", {"values": {"Tea Notes"}}),
    ("change", CHANGE, "*", {"values": {"Moonbeam"}}),
    ("comment", COMMENT, "*", {}),
    ("sign in", SIGN_IN, "login", {"value": ("username", "ann")}),
    ("yes/no", YES_NO, "answer", {"answer_kind": "yes_no"}),
    ("search", SEARCH, "search", {"object": "garden hoses"}),
    ("type", TYPE, "*", {"values": {"hello world"}}),
    ("select", SELECT, "select", {}),
    ("download", DOWNLOAD, "download", {}),
]
ROWS = [(name, goal, verb, want) for name, goals, verb, want in TABLES for goal in goals]


def test_every_operation_has_ten_wordings() -> None:
    for name, goals, _verb, _want in TABLES:
        assert len(goals) >= 10, name


@pytest.mark.parametrize(("name", "goal", "verb", "want"), ROWS, ids=[f"{r[0]}: {r[1][:40]}" for r in ROWS])
def test_paraphrase(name: str, goal: str, verb: str, want: dict[str, Any]) -> None:
    if verb == "*":
        frame = parse_goal(goal)
        assert frame.understood, frame.reason
        verb = frame.main.verb if frame.main else ""
        if name == "open":
            assert verb in {"open", "find"}, frame.verbs
        if name == "comment":
            assert verb in {"reply", "send", "create"}, frame.verbs
        if name == "type":
            assert verb in {"type", "fill"}, frame.verbs
        if name == "change":  # 'set X to Y' gives a field its value: edit, select or fill
            assert verb in {"edit", "select", "fill", "type"}, frame.verbs
    _check(goal, verb, want)


def test_each_verb_phrase_has_one_meaning() -> None:
    """One definition per phrase: a phrase listed twice would take the meaning of its last entry."""
    from collections import Counter

    from wayfinder.intent.verbs import VERB_PHRASES

    twice = [p for p, n in Counter(p for p, _ in VERB_PHRASES).items() if n > 1]
    assert twice == []


@pytest.mark.parametrize(
    ("goal", "verbs", "obj", "value"),
    [
        (
            "Sign in as bob (password P) and report a bug in Billing titled 'Totals off'",
            ("login", "create"),
            "bug in Billing",
            ("title", "Totals off"),
        ),
        (
            "write a new draft post titled Soup Days with the text Hot soup",
            ("create",),
            "draft post",
            ("title", "Soup Days"),
        ),
        ("rename the post 'Old Name' to 'New Name'", ("edit",), "Old Name", ("title", "New Name")),
        ("what priority does the issue 'Crash on save' have?", ("answer",), "Crash on save", None),
    ],
)
def test_web_app_requests(goal: str, verbs: tuple[str, ...], obj: str, value: tuple[str, str] | None) -> None:
    frame = parse_goal(goal)
    assert frame.understood and frame.verbs == verbs, frame
    last = frame.steps[-1]
    assert last.object == obj
    if value is not None:
        assert value in {(v.field, v.value) for v in last.values}
