"""The fuzzy word test of the ranking (rapidfuzz first, difflib only to confirm) answers as difflib
alone did, and the memoized ranking orders labels as the unmemoized difflib ranking does."""

from __future__ import annotations

from difflib import SequenceMatcher

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import button, el
from wayfinder.plan import ranking
from wayfinder.plan.ranking import near_words, rank_candidates, text_score, token_match


def difflib_near(want: str, have: str) -> bool:
    """The word test as it was: difflib's ratio alone."""
    return len(want) >= 4 and len(have) >= 4 and SequenceMatcher(None, want, have).ratio() >= 0.85


_LETTERS = st.text(alphabet="abcdeilmnorstu", min_size=3, max_size=14)


@st.composite
def _typo(draw: st.DrawFn) -> tuple[str, str]:
    """A word and a mistyped copy: letters dropped, doubled, swapped or replaced (near the 0.85 bar)."""
    word = draw(_LETTERS)
    out = list(word)
    for _ in range(draw(st.integers(0, 3))):
        if not out:
            break
        i = draw(st.integers(0, len(out) - 1))
        edit = draw(st.sampled_from(["drop", "double", "swap", "replace"]))
        if edit == "drop":
            del out[i]
        elif edit == "double":
            out.insert(i, out[i])
        elif edit == "swap" and i + 1 < len(out):
            out[i], out[i + 1] = out[i + 1], out[i]
        else:
            out[i] = draw(st.sampled_from("aeiouxyz"))
    return word, "".join(out)


@settings(max_examples=600, deadline=None)
@given(pair=st.one_of(_typo(), st.tuples(_LETTERS, _LETTERS)))
def test_near_words_is_difflibs_answer(pair: tuple[str, str]) -> None:
    want, have = pair
    assert near_words(want, have) == difflib_near(want, have)
    assert near_words(have, want) == difflib_near(have, want)


@pytest.mark.parametrize(
    ("want", "have", "near"),
    [
        ("headphnes", "headphones", True),
        ("recieve", "receive", True),
        ("monitor", "monitors", True),
        ("wired", "wireless", False),
        ("mice", "mouse", False),
        ("abc", "abcd", False),  # under four letters: never fuzzy
        # repeated letters: the longest common subsequence says near (0.89), difflib's blocks do not
        # (0.67); difflib's answer stands, as it did before rapidfuzz
        ("uouuu", "uuuu", False),
        ("budmmm", "budemumm", False),
    ],
)
def test_near_words_table(want: str, have: str, near: bool) -> None:
    assert near_words(want, have) is near
    assert token_match(want, [have]) is (near or want == have)


_WORDS = st.sampled_from(
    ["wireless", "wirless", "mouse", "keyboard", "keybaord", "monitor", "monitors", "laptop", "gaming",
     "headphones", "headphnes", "in-ear", "over-ear", "pro", "mini", "27", "4k", "the", "for", "usb-c"]
)  # fmt: skip
_LABEL = st.lists(_WORDS, min_size=1, max_size=5).map(" ".join)


@settings(max_examples=150, deadline=None)
@given(labels=st.lists(_LABEL, min_size=1, max_size=12), target=_LABEL, quoted=st.booleans())
def test_ranking_orders_labels_as_difflib_did(labels: list[str], target: str, quoted: bool) -> None:
    elements = [button(i + 1, text) if i % 2 else el(i + 1, "a", text) for i, text in enumerate(labels)]
    goal = f'"{target}"' if quoted else target
    fast = [(e.id, s) for e, s in rank_candidates(elements, goal)]
    scores = [text_score(target, text) for text in labels]
    with pytest.MonkeyPatch.context() as mp:
        ranking._text_score.cache_clear()
        mp.setattr(ranking, "near_words", difflib_near)
        mp.setattr(ranking, "_text_score", ranking._text_score.__wrapped__)
        slow = [(e.id, s) for e, s in rank_candidates(elements, goal)]
        slow_scores = [text_score(target, text) for text in labels]
    assert fast == slow
    assert scores == slow_scores
