"""Attributes on a detail page (pure): label/value pairs however the page prints them.

* "Price: $1,299" lines, several on one line ("Price: $10  Rating: 4.5")
* spec tables and definition lists: a label cell and a value cell on one digest line, tab-separated
  (``dt``/``dd`` pairs are printed that way by the observer too)
* "Label" on one line and the value on the next when the label ends with a colon

``read_attributes(obs)`` lists them in page order; ``find_attribute(obs, "price")`` picks the one a
goal asks for (exact label, then the label's words, then synonyms such as cost for price).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wayfinder.intent.text import norm, tokens
from wayfinder.observe.models import Observation
from wayfinder.read.cells import Cell, typed

SYNONYMS: dict[str, tuple[str, ...]] = {
    "price": ("price", "cost", "our price", "sale price", "now", "amount", "total"),
    "rating": ("rating", "stars", "average rating", "score", "customer rating"),
    "ram": ("ram", "memory", "system memory"),
    "storage": ("storage", "ssd", "hard drive", "disk", "capacity"),
    "date": ("date", "published", "release date", "released", "created", "posted", "updated"),
    "author": ("author", "by", "written by", "writer"),
    "stock": ("stock", "availability", "in stock", "available"),
    "weight": ("weight", "mass"),
    "brand": ("brand", "manufacturer", "make", "maker"),
}
_LABEL = r"[A-Za-z][\w /&().#%'-]{0,38}?"
_NEXT_LABEL = r"\s+[A-Z][\w/&()#%'-]*(?:\s[\w/&()#%'-]+){0,3}\s*:\s"
_INLINE_RE = re.compile(rf"(?:^|(?<=\s))(?P<l>{_LABEL})\s*:\s+(?P<v>.+?)(?={_NEXT_LABEL}|\s+·\s|\s+\|\s|$)")
_URLISH = re.compile(r"https?$|^\d")


@dataclass(frozen=True, slots=True)
class Attribute:
    label: str
    value: Cell
    source: str = "inline"  # inline | pair | next_line


def _inline(line: str) -> list[Attribute]:
    out = []
    for match in _INLINE_RE.finditer(line):
        label = match.group("l").strip()
        value = match.group("v").strip(" |·")
        if not value or _URLISH.search(label) or len(label.split()) > 5:
            continue
        out.append(Attribute(label, typed(value), "inline"))
    return out


def read_attributes(obs: Observation) -> list[Attribute]:
    """Label/value pairs of the page's text, in page order."""
    out: list[Attribute] = []
    lines = [ln.strip() for ln in obs.text_digest.split("\n")]
    for index, line in enumerate(lines):
        if not line:
            continue
        cells = [c.strip() for c in line.split("\t")]
        if len(cells) == 2 and cells[0] and cells[1] and len(cells[0]) <= 40:
            out.append(Attribute(cells[0].rstrip(":").strip(), typed(cells[1]), "pair"))
            continue
        if line.endswith(":") and len(line) <= 40 and index + 1 < len(lines) and lines[index + 1]:
            nxt = lines[index + 1]
            if ":" not in nxt and "\t" not in nxt and len(nxt) <= 80:
                out.append(Attribute(line.rstrip(":").strip(), typed(nxt), "next_line"))
                continue
        if ":" in line and "\t" not in line:
            out.extend(_inline(line))
    return out


def _label_score(label: str, name: str) -> float:
    have, want = norm(label), norm(name)
    if not have or not want:
        return 0.0
    if have == want:
        return 1.0
    if set(tokens(want)) <= set(tokens(have)):
        return 0.8
    for key, synonyms in SYNONYMS.items():
        if want == key or want in synonyms:
            if have in synonyms or have == key:
                return 0.7
            if any(s in have.split() for s in synonyms):
                return 0.5
    return 0.0


def find_attribute(obs: Observation, name: str) -> Attribute | None:
    """The attribute a goal asks for by ``name``, best label first (page order breaks ties)."""
    best: Attribute | None = None
    best_score = 0.0
    for attribute in read_attributes(obs):
        score = _label_score(attribute.label, name)
        if score > best_score:
            best, best_score = attribute, score
    return best
