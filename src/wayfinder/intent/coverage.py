"""Coverage of the goal by its frame (pure): the content words no part of the frame accounts for.

Issue 31's contract: a part of the goal the frame could not place must be visible, never dropped. After
the discourse layer has set aside what carries no request, every remaining content word must be placed
somewhere in the frame: a step's object, scope, destination, filters, given values, attributes,
superlative, bounds, dates, URL or role, or a cue word of a step that is there. A verb that changes
something ("create", "publish", "delete", "add", ...) is placed only when a step with that verb is in
the frame, so "log in as X (password P) and create a page called T" with the creation lost shows
"create" (and T) as unplaced.
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from wayfinder.intent.frame import ACTION_VERBS, GoalFrame, Step
from wayfinder.intent.text.lemmas import lemma, verb_lemma
from wayfinder.intent.text.numbers import ORDINALS, WORD_NUMBERS
from wayfinder.intent.text.reading import terms
from wayfinder.intent.text.words import FILLER_WORDS, FUNCTION_WORDS, REQUEST_VERBS, UI_WORDS, word_set
from wayfinder.intent.verbs import VERB_PHRASES

# Words that shape a request without naming anything of it: question and quantity words, connectors of
# values ('called', 'saying'), the words of comparisons. They are read as cues, not as things.
GLUE = word_set(
    """
    how many much what which who whom whose when where whether number total count amount sum there
    called named titled labelled labeled saying says text with without new every each all both any some
    also again currently ever yet still not no yes one ones whole entire exactly only than then first
    last next more most less least cheaper cheapest price cost costs worth value kind type sort way
    up down out off back over under below above between within least per
    """
)


@lru_cache(maxsize=1)
def _verb_words() -> dict[str, frozenset[str]]:
    """First word of each verb phrase -> the canonical verbs it can stand for."""
    out: dict[str, set[str]] = defaultdict(set)
    for phrase, verb in VERB_PHRASES:
        out[phrase.split()[0]].add(verb)
    return {k: frozenset(v) for k, v in out.items()}


def _step_words(step: Step) -> set[str]:
    parts: list[str] = [step.object, step.scope, step.destination, step.url or "", step.role or ""]
    parts += [step.direction, *step.attributes]
    parts += [f"{f.name} {f.value}" for f in step.filters]
    parts += [f"{v.field} {v.value}" for v in step.values]
    if step.superlative is not None:
        parts += [step.superlative.word, step.superlative.attribute]
    parts += [f"{b.text} {b.attribute} {b.unit}" for b in step.bounds]
    if step.dates is not None:
        parts += [step.dates.text, step.dates.relative]
    return {lemma(w) for part in parts for w in terms(part)}


def unplaced_words(kept: str, frame: GoalFrame) -> tuple[str, ...]:
    """The content words of ``kept`` (the goal without its discourse) that the frame does not place."""
    placed: set[str] = set()
    for step in frame.steps:
        placed |= _step_words(step)
    verbs = set(frame.verbs)
    verb_words = _verb_words()
    out: list[str] = []
    for word in terms(kept):
        key = lemma(word)
        if (
            word in FUNCTION_WORDS
            or word in FILLER_WORDS
            or word in UI_WORDS
            or word in GLUE
            or key in placed
            or word in placed
            or word in WORD_NUMBERS
            or word in ORDINALS
            or (any(ch.isdigit() for ch in word) and key in placed)
        ):
            continue
        canon = verb_words.get(word) or verb_words.get(verb_lemma(word))
        if canon is not None and not (canon & ACTION_VERBS and not canon & verbs):
            continue  # a verb cue of a step that is there (or a verb that changes nothing)
        if word in REQUEST_VERBS and not (canon and canon & ACTION_VERBS):
            continue
        if word not in out:
            out.append(word)
    return tuple(out)


__all__ = ["GLUE", "unplaced_words"]
