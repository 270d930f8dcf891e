"""Start the bench Redmine: Debian's ``redmine`` package on SQLite, seeded, on 127.0.0.1.

    python serve.py --dir DIR [--port N]

Everything lives under DIR (a new temp folder the caller owns and removes): ``instance/`` is a Redmine
instance of its own (``config/database.yml`` naming ``instance/db/redmine.sqlite3``, the secret key,
``files/``, ``log/``, ``tmp/``). Debian's Redmine runs several instances from one install, each named
by ``REDMINE_INSTANCE`` and looked up as ``/usr/share/redmine/instances/<name>``; the name given here
is a relative path from there to DIR (up to the root first, so it means the same whether ``instances``
is read through its symlink or not), so nothing is written under /etc or /var.

Start: Rails' migrations, Redmine's default data (trackers, statuses, priorities, roles, workflows) in
English, ``seed.rb`` over ``seed.json``, then ``rails server`` in production mode on Thin (Debian's ``thin``:
Redmine's Gemfile loads it when it is installed; Bundler admits no server the Gemfile does not name). When it serves it prints one line,
``READY http://127.0.0.1:PORT``, and runs until it is terminated or its parent process is gone.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
REDMINE = Path("/usr/share/redmine")
PACKAGES = "redmine redmine-sqlite thin"
# a fixed key: a throw-away site on 127.0.0.1, its cookies meaningless anywhere else
SECRET_KEY = "wayfinder-bench-redmine-0123456789abcdef0123456789abcdef"
CHILDREN: list[subprocess.Popen[bytes]] = []


class Failed(RuntimeError):
    pass


def instance_name(instance: Path) -> str:
    """``REDMINE_INSTANCE`` for a folder anywhere: climb to / from ``instances/``, then down."""
    depth = len(REDMINE.parts) + 8  # more '..' than any path to instances/ has, symlinked or not
    return "/".join([".."] * depth) + str(instance)


def lay_out(folder: Path) -> Path:
    instance = folder / "instance"
    for sub in ("config", "db", "files", "log", "tmp/cache", "tmp/pids"):
        (instance / sub).mkdir(parents=True, exist_ok=True)
    (instance / "config" / "database.yml").write_text(
        "production:\n  adapter: sqlite3\n"
        f"  database: {instance / 'db' / 'redmine.sqlite3'}\n  encoding: utf8\n  timeout: 10000\n",
        encoding="utf-8",
    )
    (instance / "config" / "secret_key.txt").write_text(SECRET_KEY + "\n", encoding="utf-8")
    return instance


def run(argv: list[str], env: dict[str, str], log: Path) -> None:
    with log.open("ab") as out:
        done = subprocess.run(argv, cwd=REDMINE, env=env, stdout=out, stderr=subprocess.STDOUT, check=False)
    if done.returncode != 0:
        tail = log.read_text(encoding="utf-8", errors="replace").splitlines()[-30:]
        raise Failed(f"{' '.join(argv[:3])} failed ({done.returncode}):\n" + "\n".join(tail))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serves(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 - our own 127.0.0.1 site
            return bool(response.status == 200)
    except OSError:
        return False


def wait_serving(url: str, timeout: float) -> None:
    """Poll the server until it answers (Rails gives no other readiness signal), else Failed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _serves(url):
            return
        if CHILDREN[-1].poll() is not None:
            raise Failed(f"rails server exited ({CHILDREN[-1].returncode}) before it served")
        time.sleep(0.2)
    raise Failed(f"Redmine did not serve within {timeout:.0f} s")


def stop_children(*_: object, code: int = 0) -> None:
    """SIGTERM everything in this process group but this process, wait for it, and exit."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    os.killpg(0, signal.SIGTERM)
    for child in CHILDREN:
        try:
            child.wait(timeout=20)
        except subprocess.TimeoutExpired:
            child.kill()
    os._exit(code)


def exit_with_parent() -> None:
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        stop_children()

    threading.Thread(target=watch, daemon=True).start()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dir", required=True, type=Path)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    if os.getpgrp() != os.getpid():
        os.setpgid(0, 0)  # a group of its own: stopping it (killpg) reaches every child and nothing else
    signal.signal(signal.SIGTERM, stop_children)
    if not (REDMINE / "config" / "application.rb").is_file():
        raise Failed(f"Redmine ({REDMINE}) is missing; install Debian's packages: apt-get install {PACKAGES}")
    folder = args.dir.resolve()
    folder.mkdir(parents=True, exist_ok=True)
    if any(folder.iterdir()):
        raise Failed(f"{folder} is not empty: every start migrates and seeds a new instance")
    exit_with_parent()
    instance = lay_out(folder)
    env = {**os.environ, "REDMINE_INSTANCE": instance_name(instance), "RAILS_ENV": "production",
           "REDMINE_LANG": "en"}
    log = folder / "setup.log"
    run(["rake", "db:migrate"], env, log)
    # a process of its own: models loaded before the migrations ran would miss their new columns
    run(["rake", "redmine:load_default_data"], env, log)
    run(["bin/rails", "runner", str(HERE / "seed.rb"), str(HERE / "seed.json")], env, log)
    port = args.port or free_port()
    url = f"http://127.0.0.1:{port}"
    with (folder / "server.log").open("ab") as out:
        CHILDREN.append(subprocess.Popen(
            ["bin/rails", "server", "-b", "127.0.0.1", "-p", str(port), "-e", "production",
             "-P", str(instance / "tmp" / "pids" / "server.pid")],
            cwd=REDMINE, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL))
    wait_serving(url + "/", 180.0)
    print(f"READY {url}", flush=True)
    while CHILDREN[-1].poll() is None:
        time.sleep(1.0)
    print(f"STOPPED rails server exited ({CHILDREN[-1].returncode})", flush=True)
    stop_children(code=1)


if __name__ == "__main__":
    try:
        main()
    except Failed as exc:
        print(f"FAILED {exc}", file=sys.stderr, flush=True)
        stop_children(code=1)
