"""Families of paraphrases that must read as one frame (issue 32, session 9), each from two or more
wordings or apps, with sentences of our own plus generated variants:

- 'remove' with nothing it is taken out of deletes the record ('remove user bob' = 'delete user bob',
  risky), while 'remove X from my cart' edits the cart;
- a superlative's 'by <measure>' names what it is measured by ('the longest book by pages'), while 'by
  <a name>' stays who made it ('the newest book by Ann Lee');
- reassurances are asides ('(no big deal)', 'no rush', 'not urgent');
- a source said last is a source said first ('..., according to the readme?');
- 'the top result / hit / search result' is the first one;
- a prepositional verb's particle is not what is asked about ('which code stands for X' = 'means X');
- a participle whose dates or bound were read leaves with them ('the liens recorded between A and B');
- 'how many N are from X' = 'count the N from X';
- 'whose N is X' = 'who has N X' = 'who holds N X': the holder is asked;
- a thing asked for as a file of a format is a download ('get me the docs as a PDF');
- 'user / <secret>' standing alone before or after a question signs in as that user;
- 'back' returns to a state: 'set / switch / turn / put the "X" post back to (a) draft' and 'unpublish
  the "X" post' all make its status draft;
- where a new record is made, when that is the site, is no part of its name ('a tag called winter to
  the blog');
- 'how many pages does X have' asks X's pages (an attribute had by one thing), where 'how many comments
  does X have' counts them.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.intent.text.lemmas import lemma

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _meaning(goal: str) -> object:
    return parse_goal(goal).meaning()


@SETTINGS
@given(
    thing=st.sampled_from(["user bob", "issue 14", "the draft post", "all returned loans", "the Lee record"]),
    verb=st.sampled_from(["remove", "get rid of"]),
)
def test_removing_a_record_is_deleting_it(thing: str, verb: str) -> None:
    frame = parse_goal(f"{verb} {thing}")
    assert frame.risky and [s.verb for s in frame.steps] == ["delete"], frame.steps
    assert _meaning(f"{verb} {thing}") == _meaning(f"delete {thing}")


@pytest.mark.parametrize(
    "goal",
    [
        "remove the mouse from my cart",
        "take out the toaster from the basket",
        "remove the tag salmon from the post",
    ],
)
def test_removing_from_a_container_edits_it(goal: str) -> None:
    frame = parse_goal(goal)
    assert not frame.risky and [s.verb for s in frame.steps] == ["remove"], frame.steps


@SETTINGS
@given(
    sup=st.sampled_from(["longest", "largest", "cheapest", "heaviest", "newest", "most popular"]),
    noun=st.sampled_from(["book", "city", "laptop", "post"]),
    measure=st.sampled_from(["pages", "population", "unit price", "screen size", "page count", "comments"]),
    shape=st.sampled_from(
        ["which {n} is the {s} by {m}?", "find the {s} {n} by {m}", "what's the {s} {n} by {m}?"]
    ),
)
def test_a_superlative_by_a_measure_is_measured_by_it(sup: str, noun: str, measure: str, shape: str) -> None:
    steps = parse_goal(shape.format(n=noun, s=sup, m=measure)).steps
    sup = steps[-1].superlative
    # the measure, or the adjective's own when it heads the measure ('biggest by screen size': by size)
    assert sup is not None and sup.attribute in {measure, lemma(measure.split()[-1])}, steps
    assert not any(f.name == "author" for f in steps[-1].filters), steps


@pytest.mark.parametrize(
    ("goal", "attribute"),
    [
        ("which book is the longest by pages?", "pages"),
        ("what is the largest city by population?", "population"),
        ("find the earliest filing by filing date", "date"),
        ("which monitor is the biggest by screen size", "size"),
    ],
)
def test_the_measure_replaces_the_adjectives_own_unless_it_heads_it(goal: str, attribute: str) -> None:
    sup = parse_goal(goal).steps[-1].superlative
    assert sup is not None and sup.attribute == attribute


@pytest.mark.parametrize(
    ("goal", "who"),
    [
        ("find the newest book by Ann Lee", "Ann Lee"),
        ("the cheapest laptop by Apple", "Apple"),
        ("what is the oldest post by alice?", "alice"),
    ],
)
def test_a_superlative_by_a_name_keeps_who_made_it(goal: str, who: str) -> None:
    step = parse_goal(goal).steps[-1]
    assert step.superlative is not None and step.superlative.attribute in {"date", "price"}
    assert [(f.name, f.value) for f in step.filters] == [("author", who)]


@SETTINGS
@given(
    goal=st.sampled_from(
        [
            "how many records are there for Smith?",
            "find usb cables",
            "what's the price of the cheapest laptop?",
        ]
    ),
    aside=st.sampled_from(
        ["no big deal", "no rush", "no worries", "not urgent", "it's no biggie", "no stress", "no pressure"]
    ),
    where=st.sampled_from(["({a})", "- {a}", "{a}!"]),
    front=st.booleans(),
)
def test_reassurances_are_asides(goal: str, aside: str, where: str, front: bool) -> None:
    said = where.format(a=aside)
    wrapped = f"{aside}, {goal}" if front else f"{goal} {said}"
    assert _meaning(wrapped) == _meaning(goal), wrapped


@SETTINGS
@given(
    source=st.sampled_from(["the readme", "the benchmarks page", "the FAQ", "the docs"]),
    question=st.sampled_from(
        ["what exit code means bad input", "what is the default port", "how many workers run by default"]
    ),
    comma=st.booleans(),
    how=st.sampled_from(["according to", "as stated in", "as shown on", "as explained in", "as written in"]),
)
def test_a_source_said_last_is_a_source_said_first(source: str, question: str, comma: bool, how: str) -> None:
    first = f"{how} {source}, {question}?"
    last = f"{question}{',' if comma else ''} {how} {source}?"
    assert _meaning(last) == _meaning(first), last


@pytest.mark.parametrize(
    "place", ["top result", "top hit", "top search result", "first hit", "first search result"]
)
def test_the_top_result_is_the_first(place: str) -> None:
    assert _meaning(f"search for usb and open the {place}") == _meaning(
        "search for usb and open the first result"
    )


@pytest.mark.parametrize("goal", ["which is the top rated laptop?", "show me the top selling mouse"])
def test_top_before_a_measure_stays_a_superlative(goal: str) -> None:
    step = parse_goal(goal).steps[-1]
    assert step.superlative is not None and step.ordinal is None


@pytest.mark.parametrize("verb", ["stands for", "refers to", "corresponds to", "means"])
@pytest.mark.parametrize("thing", ["loop_stuck", "bad input", "a timeout"])
def test_a_prepositional_verb_asks_about_its_object(verb: str, thing: str) -> None:
    asked = parse_goal(f"which exit code {verb} {thing}?").steps[-1]
    assert [f.value for f in asked.filters if f.name == "about"] == [thing], asked.filters


@SETTINGS
@given(
    noun=st.sampled_from(["liens", "orders", "issues", "posts"]),
    participle=st.sampled_from(["recorded", "placed", "filed", "created", "published"]),
    when=st.sampled_from(["between 01/01/2020 and 12/31/2021", "since May 2021", "in 2022"]),
)
def test_a_participle_leaves_with_its_dates(noun: str, participle: str, when: str) -> None:
    assert _meaning(f"count the {noun} {participle} {when}") == _meaning(f"count the {noun} {when}")


@pytest.mark.parametrize(
    ("noun", "place"),
    [("authors", "Japan"), ("orders", "Spain"), ("members", "Leeds"), ("books", "Gideon Hargreaves")],
)
def test_how_many_are_from_is_counting_those_from(noun: str, place: str) -> None:
    assert _meaning(f"how many {noun} are from {place}?") == _meaning(f"count the {noun} from {place}")


@SETTINGS
@given(
    kind=st.sampled_from(["library card", "member card", "ticket"]),
    code=st.sampled_from(["RL10042", "C-7731", "T123"]),
    shape=st.sampled_from(["whose {k} is {c}?", "who has {k} {c}?", "who's the holder of {k} {c}?"]),
)
def test_whose_and_who_has_ask_the_holder(kind: str, code: str, shape: str) -> None:
    assert _meaning(shape.format(k=kind, c=code)) == _meaning(f"who holds {kind} {code}?")


@pytest.mark.parametrize("goal", ["who has the most loans?", "whose turn is it?"])
def test_who_has_the_most_and_whose_it_are_not_holders(goal: str) -> None:
    assert "holder" not in parse_goal(goal).steps[-1].attributes


@SETTINGS
@given(
    ask=st.sampled_from(["get me", "give me", "save", "export", "download"]),
    thing=st.sampled_from(["the docs", "all the members", "the loans list"]),
    form=st.sampled_from(["as a PDF", "as a spreadsheet", "as CSV", "in PDF format", "as an Excel file"]),
)
def test_a_thing_asked_for_as_a_file_is_a_download(ask: str, thing: str, form: str) -> None:
    frame = parse_goal(f"{ask} {thing} {form}")
    assert frame.task_mode == "download" and frame.steps[-1].verb == "download", frame.steps


@pytest.mark.parametrize(
    "goal", ["find the PDF manual", "open the manual (PDF)", "send the invoice to bob as a PDF"]
)
def test_a_format_named_otherwise_is_no_download(goal: str) -> None:
    assert parse_goal(goal).task_mode != "download"


@SETTINGS
@given(
    user=st.sampled_from(["librarian", "ann", "maria.k"]),
    question=st.sampled_from(["how many crime novels are in the catalogue?", "what's the newest book?"]),
    after=st.booleans(),
    greet=st.sampled_from(["", "hi! "]),
)
def test_a_lone_user_and_secret_sign_in(user: str, question: str, after: bool, greet: str) -> None:
    pair = f"{user} / <secret:PW>"
    goal = f"{greet}{question} {pair}" if after else f"{greet}{pair} - {question}"
    login = parse_goal(goal).steps[0]
    assert login.verb == "login"
    assert [(v.field, v.value) for v in login.values] == [("username", user), ("password", "<secret:PW>")]


@pytest.mark.parametrize(
    "goal", ["what is red / blue?", "how many crime novels are there? fiction / non-fiction"]
)
def test_a_slash_without_a_secret_is_no_sign_in(goal: str) -> None:
    assert all(s.verb != "login" for s in parse_goal(goal).steps)


@SETTINGS
@given(
    thing=st.sampled_from(["the 'Bike Lanes on Mill Road' post", "issue 14", 'the "Winter menu" page']),
    shape=st.sampled_from(
        [
            "set {t} back to draft",
            "switch {t} back to a draft",
            "turn {t} back into a draft",
            "put {t} back to draft",
            "move {t} back to draft",
        ]
    ),
)
def test_back_to_a_state_is_that_state(thing: str, shape: str) -> None:
    assert _meaning(shape.format(t=thing)) == _meaning(f"set {thing} to draft")


def test_unpublishing_a_post_makes_it_a_draft() -> None:
    step = parse_goal("unpublish the 'Bike Lanes on Mill Road' post").steps[-1]
    assert step.verb == "edit" and [(v.field, v.value) for v in step.values] == [("status", "draft")]


@pytest.mark.parametrize(
    "goal", ["switch to the next tab", "put the mouse in my cart", "go back to the results"]
)
def test_other_switches_and_puts_keep_their_meaning(goal: str) -> None:
    assert parse_goal(goal).steps[-1].verb in {"switch_tab", "add", "go_back", "open"}


@SETTINGS
@given(
    kind=st.sampled_from(["tag", "category", "genre", "page"]),
    name=st.sampled_from(["winter", "Graphic novels", "Contact"]),
    said=st.sampled_from(["called", "named"]),
    place=st.sampled_from(["to the blog", "on the site", "in the catalogue", "to the wiki"]),
)
def test_where_a_record_is_made_is_no_part_of_its_name(kind: str, name: str, said: str, place: str) -> None:
    assert _meaning(f"add a new {kind} {said} {name} {place}") == _meaning(f"add a new {kind} {said} {name}")


@SETTINGS
@given(
    attr=st.sampled_from(["pages", "copies"]),
    title=st.sampled_from(["An Observatory in Lisbon", "the Orbit lamp", "Paper Gardens"]),
    shape=st.sampled_from(
        ["how many {a} does {t} have?", "tell me how many {a} {t} has", "how many {a} of {t} do we own?"]
    ),
)
def test_how_many_of_an_attribute_one_thing_has_asks_it(attr: str, title: str, shape: str) -> None:
    step = parse_goal(shape.format(a=attr, t=title)).steps[-1]
    assert step.verb == "answer" and step.attributes == (attr,) and step.answer_kind == "number", step
    assert step.object and step.object.lower() in title.lower(), step


@pytest.mark.parametrize(
    "goal",
    [
        "how many comments does the soup recipe have?",
        "how many pages does this documentation site have?",
        "how many books do we have?",
    ],
)
def test_how_many_things_something_has_are_counted(goal: str) -> None:
    assert parse_goal(goal).steps[-1].verb == "count"


@SETTINGS
@given(
    who=st.sampled_from(["alice", "ann.lee", "priya"]),
    intro=st.sampled_from(["{w} here", "I'm {w}", "this is {w}"]),
    pw=st.sampled_from(["password P", "pw P", "my password is P"]),
    join=st.just(", "),  # a dash or semicolon between them is read otherwise (not yet: see the closing note)
)
def test_a_person_saying_who_they_are_before_a_password_signs_in(
    who: str, intro: str, pw: str, join: str
) -> None:
    login = parse_goal(f"{intro.format(w=who)}{join}{pw}{join}open issue 3").steps[0]
    assert login.verb == "login" and {(v.field, v.value) for v in login.values} == {
        ("username", who),
        ("password", "P"),
    }
