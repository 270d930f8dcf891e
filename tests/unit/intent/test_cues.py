"""Cues found anywhere in a clause, and the scored readings that settle a conflict between them.

Each conflict row prints every candidate reading with its score and the features behind it, then asserts
the winner (our own sentences, none from a suite). The peels (cues that make a step of their own and
leave the rest of the clause) are tested with wordings of their own and generated variants.
"""

from __future__ import annotations

import pytest

from wayfinder.intent import parse_goal
from wayfinder.intent.clauses import clause_readings
from wayfinder.intent.cues import find_cues
from wayfinder.intent.readings import explain, explain_one, readings


def test_cues_are_found_wherever_they_stand() -> None:
    cues = find_cues("so the walnut shelf, could you add it to my cart")
    assert [(c.kind, c.op, c.used) for c in cues if c.kind in {"verb", "destination"}] == [
        ("verb", "add", "add"),
        ("destination", "add", "to my cart"),
    ]
    assert [c.used for c in find_cues("is there a way to look up the price of the lamp")] == [
        "is",
        "look up",
        "price",
    ]


# (clause as the reader sees it: masked, folded, discourse aside; the winning operation; cue words)
CONFLICTS = [
    ("how many razer mice can you open?", "count", "how many"),
    ("how many lamps does the shop sell", "count", "how many"),
    ("i accept the terms", "accept", "i accept"),
    ("we hereby agree to the privacy policy", "accept", "we hereby agree"),
    ("3 nimbus tents in the basket", "add", "in the basket"),
    ("go to my cart", "open", "go to"),
    ("put the kettle in my cart", "add", "put"),
    ("book and page of the oldest smith record?", "answer", ""),
    ("message: hello world", "fill", ""),
    ("is the orbit drill in stock?", "yes_no", "is"),
    ("tell me how many lamps you sell", "answer", "tell me"),
    ("which brand makes the lightest tent", "answer", "which"),
    ("the blog post about ferries", "find", ""),
    ("cheapest walnut shelf under $80", "find", ""),
    ("check out the shopping list", "buy", "check out"),
    ("look up the order status", "search", "look up"),
    ("number of tents for sale", "count", "number of"),
]


@pytest.mark.parametrize(("clause", "op", "used"), CONFLICTS, ids=[c[0] for c in CONFLICTS])
def test_the_best_scored_reading_wins(clause: str, op: str, used: str) -> None:
    found = clause_readings(clause)
    lines = [explain_one(r) for r in found]
    print(f"\n{clause}\n  " + "\n  ".join(lines))
    best = found[0]
    assert best.op == op, lines
    assert (best.cue.used if best.cue else "") == used, lines
    if len(found) > 1:  # the winner is ahead by its score, not by the order readers were written in
        assert best.score > found[1].score, lines


@pytest.mark.parametrize(
    ("clause", "blocked"),
    [
        ("the order status", "order"),  # after an article: a noun
        ("for sale near me", "sale"),  # not a verb of the lexicon at all
        ("a blog post about ferries", "post"),  # after a content word: the end of a compound noun
        ("first name: ada", "name"),  # before a colon: a field's name
        ("book and page of the record", "book"),  # before 'and' at the start: a list of nouns
    ],
)
def test_a_verb_word_that_is_a_noun_where_it_stands_is_no_reading(clause: str, blocked: str) -> None:
    assert all(r.cue is None or r.cue.used != blocked for r in readings(clause)), explain(clause)


def test_a_request_auxiliary_asks_only_with_its_mark() -> None:
    assert not [r for r in readings("do the thing") if r.kind == "question"]
    assert [r for r in readings("do you stock garden gnomes?") if r.kind == "question"]


PEELS = [
    # credentials stated anywhere: a login first, then the rest of the clause
    ("username kit password <secret:K> how many invoices are open", ["login", "count"]),
    ("as kit (password <secret:K>) list the unpaid invoices", ["login", "list"]),
    ("kit, <secret:K> - number of open invoices", ["login", "count"]),
    # a source: open it, then the question
    ("According to the pricing page, what does the Pro plan cost?", ["open", "answer"]),
    ("As stated on the help page, how many seats are included?", ["open", "count"]),
    ("In the Lumen handbook, which flag turns on dark mode?", ["open", "answer"]),
    # a search the question depends on
    ("How many results come up when I search for trail shoes?", ["search", "count"]),
    ("how many hits appear if you look up garden gnomes", ["search", "count"]),
    # how it is done: the click names the target; the aim after 'use X to'
    ("close the dialog by clicking 'Done'", ["click"]),
    ("dismiss the banner by pressing the X", ["click"]),
    ("use the search box to find garden hoses", ["search"]),
    ("navigate through the menus to open the settings page", ["open"]),
    # the same tool said after what is done with it
    ("look up allowed_domains with the docs' search box", ["search"]),
    ("find garden hoses using the search bar", ["search"]),
    # what the speaker has been looking at is what the question is about
    ("I've been eyeing the Nimbus 3 tent, could you tell me what weight it has?", ["answer"]),
    ("We have been considering the Vela desk, what does it cost?", ["answer"]),
    # a want: what is wanted is read (or found)
    ("I need a standing desk", ["find"]),
    ("we'd like 2 Vela desks in the basket", ["add"]),
    ("I'm looking for the cheapest tent", ["find"]),
]


@pytest.mark.parametrize(("goal", "verbs"), PEELS, ids=[p[0] for p in PEELS])
def test_peels_make_their_own_step_and_read_the_rest(goal: str, verbs: list[str]) -> None:
    for variant in (goal, goal.lower(), f"hi! {goal[:1].lower()}{goal[1:]} thanks"):
        frame = parse_goal(variant)
        assert frame.understood, (variant, frame.reason)
        assert list(frame.verbs) == verbs, (variant, frame.steps)


def test_the_thing_looked_at_is_the_object_of_the_question() -> None:
    step = parse_goal("I've been eyeing the Nimbus 3 tent, could you tell me what weight it has?").steps[0]
    assert (step.object, step.attributes) == ("Nimbus 3 tent", ("weight",))
