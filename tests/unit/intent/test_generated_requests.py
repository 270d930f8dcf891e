"""Generated requests: many wordings of one meaning, with words drawn by hypothesis, read to one frame.

Each family is one meaning (count a kind of thing, the price of a named thing, a record's state set to
a value ...) with several ways people say it: other verbs, other word orders, a topic named before its
question ('kettles: how many?'), the seller as subject ('what do you charge for X'), money written as
words ('under 40 dollars'), shop-talk quantities ('..., two of them'). The first wording of a family is
checked against what the frame must hold; every other wording must read to the same frame, compared
on what the loop and the verifier use (the verb's kind, the object's lemmas, attributes other than
'name', the superlative, bounds, filters, values, quantity, scope). The things named are drawn from
vocabularies of our own, so no wording passes because of one noun.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from wayfinder.intent import GoalFrame, parse_goal
from wayfinder.intent.ground import keys

# (singular, plural) of things a shop lists, one-word and compound, some whose plural is also a verb
# form ('bottles', 'mats'): 'how many water bottles under $40' counts bottles
NOUNS = [
    ("kettle", "kettles"),
    ("desk lamp", "desk lamps"),
    ("water bottle", "water bottles"),
    ("yoga mat", "yoga mats"),
    ("rice cooker", "rice cookers"),
    ("backpack", "backpacks"),
    ("standing desk", "standing desks"),
    ("air fryer", "air fryers"),
]
PRODUCTS = [
    "Acme Pro 300 Kettle",
    "Osprey Daylite Plus Backpack",
    "Zojirushi NS-TSC10 Rice Cooker",
    "Lumo Arc Desk Lamp",
    "Brother HL-L2350 Printer",
]
AMOUNTS = ["40", "75", "120", "300"]
RECORDS = ["12", "305", "7"]
STATES = ["Resolved", "In Progress", "Closed", "Done"]
PROJECTS = ["Mobile App", "Data Pipeline", "Website Redesign"]

Family = Callable[..., list[str]]


def _count(n: str, p: str) -> list[str]:
    return [
        f"how many {p} are there?",
        f"how many {p} do you have?",
        f"how many {p} do you sell",
        f"number of {p}",
        f"count the {p}",
        f"what's the number of {p}?",
        f"tell me how many {p} there are",
        f"how many different {p} are there?",
        f"{p}: how many?",
        f"{p} - how many are there?",
    ]


def _count_under(n: str, p: str, a: str) -> list[str]:
    return [
        f"how many {p} are under ${a}?",
        f"how many {p} cost less than ${a}?",
        f"how many {p} are cheaper than ${a}",
        f"number of {p} under ${a}",
        f"how many {p} are below ${a}?",
        f"count the {p} under ${a}",
        f"how many {p} cost under ${a}?",
        f"how many {p} are priced below ${a}?",
        f"how many {p} under {a} dollars?",
        f"how many {p} under {a} bucks are there?",
    ]


def _cheapest_price(n: str, p: str) -> list[str]:
    return [
        f"how much is the cheapest {n}?",
        f"what does the cheapest {n} cost?",
        f"what's the price of the cheapest {n}?",
        f"price of the cheapest {n}?",
        f"how much does the cheapest {n} cost?",
        f"what is the lowest price for a {n}?",
        f"what's the lowest price of a {n}?",
        f"how much for the cheapest {n}?",
    ]


def _price_of(x: str) -> list[str]:
    return [
        f"how much is the {x}?",
        f"what does the {x} cost?",
        f"what's the price of the {x}?",
        f"how much does the {x} cost?",
        f"how much for the {x}?",
        f"what do you charge for the {x}?",
        f"how much are you asking for the {x}?",
        f"how much do you want for the {x}?",
        f"the {x} - how much?",
        f"the {x}: how much is it?",
        f"tell me the price of the {x}",
        f"can I see the price of the {x}?",
    ]


def _cart_two(x: str) -> list[str]:
    return [
        f"add two {x} to my cart",
        f"put 2 {x} in my cart",
        f"add the {x} to my cart, two of them",
        f"put 2x {x} in the cart",
        f"I'd like two {x} in my cart",
        f"add the {x} × 2 to my cart",
    ]


def _set_state(r: str, s: str) -> list[str]:
    return [
        f"set the status of issue {r} to {s}",
        f"change issue {r}'s status to {s}",
        f"set issue #{r} to {s}",
        f"change the status of issue {r} to {s}",
        f"move issue {r} to {s}",
        f"update issue {r} to {s}",
        f"change issue #{r} to {s}",
    ]


def _assignee(r: str) -> list[str]:
    return [
        f"who is issue {r} assigned to?",
        f"who is issue #{r} assigned to?",
        f"who's assigned to issue {r}?",
        f"who is the assignee of issue {r}?",
        f"tell me who issue {r} is assigned to",
        f"find out who issue {r} is assigned to",
        f"who's working on issue {r}?",
        f"who is handling issue #{r}?",
    ]


def _open_in_project(p: str) -> list[str]:
    return [
        f"how many issues are open in the {p} project?",
        f"how many open issues does the {p} project have?",
        f"number of open issues in the {p} project",
    ]


def _new_issue(p: str) -> list[str]:
    return [
        f"create an issue in {p} titled 'Crash on start'",
        f"create a new issue 'Crash on start' in {p}",
        f"open a new issue 'Crash on start' in {p}",
    ]


def _note(r: str) -> list[str]:
    return [
        f"add a note to issue {r} saying 'Fixed in build 9'",
        f"comment 'Fixed in build 9' on issue {r}",
        f"add a comment to issue {r}: 'Fixed in build 9'",
        f"add the note 'Fixed in build 9' to issue {r}",
        f"put a note on issue {r}: 'Fixed in build 9'",
        f"post this comment on issue {r}: 'Fixed in build 9'",
    ]


AUTHORS = ["Mary Shelley", "Gideon Hargreaves", "Ann Okafor"]
# (a title with a preposition inside, 'A Winter in Lisbon', still breaks the possessive wording "what's
# A Winter in Lisbon's ISBN?": the 'in' is read as a place; not covered here)
TITLES = ["The Iron Orchard", "Paper Gardens", "Northern Lights Atlas"]


def _books_by(a: str) -> list[str]:
    return [
        f"how many books by {a} are there?",
        f"count the books by {a}",
        f"number of books by {a}",
        f"how many books do you have by {a}?",
        f"how many books written by {a} are there?",
    ]


def _isbn_of(t: str) -> list[str]:
    return [
        f"what is the ISBN of {t}?",
        f"what's {t}'s ISBN?",
        f"tell me the ISBN of {t}",
        f"{t} - what's its ISBN?",
        f"find {t} and tell me its ISBN",
    ]


def _key(frame: GoalFrame) -> Any:
    """What the loop and the verifier use, with the loose ends of equal meanings tied."""
    assert frame.understood, frame.reason
    steps = []
    for s in frame.steps:
        names = [f.value for f in s.filters if f.name in {"name", "brand"}]
        steps.append(
            (
                "answer" if s.verb == "find" and frame.task_mode == "answer" else s.verb,
                tuple(sorted(set(keys(" ".join([s.object, *names]))))),
                tuple(a for a in s.attributes if a != "name"),
                (s.superlative.attribute, s.superlative.direction) if s.superlative else None,
                tuple(sorted((b.attribute, b.op, b.value) for b in s.bounds)),
                tuple(
                    sorted((f.name, f.value.lower()) for f in s.filters if f.name not in {"name", "brand"})
                ),
                tuple(sorted((v.field, v.value.lower()) for v in s.values)),
                None if s.quantity == 1 else s.quantity,
                s.scope.lower(),
            )
        )
    return frame.task_mode, tuple(steps)


def _same(forms: list[str], index: int) -> None:
    base, other = parse_goal(forms[0]), parse_goal(forms[index])
    assert _key(other) == _key(base), (forms[0], forms[index])


def _one_step(goal: str) -> Any:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    assert len(frame.steps) == 1, frame.steps
    return frame.steps[0]


noun = st.sampled_from(NOUNS)
product = st.sampled_from(PRODUCTS)


@given(noun, st.integers(0, 9))
def test_counts_of_a_kind(thing: tuple[str, str], index: int) -> None:
    forms = _count(*thing)
    step = _one_step(forms[0])
    assert step.verb == "count" and set(step.object_words) == set(keys(thing[0]))
    _same(forms, index)


@given(noun, st.sampled_from(AMOUNTS), st.integers(0, 9))
def test_counts_under_a_price(thing: tuple[str, str], amount: str, index: int) -> None:
    forms = _count_under(*thing, amount)
    step = _one_step(forms[0])
    assert [(b.attribute, b.op, b.value) for b in step.bounds] == [("price", "lt", float(amount))]
    assert set(step.object_words) == set(keys(thing[0])) and not step.filters
    _same(forms, index)


@given(noun, st.integers(0, 7))
def test_the_price_of_the_cheapest(thing: tuple[str, str], index: int) -> None:
    forms = _cheapest_price(*thing)
    step = _one_step(forms[0])
    assert step.attributes == ("price",) and step.superlative is not None
    assert (step.superlative.attribute, step.superlative.direction) == ("price", "min")
    _same(forms, index)


@given(product, st.integers(0, 11))
def test_the_price_of_a_named_thing(name: str, index: int) -> None:
    forms = _price_of(name)
    step = _one_step(forms[0])
    assert step.attributes == ("price",) and set(step.object_words) == set(keys(name))
    _same(forms, index)


@given(product, st.integers(0, 5))
def test_two_of_a_thing_into_the_cart(name: str, index: int) -> None:
    forms = _cart_two(name)
    step = _one_step(forms[0])
    assert step.verb == "add" and step.quantity == 2 and set(step.object_words) == set(keys(name))
    _same(forms, index)


@given(st.sampled_from(RECORDS), st.sampled_from(STATES), st.integers(0, 6))
def test_a_record_put_into_a_state(record: str, state: str, index: int) -> None:
    forms = _set_state(record, state)
    step = _one_step(forms[0])
    assert step.verb == "edit" and [(v.field, v.value) for v in step.values] == [("status", state)]
    _same(forms, index)


@given(st.sampled_from(RECORDS), st.integers(0, 7))
def test_who_a_record_is_assigned_to(record: str, index: int) -> None:
    forms = _assignee(record)
    step = _one_step(forms[0])
    assert step.attributes == ("assignee",) and record in step.object
    _same(forms, index)


@given(st.sampled_from(PROJECTS), st.integers(0, 2))
def test_open_issues_of_a_project(project: str, index: int) -> None:
    forms = _open_in_project(project)
    step = _one_step(forms[0])
    assert ("status", "open") in {(f.name, f.value) for f in step.filters}
    assert ("project", project) in {(f.name, f.value) for f in step.filters}
    _same(forms, index)


@given(st.sampled_from(PROJECTS), st.integers(0, 2))
def test_a_new_issue_with_its_title(project: str, index: int) -> None:
    forms = _new_issue(project)
    step = _one_step(forms[0])
    assert step.verb == "create" and ("title", "Crash on start") in {(v.field, v.value) for v in step.values}
    _same(forms, index)


@given(st.sampled_from(RECORDS), st.integers(0, 5))
def test_a_note_on_a_record(record: str, index: int) -> None:
    forms = _note(record)
    step = _one_step(forms[0])
    assert step.verb == "reply" and record in step.object
    assert [(v.field, v.value) for v in step.values] == [("message", "Fixed in build 9")]
    _same(forms, index)


@given(st.sampled_from(AUTHORS), st.integers(0, 4))
def test_books_by_an_author(author: str, index: int) -> None:
    forms = _books_by(author)
    step = _one_step(forms[0])
    assert step.verb == "count" and ("author", author) in {(f.name, f.value) for f in step.filters}
    _same(forms, index)


@given(st.sampled_from(TITLES), st.integers(0, 4))
def test_a_value_of_a_named_record(title: str, index: int) -> None:
    forms = _isbn_of(title)
    step = _one_step(forms[0])
    assert step.attributes == ("isbn",) and set(step.object_words) == set(keys(title))
    _same(forms, index)


def test_the_number_a_single_record_carries_is_no_count() -> None:
    step = _one_step("what's the number of the latest mortgage for Smith?")
    assert step.verb == "answer" and step.attributes == ("number",)
    counted = _one_step("what's the number of mortgages for Smith?")
    assert counted.verb == "count"


USERS = [("carol", "ember-field-35"), ("sam", "driftwood-3"), ("dana", "tulip-44")]


@given(
    st.sampled_from(USERS),
    st.sampled_from(["I'm {u} (pw {p})", "this is {u} (password {p})", "hi, I'm {u} (my password is {p})"]),
)
def test_a_person_naming_themselves_before_their_password_signs_in(user: tuple[str, str], intro: str) -> None:
    frame = parse_goal(intro.format(u=user[0], p=user[1]) + " - how many issues are open?")
    assert [s.verb for s in frame.steps] == ["login", "count"], frame.steps
    assert {(v.field, v.value) for v in frame.steps[0].values} == {
        ("username", user[0]),
        ("password", user[1]),
    }


def _priority(r: str, v: str) -> list[str]:
    return [
        f"set the priority of issue {r} to {v}",
        f"bump issue {r} up to {v} priority",
        f"escalate issue #{r} to {v}",
        f"set issue {r} to {v} priority",
        f"change the priority of issue {r} to {v}",
        f"raise the priority of issue #{r} to {v}",
    ]


@given(st.sampled_from(RECORDS), st.sampled_from(["Urgent", "High", "Immediate"]), st.integers(0, 5))
def test_a_record_moved_up_a_scale(record: str, value: str, index: int) -> None:
    forms = _priority(record, value)
    step = _one_step(forms[0])
    assert step.verb == "edit" and [(v.field, v.value) for v in step.values] == [("priority", value)]
    _same(forms, index)


def _new_ticket(p: str) -> list[str]:
    return [
        f"create a support ticket in {p} called 'Refund for order 55'",
        f"open a support ticket in {p} called 'Refund for order 55'",
        f"open a new support ticket in {p} called 'Refund for order 55'",
    ]


@given(st.sampled_from(PROJECTS), st.integers(0, 2))
def test_opening_a_ticket_that_does_not_exist_makes_it(project: str, index: int) -> None:
    forms = _new_ticket(project)
    step = _one_step(forms[0])
    assert step.verb == "create" and ("name", "Refund for order 55") in {
        (v.field, v.value) for v in step.values
    }
    _same(forms, index)


def test_a_new_record_with_its_assignee_and_state() -> None:
    step = _one_step("open a ticket in Billing called 'Refund for order 55', assigned to Dan Evans")
    assert {(v.field, v.value) for v in step.values} >= {
        ("assignee", "Dan Evans"),
        ("name", "Refund for order 55"),
    }
    made = _one_step(
        "write up a post called 'Bird Boxes' that says 'Hang them high.' and send it in for review"
    )
    assert made.verb == "create" and made.object == "post"
    assert {(v.field, v.value) for v in made.values} == {
        ("name", "Bird Boxes"),
        ("text", "Hang them high."),  # a quoted text whole
        ("status", "pending review"),
    }
    published = _one_step("write a post titled 'Hi' and publish it")
    assert ("status", "published") in {(v.field, v.value) for v in published.values}


def test_a_tag_added_to_a_thing() -> None:
    step = _one_step("tag the Miso Glazed Salmon post with 'fish'")
    assert step.verb == "edit" and [(v.field, v.value) for v in step.values] == [("tags", "fish")]
    assert "salmon" in step.object.lower()


def test_records_closed_moved_or_published_in_bulk() -> None:
    closed = _one_step("close every resolved issue")
    assert closed.verb == "edit" and closed.quantity == -1
    assert [(v.field, v.value) for v in closed.values] == [("status", "closed")]
    assert _one_step("close the cookie banner").verb == "close"  # a dialog is dismissed, not a record
    published = _one_step("publish every draft post")
    assert published.verb == "edit" and ("status", "published") in {
        (v.field, v.value) for v in published.values
    }
    moved = _one_step("move all the Gardening posts to the Travel category")
    assert [(v.field, v.value) for v in moved.values] == [("category", "Travel")] and moved.quantity == -1


@given(
    st.sampled_from(["Miso Glazed Salmon", "Night Train to Vienna", "Login button broken"]),
    st.sampled_from(["post", "article", "recipe", "ticket"]),
    st.sampled_from(["open the {t} {k}", "who wrote the {t} {k}?", "tag the {t} {k} with 'x'"]),
)
def test_a_title_then_its_kind(title: str, kind: str, form: str) -> None:
    step = parse_goal(form.format(t=title, k=kind)).steps[-1]
    assert step.object == title and ("type", kind) in {(f.name, f.value) for f in step.filters}


def test_a_compound_noun_keeps_its_head() -> None:
    assert _one_step("open the blog post").object == "blog post"  # two words: one noun
    assert (
        "style guide"
        in _one_step("what's the primary colour in the Website Redesign style guide?").scope.lower()
        + _one_step("what's the primary colour in the Website Redesign style guide?").object.lower()
    )


@given(
    st.sampled_from(["pages", "calories", "chapters", "hours"]),
    st.sampled_from(["Hidden Kingdoms", "the chickpea salad", "the Night Train to Vienna"]),
)
def test_how_many_units_one_thing_is_asks_its_measure(unit: str, thing: str) -> None:
    step = _one_step(f"how many {unit} is {thing}?")
    assert step.verb == "answer" and step.attributes == (unit,), step
    counted = _one_step(f"how many {unit} are there?")
    assert counted.verb == "count"
    assert _one_step("how many issues are open?").verb == "count"  # a state is no thing measured
