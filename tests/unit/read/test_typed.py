"""Typed answers in prose: the value of the kind asked, from the sentence that names what was asked."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wayfinder.read.typed import asked_kind, typed_answer

RECIPE = (
    "Spiced Chickpea Stew\n"
    "Warm the oil and fry the onions for 8 minutes until golden. Add the chickpeas and tomatoes and "
    "let the stew bubble for 40 minutes. Rest it for 5 minutes before serving. It keeps for four days "
    "in the fridge.\nPublished March 2, 2026 by Lena Hart"
)
WALK = (
    "The Cliff Path\nThe full loop takes about 3 hours at an easy pace. The car park opens at 8 and "
    "the ferry back runs every 20 minutes."
)
CONTACT = (
    "Contact us\nWrite to hello@example.test or phone the front desk on (555) 201-7788, weekdays 9 to 5. "
    "Our office is at 12 Mill Lane, open since 1998."
)
DIRECTORY = "Staff\nFor press questions call +1 212 555 0147.\nFor orders ring 020 7946 0000 instead."


@pytest.mark.parametrize(
    ("text", "question", "attribute", "value"),
    [
        (RECIPE, "how long does the stew bubble?", "duration", "40 minutes"),
        (RECIPE, "how long should I fry the onions", "duration", "8 minutes"),
        (RECIPE, "How long does the stew keep in the fridge?", "duration", "four days"),
        (WALK, "how long does the cliff loop take?", "duration", "about 3 hours"),
        (WALK, "how often does the ferry run", "", None),  # not a kind this reader answers
        (CONTACT, "what's the phone number of the front desk?", "phone number", "(555) 201-7788"),
        (CONTACT, "What is their telephone?", "", "(555) 201-7788"),
        (DIRECTORY, "what number do I call for press questions?", "phone", "+1 212 555 0147"),
        (DIRECTORY, "which phone number takes orders?", "phone number", "020 7946 0000"),
    ],
)
def test_typed_answers(text: str, question: str, attribute: str, value: str | None) -> None:
    found = typed_answer(text, question, attribute)
    assert (found.value if found else None) == value


def test_no_sentence_naming_what_was_asked_is_no_answer() -> None:
    # durations on the page, but none in a sentence about what was asked
    assert typed_answer(RECIPE, "how long does the bread prove?", "duration") is None
    # two phone numbers, the question names neither sentence's words
    assert typed_answer(DIRECTORY, "what is the phone number?", "phone number") is None


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Orbit Mouse\n$29.99\nIn stock - ships today.", "In stock"),
        ("Orbit Mouse\n$29.99Out of stock\nCurrently out of stock.", "Out of stock"),
        ("Orbit Mouse\nAvailability: Sold out", "Sold out"),
        ("Orbit Mouse\nAvailability: Sold out\nThis mouse is out of stock.", "out of stock"),
    ],
)
def test_stock_words(text: str, answer: str) -> None:
    found = typed_answer(text, "Is the Orbit Mouse in stock?")
    assert found is not None and found.value == answer


def test_asked_kind() -> None:
    assert asked_kind("how long does it take", "") == "duration"
    assert asked_kind("what is the number to call", "phone number") == "phone"
    assert asked_kind("When is the launch due?", "") == "date"
    assert asked_kind("what colour is it", "colour") is None


@pytest.mark.parametrize(
    "question",
    [
        "what's the due date of the Launch version?",  # a tracker's version ('about 2 months late (09/15/2026)')
        "what is the release date of the Orbit lamp?",  # a shop's product
        "tell me the recording date of Nguyen's latest document",  # a records portal
    ],
)
def test_a_date_named_by_its_event_asks_a_date(question: str) -> None:
    assert asked_kind(question) == "date"


FILLER = st.sampled_from(
    [
        "The kitchen smelled wonderful.",
        "Leftovers keep for 3 days.",
        "We first made it in 2019.",
        "Serve it with bread that took 20 minutes to bake.",
        "Call the shop on 020 7000 1111 for flour.",
    ]
)


@settings(deadline=None)  # pure; a loaded machine is no reason to fail it
@given(before=st.lists(FILLER, max_size=3), after=st.lists(FILLER, max_size=3), minutes=st.integers(2, 90))
def test_generated_the_value_near_the_asked_words(before: list[str], after: list[str], minutes: int) -> None:
    text = " ".join([*before, f"Simmer the beans for {minutes} minutes.", *after])
    found = typed_answer(text, "how long do the beans simmer?", "duration")
    assert found is not None and found.value == f"{minutes} minutes"


@pytest.mark.parametrize(
    "line",
    [
        "about 2 months late (09/15/2026)",
        "3 days late (09/15/2026)",
        "Overdue: 09/15/2026",
        "expired on 09/15/2026",
    ],
)
def test_a_due_date_passed_is_the_due_date(line: str) -> None:
    """'late', 'overdue', 'expired' state when a thing was due: 'when is it due?' reads that date."""
    got = typed_answer(f"Launch\nopen\n{line}\n0%", "when is the Launch version due", "due date")
    assert got is not None and got.value == "09/15/2026"


def test_two_passed_due_dates_are_not_guessed_between() -> None:
    text = "Beta\nabout 5 months late (06/30/2026)\nLaunch\nabout 2 months late (09/15/2026)"
    assert typed_answer(text, "when is it due", "due date") is None


# times of day stated in prose: two shapes (a notice of opening hours, a timetable in clauses)
HOURS = (
    "New hours\nFrom March the reading room opens at 9 am on weekdays and stays open until 8 pm on "
    "Thursdays. It is closed on Sundays."
)
POOL = (
    "The pool opens at 6:30 a.m. and closes at 21:00 on weekdays; on Sundays it is open from noon to "
    "18:00. Lifeguards leave at 9 p.m. Lessons start at 10 am."
)


@pytest.mark.parametrize(
    ("text", "question", "value"),
    [
        (HOURS, "how late does the reading room stay open on thursdays?", "8 pm"),
        (HOURS, "how early does the reading room open on weekdays", "9 am"),
        (POOL, "how late is the pool open on weekdays", "21:00"),
        (POOL, "how early does the pool open on weekdays?", "6:30 a.m."),
        (POOL, "until when is the pool open on sundays", "18:00"),
        (POOL, "what time do lessons start", "10 am"),
        (POOL, "at what time do the lifeguards leave?", "9 p.m."),
        # two clauses alike with different times: it cannot be told which is meant
        (POOL, "what time does the pool open on sundays", None),
    ],
)
def test_times_of_day(text: str, question: str, value: str | None) -> None:
    assert asked_kind(question) == "clock"
    found = typed_answer(text, question, "time")
    assert (found.value if found else None) == value


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["library", "museum", "pharmacy", "swimming pool"]),
    st.sampled_from(["Mondays", "Fridays", "Saturdays"]),
    st.sampled_from(["7 pm", "19:30", "10 p.m.", "midnight"]),
    st.sampled_from(
        [
            "how late is the {p} open on {d}?",
            "hi - how late does the {p} stay open on {d}",
            "until when is the {p} open on {d} pls",
        ]
    ),
)
def test_how_late_takes_the_closing_time_of_the_day_asked(
    place: str, day: str, close: str, form: str
) -> None:
    text = (
        f"The {place} opens at 8 am every day and stays open until {close} on {day}, closing early otherwise."
    )
    found = typed_answer(text, form.format(p=place, d=day.lower()), "time")
    assert found is not None and found.value == close


WORKERS = (
    "Scaling\nA second worker is started when the first one stops answering. A worker still busy after its "
    "time limit is asked to stop, and killed if it still has not answered 30 s later."
)


@pytest.mark.parametrize(
    ("sentence", "durations"),
    [
        ("A second worker is started when the first one stops.", []),  # the ordinal, no time
        ("a second attempt follows", []),
        ("wait a second and retry", ["a second"]),
        ("a second later it is killed", ["a second"]),
        ("it simmers for an hour", ["an hour"]),
    ],
)
def test_a_second_before_a_noun_is_the_ordinal(sentence: str, durations: list[str]) -> None:
    from wayfinder.read.typed import _values

    assert _values("duration", sentence) == durations


def test_an_ordinal_second_is_never_the_duration_asked() -> None:
    answer = typed_answer(WORKERS, "how long does a new worker take to start?", "duration")
    assert answer is None or "second" not in answer.value.lower()


@pytest.mark.parametrize(
    ("sentence", "codes"),
    [
        ("the summary says waiting, and the process exits 4.", ["4"]),
        ("When stuck it exits with code 2.", ["2"]),
        ("On a full disk the command returns status 3.", ["3"]),
        ("An exit status of 1 means the goal failed.", ["1"]),
        ("Every bad line is reported first (exit 64).", ["64"]),
        ("It exits 5% faster than before.", []),  # no code
        ("the worker exits 30 s later", []),  # a time, no code
        ("Exit codes of the tool are listed below.", []),
    ],
)
def test_exit_codes_in_their_shapes(sentence: str, codes: list[str]) -> None:
    from wayfinder.read.typed import _values

    assert _values("exit", sentence) == codes


@pytest.mark.parametrize(
    ("sentence", "durations"),
    [
        ("a worker that has not answered 30 s later is killed", ["30 s"]),
        ("the probe waits 500ms, then 2 h", ["500ms", "2 h"]),
        ("--delay (seconds between pages, 1 by default), --max-pages", ["1 second"]),
        ("--timeout seconds (300 by default)", ["300 seconds"]),
        ("a cool-down in minutes, default 5", ["5 minutes"]),
        ("in the 1990s it grew", []),  # a decade
        ("simmer for 20 minutes", ["20 minutes"]),
    ],
)
def test_durations_with_short_units_and_units_named_first(sentence: str, durations: list[str]) -> None:
    from wayfinder.read.typed import _values

    assert _values("duration", sentence) == durations


DOCS_WAITS = (
    "Portal scripts\nThe script takes the search as --search-FIELD VALUE, --delay (seconds between pages, 1 by "
    "default) and --retries. A run is asked to stop at --timeout seconds (600 by default). A worker that "
    "still has not answered 30 s later is killed. The batch takes about 0.5 hour of one machine."
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("how long does a generated script wait between pages unless told otherwise?", "1 second"),
        ("by default, how many seconds does a run get before it is stopped?", "600 seconds"),
        ("how many more seconds before a stuck worker gets killed?", "30 s"),
    ],
)
def test_a_wait_stated_in_a_docs_sentence(question: str, value: str) -> None:
    found = typed_answer(DOCS_WAITS, question)
    assert found is not None and found.value == value


def test_a_rare_word_of_the_question_outweighs_a_common_one() -> None:
    # two sentences say 'worker' and 'pool'; only one says what happens to a stuck one
    text = "A stuck one is killed 30 s later. Every worker of the pool starts in 4 s. A worker of the pool idles 10 s."
    found = typed_answer(text, "how many seconds before a stuck worker of the pool gets killed?")
    assert found is not None and found.value == "30 s"


def test_the_same_length_of_time_written_two_ways_is_one_answer() -> None:
    text = "A stuck worker is killed 30 s later. On Ctrl-C a worker is killed after 30 seconds of grace."
    found = typed_answer(text, "how many seconds before a worker is killed?")
    assert found is not None and found.value in {"30 s", "30 seconds"}
