"""SQL over the bench Redmine's SQLite database (expected answers and state checks of its suite).

Readers take an open connection (``sqlite3.Row`` rows) and return plain values; a record the suite
names that the data lacks raises ``NotFound``. What a person sees depends on who they are: counts take
``visible_to`` (a login; none means an anonymous visitor, who sees the public projects only).
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

from wayfinder_bench.apps.library_data import NotFound

ISSUE_COLUMNS = """
SELECT i.id, i.subject, i.description, i.due_date, i.estimated_hours, p.name AS project,
       p.identifier AS project_id, t.name AS tracker, s.name AS status, s.is_closed AS closed,
       e.name AS priority, a.firstname || ' ' || a.lastname AS assignee, a.login AS assignee_login,
       u.firstname || ' ' || u.lastname AS author, u.login AS author_login, v.name AS version
FROM issues i JOIN projects p ON p.id=i.project_id JOIN trackers t ON t.id=i.tracker_id
JOIN issue_statuses s ON s.id=i.status_id JOIN enumerations e ON e.id=i.priority_id
LEFT JOIN users a ON a.id=i.assigned_to_id JOIN users u ON u.id=i.author_id
LEFT JOIN versions v ON v.id=i.fixed_version_id
"""


def issue(conn: sqlite3.Connection, number: int) -> dict[str, Any]:
    row = conn.execute(ISSUE_COLUMNS + " WHERE i.id=?", (number,)).fetchone()
    if row is None:
        raise NotFound(f"issue #{number}")
    return dict(row)


def issues_titled(conn: sqlite3.Connection, subject: str) -> list[dict[str, Any]]:
    rows = conn.execute(ISSUE_COLUMNS + " WHERE LOWER(i.subject)=LOWER(?) ORDER BY i.id", (subject,))
    return [dict(r) for r in rows]


def issue_by_subject(conn: sqlite3.Connection, subject: str) -> dict[str, Any]:
    rows = issues_titled(conn, subject)
    if not rows:
        raise NotFound(f"an issue {subject!r}")
    return rows[0]


def visible_projects(conn: sqlite3.Connection, login: str | None) -> set[str]:
    """Project identifiers a visitor (``None``) or a user sees: public ones, their own, all for admins."""
    public = {r[0] for r in conn.execute("SELECT identifier FROM projects WHERE is_public=1")}
    if login is None:
        return public
    user = conn.execute("SELECT id, admin FROM users WHERE login=?", (login,)).fetchone()
    if user is None:
        raise NotFound(f"user {login}")
    if user["admin"]:
        return {r[0] for r in conn.execute("SELECT identifier FROM projects")}
    member = conn.execute(
        "SELECT p.identifier FROM members m JOIN projects p ON p.id=m.project_id WHERE m.user_id=?",
        (user["id"],),
    )
    return public | {r[0] for r in member}


def count_issues(
    conn: sqlite3.Connection,
    *,
    project: str | None = None,
    tracker: str | None = None,
    status: str | None = None,
    priorities: list[str] | None = None,
    visible_to: str | None = None,
) -> int:
    """Issues matching the filters; ``status`` is a status name, ``open`` or ``closed``."""
    rows = [dict(r) for r in conn.execute(ISSUE_COLUMNS)]
    seen = visible_projects(conn, visible_to)
    if project is not None and not any(
        project.casefold() in (r["project"].casefold(), r["project_id"]) for r in rows
    ):
        raise NotFound(f"project {project}")

    def keep(r: dict[str, Any]) -> bool:
        return (
            r["project_id"] in seen
            and (project is None or project.casefold() in (r["project"].casefold(), r["project_id"]))
            and (tracker is None or r["tracker"].casefold() == tracker.casefold())
            and (
                status is None
                or (status == "open" and not r["closed"])
                or (status == "closed" and r["closed"])
                or r["status"].casefold() == status.casefold()
            )
            and (priorities is None or r["priority"].casefold() in [p.casefold() for p in priorities])
        )

    return sum(1 for r in rows if keep(r))


def version_due(conn: sqlite3.Connection, project: str, name: str) -> str:
    row = conn.execute(
        "SELECT v.effective_date FROM versions v JOIN projects p ON p.id=v.project_id "
        "WHERE (LOWER(p.name)=LOWER(?) OR p.identifier=?) AND v.name=?",
        (project, project, name),
    ).fetchone()
    if row is None:
        raise NotFound(f"version {name} of {project}")
    return str(row[0])


def wiki_text(conn: sqlite3.Connection, project: str, title: str, pattern: str) -> str:
    """The first group of ``pattern`` in the text of a project's wiki page."""
    row = conn.execute(
        "SELECT c.text FROM wiki_contents c JOIN wiki_pages w ON w.id=c.page_id JOIN wikis k ON k.id=w.wiki_id "
        "JOIN projects p ON p.id=k.project_id WHERE (LOWER(p.name)=LOWER(?) OR p.identifier=?) AND w.title=?",
        (project, project, title.replace(" ", "_")),
    ).fetchone()
    if row is None:
        raise NotFound(f"wiki page {title} of {project}")
    found = re.search(pattern, str(row[0]))
    if found is None:
        raise NotFound(f"{pattern!r} on {title}")
    return found.group(1) if found.groups() else found.group(0)


def notes(conn: sqlite3.Connection, number: int) -> list[dict[str, Any]]:
    """The non-empty notes of an issue, oldest first, with their author's login and name."""
    rows = conn.execute(
        "SELECT j.notes, u.login, u.firstname || ' ' || u.lastname AS name FROM journals j "
        "JOIN users u ON u.id=j.user_id WHERE j.journalized_type='Issue' AND j.journalized_id=? "
        "AND COALESCE(j.notes, '')<>'' ORDER BY j.id",
        (number,),
    )
    return [dict(r) for r in rows]


def last_login(conn: sqlite3.Connection, login: str) -> str | None:
    row = conn.execute("SELECT last_login_on FROM users WHERE login=?", (login,)).fetchone()
    if row is None:
        raise NotFound(f"user {login}")
    return None if row[0] is None else str(row[0])
