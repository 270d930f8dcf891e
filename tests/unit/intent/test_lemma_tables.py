"""The lazily decoded word tables (``intent/text/lemmas.py``) equal lemminflect's own, word for word.

``LazyTable`` changes when lemminflect's tables are read, never what they say: every word of the lemma
table and of the inflection table decodes to the entry the library's ``load`` builds, the modal and
auxiliary verbs included, and a word neither table has is missing from both.
"""

from __future__ import annotations

from lemminflect import getAllLemmas, getInflection
from lemminflect.codecs.InflectionLUCodec import InflectionLUCodec
from lemminflect.codecs.LemmaLUCodec import LemmaLUCodec
from lemminflect.core.Inflections import Inflections
from lemminflect.core.Lemmatizer import Lemmatizer

from wayfinder.intent.text.lemmas import LazyTable, inflection_table, lemma, lemma_table


def test_the_library_reads_the_lazy_tables() -> None:
    assert isinstance(Lemmatizer().lemma_dict, LazyTable)
    assert isinstance(Inflections().infl_dict, LazyTable)


def test_every_lemma_entry_equals_the_librarys() -> None:
    path = Lemmatizer().lemma_lu_fn
    eager = LemmaLUCodec.load(path)
    lazy = lemma_table(path)
    assert len(lazy) == len(eager) > 60_000
    assert set(lazy) == set(eager)
    for word, forms in eager.items():
        assert lazy[word] == forms, word
    assert lazy.get("qzxv-not-a-word") is None
    assert "qzxv-not-a-word" not in lazy


def test_every_inflection_entry_equals_the_librarys() -> None:
    path = Inflections().infl_lu_fn
    eager = InflectionLUCodec.load(path)
    lazy = inflection_table(path)
    assert len(lazy) == len(eager) > 30_000
    assert set(lazy) == set(eager)
    for word, forms in eager.items():
        assert lazy[word] == forms, word
    assert lazy["be"]["VBD"] == ("was", "were")  # written over the file's line, as the library does


def test_the_library_answers_as_before() -> None:
    assert getAllLemmas("mice") == {"NOUN": ("mouse",)}
    assert getAllLemmas("Running", upos="VERB") == {"VERB": ("Run",)}
    assert getAllLemmas("qzxvs") == {}
    assert getInflection("battery", tag="NNS")[0] == "batteries"
    assert getInflection("will", tag="VBD") == ("would",)
    assert getInflection("blorf", tag="NNS") == ("blorfs",)  # not in the table: the library's rules
    assert lemma("statuses") == "status"
