"""A single piece of risk evidence, and how findings combine into one level.

Every rule in ``rules.py``, ``fields.py`` and ``urls.py`` returns findings; ``risk.py`` takes the
highest level among them and keeps all their reasons (strongest first) as evidence.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from wayfinder.safety.models import RISK_ORDER, RiskLevel


@dataclass(frozen=True)
class Finding:
    """One rule that fired: its level, a short summary (no colon) and the evidence behind it."""

    level: RiskLevel
    summary: str
    evidence: str
    blocked: bool = False  # policy forbids the action outright (domain policy)

    @property
    def reason(self) -> str:
        return f"{self.summary}: {self.evidence}"


def quote(text: str | None, limit: int = 60) -> str:
    """A short single-quoted excerpt for evidence strings."""
    flat = " ".join((text or "").split())
    if len(flat) > limit:
        flat = flat[: limit - 1] + "…"
    return f"'{flat}'"


def highest(findings: Iterable[Finding]) -> RiskLevel:
    """The highest level among ``findings`` (low when there are none)."""
    level: RiskLevel = "low"
    for finding in findings:
        if RISK_ORDER[finding.level] > RISK_ORDER[level]:
            level = finding.level
    return level


def ordered_reasons(findings: Iterable[Finding]) -> list[str]:
    """Reasons strongest first (stable within a level), without duplicates."""
    ranked = sorted(findings, key=lambda f: (not f.blocked, -RISK_ORDER[f.level]))
    seen: dict[str, None] = {}
    for finding in ranked:
        seen.setdefault(finding.reason, None)
    return list(seen)
