"""The safety module's verdict on one action."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

RiskLevel = Literal["low", "medium", "high"]
RISK_ORDER: dict[str, int] = {"low": 0, "medium": 1, "high": 2}


class SecurityDecision(BaseModel):
    """Risk level, the reasons (evidence) and whether a person must confirm before it runs."""

    model_config = ConfigDict(frozen=True)

    level: RiskLevel = "low"
    reasons: list[str] = Field(default_factory=list)
    requires_confirmation: bool = False
    allowed: bool = True  # False when policy forbids it outright (blocked domain)
    # filled by the confirm node
    confirmed: bool | None = None
    confirmed_by: Literal["auto", "user", "policy"] | None = None
