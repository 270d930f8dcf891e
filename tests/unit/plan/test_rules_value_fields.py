"""A value goes into the field the goal names unless that list has no option meaning it and exactly one
other list or radio group of the form offers it (``core/record_forms.field_of``)."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import el
from wayfinder.observe.models import Element
from wayfinder.plan.rules.core.record_forms import field_of
from wayfinder.plan.rules.work import FieldValue

STATUSES = ["New", "In Progress", "Resolved", "Closed"]
PRIORITIES = ["Low", "Normal", "High", "Urgent", "Immediate"]


def _select(eid: int, label: str, options: list[str]) -> Element:
    return el(eid, "select", label=label, options=options, selected=options[0])


def _radios(first: int, group: str, labels: list[str]) -> list[Element]:
    return [
        el(first + i, "input", label=text, input_type="radio", name=group) for i, text in enumerate(labels)
    ]


FORM = [_select(1, "Status", STATUSES), _select(2, "Priority", PRIORITIES), el(3, "textarea", label="Notes")]


@pytest.mark.parametrize("value", ["Urgent", "urgent", "Immediate", "Low"])
@pytest.mark.parametrize("named", ["status", "state"])
def test_a_value_the_named_list_lacks_goes_into_the_one_list_that_offers_it(named: str, value: str) -> None:
    found = field_of(FieldValue(field=named, value=value), FORM)
    assert found is not None and found.id == 2


@pytest.mark.parametrize("value", STATUSES)
def test_a_value_the_named_list_offers_stays_there(value: str) -> None:
    found = field_of(FieldValue(field="status", value=value), FORM)
    assert found is not None and found.id == 1


def test_a_value_named_where_no_field_has_that_name_finds_its_list() -> None:
    form = [_select(2, "Priority", PRIORITIES), el(3, "textarea", label="Notes")]
    found = field_of(FieldValue(field="status", value="Urgent"), form)
    assert found is not None and found.id == 2


def test_a_value_two_other_lists_offer_is_left_in_the_field_named() -> None:
    form = [*FORM, _select(4, "Severity", ["Minor", "Major", "Urgent"])]
    found = field_of(FieldValue(field="status", value="Urgent"), form)
    assert found is not None and found.id == 1  # not guessed: the form's fill says Status has no 'Urgent'


def test_a_radio_button_of_another_group_is_the_field() -> None:
    form = [
        _select(1, "Status", ["Open", "Waiting", "Solved"]),
        *_radios(10, "prio", ["Low", "Normal", "High"]),
    ]
    found = field_of(FieldValue(field="status", value="High"), form)
    assert found is not None and found.id == 12


def test_a_taken_list_is_not_used_again() -> None:
    found = field_of(FieldValue(field="status", value="Urgent"), FORM, taken={2})
    assert found is not None and found.id == 1


def test_a_text_field_named_keeps_its_value() -> None:
    form = [el(5, "input", label="Status note", input_type="text", name="status"), *FORM[1:]]
    found = field_of(FieldValue(field="status", value="Urgent"), form)
    assert found is not None and found.id == 5
