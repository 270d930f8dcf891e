"""A person's details said after their name (pure): 'Liv Andersen, from Norway', 'Marta Lindgren from
Sweden, born 1981', 'Ann Lee, born in 1990'.

People describe someone they add to a list by name, then where they are from and when they were born
- non-restrictive postmodifiers of the name (Quirk et al. 1985, 17.65-17.70). For a new record of a
kind of person (an author, a member, a contact), ``record_writes`` gives these as the record's values:
the name, the country the person is from, the year they were born. Any other words after the name
make this no person's details, and the name is read as it was said.
"""

from __future__ import annotations

import re

from wayfinder.intent.frame import GivenValue
from wayfinder.intent.masking import Masked
from wayfinder.intent.text.lemmas import lemma
from wayfinder.intent.text.words import word_set
from wayfinder.intent.values import make_value

# The kinds of record that are people (their 'from' is a country, their 'born' a year of birth).
PERSON_RECORDS = word_set(
    """
    author writer poet artist musician member user customer client patron contact person employee
    staff student teacher speaker volunteer borrower reader subscriber player
    """
)
_WORD = r"[^\W\d_][\w'.-]*"
_NAME_RE = re.compile(rf"^(?P<n>{_WORD}(?:\s+{_WORD}){{0,3}}?)(?=\s*,|\s+(?:from|born|who)\b)", re.I)
_DETAIL_RE = re.compile(
    rf"\s*,?\s*(?:and\s+)?(?:who\s+(?:is|was|comes)\s+)?"
    rf"(?:(?:from|comes\s+from)\s+(?P<c>{_WORD}(?:\s+{_WORD}){{0,2}}?)|born\s+(?:in\s+)?(?P<y>\d{{4}}))"
    r"(?=\s*(?:,|$|\s+and\b|\s+born\b|\s+who\b))",
    re.I,
)


def is_person_record(kind: str) -> bool:
    """'author', 'new members', 'library member': a kind of record that is a person."""
    words = kind.split()
    return bool(words) and lemma(words[-1].lower()) in PERSON_RECORDS


def person_details(kind: str, said: str, masked: Masked) -> list[GivenValue] | None:
    """The values of a new ``kind`` record said as 'NAME, from COUNTRY, born YEAR' (either detail or
    both, in either order); None when ``kind`` is no person or anything else is said after the name."""
    if not is_person_record(kind):
        return None
    text = said.strip().rstrip(".!")
    name = _NAME_RE.match(text)
    if name is None:
        return None
    values = [make_value("name", name.group("n"), masked)]
    at = name.end()
    while at < len(text):
        detail = _DETAIL_RE.match(text, at)
        if detail is None or detail.end() == at:
            return None
        if detail.group("c"):
            values.append(make_value("country", detail.group("c"), masked))
        else:
            values.append(make_value("birth year", detail.group("y"), masked))
        at = detail.end()
    return values if len(values) > 1 else None


__all__ = ["PERSON_RECORDS", "is_person_record", "person_details"]
