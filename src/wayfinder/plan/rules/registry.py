"""The one ordered registry of the rules planner's skills and goal readers: order is priority (pure).

For each work item the planner asks the skills in this order and takes the first ``Outcome``:

1. page-level skills any goal needs (a consent prompt in the way);
2. the ``first`` skills of loaded plugins (``plugins.py``; none on a normal run);
3. the product's skills: each serves one type of work item (``work/``); for a type, the skills for
   a control named by position or kind (the Nth checkbox, a slider, a styled dropdown, a scroll box;
   they return None elsewhere) come before the ordinary skill of that type (navigate, search, find the
   best item across pages, fill a form, count, read a price, ...);
4. the ``last`` skills of loaded plugins.

A new product skill is added to ``SKILLS`` here, in one place (with, for a new verb of the goal frame,
its reader in ``translate.READERS``); a plugin's skills and work items come with it.
``PRODUCT`` is the registry of a normal run; ``with_plugins`` adds plugins to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from wayfinder.plan.rules.core.answer import answer_attribute, answer_count, answer_list, answer_price
from wayfinder.plan.rules.core.bulk import ActOnAll, handle_bulk
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
from wayfinder.plan.rules.core.create import handle_create
from wayfinder.plan.rules.core.editing import handle_add_to, handle_change
from wayfinder.plan.rules.core.exists import handle_exists
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
from wayfinder.plan.rules.core.newest import best_entry
from wayfinder.plan.rules.core.ranked import handle_best_by_sort
from wayfinder.plan.rules.core.rows import row_change
from wayfinder.plan.rules.core.search import handle_search
from wayfinder.plan.rules.core.signin import refused_sign_in
from wayfinder.plan.rules.page import blocking_prompt
from wayfinder.plan.rules.plugins import ClauseReader, GoalReader, RulesPlugin
from wayfinder.plan.rules.skill import Skill, skill
from wayfinder.plan.rules.step import Outcome, StepInput, fail
from wayfinder.plan.rules.work import (
    AddToRecord,
    AskAttribute,
    AskExists,
    AskList,
    AskPrice,
    ChangeRecord,
    ChangeTab,
    CheckOut,
    ChooseOption,
    ClickOn,
    CountThings,
    CreateRecord,
    DownloadFile,
    FillIn,
    FindBest,
    FindThing,
    GoTo,
    KeyPress,
    OpenNth,
    ScrollTo,
    SearchFor,
    SetQuantity,
    SortBy,
    StepBack,
    SubmitForm,
    TickBoxes,
    Work,
)

PAGE_SKILLS: tuple[Skill, ...] = (
    skill("stop at a sign-in the site refused", Work, refused_sign_in),
    skill("accept a prompt that covers the page", Work, blocking_prompt),
)

SKILLS: tuple[Skill, ...] = (
    skill("go to an address", GoTo, handle_navigate),
    skill("search the site", SearchFor, handle_search),
    skill("find a thing by name (search, then categories)", FindThing, handle_find),
    skill("click a named control", ClickOn, handle_click),
    skill("type into the Nth text field", FillIn, ordinal_field),
    skill("type into fields", FillIn, handle_fill),
    skill("move a slider to a value", ChooseOption, slider),
    skill("choose several options of one list", ChooseOption, multi_select),
    skill("open a styled dropdown that hides the option", ChooseOption, open_dropdown),
    skill("choose an option", ChooseOption, handle_select),
    skill("tick or untick the Nth box or radio button", TickBoxes, ordinal_check),
    skill("tick or untick boxes", TickBoxes, handle_check),
    skill("submit a form", SubmitForm, handle_submit),
    skill("open the Nth result", OpenNth, handle_open_nth),
    skill(
        "find the newest or oldest entry of a place's list, by the dates its entries write",
        FindBest,
        best_entry,
    ),
    skill(
        "find the best item by a date, rating or size (the site's own order)", FindBest, handle_best_by_sort
    ),
    skill("find the best item across result pages", FindBest, handle_find_best),
    skill("sort a listing", SortBy, handle_sort),
    skill("go back", StepBack, handle_go_back),
    skill("press a key", KeyPress, handle_key),
    skill("count things (their list, its filters, the stated total)", CountThings, answer_count),
    skill("say whether the site has a thing", AskExists, handle_exists),
    skill("read a price", AskPrice, answer_price),
    skill("list what the page shows", AskList, answer_list),
    skill("read an attribute of a thing", AskAttribute, answer_attribute),
    skill("download a file", DownloadFile, handle_download),
    skill("set the quantity asked for", SetQuantity, handle_quantity),
    skill(
        "create a record: the site's new control, the fields named, its submit", CreateRecord, handle_create
    ),
    skill("change a record by the control of its row in the app's list", ChangeRecord, row_change),
    skill("change a record: open it, the fields named, save", ChangeRecord, handle_change),
    skill("add a comment or note to a record", AddToRecord, handle_add_to),
    skill(
        "one action on every matching record: the list's filter, select all, its action",
        ActOnAll,
        handle_bulk,
    ),
    skill("buy: cart, checkout, then propose the order (safety asks)", CheckOut, handle_checkout),
    skill("switch tabs", ChangeTab, handle_switch_tab),
    skill("scroll a box the goal names", ScrollTo, scroll_container),
    skill("scroll", ScrollTo, handle_scroll),
)


@dataclass(frozen=True)
class Registry:
    """The skills in priority order and the goal readers tried before the goal frame."""

    skills: tuple[Skill, ...]
    goal_readers: tuple[GoalReader, ...] = ()
    clause_readers: tuple[ClauseReader, ...] = ()
    plugins: tuple[str, ...] = ()  # the names of the plugins it holds

    def next_outcome(self, si: StepInput[Work]) -> Outcome:
        """The first outcome a skill gives for this work item on this page."""
        for entry in self.skills:
            if entry.applies(si.step):
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
