"""Stage promotion is monotonic and follows the rule documented in agent/stages.py."""

from __future__ import annotations

import pytest

from wayfinder.agent.stages import (
    STAGES,
    StageSignals,
    goal_classes,
    history_signals,
    meta_allowed,
    promote,
    stage_budget,
    stage_stalled,
    target_stage,
)
from wayfinder.observe.models import Observation
from wayfinder.plan.base import HistoryEntry
from wayfinder.settings import Settings


@pytest.mark.parametrize("current", STAGES)
@pytest.mark.parametrize("target", STAGES)
def test_promote_never_goes_backwards(current: str, target: str) -> None:
    result = promote(current, target)
    assert STAGES.index(result) == max(STAGES.index(current), STAGES.index(target))


def sig(**kw: object) -> StageSignals:
    base: dict[str, object] = {"url": "http://x/", "elements": 5, "candidates": 0, "page_type": "other"}
    base.update(kw)
    return StageSignals(**base)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kind", "signals", "expected"),
    [
        ("object", sig(url="about:blank"), "orient"),
        ("object", sig(elements=0), "orient"),
        ("object", sig(), "context"),
        ("object", sig(candidates=2), "locate"),
        ("object", sig(term_hit_ratio=0.5), "locate"),
        ("object", sig(term_hit_ratio=0.4), "context"),
        ("object", sig(acted_on_candidate_ok=True), "locate"),
        ("object", sig(candidates=1, page_type="detail"), "locate"),
        ("object", sig(candidates=1, page_type="detail", acted_on_candidate_ok=True), "verify"),
        ("list", sig(candidates=3, page_type="listing"), "verify"),
        ("list", sig(candidates=3, page_type="detail"), "locate"),
        ("action", sig(candidates=1, last_on_candidate_changed=True, acted_on_candidate_ok=True), "verify"),
        ("action", sig(candidates=1), "locate"),
        ("object", sig(candidates=1, last_progress_score=0.6), "verify"),
        ("object", sig(last_progress_score=0.9), "context"),  # score alone never skips locate
    ],
)
def test_target_stage(kind: str, signals: StageSignals, expected: str) -> None:
    assert target_stage(kind, signals) == expected


@pytest.mark.parametrize(
    ("goal", "kind", "mode"),
    [
        ("Open the Dell 27 4K monitor", "object", "find"),
        ("List all monitors under $300", "list", "answer"),
        ("Add the cheapest keyboard to the cart", "action", "find"),
        ("What is the price of the Dell monitor?", "object", "answer"),
        ("Download the invoice PDF", "object", "download"),
        ("Browse the laptops", "object", "browse"),
    ],
)
def test_goal_classes_come_from_the_frame(goal: str, kind: str, mode: str) -> None:
    assert goal_classes(goal) == (kind, mode)


def test_meta_allowed_only_in_locate_and_verify() -> None:
    assert [s for s in STAGES if meta_allowed(s)] == ["locate", "verify"]


def test_stage_budget_and_stall() -> None:
    settings = Settings(max_steps=30, max_no_progress_steps=8)
    budget = stage_budget(settings)
    assert budget == 15
    assert stage_stalled("context", 0, 15, budget)
    assert not stage_stalled("context", 1, 15, budget)
    assert not stage_stalled("locate", 0, 100, budget)


def test_history_signals() -> None:
    click = {"type": "click", "element_id": 1}
    assert history_signals([]) == (False, False)
    hist = [HistoryEntry(step=1, action=click, on_candidate=True, ok=True)]
    assert history_signals(hist) == (True, False)
    hist.append(HistoryEntry(step=2, action=click, on_candidate=True, ok=True, url_changed=True))
    assert history_signals(hist) == (True, True)
    failed = HistoryEntry(step=1, action=click, on_candidate=True, ok=False, url_changed=True)
    assert history_signals([failed]) == (False, False)


def test_early_detail_only_when_certain() -> None:
    from wayfinder.agent.checks import early_detail

    last = HistoryEntry(
        step=1, action={"type": "click", "element_id": 4}, on_candidate=True, ok=True, url_changed=True
    )
    state = {"goal_kind": "object", "task_mode": "find"}
    obs = Observation(
        url="http://shop/p/1",
        title="Dell 27 4K Monitor | Shop",
        headings=["Dell 27 4K Monitor"],
        text_digest="Dell 27 4K Monitor $279.99 In stock",
        page_type="detail",
    )
    stop = early_detail(state, obs, last, ["dell", "monitor"])
    assert stop is not None and stop[0] == "early_detail"
    assert stop[1]["answer"] == "found 'Dell 27 4K Monitor' at $279.99"
    assert early_detail(state, obs, last, ["dell", "monitor", "$300"]) is None  # a term not in the title
    listing = obs.model_copy(update={"page_type": "listing"})
    assert early_detail(state, listing, last, ["dell"]) is None
    assert early_detail({**state, "task_mode": "answer"}, obs, last, ["dell"]) is None
    assert early_detail({**state, "goal_kind": "action"}, obs, last, ["dell"]) is None
    unchanged = last.model_copy(update={"url_changed": False})
    assert early_detail(state, obs, unchanged, ["dell"]) is None
    assert early_detail(state, obs, None, ["dell"]) is None  # no action yet
    assert early_detail(state, obs, last, []) is None
