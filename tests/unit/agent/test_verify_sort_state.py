"""A listing sorted by a click on a column header is a sorted listing: the sort its address carries
(named by the header link that toggles it: '?o=3' / '?o=-3', '?ordering=weight' / '?ordering=-weight',
'?sort=weight&dir=asc' / '...&dir=desc'), or the one header that shows an arrow or 'sorted ...' text.
The least of a list sorted up, the most of one sorted down, read on its first page, are backed; the
other way, another column, a mark on every column, or a click's helper text back nothing. Pages and
names of our own."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.verify import FrameF, StepF, Sup
from wayfinder.agent.verify import verify_claim
from wayfinder.agent.verify.evidence import page_entry
from wayfinder.agent.verify.sort_state import address_sort, header_sort, sorted_by

HOST = "http://kennel.test/admin/dogs/"
ROWS = "Rex\tBeagle\t9\nBo\tPug\t11\nMax\tBoxer\t27"


def _links(pairs: list[tuple[str, str]]) -> list[dict[str, Any]]:
    return [{"id": i + 1, "tag": "a", "text": t, "href": h} for i, (t, h) in enumerate(pairs)]


def _listing(url: str, links: list[tuple[str, str]], headers: list[str], step: int = 2) -> object:
    sep = "&" if "?" in url else "?"
    pager = [(str(n), f"{url}{sep}p={n}") for n in (2, 3)] + [("Next", f"{url}{sep}p=2")]
    obs = {
        "url": url,
        "title": "Select dog to change | Kennel admin",
        "headings": ["Select dog to change"],
        "text_digest": "61 dogs\n" + ROWS,
        "elements": [*_links(links + pager), {"id": 90, "tag": "a", "text": "Rex", "href": "/admin/dogs/4/"}],
        "grids": [{"index": 0, "kind": "table", "headers": headers, "row_count": 3, "sample_rows": []}],
        "page_type": "grid",
        "dom_hash": url + "".join(headers),
    }
    return page_entry(obs, step)


def _frame(direction: str) -> FrameF:
    word = "lightest" if direction == "min" else "heaviest"
    return FrameF(
        f"which dog is the {word}?",
        task_mode="answer",
        answer_kind="text",
        steps=(StepF("answer", "dog", superlative=Sup("weight", direction)),),
    )


def _verdict(direction: str, *entries: object, answer: str = "It is Rex.") -> Any:
    return verify_claim(_frame(direction), stop_reason="done_success", answer=answer, ledger=list(entries))


PLAIN = ["Name", "Breed", "Weight"]


@pytest.mark.parametrize(
    ("url", "link", "expected"),
    [
        (f"{HOST}?o=3", ("Weight", "?o=-3"), "Weight ascending"),
        (f"{HOST}?o=-3", ("Weight", "?o=3"), "Weight descending"),
        (f"{HOST}?o=3.-1", ("Weight", "?o=-3.-1"), "Weight ascending"),
        (f"{HOST}?ordering=-weight", ("Weight", "?ordering=weight"), "Weight descending"),
        (f"{HOST}?sort=weight&dir=asc", ("Weight", "?sort=weight&dir=desc"), "Weight ascending"),
        (f"{HOST}?sort=weight&order=DESC", ("Weight ▼", "?sort=weight&order=ASC"), "Weight descending"),
    ],
)
def test_the_address_sort_is_named_by_the_header_link_that_toggles_it(
    url: str, link: tuple[str, str], expected: str
) -> None:
    others = [("Name", "?o=1"), ("Breed", f"{url}&x=1"), ("Remove from sorting", "?o=")]
    assert address_sort(url, _links([*others, link])) == expected


@pytest.mark.parametrize(
    ("url", "link"),
    [
        (HOST, ("Weight", "?o=3")),  # not sorted yet: the link sorts, the page is not sorted
        (f"{HOST}?o=3", ("Weight", "?o=4")),  # another column
        (f"{HOST}?o=3", ("Weight", "/admin/cats/?o=-3")),  # another listing
        (f"{HOST}?o=3&q=rex", ("Weight", "?o=-3")),  # two parameters differ
        (f"{HOST}?dir=asc", ("Weight", "?dir=up")),  # not a direction's other word
    ],
)
def test_no_toggle_no_address_sort(url: str, link: tuple[str, str]) -> None:
    assert address_sort(url, _links([link])) is None


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        (["Name", "Breed", "Weight ▲"], "Weight ascending"),
        (["Name ", "Breed", "↓ Weight"], "Weight descending"),
        (["Name", "Breed", "Weight (sorted descending)"], "Weight descending"),
        (["Name", "Breed", "Weight sorted ascending"], "Weight ascending"),
    ],
)
def test_the_one_marked_header_is_the_sort(headers: list[str], expected: str) -> None:
    assert header_sort(headers) == expected


@pytest.mark.parametrize(
    "headers",
    [
        PLAIN,
        ["Name ⇅", "Breed ⇅", "Weight ⇅"],  # sortable, not sorted
        ["Name ▲▼", "Breed", "Weight"],  # both ways
        ["Name ▲", "Breed", "Weight ▼"],  # two marked columns
        ["Name", "Breed", "Weight: activate to sort column descending"],  # what a click would do
    ],
)
def test_no_single_mark_no_header_sort(headers: list[str]) -> None:
    assert header_sort(headers) is None


def test_sorted_by_takes_the_column_and_the_way() -> None:
    assert sorted_by("Weight ascending", "weight", "min")
    assert sorted_by("Weight descending", "weight", "max")
    assert sorted_by("Price descending", "cost", "max")  # the column's synonyms
    assert not sorted_by("Weight ascending", "weight", "max")
    assert not sorted_by("Breed ascending", "weight", "min")
    assert not sorted_by("weight", "weight", "min")
    assert not sorted_by(None, "weight", "min")


def test_the_least_of_a_list_sorted_up_by_its_header_link_is_backed() -> None:
    up = _listing(f"{HOST}?o=3", [("Name", "?o=1.3"), ("Weight", "?o=-3")], PLAIN)
    verdict = _verdict("min", up)
    assert verdict.verified, verdict
    assert any("Weight ascending" in e for e in verdict.evidence)


def test_the_most_of_a_list_sorted_down_by_its_header_arrow_is_backed() -> None:
    down = _listing(f"{HOST}?sort=3", [("Name", "?sort=1")], ["Name", "Breed", "Weight ▼"])
    verdict = _verdict("max", down, answer="It is Max.")
    assert verdict.verified, verdict


@pytest.mark.parametrize(
    ("direction", "url", "links", "headers"),
    [
        ("max", f"{HOST}?o=3", [("Weight", "?o=-3")], PLAIN),  # sorted up, the most asked
        ("min", f"{HOST}?o=-3", [("Weight", "?o=3")], PLAIN),  # sorted down, the least asked
        ("min", f"{HOST}?o=2", [("Breed", "?o=-2")], PLAIN),  # sorted by another column
        ("min", f"{HOST}?sort=3", [], ["Name ⇅", "Breed ⇅", "Weight ⇅"]),  # marks of sortable columns
        ("min", f"{HOST}?sort=3", [], ["Name ▲", "Breed", "Weight"]),  # the arrow on another column
        ("min", HOST, [("Weight", "?o=3")], PLAIN),  # not sorted at all
    ],
)
def test_page_one_of_a_list_not_sorted_the_asked_way_backs_nothing(
    direction: str, url: str, links: list[tuple[str, str]], headers: list[str]
) -> None:
    verdict = _verdict(direction, _listing(url, links, headers))
    assert not verdict.verified
    assert "only page 1 was seen" in verdict.sentence


def _ranked_grid(url: str, link: tuple[str, str], rows: list[list[str]]) -> object:
    """A sorted admin table: an unnamed checkbox column, the sort's rank before the sorted names."""
    obs = {
        "url": url,
        "title": "Select dog to change | Kennel admin",
        "headings": ["Select dog to change"],
        "text_digest": "61 dogs",
        "elements": _links([link, ("2", f"{url}&p=2"), ("3", f"{url}&p=3")]),
        "grids": [
            {
                "index": 0,
                "kind": "table",
                "headers": ["", "2 Name", "Breed", "1 Weight"],
                "row_count": 25,
                "sample_rows": rows,
            }
        ],
        "page_type": "grid",
        "dom_hash": url,
    }
    return page_entry(obs, 2)


UP_ROWS = [["", "Rexford", "Beagle", "9"], ["", "Bosco", "Pug", "11"], ["", "Maximus", "Boxer", "27"]]


def test_only_the_first_row_of_a_ranked_sorted_table_is_the_least() -> None:
    up = _ranked_grid(f"{HOST}?o=3.1", ("1 Weight", "?o=-3.1"), UP_ROWS)
    assert _verdict("min", up, answer="It is Rexford.").verified
    refused = _verdict("min", up, answer="It is Bosco.")
    assert not refused.verified and "lowest weight" in refused.sentence
