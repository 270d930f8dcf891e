"""The small form: what changed between two observations, elements compared by what a person sees of
them (numbers are given afresh on every observation)."""

from __future__ import annotations

from tests.fixtures.rules import el, page
from wayfinder.mcp_server.changes import page_changes, render_changes

HOME = page(
    el(1, "a", "Home", href="/"), el(2, "input", "Search"), el(3, "button", "Go"), url="http://s.test/"
)


def test_renumbered_elements_are_not_changes() -> None:
    again = page(
        el(7, "a", "Home", href="/"), el(8, "input", "Search"), el(9, "button", "Go"), url="http://s.test/"
    )
    changes = page_changes(HOME, again)
    assert changes.nothing
    assert render_changes(changes, again)[-1] == "nothing else changed"


def test_added_and_removed_elements_are_listed_with_their_new_numbers() -> None:
    after = page(
        el(1, "a", "Home", href="/"),
        el(2, "a", "Dell 27 4K Monitor", href="/p/9"),
        el(3, "a", "Dell 24 Monitor", href="/p/8"),
        url="http://s.test/search?q=dell",
        title="Results",
    )
    changes = page_changes(HOME, after)
    assert changes.counts() == {"url_changed": True, "title_changed": True, "added": 2, "removed": 2}
    lines = render_changes(changes, after)
    assert lines[0] == "url: http://s.test/search?q=dell (changed)"
    assert '[2] link "Dell 27 4K Monitor"' in "\n".join(lines)
    assert lines[-1].startswith("removed (2): input") and "[2]" not in lines[-1]


def test_a_typed_value_shows_as_the_field_with_its_value() -> None:
    typed = page(
        el(1, "a", "Home", href="/"),
        el(2, "input", "Search", value="dell"),
        el(3, "button", "Go"),
        url="http://s.test/",
    )
    changes = page_changes(HOME, typed)
    assert [e.id for e in changes.added] == [2] and [e.id for e in changes.removed] == [2]


def test_many_additions_are_cut_and_counted() -> None:
    many = page(*[el(i, "a", f"Item {i}", href=f"/i/{i}") for i in range(1, 41)], url="http://s.test/list")
    lines = render_changes(page_changes(HOME, many), many, shown=5)
    assert sum(1 for line in lines if line.startswith("[")) == 5
    assert any(line.startswith("... and 35 more") for line in lines)


def test_with_nothing_before_everything_is_new() -> None:
    assert page_changes(None, HOME).counts()["added"] == 3
