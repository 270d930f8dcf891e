"""A record named by its identifier, looked up the ways a site offers (pure; issue 28).

"issue 20", "issue #14", "document 2023-001185", "instrument #5": a kind of record and the identifier a
site gives it. A site's full-text search seldom finds "issue 20" as words; a person looks the record up
by its identifier instead, in the ways the site itself shows:

- a link whose text is the identifier ('#14', '2023-001185', a table's ID column) - ``record_link``;
- the address the site's own links give records of that kind ('/issues/5', '/issues/17' on the page:
  '/issues/20' for issue 20), only when at least two links show that pattern for other records and
  the path names the kind - ``record_address``;
- a field of a search form whose label, name or placeholder grounds the identifier ('Document number',
  'Instrument #', a placeholder of the same shape as the value) - ``identifier_field``;
- the site's search box with the identifier itself (trackers jump to a record by number).

Whether the record's own page is open: its title or a main heading shows the identifier with the kind
or a number sign ('Bug #14: ...', 'Document 2023-001185') - ``on_record_page``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from wayfinder.intent.text.lemmas import lemma
from wayfinder.observe.models import Element, Observation
from wayfinder.plan.ranking import element_kind, tokens

# an identifier: a token with a digit, of digits and letters joined by - / . ('20', '2023-001185', 'RL10042')
_IDENT_RE = re.compile(r"^#?(?=[A-Za-z0-9./-]*\d)[A-Za-z0-9][A-Za-z0-9./-]*$")
_MONEY_OR_SIZE_RE = re.compile(r"^\d+(?:\.\d+)?(?:%|k|gb|tb|mb|mm|cm|m|kg|g|in|hz|w)$", re.I)
_ARTICLES = frozenset({"the", "a", "an", "this", "that", "record", "no", "no.", "number", "id"})
# words a form writes beside an identifier field ('Document number', 'Instrument #', 'Ref. no')
NUMBER_WORDS = frozenset({"number", "no", "num", "nr", "id", "identifier", "code", "ref", "reference", "#"})
MAX_KIND_WORDS = 2  # 'issue', 'support ticket': a kind is a noun, not a phrase
MIN_PATTERN_LINKS = 2  # links to other records that show an address pattern before it is followed
MIN_FIELD_SCORE = 3


@dataclass(frozen=True, slots=True)
class RecordRef:
    """A record named by a kind and an identifier ('issue', '14', marked: written '#14')."""

    kind: str
    ident: str
    marked: bool = False

    @property
    def written(self) -> str:
        """The identifier as the goal wrote it ('#14', '20')."""
        return f"#{self.ident}" if self.marked else self.ident

    @property
    def digits(self) -> bool:
        return self.ident.isdigit()


def record_ref(name: str, within: str = "") -> RecordRef | None:
    """The kind and identifier of a name like 'issue #14' or 'document 2023-001185' (the kind may be
    said apart: ``within``); None when the name is not '<kind> <identifier>' (a product 'Pixel 8 Pro',
    a year in front: '2023 annual report')."""
    parts = [p.strip(".,;:!?()'\"") for p in name.split()]
    parts = [p for p in parts if p]
    idents = [i for i, p in enumerate(parts) if _IDENT_RE.match(p) and not _MONEY_OR_SIZE_RE.match(p)]
    if len(idents) != 1 or idents[0] != len(parts) - 1:
        return None  # exactly one identifier, and last: '<kind> <identifier>'
    raw = parts[-1]
    kind_words = [p for p in parts[:-1] if p.lower() not in _ARTICLES]
    if len(kind_words) > MAX_KIND_WORDS or any(any(c.isdigit() for c in w) for w in kind_words):
        return None
    kind = within.strip() or " ".join(kind_words)
    if not kind and not raw.startswith("#"):
        return None  # a bare number is no record unless the goal says what it is
    return RecordRef(kind=kind, ident=raw.lstrip("#"), marked=raw.startswith("#"))


def _lemmas(text: str) -> set[str]:
    return {lemma(t) for t in tokens(text)}


def shows_ident(text: str, ident: str) -> bool:
    return bool(re.search(rf"(?<![\w-]){re.escape(ident)}(?![\w-])", text, re.I))


def on_record_page(obs: Observation, ref: RecordRef) -> bool:
    """The record's own page is open: the title or one of the first headings shows the identifier with
    a number sign or a number word before it, beside the kind's name, or alone ('Bug #14', 'Document
    2023-001185', 'PT-3391')."""
    kind = _lemmas(ref.kind)
    sign = re.compile(rf"(?:#|\b(?:no\.?|nr\.?|number|id)\s*:?\s*){re.escape(ref.ident)}(?![\w-])", re.I)
    for text in [obs.title, *obs.headings[:2]]:
        if not text or not shows_ident(text, ref.ident):
            continue
        alone = " ".join(text.split()).strip("# ").lower() == ref.ident.lower()  # a heading that is it
        if alone or sign.search(text) or (kind and kind <= _lemmas(text)):
            return True
    return False


def _path(href: str | None) -> str:
    return urlsplit(href or "").path


def record_link(elements: list[Element], ref: RecordRef) -> Element | None:
    """A link that is the record: its text is the identifier ('#14', '2023-001185'), or names it with a
    number sign or the kind ('Bug #14: Crash'), or its address ends with a short identifier it shows.
    A bare short number in the text alone is a pager, not a record."""
    sign = re.compile(rf"#\s*{re.escape(ref.ident)}(?![\w-])")
    kind = _lemmas(ref.kind)
    for el in elements:
        if element_kind(el) != "link" or not el.label.strip() or el.in_nav:
            continue
        label = " ".join(el.label.split())
        if not shows_ident(label, ref.ident):
            continue
        ends_with = _path(el.href).rstrip("/").rsplit("/", 1)[-1] == ref.ident
        long_ident = (len(ref.ident) >= 4 and not ref.digits) or len(ref.ident) >= 6
        if sign.search(label) or ends_with or (kind and kind <= _lemmas(label)):
            return el
        if long_ident and label.strip("#") == ref.ident:
            return el
    return None


def record_address(elements: list[Element], ref: RecordRef, base: str) -> str | None:
    """The record's address in the pattern the page's own links show for other records of its kind
    ('/issues/5' and '/issues/17' -> '/issues/20'); None without such links (never a guessed URL)."""
    if not ref.digits or not ref.kind:
        return None
    kind = _lemmas(ref.kind)
    seen: dict[str, set[str]] = {}
    for el in elements:
        if element_kind(el) != "link" or not el.href:
            continue
        parts = urlsplit(el.href)
        if parts.query or (parts.netloc and parts.netloc != urlsplit(base).netloc):
            continue
        match = re.match(r"^(?P<prefix>.*/(?P<seg>[A-Za-z_-]+)/)(?P<n>\d+)/?$", parts.path)
        if match and _lemmas(match["seg"].replace("-", " ").replace("_", " ")) & kind:
            seen.setdefault(match["prefix"], set()).add(match["n"])
    for prefix, numbers in seen.items():
        if len(numbers - {ref.ident}) >= MIN_PATTERN_LINKS:
            parts = urlsplit(base)
            return f"{parts.scheme}://{parts.netloc}{prefix}{ref.ident}"
    return None


def _shape(text: str) -> str:
    return re.sub(r"[A-Za-z]", "a", re.sub(r"\d", "9", text.strip()))


def field_score(el: Element, ref: RecordRef) -> int:
    """How much a text field asks for this identifier: its words name the kind (2) and a number word
    (2), or its placeholder has the identifier's shape ('2024-000000' for '2023-001185': 3)."""
    words = " ".join(filter(None, [el.label, el.name, el.placeholder, el.aria.label, el.dom_id]))
    have = _lemmas(words.replace("#", " number ").replace("_", " ").replace("-", " "))
    score = 0
    if ref.kind and _lemmas(ref.kind) <= have:
        score += 2
    if have & NUMBER_WORDS:
        score += 2
    if el.placeholder and _shape(el.placeholder) == _shape(ref.ident):
        score += 3
    return score


def identifier_field(elements: list[Element], ref: RecordRef) -> Element | None:
    """The text field of a search form that asks for this identifier (``field_score``)."""
    fields = [
        el for el in elements if element_kind(el) == "field" and (el.input_type or "text") != "password"
    ]
    scored = sorted(((field_score(el, ref), el) for el in fields), key=lambda row: -row[0])
    return scored[0][1] if scored and scored[0][0] >= MIN_FIELD_SCORE else None
