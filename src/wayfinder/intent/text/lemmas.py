"""Word forms (pure): the one lemma function of the package, over ``lemminflect``.

``lemma(word)`` folds a noun's plural to its singular ("laptops" -> "laptop", "mice" -> "mouse",
"batteries" -> "battery", "status" stays "status"); ``verb_lemma`` gives a verb's base form ("sells" ->
"sell", "joined" -> "join"); ``plural`` the other way; ``is_verb``, ``is_participle`` and friends tell a
word's verb forms apart (read by the question reader and the object phrase's post-modifiers). ``lemminflect`` carries an English dictionary of
word forms in its wheel (no download at run time), so irregular forms are right and words such as
"status", "analysis", "news" are left alone, where the hand stemmers this module replaces turned
"status" into "statu".

Words the dictionary does not know (product names, codes: "thinkpads", "xps", "ps5") get a light
rule: a final "s" goes only after a word of five letters or more that does not end like a Latin or
Greek singular ("-ss", "-us", "-is", "-os"), because a short unknown word is more often a code than a
plural.
"""

from __future__ import annotations

from functools import lru_cache

from lemminflect import getAllLemmas, getInflection

_KEEP_ENDINGS = ("ss", "us", "is", "os")


def _fold_unknown(word: str) -> str:
    if not word.isalpha() or len(word) < 5:
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("xes", "ches", "shes", "sses")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(_KEEP_ENDINGS):
        return word[:-1]
    return word


@lru_cache(maxsize=16384)
def lemma(word: str) -> str:
    """The singular of a noun, lower-cased; other words as they are (lower-cased)."""
    low = (word or "").lower().strip(".'’")
    if not low:
        return low
    forms = getAllLemmas(low)
    if "NOUN" in forms:
        return str(forms["NOUN"][0])
    if forms:
        return low  # a known word that is not a noun ("has", "was", "wireless"): no plural to fold
    if "-" in low:  # 'usb-cs', 'in-ears': the last part carries the number
        head, _, tail = low.rpartition("-")
        return f"{head}-{lemma(tail)}" if tail else low
    return _fold_unknown(low)


@lru_cache(maxsize=4096)
def verb_lemma(word: str) -> str:
    """The base form of a verb ("sells" -> "sell", "joined" -> "join"); other words as they are."""
    low = (word or "").lower()
    forms = getAllLemmas(low, upos="VERB")
    return str(forms["VERB"][0]) if forms.get("VERB") else low


@lru_cache(maxsize=4096)
def is_verb(word: str) -> bool:
    """The dictionary knows ``word`` as a form of some verb."""
    return bool(getAllLemmas(word.lower(), upos="VERB").get("VERB"))


def is_base_verb(word: str) -> bool:
    """'cost', 'write': a verb in its base form."""
    return is_verb(word) and verb_lemma(word) == word.lower()


def is_inflected_verb(word: str) -> bool:
    """'costs', 'joined', 'wrote', 'shown': a verb's form that is not its base."""
    return is_verb(word) and verb_lemma(word) != word.lower()


@lru_cache(maxsize=4096)
def is_participle(word: str) -> bool:
    """A past form that can end a passive or a perfect ('recorded', 'shown', 'assigned', 'written')."""
    if not is_inflected_verb(word):
        return False
    return word.lower().endswith(("ed", "en", "wn")) or "NOUN" not in getAllLemmas(word.lower())


@lru_cache(maxsize=4096)
def plural(word: str) -> str:
    """The plural of a noun ("mouse" -> "mice", "battery" -> "batteries")."""
    low = (word or "").lower()
    forms = getInflection(low, tag="NNS")
    return str(forms[0]) if forms else low + "s"


__all__ = ["is_base_verb", "is_inflected_verb", "is_participle", "is_verb", "lemma", "plural", "verb_lemma"]
