"""A value of the kind asked (a time of day, a duration) stated in a sentence that names the thing asked
about is the answer wherever the page says it: a search result's excerpt, a news list's teaser. A
sentence about something else never is (our own pages, two shapes)."""

from __future__ import annotations

from tests.fixtures.rules import context, el, field, page
from wayfinder.actions.models import Done
from wayfinder.plan.rules import decide

RESULTS = page(
    field(1, "s", itype="search"),
    el(2, "a", "Winter Timetable for the Community Pool", href="/2026/01/winter-timetable/"),
    el(3, "a", "Contact", href="/contact/"),
    url="http://town.test/?s=community+pool",
    title="Search results for community pool",
    digest=(
        'Results for "community pool"\nWe found 2 results for your search.\n'
        "Winter Timetable for the Community Pool\n"
        "From January the community pool opens at 7 am on weekdays and stays open until 10 pm on Fridays.\n"
        "Contact\nCall the front desk, open 9 am to 5 pm."
    ),
)
TEASERS = page(
    el(1, "a", "Bakery Notes", href="/"),
    el(2, "a", "Our sourdough, step by step", href="/sourdough/"),
    url="http://bakery.test/",
    title="Bakery Notes",
    digest=(
        "Bakery Notes\nOur sourdough, step by step\n"
        "Feed the starter the night before, then let the sourdough dough rise for 4 hours at room temperature.\n"
        "Rye crackers\nBake the crackers for 12 minutes."
    ),
)


def _answer(goal: str, obs: object) -> str | None:
    result = decide(context(goal, obs))  # type: ignore[arg-type]
    return result.action.answer if isinstance(result.action, Done) and result.action.success else None


def test_a_time_in_a_search_results_excerpt_that_names_the_thing() -> None:
    answer = _answer("how late does the community pool stay open on fridays?", RESULTS)
    assert answer is not None and "10 pm" in answer


def test_a_duration_in_a_teaser_that_names_the_thing() -> None:
    answer = _answer("how long does the sourdough dough rise?", TEASERS)
    assert answer is not None and "4 hours" in answer


def test_a_sentence_about_another_thing_is_no_answer() -> None:
    assert _answer("how late does the town museum stay open on fridays?", RESULTS) is None
    assert _answer("how long does the focaccia dough rise?", TEASERS) is None


def _docs(*lines: str) -> object:
    return page(
        el(1, "a", "Guide", href="/"), url="http://docs.test/guide/", title="Guide", digest="\n".join(lines)
    )


EXITS = _docs(
    "Guide",
    "Every bad line is reported before anything runs (exit 64).",
    "A risky step pauses the run instead of refusing it: the summary says waiting, and the process exits 4.",
    "A search that finds nothing writes the header only and exits 0.",
)
STATUSES = _docs(
    "Tool",
    "When the disk is full the sync stops and returns status 7.",
    "A run cut short by Ctrl-C returns status 130.",
)


def test_an_exit_code_stated_of_the_condition_the_goal_set_aside() -> None:
    # the condition is no part of the step's own words ('what exit code do I get back')
    answer = _answer(
        "so if a run stops to wait for my ok on something risky, what exit code do I get back?", EXITS
    )
    assert answer == "4"
    assert _answer("what exit code does the tool return when the disk is full?", STATUSES) == "7"


def test_an_exit_code_of_another_condition_is_no_answer() -> None:
    assert _answer("what exit code do I get when the network drops?", STATUSES) is None
    assert _answer("what exit code does it give after a crash of the browser?", EXITS) is None


WORKERS = _docs(
    "Scaling",
    "To run many goals, the batch command hands them to a pool of workers.",
    "At the time limit a run is asked to stop; a worker that still has not answered 30 s later is killed.",
    "A worker takes about 0.5 hour of a small machine per 1,000 runs of a batch.",
)


def test_a_duration_said_of_the_thing_whose_kind_the_page_names() -> None:
    # 'a worker ... is killed' on a page about the workers of a batch
    answer = _answer(
        "when a batch worker is stuck after its time limit, how many more seconds before it gets killed?",
        WORKERS,
    )
    assert answer is not None and answer.startswith("30")


def test_a_duration_of_a_thing_the_page_does_not_name_is_no_answer() -> None:
    assert _answer("how many more seconds before a web worker gets killed?", WORKERS) is None


def test_an_exit_code_sharing_one_word_of_a_long_question_is_no_answer() -> None:
    errors = _docs(
        "Architecture",
        "Errors say who handles them: ConfigError (stop at once with a clear message, exit 64).",
    )
    goal = "so if a run stops to wait for my ok on something risky, what exit code do I get back?"
    assert _answer(goal, errors) is None


RUNS = _docs(
    "Wayfinder",
    "Many goals at once: the batch command reads a file of goals.",
    "A crash in one run never reaches another: at --timeout seconds (600 by default) a run is asked to stop.",
)


def test_the_head_of_a_subject_with_of_is_its_first_noun() -> None:
    # 'run of a batch': the sentence says 'a run', the page says 'batch'
    answer = _answer("by default, how many seconds does one run of a batch get before it is stopped?", RUNS)
    assert answer is not None and answer.startswith("600")
    assert (
        _answer("by default, how many seconds does one run of a crawler get before it is stopped?", RUNS)
        is None
    )


SCRIPTS = _docs(
    "Portal",
    "wayfinder portal walks the portal once and writes a standalone script.",
    "The script takes --format, --delay (seconds between pages, 1 by default) and --retries.",
)


def test_one_word_in_four_of_the_subject_may_be_nowhere_on_the_page() -> None:
    # 'generated' is the goal's word alone; 'portal' is the page's
    answer = _answer(
        "how long does a generated portal script wait between pages unless told otherwise?", SCRIPTS
    )
    assert answer is not None and answer.startswith("1")
    assert _answer("how long does a generated crawler script wait between pages?", SCRIPTS) is None
