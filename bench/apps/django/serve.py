"""Start the bench library site: create and seed the SQLite database if it is new, then serve it.

    python serve.py --db PATH --admin-password PW --viewer-password PW [--seed N] [--today YYYY-MM-DD]
                    [--port N] [--prepare-only]

Serves on 127.0.0.1 on a free port with Django's own threaded WSGI server (the one ``runserver`` and
``LiveServerTestCase`` use), static files through ``StaticFilesHandler`` (``runserver --insecure``),
DEBUG off. When it is ready it prints one line, ``READY http://127.0.0.1:PORT``, and serves until it is
terminated or its parent process is gone. Run by ``wayfinder_bench.apps.library``.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from pathlib import Path


def exit_with_parent() -> None:
    """End this server when the process that started it is gone (killed test run, closed terminal)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", required=True, type=Path)
    parser.add_argument("--admin-password", required=True)
    parser.add_argument("--viewer-password", required=True)
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--today", default=None)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--prepare-only", action="store_true", help="create and seed the database, then exit")
    args = parser.parse_args()

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    os.environ["DJANGO_SETTINGS_MODULE"] = "library.settings"
    os.environ["LIBRARY_DB"] = str(args.db)

    import django

    django.setup()
    from django.contrib.staticfiles.handlers import StaticFilesHandler
    from django.core.management import call_command
    from django.core.servers.basehttp import ThreadedWSGIServer, WSGIRequestHandler
    from django.core.wsgi import get_wsgi_application

    if not args.db.exists() or args.db.stat().st_size == 0:
        call_command("migrate", verbosity=0)
        seed = ["--seed", str(args.seed), "--admin-password", args.admin_password]
        seed += ["--viewer-password", args.viewer_password]
        call_command("seed", *seed, *(["--today", args.today] if args.today else []))
    if args.prepare_only:
        return

    class QuietHandler(WSGIRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    server = ThreadedWSGIServer(("127.0.0.1", args.port), QuietHandler, allow_reuse_address=False)
    server.daemon_threads = True
    server.set_app(StaticFilesHandler(get_wsgi_application()))
    exit_with_parent()
    print(f"READY http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
