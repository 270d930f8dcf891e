"""A Ray that does not come up (seen on a loaded machine: "The current node timed out during
startup") stops the batch with the reason, like a local worker that cannot start: no traceback, no
run started. Ray's own start is replaced by one that fails that way."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.batch import ScriptedRunner
from wayfinder.batch.runner import Task


@pytest.mark.parametrize(
    ("address", "where"), [(None, "a local Ray"), ("10.0.0.9:6379", "the Ray cluster at 10.0.0.9:6379")]
)
def test_a_ray_that_does_not_start_is_a_fatal_reason_not_a_crash(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, address: str | None, where: str
) -> None:
    ray = pytest.importorskip("ray")
    from wayfinder.batch.ray_pool import RayPool

    def failing_init(*_args: object, **_kwargs: object) -> None:
        raise Exception("The current node timed out during startup.\nmore detail")

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", failing_init)
    started: list[str] = []
    pool = RayPool(
        ScriptedRunner,
        address=address,
        workers=2,
        limit_s=60,
        runs_dir=tmp_path,
        on_start=lambda key, _w: started.append(key),
    )
    assert pool.run([Task("a", ("echo", 1))]) == []
    assert pool.fatal == f"could not start {where}: The current node timed out during startup."
    assert started == []
