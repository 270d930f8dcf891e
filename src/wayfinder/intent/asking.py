"""The parts of a question (pure): opener, the noun it asks about, auxiliary, subject, verb, tail.

"how many open bugs does the Website Redesign project have" -> opener 'how many', asked 'open bugs',
auxiliary 'does', subject 'the website redesign project', verb 'have'; "who is issue #14 assigned to"
-> opener 'who', auxiliary 'is', subject 'issue #14', verb 'assigned', particle 'to'; "how many issues
the Billing Service project has" (a question inside a request, no auxiliary) -> subject 'the billing
service project', verb 'has'. The parts are found from small word classes (auxiliaries, determiners,
prepositions, pronouns) and lemminflect's word forms (is a word a verb's base form, its past participle,
its third person?), wherever they stand - never from the shape of one sentence. English question
structure after Quirk et al. (1985) 11.4-11.17 (subject-auxiliary inversion, wh-fronting, stranded
prepositions) and Huddleston & Pullum (2002) ch. 10.

``questions.py`` turns the parts into a step; this module only finds them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from wayfinder.intent.attributes import HOW_ATTRIBUTES, WRITE_VERBS
from wayfinder.intent.cues import COUNT_NOUNS, FRONTED_PREPOSITIONS, WH_OPENERS, words_of
from wayfinder.intent.discourse_tables import PRECISION_TAIL
from wayfinder.intent.names import KIND_NOUNS, is_code
from wayfinder.intent.question_words import (
    AUXILIARIES,
    BE,
    DO,
    HAVE,
    LINKING_VERBS,
    MODALS,
    PREPOSITIONS,
    STATE_COPULAS,
    STRANDED,
    SUBJECT_PRONOUNS,
    VERB_PARTICLES,
    WH_WORDS,
)
from wayfinder.intent.readings import DETERMINERS
from wayfinder.intent.text.lemmas import is_base_verb as _is_base_verb
from wayfinder.intent.text.lemmas import is_inflected_verb as _is_inflected_verb
from wayfinder.intent.text.lemmas import is_participle as _is_participle
from wayfinder.intent.text.lemmas import is_verb as _is_verb
from wayfinder.intent.text.lemmas import verb_lemma as verb_base
from wayfinder.intent.text.lemmas import word_classes as getAllLemmas  # the one door to lemminflect
from wayfinder.intent.text.words import FUNCTION_WORDS, word_set

_NOT_SUBJECT = word_set("not never still also currently already yet even")


@dataclass(frozen=True, slots=True)
class Question:
    """The parts of a question, each a slice of the (masked, folded) clause ('' when absent)."""

    opener: str  # 'how many', 'how much', 'how', 'number of', 'what', 'which', 'who', 'when', ... '' (yes/no)
    how: str = ""  # the adjective of 'how long / tall / heavy ...'
    asked: str = ""  # the noun the opener asks about: 'open bugs', 'priority', 'camera'
    aux: str = ""  # 'does', 'is', 'has been'
    subject: str = ""
    verb: str = ""  # as written: 'have', 'costs', 'assigned', 'has had'
    particle: str = ""  # a preposition left at the end: 'to', 'for', 'with'
    tail: str = ""  # what follows the verb

    @property
    def head(self) -> str:
        """The first auxiliary ('does' of 'does ... have'), '' when there is none."""
        return self.aux.split()[0] if self.aux else ""

    @property
    def verb_lemma(self) -> str:
        return verb_base(self.verb.split()[-1]) if self.verb else ""


class _Words:
    def __init__(self, body: str) -> None:
        words = [w for w in words_of(body) if w.key not in {"?", "!"}]
        self.body = body
        self.words = words
        self.keys = [w.key for w in words]

    def span(self, a: int, b: int) -> str:
        if a >= b:
            return ""
        return self.body[self.words[a].start : self.words[b - 1].end].strip(" ,")

    def key(self, i: int) -> str:
        return self.keys[i] if 0 <= i < len(self.keys) else ""


def _opener(w: _Words) -> tuple[str, str, int] | None:
    first, second = w.key(0), w.key(1)
    if first == "how":
        if second in {"many", "much"}:
            return f"how {second}", "", 2
        if second in HOW_ATTRIBUTES:
            return "how", second, 2
        return "how", "", 1
    for phrase, _ in sorted(COUNT_NOUNS, key=lambda row: -len(row[0])):
        n = len(phrase.split())
        if tuple(w.keys[:n]) == tuple(phrase.split()):
            return "number of", "", n
    if first in WH_WORDS:
        return first, "", 1
    if first in AUXILIARIES:
        return "", "", 0
    return None


def _verb_here(w: _Words, j: int) -> bool:
    """A verb form standing before what it governs ('costs the most', 'joined this year', 'come up')."""
    word, nxt = w.key(j), w.key(j + 1)
    if not _is_verb(word) or word in KIND_NOUNS:
        return False
    if not nxt and "NOUN" in getAllLemmas(word):  # 'the number of overdue loans': a noun ends the phrase
        return False
    if (
        nxt in DETERMINERS
        and "NOUN" in getAllLemmas(word)
        and word.endswith("s")
        and _verb_at_end(w)
        and not _after_singular_noun(w, j)
    ):
        return False  # 'how many open bugs the project has': a plural noun, the verb is at the end
    return _ends_subject(w, j)


def _after_singular_noun(w: _Words, j: int) -> bool:
    """The word before ``j`` is a singular noun ('which courier ships the orders'): a word in -s after it
    agrees with it as a verb would (Quirk et al. 1985, 10.34: subject-verb concord)."""
    before = w.key(j - 1) if j > 0 else ""
    classes = getAllLemmas(before)
    return "NOUN" in classes and before in classes["NOUN"] and "VERB" not in classes and "ADJ" not in classes


def _ends_subject(w: _Words, j: int) -> bool:
    """The word after ``j`` starts what a verb governs: nothing, an article, a preposition, a pronoun,
    a number or a quoted piece ('costs the most', 'joined this year', 'project have?')."""
    nxt = w.key(j + 1)
    ends = (
        not nxt
        or nxt in DETERMINERS
        or nxt in PREPOSITIONS
        or nxt in STRANDED
        or nxt in {",", "most", "least", "less", "more", "fewer"}  # 'cost less than $40'
        or nxt in VERB_PARTICLES  # 'turns off the screenshots', 'sets up the proxy'
    )
    return ends or nxt in SUBJECT_PRONOUNS or nxt.startswith("\ue000") or nxt[:1].isdigit()


def _verb_at_end(w: _Words) -> bool:
    """The clause ends with a verb form (a stranded preposition aside): 'the Billing project has'."""
    keys = w.keys[:-1] if w.keys and w.keys[-1] in STRANDED else w.keys
    return bool(keys) and (keys[-1] in HAVE or _is_inflected_verb(keys[-1]))


def _counted_plural(w: _Words, j: int, opener: str) -> bool:
    """'how many water bottles under $40', 'the number of yoga mats': after a count's opener the things
    are plural and a verb after them agrees with a plural (no -s), so a word in -s that is also a noun
    ('bottles', 'mats', 'shoes') is the plural noun counted, not a verb."""
    key = w.key(j)
    counted = opener in {"how many", "number of"} and key.endswith("s") and "NOUN" in getAllLemmas(key)
    return counted and w.key(j + 1) not in _ADVERB_PARTICLES  # 'how many results comes up' is a verb


# numbers that count a noun: after one, a verb's form is that noun ('one run', 'two posts')
_COUNTING_WORDS = frozenset({"one", "two", "three", "four", "five", "both", "either", "neither"})
# subordinators of the time a clock unit runs up to ('how many seconds before it is killed')
_UNTIL_WORDS = frozenset({"before", "until", "till"})
# particles that follow a verb, never a noun: 'comes up', 'checks out' ('in', 'over' start a place)
_ADVERB_PARTICLES = VERB_PARTICLES - {"in", "over"}


def _asked_end(w: _Words, i: int, opener: str) -> int:
    """Where the noun the opener asks about ends."""
    j = i
    n = len(w.keys)
    if opener in {"what", "which"} and w.key(i) in DETERMINERS:
        return i  # 'what the lamp retails for': no noun asked, a subject follows
    while j < n:
        key = w.key(j)
        if key == "whose" and j > i:  # 'how many loans whose status is overdue are there': its own 'is'
            later = [k for k in range(j + 2, n) if w.key(k) in AUXILIARIES or w.key(k) == "there"]
            if len(later) > 1:
                j = later[1]
                continue
        if (
            key in AUXILIARIES
            or key in SUBJECT_PRONOUNS
            or key == "there"
            or (j > i and verb_base(key) in STATE_COPULAS)
        ):
            return j
        if key in _UNTIL_WORDS and opener == "how many" and j > i:  # 'how many seconds before X happens'
            return j
        if j > i and (
            (key in DETERMINERS and w.key(j - 1) not in PREPOSITIONS)
            or (key in KIND_NOUNS and is_code(w.key(j + 1)) and w.key(j - 1) not in PREPOSITIONS)
            or (_verb_here(w, j) and not _counted_plural(w, j, opener))
        ):
            return j
        j += 1
    if opener in {"what", "which"}:  # 'which exit code means X': the last verb form is the predicate
        for k in range(n - 1, i, -1):
            if _is_inflected_verb(w.key(k)) and w.key(k - 1) not in DETERMINERS:
                return k
    return n


def _reduced_relative_end(w: _Words, j: int, n: int) -> int:
    """'how many issues assigned to Bob are open': a past participle and a preposition right after the
    asked noun, with an auxiliary further on, narrow the noun (a reduced relative clause); the asked
    phrase runs to that auxiliary. Without one ('how many issues assigned to Bob') the participle is the
    verb, as before."""
    if j + 2 >= n or not _is_participle(w.key(j)) or w.key(j + 1) not in PREPOSITIONS:
        return j
    ends = (
        k for k in range(j + 2, n) if w.key(k) in AUXILIARIES or (w.key(k) == "there" and w.key(k + 1) in BE)
    )
    return next(ends, j)


def _stranded(w: _Words, k: int, n: int) -> tuple[str, int]:
    """A preposition right after the verb at the very end ('assigned to', 'come with')."""
    if k + 1 == n - 1 and w.key(k + 1) in STRANDED:
        return w.key(k + 1), k + 2
    return "", k + 1


# An embedded wh-question ('tell me who issue 12 is assigned to', 'find out where the office is')
# has no subject-auxiliary inversion (Quirk et al. 1985, 15.5); 'who', 'when' and 'where' take no noun
# after them, so the words up to the auxiliary are its subject.
_EMBEDDED_RE = re.compile(
    r"^(?P<wh>who|whom|when|where)\s+(?!(?:is|are|was|were|has|have|had|do|does|did|can|will)\b)"
    r"(?P<s>\S.*?)\s+(?P<aux>is|are|was|were|has\s+been|have\s+been)\b\s*(?P<r>.*)$",
    re.I,
)


# A preposition fronted with the wh-word ('until what time is X open', 'to whom is issue 3 assigned',
# 'in which year was X published', 'for how long do they simmer'): Quirk et al. (1985) 11.14 - the
# formal order of the stranded preposition ('what time is X open until').
_FRONTED_RE = re.compile(
    rf"^(?P<p>{'|'.join(sorted(FRONTED_PREPOSITIONS))})\s+(?=(?:{'|'.join(sorted(WH_OPENERS))})\b)", re.I
)


def parse_question(body: str) -> Question | None:
    """The parts of ``body`` (masked, folded, discourse aside), or None when it opens no question."""
    fronted = _FRONTED_RE.match(body)
    if fronted:
        found = parse_question(body[fronted.end() :])
        if found is None or found.particle:
            return found
        return replace(found, particle=fronted.group("p").lower())
    embedded = _EMBEDDED_RE.match(body)
    first = embedded.group("s").split()[0].lower() if embedded else ""
    if embedded and not _is_inflected_verb(first):  # 'who wrote X whose Y is Z' asks who wrote X
        # 'who issue 12 is assigned to': a question inside a request keeps the statement's order
        body = " ".join(embedded.group("wh", "aux", "s", "r")).strip()
    w = _Words(body)
    opened = _opener(w)
    if opened is None:
        return None
    opener, how, i = opened
    n = len(w.keys)
    j = i
    if opener in {"how many", "how much", "what", "which", "whose", "number of"}:
        j = _asked_end(w, i, opener)
    if i < j:
        j = _reduced_relative_end(w, j, n)
    writes = opener == "what" and j < n and verb_base(w.key(j)) in WRITE_VERBS and i < j
    if writes and (
        not w.key(j + 1) or w.key(j + 1) in PREPOSITIONS
    ):  # 'what Omar wrote in ...': Omar wrote it
        return Question(opener, how, "", "", w.span(i, j), w.span(j, j + 1), "", w.span(j + 1, n))
    asked = w.span(i, j)
    if asked.lower() in PRECISION_TAIL:  # 'how many exactly?': how precise, no thing asked
        asked = ""
    aux_from = j
    while j < n and (w.key(j) in AUXILIARIES or (j > aux_from and w.key(j) in {"been", "being", "not"})):
        j += 1
    aux = w.span(aux_from, j)
    parts = _rest(w, j, n, aux, bool(asked))
    if opener == "how" and how and not aux:  # statement order: 'how late the library stays open'
        parts = _statement(w, j, n) or parts
    return Question(opener, how, asked, aux, *parts)


def _statement(w: _Words, j: int, n: int) -> tuple[str, str, str, str] | None:
    """(subject, verb, particle, tail) of a statement-order clause ('the town library stays open on
    thursdays', 'the lentils simmer in the soup'): its first inflected verb, else a base verb that ends
    the subject; None when there is none."""
    found = [k for k in range(j + 1, n) if _is_inflected_verb(w.key(k)) and not _after_modifier(w, k)]
    found = found or [
        k
        for k in range(j + 1, n)
        if _is_base_verb(w.key(k)) and not _after_modifier(w, k) and _ends_subject(w, k)
    ]
    if not found:
        return None
    k = found[0]
    particle, after = _stranded(w, k, n)
    return w.span(j, k), w.span(k, k + 1), particle, w.span(after, n)


def _rest(w: _Words, j: int, n: int, aux: str, asked: bool) -> tuple[str, str, str, str]:
    """(subject, verb, particle, tail) of the words after the auxiliary."""
    head = aux.split()[0] if aux else ""
    if head in DO or head in MODALS:
        return _after_do(w, j, n)
    if head in BE or head in HAVE:
        if w.key(j) == "there":
            return "", "there", "", w.span(j + 1, n)
        for k in range(j + (0 if asked else 1), n):
            if (
                _is_participle(w.key(k))
                # 'the book whose ISBN is X': 'is' is no participle; 'how many loans has X had' is one
                and (w.key(k) not in AUXILIARIES or (w.key(k) == "had" and head in HAVE))
                and w.key(k - 1) not in DETERMINERS
                and not _before_noun(w, k)
            ):
                particle, after = _stranded(w, k, n)
                # 'who has issue 14 been assigned to': the perfect's 'been' after the subject is no part of it
                end = k - 1 if k - 1 > j and w.key(k - 1) in {"been", "being"} else k
                return w.span(j, end), w.span(k, k + 1), particle, w.span(after, n)
        if head in HAVE and not asked:
            return w.span(j, n), "", "", ""
        if head in HAVE:  # 'which keyboard has the highest rating': 'has' is the verb
            return "", aux, "", w.span(j, n)
        return w.span(j, n), "", "", ""
    if j < n and _is_verb(w.key(j)) and w.key(j) not in DETERMINERS:  # 'which camera costs the most'
        particle, after = _stranded(w, j, n)
        return "", w.span(j, j + 1), particle, w.span(after, n)
    return _embedded(w, j, n)


def _after_do(w: _Words, j: int, n: int) -> tuple[str, str, str, str]:
    """After 'does/can ...' the main verb is a base form: the first that ends the subject ('does the
    Billing Service project hold?'), else the first one ('does wayfinder run return')."""
    verbs = [k for k in range(j + 1, n) if _is_base_verb(w.key(k)) and not _after_modifier(w, k)]
    if not verbs:
        return w.span(j, n), "", "", ""
    # a linking verb before its complement ends the subject: 'does the library stay open on thursdays'
    linking = [k for k in verbs if w.key(k) in LINKING_VERBS and k + 1 < n and k + 1 in verbs]
    ending = linking[:1] or [k for k in verbs if _ends_subject(w, k)]
    k = ending[0] if ending else verbs[0]
    last = n - 2 if n > 1 and w.key(n - 1) in STRANDED else n - 1
    if (
        len(ending) > 1
        and ending[-1] == last
        and "NOUN" in getAllLemmas(w.key(k))
        and not _plural(w.key(k - 1))
    ):
        # 'what does a day pass for the ferry cost': the noun 'pass', the verb at the end - but after a
        # plural noun the base form is its verb ('do the lentils simmer in the red lentil soup')
        k = last
    while not ending and k + 1 in verbs and not _before_noun(w, k + 1):
        k += 1
    particle, after = _stranded(w, k, n)
    return w.span(j, k), w.span(k, k + 1), particle, w.span(after, n)


def _plural(word: str) -> bool:
    """'lentils', 'mice': a noun's plural form (its singular differs), not a noun that is also a verb."""
    nouns = getAllLemmas(word).get("NOUN", ())
    return bool(nouns) and word not in nouns and not _is_verb(word)


def _after_modifier(w: _Words, k: int) -> bool:
    """'the trail', 'the latest note', 'on issue 3': after an article, an adjective or a preposition a
    verb's form is a noun."""
    prev = w.key(k - 1)
    forms = getAllLemmas(prev)
    return (
        prev in DETERMINERS
        or prev in _COUNTING_WORDS  # 'does one run of a batch get', 'do two runs share a browser'
        or prev in PREPOSITIONS
        or ("ADJ" in forms and "NOUN" not in forms and "VERB" not in forms)
    )


def _before_noun(w: _Words, k: int) -> bool:
    """'wired mice', 'scanned image', 'garden gnomes': a word before a noun modifies it."""
    nxt = w.key(k + 1)
    return bool(nxt) and "NOUN" in getAllLemmas(nxt) and nxt not in FUNCTION_WORDS and nxt not in _NOT_SUBJECT


def _embedded(w: _Words, j: int, n: int) -> tuple[str, str, str, str]:
    """A question inside a request keeps statement order: 'issues the project has', 'what the lamp
    retails for'. The verb group is at the end (a stranded preposition after it)."""
    end = n
    particle = ""
    if end - 1 > j and w.key(end - 1) in STRANDED:
        particle, end = w.key(end - 1), end - 1
    k = end - 1 if end - 1 > j and (_is_verb(w.key(end - 1)) or w.key(end - 1) in HAVE) else end
    while k < end and k - 1 > j and (w.key(k - 1) in HAVE or w.key(k - 1) in BE):  # 'has had', 'have been'
        k -= 1
    if k < end and k > j and w.key(k - 1) not in DETERMINERS:
        return w.span(j, k), w.span(k, end), particle, ""
    return w.span(j, n), "", "", ""


__all__ = ["Question", "parse_question", "verb_base"]
