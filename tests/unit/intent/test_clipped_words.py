"""Clipped words ('env vars', 'config', 'repo') match the whole words pages write, and a search retried
with them (intent.text.words.CLIPPINGS, ``stem``, ``unclipped``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.intent.text.words import CLIPPINGS, stem, tokens, unclipped


@pytest.mark.parametrize(
    ("clipped", "whole"),
    [
        ("env vars", "environment variables"),
        ("the config dir", "the configuration directory"),
        ("repos and args", "repositories and arguments"),
        ("Wayfinder env", "Wayfinder environment"),
        ("the price of the laptop", "the price of the laptop"),
    ],
)
def test_unclipped(clipped: str, whole: str) -> None:
    assert unclipped(clipped) == whole


@given(st.sampled_from(sorted(CLIPPINGS)))
def test_a_clipping_and_its_whole_word_match(short: str) -> None:
    assert stem(short) == stem(CLIPPINGS[short])
    assert tokens(unclipped(short)) == tokens(short)


def test_words_that_only_look_clipped_stay() -> None:
    assert [stem(w) for w in ("document", "admin", "app", "status")] == ["document", "admin", "app", "status"]
