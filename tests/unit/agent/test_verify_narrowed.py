"""A list asked narrowed is shown narrowed (``verify/narrowed.py``): the whole list of loans is not "the
loans still out", the whole laptop listing not "the laptops by Acme", the blog not "the posts in the
Recipes category" - whatever the frame calls the filter (a status, a facet, a category). The page shows
the narrowing by its address (a parameter, a path), a chosen option, or rows that all carry the value.
Pages of our own shaped on two suites: a library's admin changelist, a shop's facet listing, a blog.
"""

from __future__ import annotations

import pytest

from tests.fixtures.verify import page
from wayfinder.agent.verify import PageEntry, goal_frame, verify_claim

ADMIN = "http://library.test/admin/catalog/loan/"
LOANS_ROWS = (
    "Loan\tMember\tStatus\nLoan 17\tIsla Xu\tout\nLoan 18\tRavi Das\treturned\nLoan 19\tAmy Lo\toverdue\n"
)
ALL_LOANS = page(
    ADMIN, "Select loan to view\n" + LOANS_ROWS + "3 loans", title="Select loan to view", page_type="grid"
)
OUT_LOANS = page(
    f"{ADMIN}?status__exact=out",
    "Select loan to view\nLoan\tMember\tStatus\nLoan 17\tIsla Xu\tout\n1 loan",
    title="Select loan to view",
    page_type="grid",
)
SHOP = "http://shop.test/laptops"
ALL_LAPTOPS = page(
    SHOP,
    "Laptops\nAcme Air 13 $499.00\nZed Book 14 $699.00\n2 products",
    title="Laptops",
    page_type="listing",
)
ACME_LAPTOPS = page(
    f"{SHOP}?brand=acme", "Laptops\nAcme Air 13 $499.00\n1 products", title="Laptops", page_type="listing"
)
CHEAP_LAPTOPS = page(
    f"{SHOP}?max_price=600", "Laptops\nAcme Air 13 $499.00\n1 products", title="Laptops", page_type="listing"
)
BLOG = page(
    "http://blog.test/",
    "Garden Blog\nWild garlic pesto\nTomato seeds\n",
    title="Garden Blog",
    page_type="listing",
)
RECIPES = page(
    "http://blog.test/posts/category/recipes/",
    "Recipes\nWild garlic pesto\n",
    title="Posts in Recipes - Garden Blog",
    page_type="listing",
)

STATUS = ["show me the loans with status out", "hi, can you show me the loans whose status is out please"]
FACET = ["show me the laptops by Acme", "show me the laptops from Acme please"]
CATEGORY = ["show me all posts in the Recipes category", "hey, show me the posts in the Recipes category"]
BOUND = ["show me the laptops under $600", "show me laptops cheaper than $600 please"]


def _ok(goal: str, final: PageEntry) -> bool:
    return verify_claim(goal_frame(goal), stop_reason="done_success", answer=None, ledger=[final]).verified


@pytest.mark.parametrize(
    ("goals", "whole", "narrowed"),
    [
        (STATUS, ALL_LOANS, OUT_LOANS),
        (FACET, ALL_LAPTOPS, ACME_LAPTOPS),
        (CATEGORY, BLOG, RECIPES),
        (BOUND, ALL_LAPTOPS, CHEAP_LAPTOPS),
    ],
    ids=["status", "facet", "category", "bound"],
)
def test_the_whole_list_is_refused_the_narrowed_one_kept(
    goals: list[str], whole: PageEntry, narrowed: PageEntry
) -> None:
    for goal in goals:
        assert _ok(goal, narrowed), goal
        verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=None, ledger=[whole])
        assert not verdict.verified and "not narrowed" in verdict.sentence, goal


def test_rows_that_all_carry_the_value_show_the_narrowing() -> None:
    only_out = page(
        ADMIN,
        "Select loan to view\nLoan\tMember\tStatus\nLoan 17\tIsla Xu\tout\nLoan 21\tBo Li\tout\n2 loans",
        title="Select loan to view",
        page_type="grid",
    )
    assert _ok(STATUS[0], only_out)


def test_a_list_asked_without_a_filter_is_met_by_the_whole_list() -> None:
    assert _ok("show me the loans", ALL_LOANS)
    assert _ok("show me the laptops", ALL_LAPTOPS)


def test_a_whole_list_sorted_by_a_column_with_its_all_choices_marked_is_refused() -> None:
    # the admin's sidebar marks 'All' and 'Any date' chosen, a skip link points at the page itself
    sorted_all = ALL_LOANS.model_copy(
        update={"url": f"{ADMIN}?o=4.-2", "chosen": ("Skip to main content", "All", "Any date")}
    )
    assert not _ok(STATUS[0], sorted_all)
    chosen_out = sorted_all.model_copy(update={"chosen": ("Skip to main content", "On loan", "Any date")})
    assert _ok(STATUS[0], chosen_out)
