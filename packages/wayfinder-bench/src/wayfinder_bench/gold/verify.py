"""``wayfinder bench verify``: the verifier measured with gold replays, whatever the planner.

For every goal with a gold trajectory (``bench/goals/<suite>/gold/<part>.jsonl``):

- **gold replay**: the gold steps through the real graph, ending with the gold answer. A goal that
  should succeed must end ``goal_satisfied`` with ``verified: true``; anything else is a **false
  rejection**, named by the check that refused. A goal that cannot succeed must end as its suite
  expects (else a ``wrong_ending``).
- **wrapped wordings**: the same gold under generated wordings of the goal (a greeting, politeness,
  lower case ...: ``wayfinder_bench.wordings``, the one list of rewordings); a refusal there is a false
  rejection too.
- **negative replays**: the gold's wrong endings (another product's price, a count off by one, the
  unfiltered total, a dropped step, a near namesake, "No" after an empty search, success claimed
  on a goal that cannot succeed). The verifier must refuse each; one ending ``goal_satisfied`` is a
  **wrong answer accepted**.

A replay whose own steps cannot be played (a gold step not on the page) is ``broken``, and a gold
whose fingerprint no longer matches the site's data is ``stale`` (record it again with ``wayfinder
bench gold``): both are reported apart, never counted as the verifier's doing.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from wayfinder.browser.launch import SharedBrowser
from wayfinder.judge.values import Expected
from wayfinder.settings import Settings
from wayfinder_bench.goals import Goal, Suite
from wayfinder_bench.goals_sites import Site, SiteProvider, prepare, site_provider
from wayfinder_bench.gold.model import GoldTrajectory, gold_path, load_gold
from wayfinder_bench.gold.record import goal_fingerprint
from wayfinder_bench.gold.replays import Replay, replay
from wayfinder_bench.wordings import combine, variants

# the wrapping issue 27 names first: a greeting in front, politeness behind, all lower case
WRAPPED = ("hi-there", "please-behind", "lower-case")


@dataclass
class Attempt:
    """One replay of the gold: under the goal's own wording (``original``) or a generated one."""

    wording: str
    goal: str
    accepted: bool = False
    refused_by: str | None = None
    broken: str | None = None
    terminal: str | None = None


@dataclass
class NegativeResult:
    shape: str
    answer: str | None
    accepted: bool = False
    refused_by: str | None = None
    broken: str | None = None


@dataclass
class GoalResult:
    suite: str
    part: str
    id: str
    kind: str = ""
    # ok | false_rejection | wrong_ending | broken | stale | missing
    status: str = "missing"
    why: str = ""
    attempts: list[Attempt] = field(default_factory=list)
    negatives: list[NegativeResult] = field(default_factory=list)

    @property
    def false_rejections(self) -> int:
        return (
            sum(1 for a in self.attempts if not a.accepted and not a.broken)
            if self.kind != "not_success"
            else 0
        )

    @property
    def wrong_accepted(self) -> int:
        return sum(1 for n in self.negatives if n.accepted)

    @property
    def wrong_total(self) -> int:
        return sum(1 for n in self.negatives if not n.broken)


OnResult = Callable[[GoalResult], None]


def wordings_for(goal: str, index: int, count: int) -> list[tuple[str, str]]:
    """``count`` generated wordings of the goal: the greeting + politeness + lower-case wrapping
    first, then single wordings taken in turn (``index`` shifts where each goal starts, so a run over
    a suite covers the whole list)."""
    if count <= 0:
        return []
    out = [("+".join(WRAPPED), combine(goal, WRAPPED))]
    singles = variants(goal)
    start = (zlib.crc32(goal.encode("utf-8")) + index) % max(1, len(singles))
    for k in range(min(count - 1, len(singles))):
        out.append(singles[(start + k) % len(singles)])
    return [(name, text) for name, text in out if text.strip() != goal.strip()][:count]


def _attempt(wording: str, text: str, run: Replay, expect_success: bool) -> Attempt:
    attempt = Attempt(wording, text, terminal=run.row.stop_reason or run.row.terminal_reason)
    attempt.broken = run.broken
    if expect_success:
        attempt.accepted = run.accepted
        if not run.accepted and not run.broken:
            attempt.refused_by = run.refused_by()
    else:
        attempt.accepted = run.row.outcome == "pass"
        if not attempt.accepted and not run.broken:
            attempt.refused_by = f"{run.row.outcome}: {run.row.why}"
    return attempt


def _status(result: GoalResult, gold: GoldTrajectory) -> None:
    original = result.attempts[0]
    if original.broken:
        result.status, result.why = "broken", original.broken
    elif gold.kind == "not_success":
        result.status = "ok" if original.accepted else "wrong_ending"
        result.why = original.refused_by or ""
    elif result.false_rejections:
        refused = next(a for a in result.attempts if not a.accepted and not a.broken)
        result.status, result.why = "false_rejection", f"[{refused.wording}] {refused.refused_by}"
    else:
        result.status = "ok"


@dataclass(frozen=True)
class VerifyOptions:
    wordings: int = 3  # generated wordings per goal that should succeed (0: none)
    negatives: bool = True


async def _verify_goal(
    provider: SiteProvider,
    site: Site,
    suite: Suite,
    goal: Goal,
    index: int,
    expected: dict[str, Expected],
    gold: GoldTrajectory | None,
    settings: Settings,
    shared: SharedBrowser,
    options: VerifyOptions,
) -> GoalResult:
    result = GoalResult(suite.name, suite.part, goal.id)
    if gold is None:
        result.why = "no gold trajectory (record it with `wayfinder bench gold`)"
        return result
    result.kind = gold.kind
    if gold.fingerprint != goal_fingerprint(goal, expected) or gold.goal != goal.goal:
        result.status, result.why = "stale", "the site's data or the goal changed since it was recorded"
        return result
    succeed = gold.kind != "not_success"
    texts = [("original", goal.goal), *(wordings_for(goal.goal, index, options.wordings) if succeed else [])]
    for name, text in texts:
        run = await replay(provider, site, suite, goal, expected, settings, shared, gold.steps, wording=text)
        result.attempts.append(_attempt(name, text, run, succeed))
        if run.broken:
            break
    if options.negatives:
        for negative in gold.negatives:
            run = await replay(
                provider, site, suite, goal, expected, settings, shared, gold.negative_steps(negative)
            )
            said = negative.answer if negative.steps is None else negative.steps[-1].action.get("answer")
            item = NegativeResult(negative.shape, None if said is None else str(said), run.accepted)
            item.broken = run.broken
            if not run.accepted and not run.broken:
                item.refused_by = run.refused_by()
            result.negatives.append(item)
    _status(result, gold)
    return result


async def verify_suites(
    suites: Sequence[Suite],
    settings: Settings,
    *,
    only: Sequence[str] = (),
    options: VerifyOptions = VerifyOptions(),
    on_goal: OnResult | None = None,
    shared: SharedBrowser | None = None,
) -> list[GoalResult]:
    """Every goal of every suite (those in ``only``), one site start per suite file."""
    results: list[GoalResult] = []
    browser = shared or SharedBrowser(settings)
    if shared is None:
        await browser.start()
    try:
        for suite in suites:
            golds = load_gold(gold_path(suite.path))
            goals = [g for g in suite.goals if not only or g.id in only]
            if not goals:
                continue
            provider = site_provider(suite.site)
            with provider.start() as site:
                expected = prepare(provider, site, suite)
                for index, goal in enumerate(goals):
                    result = await _verify_goal(
                        provider,
                        site,
                        suite,
                        goal,
                        index,
                        expected[goal.id],
                        golds.get(goal.id),
                        settings,
                        browser,
                        options,
                    )
                    results.append(result)
                    if on_goal is not None:
                        on_goal(result)
    finally:
        if shared is None:
            await browser.stop()
    return results


def broken_replays(results: Sequence[GoalResult]) -> list[str]:
    """Every replay that broke, named (suite, goal, the wording or wrong ending, why): the replay's own
    failure - a gold step not on the page, a crash - counted apart, never a false rejection."""
    named = []
    for r in results:
        named += [f"{r.suite} {r.id} [{a.wording}]: {a.broken}" for a in r.attempts if a.broken]
        named += [f"{r.suite} {r.id} [wrong ending {n.shape}]: {n.broken}" for n in r.negatives if n.broken]
    return named


def totals(results: Sequence[GoalResult]) -> dict[str, Any]:
    statuses = [r.status for r in results]
    graded = [r for r in results if r.kind in ("count", "superlative")]
    succeed = [r for r in results if r.kind and r.kind != "not_success"]
    return {
        "goals": len(results),
        "gold_replays": sum(1 for r in succeed for a in r.attempts if a.wording == "original"),
        "wording_replays": sum(1 for r in succeed for a in r.attempts if a.wording != "original"),
        "false_rejections": sum(r.false_rejections for r in results),
        "goals_false_rejected": statuses.count("false_rejection"),
        "wrong_accepted": sum(r.wrong_accepted for r in results),
        "wrong_total": sum(r.wrong_total for r in results),
        "wrong_accepted_count_superlative": sum(r.wrong_accepted for r in graded),
        "wrong_endings": statuses.count("wrong_ending"),
        "broken": len(broken_replays(results)),
        "goals_broken": statuses.count("broken"),
        "broken_replays": broken_replays(results),
        "stale": statuses.count("stale"),
        "missing": statuses.count("missing"),
    }


def results_json(results: Sequence[GoalResult], options: VerifyOptions) -> dict[str, Any]:
    suites: dict[str, list[GoalResult]] = {}
    for r in results:
        suites.setdefault(r.suite, []).append(r)
    return {
        "benchmark": "verify",
        "wordings_per_goal": options.wordings,
        "totals": totals(results),
        "suites": {
            name: {**totals(group), "per_goal": [asdict(r) for r in group]} for name, group in suites.items()
        },
    }
