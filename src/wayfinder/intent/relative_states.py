"""The state a predicate says things are in (pure): 'are still out', 'have not come back yet', 'were
cancelled', 'remain open' - after a relative pronoun ('the loans that have not come back yet') or as a
question's predicate ('how many loans have not come back yet').

A predicate of state is a copula or auxiliary ('are', 'have been', 'remain', 'stay'; Quirk et al. 1985,
16.21-16.24: current copulas), an optional denial and aspect adverbs ('still', 'yet', 'already'; Quirk et
al. 1985, 8.76-8.80), and a complement that names a state: one of the states of ``names`` ('open', 'in
stock'), a record's state participle ('cancelled', 'approved'), a phrasal verb of the same meaning ('come
back' is returned; Biber et al. 1999, 5.3: phrasal verbs as single lexical units), or,
when denied, any participle ('have not been returned', 'not yet shipped'). A denied state is its opposite
where the pair is closed (``names.negated_state``). Word forms come from lemminflect.
"""

from __future__ import annotations

import re

from wayfinder.intent.names import STATE_WORDS, is_state, negated_state
from wayfinder.intent.question_words import STATE_COPULAS
from wayfinder.intent.text.lemmas import is_participle, lemma, verb_lemma
from wayfinder.intent.text.words import word_set
from wayfinder.intent.verbs import STATE_VERBS

# what carries the predicate's tense, aspect and polarity, and says nothing of the state itself: 'be',
# the perfect's 'have', the get-passive ('orders that got cancelled') and the current copulas
# ('remain', 'stay'); their forms by lemma
_COPULA_LEMMAS = frozenset({"be", "have", "get", *STATE_COPULAS})
_COPULA_FORMS = word_set("'s 're am")


def _copula(word: str) -> bool:
    return word in _COPULA_FORMS or verb_lemma(word) in _COPULA_LEMMAS


_DENIALS = frozenset({"not", "never", "n't", "nobody", "no-one", "none"})
# what a denial reaches at the clause's end ('not assigned to anyone', 'nobody is assigned to'): a
# stranded preposition and the any-words of negative polarity (Quirk et al. 1985, 10.60)
_ANY_WORDS = frozenset({"anyone", "anybody", "anything", "any", "yet", "to", "on", "for", "at", "with"})
_CHECKS = frozenset({"review", "approval", "moderation"})
# waiting for a check: 'waiting for review', 'awaiting approval' is the state 'pending review' / '... approval'
_WAITING = frozenset({"waiting", "awaiting"})
_ASPECT = frozenset({"still", "yet", "already", "now", "currently", "ever"})
# a record's states said as the participle of the verb that puts it there (the states a tracker, a shop,
# a CMS and a library show): with ``names`` states, the complements that need no denial to be a state
_STATE_PARTICIPLES = frozenset(
    {
        *STATE_VERBS.values(),
        *STATE_WORDS,
        "out",
        "cancelled",
        "canceled",
        "delivered",
        "completed",
        "finished",
        "done",
        "fixed",
        "lost",
        "archived",
        "drafted",
        "scheduled",
        "assigned",
        "unassigned",
        "borrowed",
        "renewed",
        "sold",
        "draft",
    }
)
# phrasal verbs that say a state of a lent or sent thing (verb lemma, particle) -> the state
_PHRASAL_STATES = {
    ("come", "back"): "returned",
    ("bring", "back"): "returned",
    ("give", "back"): "returned",
    ("hand", "back"): "returned",
    ("hand", "in"): "returned",
    ("check", "in"): "returned",
    ("check", "out"): "checked out",
    ("take", "out"): "out",
    ("lend", "out"): "out",
    ("send", "out"): "shipped",
}
_RELATIVE_RE = re.compile(r"^(?P<x>.*?\w)\s+(?:that|which|who)(?P<p>(?:'s|'re)?\s+[a-z' -]+)$", re.I)


def _complement(words: list[str]) -> str | None:
    """The state the complement names, undenied ('out', 'returned', 'draft'); None when it names none."""
    said = " ".join(words)
    if is_state(said):
        return said
    if len(words) == 2 and (verb_lemma(words[0]), words[1]) in _PHRASAL_STATES:
        return _PHRASAL_STATES[(verb_lemma(words[0]), words[1])]
    if len(words) == 1 and (words[0] in _STATE_PARTICIPLES or lemma(words[0]) in _STATE_PARTICIPLES):
        return words[0] if words[0] in _STATE_PARTICIPLES else lemma(words[0])
    return None


def predicate_state(predicate: str) -> str | None:
    """The state ``predicate`` says: 'are still out' -> 'out', 'have not come back yet' -> 'out', 'were
    cancelled' -> 'cancelled', "haven't been returned" -> 'out', 'remain drafts' -> 'draft'; None when it
    says something else ('were written by Ann', 'nobody has touched') or carries no copula, denial or
    phrasal verb to say it with ('open' alone is a state word, not a predicate)."""
    words = predicate.lower().replace("n't", " not").replace("no one", "no-one").split()
    head = 0
    while head < len(words) and (_copula(words[head]) or words[head] in _DENIALS or words[head] in _ASPECT):
        head += 1
    end = len(words)
    while end > head and words[end - 1] in _ASPECT:
        end -= 1
    denied = any(w in _DENIALS for w in words[:head])
    while denied and end > head + 1 and words[end - 1] in _ANY_WORDS:
        end -= 1  # 'not assigned to anyone', 'that nobody is assigned to'
    rest, lead = words[head:end], words[:head]
    if rest[:1] and rest[0] in _WAITING and len(rest) in {2, 3} and rest[-1] in _CHECKS:
        return f"pending {rest[-1]}"  # 'still waiting for review', 'awaiting approval'

    if not rest or len(rest) > 3:
        return None
    state = _complement(rest)
    if state is None and denied and len(rest) == 1 and is_participle(rest[0]):
        state = rest[0]  # 'have not been renewed': a participle denied says the state it is not in
    phrasal = len(rest) == 2 and (verb_lemma(rest[0]), rest[1]) in _PHRASAL_STATES
    if state is None or not (lead or phrasal):  # 'came back' says it alone; 'open' needs 'are'
        return None
    return negated_state(state) if denied else state


def relative_state(phrase: str) -> tuple[str, str] | None:
    """(thing, state) of a thing narrowed by a relative clause of state ('the loans that have not come
    back yet' -> ('the loans', 'out'), 'issues which are still open' -> ('issues', 'open')); None when
    the clause says something else."""
    found = _RELATIVE_RE.match(phrase.strip())
    if found is None:
        return None
    state = predicate_state(found.group("p"))
    return (found.group("x"), state) if state else None


def emptied_relative(phrase: str) -> str:
    """``phrase`` without a relative clause left with only its copula once its dated participle went
    ('the posts that were' of 'the posts that were published in May': the dates took the event);
    ``phrase`` itself otherwise (a denial left keeps the clause: 'that were not')."""
    found = _RELATIVE_RE.match(phrase.strip())
    if found is None:
        return phrase
    words = found.group("p").lower().split()
    return found.group("x") if words and all(_copula(w) or w in _ASPECT for w in words) else phrase


def question_state(aux: str, subject: str, verb: str, particle: str, tail: str) -> str | None:
    """The state a question's predicate says of the things asked, when it has no subject of its own:
    'how many loans have not come back yet', 'which loans are still out' (the parts of
    ``asking.Question``: after a copula with no verb, the 'subject' is the complement)."""
    complement = subject if not verb or verb == aux else ""
    if subject and not complement:
        return None  # 'how many loans has Ann had back': Ann is the subject
    parts = (aux, complement, verb if verb != aux else "", particle, tail)
    return predicate_state(" ".join(p for p in parts if p))


__all__ = ["emptied_relative", "predicate_state", "question_state", "relative_state"]
