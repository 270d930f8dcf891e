"""The local pool with scripted runners (no browser): order, isolation, ceilings, Ctrl-C, start failure.

Each test spawns real worker processes; the runner's payload says what the worker does.
"""

from __future__ import annotations

import multiprocessing

import pytest

from tests.fixtures.batch import ScriptedRunner, failing_start_runner
from wayfinder.batch.pool import LocalPool, PoolStopped, exit_reason
from wayfinder.batch.recycle import Recycle
from wayfinder.batch.runner import STOP_INTERRUPTED, STOP_TIME_LIMIT, Outcome, Task
from wayfinder.settings import load_settings


def _workers_alive() -> list[str]:
    return [p.name for p in multiprocessing.active_children() if p.name.startswith("wayfinder-worker")]


def test_results_come_back_in_task_order_from_two_workers() -> None:
    done: list[str] = []
    pool = LocalPool(ScriptedRunner, 2, on_done=lambda o: done.append(o.key))
    tasks = [Task(f"t{i}", ("echo", i * 10)) for i in range(5)]
    outcomes = pool.run(tasks)
    assert [o.key for o in outcomes] == [t.key for t in tasks]
    assert [o.result for o in outcomes] == [0, 10, 20, 30, 40]
    assert sorted(done) == sorted(t.key for t in tasks)
    assert _workers_alive() == []


def test_a_worker_that_dies_is_replaced_and_only_its_task_fails() -> None:
    pool = LocalPool(ScriptedRunner, 1)
    tasks = [
        Task("a", ("echo", "A")),
        Task("boom", ("crash", 3)),
        Task("b", ("echo", "B")),
        Task("c", ("raise", "bad page")),
    ]
    by_key = {o.key: o for o in pool.run(tasks)}
    assert by_key["a"].result == "A" and by_key["b"].result == "B"
    assert by_key["boom"].result is None
    assert by_key["boom"].error == "worker died (exited with code 3)"
    assert by_key["c"].error == "RuntimeError: bad page"  # a runner's exception leaves the worker alive
    assert by_key["c"].worker == by_key["b"].worker != by_key["a"].worker
    assert _workers_alive() == []


def test_the_ceiling_first_asks_the_run_to_stop() -> None:
    (outcome,) = LocalPool(ScriptedRunner, 1, limit_s=0.5).run([Task("slow", ("wait",))])
    assert outcome.result == STOP_TIME_LIMIT and not outcome.stopped


def test_a_run_that_ignores_the_ceiling_has_its_worker_killed() -> None:
    pool = LocalPool(ScriptedRunner, 1, limit_s=0.5, grace_s=0.5)
    by_key = {o.key: o for o in pool.run([Task("stuck", ("hang",)), Task("next", ("echo", 1))])}
    assert by_key["stuck"].result is None
    assert "worker killed" in (by_key["stuck"].error or "")
    assert by_key["next"].result == 1
    assert _workers_alive() == []


def test_ctrl_c_stops_running_tasks_through_should_stop_and_starts_no_more() -> None:
    started: list[str] = []

    def on_start(key: str, worker: int) -> None:
        started.append(key)
        if len(started) == 2:
            raise KeyboardInterrupt  # what the driver sees when Ctrl-C arrives

    pool = LocalPool(ScriptedRunner, 2, on_start=on_start)
    tasks = [Task("w1", ("wait",)), Task("w2", ("wait",)), Task("later", ("echo", 1))]
    with pytest.raises(PoolStopped) as info:
        pool.run(tasks)
    outcomes: list[Outcome] = info.value.outcomes
    assert {o.key for o in outcomes} == {"w1", "w2"}
    assert all(o.result == STOP_INTERRUPTED and o.stopped for o in outcomes)
    assert "later" not in started
    assert _workers_alive() == []


def test_a_run_that_ignores_ctrl_c_is_killed_after_the_grace_and_still_reported() -> None:
    done: list[Outcome] = []
    told: list[str] = []

    def on_start(key: str, worker: int) -> None:
        raise KeyboardInterrupt

    pool = LocalPool(ScriptedRunner, 1, grace_s=0.5, on_start=on_start, on_done=done.append)
    pool.on_interrupt = lambda: told.append("stopping")
    with pytest.raises(PoolStopped) as info:
        pool.run([Task("stuck", ("hang",)), Task("never", ("echo", 1))])
    assert told == ["stopping"]
    assert [o.key for o in done] == ["stuck"] == [o.key for o in info.value.outcomes]
    assert done[0].stopped and "Ctrl-C" in (done[0].error or "") and "killed" in (done[0].error or "")
    assert _workers_alive() == []


def test_a_worker_that_cannot_start_stops_the_pool_with_the_reason() -> None:
    pool = LocalPool(failing_start_runner, 2)
    assert pool.run([Task("a", ("echo", 1)), Task("b", ("echo", 2))]) == []
    assert pool.fatal == "a worker could not start: RuntimeError: no browser here"
    assert _workers_alive() == []


@pytest.mark.parametrize(
    ("code", "text"),
    [
        (0, "exited with code 0"),
        (-9, "killed by SIGKILL"),
        (-11, "killed by SIGSEGV"),
        (None, "still running"),
    ],
)
def test_exit_reasons_read_like_words(code: int | None, text: str) -> None:
    assert exit_reason(code) == text


def test_a_worker_is_replaced_after_its_run_count_and_no_run_is_lost() -> None:
    pool = LocalPool(ScriptedRunner, 1, recycle=Recycle(max_runs=2))
    outcomes = pool.run([Task(f"t{i}", ("echo", i)) for i in range(5)])
    assert [o.result for o in outcomes] == [0, 1, 2, 3, 4]
    assert all(o.error is None for o in outcomes)
    assert [o.worker for o in outcomes] == [0, 0, 1, 1, 2]  # the last worker is not replaced: nothing left
    assert pool.recycled == ["worker 0: 2 runs (worker_max_runs 2)", "worker 1: 2 runs (worker_max_runs 2)"]
    assert _workers_alive() == []


def test_a_worker_whose_memory_passes_the_limit_is_replaced_between_runs() -> None:
    # every worker process holds more than 1 MB once a run ended, so each run gets a fresh worker
    pool = LocalPool(ScriptedRunner, 2, recycle=Recycle(max_mb=1))
    outcomes = pool.run([Task(f"t{i}", ("echo", i)) for i in range(4)])
    assert [o.result for o in outcomes] == [0, 1, 2, 3]
    assert all(o.end_mb > 1 for o in outcomes)
    assert len({o.worker for o in outcomes}) == 4
    assert len(pool.recycled) >= 2 and all("worker_max_mb 1" in why for why in pool.recycled)
    assert _workers_alive() == []


def test_without_limits_one_worker_runs_everything() -> None:
    pool = LocalPool(ScriptedRunner, 1, recycle=Recycle(max_runs=0, max_mb=0))
    outcomes = pool.run([Task(f"t{i}", ("echo", i)) for i in range(4)])
    assert {o.worker for o in outcomes} == {0} and pool.recycled == []


@pytest.mark.parametrize(
    ("recycle", "runs", "end_mb", "why"),
    [
        (Recycle(max_runs=3), 2, 5000.0, None),
        (Recycle(max_runs=3), 3, 10.0, "3 runs (worker_max_runs 3)"),
        (Recycle(max_mb=500), 1, 500.0, None),
        (Recycle(max_mb=500), 1, 612.4, "612 MB after a run (worker_max_mb 500)"),
        (Recycle(), 10_000, 1e6, None),
    ],
)
def test_recycle_reasons(recycle: Recycle, runs: int, end_mb: float, why: str | None) -> None:
    assert recycle.reason(runs, end_mb) == why


def test_recycling_comes_from_the_settings() -> None:
    assert Recycle.from_settings(load_settings(worker_max_runs=7, worker_max_mb=0)) == Recycle(7, 0.0)
    defaults = Recycle.from_settings(load_settings())
    assert defaults.max_runs > 0 and defaults.max_mb > 0  # on unless turned off
