"""Word matching for risk rules: whole words and whole-word phrases, never substrings.

Text is split into words of letters and digits in any script, case- and accent-folded ("Löschen",
"LOSCHEN" and "loschen" are one word), so the wording tables may be written in any language;
camelCase, kebab-case and snake_case
identifiers (``name`` and ``id`` attributes, see :func:`identifier_words`) also split at case
changes, so ``deleteAccountBtn`` and ``delete-account`` both read "delete account". Visible text
does not split at case changes ("PayPal" stays one word). A phrase matches only as a contiguous run of whole words, so "send" matches
"Send" and "Send message" but not "Sender" or "resend", and "pay" matches "Pay $49.99" but not
"payments" or "PayPal".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

_CAMEL = re.compile(r"(?<=[a-z0-9à-öø-ÿ])(?=[A-ZÀ-ÖØ-Þ])")
_WORD = re.compile(r"[^\W_]+")

Words = tuple[str, ...]


IDENTIFIER_ATTRS = frozenset({"name", "id"})


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Case- and accent-folded text: ``"Bestätigen"`` -> ``"bestatigen"``, ``"Straße"`` -> ``"strasse"``."""
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words(text: str | None) -> Words:
    """The folded words of visible text, split at anything that is not a letter or digit."""
    if not text:
        return ()
    return tuple(_WORD.findall(fold(text)))


def identifier_words(text: str | None) -> Words:
    """Like :func:`words`, also splitting camelCase (``cardNumber`` -> card, number)."""
    if not text:
        return ()
    return words(_CAMEL.sub(" ", text))


def source_words(attr: str, text: str | None) -> Words:
    """Words of an attribute's text: identifier splitting for ``name``/``id``, plain otherwise."""
    return identifier_words(text) if attr in IDENTIFIER_ATTRS else words(text)


def phrase(text: str) -> Words:
    """A pattern phrase as words, folded like page text ("confirmer l'achat" -> confirmer, l, achat)."""
    return words(text)


def contains(haystack: Words, needle: Words) -> bool:
    """Whether ``needle`` occurs in ``haystack`` as a contiguous run of whole words."""
    n = len(needle)
    if n == 0 or n > len(haystack):
        return False
    first = needle[0]
    return any(haystack[i] == first and haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))


def first_match(haystack: Words, needles: Iterable[Words]) -> Words | None:
    """The first of ``needles`` found in ``haystack``, else None."""
    for needle in needles:
        if contains(haystack, needle):
            return needle
    return None
