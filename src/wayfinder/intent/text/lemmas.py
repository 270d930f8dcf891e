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

import gzip
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache

from lemminflect import getAllLemmas, getInflection
from lemminflect.codecs.InflectionLUCodec import InflectionLUCodec
from lemminflect.codecs.LemmaLUCodec import LemmaLUCodec
from lemminflect.core.Inflections import Inflections
from lemminflect.core.Lemmatizer import Lemmatizer
from lemminflect.core.LexicalUtils import categoryToUPos

_KEEP_ENDINGS = ("ss", "us", "is", "os")

Forms = dict[str, tuple[str, ...]]


class LazyTable(Mapping[str, Forms]):
    """One of lemminflect's two word tables, read the fast way and decoded a word at a time.

    lemminflect reads its lemma table (70,000 lines) and its inflection table (34,000) whole on first
    use, building a dict of dicts of tuples line by line: about half a second of CPU, on the path to a
    run's first observation, for the few dozen words a goal has. This table reads the same gzip file
    in one call, keeps each word's lines as text, and decodes a word with the library's own
    ``fromString`` (merged line by line as its ``load`` merges them) when it is looked up. Installed in
    the library's singletons (``install_lazy_tables``), so every ``getAllLemmas``/``getInflection`` -
    ours and any other module's - reads it; the entries are equal to the library's
    (``tests/unit/intent/test_lemma_tables.py`` compares every word of both tables).
    """

    def __init__(self, path: str, decode: Callable[[str], Forms], fixed: Mapping[str, Forms] | None = None):
        self._path = path
        self._decode = decode
        self._fixed = dict(fixed or {})
        self._lines: dict[str, list[str]] | None = None
        self._decoded: dict[str, Forms] = {}

    def _read(self) -> dict[str, list[str]]:
        if self._lines is None:
            with gzip.open(self._path, "rt") as f:
                text = f.read()
            lines: dict[str, list[str]] = {}
            for line in text.splitlines():
                lines.setdefault(line[: line.find(",")], []).append(line)
            self._lines = lines
        return self._lines

    def __getitem__(self, word: str) -> Forms:
        if word in self._fixed:
            return self._fixed[word]
        found = self._decoded.get(word)
        if found is None:
            found = {}
            for line in self._read()[word]:  # KeyError for a word the table does not have
                found.update(self._decode(line))
            self._decoded[word] = found
        return found

    def __contains__(self, word: object) -> bool:
        return word in self._fixed or word in self._read()

    def __iter__(self) -> Iterator[str]:
        yield from self._read()
        yield from (word for word in self._fixed if word not in self._read())

    def __len__(self) -> int:
        return len(self._read().keys() | self._fixed.keys())


def _lemma_line(line: str) -> Forms:
    _, category, forms = LemmaLUCodec.fromString(line)
    return {categoryToUPos(category): forms}


def _inflection_line(line: str) -> Forms:
    return dict(InflectionLUCodec.fromString(line)[2])


def lemma_table(path: str) -> LazyTable:
    """lemminflect's lemma table (word -> {upos: lemmas}), as its ``LemmaLUCodec.load`` reads it."""
    return LazyTable(path, _lemma_line)


def inflection_table(path: str) -> LazyTable:
    """lemminflect's inflection table (lemma -> {Penn tag: forms}), as ``InflectionLUCodec.load`` reads it:
    its last step writes the modal and auxiliary verbs over what the file says."""
    return LazyTable(path, _inflection_line, InflectionLUCodec.updateForAuxMod({}))


def install_lazy_tables() -> None:
    """Give lemminflect's lemmatizer and inflector the lazily decoded tables (before their first use)."""
    lemmatizer, inflector = Lemmatizer(), Inflections()
    if not hasattr(lemmatizer, "lemma_dict"):
        lemmatizer.lemma_dict = lemma_table(lemmatizer.lemma_lu_fn)
    if not hasattr(inflector, "infl_dict"):
        inflector.infl_dict = inflection_table(inflector.infl_lu_fn)


install_lazy_tables()


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


def word_classes(word: str) -> dict[str, tuple[str, ...]]:
    """The word's classes in the dictionary, each with its lemmas ("mice" -> {"NOUN": ("mouse",)},
    "running" -> {"VERB": ("run",), ...}; {} for a word it does not know): lemminflect's
    ``getAllLemmas``, through the one module that imports lemminflect."""
    return dict(getAllLemmas(word))


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


__all__ = [
    "LazyTable",
    "inflection_table",
    "install_lazy_tables",
    "is_base_verb",
    "is_inflected_verb",
    "is_participle",
    "is_verb",
    "lemma",
    "lemma_table",
    "plural",
    "verb_lemma",
    "word_classes",
]
