"""The MiniWoB++ rules plugin: solvers for the benchmark's task pages, kept out of the product.

Loaded only when a setting names it (``rules_plugins = ["miniwob"]``; ``wayfinder bench miniwob`` does),
through the entry point ``wayfinder.rules_plugins: miniwob = wayfinder_miniwob:PLUGIN``. Its parts:

- goal readers: ``trial.py`` (a guessing game, "generate a number until"), ``booking.py`` (book a
  flight from A to B on a date), ``items_goal.py`` (an inbox, a feed, a contact book);
- clause readers: ``derive.py`` (solve, count the blocks, the last word, odd or even, buy when the
  price is below X), ``readers.py`` (a scroll box run on with its submit), ``copy_paste.py``;
- skills: ``search_form.py`` (a search spread over labelled boxes), ``copy_paste.py``, ``items.py``,
  ``derive.py`` with ``math.py``, ``trial.py``, ``booking.py`` with ``booking_rows.py`` and
  ``datepick.py``;
- ``page_readings.py``: the plugin's own page script (drawn blocks), run by the harness that holds the page.
"""

from __future__ import annotations

from wayfinder.plan.rules.plugins import RulesPlugin
from wayfinder.plan.rules.skill import skill
from wayfinder_miniwob.booking import handle_booking, read_booking_goal
from wayfinder_miniwob.copy_paste import copy_source, read_copy_paste
from wayfinder_miniwob.derive import handle_derive, read_derived
from wayfinder_miniwob.items import handle_item
from wayfinder_miniwob.items_goal import read_item_goal
from wayfinder_miniwob.readers import read_scroll_box
from wayfinder_miniwob.search_form import faceted_search
from wayfinder_miniwob.trial import handle_trial, read_generate_start, read_guess_goal

PLUGIN = RulesPlugin(
    name="miniwob",
    first=(
        skill("read the text to copy from the element the goal names", copy_source, "type", "fill"),
        skill("search with a form of labelled boxes", faceted_search, "search"),
    ),
    last=(
        skill("act on one entry of a list (inbox, feed, contacts)", handle_item, "item"),
        skill("compute a value shown on the page", handle_derive, "derive"),
        skill("try and read the feedback", handle_trial, "trial"),
        skill("fill a booking form and pick a result", handle_booking, "booking"),
    ),
    goal_readers=(read_guess_goal, read_booking_goal, read_item_goal, read_generate_start),
    clause_readers=(read_derived, read_scroll_box, read_copy_paste),
)

__all__ = ["PLUGIN"]
