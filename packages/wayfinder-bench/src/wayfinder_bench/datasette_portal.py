"""A real open-source data portal on 127.0.0.1: Datasette serving a seeded SQLite table of land
records, behind a terms-of-use page with an "I Accept" button.

Datasette is software nobody here wrote. Its table page shows a search box (full-text search over the
table), filter controls and the unfiltered table at once, states "1,200 rows" and, after a search,
"12 rows where search matches "Smith"", pages with a "Next page" link, and marks the sorted column's
header with an arrow ("last_name ▼"): the shape of the portal in issue 13. The terms page is put in
front with Datasette's own plugin mechanism (an ``asgi_wrapper`` hook in a ``--plugins-dir``): every
page redirects to ``/-/terms`` until the "I Accept" form set a cookie.

    with DatasettePortal() as portal:
        run_portal(portal.table_url, {"search": "Smith"}, ...)
        portal.matching("Smith")   # the rows the search must return, from the database itself
"""

from __future__ import annotations

import json
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from types import TracebackType

from wayfinder.demo.records import build_records

DATABASE, TABLE = "land", "records"
START_TIMEOUT_S = 60.0

PLUGIN = r'''
"""Terms of use in front of every page, until the visitor accepts them (a cookie)."""
from urllib.parse import parse_qs, quote

from datasette import hookimpl

TERMS = b"""<!DOCTYPE html><html><head><title>Terms of use</title></head><body>
<h1>Terms of use</h1><p>These land records are public records provided for information only; they are
not certified copies. Automated bulk downloading that degrades service for other users is prohibited.
By continuing you agree to these terms of use.</p>
<form method="post" action="/-/terms"><input type="hidden" name="next" value="%s">
<button type="submit">I Accept</button></form></body></html>"""


async def _send(send, status, headers, body=b""):
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _body(receive):
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            return b"".join(chunks)


@hookimpl
def asgi_wrapper(datasette):
    def wrap(app):
        async def terms_gate(scope, receive, send):
            if scope["type"] != "http":
                return await app(scope, receive, send)
            path = scope["path"]
            cookies = dict(h for h in scope.get("headers", []) if h[0] == b"cookie").get(b"cookie", b"")
            accepted = b"terms_ok=1" in cookies
            if path == "/-/terms" and scope["method"] == "POST":
                form = parse_qs((await _body(receive)).decode())
                target = (form.get("next") or ["/"])[0]
                if not target.startswith("/"):
                    target = "/"
                headers = [(b"location", target.encode()), (b"set-cookie", b"terms_ok=1; Path=/; SameSite=Lax")]
                return await _send(send, 302, headers)
            if path == "/-/terms":
                page = TERMS % quote(dict(parse_qs(scope.get("query_string", b"").decode())).get("next", ["/"])[0]).encode()
                return await _send(send, 200, [(b"content-type", b"text/html; charset=utf-8")], page)
            if not accepted and not path.startswith("/-/static"):
                target = path + ("?" + scope["query_string"].decode() if scope.get("query_string") else "")
                location = "/-/terms?next=" + quote(target, safe="")
                return await _send(send, 302, [(b"location", location.encode())])
            return await app(scope, receive, send)

        return terms_gate

    return wrap
'''


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def seed(path: Path, count: int) -> None:
    """The land records as a SQLite table with full-text search over names and parties."""
    with sqlite3.connect(path) as db:
        db.execute(
            f"CREATE TABLE {TABLE} (last_name TEXT, first_name TEXT, doc_type TEXT, recorded TEXT, "
            "doc_number TEXT, book_page TEXT, parties TEXT)"
        )
        db.executemany(
            f"INSERT INTO {TABLE} VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    r.last,
                    r.first,
                    r.doc_type,
                    r.recorded.isoformat(),
                    r.doc_number,
                    f"{r.book}/{r.page}",
                    r.parties,
                )
                for r in build_records(count=count)
            ],
        )
        db.execute(
            f"CREATE VIRTUAL TABLE {TABLE}_fts USING fts5(last_name, first_name, parties, "
            f"content='{TABLE}', content_rowid='rowid')"
        )
        db.execute(
            f"INSERT INTO {TABLE}_fts (rowid, last_name, first_name, parties) "
            f"SELECT rowid, last_name, first_name, parties FROM {TABLE}"
        )


class DatasettePortal:
    """Start/stop Datasette on a free local port (a subprocess), with its data in a temp dir."""

    def __init__(self, rows: int = 1200, page_size: int = 50) -> None:
        self.rows, self.page_size = rows, page_size
        self.port = 0
        self._dir: Path | None = None
        self._proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def table_url(self) -> str:
        return f"{self.url}/{DATABASE}/{TABLE}"

    @property
    def db_path(self) -> Path:
        assert self._dir is not None, "start() first"
        return self._dir / f"{DATABASE}.db"

    def start(self) -> DatasettePortal:
        self._dir = Path(tempfile.mkdtemp(prefix="wf-datasette-"))
        seed(self.db_path, self.rows)
        plugins = self._dir / "plugins"
        plugins.mkdir()
        (plugins / "terms_gate.py").write_text(PLUGIN, encoding="utf-8")
        table = {"sort": "last_name", "fts_table": f"{TABLE}_fts", "fts_pk": "rowid"}
        metadata = {"databases": {DATABASE: {"tables": {TABLE: table}}}}
        (self._dir / "metadata.json").write_text(json.dumps(metadata), encoding="utf-8")
        self.port = free_port()
        command = [
            sys.executable, "-m", "datasette", "serve", str(self.db_path),
            "--host", "127.0.0.1", "--port", str(self.port),
            "--plugins-dir", str(plugins), "--metadata", str(self._dir / "metadata.json"),
            "--setting", "default_page_size", str(self.page_size),
            "--setting", "suggest_facets", "off",
        ]  # fmt: skip
        self._proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self._wait_ready()
        return self

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            assert self._proc is not None
            if self._proc.poll() is not None:
                err = self._proc.stderr.read().decode(errors="replace") if self._proc.stderr else ""
                raise RuntimeError(f"datasette exited with {self._proc.returncode}: {err[-500:]}")
            try:
                with urllib.request.urlopen(f"{self.url}/-/versions.json", timeout=2):
                    return
            except urllib.error.HTTPError:
                return  # it answers (the terms gate redirects): ready
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"datasette did not answer on {self.url} within {START_TIMEOUT_S:g}s")

    def stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
            if proc.stderr:
                proc.stderr.close()
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None

    def matching(self, term: str) -> list[str]:
        """Document numbers of the rows a full-text search for ``term`` returns, in the page's order."""
        with sqlite3.connect(self.db_path) as db:
            rows = db.execute(
                f"SELECT doc_number FROM {TABLE} WHERE rowid IN (SELECT rowid FROM {TABLE}_fts "
                f"WHERE {TABLE}_fts MATCH ?) ORDER BY last_name, rowid",
                (term,),
            ).fetchall()
        return [r[0] for r in rows]

    def __enter__(self) -> DatasettePortal:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()
