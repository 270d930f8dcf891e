"""``facets.leads_here``: a link whose address is the page's own (pure table, generated variants)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.read.facets import leads_here

ADMIN = "http://127.0.0.1:8000/admin/catalog/book/?language__exact=de"
DOCS = "http://127.0.0.1:8001/docs/start/"
WP = "http://127.0.0.1:8002/wp-admin/edit.php?post_status=future&post_type=post"


@pytest.mark.parametrize(
    ("href", "url", "here"),
    [
        ("?language__exact=de", ADMIN, True),  # the filter the list is opened on
        ("?language__exact=de&o=2", ADMIN, False),  # adds an order: another view of it
        ("?language__exact=fr", ADMIN, False),
        ("?", ADMIN, False),  # 'All' drops the filter
        ("/admin/catalog/book/", ADMIN, False),
        ("./", DOCS, True),  # a docs nav entry for the open page
        (".", DOCS, True),
        ("index.html", DOCS, True),
        ("../start/", DOCS, True),
        ("../", DOCS, False),
        ("#usage", DOCS, False),  # a link into the page scrolls, it enters nothing
        ("http://127.0.0.1:9999/docs/start/", DOCS, False),  # another host
        ("edit.php?post_status=future&post_type=post", WP, True),  # the current view
        ("edit.php?post_type=post&post_status=future", WP, True),
        ("edit.php?post_type=post", WP, False),  # 'All (9)'
        ("edit.php?post_status=draft&post_type=post", WP, False),
        ("javascript:void(0)", DOCS, False),
        (None, DOCS, False),
    ],
)
def test_a_link_at_the_pages_own_address(href: str | None, url: str, here: bool) -> None:
    assert leads_here(href, url) is here


def test_a_page_number_or_order_the_page_has_is_no_narrowing() -> None:
    assert leads_here("?language__exact=de", ADMIN + "&p=2&o=1")  # the filter's link keeps no page
    assert not leads_here("?language__exact=de", ADMIN + "&genre__exact=3")  # the page narrows more


_KEY = st.text("abcdefgh_", min_size=1, max_size=8)
_VALUE = st.text("abcxyz019", min_size=1, max_size=6)


@given(params=st.dictionaries(_KEY, _VALUE, min_size=1, max_size=4), extra=st.tuples(_KEY, _VALUE))
def test_the_same_parameters_in_any_order_are_here_and_one_more_is_not(
    params: dict[str, str], extra: tuple[str, str]
) -> None:
    query = "&".join(f"{k}={v}" for k, v in params.items())
    url = f"http://site.test/list/?{query}"
    shuffled = "&".join(f"{k}={v}" for k, v in reversed(params.items()))
    assert leads_here(f"?{shuffled}", url)
    if extra[0] not in params:
        assert not leads_here(f"?{shuffled}&{extra[0]}={extra[1]}", url)
