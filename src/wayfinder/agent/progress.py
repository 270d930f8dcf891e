"""Progress scoring (pure): how much closer did the last step bring the goal, in [0, 1], and why.

Evidence and weights (summed, capped at 1.0):

* the URL changed                         0.25
* the title changed                       0.10
* a progress keyword appeared on the page 0.15  (settings.progress_keywords, not on the page before)
* goal terms found on the page            up to 0.30 (share of the goal's terms found)
* the action's target matched the goal    0.20  (its label contains a goal term)

A step with a score below ``PROGRESS_MIN`` (or whose action had no effect) is a no-progress step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wayfinder.observe.models import Observation

PROGRESS_MIN = 0.15
W_URL = 0.25
W_TITLE = 0.10
W_KEYWORD = 0.15
W_TERMS = 0.30
W_TARGET = 0.20


@dataclass(frozen=True)
class PageFacts:
    """The parts of an observation progress looks at."""

    url: str = ""
    title: str = ""
    text: str = ""  # headings + visible text digest, any case


@dataclass(frozen=True)
class ProgressScore:
    score: float
    evidence: list[str] = field(default_factory=list)
    progressed: bool = False


def term_hits(terms: Sequence[str], text: str) -> list[str]:
    """The goal terms found in ``text`` (case-insensitive)."""
    lowered = text.lower()
    return [t for t in terms if t and t.lower() in lowered]


def term_hit_ratio(terms: Sequence[str], text: str) -> float:
    return len(term_hits(terms, text)) / len(terms) if terms else 0.0


def score_progress(
    before: PageFacts,
    after: PageFacts,
    *,
    terms: Sequence[str],
    keywords: Sequence[str],
    target_label: str = "",
    no_effect: bool = False,
) -> ProgressScore:
    """Score one step from the page before and after it."""
    score = 0.0
    evidence: list[str] = []
    if after.url and after.url != before.url:
        score += W_URL
        evidence.append(f"url changed to {after.url}")
    if after.title and after.title != before.title:
        score += W_TITLE
        evidence.append(f"title changed to {after.title!r}")
    before_text, after_text = before.text.lower(), after.text.lower()
    new_keywords = [k for k in keywords if k and k.lower() in after_text and k.lower() not in before_text]
    if new_keywords:
        score += W_KEYWORD
        evidence.append("progress keywords: " + ", ".join(new_keywords[:5]))
    hits = term_hits(terms, after.title + " " + after.text)
    if terms and hits:
        score += W_TERMS * len(hits) / len(terms)
        evidence.append(f"goal terms on page: {', '.join(hits[:8])} ({len(hits)}/{len(terms)})")
    target_hits = term_hits(terms, target_label)
    if target_hits:
        score += W_TARGET
        evidence.append(f"target {target_label[:60]!r} matches the goal ({', '.join(target_hits[:4])})")
    score = round(min(1.0, score), 3)
    if no_effect:
        evidence.append("the action had no visible effect")
    progressed = (
        score >= PROGRESS_MIN and not no_effect and (after.url != before.url or after.text != before.text)
    )
    return ProgressScore(score, evidence, progressed)


def page_text(obs: Mapping[str, Any] | None) -> str:
    """Headings and the visible-text digest of a stored observation dict."""
    if not obs:
        return ""
    return " ".join([*(obs.get("headings") or []), str(obs.get("text_digest") or "")])


def observation_text(obs: Observation) -> str:
    """Headings and the visible-text digest of an observation (``page_text`` of its dict)."""
    return " ".join([*obs.headings, obs.text_digest])


def facts_of(obs: Observation | None) -> PageFacts:
    """The PageFacts of an observation."""
    if obs is None:
        return PageFacts()
    return PageFacts(url=obs.url, title=obs.title, text=observation_text(obs))
