"""The rules planner's work items (pure, frozen data): one type per kind of work, with typed fields.

A goal frame step (``wayfinder.intent``) says what the person asked; a work item says what a skill does
about it on a page, with exactly the fields that skill needs. ``translate.py`` makes them from the
frame; a plugin may define work items of its own (subclasses of ``Work``). A skill (``skill.py``)
declares the item type it serves and the registry (``registry.py``) gives each item to the skills of
its type, in order: no field holds a sub-skill's name or an encoded payload, and no skill dispatches
on a string.

``text`` is the goal's clause the item came from (for the sentences the planner says); ``kind`` is a
short name for the trace and the sentences ("find best"). ``names`` is what the item names on a page
(a dialog that names it is not "in the way": its skill clicks it).

The modules, by what the items are about (import the items from this package):
- ``base.py``: ``Work``, the base of every item; ``FieldValue``; ``Limit`` (a bound on a number);
- ``navigation.py``: moving around (an address, back, a scroll, a tab, a key);
- ``targets.py``: a thing named on a page (a control, a thing found, a search, the n-th result, a file);
- ``forms.py``: values typed, an option chosen, boxes ticked, a form sent;
- ``records.py``: records in an app, created, changed or added to, or every one of a kind changed at once;
- ``lists.py``: a list's best item, a list sorted;
- ``questions.py``: a price, an attribute, a list, a count, whether things exist;
- ``buying.py``: the quantity and the checkout.
"""

from __future__ import annotations

from wayfinder.plan.rules.work.base import BoundOp, FieldValue, Limit, Work
from wayfinder.plan.rules.work.buying import CheckOut, SetQuantity
from wayfinder.plan.rules.work.forms import ChooseOption, FillIn, SubmitForm, TickBoxes
from wayfinder.plan.rules.work.lists import FindBest, Order, SortBy
from wayfinder.plan.rules.work.navigation import ChangeTab, GoTo, KeyPress, ScrollTo, ScrollWay, StepBack
from wayfinder.plan.rules.work.questions import AskAttribute, AskExists, AskList, AskPrice, CountThings, Tally
from wayfinder.plan.rules.work.records import ActOnAll, AddToRecord, ChangeRecord, CreateRecord
from wayfinder.plan.rules.work.targets import ClickOn, DownloadFile, FindThing, OpenNth, SearchFor

__all__ = [
    "ActOnAll",
    "AddToRecord",
    "AskAttribute",
    "AskExists",
    "AskList",
    "AskPrice",
    "BoundOp",
    "ChangeRecord",
    "ChangeTab",
    "CheckOut",
    "ChooseOption",
    "ClickOn",
    "CountThings",
    "CreateRecord",
    "DownloadFile",
    "FieldValue",
    "FillIn",
    "FindBest",
    "FindThing",
    "GoTo",
    "KeyPress",
    "Limit",
    "OpenNth",
    "Order",
    "ScrollTo",
    "ScrollWay",
    "SearchFor",
    "SetQuantity",
    "SortBy",
    "StepBack",
    "SubmitForm",
    "Tally",
    "TickBoxes",
    "Work",
]
