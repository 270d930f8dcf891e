"""The thing a find looks for (pure): its name, kind, whether it was quoted, and what is asked of it."""

from __future__ import annotations

from dataclasses import dataclass

from wayfinder.plan.ranking import token_match, tokens
from wayfinder.plan.rules.core.record_ref import RecordRef, record_ref
from wayfinder.plan.rules.step import STOP


@dataclass(frozen=True, slots=True)
class Sought:
    """A thing named in the goal, to be found and opened: its name, the kind of record it is when the
    goal says so ('author' for 'the author Hiroshi Zimmermann'), whether the name was quoted, and whether
    opening it finishes the work (a find) or a question is read on its page next (``opens=False``)."""

    name: str
    within: str = ""
    exact: bool = False
    role: str | None = "link"
    opens: bool = True
    attribute: str = ""  # what a question asks of it ('isbn'): a list without such a column is skipped

    @property
    def ref(self) -> RecordRef | None:
        """The kind and identifier when the name is '<kind> <identifier>' ('issue #14')."""
        return record_ref(self.name, self.within)


def content_words(name: str) -> list[str]:
    """The words of a thing's name that can name it (never 'the', 'of', ...)."""
    return [t for t in tokens(name) if t not in STOP]


def names_all(name: str, text: str) -> bool:
    """``text`` holds every content word of ``name`` (in any word form the ranking matches)."""
    want, have = content_words(name), tokens(text)
    return bool(want) and all(token_match(w, have) for w in want)
