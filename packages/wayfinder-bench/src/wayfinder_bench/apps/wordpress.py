"""The bench WordPress (``bench/apps/wordpress``): Debian's package on a private MariaDB, seeded.

``WordPressApp`` starts ``serve.py`` (MariaDB on a socket in the instance folder, PHP's built-in server
on a free port of 127.0.0.1). After it is ready, every table of the ``wordpress`` database is copied
into a ``pristine`` database on the same server; ``reset()`` copies them back (sessions included, so the
next visitor is logged out). ``connect()`` opens PyMySQL over the socket for the goal checks.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pymysql
import pymysql.cursors

from wayfinder_bench.apps.library import Account
from wayfinder_bench.apps.served import ServedApp

DB, PRISTINE = "wordpress", "pristine"


class WordPressApp(ServedApp):
    NAME = "wordpress"
    PACKAGES = ("wordpress", "wordpress-theme-twentytwentyone", "mariadb-server", "php-cli", "php-mysql")
    NEEDS = (
        "/usr/share/wordpress/wp-settings.php",
        "/usr/share/wordpress/wp-content/themes/twentytwentyone",
        "/usr/sbin/mariadbd",
        "/usr/bin/php",
    )
    START_TIMEOUT = 180.0

    @property
    def socket(self) -> str:
        return str(self.folder / "run" / "mysqld.sock")

    def connect(self, database: str = DB) -> contextlib.closing[pymysql.connections.Connection[Any]]:
        """A connection to the live database (dict rows, autocommit), closed at the end of its block."""
        conn = pymysql.connect(
            unix_socket=self.socket,
            user="root",
            database=database,
            charset="utf8mb4",
            autocommit=True,
            cursorclass=pymysql.cursors.DictCursor,
        )
        return contextlib.closing(conn)

    def _tables(self, conn: pymysql.connections.Connection[Any], database: str) -> list[str]:
        with conn.cursor() as cur:
            cur.execute(
                "SELECT table_name AS t FROM information_schema.tables WHERE table_schema=%s ORDER BY 1",
                (database,),
            )
            return [str(row["t"]) for row in cur.fetchall()]

    def after_start(self) -> None:
        with self.connect() as conn, conn.cursor() as cur:
            cur.execute(f"CREATE DATABASE {PRISTINE}")
            for table in self._tables(conn, DB):
                cur.execute(f"CREATE TABLE {PRISTINE}.{table} LIKE {DB}.{table}")
                cur.execute(f"INSERT INTO {PRISTINE}.{table} SELECT * FROM {DB}.{table}")

    def reset(self) -> None:
        with self.connect() as conn, conn.cursor() as cur:
            seeded = self._tables(conn, PRISTINE)
            for table in set(self._tables(conn, DB)) - set(seeded):  # a table a run made (a plugin)
                cur.execute(f"DROP TABLE {DB}.{table}")
            for table in seeded:
                cur.execute(f"TRUNCATE TABLE {DB}.{table}")
                cur.execute(f"INSERT INTO {DB}.{table} SELECT * FROM {PRISTINE}.{table}")

    def accounts(self) -> dict[str, Account]:
        """The seeded users by login, with their passwords."""
        return {u["login"]: Account(u["login"], u["password"]) for u in self.seed_data()["users"]}

    @property
    def admin_url(self) -> str:
        return f"{self.url}/wp-admin/"
