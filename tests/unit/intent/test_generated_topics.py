"""Generated wordings of round 7: a heading before the request, labels and endearments that only
announce it, a page that 'gives' a value, a place's contents, a title with a preposition in a
possessive, a noun that is also a verb before a do-question's verb.

Each family is one meaning said several ways, with the things drawn by hypothesis from vocabularies of
our own; every wording must read to the frame of the plainest one, compared on what the loop and the
verifier use.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.frame import Step
from wayfinder.intent.ground import keys

PLACES = ["Mobile App", "Gardening", "Data Pipeline", "Billing Service", "Travel"]
THINGS = [("open bugs", "bugs"), ("posts", "posts"), ("members", "members"), ("open issues", "issues")]
SEPARATORS = [": ", " - ", " – ", " -- "]


def _shape(step: Step) -> tuple[Any, ...]:
    return (
        step.verb,
        frozenset(step.object_words),
        frozenset(keys(step.scope)),
        tuple(a for a in step.attributes if a != "name"),
        step.superlative,
        tuple(sorted((f.name, f.value.lower()) for f in step.filters)),
        tuple((v.field, v.value) for v in step.values),
        step.quantity,
    )


def _frame(goal: str) -> tuple[tuple[Any, ...], ...]:
    frame = parse_goal(goal)
    assert frame.understood, (goal, frame.reason)
    return tuple(_shape(s) for s in frame.steps)


@given(st.sampled_from(PLACES), st.sampled_from(THINGS), st.sampled_from(SEPARATORS))
def test_a_heading_before_a_question_is_its_place(place: str, things: tuple[str, str], sep: str) -> None:
    """'Gardening - how many posts are there?' = 'how many posts are there in Gardening?'."""
    plain = _frame(f"how many {things[0]} are there in {place}?")
    assert _frame(f"{place}{sep}how many {things[0]} are there?") == plain
    assert _frame(f"re {place}{sep}how many {things[0]} are there?") == plain
    assert plain[0][2] == frozenset(keys(place))


@given(
    st.sampled_from(["the Orbit Kettle", "issue 14", "the Night Train to Vienna post"]),
    st.sampled_from(SEPARATORS),
)
def test_a_heading_is_what_a_pronoun_after_it_means(thing: str, sep: str) -> None:
    """'issue 14 - who is working on it?' asks of issue 14, in one step."""
    named = _frame(f"who is working on {thing}?")
    assert _frame(f"{thing}{sep}who is working on it?") == named
    assert len(named) == 1


@given(
    st.sampled_from(["urgent", "quick one", "quick question", "important", "ok so quick one", "fyi"]),
    st.sampled_from(SEPARATORS),
    st.sampled_from(
        ["how long does the pumpkin bread bake for?", "set issue 5 to In Progress", "open the contact page"]
    ),
)
def test_a_label_before_a_request_announces_it(label: str, sep: str, request: str) -> None:
    assert _frame(f"{label}{sep}{request}") == _frame(request)


def test_a_field_before_a_colon_is_still_a_value() -> None:
    step = parse_goal("First name: Ada").steps[0]
    assert step.verb == "fill" and [(v.field, v.value) for v in step.values] == [("first name", "Ada")]


@given(
    st.sampled_from(["be a dear and", "Be a star and", "be an angel and", "be a love and"]),
    st.sampled_from(["open issue 20", "add the Orbit Kettle to my cart", "tell me how many posts there are"]),
)
def test_an_endearment_opening_a_request_is_politeness(opener: str, request: str) -> None:
    assert _frame(f"{opener} {request}") == _frame(request)


@given(
    st.sampled_from(["phone number", "email address", "opening hours", "postal address"]),
    st.sampled_from(["contact", "about", "support"]),
    st.sampled_from(["give", "list", "show", "mention", "state", "say"]),
)
def test_a_page_that_gives_a_value_is_where_it_is_read(attribute: str, page: str, verb: str) -> None:
    """'what phone number does the contact page give?' = 'what's the phone number on the contact page?'."""
    assert _frame(f"what {attribute} does the {page} page {verb}?") == _frame(
        f"what's the {attribute} on the {page} page?"
    )


@given(st.sampled_from(["cart", "basket", "shopping cart", "wishlist"]), st.sampled_from(["in", "on"]))
def test_what_is_in_a_place_of_ones_own_shows_it(place: str, prep: str) -> None:
    assert _frame(f"what's {prep} my {place}?") == _frame(f"show me my {place}")


@given(
    st.sampled_from(
        ["A Winter in Lisbon", "Night Train to Vienna", "The Lord of the Flies", "Paper Gardens"]
    ),
    st.sampled_from(["ISBN", "author", "publication date", "price"]),
)
def test_a_title_with_a_preposition_owns_its_attribute(title: str, attribute: str) -> None:
    """ "A Winter in Lisbon's ISBN" is the ISBN of the whole title, not of 'Lisbon's ISBN'."""
    shape = _frame(f"what's {title}'s {attribute}?")
    assert shape == _frame(f"what is the {attribute} of {title}?")
    assert frozenset(keys(title)) <= shape[0][1] | frozenset(keys("a the"))


@given(
    st.sampled_from(["day pass", "season ticket", "gift set", "repair kit"]),
    st.sampled_from(["the ferry", "the museum", "the Orbit Kettle"]),
)
def test_a_noun_that_is_also_a_verb_is_no_question_verb(noun: str, thing: str) -> None:
    """'what does a day pass for the ferry cost?': 'pass' is the noun; 'cost' is the verb."""
    shape = _frame(f"what does a {noun} for {thing} cost?")
    assert shape[0][3] == ("price",)
    assert frozenset(keys(noun)) <= shape[0][1]
    assert shape == _frame(f"what does the {noun} for {thing} cost?")


@given(
    st.sampled_from(
        ["librarian / <secret:LIB_PW>", "as librarian (<secret:LIB_PW>)", "librarian <secret:LIB_PW>"]
    ),
    st.sampled_from(SEPARATORS),
)
def test_credentials_before_a_question_are_a_sign_in_not_a_topic(credentials: str, sep: str) -> None:
    frame = parse_goal(f"{credentials}{sep}how many books are there?")
    assert [s.verb for s in frame.steps] == ["login", "count"], frame.steps
    assert frame.steps[1].scope == "" and "<secret:LIB_PW>" in {v.value for v in frame.steps[0].values}


def _tagged(noun: str, tag: str) -> list[str]:
    return [
        f"how many {noun} are tagged {tag}?",
        f"how many {noun} have the tag {tag}?",
        f"how many {noun} with the tag {tag} are there?",
        f"how many {noun} tagged {tag} are there?",
        f"number of {noun} tagged {tag}",
        f"how many {noun} are tagged with {tag}?",
    ]


@given(
    st.sampled_from(["posts", "recipes", "articles", "questions"]),
    st.sampled_from(["budget", "vegetarian", "quick-wins", "travel tips"]),
    st.integers(0, 5),
)
def test_a_tag_said_any_way_is_one_filter(noun: str, tag: str, index: int) -> None:
    forms = _tagged(noun, tag)
    step = parse_goal(forms[index]).steps[-1]
    assert step.verb == "count" and [(f.name, f.value) for f in step.filters] == [("tag", tag)], forms[index]
    labelled = parse_goal(f"how many issues have the label {tag}?").steps[-1]
    assert [(f.name, f.value) for f in labelled.filters] == [("label", tag)]


@given(
    st.sampled_from([("alice", "quartz-river-21"), ("dan", "north-gate-9"), ("ann.lee", "tulip-44")]),
    st.sampled_from(
        [
            "use {u} / {p} to log in",
            "log in using {u} / {p}",
            "log in with {u} / {p}",
            "log in as {u} / {p}",
            "sign in as {u} with password {p}",
            "use the account {u} (password {p}) to sign in",
        ]
    ),
)
def test_an_account_given_any_way_signs_in_with_both_values(user: tuple[str, str], form: str) -> None:
    frame = parse_goal(form.format(u=user[0], p=user[1]) + " and open issue 20")
    assert [s.verb for s in frame.steps] == ["login", "open"], frame.steps
    assert {(v.field, v.value) for v in frame.steps[0].values} == {
        ("username", user[0]),
        ("password", user[1]),
    }


@given(
    st.sampled_from(
        [
            ("posts", "have the tag budget", "are tagged budget"),
            ("issues", "are open", "are open"),
            ("books", "are on loan", "are on loan"),
            ("issues", "are assigned to Bob", "are assigned to Bob"),
        ]
    ),
    st.sampled_from(["that", "which"]),
)
def test_a_relative_clause_on_the_counted_things_is_their_predicate(
    case: tuple[str, str, str], relative: str
) -> None:
    noun, said, plain = case
    assert _frame(f"how many {noun} {relative} {said} are there?") == _frame(f"how many {noun} {plain}?")


@given(
    st.sampled_from([("Lena Park", "lena@example.net"), ("Kim Lee", "kim@example.org")]),
    st.sampled_from(
        [
            " - name {n}, email {e}",
            " - my name is {n}, email {e}",
            ". name {n} and email {e}",
            " - name: {n}, email: {e}",
            " - my name is {n} and my email is {e}",
        ]
    ),
    st.sampled_from(["saying 'Lovely!'", "asking 'Which carriage has the showers?'"]),
)
def test_a_commenters_details_are_values_of_the_comment(
    who: tuple[str, str], details: str, said: str
) -> None:
    frame = parse_goal(
        f"leave a comment under the Night Train to Vienna post {said}" + details.format(n=who[0], e=who[1])
    )
    assert [s.verb for s in frame.steps] == ["reply", "fill"], frame.steps
    assert frame.steps[0].object == "Night Train to Vienna"
    assert {(v.field, v.value) for v in frame.steps[1].values} == {("name", who[0]), ("email", who[1])}


def test_a_lone_email_verb_is_still_a_request() -> None:
    assert parse_goal("email the Smith records to bob@example.com").steps[0].verb == "send"
