"""Paraphrases that must read as one frame: a say verb's participle before where it is said ('the phone
number listed on the contact page' = 'the phone number on the contact page'), a state said before the
noun ('in-stock mice' = 'mice that are in stock'), a superlative record of a name ('the newest record for
Robinson' = "Robinson's newest record"), and an identifier that begins with a year ('2022-001185' holds
no date). Sentences of our own plus generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.names import STATE_PHRASES
from wayfinder.intent.text.dates import find_date_range

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SAID = ("listed", "shown", "given", "named", "mentioned", "stated", "displayed", "provided", "quoted")


def _meaning(goal: str) -> object:
    return parse_goal(goal).meaning()


@SETTINGS
@given(
    said=st.sampled_from(SAID),
    asked=st.sampled_from(["phone number", "email address", "opening time", "price"]),
    where=st.sampled_from(
        ["the contact page", "the about page", "the Harbor Cafe page", "document 2023-001185"]
    ),
    wh=st.sampled_from(["what", "which"]),
    be=st.sampled_from([" is", "'s"]),
)
def test_a_participle_of_saying_before_where_adds_nothing(
    said: str, asked: str, where: str, wh: str, be: str
) -> None:
    plain = f"{wh} {asked} is on {where}?"
    assert _meaning(f"{wh} {asked} is {said} on {where}?") == _meaning(plain)
    assert _meaning(f"what{be} the {asked} {said} on {where}?") == _meaning(
        f"what{be} the {asked} on {where}?"
    )


@pytest.mark.parametrize(
    "goal",
    ["which book is written in German?", "what is showing at the cinema?", "who is playing on friday?"],
)
def test_other_participles_keep_their_verb(goal: str) -> None:
    frame = parse_goal(goal)
    assert frame.understood
    assert any(w in str(frame.meaning()) for w in ("written", "showing", "playing", "german"))


@SETTINGS
@given(
    state=st.sampled_from(sorted(STATE_PHRASES)),
    noun=st.sampled_from(["keyboards", "wireless mice", "books", "issues"]),
    hyphen=st.booleans(),
)
def test_a_state_before_the_noun_is_the_state_after_it(state: str, noun: str, hyphen: bool) -> None:
    # three-word modifiers are written hyphenated ('out-of-stock'); two-word ones often spaced too
    said = state.replace(" ", "-") if hyphen or state.count(" ") > 1 else state
    before = parse_goal(f"how many {said} {noun} are there?").steps[0]
    after = parse_goal(f"how many {noun} are {state}?").steps[0]
    assert (before.object, before.filters) == (after.object, after.filters)
    found = parse_goal(f"find the cheapest {said} {noun}").steps[0]
    assert ("status", state) in [(f.name, f.value) for f in found.filters]
    assert found.object == noun


@SETTINGS
@given(
    name=st.sampled_from(["Robinson", "Mary Smith", "cruz", "Nguyen"]),
    sup=st.sampled_from(["newest", "most recent", "latest", "oldest", "earliest"]),
    verb=st.sampled_from(["open", "show me", "pull up"]),
)
def test_a_superlative_record_of_a_name_is_one_of_its_records(name: str, sup: str, verb: str) -> None:
    owned = name + ("'" if name.endswith("s") else "'s")
    assert _meaning(f"{verb} the {sup} record for {name}") == _meaning(f"{verb} {owned} {sup} record")


def test_without_a_superlative_the_record_of_a_thing_is_its_page() -> None:
    assert parse_goal("open the record of document 2024-001555").steps[0].object == "2024-001555"


@SETTINGS
@given(
    year=st.integers(1950, 2030), rest=st.integers(1, 999999), lead=st.sampled_from(["of", "in", "for", "on"])
)
def test_an_identifier_that_begins_with_a_year_holds_no_date(year: int, rest: int, lead: str) -> None:
    assert find_date_range(f"the status {lead} {year}-{rest:06d}") is None
    assert find_date_range(f"recorded {lead} {year}") is not None


@SETTINGS
@given(
    how=st.sampled_from(["late", "early"]),
    place=st.sampled_from(["the town library", "the harbor cafe", "the swimming pool"]),
    linking=st.sampled_from(["stay", "remain"]),
    when=st.sampled_from(["on thursdays", "at weekends", "in winter"]),
    order=st.sampled_from(["question", "embedded"]),
)
def test_a_clock_time_of_a_place_asks_the_place(
    how: str, place: str, linking: str, when: str, order: str
) -> None:
    goal = (
        f"how {how} does {place} {linking} open {when}?"
        if order == "question"
        else f"can you tell me how {how} {place} {linking}s open {when}"
    )
    frame = parse_goal(goal)
    step = frame.steps[-1]
    assert step.object == place.removeprefix("the "), goal
    assert ("about", f"open {when}") in [(f.name, f.value) for f in step.filters], goal
    assert frame.answer_kind == "text"  # a clock time is no date


@pytest.mark.parametrize(
    ("goal", "plain"),
    [
        ("how long do I bake the pumpkin loaf for?", "how long does the pumpkin loaf bake for?"),
        ("how long do we simmer the lentils?", "how long do the lentils simmer?"),
        ("how long the lentils simmer in the soup", "how long do the lentils simmer in the soup?"),
    ],
)
def test_who_does_it_is_not_what_is_asked_about(goal: str, plain: str) -> None:
    assert parse_goal(goal).steps[-1].object == parse_goal(plain).steps[-1].object


@SETTINGS
@given(
    place=st.sampled_from(["red lentil soup recipe", "Website Redesign project", "Travel category"]),
    question=st.sampled_from(
        ["how long do the lentils simmer?", "how many bugs are open?", "how many posts are there?"]
    ),
    prep=st.sampled_from(["in", "within"]),
)
def test_a_place_put_before_a_question_is_read_after_it(place: str, question: str, prep: str) -> None:
    fronted = f"{prep} the {place}, {question}"
    after = f"{question.rstrip('?')} {prep} the {place}?"
    assert _meaning(fronted) == _meaning(after)


def test_a_question_pointing_back_at_a_fronted_thing_is_not_moved() -> None:
    assert "for the launch version" not in str(_meaning("in the Launch version, what is its due date?"))


@pytest.mark.parametrize(
    ("goal", "many"),
    [
        ("list the four terminal reasons a run can end with", 4),
        ("name two authors from Japan", 2),
        ("list 3 keyboards", 3),
        ("list the keyboards", -1),
        ("list all the keyboards", -1),
    ],
)
def test_a_list_keeps_the_number_said(goal: str, many: int) -> None:
    assert parse_goal(goal).steps[0].quantity == many


@pytest.mark.parametrize("verb", ["give me", "show me", "tell me", "what is"])
@pytest.mark.parametrize("attribute", ["isbn", "email", "price", "title"])
def test_its_attribute_is_asked_of_the_thing_before(verb: str, attribute: str) -> None:
    steps = parse_goal(f"find the oldest book and {verb} its {attribute}").steps
    assert steps[-1].verb == "answer" and steps[-1].attributes == (attribute,)


@pytest.mark.parametrize(
    "goal",
    [
        "create a page titled 'Hedgehog Houses' with the text 'Leave a gap.'",
        "make a new page called 'Opening Hours' saying 'We open at nine.'",
        "add a new page called 'FAQ'",
    ],
)
def test_a_page_made_is_the_kind_of_record(goal: str) -> None:
    step = parse_goal(goal).steps[0]
    assert (step.verb, step.object) == ("create", "page")


@SETTINGS
@given(
    lead=st.sampled_from(["for", "about", "regarding"]),
    pair=st.sampled_from(
        [
            ("the Launch version of Website Redesign", "when is it due?", "when is {x} due?"),
            ("the Bose QuietComfort Headphones", "how much do they cost?", "how much do {x} cost?"),
            ("the Jabra Elite Headphones", "what is its rating?", "what is {x}'s rating?"),
            (
                "the red lentil soup recipe",
                "how many comments does it have?",
                "how many comments does {x} have?",
            ),
        ]
    ),
)
def test_a_thing_named_in_front_is_what_the_pronoun_stands_for(lead: str, pair: tuple[str, str, str]) -> None:
    thing, question, plain = pair
    assert _meaning(f"{lead} {thing}, {question}") == _meaning(plain.format(x=thing))


@pytest.mark.parametrize(
    ("goal", "scope"),
    [
        ("how many comments does the red lentil soup recipe have?", "red lentil soup recipe"),
        ("how many reviews does the Jabra Elite Headphones have?", "jabra elite headphones"),
        ("How many books does the library have?", ""),  # the site itself: everything it has
        ("how many pages does this documentation site have?", ""),
    ],
)
def test_the_thing_that_has_them_is_where_they_are_counted(goal: str, scope: str) -> None:
    step = parse_goal(goal).steps[0]
    assert (step.verb, step.scope.lower()) == ("count", scope)


@pytest.mark.parametrize(
    ("goal", "field", "owner"),
    [
        ("how many loans has member RL10025 had?", "name", "member rl10025"),
        ("how many loans has Isla Xu had?", "name", "isla xu"),
        # a verb of making names its doer's field (``attributes.doer_role``): she is the posts' author
        ("how many posts has Maria written?", "author", "maria"),
    ],
)
def test_a_perfect_of_have_counts_what_its_subject_had(goal: str, field: str, owner: str) -> None:
    step = parse_goal(goal).steps[0]
    assert (field, owner) in [(f.name, f.value.lower()) for f in step.filters]


@pytest.mark.parametrize(
    ("goal", "attribute", "thing"),
    [
        ("what does the box weigh?", "weight", "box"),
        ("what does auto_confirm default to?", "default value", "auto_confirm"),
        ("what does the max_steps setting default to?", "default value", "max_steps setting"),
    ],
)
def test_a_verb_that_names_the_value_asks_it(goal: str, attribute: str, thing: str) -> None:
    step = parse_goal(goal).steps[0]
    assert (step.attributes, step.object) == ((attribute,), thing)


@SETTINGS
@given(
    intro=st.sampled_from(["{u} here", "I'm {u}", "this is {u}", "hey, {u} here"]),
    user=st.sampled_from(["alice", "dan", "carol"]),
    pw=st.sampled_from(["pw", "password", "my password is"]),
)
def test_a_person_saying_who_they_are_before_a_password_signs_in_as_them(
    intro: str, user: str, pw: str
) -> None:
    frame = parse_goal(f"{intro.format(u=user)} ({pw} tidy-fox-12) - please set issue 3 to resolved")
    login = frame.steps[0]
    assert login.verb == "login"
    assert {v.field: v.value for v in login.values} == {"username": user, "password": "tidy-fox-12"}
    assert frame.steps[1].verb == "edit"


@SETTINGS
@given(
    record=st.sampled_from(["bill", "invoice", "expense", "payment", "donation", "refunds"]),
    sup=st.sampled_from([("biggest", "max"), ("largest", "max"), ("smallest", "min")]),
    form=st.sampled_from(["what was the {s} {r}?", "show me the {s} {r}", "which {r} was the {s}?"]),
)
def test_the_size_of_a_sum_of_money_is_its_amount(record: str, sup: tuple[str, str], form: str) -> None:
    step = parse_goal(form.format(s=sup[0], r=record)).steps[0]
    assert step.superlative is not None
    assert (step.superlative.attribute, step.superlative.direction) == ("amount", sup[1])


def test_the_size_of_other_things_stays_their_size() -> None:
    step = parse_goal("what's the biggest monitor?").steps[0]
    assert step.superlative is not None and step.superlative.attribute == "size"
