"""Which elements the planner gets when a page has more than ``mapping_limit`` (pure).

Goal-matching candidates go first (they are what the planner most likely needs), then the rest of
the budget is shared between zones so a long footer or mega-menu cannot crowd out the main content:
each zone gets an equal share, zones that need less give the surplus back, and leftovers go by
priority (main, modal, nav, header, aside, footer). Inside a zone, elements on screen come first.
The kept elements stay in page order so the rendering reads like the page.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from wayfinder.observe.models import Element
from wayfinder.observe.terms import match_score

ZONE_PRIORITY = ("main", "modal", "nav", "header", "aside", "footer")
CANDIDATE_SHARE = 2 / 3  # at most this part of the budget goes to goal candidates


def rank_candidates(
    elements: Sequence[Element], terms: Sequence[str], avoid: Collection[int] = ()
) -> list[int]:
    """Ids of elements matching the goal terms, best first; avoided ids go last; ties by page order."""
    scored = [(match_score(el, terms), pos, el.id) for pos, el in enumerate(elements)]
    hits = [s for s in scored if s[0] > 0]
    hits.sort(key=lambda s: (s[2] in avoid, -s[0], s[1]))
    return [s[2] for s in hits]


def _zone_quotas(counts: dict[str, int], budget: int) -> dict[str, int]:
    """Water-filling: equal shares, surplus of small zones redistributed, remainder by priority."""
    quotas = dict.fromkeys(counts, 0)
    open_zones = [z for z in ZONE_PRIORITY if counts.get(z, 0) > 0]
    while budget > 0 and open_zones:
        share = max(1, budget // len(open_zones))
        for zone in list(open_zones):
            take = min(share, counts[zone] - quotas[zone], budget)
            quotas[zone] += take
            budget -= take
            if quotas[zone] >= counts[zone]:
                open_zones.remove(zone)
            if budget == 0:
                break
    return quotas


def limit_elements(
    elements: Sequence[Element],
    terms: Sequence[str],
    limit: int,
    avoid: Collection[int] = (),
) -> tuple[list[Element], list[int]]:
    """Keep at most ``limit`` elements; return them (page order) and the kept candidates (best first)."""
    ranked = rank_candidates(elements, terms, avoid)
    if len(elements) <= limit:
        return list(elements), ranked
    keep_ids = set(ranked[: max(1, int(limit * CANDIDATE_SHARE))])
    rest = [el for el in elements if el.id not in keep_ids]
    counts: dict[str, int] = {}
    for el in rest:
        counts[el.zone] = counts.get(el.zone, 0) + 1
    quotas = _zone_quotas(counts, limit - len(keep_ids))
    by_zone: dict[str, list[Element]] = {}
    for el in rest:
        by_zone.setdefault(el.zone, []).append(el)
    for zone, members in by_zone.items():
        members = sorted(members, key=lambda e: not e.in_viewport)  # stable: page order within groups
        keep_ids.update(el.id for el in members[: quotas.get(zone, 0)])
    kept = [el for el in elements if el.id in keep_ids]
    return kept, [i for i in ranked if i in keep_ids]
