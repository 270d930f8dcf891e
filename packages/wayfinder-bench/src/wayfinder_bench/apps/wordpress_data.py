"""SQL over the bench WordPress's database (expected answers and state checks of its goal suite).

Readers take an open PyMySQL connection (dict rows) and return plain values; a record the suite names
that the data lacks raises ``NotFound``. Titles are matched exactly, case aside.
"""

from __future__ import annotations

import re
from typing import Any

from wayfinder_bench.apps.library_data import NotFound

Conn = Any  # a pymysql connection with DictCursor rows


def _rows(conn: Conn, sql: str, *args: Any) -> list[dict[str, Any]]:
    with conn.cursor() as cur:
        cur.execute(sql, args)
        return list(cur.fetchall())


def one(conn: Conn, sql: str, *args: Any, what: str) -> dict[str, Any]:
    rows = _rows(conn, sql, *args)
    if not rows:
        raise NotFound(what)
    return rows[0]


def post(conn: Conn, title: str, post_type: str = "post") -> dict[str, Any] | None:
    """The newest post (or page) with this title, any status but trash and revisions."""
    rows = _rows(
        conn,
        "SELECT * FROM wp_posts WHERE LOWER(post_title)=LOWER(%s) AND post_type=%s "
        "AND post_status NOT IN ('trash', 'auto-draft', 'inherit') ORDER BY ID DESC",
        title,
        post_type,
    )
    return rows[0] if rows else None


def found_post(conn: Conn, title: str, post_type: str = "post") -> dict[str, Any]:
    row = post(conn, title, post_type)
    if row is None:
        raise NotFound(f"{post_type} {title!r}")
    return row


def text_of(conn: Conn, title: str, pattern: str, post_type: str = "post") -> str:
    """The first group of ``pattern`` (a regex) in the post's content: a fact stated in its prose."""
    content = str(found_post(conn, title, post_type)["post_content"])
    found = re.search(pattern, content)
    if found is None:
        raise NotFound(f"{pattern!r} in {title!r}")
    return found.group(1) if found.groups() else found.group(0)


def author_name(conn: Conn, title: str) -> str:
    row = one(
        conn,
        "SELECT u.display_name AS name FROM wp_posts p JOIN wp_users u ON u.ID=p.post_author WHERE p.ID=%s",
        found_post(conn, title)["ID"],
        what=f"the author of {title!r}",
    )
    return str(row["name"])


def user_id(conn: Conn, login: str) -> int:
    return int(one(conn, "SELECT ID FROM wp_users WHERE user_login=%s", login, what=f"user {login}")["ID"])


def posts_in_term(conn: Conn, taxonomy: str, name: str) -> int:
    """Published posts in a category or with a tag (by name or slug)."""
    row = one(
        conn,
        "SELECT COUNT(DISTINCT p.ID) AS n FROM wp_posts p "
        "JOIN wp_term_relationships r ON r.object_id=p.ID "
        "JOIN wp_term_taxonomy x ON x.term_taxonomy_id=r.term_taxonomy_id AND x.taxonomy=%s "
        "JOIN wp_terms t ON t.term_id=x.term_id "
        "WHERE (LOWER(t.name)=LOWER(%s) OR t.slug=LOWER(%s)) AND p.post_type='post' AND p.post_status='publish'",
        taxonomy,
        name,
        name,
        what=f"{taxonomy} {name}",
    )
    return int(row["n"])


def term_exists(conn: Conn, taxonomy: str, name: str) -> bool:
    rows = _rows(
        conn,
        "SELECT 1 FROM wp_terms t JOIN wp_term_taxonomy x ON x.term_id=t.term_id "
        "WHERE x.taxonomy=%s AND LOWER(t.name)=LOWER(%s)",
        taxonomy,
        name,
    )
    return bool(rows)


def post_terms(conn: Conn, post_id: int, taxonomy: str) -> list[str]:
    rows = _rows(
        conn,
        "SELECT t.name FROM wp_term_relationships r "
        "JOIN wp_term_taxonomy x ON x.term_taxonomy_id=r.term_taxonomy_id AND x.taxonomy=%s "
        "JOIN wp_terms t ON t.term_id=x.term_id WHERE r.object_id=%s ORDER BY t.name",
        taxonomy,
        post_id,
    )
    return [str(r["name"]) for r in rows]


def newest_in_category(conn: Conn, category: str) -> dict[str, Any]:
    rows = _rows(
        conn,
        "SELECT p.* FROM wp_posts p JOIN wp_term_relationships r ON r.object_id=p.ID "
        "JOIN wp_term_taxonomy x ON x.term_taxonomy_id=r.term_taxonomy_id AND x.taxonomy='category' "
        "JOIN wp_terms t ON t.term_id=x.term_id WHERE LOWER(t.name)=LOWER(%s) "
        "AND p.post_type='post' AND p.post_status='publish' ORDER BY p.post_date DESC, p.ID DESC",
        category,
    )
    if not rows:
        raise NotFound(f"posts in {category}")
    return rows[0]


def permalink_path(row: dict[str, Any]) -> str:
    """The path of a published post under the seeded ``/%year%/%monthnum%/%postname%/`` structure."""
    when = row["post_date"]
    return f"/{when.year:04d}/{when.month:02d}/{row['post_name']}/"


def comments(conn: Conn, title: str, approved: str | None = None) -> list[dict[str, Any]]:
    """The comments on a post, oldest first; ``approved`` '1', '0' or 'spam' narrows them."""
    sql = "SELECT * FROM wp_comments WHERE comment_post_ID=%s"
    args: list[Any] = [found_post(conn, title)["ID"]]
    if approved is not None:
        sql += " AND comment_approved=%s"
        args.append(approved)
    return _rows(conn, sql + " ORDER BY comment_ID", *args)


def comments_by(conn: Conn, author: str) -> list[dict[str, Any]]:
    return _rows(
        conn, "SELECT * FROM wp_comments WHERE LOWER(comment_author)=LOWER(%s) ORDER BY comment_ID", author
    )


def session_count(conn: Conn, login: str) -> int:
    """How many sign-in sessions the user has (WordPress keeps them in the ``session_tokens`` meta)."""
    rows = _rows(
        conn,
        "SELECT meta_value FROM wp_usermeta WHERE user_id=%s AND meta_key='session_tokens'",
        user_id(conn, login),
    )
    if not rows:
        return 0
    # a PHP-serialized array: a:N:{...}
    found = re.match(r"a:(\d+):", str(rows[0]["meta_value"] or ""))
    return int(found.group(1)) if found else 0
