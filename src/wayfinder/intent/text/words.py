"""Words: the one place for stop words, filler, tokenizing and normalizing (pure, cheap).

Several parts of Wayfinder drop "words that carry no meaning" before they compare texts, and each
needs a slightly different set. They all start from the same named lists here, so a word is added
once:

* ``FUNCTION_WORDS`` - articles, prepositions, pronouns, auxiliaries: never the thing sought.
* ``FILLER_WORDS`` - politeness around a request ("please", "me", "kindly", "just").
* ``UI_WORDS`` - names of page parts ("button", "link", "page") that describe where, not what.
* ``REQUEST_VERBS`` - the verbs a goal is phrased with ("find", "show", "click"...), which every
  element would "match" if they were kept as search terms.

``MATCH_STOP`` (element text matching: a small set, since "Next", "All", "Up" name real controls),
``TERM_STOP`` (goal words looked for in a page) and ``NAME_STOP`` (item names, headings) are the
unions the planners and the observer use. (They replace the four lists the ranking, the rules planner's support module and the observer's terms
once kept.)
"""

from __future__ import annotations

import re

from wayfinder.intent.text.lemmas import lemma, plural


def word_set(text: str) -> frozenset[str]:
    """The white-space separated words of ``text`` as a set (how the word tables are written)."""
    return frozenset(text.split())


_set = word_set


FUNCTION_WORDS = _set(
    """
    a an the and or but if then than so of to in on at by for with from into onto about as is are was
    were be been being it its this that these those there here i my we our you your he she they them
    their his her what which who whom whose when where why how all any some no not only very can could
    should would will shall may might must do does did done have has had get got go going goes let lets
    up down out over under again more most less such each
    """
)
FILLER_WORDS = _set("please me just also kindly simply")
UI_WORDS = _set("page site website web one item items thing things")
REQUEST_VERBS = _set("find show tell give open click look looking want need make list")
# The words element-text matching ignores: articles, prepositions and page-part names
# ("the Submit button" matches "Submit"). Small on purpose: "next", "all", "up" name real controls.
_ARTICLES_PREPOSITIONS = _set(
    "a an the of on in into to for by with and or at from this that these those its it is are be"
)
MATCH_STOP = _ARTICLES_PREPOSITIONS | _set("please button link field page")
# Goal words worth looking for on a page: everything that is not phrasing.
TERM_STOP = FUNCTION_WORDS | FILLER_WORDS | UI_WORDS | REQUEST_VERBS
# Words that never name a thing (for names of items and headings).
NAME_STOP = _ARTICLES_PREPOSITIONS

ARTICLES = ("the", "a", "an")
_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD_RE = re.compile(r"[^\W_]+(?:[.'][^\W_]+)*", re.UNICODE)
_SPACES_RE = re.compile(r"\s+")


def words(text: str) -> list[str]:
    """Lower-case words of ``text`` (letters and digits; "3.5" and "don't" stay whole)."""
    return _WORD_RE.findall((text or "").lower())


# Clipped words and the words they were clipped from (Quirk et al. 1985, App. I.75 'clipping'; Bauer
# 1983, 7.3): people write 'env vars', 'config', 'repo' where pages write the whole word. Only clippings
# that stand for one word ('doc' may be a document, 'admin' an administrator, 'app' an application or an
# app). Matching folds both to the whole word (``stem``); a search that finds nothing is tried again
# with the whole words (``unclipped``).
CLIPPINGS: dict[str, str] = {
    "env": "environment",
    "var": "variable",
    "config": "configuration",
    "info": "information",
    "repo": "repository",
    "dir": "directory",
    "param": "parameter",
    "arg": "argument",
    "pic": "picture",
    "qty": "quantity",
    "dept": "department",
    "msg": "message",
}


def stem(word: str) -> str:
    """The word's lemma for matching (``lemma``: plurals folded with lemminflect; "status" stays), a
    clipped word as its whole word ('vars' -> 'variable')."""
    base = lemma(word)
    return _whole_word(word.lower(), base) or base


def _whole_word(word: str, base: str) -> str | None:
    """The whole word of a clipped ``word`` (its lemma ``base``; a clipped plural lemminflect does not
    know, 'vars', by its final s), else None."""
    return CLIPPINGS.get(base) or (CLIPPINGS.get(word[:-1]) if word.endswith("s") else None)


def unclipped(text: str) -> str:
    """``text`` with its clipped words written whole ('env vars' -> 'environment variables'); the same
    text when none is clipped."""

    def whole(match: re.Match[str]) -> str:
        word = match.group(0)
        low = word.lower()
        full = _whole_word(low, lemma(low))
        if full is None:
            return word
        return plural(full) if low.endswith("s") and low[:-1] in CLIPPINGS else full

    return re.sub(r"[A-Za-z]+", whole, text)


def tokens(text: str) -> list[str]:
    """Lower-case word tokens with plurals folded; snake_case splits, camelCase stays whole.

    Product names like "UltraView" stay one word; identifiers are split by ``identifier_words``.
    """
    return [stem(t) for t in words(text)]


def content_tokens(text: str, stop: frozenset[str] = MATCH_STOP) -> list[str]:
    """``tokens`` without the words of ``stop`` (all of them when nothing else is left)."""
    toks = tokens(text)
    kept = [t for t in toks if t not in stop]
    return kept or toks


def identifier_words(text: str) -> str:
    """'lastName' / 'last_name' -> 'last Name' / 'last name': identifiers read as words."""
    return _CAMEL_RE.sub(" ", (text or "").replace("_", " ").replace("-", " "))


def norm(text: str) -> str:
    """Case- and punctuation-insensitive form of a phrase."""
    return " ".join(words(text))


def squash(text: str) -> str:
    """Field-name key: lower case without spaces, underscores, dashes or punctuation."""
    return re.sub(r"[\W_]+", "", (text or "").lower())


def collapse(text: str) -> str:
    """Runs of white space as one space, trimmed."""
    return _SPACES_RE.sub(" ", text or "").strip()


def strip_articles(text: str) -> str:
    """'the red car' -> 'red car' (leading articles and determiners only)."""
    return re.sub(r"^(?:(?:the|a|an|some|any|one|my|your|our|this|that)\s+)+", "", text.strip(), flags=re.I)
