"""The MiniWoB++ rules plugin: solvers for the benchmark's task pages, kept out of the product.

Loaded only when a setting names it (``rules_plugins = ["miniwob"]``; ``wayfinder bench miniwob`` does),
through the entry point ``wayfinder.rules_plugins: miniwob = wayfinder_miniwob:PLUGIN``. Its parts:

- goal readers: ``trial.py`` (a guessing game, "generate a number until"), ``booking.py`` (book a
  flight from A to B on a date), ``items_goal.py`` (an inbox, a feed, a contact book), ``copy_paste.py``;
- clause readers: ``derive.py`` (solve, count the blocks, the last word, odd or even, buy when the
  price is below X), ``readers.py`` (a scroll box run on with its submit);
- work items of its own (``work.py``), each served by one skill: ``search_form.py`` (a search spread
  over labelled boxes), ``copy_paste.py``, ``items.py``, ``derive.py`` with ``math.py``, ``trial.py``,
  ``booking.py`` with ``booking_rows.py`` and ``datepick.py``;
- ``page_readings.py``: the plugin's own page script (drawn blocks), run by the harness that holds the page.
"""

from __future__ import annotations

from wayfinder.plan.rules.plugins import RulesPlugin
from wayfinder.plan.rules.skill import skill
from wayfinder.plan.rules.work import FillIn, SearchFor
from wayfinder_miniwob.booking import handle_booking, read_booking_goal
from wayfinder_miniwob.copy_paste import copy_source, read_copy_paste
from wayfinder_miniwob.derive import (
    count_shapes,
    label_values,
    last_word,
    odd_even,
    pick_duration,
    read_derived,
    solve_math,
    text_below,
    when_price,
)
from wayfinder_miniwob.items import handle_entry_action, handle_entry_control, handle_entry_field
from wayfinder_miniwob.items_goal import read_item_goal
from wayfinder_miniwob.math import handle_pick_extreme
from wayfinder_miniwob.readers import read_scroll_box
from wayfinder_miniwob.search_form import faceted_search
from wayfinder_miniwob.trial import handle_generate, handle_guess, read_generate_start, read_guess_goal
from wayfinder_miniwob.work import (
    Booking,
    CountShapes,
    EntryAction,
    EntryControl,
    EntryField,
    Generate,
    Guess,
    LabelValues,
    LastWord,
    OddEven,
    PickDuration,
    PickExtreme,
    SolveMath,
    TextBelow,
    WhenPrice,
)

PLUGIN = RulesPlugin(
    name="miniwob",
    first=(
        skill("read the text to copy from the element the goal names", FillIn, copy_source),
        skill("search with a form of labelled boxes", SearchFor, faceted_search),
    ),
    last=(
        skill("reply to, forward, delete or star one entry of a list", EntryAction, handle_entry_action),
        skill("use a named control on an author's entries", EntryControl, handle_entry_control),
        skill("click a field of a contact's card", EntryField, handle_entry_field),
        skill("solve the problem shown", SolveMath, solve_math),
        skill("count the drawn shapes", CountShapes, count_shapes),
        skill("type the last word of the text area", LastWord, last_word),
        skill("type the text shown below", TextBelow, text_below),
        skill("type the value of each label", LabelValues, label_values),
        skill("mark each number odd or even", OddEven, odd_even),
        skill("pick the greatest or smallest number", PickExtreme, handle_pick_extreme),
        skill("pick the shortest or longest duration", PickDuration, pick_duration),
        skill("buy or sell when the price passes a bound", WhenPrice, when_price),
        skill("press the button until the value meets the goal", Generate, handle_generate),
        skill("guess the number from the page's feedback", Guess, handle_guess),
        skill("fill a booking form and pick a result", Booking, handle_booking),
    ),
    goal_readers=(read_guess_goal, read_booking_goal, read_item_goal, read_generate_start, read_copy_paste),
    clause_readers=(read_derived, read_scroll_box),
)

__all__ = ["PLUGIN"]
