"""Issue 32's examples as table tests of the frame (names in angle brackets replaced by our own)."""

from __future__ import annotations

from wayfinder.intent import GoalFrame, parse_goal


def _one(goal: str) -> GoalFrame:
    frame = parse_goal(goal)
    assert frame.understood, frame.reason
    return frame


def test_a_greeting_in_front_changes_nothing() -> None:
    plain = _one("how much is the cheapest pair of headphones?")
    greeted = _one("hi there! how much is the cheapest pair of headphones?")
    assert greeted.meaning() == plain.meaning()
    assert greeted.ignored == ("hi there!",)
    step = greeted.steps[0]
    assert (step.object, step.attributes, step.answer_kind) == ("headphones", ("price",), "price")


def test_pls_behind_is_no_step_and_lower_case_keeps_the_brand_words() -> None:
    upper = _one("how many Razer mice do you sell? pls")
    lower = _one("how many razer mice do you sell?")
    assert upper.verbs == ("count",) and upper.meaning() == lower.meaning()
    assert upper.steps[0].object == "Razer mice"  # the words stay; the site's facets say which is a brand


def test_what_you_have_got_is_not_part_of_the_thing() -> None:
    step = _one("what's the cheapest gadget you've got?").steps[0]
    assert step.object == "gadget" and step.superlative is not None


def test_hedges_and_a_bound_in_everyday_words() -> None:
    frame = _one(
        "I kinda want some Sony headphones but nothing over 100 bucks, can you pull up the product page"
    )
    first = frame.steps[0]
    assert first.object == "Sony headphones"
    assert [(b.attribute, b.op, b.value) for b in first.bounds] == [("price", "le", 100.0)]
    assert frame.steps[-1].refers_back  # the product page of what was found


def test_units_after_a_quantity() -> None:
    step = _one("put two Acme Drill units in my cart").steps[0]
    assert (step.verb, step.object, step.quantity, step.destination) == ("add", "Acme Drill", 2, "cart")


def test_how_much_of_an_attribute() -> None:
    step = _one("How much memory does the Lenovo ThinkPad 14 come with?").steps[0]
    assert (step.object, step.attributes) == ("Lenovo ThinkPad 14", ("memory",))


def test_records_on_file_for_a_surname() -> None:
    step = _one("how many records are on file for the surname Cruz").steps[0]
    assert step.verb == "count" and step.object == "records"
    assert [(f.name, f.value) for f in step.filters] == [("surname", "Cruz")]


def test_who_is_the_grantee_on_an_instrument() -> None:
    step = _one("who is the grantee on instrument 2023-001185").steps[0]
    assert step.attributes == ("grantee",) and step.object == "2023-001185"
    assert ("type", "instrument") in {(f.name, f.value) for f in step.filters}


def test_count_what_you_find_and_what_the_index_holds() -> None:
    assert _one("tell me how many issues you find").steps[0].object == "issues"
    assert _one("how many documents the index holds").steps[0].object == "documents"


def test_sign_in_and_create_keeps_both_steps_with_their_values() -> None:
    frame = _one("log in as ann (password <secret:P>) and create a page called Tea Notes with the text Hello")
    assert frame.verbs == ("login", "create") and frame.unplaced == ()
    values = {(v.field, v.value) for v in frame.steps[1].values}
    assert {"Tea Notes", "Hello"} <= {value for _, value in values}


def test_a_part_the_reader_cannot_place_is_shown() -> None:
    frame = _one("sign in as ann (password <secret:P>) and frobnicate the widget")
    assert frame.verbs == ("login",) and frame.unplaced == ("frobnicate the widget",)


def test_a_topic_then_a_question_about_its_ones() -> None:
    frame = _one(
        "hey, I'm trying to decide on headphones - could you tell me how many JBL ones the store carries?"
    )
    assert frame.verbs == ("count",) and frame.steps[0].object == "JBL headphones"
