"""Questions read from their parts (``intent/asking.py``), not from one sentence's shape (issue 32).

A table of the parts (opener, noun asked, auxiliary, subject, verb, particle, tail), then the frame of
each question shape over generated variants: record-scoped questions ('what did Bob write in the last
note on issue 7'), counts whose owner is a named group ('how many X does the Y project have', also
inside a request without the auxiliary), 'how long / tall / heavy ...' questions, 'the A on the B
page', and 'who is X assigned / sent to'.
"""

from __future__ import annotations

import itertools

import pytest

from wayfinder.intent import parse_goal
from wayfinder.intent.asking import parse_question
from wayfinder.intent.frame import Step

PARTS = [
    (
        "how many open bugs does the website redesign project have?",
        ("how many", "open bugs", "does", "the website redesign project", "have", "", ""),
    ),
    ("who is issue #14 assigned to?", ("who", "", "is", "issue #14", "assigned", "to", "")),
    (
        "how many issues the billing service project has",
        ("how many", "issues", "", "the billing service project", "has", "", ""),
    ),
    (
        "how many issues does the billing service project hold?",
        ("how many", "issues", "does", "the billing service project", "hold", "", ""),
    ),
    (
        "how many open bugs the mobile app team has",
        ("how many", "open bugs", "", "the mobile app team", "has", "", ""),
    ),
    ("which camera costs the most?", ("which", "camera", "", "", "costs", "", "the most")),
    (
        "what lens comes with the orbit camera?",
        ("what", "lens", "", "", "comes", "", "with the orbit camera"),
    ),
    (
        "how much memory does the zen 14 laptop come with?",
        ("how much", "memory", "does", "the zen 14 laptop", "come", "with", ""),
    ),
]


@pytest.mark.parametrize(("body", "want"), PARTS)
def test_the_parts_of_a_question(body: str, want: tuple[str, ...]) -> None:
    q = parse_question(body)
    assert q is not None
    assert (q.opener, q.asked, q.aux, q.subject, q.verb, q.particle, q.tail) == want


def test_a_request_opens_no_question() -> None:
    assert parse_question("add the red mug to my cart") is None


def _last(goal: str) -> Step:
    frame = parse_goal(goal)
    assert frame.understood and frame.steps, (goal, frame.reason)
    return frame.steps[-1]


RECORDS = list(
    itertools.product(
        ("Bob", "Ann", "priya"),
        ("first", "last", "second"),
        ("note", "comment", "reply"),
        ("issue 7", "ticket 88", "thread 12"),
    )
)


@pytest.mark.parametrize(("who", "which", "record", "owner"), RECORDS[::3])
@pytest.mark.parametrize(
    "form", ["What did {w} write in the {o} {r} on {k}?", "tell me what {w} said in the {o} {r} on {k}"]
)
def test_what_someone_wrote_in_a_record_of_a_numbered_thing(
    form: str, who: str, which: str, record: str, owner: str
) -> None:
    step = _last(form.format(w=who, o=which, r=record, k=owner))
    assert step.attributes == ("text",) and step.object.lower() == record, step
    assert step.scope.lower() == owner, step
    assert ("author", who.lower()) in [(f.name, f.value.lower()) for f in step.filters], step
    assert step.ordinal == {"first": 1, "second": 2, "last": -1}[which], step


GROUPS = list(
    itertools.product(
        ("issues", "open bugs", "posts"),
        ("Billing Service", "Travel"),
        ("project", "category", "team", "board"),
        (("have", "has"), ("contain", "contains"), ("hold", "holds")),
    )
)


@pytest.mark.parametrize(("things", "name", "group", "verb"), GROUPS[::2])
def test_a_count_owned_by_a_named_group_is_filtered_by_it(
    things: str, name: str, group: str, verb: tuple[str, str]
) -> None:
    for goal in (
        f"how many {things} does the {name} {group} {verb[0]}?",
        f"tell me how many {things} the {name} {group} {verb[1]}",
    ):
        step = _last(goal)
        state, _, noun = things.partition(" ") if things.startswith("open ") else ("", "", things)
        assert step.verb == "count" and step.object.lower() == noun, (goal, step)
        assert (group, name.lower()) in [(f.name, f.value.lower()) for f in step.filters], (goal, step)
        if state:  # 'open bugs': the bugs whose status is open
            assert ("status", state) in [(f.name, f.value) for f in step.filters], (goal, step)


@pytest.mark.parametrize(
    ("adjective", "attribute"),
    [
        ("long", "length"),
        ("tall", "height"),
        ("heavy", "weight"),
        ("old", "age"),
        ("big", "size"),
        ("wide", "width"),
    ],
)
@pytest.mark.parametrize("thing", ["the Vela desk", "the garden hose", "the Nimbus floor lamp"])
def test_how_adjective_asks_its_attribute_in_a_question_or_a_request(
    adjective: str, attribute: str, thing: str
) -> None:
    for goal in (f"how {adjective} is {thing}?", f"do you know how {adjective} {thing} is?"):
        step = _last(goal)
        assert step.attributes == (attribute,) and step.object.lower() == thing[4:].lower(), (goal, step)


@pytest.mark.parametrize(
    "goal",
    [
        "how long does the sourdough bread bake?",
        "how long do the eggs boil in the breakfast recipe?",
        "how long do the lentils simmer in the red lentil soup recipe?",
    ],
)
def test_how_long_with_a_verb_of_doing_asks_a_duration(goal: str) -> None:
    step = _last(goal)
    assert step.attributes == ("duration",) and step.verb == "answer", step
    assert step.object and not any(f.name == "color" for f in step.filters), step


@pytest.mark.parametrize(
    ("attribute", "page"),
    list(
        itertools.product(
            ("phone number", "email address", "opening hours", "address"),
            ("contact", "contact us", "support"),
        )
    ),
)
@pytest.mark.parametrize(
    "form",
    [
        "what's the {a} on the {p} page?",
        "the {a} on the {p} page",
        "tell me the {a} on the {p} page",
        "find the {a} on the {p} page",
    ],
)
def test_the_a_on_the_b_page_asks_a_of_b(form: str, attribute: str, page: str) -> None:
    step = _last(form.format(a=attribute, p=page))
    assert step.attributes == (attribute,) and step.object.lower() == page, step


@pytest.mark.parametrize("thing", ["issue #14", "ticket 4411", "task 9"])
@pytest.mark.parametrize(
    ("verb", "role"), [("assigned", "assignee"), ("sent", "recipient"), ("given", "recipient")]
)
def test_who_a_record_went_to(thing: str, verb: str, role: str) -> None:
    step = _last(f"who is {thing} {verb} to?")
    assert step.attributes == (role,) and step.object.lower() == thing, step
