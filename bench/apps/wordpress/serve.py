"""Start the bench WordPress: Debian's ``wordpress`` package on a private MariaDB, seeded, on 127.0.0.1.

    python serve.py --dir DIR [--port N]

Everything lives under DIR (a new temp folder the caller owns and removes): ``db/`` the MariaDB data
directory, ``run/mysqld.sock`` its socket (no TCP port), ``site/`` the instance (symlinks to
``/usr/share/wordpress`` and this folder's ``wp-config.php``), ``content/`` its ``wp-content`` (the
packaged themes, this folder's ``mu-plugins``, uploads). MariaDB runs from the ``mariadb-server``
package's binaries as the current user; WordPress is served by PHP's built-in server
(``php -S`` with ``router.php``, several workers), seeded by ``seed.php`` from ``seed.json``.

When it serves it prints one line, ``READY http://127.0.0.1:PORT``, and runs until it is terminated
(SIGTERM stops MariaDB and PHP cleanly) or its parent process is gone. Run by the bench's WordPress app.
"""

from __future__ import annotations

import argparse
import getpass
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORDPRESS = Path("/usr/share/wordpress")
PACKAGES = "wordpress wordpress-theme-twentytwentyone mariadb-server php-cli php-mysql"
MARIADB_OPTIONS = [
    "--no-defaults",
    "--skip-networking",
    "--innodb-log-file-size=8M",
    "--innodb-buffer-pool-size=32M",
    "--character-set-server=utf8mb4",
    "--skip-log-bin",
]
CHILDREN: list[subprocess.Popen[bytes]] = []


class Failed(RuntimeError):
    pass


def need(path: Path, what: str) -> None:
    if not path.exists():
        raise Failed(f"{what} ({path}) is missing; install Debian's packages: apt-get install {PACKAGES}")


def run(argv: list[str], **kwargs: object) -> None:
    done = subprocess.run(argv, capture_output=True, text=True, check=False, **kwargs)  # type: ignore[call-overload]
    if done.returncode != 0:
        raise Failed(f"{argv[0]} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")


def wait_until(test: object, what: str, timeout: float) -> None:
    """Poll ``test()`` until it is true (a child's readiness has no other signal), else Failed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if test():  # type: ignore[operator]
            return
        for child in CHILDREN:
            if child.poll() is not None:
                raise Failed(f"{child.args[0]} exited ({child.returncode}) while waiting for {what}")
        time.sleep(0.1)
    raise Failed(f"{what} not ready within {timeout:.0f} s")


def start_mariadb(folder: Path) -> Path:
    datadir, rundir = folder / "db", folder / "run"
    rundir.mkdir(parents=True, exist_ok=True)
    sock = rundir / "mysqld.sock"
    user = getpass.getuser()
    if not datadir.exists():
        run(["mariadb-install-db", *MARIADB_OPTIONS[:1], f"--datadir={datadir}", f"--user={user}",
             "--auth-root-authentication-method=normal", "--skip-test-db", *MARIADB_OPTIONS[1:]])
    log = open(folder / "mariadb.log", "ab")  # noqa: SIM115 - kept open for the child's life
    CHILDREN.append(subprocess.Popen(
        ["/usr/sbin/mariadbd", *MARIADB_OPTIONS, f"--datadir={datadir}", f"--socket={sock}",
         f"--pid-file={rundir / 'mysqld.pid'}", f"--user={user}"],
        stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL))
    wait_until(lambda: _sql_ok(sock), "MariaDB", 60.0)
    run(["mariadb", f"--socket={sock}", "-uroot", "-e",
         "CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"])
    return sock


def _sql_ok(sock: Path) -> bool:
    if not sock.exists():
        return False
    done = subprocess.run(["mariadb", f"--socket={sock}", "-uroot", "-e", "SELECT 1"],
                          capture_output=True, check=False)
    return done.returncode == 0


def lay_out_site(folder: Path) -> tuple[Path, Path]:
    """The instance folder (links to the packaged WordPress + our wp-config.php) and its wp-content."""
    site, content = folder / "site", folder / "content"
    site.mkdir(parents=True, exist_ok=True)
    for entry in WORDPRESS.iterdir():
        if entry.name not in ("wp-config.php", "wp-content") and not (site / entry.name).exists():
            (site / entry.name).symlink_to(entry)
    shutil.copyfile(HERE / "wp-config.php", site / "wp-config.php")
    for sub in ("plugins", "uploads"):
        (content / sub).mkdir(parents=True, exist_ok=True)
    for link, target in (("themes", WORDPRESS / "wp-content" / "themes"), ("mu-plugins", HERE / "mu-plugins")):
        if not (content / link).exists():
            (content / link).symlink_to(target)
    (site / "wp-content").symlink_to(content) if not (site / "wp-content").exists() else None
    return site, content


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serves(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:  # noqa: S310 - our own 127.0.0.1 site
            return bool(response.status == 200)
    except OSError:
        return False


def stop_children(*_: object, code: int = 0) -> None:
    """SIGTERM everything in this process group but this process (MariaDB, PHP's master and its
    workers, which are the master's own children), wait for them, and exit."""
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
    need(WORDPRESS / "wp-settings.php", "WordPress")
    need(WORDPRESS / "wp-content" / "themes" / "twentytwentyone", "the Twenty Twenty-One theme")
    need(Path("/usr/sbin/mariadbd"), "MariaDB")
    if shutil.which("php") is None:
        raise Failed(f"php is missing; install Debian's packages: apt-get install {PACKAGES}")
    folder = args.dir.resolve()
    folder.mkdir(parents=True, exist_ok=True)
    if any(folder.iterdir()):
        raise Failed(f"{folder} is not empty: every start installs and seeds a new instance")
    exit_with_parent()
    sock = start_mariadb(folder)
    site, content = lay_out_site(folder)
    port = args.port or free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "WAYFINDER_WP_SOCKET": str(sock), "WAYFINDER_WP_CONTENT": str(content)}
    run(["php", str(HERE / "seed.php"), str(site), str(HERE / "seed.json"), url], env=env)
    log = open(folder / "php.log", "ab")  # noqa: SIM115 - kept open for the child's life
    CHILDREN.append(subprocess.Popen(
        ["php", "-S", f"127.0.0.1:{port}", "-t", str(site), str(HERE / "router.php")],
        env={**env, "PHP_CLI_SERVER_WORKERS": "4"}, stdout=log, stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL, cwd=site))
    wait_until(lambda: _serves(url + "/"), "WordPress", 60.0)
    print(f"READY {url}", flush=True)
    while all(child.poll() is None for child in CHILDREN):
        time.sleep(1.0)
    failed = [f"{c.args[0]} exited ({c.returncode})" for c in CHILDREN if c.poll() is not None]
    print("STOPPED " + ", ".join(failed), flush=True)
    stop_children()


if __name__ == "__main__":
    try:
        main()
    except Failed as exc:
        print(f"FAILED {exc}", file=sys.stderr, flush=True)
        stop_children(code=1)
