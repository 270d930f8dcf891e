"""Ranking tables: exact vs fuzzy, role and zone priors, demotion, field-name normalisation."""

from __future__ import annotations

import pytest

from tests.fixtures.rules import button, el, field
from wayfinder.plan.ranking import element_kind, find_field, rank_candidates, squash, text_score


def ids(ranked: list) -> list[int]:  # type: ignore[type-arg]
    return [e.id for e, _ in ranked]


@pytest.mark.parametrize(
    ("target", "text", "low", "high"),
    [
        ("Submit", "Submit", 1.0, 1.0),
        ("submit", "SUBMIT!", 1.0, 1.0),
        ("Dell UltraView", "Dell UltraView 27 4K Monitor", 0.75, 0.9),
        ("ultraview dell", "Dell UltraView 27", 0.5, 0.75),
        ("monitors", "Monitor", 0.5, 1.0),
        ("Recieve", "Receive", 0.5, 0.75),  # fuzzy spelling
        ("Checkout", "Contact us", 0.0, 0.0),
        ("red green blue", "green", 0.0, 0.0),  # one word of three is not a match
    ],
)
def test_text_score_table(target: str, text: str, low: float, high: float) -> None:
    assert low <= text_score(target, text) <= high


def test_quoted_target_prefers_exact_text() -> None:
    elements = [el(1, "button", "Submit form"), el(2, "button", "Submit")]
    assert ids(rank_candidates(elements, '"Submit"'))[0] == 2
    assert ids(rank_candidates(elements, "Submit", exact=True))[0] == 2
    # quoted: case differs -> still ahead of a looser match, behind the very same text
    cased = [el(1, "button", "submit now"), el(2, "button", "SUBMIT"), el(3, "button", "Submit")]
    assert ids(rank_candidates(cased, "'Submit'")) == [3, 2, 1]


def test_matches_aria_label_placeholder_name_id_value_href_options() -> None:
    elements = [
        el(1, "button", "", label="Close dialog"),
        field(2, "q", placeholder="Search the catalog"),
        el(3, "input", input_type="submit", value="Apply filters"),
        el(4, "a", "", href="/downloads/annual-report.pdf"),
        el(5, "select", name="country", options=["Sweden", "Norway"]),
        el(6, "div", "", dom_id="cartButton", role="button"),
    ]
    assert ids(rank_candidates(elements, "close"))[0] == 1
    assert ids(rank_candidates(elements, "search catalog"))[0] == 2
    assert ids(rank_candidates(elements, "apply filters"))[0] == 3
    assert ids(rank_candidates(elements, "annual report"))[0] == 4
    assert ids(rank_candidates(elements, "Norway"))[0] == 5
    assert ids(rank_candidates(elements, "cart"))[0] == 6


def test_role_prior_prefers_the_named_role() -> None:
    elements = [el(1, "a", "Search"), button(2, "Search")]
    assert ids(rank_candidates(elements, "search", role_hint="button"))[0] == 2
    assert ids(rank_candidates(elements, "search", role_hint="link"))[0] == 1


def test_zone_prior_main_over_footer_and_header_for_search() -> None:
    elements = [el(1, "a", "Contact", zone="footer"), el(2, "a", "Contact", zone="main")]
    assert ids(rank_candidates(elements, "contact"))[0] == 2
    assert ids(rank_candidates(list(reversed(elements)), "contact"))[0] == 2
    boxes = [field(3, "search", zone="main"), field(4, "search", zone="header")]
    assert ids(rank_candidates(boxes, "search", role_hint="search"))[0] == 4
    assert ids(rank_candidates(boxes, "search", zone_prior=False))[0] == 3  # ties keep page order


def test_disabled_and_avoided_come_last() -> None:
    elements = [button(1, "Next", disabled=True), button(2, "Next"), button(3, "Next page")]
    assert ids(rank_candidates(elements, "next")) == [2, 3, 1]
    assert ids(rank_candidates(elements, "next", avoid={2})) == [3, 1, 2]


def test_no_match_returns_nothing() -> None:
    assert rank_candidates([el(1, "a", "Home"), el(2, "a", "About")], "checkout") == []


@pytest.mark.parametrize("name", ["last_name", "Last name", "lastName", "LAST-NAME", "last name"])
def test_find_field_normalises_names(name: str) -> None:
    elements = [field(1, "first_name", label="First name"), field(2, "lastName"), field(3, "zip")]
    found = find_field(elements, name)
    assert found is not None and found.id == 2


def test_find_field_uses_label_placeholder_id_and_type() -> None:
    elements = [
        field(1, "f1", label="E-mail address"),
        field(2, "f2", placeholder="Your phone"),
        el(3, "input", input_type="text", dom_id="zip_code"),
        field(4, "f4", itype="password"),
        button(5, "Password reset"),
    ]
    assert find_field(elements, "email address").id == 1  # type: ignore[union-attr]
    assert find_field(elements, "phone").id == 2  # type: ignore[union-attr]
    assert find_field(elements, "Zip Code").id == 3  # type: ignore[union-attr]
    assert find_field(elements, "password").id == 4  # type: ignore[union-attr]
    assert find_field(elements, "city") is None


def test_username_synonyms() -> None:
    assert find_field([field(1, "login")], "username").id == 1  # type: ignore[union-attr]
    assert find_field([field(1, "email")], "username").id == 1  # type: ignore[union-attr]


def test_element_kind_table() -> None:
    assert element_kind(button(1, "x")) == "button"
    assert element_kind(el(1, "input", input_type="submit")) == "button"
    assert element_kind(el(1, "input", input_type="checkbox")) == "checkbox"
    assert element_kind(el(1, "div", role="tab")) == "tab"
    assert element_kind(el(1, "select")) == "select"
    assert element_kind(el(1, "textarea")) == "field"
    assert element_kind(el(1, "a")) == "link"
    assert squash("Last_Name - x") == "lastnamex"
