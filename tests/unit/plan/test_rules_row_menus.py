"""What opens a row's own menu of actions (issue 28, round 10): an issue list's icon-only 'Actions'
(its word only in ``title``), a file list's '⋮', 'More actions', 'Options for <row>'; never 'Read more',
a page link named 'More', or a field. Pure, with generated labels."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.observe.models import Aria, BBox, Element
from wayfinder.plan.rules.core.row_menus import menu_field, menu_trigger, names_field
from wayfinder.plan.rules.work import FieldValue


def _el(
    label: str, *, tag: str = "a", href: str | None = "http://app.test/issues#", title: bool = True
) -> Element:
    return Element(
        id=1,
        tag=tag,
        text="" if title else label,
        href=href if tag == "a" else None,
        bbox=BBox(x=400, y=100, w=16, h=16),
        aria=Aria(label=label if title else None),
    )


@pytest.mark.parametrize(
    ("label", "tag", "href"),
    [
        ("Actions", "a", "http://app.test/projects/mobile/issues#"),
        ("More actions", "button", None),
        ("\u22ee", "button", None),
        ("\u2026", "a", "javascript:void(0)"),
        ("Options", "button", None),
        ("More", "button", None),
    ],
)
def test_a_rows_menu_control_opens_its_menu(label: str, tag: str, href: str | None) -> None:
    assert menu_trigger(_el(label, tag=tag, href=href))


@pytest.mark.parametrize(
    ("label", "tag", "href"),
    [
        ("Read more", "a", "http://app.test/posts/5"),
        ("More", "a", "http://app.test/more-stories"),  # a page of the site, not a menu
        ("Options", "input", None),
        ("Status", "a", "http://app.test/issues#"),
        ("More news from the harbour this week", "button", None),
    ],
)
def test_other_controls_open_no_rows_menu(label: str, tag: str, href: str | None) -> None:
    assert not menu_trigger(_el(label, tag=tag, href=href))


@given(
    head=st.sampled_from(["More actions", "Actions", "Menu actions", "More row actions"]),
    name=st.from_regex(r"[a-j]{3,8}( [a-j]{3,8}){0,3}", fullmatch=True),
    via_title=st.booleans(),
)
def test_a_menu_control_may_name_its_row(head: str, name: str, via_title: bool) -> None:
    # 'More actions for Budget.xlsx', 'Actions for issue 31': the row's name after the menu's word
    label = f"{head} for {name}".strip()
    control = _el(label, tag="button", href=None, title=via_title)
    assert menu_trigger(control)


_FOLDERS = {
    "priority": "Priority",
    "assignee": "Assignee",
    "version": "Target version",
    "category": "Category",
    "tracker": "Tracker",
}


@given(st.sampled_from(sorted(_FOLDERS)), st.sampled_from(["", " ", "  "]))
def test_a_menus_folder_is_named_by_the_fields_word(field: str, pad: str) -> None:
    """'Target version' holds the version, 'Assignee' the assignee (session 15)."""
    assert names_field(_el(pad + _FOLDERS[field] + pad, title=False), field)


@given(st.sampled_from(sorted(_FOLDERS)), st.sampled_from(sorted(_FOLDERS)))
def test_another_fields_folder_is_not_it(field: str, other: str) -> None:
    if field != other:
        assert not names_field(_el(_FOLDERS[other], title=False), field)


@pytest.mark.parametrize(
    "label", ["Edit", "Delete", "Copy the priority of this issue to others", "Log time", "Status"]
)
def test_other_menu_items_are_no_priority_folder(label: str) -> None:
    assert not names_field(_el(label, title=False), "priority")


@given(
    st.sampled_from(["priority", "assignee", "version", "category", "tracker"]),
    st.sampled_from(["Urgent", "Bob Chen", "Launch", "1.1", "Backend"]),
)
def test_a_short_value_of_a_field_goes_through_a_menu(field: str, value: str) -> None:
    assert menu_field((FieldValue(field=field, value=value),))


@pytest.mark.parametrize(
    "fields",
    [
        (FieldValue(field="subject", value="Typo in the pricing page title"),),
        (FieldValue(field="description", value="Steps"),),
        (FieldValue(field="notes", value="Seen again"),),
        (FieldValue(field="priority", value="High"), FieldValue(field="assignee", value="Bob Chen")),
        (FieldValue(field="priority", value="one two three four five"),),
    ],
)
def test_names_texts_and_several_fields_never_go_through_a_menu(fields: tuple[FieldValue, ...]) -> None:
    assert not menu_field(fields)
