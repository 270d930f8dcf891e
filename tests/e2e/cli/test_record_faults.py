"""Operations (issue 29) through the CLI: the disk fills up, or the run directory turns read-only, while
a run is under way. The probe saw a Python traceback (disk full) and an exit 0 with an incomplete trace
and no report (read-only). Now the run ends with one line saying what could not be written, and exits
74, never 0. The test holds the run's third planner call (``Gate``) to make the fault at a known step.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fixtures.durable import GOAL, Gate, Shopper, cli_env, shop_args
from tests.fixtures.faults import TinyDisk
from tests.fixtures.openai_server import FakeOpenAI
from tests.fixtures.settings_env import CLI
from wayfinder.demo.server import DemoServer

pytestmark = pytest.mark.e2e

NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


def _product_url(demo: DemoServer) -> str:
    product = next(p for p in demo.state.catalog.products if p.in_stock)
    return f"{demo.url}/shop/p/{product.id}?consent=1"


@pytest.fixture
def open_dir() -> Iterator[Path]:
    """A directory a process of another user may write to (pytest's own tmp dirs are root's only)."""
    path = Path(tempfile.mkdtemp(prefix="wf-record-"))
    path.chmod(0o777)
    yield path
    subprocess.run(["rm", "-rf", str(path)], check=False)


def _run(
    demo: DemoServer, server: FakeOpenAI, runs: Path, home: Path, fault: object, *, user: list[str]
) -> subprocess.CompletedProcess[str]:
    gate = Gate(Shopper(demo.url + "/shop/checkout"), hold_at=3)
    server.set_policy(gate)
    args = [*CLI, "run", GOAL, "--url", _product_url(demo), "--runs-dir", str(runs)]
    args += shop_args(server, "--auto-confirm", "all", "--set", "browser_args=--no-sandbox")
    env = {**cli_env(home), "HOME": str(home)}
    proc = subprocess.Popen(
        [*user, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=home
    )
    try:
        assert gate.reached.wait(180), "the run never reached its third planner call"
        fault()  # type: ignore[operator]
    finally:
        gate.release.set()
    out, err = proc.communicate(timeout=240)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def test_a_full_disk_mid_run_ends_with_one_line_and_exit_74(
    demo: DemoServer, openai_server: FakeOpenAI, tiny_disk: TinyDisk, open_dir: Path
) -> None:
    done = _run(demo, openai_server, tiny_disk.path, open_dir, tiny_disk.fill, user=[])
    assert done.returncode == 74, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    said = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
    assert said and "the run's record is incomplete" in said[-1] and "No space left on device" in said[-1]


def test_a_run_directory_turned_read_only_mid_run_is_said_and_never_exits_0(
    demo: DemoServer, openai_server: FakeOpenAI, open_dir: Path
) -> None:
    """The run goes as another user (root writes through any permission), and its directory is made
    read-only at the third step."""
    runs = open_dir / "runs"
    runs.mkdir()
    runs.chmod(0o777)

    def read_only() -> None:
        subprocess.run(["chmod", "-R", "a-w", str(runs)], check=True)

    done = _run(demo, openai_server, runs, open_dir, read_only, user=NOBODY)
    assert done.returncode == 74, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    said = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
    assert said and "the run's record is incomplete" in said[-1] and "Permission denied" in said[-1], said
    run_dir = next(p for p in runs.iterdir() if p.is_dir())
    assert not (run_dir / "report.html").exists()
    os.chmod(runs, 0o755)
