"""The bench Redmine (``bench/apps/redmine``): Debian's package on SQLite, seeded, served by Thin.

``RedmineApp`` starts ``serve.py`` (a Redmine instance of its own in the temp folder). After it is
ready a pristine copy of the SQLite database is kept; ``reset()`` restores it through SQLite's backup
API (safe while Rails runs), so every goal starts from the same data. ``connect()`` is read-only.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from wayfinder_bench.apps.library import Account, copy_db
from wayfinder_bench.apps.served import ServedApp


class RedmineApp(ServedApp):
    NAME = "redmine"
    PACKAGES = ("redmine", "redmine-sqlite", "thin")
    NEEDS = ("/usr/share/redmine/config/application.rb", "/usr/bin/thin")
    # migrations, default data, seed and a Rails boot: 83 s at load 10 on 2 cores
    START_TIMEOUT = 420.0

    @property
    def db_path(self) -> Path:
        return self.folder / "instance" / "db" / "redmine.sqlite3"

    @property
    def pristine_path(self) -> Path:
        return self.db_path.with_name("pristine.sqlite3")

    def after_start(self) -> None:
        copy_db(self.db_path, self.pristine_path)

    def reset(self) -> None:
        copy_db(self.pristine_path, self.db_path)

    def connect(self) -> contextlib.closing[sqlite3.Connection]:
        conn = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, timeout=10)
        conn.row_factory = sqlite3.Row
        return contextlib.closing(conn)

    def accounts(self) -> dict[str, Account]:
        data = self.seed_data()
        admin = Account(data["admin"]["login"], data["admin"]["password"])
        return {admin.username: admin} | {
            u["login"]: Account(u["login"], u["password"]) for u in data["users"]
        }
