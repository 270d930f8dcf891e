"""mapping_limit: goal candidates first, a balanced share per zone, page order kept."""

from __future__ import annotations

from wayfinder.observe.models import BBox, Element
from wayfinder.observe.select import limit_elements, rank_candidates

ON = BBox(x=0, y=10, w=10, h=10)
OFF = BBox(x=0, y=5000, w=10, h=10)


def el(i: int, text: str, zone: str = "main", on_screen: bool = True) -> Element:
    return Element(id=i, tag="a", text=text, zone=zone, bbox=ON if on_screen else OFF, in_viewport=on_screen)  # type: ignore[arg-type]


def test_under_the_limit_everything_is_kept_in_order() -> None:
    elements = [el(1, "Home", "nav"), el(2, "Blue widget"), el(3, "Red widget")]
    kept, candidates = limit_elements(elements, ["blue", "widget"], 10)
    assert kept == elements
    assert candidates == [2, 3]


def test_candidates_first_then_balanced_zones() -> None:
    footer = [el(i, f"Footer {i}", "footer") for i in range(1, 101)]
    main = [el(i, f"Item {i}") for i in range(101, 201)]
    target = el(500, "Blue widget", on_screen=False)
    elements = [*main, target, *footer]
    kept, candidates = limit_elements(elements, ["blue", "widget"], 20)
    assert len(kept) == 20
    assert candidates == [500]
    zones = [e.zone for e in kept if e.id != 500]
    assert zones.count("main") >= 9 and zones.count("footer") >= 9
    ids = [e.id for e in kept]
    assert ids == sorted(ids, key=lambda i: [e.id for e in elements].index(i))  # page order


def test_small_zones_give_their_share_back() -> None:
    elements = [el(1, "Close", "modal")] + [el(i, f"Item {i}") for i in range(2, 60)]
    kept, _ = limit_elements(elements, [], 10)
    assert [e.zone for e in kept].count("modal") == 1
    assert len(kept) == 10


def test_on_screen_elements_win_within_a_zone() -> None:
    elements = [el(i, f"Below {i}", on_screen=False) for i in range(1, 20)] + [el(50, "Visible")]
    kept, _ = limit_elements(elements, [], 5)
    assert 50 in [e.id for e in kept]


def test_avoided_candidates_rank_last() -> None:
    elements = [el(1, "Next"), el(2, "Next page")]
    assert rank_candidates(elements, ["next"]) == [1, 2]
    assert rank_candidates(elements, ["next"], avoid=[1]) == [2, 1]


def test_candidate_share_is_capped() -> None:
    elements = [el(i, f"Widget {i}") for i in range(1, 40)] + [
        el(i, f"Nav {i}", "nav") for i in range(40, 60)
    ]
    kept, candidates = limit_elements(elements, ["widget"], 12)
    assert len(kept) == 12
    assert len(candidates) <= 12
    assert any(e.zone == "nav" for e in kept)
