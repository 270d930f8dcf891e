"""One record changed from its row in place (issue 28, session 13): which row controls edit the row in
place ('Quick Edit', 'Quick edit "T" inline', an 'Edit' button; never the 'Edit' link that leaves for the
record's page, never 'Edit profile'), which text boxes hold a list that is added to ('Tags': 'soup,
budget'), which text of the page is the record's row, and which goals are a change of one named record.
Sentences of our own with generated variants; the walk on real pages is
tests/browser/plan/test_row_edits.py."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from wayfinder.intent import parse_goal
from wayfinder.observe.models import Aria, BBox, Element
from wayfinder.plan.ranking import tokens
from wayfinder.plan.rules.core.edit_panels import holds_list
from wayfinder.plan.rules.core.row_edit import _shown, inline_edit
from wayfinder.plan.rules.translate import work_items
from wayfinder.plan.rules.work import ChangeRecord


def _el(
    tag: str, text: str = "", *, aria: str | None = None, href: str | None = None, value: str | None = None
) -> Element:
    return Element(
        id=1,
        tag=tag,
        text=text,
        aria=Aria(label=aria),
        href=href,
        value=value,
        bbox=BBox(x=0, y=0, w=10, h=10),
    )


def test_the_quick_edit_and_an_edit_button_edit_in_place() -> None:
    assert inline_edit(_el("button", "Quick Edit", aria="Quick edit “Winter Soup Ideas” inline"))
    assert inline_edit(_el("button", "Edit", aria="Edit Ana Lima"))
    assert inline_edit(_el("a", "Edit inline", href="#"))
    assert inline_edit(_el("button", "", aria="Quick edit “Winter Soup Ideas” inline"))


def test_a_link_that_leaves_or_another_edit_is_not_in_place() -> None:
    assert not inline_edit(_el("a", "Edit", href="/wp-admin/post.php?post=7&action=edit"))
    assert not inline_edit(_el("a", "Quick Edit", href="/posts/7/quick"))
    assert not inline_edit(_el("button", "Edit profile"))
    assert not inline_edit(_el("button", "Bulk edit"))
    assert not inline_edit(_el("input", "Edit"))


def test_a_plural_label_or_a_comma_list_is_a_list_box() -> None:
    assert holds_list(_el("textarea", aria="Tags", value=""))
    assert holds_list(_el("input", aria="Labels", value="ui"))
    assert holds_list(_el("input", aria="Keywords", value="a, b"))
    assert holds_list(_el("input", aria="Topic", value="coast, hiking"))
    assert not holds_list(_el("input", aria="Title", value="Winter Soup Ideas"))
    assert not holds_list(_el("input", aria="Status", value="draft"))
    assert not holds_list(_el("input", aria="Address", value="1 Mill Road"))


def test_the_rows_text_is_its_line_and_the_lines_up_to_its_cells() -> None:
    digest = (
        "Posts\nTitle\tAuthor\tCategories\nWinter Soup Ideas — Draft\nEdit | | Trash\npriya\tRecipes\n"
        "Winter Walks by the Harbor\nEdit | | Trash\njonas\tTravel"
    )
    assert _shown(digest, ["winter", "soup", "ideas"]) == tokens(
        "Winter Soup Ideas Draft Edit Trash priya Recipes"
    )
    table = "Name\tEmail\tRole\nAna Costa\tana.costa@x.example\tReviewer\nAna Lima\tana.lima@x.example\tAdmin\nBen Ortiz\tb\tEditor"
    assert _shown(table, ["ana", "lima"])[-1] == "admin"
    assert "reviewer" not in _shown(table, ["ana", "lima"])
    assert _shown(table, ["carla", "ruiz"]) == []


@given(
    before=st.lists(
        st.sampled_from(["Ana Costa\tReviewer", "Ben Ortiz\tEditor", "Notes", "Role\tName"]), max_size=4
    ),
    after=st.lists(st.sampled_from(["Ana Costa\tReviewer", "Ben Ortiz\tEditor", "Help"]), max_size=4),
    role=st.sampled_from(["Admin", "Editor", "Reviewer"]),
)
def test_a_table_row_is_read_alone_wherever_it_stands(before: list[str], after: list[str], role: str) -> None:
    digest = "\n".join([*before, f"Ana Lima\t{role}", *after])
    assert _shown(digest, ["ana", "lima"]) == ["ana", "lima", role.lower()]


@given(
    lead=st.sampled_from(["", "please ", "hi, could you "]),
    title=st.sampled_from(["Winter Soup Ideas", "Summer Market Returns", "Cycling the Old Railway Line"]),
    change=st.sampled_from(
        [
            ("set the '{t}' post to pending review", "status"),
            ("put the post '{t}' in the Gardening category", "category"),
            ("rename the post '{t}' to 'A New Title'", "title"),
            ("tag the {t} post with 'winter'", "tags"),
        ]
    ),
)
def test_a_change_of_one_named_post_is_one_change_item(
    lead: str, title: str, change: tuple[str, str]
) -> None:
    wording, field = change
    items = [
        w for w in work_items(parse_goal(lead + wording.format(t=title))) or [] if isinstance(w, ChangeRecord)
    ]
    assert len(items) == 1
    assert items[0].record == title and items[0].fields[0].field == field
