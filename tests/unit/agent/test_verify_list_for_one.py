"""One item asked, a list reached (pure table): "open the cheapest 4K monitor", "open the product page
of the Logitech MX Master Wireless Mouse", "open Hiroshi Zimmermann" are not met by the results or the
listing that show the item among others (a list states how many it shows). The item's own page is,
and so is a listing when a list was asked ("go to the keyboards section"). Two shapes of list: a shop's
cards with "N products" and a records table with "N records found".
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

S = "http://site.test"
RESULTS = page(
    f"{S}/search?q=Logitech+MX+Master+Wireless+Mouse",
    'Results for "Logitech MX Master Wireless Mouse"\n2 products\nLogitech MX Master Wireless Mouse\n$89.99\n'
    "Logitech MX Master Wireless Mouse (2024)\n$99.99",
    title='Results for "Logitech MX Master Wireless Mouse" | Shop',
    page_type="detail",  # an observer may take a one-result page for an item's
)
MOUSE = page(
    f"{S}/p/205",
    "Logitech MX Master Wireless Mouse\nby Logitech\n$89.99 In stock",
    title="Logitech MX Master Wireless Mouse | Shop",
    page_type="detail",
)
MONITORS = page(
    f"{S}/c/monitors?facet=4K&max=300&sort=price_asc",
    "Monitors\n3 products\nAcer Vero 24 4K Monitor\n$204.99\nLG UltraGear 27 4K Monitor\n$236.99\nDell S27 4K\n$259.99",
    title="Monitors | Shop",
    page_type="listing",
    sort="Price: low to high",
)
ACER = page(
    f"{S}/p/69",
    "Acer Vero 24 4K Monitor\nby Acer\n$204.99",
    title="Acer Vero 24 4K Monitor | Shop",
    page_type="detail",
)
KEYBOARDS = page(
    f"{S}/c/keyboards",
    "Keyboards\n12 products\nLogitech K120\n$19.99",
    title="Keyboards | Shop",
    page_type="listing",
)
AUTHORS = page(
    f"{S}/admin/author/?q=Zimmermann",
    "Select author to change\n2 records found\nName\tCountry\nHiroshi Zimmermann\tJapan\nHana Zimmermann\tAustria",
    title="Select author to change | Library",
    page_type="grid",
)
AUTHOR = page(
    f"{S}/admin/author/61/change/?_changelist_filters=q%3DZimmermann",
    "Change author\nHiroshi Zimmermann\nName\tHiroshi Zimmermann\nCountry\tJapan",
    title="Hiroshi Zimmermann | Change author | Library",
    page_type="grid",
)
MOUSE_GOAL = "Open the product page of the Logitech MX Master Wireless Mouse."
AUTHOR_GOAL = "open the author Hiroshi Zimmermann"


@pytest.mark.parametrize(
    ("goal", "ledger", "verified"),
    [
        (MOUSE_GOAL, [RESULTS, MOUSE], True),
        ("open the cheapest 4K monitor under $300", [MONITORS, ACER], True),
        ("go to the keyboards section", [KEYBOARDS], True),
        ("go to Keyboards", [KEYBOARDS], True),  # a list named by its own name is the page asked
        ("open Monitors", [MONITORS], True),
        (AUTHOR_GOAL, [AUTHORS, AUTHOR], True),
        (MOUSE_GOAL, [RESULTS], False),
        ("open the cheapest 4K monitor under $300", [MONITORS], False),
        (AUTHOR_GOAL, [AUTHORS], False),
    ],
)
def test_one_item_asked_is_not_met_by_a_list(goal: str, ledger: list[PageEntry], verified: bool) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence


# A list named by its own name, matched as the project grounds names (word forms, one typo), on two
# shapes of list: a shop's cards ('N products') and a records table ('N records found').
LOANS = page(
    f"{S}/admin/loans/?status=overdue",
    "Overdue Loans\n12 records found\nMember\tBook\tDue\nIsla Xu\tDune\t2026-10-01",
    title="Overdue Loans | Library",
    page_type="grid",
)
MICE = page(
    f"{S}/c/wireless-mice",
    "Wireless Mice\n8 products\nLogitech M185 Wireless Mouse\n$14.99\nLogitech Wireless Mouse\n$24.99",
    title="Wireless Mice | Shop",
    page_type="listing",
)


@pytest.mark.parametrize(
    ("goal", "ledger", "verified"),
    [
        ("Go to Monitor", [MONITORS], True),  # singular for the plural name
        ("take me to the Mointors", [MONITORS], True),  # one typo
        ("open Overdue Loan", [LOANS], True),
        ("show me the Overdue Loans page", [LOANS], True),
        # a list is not the page of one item it shows, nor of a name it only shares words with
        ("open the Logitech Wireless Mouse", [MICE], False),
        ("open the Overdue Loan Notices", [LOANS], False),
    ],
)
def test_a_list_named_by_its_own_name_in_other_word_forms(
    goal: str, ledger: list[PageEntry], verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=None, ledger=ledger)
    assert verdict.verified is verified, verdict.sentence


@given(
    name=st.sampled_from(["Monitors", "Overdue Loans", "Garden Tools", "Home & Office"]),
    form=st.sampled_from([str.lower, str.title, str.upper, lambda s: s]),
    singular=st.booleans(),
    lead=st.sampled_from(["go to", "open", "take me to the", "please open the", "hi! go to"]),
)
@settings(max_examples=60, deadline=None)
def test_list_names_in_generated_wordings(name: str, form: Any, singular: bool, lead: str) -> None:
    said = form(name[:-1] if singular else name)
    listing = page(
        f"{S}/list/{name.lower().replace(' ', '-')}",
        f"{name}\n7 products\nOne Thing\n$5.00",
        title=f"{name} | Shop",
        page_type="listing",
    )
    verdict = verify_claim(
        goal_frame(f"{lead} {said}"), stop_reason="done_success", answer=None, ledger=[listing]
    )
    assert verdict.verified, verdict.sentence
