"""Readings motivated by held-out goals whose failures were read (spent and moved to dev) and by list 17
of fresh wrappers: the person's own guess said as a sentence ('I think it's fairly old.'), the default
a setting has ('by default', 'unless told otherwise'), a time asked in its unit up to an event ('how
many more seconds before it gets killed'), 'whose card is X', 'the author page for X', a capacity
before a noun ('16GB laptops' - never 'lap' + 'tops'), a person's details after their name ('Ann Lee
from Peru, born 1981'), a change said as a fact and asked for by pointing back ('we own 4 copies of X
now, could you update that?'), and the labels, greetings and terms of address of list 17. Sentences of
our own, what must stay, and generated variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _steps(text: str) -> list[dict[str, object]]:
    return [
        {k: v for k, v in s.items() if v not in (None, [], "", False)}
        for s in parse_goal(text).meaning()["steps"]
    ]


def _values(text: str) -> dict[str, str]:
    return {v.field: v.value.lower() for s in parse_goal(text).steps for v in s.values}


# --- the person's own guess ---------------------------------------------------------------------------

_QUESTIONS = (
    "when was The Quiet Compass published?",
    "how much is the Bose QuietComfort Over-ear Headphones?",
    "how many comments does the red lentil soup recipe have?",
    "who is issue 14 assigned to?",
)
_GUESSES = (
    "I think it's fairly old.",
    "I'm pretty sure it was cheaper last week.",
    "iirc they were on sale!",
    "I believe that it is quite long.",
    "Probably it's Bob.",
    "I reckon they're out of stock.",
    "I suspect it's around 300.",
)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(_QUESTIONS), st.sampled_from(_GUESSES), st.booleans())
def test_a_guess_about_what_the_goal_names_is_set_aside(question: str, guess: str, before: bool) -> None:
    said = f"{guess} {question}" if before else f"{question} {guess}"
    assert _steps(said) == _steps(question)


@pytest.mark.parametrize(
    "text",
    [
        "I think I need the cheapest laptop.",  # a hedged request: 'I need ...' is what is asked
        "I think you should open the first result.",
    ],
)
def test_a_hedged_request_is_no_guess(text: str) -> None:
    frame = parse_goal(text)
    assert frame.understood and frame.steps


def test_a_guess_that_names_its_own_thing_stays() -> None:
    # 'there's a post about raised beds' may be the only place the thing is named: never dropped as a guess
    frame = parse_goal("I think there's a post about raised beds. How many comments does it have?")
    assert not frame.understood or "raised beds" in str(frame.meaning())


# --- the default a setting has -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        (
            "by default, how many seconds does one run of a batch get before it is stopped?",
            "how many seconds does one run of a batch get before it is stopped?",
        ),
        (
            "how long does a generated portal script wait between pages unless told otherwise?",
            "how long does a generated portal script wait between pages?",
        ),
        ("what port does the mcp server use, out of the box?", "what port does the mcp server use?"),
        (
            "which checkpointer are long runs saved with if nothing is configured?",
            "which checkpointer are long runs saved with?",
        ),
    ],
)
def test_the_default_a_setting_has_is_no_thing_to_find(said: str, plain: str) -> None:
    assert _steps(said) == _steps(plain)
    assert all(s.verb != "find" for s in parse_goal(said).steps)


def test_one_before_a_noun_is_no_verb() -> None:
    step = _steps("how many seconds does one run of a batch get before it is stopped?")[0]
    assert step["object"] == "run of a batch" and step["attributes"] == ["duration"]


# --- a time asked in its unit --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing", "about"),
    [
        ("how many more seconds before a stuck batch worker gets killed?", "stuck batch worker", "killed"),
        ("how many minutes until the sale ends?", "sale", "ends"),
        ("how many extra hours before the loan is overdue?", "loan", "overdue"),
        ("after how many seconds is a batch run asked to stop?", "batch run", "asked to stop"),
    ],
)
def test_a_clock_unit_up_to_an_event_asks_a_duration(text: str, thing: str, about: str) -> None:
    step = _steps(text)[-1]
    assert step["verb"] == "answer" and step["attributes"] == ["duration"]
    assert step["object"] == thing
    assert {"name": "about", "value": about} in step["filters"]  # type: ignore[operator]


def test_the_thing_a_condition_names_is_what_it_refers_to() -> None:
    step = _steps(
        "hey, when a batch worker is still stuck after its time limit, how many more seconds before it gets killed?"
    )[-1]
    assert step["object"] == "batch worker" and step["attributes"] == ["duration"]


def test_counted_things_before_a_year_are_still_counted() -> None:
    assert _steps("how many books before 1950 are there?")[0]["verb"] == "count"
    assert _steps("how many seconds are there in a day?")[0]["verb"] == "count"


# --- whose, and the page of a person -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("whose", "who"),
    [
        ("whose card is RL10077?", "who holds card RL10077?"),
        (
            "sign in as volunteer, password <secret:VOLUNTEER_PASSWORD> - whose card is RL10077?",
            "sign in as volunteer, password <secret:VOLUNTEER_PASSWORD> - who holds card RL10077?",
        ),
        (
            "log in as volunteer and tell me whose card is RL10042",
            "log in as volunteer and tell me who holds card RL10042",
        ),
    ],
)
def test_whose_x_is_asks_who_holds_it(whose: str, who: str) -> None:
    assert _steps(whose) == _steps(who)


@pytest.mark.parametrize(
    ("after", "before"),
    [
        ("open the author page for Elena Nakamura", "open Elena Nakamura's author page"),
        ("go to the member profile of Greta Gallagher", "go to Greta Gallagher's member profile"),
        ("show me the user page for jonas", "show me jonas's user page"),
    ],
)
def test_a_persons_page_with_the_person_after_it(after: str, before: str) -> None:
    assert _steps(after) == _steps(before)


# --- a capacity before a noun ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "how many 16GB laptops are there under $700?",
        "hey, how many of the 16GB laptops come in under 700 dollars?",
        "count the 32GB laptops below $1500",
    ],
)
def test_a_capacity_before_its_noun_is_no_bound_of_another_word(text: str) -> None:
    step = _steps(text)[0]
    assert "laptops" in str(step["object"])
    assert all(b["attribute"] == "price" for b in step["bounds"])  # type: ignore[union-attr]


def test_an_operator_after_an_amount_still_bounds() -> None:
    assert _steps("keyboards $50 or less")[0]["bounds"] == [
        {"attribute": "price", "op": "le", "value": 50.0, "unit": ""}
    ]
    assert _steps("laptops with 16gb ram, $900 tops")[0]["bounds"][0]["op"] == "le"  # type: ignore[index]


# --- a person's details after their name ----------------------------------------------------------------

_PEOPLE = ("author", "member", "contact")
_NAMES = ("Marta Lindgren", "Liv Andersen", "Tom Reed")
_COUNTRIES = ("Sweden", "Norway", "New Zealand")


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.sampled_from(_PEOPLE),
    st.sampled_from(_NAMES),
    st.sampled_from(_COUNTRIES),
    st.sampled_from(("", ", born 1981", " born in 1981")),
    st.sampled_from(("add a new {k}, {d}", "add a {k} named {d}", "create a new {k}, {d}")),
)
def test_a_new_persons_details_are_their_values(
    kind: str, name: str, country: str, born: str, shape: str
) -> None:
    said = shape.format(k=kind, d=f"{name} from {country}{born}")
    frame = parse_goal(said)
    assert [s.verb for s in frame.steps] == ["create"]
    assert frame.steps[0].object == kind
    values = _values(said)
    assert values["name"] == name.lower() and values["country"] == country.lower()
    assert values.get("birth year") == ("1981" if born else None)


def test_a_thing_from_a_place_is_no_persons_details() -> None:
    assert "country" not in _values("add a new post, Summer Trip from Rome")
    assert _values("create a new author: first name Ada, last name Quill, country Canada") == {
        "first name": "ada",
        "last name": "quill",
        "country": "canada",
    }


# --- a change said as a fact ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stated", "asked"),
    [
        (
            "as librarian (<secret:LIBRARIAN_PASSWORD>): we own 4 copies of The Secret Vineyard now, could you update that?",
            "as librarian (<secret:LIBRARIAN_PASSWORD>): set the copies of The Secret Vineyard to 4",
        ),
        ("Paper Gardens has 5 copies now - please update the record", "set the copies of Paper Gardens to 5"),
        ("issue 7's priority is High now, can you change it?", "set the priority of issue 7 to High"),
        (
            "the status of issue 12 is resolved now. please update it",
            "set the status of issue 12 to resolved",
        ),
    ],
)
def test_a_fact_and_a_change_pointing_back_are_one_change(stated: str, asked: str) -> None:
    assert _steps(stated) == _steps(asked)


def test_a_fact_alone_changes_nothing() -> None:
    assert all(s.verb != "edit" for s in parse_goal("we own 4 copies of The Secret Vineyard now").steps)


@pytest.mark.parametrize(
    "text",
    [
        "set the copies owned of The Glass Clockmaker to 3",
        "set the units sold of the Orbit lamp to 12",
        "set the seats available of the Friday workshop to 12",
    ],
)
def test_a_counted_field_with_its_participle_is_a_records_field(text: str) -> None:
    step = parse_goal(text).steps[0]
    assert step.verb == "edit" and step.object and [v.value for v in step.values] == [text.split()[-1]]


# --- list 17's wrappers ---------------------------------------------------------------------------------

_GOALS = (
    "how many books does the library have?",
    "open the cheapest 4K monitor under $300",
    "what is the ISBN of An Observatory in Lisbon?",
)
_WRAPPERS = (
    "Straightforward one: {g}",
    "Tricky one - {g}",
    "Okay, here's one: {g}",
    "Here's another: {g}",
    "Let me ask you something: {g}",
    "Evening, friend. {g}",
    "Afternoon! {g}",
    "Thanks, mate. {g}",
    "{g} Cheers, folks!",
)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(_GOALS), st.sampled_from(_WRAPPERS))
def test_labels_greetings_and_terms_of_address_are_set_aside(goal: str, wrapper: str) -> None:
    lowered = goal[0].lower() + goal[1:] if not wrapper.startswith("{g}") else goal
    assert _steps(wrapper.format(g=lowered)) == _steps(goal)


def test_a_friend_as_a_thing_stays() -> None:
    assert "friend" in str(parse_goal("send a $100 gift card to my friend").meaning())


# --- what a which-question is about ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "about"),
    [
        (
            "what exit code does wayfinder return when a run pauses to wait for approval?",
            ["a run pauses to wait for approval"],
        ),
        (
            "so if a run stops to wait for my ok on something risky, what exit code do I get back?",
            ["a run stops to wait for my ok on something risky"],
        ),
        ("which page do you see once the cart is empty?", ["the cart is empty"]),
        ("which exit code means bad input?", ["bad input"]),
    ],
)
def test_a_which_question_is_about_its_condition_not_the_askers_getting(text: str, about: list[str]) -> None:
    step = parse_goal(text).steps[-1]
    assert [f.value.lower() for f in step.filters if f.name == "about"] == about


@pytest.mark.parametrize(
    ("text", "about"),
    [
        ("which exit code does the readme give for bad input?", "bad input"),
        ("what timeout does the documentation recommend for slow sites?", "slow sites"),
        ("which flag does the manual list for dark mode?", "dark mode"),
    ],
)
def test_a_document_that_gives_the_answer_is_where_not_what(text: str, about: str) -> None:
    step = parse_goal(text).steps[-1]
    assert step.object and step.object.split()[-1] not in {"readme", "documentation", "manual"}
    assert [f.value.lower() for f in step.filters if f.name == "about"] == [about]


@pytest.mark.parametrize(
    ("shown", "gone_to"),
    [
        ("show me the keyboards category", "go to the keyboards category"),
        ("show me the Gardening section", "go to the Gardening section"),
        ("show me the contact page", "go to the contact page"),
    ],
)
def test_showing_a_part_of_the_site_opens_it(shown: str, gone_to: str) -> None:
    assert _steps(shown) == _steps(gone_to)


def test_showing_a_thing_in_a_part_of_the_site_still_finds_it() -> None:
    assert _steps("show me the cheapest item in the keyboards category")[0]["verb"] == "find"


@pytest.mark.parametrize(
    ("added_to", "commented_on"),
    [
        (
            "add a note to the 'Monthly revenue report' issue saying 'Figures checked'",
            "comment on the 'Monthly revenue report' issue saying 'Figures checked'",
        ),
        (
            "add a comment to the Chickpea Salad post saying 'Lovely'",
            "comment on the Chickpea Salad post saying 'Lovely'",
        ),
    ],
)
def test_a_message_added_to_a_record_names_it_as_commenting_on_it_does(
    added_to: str, commented_on: str
) -> None:
    assert _steps(added_to) == _steps(commented_on)


# --- a quantifier before the thing, the precision after the question -------------------------------------


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("do we have many books by Amara Whitfield? how many exactly?", "how many books by Amara Whitfield?"),
        ("are there lots of posts about soup? how many in total?", "how many posts about soup?"),
        ("how many books are there in total?", "how many books are there?"),
    ],
)
def test_a_quantifier_and_the_precision_asked_name_no_thing(text: str, plain: str) -> None:
    assert _steps(text) == _steps(plain)


def test_a_precision_inside_a_clause_stays() -> None:
    assert _steps("is the Orbit lamp exactly $30?")[0]["bounds"][0]["op"] == "eq"  # type: ignore[index]
