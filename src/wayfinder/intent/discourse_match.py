"""Discourse tables as word-sequence matchers (pure): the tokens of a goal and where a table's
phrases start, end or cover a run of them.

``tables()`` compiles ``intent/discourse_tables.py`` once into tuples of lower-cased word sequences
(contractions written out, chat spellings such as 'u', 'pls', 'thx' added), keyed by where a phrase may
be set aside: ``lead``, ``tail``, ``alone``, ``comma``, ``hedge``, ``shop``, ``label``, ``greet``,
``gerund`` and ``deictic``. ``tokens`` splits a goal into words with sentence and comma punctuation as
tokens of their own; ``segments`` gives the runs of words between punctuation. The reader that uses
them is ``intent/discourse.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from wayfinder.intent import discourse_tables as T
from wayfinder.intent.names import PASSWORD_WORDS, WHOLE_SITE_NOUNS
from wayfinder.intent.question_verbs import SAY_VERBS
from wayfinder.intent.text.lemmas import is_participle, verb_lemma
from wayfinder.intent.text.words import FUNCTION_WORDS
from wayfinder.intent.verbs import VERB_PHRASES

_CONTRACTION_RE = re.compile(
    r"(?<![\w'])("
    + "|".join(re.escape(k) for k in sorted(T.CONTRACTIONS, key=len, reverse=True))
    + r")(?![\w'])",
    re.I,
)
PUNCT = ".,!?;:"
SENTENCE_END = frozenset(".!?;")


def expand_contractions(text: str) -> str:
    """'What's' -> 'What is', "I'd" -> 'I would' (the first letter's case kept)."""

    def back(match: re.Match[str]) -> str:
        word = match.group(0)
        full = T.CONTRACTIONS[word.lower()]
        return full[:1].upper() + full[1:] if word[:1].isupper() else full

    return _CONTRACTION_RE.sub(back, text.replace("’", "'").replace("‘", "'"))


@lru_cache(maxsize=1)
def verb_starts() -> frozenset[str]:
    """First words of the verb table's phrases: a hedge at the start goes only before a verb."""
    return frozenset({phrase.split()[0] for phrase, _ in VERB_PHRASES} | {"i", "we"})


# How people type some words of the tables in chat ('thank u', 'can ya', 'pls'): each entry also matches so.
_CHAT_SPELLINGS = {
    "you": ("u", "ya", "yu"),
    "please": ("pls", "plz", "pleas"),
    "thanks": ("thx", "thanx", "tks"),
    "advance": ("adv", "advnc"),  # 'thanks in adv.'
    "possible": ("poss",),  # 'when poss', 'if poss', 'as soon as poss'
}


def phrases(entries: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    out: set[tuple[str, ...]] = set()
    for entry in entries:
        words = tuple(expand_contractions(entry).lower().split())
        out.add(words)
        if words[0] in ("i", "we") and ({"you", "your"} & set(words[1:]) or len(words) > 2):
            # the subject dropped in quick writing: 'need you to', 'need to know', 'have a question'
            # (never down to one word: 'i guess' is a marker, 'guess' a request)
            out.add(words[1:])
            if words[1] in ("am", "was", "are", "were") and len(words) > 3:
                out.add(words[2:])  # 'wondering', 'trying to find out' with 'i am' dropped too

        for word, spellings in _CHAT_SPELLINGS.items():
            if word in words:
                out |= {tuple(s if w == word else w for w in words) for s in spellings}
    return tuple(sorted(out, key=len, reverse=True))


# '... on this site', '... of the blog', '... in your store' ending a clause: the site the run is on,
# named as a place - where everything asked is anyway. Only at the end ('in the Website Redesign style
# guide' names a page), and only nouns that name a whole site (names.WHOLE_SITE_NOUNS).
_SITE_PLACES = tuple(
    f"{preposition} {determiner} {noun}"
    for preposition in ("on", "in", "at", "from", "of", "across", "within")
    for determiner in ("this", "the", "your", "our")
    for noun in sorted(WHOLE_SITE_NOUNS)
)


@lru_cache(maxsize=1)
def tables() -> dict[str, tuple[tuple[str, ...], ...]]:
    anywhere = (
        T.LEAD
        + T.TAIL
        + T.COMMA_LEAD
        + T.HEDGE_ADVERBS
        + T.SHOP_TALK
        + T.POLITENESS_TAIL
        + T.URGENT_APART
        + T.ADDRESS_TERMS
        + T.DEFAULT_SETTING
    )
    return {
        "lead": phrases(T.LEAD),
        "tail": phrases(T.TAIL + T.POLITENESS_TAIL + T.SHOP_TALK + _SITE_PLACES),
        "alone": phrases(anywhere),
        "comma": phrases(T.COMMA_LEAD),
        "hedge": phrases(T.HEDGE_ADVERBS),
        "shop": phrases(T.SHOP_TALK),
        "label": phrases(T.LABELS),
        "greet": phrases(T.GREETINGS + T.APOLOGIES),
        "gerund": phrases(T.GERUND_OPENERS),
        "deictic": phrases(T.DEICTIC_TAIL),
        "message": phrases(T.MESSAGE_MARKERS),
        "self": phrases(T.SELF_REQUESTS),
        "stance": phrases(T.STANCE_OPENERS),
    }


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    start: int
    end: int

    @property
    def key(self) -> str:
        return self.text.lower()

    @property
    def punct(self) -> bool:
        return len(self.text) == 1 and self.text in PUNCT


def tokens(text: str) -> list[Token]:
    """Word tokens, with sentence and comma punctuation at a word's end as tokens of their own."""
    out: list[Token] = []
    for chunk in re.finditer(r"\S+", text):
        word, start = chunk.group(0), chunk.start()
        core = word.rstrip(PUNCT)
        if core.endswith(":") or (not core and word):  # ':' alone or '...'
            core = core.rstrip(":")
        if core:
            out.append(Token(core, start, start + len(core)))
        for offset, ch in enumerate(word[len(core) :]):
            at = start + len(core) + offset
            out.append(Token(ch, at, at + 1))
    return out


def segments(tokens: list[Token]) -> list[tuple[int, int]]:
    """(first, last+1) token indexes of the runs of words between punctuation."""
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(tokens):
        if tokens[i].punct:
            i += 1
            continue
        j = i
        while j < len(tokens) and not tokens[j].punct:
            j += 1
        out.append((i, j))
        i = j
    return out


def match_at(keys: list[str], at: int, table: tuple[tuple[str, ...], ...], stop: int) -> int:
    """The length of the longest table phrase at ``keys[at:]`` (within ``stop``), 0 when none."""
    for phrase in table:
        n = len(phrase)
        if at + n <= stop and tuple(keys[at : at + n]) == phrase:
            return n
    return 0


def match_end(keys: list[str], end: int, table: tuple[tuple[str, ...], ...], start: int) -> int:
    for phrase in table:
        n = len(phrase)
        if end - n >= start and tuple(keys[end - n : end]) == phrase:
            return n
    return 0


def covered(keys: list[str], start: int, end: int, table: tuple[tuple[str, ...], ...]) -> bool:
    """Every word of keys[start:end] belongs to a sequence of table phrases."""
    at = start
    while at < end:
        n = match_at(keys, at, table, end)
        if not n:
            return False
        at += n
    return True


def has_content(keys: list[str]) -> bool:
    return any(k not in FUNCTION_WORDS and any(ch.isalnum() or ch == "\ue000" for ch in k) for k in keys)


def gerund_base(word: str) -> str:
    """'adding' -> 'add', 'looking' -> 'look': the base form of a gerund whose verb starts a request
    (the verb table's first words); '' for any other word ('shipping', 'nothing')."""
    if not word.endswith("ing"):
        return ""
    base = verb_lemma(word)
    return base if base != word and base in verb_starts() else ""


def said_in(keys: list[str], at: int, start: int) -> bool:
    """A place right after a participle of saying ('as stated in the docs', 'as explained on the
    site') names where the answer is said: the source the question is read from."""
    before = keys[at - 1] if at - 1 >= start else ""
    return bool(before) and is_participle(before) and verb_lemma(before) in SAY_VERBS


# Prepositions that make a place adverb part of the request ('directions from here', 'near here').
_PLACE_PREPOSITIONS = frozenset({"from", "to", "near", "of", "than", "till", "until", "since"})


def deictic_end(keys: list[str], end: int, start: int) -> int:
    """The length of a place adverb ending the clause ('... here'), 0 when it is not one to set aside:
    after a verb ('click here') or a preposition ('from here') it belongs to the request."""
    n = match_end(keys, end, tables()["deictic"], start)
    at = end - n - 1
    if not n or at < start or keys[at] in _PLACE_PREPOSITIONS:
        return 0
    after = [k for k in keys[end : end + 3] if k not in PUNCT and k != "my"]
    if at == start and after[:1] and after[0] in _PASSWORD_WORDS:  # 'alice here, password P': who speaks
        return 0
    return 0 if at == start and keys[at] in verb_starts() else n


_PASSWORD_WORDS = frozenset({*PASSWORD_WORDS, "passcode"})  # a passcode too (values.CODE_WORDS)
