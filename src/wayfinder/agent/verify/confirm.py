"""The words a site confirms a change with (pure): ``confirmation(line)`` -> the confirming words or None.

Two ways of saying it are read, each in many sites' words:

* a word of the confirmation vocabulary anywhere in the line ('Thank you for your order', 'Successful
  update.', 'Changes saved.', 'Order #10042 placed');
* the shape '<the thing> <past participle> ...' of a short notice: the thing first, then what became of
  it, with or without 'was' / 'has been' - 'Post reverted to draft.', '1 post moved to the Trash.', 'The
  book "Dune" was changed successfully.', 'Issue #12 closed.', 'Tag renamed.', 'Page restored from
  the Trash.' The participle is read by the dictionary (``intent.text.lemmas.is_participle``), so a
  site's own verb ('reverted', 'unpublished', 'archived', 'reopened') needs no entry here.

Never a confirmation: a line that says the change did not happen ('Post not updated.', 'Changes could
not be saved', 'Upload failed': a negation just before the word, or a participle of failure), a long sentence of prose, a line that starts with its participle (a
post's 'Posted in News', 'Filed under Travel', 'Last edited by maria' has no thing before it that is not
a word of time), nor a sign-in's ("Signed in successfully" confirms the means: ``SIGN_IN_LINE_RE``).
"""

from __future__ import annotations

import re

from wayfinder.intent.text.lemmas import is_participle
from wayfinder.intent.text.words import word_set

CONFIRM_RE = re.compile(
    r"\b(thank you|thanks for|success(ful(ly)?)?|submitted|saved|created|sent|received|confirmed|"
    r"order #?\d+ placed|placed|updated|added|published|posted|approved|scheduled|deleted|removed|"
    r"trashed|changed)\b",
    re.I,
)
SIGN_IN_LINE_RE = re.compile(r"\b(log(ged)? ?in|sign(ed)? ?in|welcome)\b", re.I)
# a word that undoes the confirmation after it ('Post not updated.', 'Changes could not be saved',
# 'Failed to save', 'Unable to publish') - only within a few words before it: 'Thank you! ... You will
# not be charged' is still thanks
_NEGATED_RE = re.compile(
    r"\b(not|never|no|cannot|can't|couldn't|wasn't|weren't|hasn't|haven't|isn't|aren't|failed|unable|"
    r"error|could)\b",
    re.I,
)
_NEGATIVE_HEADS = frozenset({"failed", "rejected", "denied", "refused", "blocked", "expired", "locked"})
_BEFORE = 24  # characters before the confirming word read for a negation
# the thing (one to six words, a name in quotes counted as one), then 'was' / 'has been' / 'is now' ...,
# then the participle, then nothing or where it went ('to draft', 'from the Trash', 'by admin'): a
# participle with an object after it is a past tense ('Maria posted a reply', 'Ben said: ...')
_QUOTED_RE = re.compile(r"[\"“”‘’«»][^\"“”‘’«»]{1,80}[\"“”‘’«»]")
_SENTENCE_END_RE = re.compile(r"[.!;](?:\s|$)")
_AUX = frozenset({"was", "were", "is", "are", "has", "have", "been", "now", "successfully", "just", "also"})
_TIME_WORDS = frozenset({"last", "first", "recently", "previously", "originally", "updated", "on", "at"})
_NONE_WORDS = frozenset({"nothing", "none", "nobody", "no", "zero", "0"})
_AFTER = word_set("to from into in on at by for as with under out back again successfully permanently and")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*|#?\d[\w.-]*|\S")
_MAX_WORDS = 14
_MAX_THING = 6


def _participle(word: str) -> bool:
    """A past participle, a site's 'un-' and 're-' ones too ('unpublished', 'unapproved', 'reopened')."""
    if not word.isalpha() or word.endswith("ing"):
        return False
    return is_participle(word) or (word.startswith("un") and is_participle(word[2:]))


def _participle_shape(line: str) -> str | None:
    """'<thing> <participle>' at the head of a short notice: the thing and the participle, or None."""
    flat = _QUOTED_RE.sub(" Q ", line.strip())
    cut = _SENTENCE_END_RE.search(flat)
    words = [w for w in _WORD_RE.findall(flat[: cut.start()] if cut else flat) if w not in "-–—,"]
    if not words or len(words) > _MAX_WORDS:
        return None
    thing: list[str] = []
    for at, word in enumerate(words):
        clean = word.lower()
        if thing and clean in _AUX:
            continue
        if thing and _participle(clean):
            rest = words[at + 1 :]
            if rest and rest[0].lower() not in _AFTER:
                return None  # an object or a colon follows: a past tense ('posted a reply', 'said:')
            if all(t.lower() in _TIME_WORDS for t in thing) or thing[0].lower() in _NONE_WORDS:
                return None  # 'Last edited by maria', 'Nothing found': no thing it happened to
            return f"{' '.join(thing)} {clean}"
        if len(thing) >= _MAX_THING:
            return None
        thing.append(word)
    return None


def _negated(line: str, at: int) -> bool:
    return _NEGATED_RE.search(line[max(0, at - _BEFORE) : at]) is not None


def confirmation(line: str) -> str | None:
    """The words by which ``line`` confirms a change (see the module docstring), or None."""
    found = CONFIRM_RE.search(line)
    if found:
        return None if _negated(line, found.start()) else found.group(0)
    shape = _participle_shape(line)
    if shape is None or shape.split()[-1] in _NEGATIVE_HEADS:
        return None
    return None if _negated(line, line.lower().find(shape.split()[-1])) else shape


def confirms(line: str) -> bool:
    """A line that confirms a change, and not a sign-in's ("Signed in successfully" confirms the means,
    not the record the goal asked to write)."""
    return confirmation(line) is not None and SIGN_IN_LINE_RE.search(line) is None
