"""The one ordered registry of the rules planner's skills: order is priority (pure).

For each sub-goal the planner asks the skills in this order and takes the first ``Outcome``:

1. page-level skills any goal needs (a consent prompt in the way);
2. widget skills that take a step over when the page shows their widget (the Nth checkbox, a
   slider, a styled dropdown, a scroll box, a multi-field search form) - they return None elsewhere;
3. the generic skill of the sub-goal's kind (navigate, search, find the best item across pages, fill
   a form, answer from the page, ...);
4. widget skills of their own kind (a number puzzle, a guessing game, a booking form, an inbox).

A new skill is added here, in one place.
"""

from __future__ import annotations

from wayfinder.plan.rules.core.answer import handle_answer
from wayfinder.plan.rules.core.cart import handle_quantity
from wayfinder.plan.rules.core.checkout import handle_checkout
from wayfinder.plan.rules.core.find import handle_find
from wayfinder.plan.rules.core.forms import (
    handle_check,
    handle_fill,
    handle_select,
    handle_submit,
)
from wayfinder.plan.rules.core.listing import handle_find_best
from wayfinder.plan.rules.core.moves import (
    handle_click,
    handle_download,
    handle_go_back,
    handle_key,
    handle_navigate,
    handle_open_nth,
    handle_scroll,
    handle_sort,
    handle_switch_tab,
)
from wayfinder.plan.rules.core.ranked import handle_best_by_sort
from wayfinder.plan.rules.core.search import handle_search
from wayfinder.plan.rules.page import blocking_prompt
from wayfinder.plan.rules.skill import Skill, skill
from wayfinder.plan.rules.step import Outcome, StepInput, fail
from wayfinder.plan.rules.widgets.booking import handle_booking
from wayfinder.plan.rules.widgets.controls import widget_step
from wayfinder.plan.rules.widgets.derive import handle_derive
from wayfinder.plan.rules.widgets.items import handle_item
from wayfinder.plan.rules.widgets.trial import handle_trial

SKILLS: tuple[Skill, ...] = (
    skill("accept a prompt that covers the page", blocking_prompt),
    skill("use a widget named by position or kind", widget_step, widget=True),
    skill("go to an address", handle_navigate, "navigate"),
    skill("search the site", handle_search, "search"),
    skill("find a thing by name (search, then categories)", handle_find, "find"),
    skill("click a named control", handle_click, "click"),
    skill("type into fields", handle_fill, "type", "fill"),
    skill("choose an option", handle_select, "select"),
    skill("tick or untick boxes", handle_check, "check"),
    skill("submit a form", handle_submit, "submit"),
    skill("open the Nth result", handle_open_nth, "open_nth"),
    skill(
        "find the best item by a date, rating or size (the site's own order)",
        handle_best_by_sort,
        "find_best",
    ),
    skill("find the best item across result pages", handle_find_best, "find_best"),
    skill("sort a listing", handle_sort, "sort"),
    skill("go back", handle_go_back, "go_back"),
    skill("press a key", handle_key, "key"),
    skill("answer from the page", handle_answer, "answer"),
    skill("download a file", handle_download, "download"),
    skill("set the quantity asked for", handle_quantity, "quantity"),
    skill("buy: cart, checkout, then propose the order (safety asks)", handle_checkout, "checkout"),
    skill("switch tabs", handle_switch_tab, "switch_tab"),
    skill("scroll", handle_scroll, "scroll"),
    skill("act on one entry of a list (inbox, feed, contacts)", handle_item, "item", widget=True),
    skill("compute a value shown on the page", handle_derive, "derive", widget=True),
    skill("try and read the feedback", handle_trial, "trial", widget=True),
    skill("fill a booking form and pick a result", handle_booking, "booking", widget=True),
)


def next_outcome(si: StepInput) -> Outcome:
    """The first outcome a skill gives for this sub-goal on this page."""
    for entry in SKILLS:
        if entry.applies(si):
            outcome = entry.does(si)
            if outcome is not None:
                return outcome
    return fail(f"no skill knows how to {si.step.kind.replace('_', ' ')} here")
