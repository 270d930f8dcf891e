"""Hashes are stable (not salted), short, and change only with what they fingerprint."""

from __future__ import annotations

from wayfinder.observe.hashing import candidate_hash, dom_hash, mapping_hash
from wayfinder.observe.models import BBox, Element
from wayfinder.observe.parse import parse_snapshot


def el(i: int, text: str, y: float = 0) -> Element:
    return Element(id=i, tag="a", text=text, href=f"http://x/{text}", bbox=BBox(x=0, y=y, w=1, h=1))


def test_mapping_hash_ignores_ids_and_positions_but_not_names_or_url() -> None:
    a = mapping_hash("http://x/", [el(1, "A"), el(2, "B")])
    assert len(a) == 16 and int(a, 16) >= 0
    assert a == mapping_hash("http://x/", [el(7, "A", y=300), el(9, "B")])
    assert a != mapping_hash("http://x/", [el(1, "A"), el(2, "C")])
    assert a != mapping_hash("http://x/?p=2", [el(1, "A"), el(2, "B")])


def test_candidate_hash_follows_candidates() -> None:
    elements = [el(1, "A"), el(2, "B")]
    assert candidate_hash(elements, [1]) != candidate_hash(elements, [2])
    assert candidate_hash(elements, [1]) == candidate_hash([el(1, "A")], [1])


def test_dom_hash() -> None:
    assert dom_hash("120:4:ab") == dom_hash("120:4:ab") != dom_hash("121:4:ab")


def test_parse_snapshot_validates_script_output() -> None:
    raw = {
        "url": "http://x/",
        "title": "T",
        "elements": [
            {
                "id": 1,
                "tag": "a",
                "text": "A",
                "zone": "nav",
                "bbox": {"x": 0, "y": 0, "w": 5, "h": 5},
                "aria": {},
            }
        ],
        "total": 0,
        "grids": [],
        "headings": ["H"],
        "text_digest": "t",
        "scroll_y": 0,
        "viewport_height": 800,
        "page_height": 1600,
        "dom_signature": "1:1:0",
        "script_ms": 1.5,
        "walk_ms": 1.0,
    }
    snap = parse_snapshot(raw)
    assert snap.total == 1 and snap.elements[0].zone == "nav" and snap.headings == ["H"]


def test_dom_hash_moves_with_visible_text() -> None:
    """A number changing in plain text (a generator, a counter) is a change of the page."""
    assert dom_hash("120:4:ab", "Your number: 7") != dom_hash("120:4:ab", "Your number: 8")
    assert dom_hash("120:4:ab", "same") == dom_hash("120:4:ab", "same")
