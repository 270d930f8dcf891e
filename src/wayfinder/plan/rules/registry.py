"""The one ordered registry of the rules planner's skills and goal readers: order is priority (pure).

For each sub-goal the planner asks the skills in this order and takes the first ``Outcome``:

1. page-level skills any goal needs (a consent prompt in the way);
2. the ``first`` skills of loaded plugins (``plugins.py``; none on a normal run);
3. the product's skills: for each kind, the skills for a control named by position or kind (the Nth
   checkbox, a slider, a styled dropdown, a scroll box; they return None elsewhere) before the
   ordinary skill of that kind (navigate, search, find the best item across pages, fill a form,
   answer from the page, ...);
4. the ``last`` skills of loaded plugins.

A new product skill is added to ``SKILLS`` here, in one place; a plugin's skills come with it.
``PRODUCT`` is the registry of a normal run; ``with_plugins`` adds plugins to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from wayfinder.plan.rules.core.answer import handle_answer
from wayfinder.plan.rules.core.cart import handle_quantity
from wayfinder.plan.rules.core.checkout import handle_checkout
from wayfinder.plan.rules.core.controls import (
    multi_select,
    open_dropdown,
    ordinal_check,
    ordinal_field,
    scroll_container,
    slider,
)
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
from wayfinder.plan.rules.plugins import ClauseReader, GoalReader, RulesPlugin
from wayfinder.plan.rules.skill import Skill, skill
from wayfinder.plan.rules.step import Outcome, StepInput, fail

PAGE_SKILLS: tuple[Skill, ...] = (skill("accept a prompt that covers the page", blocking_prompt),)

SKILLS: tuple[Skill, ...] = (
    skill("go to an address", handle_navigate, "navigate"),
    skill("search the site", handle_search, "search"),
    skill("find a thing by name (search, then categories)", handle_find, "find"),
    skill("click a named control", handle_click, "click"),
    skill("type into the Nth text field", ordinal_field, "type", "fill"),
    skill("type into fields", handle_fill, "type", "fill"),
    skill("move a slider to a value", slider, "select"),
    skill("choose several options of one list", multi_select, "select"),
    skill("open a styled dropdown that hides the option", open_dropdown, "select"),
    skill("choose an option", handle_select, "select"),
    skill("tick or untick the Nth box or radio button", ordinal_check, "check"),
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
    skill("scroll a box the goal names", scroll_container, "scroll"),
    skill("scroll", handle_scroll, "scroll"),
)


@dataclass(frozen=True)
class Registry:
    """The skills in priority order and the goal readers tried before the goal frame."""

    skills: tuple[Skill, ...]
    goal_readers: tuple[GoalReader, ...] = ()
    clause_readers: tuple[ClauseReader, ...] = ()
    plugins: tuple[str, ...] = ()  # the names of the plugins it holds

    def next_outcome(self, si: StepInput) -> Outcome:
        """The first outcome a skill gives for this sub-goal on this page."""
        for entry in self.skills:
            if entry.applies(si):
                outcome = entry.does(si)
                if outcome is not None:
                    return outcome
        return fail(f"no skill knows how to {si.step.kind.replace('_', ' ')} here")


PRODUCT = Registry(skills=(*PAGE_SKILLS, *SKILLS))


def with_plugins(plugins: tuple[RulesPlugin, ...]) -> Registry:
    """The product's registry with ``plugins`` added (the product's alone when there are none)."""
    if not plugins:
        return PRODUCT
    return Registry(
        skills=(
            *PAGE_SKILLS,
            *(s for p in plugins for s in p.first),
            *SKILLS,
            *(s for p in plugins for s in p.last),
        ),
        goal_readers=tuple(r for p in plugins for r in p.goal_readers),
        clause_readers=tuple(r for p in plugins for r in p.clause_readers),
        plugins=tuple(p.name for p in plugins),
    )
