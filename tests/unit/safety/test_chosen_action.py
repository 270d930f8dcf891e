"""A list's bulk-action button does what its form's action menu has chosen (issue 28): 'Go' with
'Delete selected loans' chosen is a delete (high, asked whatever the goal says), with how many rows are
selected; the same button with a harmless or no action chosen stays what it was. Forms of our own: an
admin changelist (a POST form, a button 'Go') and a CMS list (a GET form, an input 'Apply')."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.actions.models import Click
from wayfinder.observe.models import Aria, BBox, Element, FormRef, Observation, SelectOption
from wayfinder.safety.risk import analyze_action
from wayfinder.settings import Settings as AppSettings


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def _menu(form: FormRef, chosen: str, options: tuple[str, ...]) -> Element:
    opts = [SelectOption(text=o, value=o.lower(), selected=o == chosen) for o in options]
    return Element(
        id=1,
        tag="select",
        bbox=BBox(x=0, y=0, w=150, h=24),
        aria=Aria(label="Action:"),
        options=opts,
        options_total=len(opts),
        form=form,
    )


ADMIN = ("---------", "Delete selected loans", "Mark as returned")
CMS = ("Bulk actions", "Edit", "Move to Trash", "Approve")
POST = FormRef(i=3, action="http://admin.test/admin/loan/", method="post")
GET = FormRef(i=0, action="http://cms.test/wp-admin/edit-comments.php", method="get")


def _decide(
    chosen: str, *, cms: bool = False, goal: str = "delete every loan that has been returned"
) -> tuple[str, str]:
    form = GET if cms else POST
    button = (
        Element(
            id=2,
            tag="input",
            input_type="submit",
            value="Apply",
            bbox=BBox(x=160, y=0, w=50, h=24),
            form=form,
        )
        if cms
        else Element(
            id=2,
            tag="button",
            text="Go",
            aria=Aria(label="Run the selected action"),
            bbox=BBox(x=160, y=0, w=36, h=24),
            form=form,
        )
    )
    menu = _menu(form, chosen, CMS if cms else ADMIN)
    obs = Observation(
        url="http://admin.test/admin/loan/", elements=[menu, button], text_digest="100 of 100 selected"
    )
    decision = analyze_action(Click(element_id=2), button, obs, AppSettings(), goal=goal)
    return decision.level, " ".join(decision.reasons)


def test_go_with_delete_chosen_is_a_delete_naming_the_action_and_the_rows() -> None:
    level, why = _decide("Delete selected loans")
    assert level == "high" and "deletes data" in why and "'Delete selected loans'" in why
    assert "100 of 100 selected" in why


def test_apply_with_move_to_trash_chosen_is_a_delete_on_a_get_form_too() -> None:
    level, why = _decide("Move to Trash", cms=True, goal="trash all the spam comments")
    assert level == "high" and "'Move to Trash'" in why


@pytest.mark.parametrize("chosen", ["---------", "Mark as returned"])
def test_the_same_button_with_no_delete_chosen_is_not_a_delete(chosen: str) -> None:
    level, why = _decide(chosen, goal="mark the loan of Salt Tides as returned")
    assert "deletes data" not in why and level != "high"


def test_a_delete_chosen_is_asked_even_when_the_goal_asks_for_it() -> None:
    level, _ = _decide("Delete selected loans", goal="delete every loan that has been returned")
    assert level == "high"
