"""A change to several records through the list's edit of the ticked rows (issue 28, session 12): which
goals carry fields for the edit panel ('put all the draft posts in the Travel category'), and which
choices of an action menu or a row's menu open that panel ('Edit', 'Bulk edit', 'Edit selected posts';
never 'Edit profile', 'Move to Trash', 'Unedit'). Sentences of our own with generated variants; the walk
on real pages is tests/browser/plan/test_bulk_panels.py."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.observe.models import BBox, Element, SelectOption
from wayfinder.plan.rules.core.bulk import ActOnAll
from wayfinder.plan.rules.core.bulk_edit import edit_item, edit_option, panel_values
from wayfinder.plan.rules.translate import work_items
from wayfinder.plan.rules.work import FieldValue


def _bulk(goal: str) -> ActOnAll | None:
    found = [w for w in work_items(parse_goal(goal)) or [] if isinstance(w, ActOnAll)]
    return found[0] if found else None


@given(
    quant=st.sampled_from(["all the", "every"]),
    lead=st.sampled_from(["", "please ", "hi, could you "]),
    adj=st.sampled_from(["draft", "pending"]),
    category=st.sampled_from(["Travel", "Recipes", "Gardening"]),
)
def test_every_record_put_in_a_category_is_one_bulk_item_with_that_field(
    quant: str, lead: str, adj: str, category: str
) -> None:
    things = "post" if quant == "every" else "posts"
    bulk = _bulk(f"{lead}put {quant} {adj} {things} in the {category} category")
    assert bulk is not None
    assert (bulk.things, bulk.narrow, bulk.state) == ("post", (adj,), "")
    assert panel_values(bulk) == (FieldValue(field="category", value=category),)


def test_a_state_is_the_panels_status_field() -> None:
    bulk = _bulk("publish all the draft posts")
    assert bulk is not None and bulk.fields == ()
    assert panel_values(bulk) == (FieldValue(field="status", value="published"),)


def test_one_record_put_in_a_category_stays_a_change_of_that_record() -> None:
    assert _bulk("put the Winter Soup Ideas post in the Travel category") is None


def _select(*texts: str) -> Element:
    options = [SelectOption(text=t, value=str(i) if i else "-1") for i, t in enumerate(texts)]
    return Element(id=1, tag="select", bbox=BBox(x=0, y=0, w=100, h=20), options=options)


@given(opening=st.sampled_from(["Edit", "Bulk edit", "Edit selected", "Edit selected posts", "bulk Edit"]))
def test_the_choices_that_open_the_edit_panel(opening: str) -> None:
    found = edit_option(_select("Bulk actions", "Move to Trash", opening))
    assert found is not None and found.text == opening


@given(other=st.sampled_from(["Edit profile", "Move to Trash", "Unedit", "Credit", "Edit the theme files"]))
def test_choices_that_do_not_open_it(other: str) -> None:
    assert edit_option(_select("Bulk actions", other)) is None


def test_the_placeholder_choice_is_never_the_edit() -> None:
    assert edit_option(_select("Edit")) is None  # value -1: the menu's title, not a choice


def test_a_menus_bulk_edit_item_before_a_longer_edit_one() -> None:
    items = [
        Element(id=i, tag="a", text=t, href="#", bbox=BBox(x=0, y=20 * i, w=80, h=16))
        for i, t in enumerate(["Edit selected issues", "Bulk edit", "Priority", "Delete"])
    ]
    found = edit_item(items)
    assert found is not None and found.text == "Bulk edit"
    assert edit_item(items[2:]) is None
