"""The records portal's data and search: deterministic land records and the query over them.

Shaped like a county recorder's index: surnames drawn with realistic skew (so "Smith" has a few dozen
records while rare names have a handful), six document types, recording dates 2015-2024, document
numbers and book/page references. The search rules (prefix match on names, inclusive date range,
"too many results" above a cap) are the ones real portals use, and the scraping workflow is tested
against exactly these states.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

SEED = 20241122
RECORD_COUNT = 600
PAGE_SIZE = 10
TOO_MANY = 200
DOC_TYPES = ["Deed", "Mortgage", "Lien", "Release", "Judgment", "Plat"]

SURNAMES = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Rodriguez",
    "Martinez",
    "Hernandez",
    "Lopez",
    "Gonzalez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Taylor",
    "Moore",
    "Jackson",
    "Martin",
    "Lee",
    "Perez",
    "Thompson",
    "White",
    "Harris",
    "Sanchez",
    "Clark",
    "Ramirez",
    "Lewis",
    "Robinson",
    "Walker",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Torres",
    "Nguyen",
    "Hill",
    "Flores",
    "Green",
    "Adams",
    "Nelson",
    "Baker",
    "Hall",
    "Rivera",
    "Campbell",
    "Mitchell",
    "Carter",
    "Roberts",
    "Gomez",
    "Phillips",
    "Evans",
    "Turner",
    "Diaz",
    "Parker",
    "Cruz",
    "Edwards",
    "Collins",
    "Reyes",
]
FIRST_NAMES = [
    "James",
    "Mary",
    "Robert",
    "Patricia",
    "John",
    "Jennifer",
    "Michael",
    "Linda",
    "David",
    "Elizabeth",
    "William",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Charles",
    "Karen",
    "Daniel",
    "Lisa",
    "Matthew",
    "Nancy",
    "Anthony",
    "Betty",
    "Mark",
    "Sandra",
]
LENDERS = [
    "First National Bank",
    "Citizens Savings",
    "Harbor Credit Union",
    "Summit Mortgage Co",
    "County Trust",
]


@dataclass(frozen=True)
class Record:
    """One recorded document."""

    id: int
    last: str
    first: str
    doc_type: str
    recorded: date
    doc_number: str
    book: int
    page: int
    parties: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "last": self.last,
            "first": self.first,
            "name": f"{self.last.upper()}, {self.first.upper()}",
            "doc_type": self.doc_type,
            "recorded": self.recorded_text,
            "doc_number": self.doc_number,
            "book_page": f"{self.book}/{self.page}",
            "parties": self.parties,
        }

    @property
    def filing(self) -> str:
        """How the document was filed: electronic filing started in 2019, and not for every office."""
        return "E-filed" if self.recorded.year >= 2019 and self.id % 3 else "Paper"

    @property
    def recorded_text(self) -> str:
        """Shown as MM/DD/YYYY, the way US recorder portals print dates."""
        return self.recorded.strftime("%m/%d/%Y")


def _weight(rank: int) -> float:
    """Common surnames are much more common: a gentle power-law over the list order."""
    return 1.0 / math.pow(rank + 1, 0.3)


def _parties(rng: random.Random, doc_type: str, last: str, first: str) -> str:
    person = f"{last.upper()} {first.upper()}"
    other = rng.choice(SURNAMES).upper() + " " + rng.choice(FIRST_NAMES).upper()
    if doc_type == "Mortgage":
        return f"{person} to {rng.choice(LENDERS).upper()}"
    if doc_type == "Release":
        return f"{rng.choice(LENDERS).upper()} to {person}"
    if doc_type in ("Lien", "Judgment"):
        return f"{other} v. {person}"
    if doc_type == "Plat":
        return f"{person}; {rng.choice(['OAK RIDGE', 'MILL CREEK', 'PINE HOLLOW'])} SUBDIVISION"
    return f"{other} to {person}"


def build_records(seed: int = SEED, count: int = RECORD_COUNT) -> list[Record]:
    """All records, sorted newest first (the order the portal lists them). Pure and deterministic."""
    rng = random.Random(f"{seed}:records")
    weights = [_weight(i) for i in range(len(SURNAMES))]
    start, span = date(2015, 1, 1), (date(2024, 12, 31) - date(2015, 1, 1)).days
    drafts = []
    for _ in range(count):
        last = rng.choices(SURNAMES, weights)[0]
        first = rng.choice(FIRST_NAMES)
        doc_type = rng.choice(DOC_TYPES)
        recorded = start + timedelta(days=rng.randint(0, span))
        book, page = rng.randint(1200, 4800), rng.randint(1, 900)
        drafts.append((recorded, last, first, doc_type, book, page, _parties(rng, doc_type, last, first)))
    drafts.sort(key=lambda d: (d[0], d[4], d[5]), reverse=True)
    records = []
    per_year: dict[int, int] = {}
    for index, (recorded, last, first, doc_type, book, page, parties) in enumerate(drafts, start=1):
        per_year[recorded.year] = per_year.get(recorded.year, 0) + 1
        number = f"{recorded.year}-{per_year[recorded.year] * 37 + 1000:06d}"
        records.append(Record(index, last, first, doc_type, recorded, number, book, page, parties))
    return records


def parse_date(text: str) -> date | None:
    """Accept MM/DD/YYYY (what the form asks for) and YYYY-MM-DD; anything else is no bound."""
    text = text.strip()
    for fmt in ("%m/%d/%Y", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    return None


@dataclass(frozen=True)
class Criteria:
    """A portal search. Empty strings mean "any"; ``doc_type`` "All" means every type."""

    last: str = ""
    first: str = ""
    doc_type: str = "All"
    date_from: str = ""
    date_to: str = ""

    def matches(self, record: Record) -> bool:
        if self.last and not record.last.lower().startswith(self.last.lower()):
            return False
        if self.first and not record.first.lower().startswith(self.first.lower()):
            return False
        if self.doc_type not in ("", "All") and record.doc_type != self.doc_type:
            return False
        low, high = parse_date(self.date_from), parse_date(self.date_to)
        return not ((low and record.recorded < low) or (high and record.recorded > high))


@dataclass(frozen=True)
class SearchResult:
    """One page of a search. ``state`` is "ok", "none" or "too_many" (rows are empty unless "ok")."""

    state: str
    total: int
    page: int
    pages: int
    rows: list[Record]

    def to_json(self) -> dict[str, Any]:
        return {
            "state": self.state,
            "total": self.total,
            "page": self.page,
            "pages": self.pages,
            "rows": [r.to_json() for r in self.rows],
        }


def search(records: list[Record], criteria: Criteria, page: int = 1) -> SearchResult:
    """Filter, then cut one page; page numbers outside the range are clamped."""
    found = [r for r in records if criteria.matches(r)]
    total = len(found)
    if total == 0:
        return SearchResult("none", 0, 1, 0, [])
    if total > TOO_MANY:
        return SearchResult("too_many", total, 1, 0, [])
    pages = (total + PAGE_SIZE - 1) // PAGE_SIZE
    page = min(max(page, 1), pages)
    return SearchResult("ok", total, page, pages, found[(page - 1) * PAGE_SIZE : page * PAGE_SIZE])


def page_of(found: list[Record], page: int, page_size: int) -> SearchResult:
    """One page of an already filtered list, without the "too many" cap (open-data style portals)."""
    total = len(found)
    if total == 0:
        return SearchResult("none", 0, 1, 0, [])
    pages = (total + page_size - 1) // page_size
    page = min(max(page, 1), pages)
    return SearchResult("ok", total, page, pages, found[(page - 1) * page_size : page * page_size])
