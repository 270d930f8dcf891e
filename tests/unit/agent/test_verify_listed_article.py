"""A record's name in a list cell may carry a leading article the goal left out, or the other way round
('The Secret Vineyard' in Django's change list for 'the copies of Secret Vineyard'; a blog's 'A Winter
Soup' for 'winter soup'): the article is no part of the name (helper A's request, round 18 - two django
dev goals were refused after a right change). A different name is still no match."""

from __future__ import annotations

import pytest

from wayfinder.agent.verify.listed_saves import _names


@pytest.mark.parametrize(
    ("cell", "named", "same"),
    [
        ("The Secret Vineyard", "secret vineyard", True),
        ("Secret Vineyard", "the secret vineyard", True),
        ("A Winter Soup — Pending", "winter soup", True),
        ("The Glass Clockmaker", "the glass clockmaker", True),
        ("The Secret Garden", "secret vineyard", False),
        ("Secret Vineyard Cookbook", "secret vineyard", False),
    ],
)
def test_a_leading_article_is_no_part_of_a_listed_name(cell: str, named: str, same: bool) -> None:
    assert _names(cell, named) is same
