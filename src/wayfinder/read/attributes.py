"""Attributes of a record (pure): label/value pairs however a page prints them, read by the planners
and the verifier alike (one reader).

* "Price: $1,299" lines, several on one line ("Price: $10  Rating: 4.5")
* spec tables and definition lists: a label cell and a value cell on one digest line, tab-separated
  (the observer prints ``td``/``th`` pairs and ``dt``/``dd`` pairs that way)
* a label on one line and the value on the next when the label ends with a colon (trackers print
  ``<div class="label">Priority:</div><div class="value">High</div>``)
* form fields with their label and current value: a change form's inputs, chosen options, text areas
* bylines: "by Jane Doe", "Posted by jdoe", "Added by Bob Chen 3 days ago" (the author)
* key/value rows of a grid (a two-column table whose first cell is the label)

``read_attributes(obs)`` lists them in page order; ``find_attribute(obs, "price")`` picks the one a
goal asks for (exact label, then the label's words, then the names the one synonym table
``read.tables.COLUMN_SYNONYMS`` gives it: cost for price, assigned to for assignee). Over text
(the verifier's record of a page): ``text_attributes(lines)`` and ``best_attribute(attributes, name)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from wayfinder.intent.text import norm, tokens, words
from wayfinder.intent.text.lemmas import verb_lemma
from wayfinder.observe.models import Element, Observation
from wayfinder.read.cells import Cell, typed
from wayfinder.read.tables import COLUMN_SYNONYMS, column_index

_LABEL = r"[A-Za-z][\w /&().#%'-]{0,38}?"
_NEXT_LABEL = r"\s+[A-Z][\w/&()#%'-]*(?:\s[\w/&()#%'-]+){0,3}\s*:\s"
_INLINE_RE = re.compile(rf"(?:^|(?<=\s))(?P<l>{_LABEL})\s*:\s+(?P<v>.+?)(?={_NEXT_LABEL}|\s+·\s|\s+\|\s|$)")
_URLISH = re.compile(r"https?$|^\d")
# A byline: "by <name>" opening a line, or after the verb of writing/adding ("Posted by", "Added by");
# "Powered by", "sort by" and "filter by" are no bylines. The name: a first word in any case (user
# names are often lower case), then capitalised words, up to four.
_VERB = r"(?:posted|written|added|published|authored|created|submitted|reported|edited)"
_BYLINE_RE = re.compile(
    rf"(?i:^|^{_VERB}\b.{{0,60}}?(?:\s|(?<=\d))|\b{_VERB}\s+)(?i:by)\s+"
    r"(?P<v>[A-Za-z][\w'.-]*(?:\s+(?:(?:de|da|del|der|di|du|la|le|van|von)\s+)?"
    r"(?!(?:On|In|At|From|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\b)[A-Z][\w'.-]*){0,3})"
)
_BYLINE_LINE = 160
# a rating printed without its label: star glyphs before the number ('★ 4.5', '★★★★☆ 4.0 (12)'), or
# 'Rated 4.50 out of 5', '4.5 out of 5 stars'
_STARS_RE = re.compile(
    r"[★☆⭐]+\s*(?P<a>\d(?:[.,]\d{1,2})?)(?![\d.,]*\s*%)"
    r"|\brated\s+(?P<b>\d(?:[.,]\d{1,2})?)\s+out\s+of\s+(?:5|five)\b"
    r"|(?P<c>\d(?:[.,]\d{1,2})?)\s+out\s+of\s+(?:5|five)\s+stars?\b",
    re.I,
)
_NOT_VALUES = frozenset({"submit", "button", "reset", "hidden", "image", "file", "password"})

# a field of one row of a repeated set, named with the row's index: a Django formset's 'loans-0-due',
# a Rails or PHP nested form's 'book[loans_attributes][0][due]' / 'items[2][price]' - a related record
# listed on the page (a loan of the book), never a fact of the record itself
_ROW_FIELD_RE = re.compile(r"-\d+-|\[\d+\]")


@dataclass(frozen=True, slots=True)
class Attribute:
    label: str
    value: Cell
    source: str = "inline"  # inline | pair | next_line | field | byline | stars | row | joined


def _inline(line: str) -> list[Attribute]:
    out = []
    for match in _INLINE_RE.finditer(line):
        label = match.group("l").strip()
        value = match.group("v").strip(" |·")
        if not value or _URLISH.search(label) or len(label.split()) > 5:
            continue
        out.append(Attribute(label, typed(value), "inline"))
    return out


def _byline(line: str) -> Attribute | None:
    if len(line) > _BYLINE_LINE:
        return None
    match = _BYLINE_RE.search(line)
    if match is None:
        return None
    name = match.group("v").strip(" .,")
    if name.lower() in ("the", "a", "an", "default", "date", "name", "price"):
        return None
    return Attribute("author", typed(name), "byline")


def _stars(line: str) -> Attribute | None:
    if len(line) > _BYLINE_LINE or re.search(r"\brating\s*:", line, re.I):
        return None  # a labelled rating is read as 'Rating: ...'
    match = _STARS_RE.search(line)
    if match is None:
        return None
    value = next(v for v in match.groups() if v)
    return Attribute("rating", typed(value.replace(",", ".")), "stars")


_LABEL_CELL = re.compile(r"[A-Za-z][A-Za-z /&().#%'-]{0,38}:?")
# the corner cell of a comparison table: its columns are the things compared, its rows their facts
_CORNER_WORDS = frozenset({"", "spec", "specs", "specification", "specifications", "feature", "features"})
_MIN_LIST_COLUMNS = 3


def _names_columns(cells: list[str]) -> bool:
    """A header line: every cell a short name, none a value (a number, an amount, a date)."""
    return all(c and len(c) <= 40 and typed(c).value is None for c in cells)


def list_rows(lines: Sequence[str]) -> set[int]:
    """The indexes of lines that belong to a list grid: a run of tab-separated lines headed by three
    or more column names ('Title | Author | ISBN', an admin sidebar's 'Model name | Add link | Change
    link') with no row wider than the header. Their cells are records' values side by side, never a
    label and its value ('Authors | Add' is no author). A comparison table is no list: its header is a
    cell short (an empty corner) or starts with a word like 'Specification'."""
    out: set[int] = set()
    start = 0
    while start < len(lines):
        if "\t" not in lines[start]:
            start += 1
            continue
        end = start
        while end + 1 < len(lines) and "\t" in lines[end + 1]:
            end += 1
        header = [" ".join(c.split()) for c in lines[start].split("\t")]
        widths = [len(lines[i].split("\t")) for i in range(start + 1, end + 1)]
        if (
            len(header) >= _MIN_LIST_COLUMNS
            and _names_columns(header)
            and norm(header[0]) not in _CORNER_WORDS
            and all(w <= len(header) for w in widths)
        ):
            out.update(range(start, end + 1))
        start = end + 1
    return out


_BARE_LABEL = re.compile(r"[A-Z][a-z]+(?: [a-z]+){0,2}")


def _bare_label(line: str, nxt: str) -> bool:
    """A label printed without its colon on a line of its own, its value on the next line: forges'
    and trackers' side panels ('Due date' / 'Aug 1, 2026', 'Start date' / 'May 1, 2026'). Only a
    short label in sentence case, and only a value that is a date, an amount or a number - a heading
    over prose is no label."""
    if not _BARE_LABEL.fullmatch(line) or typed(line).value is not None:
        return False
    return "\t" not in nxt and len(nxt) <= 40 and typed(nxt).value is not None and typed(nxt).text == nxt


def text_attributes(lines: Sequence[str]) -> list[Attribute]:
    """Label/value pairs of a page's lines (a table row's cells tab-separated), in page order; the
    rows of a list grid give none (``list_rows``)."""
    out: list[Attribute] = []
    lines = [ln.strip() for ln in lines]
    in_lists = list_rows(lines)
    for index, line in enumerate(lines):
        if not line or index in in_lists:
            continue
        cells = [c.strip() for c in line.split("\t")]
        if len(cells) == 2 and cells[0] and cells[1] and len(cells[0]) <= 40:
            out.append(Attribute(cells[0].rstrip(":").strip(), typed(cells[1]), "pair"))
            continue
        if len(cells) > 2 and _LABEL_CELL.fullmatch(cells[0]) and all(cells[1:]):
            # a comparison table's row: the label, then one value per thing compared ('RAM  16 GB  8 GB')
            out.append(Attribute(cells[0].rstrip(":").strip(), typed("; ".join(cells[1:])), "pair"))
            continue
        if line.endswith(":") and len(line) <= 40 and index + 1 < len(lines) and lines[index + 1]:
            nxt = lines[index + 1]
            if not nxt.endswith(":") and "\t" not in nxt and len(nxt) <= 80:
                out.append(Attribute(line.rstrip(":").strip(), typed(nxt), "next_line"))
                continue
        if index + 1 < len(lines) and _bare_label(line, lines[index + 1]):
            out.append(Attribute(line, typed(lines[index + 1]), "next_line"))
            continue
        out.extend(a for a in (_byline(line), _stars(line)) if a is not None)
        if ":" in line and "\t" not in line:
            out.extend(_inline(line))
    return out


def field_attributes(fields: Iterable[tuple[str, str]]) -> list[Attribute]:
    """``(label, value)`` of form fields that hold a value (a change form's record)."""
    out = []
    for label, value in fields:
        label, value = label.strip().rstrip(":*").strip(), " ".join(value.split())
        if label and value and len(label) <= 60:
            out.append(Attribute(label, typed(value), "field"))
    return out


def _field(el: Element) -> tuple[str, str] | None:
    tag = el.tag.lower()
    if tag not in ("input", "select", "textarea") or (el.input_type or "") in _NOT_VALUES:
        return None
    if (el.input_type or "") in ("checkbox", "radio") or _ROW_FIELD_RE.search(el.name or ""):
        return None
    label = el.aria.label or el.placeholder or el.name or el.dom_id or ""
    if tag == "select":
        chosen = [o.text for o in el.options if o.selected]
        return (label, chosen[0]) if chosen else None
    return (label, el.value or "") if el.value else None


def _grid_rows(obs: Observation) -> list[Attribute]:
    """Key/value rows of a two-column grid (a spec table the observer summarised); a list grid of three
    columns or more gives none, even where a row shows only two of its cells."""
    out = []
    for grid in obs.grids:
        if len(grid.headers) >= _MIN_LIST_COLUMNS:
            continue
        for row in grid.sample_rows:
            if len(row) == 2 and row[0].strip() and row[1].strip() and len(row[0]) <= 40:
                out.append(Attribute(row[0].strip().rstrip(":"), typed(row[1]), "row"))
    return out


_FIRST = frozenset({"first name", "given name", "forename", "first names", "given names"})
_LAST = frozenset({"last name", "surname", "family name", "last names"})


def full_names(attributes: Sequence[Attribute]) -> list[Attribute]:
    """A person's name printed in two fields ('First name: Isla', 'Last name: Xu') is also their
    'full name' ('Isla Xu'): what 'who holds card X' or 'who is member Y' is answered with."""
    first = next((a for a in attributes if norm(a.label) in _FIRST and a.value.text), None)
    last = next((a for a in attributes if norm(a.label) in _LAST and a.value.text), None)
    if first is None or last is None:
        return []
    return [Attribute("full name", typed(f"{first.value.text} {last.value.text}"), "joined")]


def record_attributes(lines: Sequence[str], fields: Iterable[tuple[str, str]] = ()) -> list[Attribute]:
    """Every fact of a record a page shows: its lines' label/value pairs, the form fields that hold a
    value, and the names joined from them (``full_names``). The verifier reads the lines it kept of a
    page through this; ``read_attributes`` is the same over an observation."""
    found = [*text_attributes(lines), *field_attributes(fields)]
    return [*found, *full_names(found)]


def read_attributes(obs: Observation) -> list[Attribute]:
    """Label/value pairs of the page: its text in page order, then key/value grid rows, then the
    form fields that hold a value, then the names joined from them."""
    fields = [f for f in (_field(el) for el in obs.elements) if f is not None]
    found = [*text_attributes(obs.text_digest.split("\n")), *_grid_rows(obs), *field_attributes(fields)]
    return [*found, *full_names(found)]


_NUMBER_FORMS = ("#", "no")


def attribute_names(attribute: str) -> tuple[str, ...]:
    """``attribute`` first, then the other names the one synonym table gives it ('memory' -> 'ram',
    'cost' -> 'price', ...; 'document number' -> 'document #')."""
    said = " ".join(words(attribute))
    names = [attribute]
    for key, synonyms in COLUMN_SYNONYMS.items():
        if said == key or said in synonyms:
            names.extend(n for n in (key, *synonyms) if n != said)
            break
    parts = said.split()
    if len(parts) > 1 and parts[-1] == "number":
        names.extend(" ".join([*parts[:-1], form]) for form in _NUMBER_FORMS)
    return tuple(dict.fromkeys(names))


def label_score(label: str, name: str, question: str = "") -> float:
    """How well a printed label names the attribute asked: 1 the same words, 0.9 all the asked words
    and the label's other words said in the question ('Due date' for the date of "when is it due?"),
    0.8 all the asked words in it, 0.7 a synonym, 0.5 a synonym among its words, 0 none - nor a label
    of another kind of it than the question says ('Start date' when it asks when a thing is due)."""
    have, want = norm(label), norm(name)
    if not have or not want:
        return 0.0
    if have == want:
        return 1.0
    if set(tokens(want)) <= set(tokens(have)):
        rest = set(tokens(have)) - set(tokens(want))
        said = tokens(question)
        if rest and all(any(same_root(w, q) for q in said) for w in rest):
            return 0.9
        return 0.0 if rest and _other_kind(have, want, question) else 0.8
    names = [norm(n) for n in attribute_names(want)]
    if len(names) > 1:
        if have in names:
            return 0.7
        if any(len(s) > 2 and s in have.split() for s in names):
            return 0.0 if _other_kind(have, want, question) else 0.5
    return 0.0


_QUESTION_WORDS = frozenset({"when", "what", "which", "who", "where", "how"})


def qualifier(name: str, question: str) -> str:
    """The word of the question that says which kind of ``name`` it asks, when one does: a one-word
    name the synonym table gives the attribute's group besides the group's own name ('due' in "when
    is the Launch version due?", 'published' in "when was it published?")."""
    names = attribute_names(name)
    key = next((k for k in COLUMN_SYNONYMS if k in names), "")
    said = set(tokens(question)) - _QUESTION_WORDS
    return next((n for n in names if " " not in n and n != key and n in said), "")


def _other_kind(label: str, name: str, question: str) -> bool:
    """The label names another kind of the attribute than the one the question qualifies: 'Start
    date' (the group's name and a word the question does not say) when it asks when a thing is due."""
    qual = qualifier(name, question)
    if not qual:
        return False
    have, said = set(tokens(label)), set(tokens(question))
    names = attribute_names(name)
    key = next((k for k in COLUMN_SYNONYMS if k in names), "")
    return not any(same_root(qual, h) for h in have) and key in have and bool(have - said - {key})


def same_root(one: str, other: str) -> bool:
    """Two words of one root: the same word, or a verb and the noun made from it sharing all but the
    last two letters of the shorter ('published' / 'Publication date', 'created' / 'Creation date',
    'registered' / 'Registration'): a label names the act the question asks about."""
    a, b = verb_lemma(one.lower()), verb_lemma(other.lower())
    if a == b:
        return True
    shared = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        shared += 1
    return shared >= max(4, min(len(a), len(b)) - 2)


def best_attribute(attributes: Iterable[Attribute], name: str, question: str = "") -> Attribute | None:
    """The attribute ``name`` asks for (``label_score``, the question's words telling two labels
    apart): best label first, page order breaks ties."""
    best: Attribute | None = None
    best_score = 0.0
    for attribute in attributes:
        score = label_score(attribute.label, name, question)
        if score > best_score:
            best, best_score = attribute, score
    return best


def find_attribute(obs: Observation, name: str, question: str = "") -> Attribute | None:
    """The attribute a goal asks for by ``name`` on this page (see ``best_attribute``)."""
    return best_attribute(read_attributes(obs), name, question)


def attribute_value(obs: Observation, name: str, subject: str = "", question: str = "") -> str | None:
    """The value of ``name`` on this page as text: a label/value pair, else a table column (the row
    that names ``subject``; with no subject, or in a one-row table, the first row), else a sentence of
    the form "<name> is <value>". Another row than the one naming the subject is never its answer."""
    if not name.strip():
        return None
    found = find_attribute(obs, name, question)
    if found is not None and found.value.text:
        return found.value.text
    for grid in obs.grids:
        col = column_index(tuple(grid.headers), name)
        if col is None:
            continue
        rows = [r for r in grid.sample_rows if col < len(r)]
        want = set(tokens(subject))
        hit = [r for r in rows if want and any(want <= set(tokens(c)) for c in r)]
        if not hit and (not want or grid.row_count == 1):
            hit = rows[:1]  # no thing named: the first row after the site's own sort ('its title')
        if hit and hit[0][col].strip():
            return hit[0][col].strip()
    key = re.escape(norm(name)).replace(r"\ ", r"[\s_-]*")
    for line in obs.text_digest.split("\n"):
        match = re.search(rf"\b{key}\b\s*(?:=|\bis\b|\bare\b)\s*(?P<v>[^\n;|]+)", line, re.I)
        if match:
            return _clause(match.group("v"))
    return None


# where the value stated in a sentence ends: the sentence's end, a comma, or the next clause
_CLAUSE_END = re.compile(r"[.!?](?=\s|$)|,\s|\s+(?:and|but|while|whereas|which|so)\s", re.I)


def _clause(text: str) -> str:
    """The value a sentence states after '<name> is': up to the end of its clause ('The primary
    colour is #1B4F72 and headings use Source Sans' -> '#1B4F72'; '$1,299.00.' keeps its cents)."""
    end = _CLAUSE_END.search(text)
    return (text[: end.start()] if end else text).strip(" .")
