"""Questions whose noun is asked of a thing said after it, in shapes people use for it:

* a preposition left at the end ('what project is issue 7 in?', 'what country is X from?'): the noun
  asked is one of X's, as 'what is the project of issue 7' asks it;
* a verb of appearing, active ('which parties appear on document N'), says only that the page shows
  them, as the passive 'which parties are named on document N' does;
* 'what are the four terminal reasons (of a run)': that many things, listed, as 'list the four ...';
* 'tell me whose library card RL10042 is' (statement order inside a request) asks what 'whose library
  card is RL10042' asks.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.intent import parse_goal


def _meaning(goal: str) -> object:
    return parse_goal(goal).meaning()


def _last(goal: str) -> dict[str, object]:
    steps = parse_goal(goal).meaning()["steps"]  # type: ignore[index]
    return steps[-1]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("goal", "thing", "asked"),
    [
        ("what project is issue 7 in?", "issue 7", ["project"]),
        ("what country is the author Hiroshi Zimmermann from?", "hiroshi zimmermann", ["country"]),
        ("what book and page is Smith's earliest record in?", "record", ["book", "page"]),
        ("which room is the meeting in?", "meeting", ["room"]),
        ("what category is the Bike Lanes on Mill Road post in?", "bike lanes on mill road", ["category"]),
    ],
)
def test_a_stranded_preposition_asks_the_noun_of_the_thing(goal: str, thing: str, asked: list[str]) -> None:
    step = _last(goal)
    assert (step["object"], step["attributes"]) == (thing, asked)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["project", "category", "section", "room", "folder", "version"]),
    st.sampled_from(["issue 7", "the Launch post", "ticket #12", "the red lentil soup recipe"]),
    st.sampled_from(["in", "on", "under"]),
    st.sampled_from(["what", "which"]),
)
def test_generated_stranded_prepositions(noun: str, thing: str, prep: str, wh: str) -> None:
    step = _last(f"{wh} {noun} is {thing} {prep}?")
    assert step["attributes"] == [noun]
    assert prep not in str(step["object"]).split()


@pytest.mark.parametrize(
    ("active", "passive"),
    [
        ("which parties appear on document 2023-001185?", "what parties are named on document 2023-001185?"),
        (
            "which tags appear on the Miso Glazed Salmon post?",
            "what tags are listed on the Miso Glazed Salmon post?",
        ),
        ("what names show on document 2024-001555?", "what names are shown on document 2024-001555?"),
    ],
)
def test_an_active_verb_of_appearing_reads_as_the_passive(active: str, passive: str) -> None:
    assert _meaning(active) == _meaning(passive)


def test_a_shown_participle_is_still_the_passive() -> None:
    step = _last("what is the phone number shown on the contact page?")
    assert step["attributes"] == ["phone number"]


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("what are the four terminal reasons of a run?", "list the four terminal reasons"),
        ("what are the 5 newest posts?", "list the 5 newest posts"),
        ("which are the three cheapest laptops?", "list the three cheapest laptops"),
    ],
)
def test_what_are_the_n_things_lists_them(question: str, asked: str) -> None:
    assert _meaning(question) == _meaning(asked)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["two", "three", "four", "5", "10"]),
    st.sampled_from(["exit codes", "terminal reasons", "newest posts", "open issues"]),
    st.sampled_from(["what are the", "which are the", "what were the"]),
)
def test_generated_numbered_plurals_are_lists(n: str, things: str, lead: str) -> None:
    step = _last(f"{lead} {n} {things}?")
    assert step["verb"] == "list" and step["answer_kind"] == "list"


@pytest.mark.parametrize(
    ("embedded", "question"),
    [
        ("tell me whose library card RL10042 is", "whose library card is RL10042?"),
        ("find out whose order #5521 was", "whose order was #5521?"),
        ("I want to know whose document 2023-001185 is", "whose document is 2023-001185?"),
    ],
)
def test_whose_in_statement_order_asks_the_same(embedded: str, question: str) -> None:
    assert _last(embedded) == _last(question)
    assert _last(embedded)["attributes"] == ["holder"]


@pytest.mark.parametrize(
    ("possessive", "written"),
    [
        ("what was Bob's last note on issue 7?", "What did Bob write in the last note on issue 7?"),
        (
            "what is Alice Moreau's latest comment on issue 14?",
            "what did Alice Moreau write in the latest comment on issue 14?",
        ),
        (
            "what was Ann Lee's first reply on ticket 5?",
            "what did Ann Lee write in the first reply on ticket 5?",
        ),
    ],
)
def test_a_persons_note_asks_what_they_wrote(possessive: str, written: str) -> None:
    assert _meaning(possessive) == _meaning(written)


def test_a_verb_that_names_its_value() -> None:
    step = _last("what does wayfinder run exit with?")
    assert (step["object"], step["attributes"]) == ("wayfinder run", ["exit code"])
