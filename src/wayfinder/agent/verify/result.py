"""The verifier's verdict on a claim of success (plain, JSON-able)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Stop reasons the verifier gives a claim it cannot back (all end goal_failed).
UNVERIFIED_ANSWER = "unverified_answer"
UNVERIFIED_ACTION = "unverified_action"
WRONG_PAGE = "wrong_page"
NEEDS_CONFIRMATION = "needs_confirmation"
REFUSED = "refused"
PARTLY_UNDERSTOOD = "partly_understood"  # a part of the goal no step stands for (coverage.py)
NOT_FOUND = "not_found"  # the thing a question names was never found on the site (yes_no.py)
VERIFIER_REASONS = frozenset(
    {
        UNVERIFIED_ANSWER,
        UNVERIFIED_ACTION,
        WRONG_PAGE,
        NEEDS_CONFIRMATION,
        REFUSED,
        PARTLY_UNDERSTOOD,
        NOT_FOUND,
    }
)


@dataclass(frozen=True)
class Verification:
    """``verified`` with the ``evidence`` that backs it, or the ``missing`` piece and the ``reason``
    (a stop reason) the run ends with; ``sentence`` says it in one sentence for a person (and for
    the planner, when it may try again); ``question`` is what to ask the person (needs_confirmation)."""

    verified: bool
    kind: str  # answer | action | navigation | risky | download | external | other
    evidence: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()
    reason: str | None = None
    sentence: str = ""
    question: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "verified": self.verified,
            "kind": self.kind,
            "evidence": list(self.evidence),
            "missing": list(self.missing),
        }
        if self.reason:
            data["reason"] = self.reason
        if self.sentence:
            data["sentence"] = self.sentence
        if self.question:
            data["question"] = self.question
        data.update(self.extra)
        return data


def ok(kind: str, *evidence: str) -> Verification:
    return Verification(True, kind, tuple(e for e in evidence if e))


def fail(
    kind: str, reason: str, sentence: str, *missing: str, evidence: tuple[str, ...] = ()
) -> Verification:
    return Verification(
        False, kind, evidence, tuple(m for m in missing if m) or (sentence,), reason, sentence
    )
