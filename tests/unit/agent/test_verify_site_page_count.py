"""A whole site's page count said in no line is the number of pages its menu links to (pure tables):
"how many pages does this documentation site have?" on a docs theme whose side menu links the home page
(and its sections, anchors of that one page) and three more, or on a small business site whose top menu
links Home, About, Services, Contact and whose footer repeats two of them. A number the page shows for
something else ('5 minutes', 'Python 3.11') is no count of its pages; a line that says the count is read
as before, and a page with no menu leaves the count to its lines."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wayfinder.agent.verify import goal_frame, verify_claim
from wayfinder.agent.verify.evidence import page_entry
from wayfinder.agent.verify.ledger import PageEntry

D = "http://docs.test"
B = "http://bakery.test"


def _site(url: str, text: str, menu: list[str], *, extra: list[str] = (), cut: bool = False) -> PageEntry:
    links: list[dict[str, Any]] = [
        {"id": i + 1, "tag": "a", "text": f"link {i}", "href": href, "in_nav": True}
        for i, href in enumerate(menu)
    ]
    links += [
        {"id": 90 + i, "tag": "a", "text": "in text", "href": h, "in_nav": False} for i, h in enumerate(extra)
    ]
    obs = {
        "url": url,
        "title": "Home",
        "headings": ["Home"],
        "text_digest": text,
        "elements": links,
        "total_elements": len(links) + (40 if cut else 0),
        "page_type": "detail",
        "dom_hash": url,
    }
    return page_entry(obs, 1)


DOCS_TEXT = (
    "Wayfinder\nInstall takes 5 minutes on Python 3.11.\nSee the 4 exit codes and the 6 settings.\n"
    "A long paragraph: this page says the 5 exit codes, and no page is cut short by the theme."
)
DOCS_MENU = [
    f"{D}/",
    f"{D}/#usage",
    f"{D}/#mcp",
    f"{D}/docs/ARCHITECTURE/",
    f"{D}/docs/BENCHMARKS/",
    f"{D}/docs/SCALING/",
]
DOCS = _site(f"{D}/", DOCS_TEXT, DOCS_MENU, extra=[f"{D}/docs/EXTRA/", "https://www.mkdocs.org/"])
BAKERY_TEXT = "Fresh bread daily\nOpen 5 days a week, 3 ovens, since 2004.\nPages: none of your business"
BAKERY_MENU = [
    f"{B}/index.html",
    f"{B}/about.html",
    f"{B}/services.html",
    f"{B}/contact.html",
    f"{B}/about.html",
]
BAKERY = _site(f"{B}/", BAKERY_TEXT, [*BAKERY_MENU, "https://instagram.example/bakery"])
SAID = _site(f"{B}/", "Site map\nThis site has 5 pages, of which 3 ovens.", BAKERY_MENU)
NO_MENU = _site(f"{D}/", DOCS_TEXT, [f"{D}/"])
CUT = _site(f"{D}/", DOCS_TEXT, DOCS_MENU, cut=True)


@pytest.mark.parametrize(
    ("goal", "final", "answer", "verified"),
    [
        ("how many pages does this documentation site have?", DOCS, "The site has 4 pages.", True),
        ("hi there! how many pages does this documentation site have please?", DOCS, "4", True),
        ("how many pages does this documentation site have?", DOCS, "The site has 5 pages.", False),
        ("how many pages does this documentation site have?", DOCS, "It has 6.", False),
        ("How many pages are on this website?", BAKERY, "There are 4 pages.", True),
        ("How many pages are on this website?", BAKERY, "There are 5 pages.", False),
        ("How many pages are on this website?", BAKERY, "There are 3 pages.", False),
        # a line that says it is read as before; a page with no menu, or one cut short, leaves it to its lines
        ("How many pages are on this website?", SAID, "There are 5 pages.", True),
        ("how many pages does this documentation site have?", NO_MENU, "The site has 5 pages.", True),
        ("how many pages does this documentation site have?", CUT, "The site has 5 pages.", True),
    ],
)
def test_a_site_counts_the_pages_its_menu_links(
    goal: str, final: PageEntry, answer: str, verified: bool
) -> None:
    verdict = verify_claim(goal_frame(goal), stop_reason="done_success", answer=answer, ledger=[final])
    assert verdict.verified is verified, verdict.sentence or verdict.evidence


def test_the_menu_pages_are_paths_of_the_site_with_anchors_and_index_pages_folded() -> None:
    assert DOCS.menu_pages == ("/", "/docs/ARCHITECTURE", "/docs/BENCHMARKS", "/docs/SCALING")
    assert BAKERY.menu_pages == ("/", "/about.html", "/contact.html", "/services.html")
    assert NO_MENU.menu_pages == () and CUT.menu_pages == ()


@given(st.integers(min_value=1, max_value=9), st.integers(min_value=1, max_value=12))
def test_only_the_menu_s_number_is_the_count(extra_pages: int, answer: int) -> None:
    menu = [f"{D}/"] + [f"{D}/p{n}/" for n in range(extra_pages)]
    text = "Docs\n" + " ".join(f"{n} things" for n in range(1, 13))  # every number shows, about other things
    final = _site(f"{D}/", text, menu)
    verdict = verify_claim(
        goal_frame("how many pages does this documentation site have?"),
        stop_reason="done_success",
        answer=f"The site has {answer} pages.",
        ledger=[final],
    )
    assert verdict.verified is (answer == extra_pages + 1), verdict.sentence
