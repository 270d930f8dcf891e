"""A list answer names as many items as the goal asks (``lists.short_list``): three of 'the four
reasons' is refused; four, or more parts (a name with 'and' in it), are left to the other checks.
Frames and answers of our own, generated separators."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.verify import FrameF, StepF, page
from wayfinder.agent.verify import verify_claim
from wayfinder.agent.verify.lists import items_of, short_list

DOCS = page("http://docs.test/runs/", "Runs\nA run ends as done, failed, stuck or timed_out.", title="Runs")
NAMES = ["done", "failed", "stuck", "timed_out"]


def _frame(n: int) -> FrameF:
    return FrameF(
        "list the four ways a run ends",
        task_mode="answer",
        answer_kind="list",
        steps=(StepF("list", "ways a run ends", quantity=n),),
    )


@given(
    lead=st.sampled_from(["", "They are ", "The ways are: ", "Here they are: "]),
    sep=st.sampled_from([", ", "; ", "\n", " / "]),
    last=st.sampled_from(["", " and ", " or "]),
)
def test_items_are_counted_whatever_the_separators(lead: str, sep: str, last: str) -> None:
    four = sep.join(NAMES[:3]) + (last or sep) + NAMES[3]
    three = sep.join(NAMES[:2]) + (last or sep) + NAMES[2]
    assert len(items_of(lead + four + ".")) == 4
    assert short_list(_frame(4), lead + four) is None
    assert short_list(_frame(4), lead + three) is not None


def test_a_short_list_is_refused_a_whole_one_kept() -> None:
    whole = verify_claim(
        _frame(4), stop_reason="done_success", answer="done, failed, stuck, timed_out", ledger=[DOCS]
    )
    short = verify_claim(_frame(4), stop_reason="done_success", answer="done, failed, stuck", ledger=[DOCS])
    assert whole.verified, whole
    assert not short.verified and "3 of the 4" in short.sentence


def test_no_number_asked_no_count() -> None:
    assert short_list(_frame(0), "done") is None
    assert short_list(_frame(-1), "done") is None
