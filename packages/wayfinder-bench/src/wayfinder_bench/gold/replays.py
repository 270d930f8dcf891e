"""One replay of gold steps through the real graph on a clean site (the goal suites' own runner,
``goals_run.run_goal``, with the replay planner), and where its refusal came from."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wayfinder.browser.launch import SharedBrowser
from wayfinder.judge.values import Expected
from wayfinder.settings import Settings
from wayfinder_bench.goals import Goal, Suite
from wayfinder_bench.goals_run import GoalRow, run_goal
from wayfinder_bench.goals_sites import Site, SiteProvider
from wayfinder_bench.gold.model import GoldStep
from wayfinder_bench.gold.replay import REPLAY_ERROR, ReplayPlanner

SATISFIED = "goal_satisfied"


@dataclass(frozen=True)
class Replay:
    """A finished replay: the suite runner's row and how far the gold steps got."""

    row: GoalRow
    finished: bool  # every gold step up to the final done was played
    played: int
    recorded: list[GoldStep] = field(default_factory=list)  # the steps, picks made (recipes' picks)
    lost: str | None = None  # the replay planner's own failure (a gold step not on the page), if any

    @property
    def accepted(self) -> bool:
        """The run ended goal_satisfied and verified."""
        return self.row.terminal_reason == SATISFIED and self.row.verified is True

    @property
    def broken(self) -> str | None:
        """Why the replay itself broke (a gold step not on the page, a crash), else None. A run whose
        replay planner gave up is broken however the graph then ended it (after the planner error's
        retry the loop detector may stop it as loop_stuck): nothing was claimed, nothing refused."""
        if self.row.error:
            return self.row.error
        said = " ".join(str(x) for x in (self.row.why, (self.row.verification or {}).get("sentence")) if x)
        if REPLAY_ERROR in said:
            return said
        if self.lost and not self.accepted:
            ended = self.row.stop_reason or self.row.terminal_reason or "unknown"
            return f"{self.lost} (then {ended}{': ' + self.row.why if self.row.why else ''})"
        return None

    def refused_by(self) -> str:
        """The check that refused the claim: the verifier's reason and its sentence, or the stop that
        ended the run before any claim was judged."""
        v: Mapping[str, Any] = self.row.verification or {}
        if v and not v.get("verified", False):
            check = v.get("check") or v.get("reason") or v.get("kind") or "verifier"
            sentence = v.get("sentence") or "; ".join(str(m) for m in v.get("missing") or [])
            return f"{check}: {sentence}" if sentence else str(check)
        stop = self.row.stop_reason or self.row.terminal_reason or "unknown"
        return f"{stop}: {self.row.why}" if self.row.why else str(stop)


async def replay(
    provider: SiteProvider,
    site: Site,
    suite: Suite,
    goal: Goal,
    expected: dict[str, Expected],
    settings: Settings,
    shared: SharedBrowser,
    steps: Sequence[GoldStep],
    *,
    wording: str | None = None,
) -> Replay:
    """Play ``steps`` for ``goal`` (worded as ``wording`` when given) and return the result."""
    planner = ReplayPlanner(steps)
    asked = goal if wording is None else goal.model_copy(update={"goal": wording})
    row = await run_goal(provider, site, suite, asked, expected, settings, shared, lambda _g: planner)
    return Replay(row, planner.finished, len(planner.played), list(planner.recorded), planner.lost)
