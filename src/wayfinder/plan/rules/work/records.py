"""Work items about records in an app (``core/create.py``, ``core/editing.py``, ``core/bulk.py``): a record
created, changed, or added to; every record of a kind changed at once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wayfinder.plan.rules.work.base import FieldValue, Work


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateRecord(Work):
    """'create a category named Workshops', 'report a bug in Website Redesign titled T': the site's
    new/add control for the kind, the fields the goal names, the form's own submit."""

    kind: ClassVar[str] = "create"
    thing: str  # the kind of record ('category', 'bug', 'post')
    container: str = ""  # where it goes ('Website Redesign')
    fields: tuple[FieldValue, ...] = ()
    draft: bool = False  # 'a new draft post': saved as a draft, not published

    @property
    def names(self) -> tuple[str, ...]:
        return (f"new {self.thing}", f"add {self.thing}")


@dataclass(frozen=True, slots=True, kw_only=True)
class ChangeRecord(Work):
    """'set the status of issue #1 to In Progress', 'rename the post A to B', 'approve Ben's comment':
    open the record, change the named fields, save."""

    kind: ClassVar[str] = "change"
    record: str  # how the goal names it ('issue #1', 'Packing Light for a Week')
    within: str = ""  # the kind of record when the goal says it apart ('post')
    by: str = ""  # a name it is known by besides ('Ben Hughes' for his pending comment)
    scope: str = ""  # what it belongs to ('the lentil soup recipe' for a comment on it)
    fields: tuple[FieldValue, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.record,)


@dataclass(frozen=True, slots=True, kw_only=True)
class AddToRecord(Work):
    """'add a note to issue 14 saying T', 'leave a comment on P saying T': open the record, put the
    text in its comment box (after what is there), the other values the goal gives, save."""

    kind: ClassVar[str] = "comment"
    record: str  # '' = the page the run is on
    comment: str  # the text to add
    fields: tuple[FieldValue, ...] = ()  # other values for the same form ('name', 'email')
    # 'search for the issue about X and add a note': the search's words - the record is the result of
    # that search which names them (its one result, or the one that names them best)
    found: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        return (self.record,) if self.record else ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ActOnAll(Work):
    """'delete every loan that has been returned' (``core/bulk.py``): the list of ``things``, narrowed by
    ``narrow`` (the list's filters), every row selected, the action menu's ``verb`` applied - or, for a
    state or fields no action names, the list's edit panel filled and saved."""

    kind: ClassVar[str] = "bulk"
    things: str
    verb: str
    narrow: tuple[str, ...] = ()
    state: str = ""  # the state every record gets ('approved', 'spam'); '' for a verb of its own
    scope: str = ""  # the place that holds them ('the Mobile App project'), entered before its list
    # other fields every record gets ('category' Travel, 'author' Sam): set in the list's edit panel
    fields: tuple[FieldValue, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.things,)
