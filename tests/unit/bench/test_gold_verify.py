"""bench verify's accounting (pure): which replays are false rejections, which are the replay's own
failure (broken), and how the totals name them."""

from __future__ import annotations

from wayfinder_bench.goals_run import GoalRow
from wayfinder_bench.gold.replays import Replay
from wayfinder_bench.gold.verify import Attempt, GoalResult, NegativeResult, _attempt, totals

LOST = "gold replay: step 8 (button 'Submit') is not on http://tracker.test/issues/6"


def _row(terminal: str, *, why: str = "", verified: bool | None = None, **extra: object) -> GoalRow:
    return GoalRow(
        "redmine",
        "dev",
        "assign-6",
        "assign issue 6 to Alice",
        "fail",
        why=why,
        terminal_reason=terminal,
        stop_reason=terminal,
        verified=verified,
        **extra,  # type: ignore[arg-type]
    )


# (the run's row, what the replay planner said when it gave up) -> broken?, false rejection?
CASES = [
    # the planner gave up, the graph retried, the loop detector ended it: the replay's failure
    (_row("loop_stuck", why="the same action changed nothing 5 times"), LOST, True, False),
    # the planner's error ended the run itself
    (_row("planner_error", why=f"planner error: {LOST}"), None, True, False),
    # a crash of the run
    (_row("error", error="browser gone"), None, True, False),
    # the whole gold played, the verifier refused: a false rejection
    (
        _row("goal_failed", verification={"verified": False, "check": "stage", "sentence": "no evidence"}),
        None,
        False,
        True,
    ),
    # loop_stuck with every step found: the graph's doing, a false rejection too
    (_row("loop_stuck", why="the same action changed nothing 5 times"), None, False, True),
]


def test_a_replay_whose_own_planner_gave_up_is_broken_not_a_false_rejection() -> None:
    for row, lost, broken, refused in CASES:
        run = Replay(row, finished=False, played=9, lost=lost)
        attempt = _attempt("original", row.goal, run, expect_success=True)
        assert (attempt.broken is not None, attempt.refused_by is not None) == (broken, refused), row
        result = GoalResult("redmine", "dev", "assign-6", kind="action", attempts=[attempt])
        assert result.false_rejections == int(refused)


def test_the_broken_replay_names_the_missing_step_and_how_the_run_ended() -> None:
    run = Replay(_row("loop_stuck", why="the same action changed nothing 5 times"), False, 9, lost=LOST)
    assert run.broken == f"{LOST} (then loop_stuck: the same action changed nothing 5 times)"
    accepted = Replay(_row("goal_satisfied", verified=True), True, 9, lost=LOST)
    assert accepted.broken is None  # a run that ended accepted was not broken by an earlier wait


def test_totals_count_broken_replays_apart_and_name_them() -> None:
    ok = GoalResult(
        "redmine",
        "dev",
        "note-14",
        kind="action",
        status="ok",
        attempts=[Attempt("original", "g", accepted=True), Attempt("hi-there", "g", broken=LOST)],
        negatives=[NegativeResult("dropped_step", None, broken="gold replay: step 2 (link 'X') is not on u")],
    )
    broken = GoalResult(
        "redmine",
        "dev",
        "assign-6",
        kind="action",
        status="broken",
        why=LOST,
        attempts=[Attempt("original", "g", broken=LOST)],
        negatives=[NegativeResult("dropped_step", None, refused_by="state: not assigned")],
    )
    refused = GoalResult(
        "redmine",
        "dev",
        "launch-due",
        kind="lookup",
        status="false_rejection",
        attempts=[Attempt("original", "g", refused_by="value: no date")],
    )
    t = totals([ok, broken, refused])
    assert (t["false_rejections"], t["goals_false_rejected"]) == (1, 1)
    assert (t["broken"], t["goals_broken"]) == (3, 1)
    assert t["broken_replays"] == [
        f"redmine note-14 [hi-there]: {LOST}",
        "redmine note-14 [wrong ending dropped_step]: gold replay: step 2 (link 'X') is not on u",
        f"redmine assign-6 [original]: {LOST}",
    ]
    assert (t["wrong_accepted"], t["wrong_total"]) == (0, 1)
