"""The goal's words grounded in what the site shows, for the rules planner's skills (pure; issue 32).

A person on a site they do not know reads the site's own names - its category and navigation links,
the values of its filters, the options of its lists, the headers and values of its tables, the
labels of its forms - and uses those, not the sentence they were given. The matching itself is the
one primitive of ``wayfinder.intent.ground`` (lemmas, one typo, the distinguishing-token rule); this
module says what a page offers as names and what a skill does with the match:

- ``vocabulary(obs)``: the names the page offers (above);
- ``query_words(phrase)``: what goes into a search box - the content words of the object phrase as
  written, never the sentence ("some Sony headphones" -> "Sony headphones");
- ``shorter_query(query, obs)``: when the site's search found nothing, the query without the words
  none of the site's names holds ("zorblax mouse" -> "mouse" on a shop that lists Mice); None when
  nothing is left to drop (then the skill turns to the site's navigation).

An attribute's other names ('memory' is 'RAM') are ``read.attributes.attribute_names``.
"""

from __future__ import annotations

from wayfinder.intent.ground import keys, match
from wayfinder.intent.text.words import FILLER_WORDS, NAME_STOP
from wayfinder.observe.models import Observation
from wayfinder.plan.ranking import element_kind
from wayfinder.read.facets import read_facets
from wayfinder.read.tables import read_tables

MAX_NAME_CHARS = 60  # a longer label is a sentence or a card, not a name of the site
_QUERY_STOP = NAME_STOP | FILLER_WORDS | frozenset({"some", "any", "my", "your", "our", "their"})


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if 0 < len(text) <= MAX_NAME_CHARS else ""


def vocabulary(obs: Observation) -> list[str]:
    """The names the page offers: labels of links, buttons, tabs and options, facet values, select
    options, table headers and cells, form labels, headings (each once, short ones only)."""
    names: list[str] = [*obs.headings]
    for el in obs.elements:
        kind = element_kind(el)
        if kind in {"link", "button", "tab", "option", "checkbox", "radio"}:
            names.append(el.label)
        elif kind in {"field", "select"}:
            names.extend([el.label, el.placeholder or ""])
        names.extend(opt.text for opt in el.options)
    names.extend(f.name for f in read_facets(obs))
    for table in read_tables(obs):
        names.extend(table.headers)
        names.extend(cell.text for row in table.rows for cell in row.cells)
    return list(dict.fromkeys(n for n in map(_short, names) if n))


def query_words(phrase: str) -> str:
    """The content words of ``phrase`` as written: what a person types into a search box."""
    kept = [w for w in phrase.split() if w.lower().strip(".,;:!?") not in _QUERY_STOP]
    return " ".join(kept) or phrase.strip()


def held(word: str, names: list[str]) -> bool:
    """Whether one of ``names`` holds ``word`` (its lemma, or within one typo)."""
    return bool(keys(word)) and bool(match(word, names, min_score=0.7))


def head_query(query: str, obs: Observation) -> str | None:
    """The query's head noun (English heads its noun phrases last) when every word of a query of several
    is a name the site uses ('town library' on a town's blog that has a library): the modifiers may be
    worded otherwise by the site; None otherwise (a word the site never names is dropped by
    ``shorter_query``, or the thing is not there)."""
    wanted = set(keys(query))
    names = [n for n in vocabulary(obs) if not wanted <= set(keys(n))]
    parts = [w for w in query.split() if keys(w)]
    if len(parts) < 2 or not all(held(w, names) for w in parts):
        return None
    return parts[-1]


def shorter_query(query: str, obs: Observation) -> str | None:
    """``query`` without its words that none of the page's names holds (a heading or a box that repeats
    the whole query is its echo, not a name of the site); None when no word can be dropped or none
    would be left."""
    wanted = set(keys(query))
    names = [n for n in vocabulary(obs) if not wanted <= set(keys(n))]  # not the query's own echo
    parts = query.split()
    kept = [w for w in parts if not keys(w) or held(w, names)]
    if len(kept) == len(parts) or not any(keys(w) for w in kept):
        return None
    return " ".join(kept)
