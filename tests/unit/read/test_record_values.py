"""Values read on record pages (issue 28's list): a length of time asked 'how long' keeps its unit
(``read.prose``), a tag's count stands in its link or beside it (``read.facets.tag_count``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.rules import el, page
from wayfinder.observe.models import Element
from wayfinder.read.facets import tag_count
from wayfinder.read.prose import prose_answer


@pytest.mark.parametrize(
    ("sentence", "question", "want"),
    [
        (
            "Add the lentils, then simmer for 20 minutes until soft.",
            "how long do the lentils simmer?",
            "20 minutes",
        ),
        ("Let the dough rest for 10-15 minutes.", "how long does the dough rest?", "10-15 minutes"),
        ("The warranty lasts 2 years from delivery.", "how long does the warranty last?", "2 years"),
        ("The timeout is 30 seconds.", "what is the timeout?", "30"),  # not asked 'how long': as before
        ("The timeout is 30 seconds.", "how long is the timeout in seconds?", "30"),  # the unit asked
    ],
)
def test_how_long_keeps_the_unit(sentence: str, question: str, want: str) -> None:
    found = prose_answer(sentence, question)
    assert found is not None and found.value == want


@given(st.integers(1, 500), st.sampled_from(["minutes", "hours", "days", "weeks"]))
def test_any_length_of_time_keeps_its_unit(n: int, unit: str) -> None:
    found = prose_answer(
        f"Leave the mixture to stand for {n} {unit} before serving.", "how long does the mixture stand?"
    )
    assert found is not None and found.value == f"{n} {unit}"


def _cloud(*labels: str) -> list[Element]:
    return [el(i + 1, "a", label, href=f"/tags/{label.split()[0]}/") for i, label in enumerate(labels)]


@pytest.mark.parametrize(
    ("labels", "digest", "tag", "want"),
    [
        (["python (12)", "rust (3)"], "python (12) rust (3)", "python", 12),
        (["python [12]", "rust [3]"], "python [12] rust [3]", "rust", 3),
        (["python", "rust"], "python 12\nrust 3", "python", 12),  # a count badge beside the link
        (["python", "rust"], "python\nrust", "python", None),  # no count stands beside it
        (["python (12)", "rust (3)"], "python (12) rust (3)", "go", None),  # no link is the tag
        (["python (12)", "python (9)"], "", "python", None),  # two links disagree
        (["web apps (7)"], "web apps (7)", "web", None),  # word for word, not a part of it
    ],
)
def test_a_tags_count(labels: list[str], digest: str, tag: str, want: int | None) -> None:
    assert tag_count(page(*_cloud(*labels), digest=digest), tag) == want
