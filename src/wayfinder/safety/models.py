"""The safety module's verdict on one action."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

RiskLevel = Literal["low", "medium", "high"]
RISK_ORDER: dict[str, int] = {"low": 0, "medium": 1, "high": 2}


class SecurityDecision(BaseModel):
    """Risk level, the reasons (evidence) and whether a person must confirm before it runs.

    ``reasons`` are ordered strongest first; each reads ``"<short summary>: <evidence>"`` so a
    refusal message can quote the summary and the trace keeps the evidence (which words, which
    field, which URL). ``target`` names what the action touches (``[42] 'Place order'``, a URL)
    so the refusal text can be written from the decision alone. ``read_only`` marks actions that
    only look (scroll, screenshot, history moves, tab switch, done, ask_user): under
    ``auto_confirm = never`` they are the only ones that run without asking.
    """

    model_config = ConfigDict(frozen=True)

    level: RiskLevel = "low"
    reasons: list[str] = Field(default_factory=list)
    requires_confirmation: bool = False
    allowed: bool = True  # False when policy forbids it outright (domain policy)
    target: str = ""
    read_only: bool = False
    # filled by the confirm node (or by confirm.decide when policy refuses outright)
    confirmed: bool | None = None
    confirmed_by: Literal["auto", "user", "policy"] | None = None
