"""Deterministic seed data: the same seed and reference date give the same rows, row for row.

Plain Python (no Django): ``generate(seed, today)`` returns lists of dicts in insertion order (ids are
1-based positions). Loan dates are relative to ``today`` so the site looks current whenever it runs.
"""

from __future__ import annotations

import datetime
import random
from typing import Any


def _names(text: str) -> list[str]:
    """A comma-separated list, one or more lines."""
    return [name.strip() for name in text.split(",") if name.strip()]


FIRST_NAMES = _names(
    """
    Amara, Benedikt, Camille, Dmitri, Elena, Farid, Greta, Hiroshi, Ingrid, Jonas, Katarzyna, Lars,
    Mei, Nadia, Oskar, Priya, Quentin, Rosa, Sven, Tamsin, Ugo, Valeria, Wendell, Ximena, Yusuf,
    Zofia, Aurelio, Bronwyn, Cyrus, Delphine, Emeka, Fiona, Gideon, Hana, Idris, Julia, Kofi, Lucia,
    Matthias, Noor, Orla, Pablo, Rania, Stellan, Thea, Umberto, Vera, Wiktor, Yara, Zeno, Agnes,
    Bruno, Clara, Desmond, Esther, Felix, Gloria, Henrik, Isla, Joaquin
    """
)
LAST_NAMES = _names(
    """
    Abernathy, Bergström, Castellanos, Dubois, Eriksen, Fontaine, Gallagher, Hargreaves, Ivanova,
    Jablonski, Kowalczyk, Lindqvist, Moreau, Nakamura, Okafor, Petrov, Quinlan, Rasmussen, Santoro,
    Takahashi, Uribe, Vasquez, Whitfield, Yilmaz, Zimmermann, Achebe, Brennan, Carvalho, Delacroix,
    Esposito, Fairbanks, Gonzaga, Holloway, Iversen, Jovanovic, Kaplan, Lombardi, Mwangi, Novak,
    Oyelaran, Pemberton, Rossetti, Sandoval, Thornbury, Ulrich, Villanueva, Wainwright, Xu, Yamamoto,
    Zielinski, Ashdown, Blackwood, Cardenas, Drummond, Ellison, Ferrante, Grünewald, Haddad,
    Kristiansen, Marchetti, Okonkwo, Pereira, Sato, Trevelyan
    """
)
COUNTRIES = _names(
    """
    United Kingdom, France, Germany, Italy, Spain, Japan, Nigeria, Sweden, Poland, Brazil, Canada,
    India, Ireland, Mexico, Kenya, Norway
    """
)
GENRES = _names(
    """
    Biography, Children's, Crime, Fantasy, Historical fiction, History, Literary fiction, Poetry,
    Romance, Science, Science fiction, Travel
    """
)
ADJECTIVES = _names(
    """
    Silent, Forgotten, Crimson, Hidden, Last, Burning, Quiet, Northern, Broken, Golden, Restless,
    Distant, Salt, Winter, Hollow, Paper, Glass, Wandering, Midnight, Iron, Painted, Secret, Lost,
    Bitter
    """
)
NOUNS = _names(
    """
    Garden, River, Orchard, Lighthouse, Cartographer, Harbour, Archive, Meadow, Clockmaker, Island,
    Kingdom, Letters, Orchestra, Tide, Atlas, Observatory, Ferryman, Vineyard, Library, Compass,
    Season, Bridge, Mountain, Weaver
    """
)
PLACES = _names(
    """
    Lisbon, the Marsh, Kyoto, the Steppe, Avalon, the Delta, Trieste, the North Sea, Samarkand,
    the Fjords, Marrakesh, the Highlands, Zanzibar, the Valley, Gdańsk
    """
)

LANGUAGES = ["en"] * 14 + ["fr"] * 2 + ["de"] * 2 + ["es", "it"]

N_AUTHORS = 120
N_BOOKS = 420
N_MEMBERS = 160
N_LOANS = 640


def isbn13(rng: random.Random) -> str:
    """A valid ISBN-13 (978 prefix, correct check digit)."""
    digits = [9, 7, 8] + [rng.randrange(10) for _ in range(9)]
    total = sum(d * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits))
    return "".join(map(str, digits)) + str((10 - total % 10) % 10)


def _title(rng: random.Random) -> str:
    shape = rng.randrange(5)
    adj, noun, place = rng.choice(ADJECTIVES), rng.choice(NOUNS), rng.choice(PLACES)
    if shape == 0:
        return f"The {adj} {noun}"
    if shape == 1:
        return f"The {noun} of {place}"
    if shape == 2:
        return f"{adj} {noun}" + ("" if noun.endswith("s") else "s")
    if shape == 3:
        return f"{'An' if noun[0] in 'AEIOU' else 'A'} {noun} in {place}"
    return f"The {adj} {noun} of {place}"


def _authors(rng: random.Random) -> list[dict[str, Any]]:
    seen: set[tuple[str, str]] = set()
    rows: list[dict[str, Any]] = []
    while len(rows) < N_AUTHORS:
        name = (rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES))
        if name in seen:
            continue
        seen.add(name)
        year = rng.randrange(1920, 1996) if rng.random() > 0.08 else None
        rows.append(
            {
                "first_name": name[0],
                "last_name": name[1],
                "birth_year": year,
                "country": rng.choice(COUNTRIES),
            }
        )
    return rows


def _books(rng: random.Random, authors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    titles: set[str] = set()
    isbns: set[str] = set()
    rows: list[dict[str, Any]] = []
    while len(rows) < N_BOOKS:
        title, isbn = _title(rng), isbn13(rng)
        if title in titles or isbn in isbns:
            continue
        titles.add(title)
        isbns.add(isbn)
        author_id = rng.randrange(len(authors)) + 1
        born = authors[author_id - 1]["birth_year"] or 1950
        year = min(2024, born + rng.randrange(24, 70))
        published = datetime.date(year, rng.randrange(1, 13), rng.randrange(1, 29))
        rows.append(
            {
                "title": title,
                "author_id": author_id,
                "genre_id": rng.randrange(len(GENRES)) + 1,
                "isbn": isbn,
                "published": published,
                "pages": rng.randrange(96, 880),
                "language": rng.choice(LANGUAGES),
                "copies": rng.choice([1, 1, 1, 2, 2, 3, 4]),
            }
        )
    return rows


def _members(rng: random.Random, today: datetime.date) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    emails: set[str] = set()
    while len(rows) < N_MEMBERS:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        email = f"{first}.{last}".lower().translate(str.maketrans("öüäńś", "ouans")) + "@example.org"
        if email in emails:
            continue
        emails.add(email)
        rows.append(
            {
                "card_number": f"RL{10001 + len(rows)}",
                "first_name": first,
                "last_name": last,
                "email": email,
                "joined": today - datetime.timedelta(days=rng.randrange(30, 3650)),
            }
        )
    return rows


def _loans(rng: random.Random, today: datetime.date) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for _ in range(N_LOANS):
        borrowed = today - datetime.timedelta(days=rng.randrange(0, 400))
        due = borrowed + datetime.timedelta(days=rng.choice([14, 21, 28]))
        returned: datetime.date | None = None
        # most loans come back (some late); some are still out, and so overdue once past due
        if (due < today or rng.random() < 0.3) and rng.random() < 0.9:
            returned = min(borrowed + datetime.timedelta(days=rng.randrange(1, 40)), today)
        rows.append(
            {
                "book_id": rng.randrange(N_BOOKS) + 1,
                "member_id": rng.randrange(N_MEMBERS) + 1,
                "borrowed": borrowed,
                "due": due,
                "returned": returned,
            }
        )
    return rows


def generate(seed: int, today: datetime.date) -> dict[str, list[dict[str, Any]]]:
    """All rows, by table, for this seed and reference date."""
    rng = random.Random(seed)
    authors = _authors(rng)
    return {
        "genres": [{"name": name} for name in GENRES],
        "authors": authors,
        "books": _books(rng, authors),
        "members": _members(rng, today),
        "loans": _loans(rng, today),
    }
