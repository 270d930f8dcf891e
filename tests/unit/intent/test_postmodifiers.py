"""What narrows a thing after its noun (intent/objects.py ``_post_modifier``, intent/asking.py
``_reduced_relative_end``): a past participle with a preposition and a name ('deeds recorded under
Davis', 'issues assigned to Bob'), or 'in' with a bare name after a plural ('books in German'). The
name becomes a filter of the thing, never part of its name; a number before a name that merely starts
like a unit ('2 Keychron') is a quantity. Sentences of our own, and generated ones."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _step(goal: str) -> tuple[str, set[tuple[str, str]]]:
    frame = parse_goal(goal)
    assert frame.understood, goal
    step = frame.steps[-1]
    return step.object, {(f.name, f.value) for f in step.filters}


@pytest.mark.parametrize(
    ("goal", "thing", "narrowed"),
    [
        ("count the liens filed under Moreno", "liens", ("name", "Moreno")),
        ("find the invoices issued to Acme Ltd", "invoices", ("name", "Acme Ltd")),
        ("how many tickets assigned to Priya are open", "tickets", ("assignee", "Priya")),
        ("how many tickets assigned to Priya", "tickets", ("assignee", "Priya")),
        ("list the papers written by Okafor", "papers", ("author", "Okafor")),
        ("how many songs recorded in Lagos are there", "songs", ("name", "Lagos")),
        ("show me the recipes in Italian", "recipes", ("", "Italian")),
        ("how many articles in Spanish are on the site", "articles", ("", "Spanish")),
    ],
)
def test_the_name_after_a_participle_or_in_narrows_the_thing(
    goal: str, thing: str, narrowed: tuple[str, str]
) -> None:
    obj, filters = _step(goal)
    assert obj == thing
    assert narrowed in filters


def test_the_verb_of_the_question_still_reads_the_state() -> None:
    """'are open' after the reduced relative clause is the question's own predicate, kept."""
    _obj, filters = _step("how many tickets assigned to Priya are open")
    assert ("status", "open") in filters


@pytest.mark.parametrize(
    "goal",
    [
        "log in as ann",  # 'in' after a verb, not a plural noun
        "sign in to the portal",
        "what is the cheapest mouse in stock",
        "find the best laptop in the store",  # the site itself is no filter value
    ],
)
def test_what_is_not_a_postmodifier_is_left_as_it_was(goal: str) -> None:
    frame = parse_goal(goal)
    for step in frame.steps:
        assert ("", "the store") not in {(f.name, f.value) for f in step.filters}
        assert all(f.value.lower() not in {"ann", "the portal", "store"} for f in step.filters)


@pytest.mark.parametrize(
    ("goal", "qty", "thing"),
    [
        ("add 2 Keychron keyboards to my cart", 2, "Keychron keyboards"),
        ("put 3 Makita drills in the basket", 3, "Makita drills"),
        ("add 1 Ws-200 speaker to the cart", 1, "Ws-200 speaker"),
    ],
)
def test_a_number_before_a_name_is_a_quantity(goal: str, qty: int, thing: str) -> None:
    step = parse_goal(goal).steps[-1]
    assert step.quantity == qty
    assert step.object == thing


@pytest.mark.parametrize("goal", ["find a 4K monitor", "cheapest 27 inch monitor", "a 16GB laptop"])
def test_a_number_with_its_unit_sizes_the_thing(goal: str) -> None:
    assert parse_goal(goal).steps[-1].quantity is None


NOUNS = st.sampled_from(["deeds", "tickets", "invoices", "liens", "orders", "posts"])
PARTICIPLES = st.sampled_from(
    ["recorded under", "filed under", "issued to", "registered for", "filed for", "listed under"]
)
NAMES = st.sampled_from(["Davis", "Nguyen", "Okafor", "Moreno", "Ann Lee", "Priya"])
FRAMES = st.sampled_from(
    ["count the {x}", "how many {x} are there", "show me the {x}", "tell me how many {x} there are"]
)
WRAPS = st.sampled_from(["{g}", "hi! {g}", "{g} pls", "could you {g}?", "{g}, thanks"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(NOUNS, PARTICIPLES, NAMES, FRAMES, WRAPS)
def test_generated_postmodifiers_narrow_the_thing(
    noun: str, participle: str, name: str, frame: str, wrap: str
) -> None:
    goal = wrap.format(g=frame.format(x=f"{noun} {participle} {name}"))
    obj, filters = _step(goal)
    assert obj == noun, goal
    assert any(value == name for _n, value in filters), goal


# 'whose <key> is <value>' and 'with <key> <value>': a key that identifies names the record itself (its
# kind becomes the record's type, as in 'book 978...'); any other key narrows the thing by that key.
@pytest.mark.parametrize(
    ("goal", "thing", "narrowed"),
    [
        ("open the book whose ISBN is 9780140449136", "9780140449136", ("type", "book")),
        ("open the novel with ISBN 9780140449136", "9780140449136", ("type", "novel")),
        ("who wrote the novel whose ISBN is 9780140449136?", "9780140449136", ("type", "novel")),
        ("find the patron whose card number is ZX-5521", "ZX-5521", ("type", "patron")),
        ("what is the email of the patron with card number ZX-5521?", "ZX-5521", ("type", "patron")),
        ("open the ticket whose title is 'Printer on fire'", "Printer on fire", ("type", "ticket")),
        ("how many tickets whose status is pending are there?", "tickets", ("status", "pending")),
        ("count the tickets with priority Urgent", "tickets", ("priority", "Urgent")),
    ],
)
def test_a_keyed_relative_names_or_narrows_the_record(
    goal: str, thing: str, narrowed: tuple[str, str]
) -> None:
    obj, filters = _step(goal)
    assert obj == thing
    assert narrowed in filters


@pytest.mark.parametrize("goal", ["find the laptop with 16 GB RAM", "open the kettle with a glass lid"])
def test_with_and_words_that_are_no_key_stay_in_the_name(goal: str) -> None:
    obj, filters = _step(goal)
    assert " with " in obj and not filters


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(["book", "member", "invoice", "permit", "order"]),
    key=st.sampled_from(["number", "ISBN", "reference", "code", "serial number", "ID"]),
    code=st.from_regex(r"[A-Z]{2}[0-9]{3,6}", fullmatch=True),
    ask=st.sampled_from(
        ["open the {k} whose {key} is {c}", "open the {k} with {key} {c}", "find the {k} whose {key} is {c}"]
    ),
)
def test_any_record_named_by_its_key_is_that_record(kind: str, key: str, code: str, ask: str) -> None:
    obj, filters = _step(ask.format(k=kind, key=key, c=code))
    assert obj == code
    assert ("type", kind) in filters


@pytest.mark.parametrize(
    ("goal", "thing", "narrowed"),
    [
        ("which tickets are assigned to Priya?", "tickets", ("assignee", "Priya")),
        ("which papers were written by Okafor?", "papers", ("author", "Okafor")),
        ("which liens were filed under Moreno?", "liens", ("name", "Moreno")),
    ],
)
def test_a_which_question_with_a_participle_narrows_what_it_asks(
    goal: str, thing: str, narrowed: tuple[str, str]
) -> None:
    obj, filters = _step(goal)
    assert obj == thing
    assert narrowed in filters
