"""Stable fingerprints of an observation, used by loop and progress detection.

Each hash is the first 16 hex chars of a sha1, so it is stable across processes and runs (Python's
``hash`` is salted) and short enough for traces. ``mapping_hash`` changes when what a person could use
changes; ``candidate_hash`` when the goal-matching elements change; ``dom_hash`` when the page's DOM
signature (computed by som.js) changes even if no usable element did.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

from wayfinder.observe.models import Element


def _sha(text: str) -> str:
    # surrogatepass: a lone surrogate that slipped past the page boundary must not crash a hash
    return hashlib.sha1(text.encode("utf-8", "surrogatepass"), usedforsecurity=False).hexdigest()[:16]


def element_signature(el: Element) -> str:
    """What identifies an element to a person: kind, role, name, target. Not its position or id."""
    return f"{el.tag}|{el.role or ''}|{el.label or el.classes or ''}|{el.href or ''}"


def mapping_hash(url: str, elements: Iterable[Element]) -> str:
    return _sha(url + "\n" + "\n".join(element_signature(el) for el in elements))


def candidate_hash(elements: Sequence[Element], candidates: Sequence[int]) -> str:
    by_id = {el.id: el for el in elements}
    return _sha("\n".join(element_signature(by_id[i]) for i in candidates if i in by_id))


def dom_hash(dom_signature: str, text_digest: str = "") -> str:
    """The structure signature plus the visible text: a number changing in plain text is a change
    (loop detection must not call a page frozen while its text moves)."""
    return _sha(dom_signature + "\n" + text_digest)
