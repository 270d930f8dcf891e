"""A record named by its title is reached by search, then the result that names it (issue 28, round 8):
a search's results page and a blog's front page show the record's title as a heading that links to the
record - they lead to it, they are not its page. The record's own page (its title in the document
title, its heading not a link) and an editor's 'Edit Post' page (its second heading) are. Pages of our
own, and generated titles."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules import act, context, el, field, page
from wayfinder.observe.models import FormRef, Observation
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.core.editing import on_record
from wayfinder.plan.rules.step import StepInput
from wayfinder.plan.rules.work import AddToRecord


def _results(title: str, shape: str) -> Observation:
    """A search's results (a blog's or a wiki's) or a front page, each with the record as a linked heading."""
    if shape == "blog-search":
        return page(
            field(1, "s", itype="search", placeholder="Search"),
            el(2, "a", title, href="/2025/12/the-record/"),
            el(3, "a", "Older posts", href="/page/2/"),
            url=f"http://blog.test/?s={title.replace(' ', '+')}",
            title=f"Search Results for “{title}” – Town Notes",
            headings=[f'Results for "{title}"', title, "Recent Posts"],
        )
    if shape == "wiki-search":
        return page(
            field(1, "q", itype="search", placeholder="Search the wiki"),
            el(2, "a", title, href="/wiki/the-record"),
            url="http://wiki.test/search?q=x",
            title="Search - Team Wiki",
            headings=["Search", title, "Pages"],
        )
    return page(
        el(1, "a", "Town Notes", href="/"),
        el(2, "a", title, href="/2025/12/the-record/"),
        url="http://blog.test/",
        title="Town Notes – News from a small town",
        headings=["Town Notes", title, "Another Post"],
    )


_FORM = FormRef(i=0, action="http://blog.test/comments", method="post")


def _record_page(title: str, shape: str) -> Observation:
    if shape == "post":
        return page(
            el(1, "a", "Town Notes", href="/"),
            el(2, "textarea", "", name="comment", label="Comment", form=_FORM),
            el(3, "input", "", input_type="submit", value="Post Comment", label="Post Comment", form=_FORM),
            url="http://blog.test/2025/12/the-record/",
            title=f"{title} – Town Notes",
            headings=[title, "Leave a comment"],
        )
    return page(
        el(1, "h1", title, role="textbox", label="Add title"),
        url="http://blog.test/wp-admin/post.php?post=3&action=edit",
        title=f"Edit Post “{title}” ‹ Town Notes",
        headings=["Edit Post", title, "Summary"],
    )


def _si(obs: Observation, record: str) -> StepInput[AddToRecord]:
    item = AddToRecord(text="t", record=record, comment="Hi")
    return StepInput(ctx=context("t", obs), step=item, index=0, state={}, memory={})


RESULT_SHAPES = ["blog-search", "wiki-search", "front-page"]


@pytest.mark.parametrize("shape", RESULT_SHAPES)
def test_a_page_that_links_to_the_record_is_not_its_page(shape: str) -> None:
    title = "Night Train to Vienna"
    assert not on_record(_si(_results(title, shape), title), title)


@pytest.mark.parametrize("shape", ["post", "editor"])
def test_the_records_own_page_is(shape: str) -> None:
    assert on_record(_si(_record_page("Night Train to Vienna", shape), "x"), "Night Train to Vienna")


_WORD = st.sampled_from(["Harbor", "Winter", "Night", "Train", "Soup", "Garden", "Market", "Bread", "Walk"])


@settings(max_examples=40, deadline=None)
@given(st.lists(_WORD, min_size=2, max_size=5, unique=True), st.sampled_from(RESULT_SHAPES))
def test_generated_titles_lead_to_their_result(words: list[str], shape: str) -> None:
    title = " ".join(words)
    goal = f"leave a comment on the {title} post saying 'Lovely, thanks'"
    got = act(decide(context(goal, _results(title, shape))))
    assert got == {"type": "click", "element_id": 2}, got


def test_a_records_page_gets_the_comment() -> None:
    goal = "leave a comment on the Night Train to Vienna post saying 'Lovely, thanks'"
    got: dict[str, Any] = act(decide(context(goal, _record_page("Night Train to Vienna", "post"))))
    assert got["type"] == "type" and got["element_id"] == 2 and got["text"] == "Lovely, thanks"
