"""Tree folders without ARIA state (``plan/rules/core/tree.py``, reached through ``page.explore``), as
decision tables over hand-built observations (pure)."""

from __future__ import annotations

from tests.fixtures.rules import act, after, context, el, page
from wayfinder.observe.models import BBox, Element, Observation
from wayfinder.plan.rules import decide
from wayfinder.plan.rules.work import ClickOn


def row(
    eid: int, tag: str, text: str, y: float, x: float = 2, w: float = 156, h: float = 15, **kw: object
) -> Element:
    return Element(id=eid, tag=tag, text=text, bbox=BBox(x=x, y=y, w=w, h=h), **kw)  # type: ignore[arg-type]


def tree_page(opened: bool) -> Observation:
    elements = [
        row(1, "li", "Cristin", 52),
        row(2, "div", "", 53, w=16, classes="hitarea expandable-hitarea", near="Cristin"),
        row(3, "span", "Cristin", 53, x=18, w=140),
        row(4, "li", "Tora Emile", 67, h=30 if opened else 15),
        row(
            5,
            "div",
            "",
            68,
            w=16,
            classes="hitarea collapsable-hitarea" if opened else "hitarea expandable-hitarea",
        ),
        row(6, "span", "Tora", 68, x=18, w=140),
    ]
    if opened:
        elements.append(row(7, "li", "Emile", 82, x=18, w=140))
    return page(*elements, digest='Find and click on the folder or file named "Emile".')


def test_a_quoted_name_hidden_in_a_closed_folder_opens_that_folder_first() -> None:
    goal = 'Navigate through the file tree. Find and click on the folder or file named "Emile".'
    ctx = context(goal, tree_page(opened=False))
    res = decide(ctx)
    assert act(res) == {"type": "click", "element_id": 5}  # the toggle of 'Tora', not the partial match
    res2 = decide(after(ctx, res, tree_page(opened=True)))
    assert act(res2) == {"type": "click", "element_id": 7}


def test_closed_toggles_without_a_quoted_target_open_in_reading_order() -> None:
    from wayfinder.plan.rules.core.tree import closed_folder
    from wayfinder.plan.rules.step import StepInput

    step = ClickOn(target="Emile")
    si = StepInput(context("open Emile", tree_page(False)), step, 0, {}, {})
    found = closed_folder(si, set())
    assert found is not None and found[1].id == 2
    assert closed_folder(si, {2, 5}) is None
    assert el(9, "div", classes="collapsed").classes == "collapsed"
