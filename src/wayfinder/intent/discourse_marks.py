"""Marks around a message (pure): what a goal's words carry besides its request, found before the word
tables are matched - emoji and text smileys, a closing tag question ('..., ok?'), square brackets or a
parenthesis holding only discourse, and a question with its auxiliary left out ('got any X?'), which is
written out. ``intent/discourse.py`` sets these aside first.
"""

from __future__ import annotations

import re

from wayfinder.intent import discourse_match as dm
from wayfinder.intent.discourse_match import expand_contractions, phrases
from wayfinder.intent.discourse_tables import SMILEYS, TAG_QUESTIONS
from wayfinder.intent.text.words import FUNCTION_WORDS

QUESTION_WORDS = frozenset(
    [
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "how",
        "is",
        "are",
        "was",
        "were",
        "does",
        "do",
        "did",
        "can",
        "could",
        "has",
        "have",
        "will",
        "should",
    ]
)


# Words of a question that ask without naming a thing: 'how many', 'how much', 'the cheapest one'.
_ASKING_ONLY = frozenset({"many", "much", "cost", "costs", "one", "ones", "cheapest", "priciest", "left"})


def names_no_thing(words: list[str]) -> bool:
    """A short question that names no thing of its own ('how many?', 'how much is it?', 'which is
    cheapest?'): it asks about the phrase before it, a topic-comment sentence ('kettles: how many?',
    Quirk et al. 1985, 18.19)."""
    alpha = [w.lower() for w in words if w.isalpha()]
    content = [w for w in alpha if w not in FUNCTION_WORDS and w not in QUESTION_WORDS]
    return len(alpha) <= 5 and all(w in _ASKING_ONLY for w in content)


TAG_PHRASES = tuple(" ".join(words) for words in phrases(TAG_QUESTIONS))
# Emoji and pictographs (Unicode's emoji blocks, dingbats, the variation selector and the joiner): they
# carry a mood, never a request ('... 🙏', '🛒 add the mouse').
EMOJI_RE = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d]+")


# Smileys typed as text (':)', ';-)', ':D', '<3'), standing alone: a mood like an emoji.
SMILEY_RE = re.compile(r"(?<!\S)(?:" + "|".join(re.escape(s) for s in SMILEYS) + r")(?=\s|$|[,.!?])", re.I)
_TAG_RE = re.compile(
    r"[\s,]+(" + "|".join(r"\s+".join(map(re.escape, t.split())) for t in TAG_PHRASES) + r")\s*\?+\s*$",
    re.I,
)


# words after which 'ok?' / 'right?' is part of a phrase, no tag: 'the one on the right?', 'if that is ok?'
_PHRASE_BEFORE_TAG = frozenset(
    {
        "the",
        "a",
        "an",
        "to",
        "on",
        "at",
        "of",
        "in",
        "into",
        "and",
        "or",
        "far",
        "is",
        "are",
        "was",
        "were",
        "be",
    }
)


def tag_question(text: str) -> tuple[str, str]:
    """``(text without its closing tag question, the tag)``: 'add it to my cart, ok?' -> ('add it to my
    cart', 'ok'). After a request the tag is always one ('... and check out ok?'); after a question only
    when no function word stands before it ('is it ok?', 'what is on the right?' keep theirs)."""
    found = _TAG_RE.search(text)
    if found is None:
        return text, ""
    head = text[: found.start()]
    before = [t.key for t in dm.tokens(head) if not t.punct]
    last = re.split(r"[.!?]\s+", head)[-1]
    asked = [t.key for t in dm.tokens(last) if not t.punct][:1]
    question = bool(asked) and asked[0] in QUESTION_WORDS
    if not before or not dm.has_content(before) or (question and before[-1] in FUNCTION_WORDS):
        return text, ""
    if before[-1] in _PHRASE_BEFORE_TAG:
        return text, ""  # 'the one on the right?', 'left or right?': the word is part of the phrase
    mark = "?" if question or head.rstrip().endswith("?") else ""
    return head.rstrip() + mark, found.group(1)  # 'add it, ok?': the mark was the tag's


def is_discourse(text: str) -> bool:
    """True when ``text`` is nothing but discourse markers ('thanks', 'if you can', 'no rush'): what a
    parenthesis holding it adds to a goal ('open the cart (thanks)') is set aside like the bare words."""
    return only_discourse(expand_contractions(text))


def only_discourse(piece: str) -> bool:
    keys = [t.key for t in dm.tokens(piece) if not t.punct]
    return bool(keys) and dm.covered(keys, 0, len(keys), dm.tables()["alone"])


# A question with its auxiliary and subject left out in quick writing ('got any wireless mice?', 'you
# have any in blue?'): situational ellipsis (Quirk et al. 1985, 12.47); written out before reading, so
# it asks what 'have you got any ...' asks.
_ELIDED_RE = re.compile(r"(^|[.!?]\s+)(?:(?:you|ya|u)\s+)?(got|have)\s+any\b", re.I)


def written_out(text: str) -> str:
    if not text.rstrip().endswith("?"):
        return text
    return _ELIDED_RE.sub(
        lambda m: m.group(1) + ("have you got any" if m.group(2).lower() == "got" else "do you have any"),
        text,
    )


# Square brackets hold an aside as parentheses do ('open the cart [pls]'); they are not masked (a
# control's name may be written '[Submit]'), so one that holds only discourse is set aside here.
BRACKET_RE = re.compile(r"\s*\[([^\[\]]{1,40})\]")
