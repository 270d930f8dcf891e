"""The ``wordpress`` site provider of goal suites: the bench WordPress (``WordPressApp``) and its checks.

Value checks compute the expected answer or page from WordPress's database when the suite is prepared;
state checks read it after the run (a post written, a status changed, a comment approved or added, a
sign-in: WordPress keeps each signed-in session in the user's ``session_tokens``). Goals give the
seeded accounts' credentials in plain words, as a person would; no setting lowers the risk rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected, ValueKind, Verdict
from wayfinder_bench.apps import wordpress_data as data
from wayfinder_bench.apps.library_data import NotFound
from wayfinder_bench.apps.wordpress import WordPressApp
from wayfinder_bench.goals_sites import AfterRun, Site, SiteProvider


@contextmanager
def start_wordpress() -> Iterator[Site]:
    with WordPressApp() as app:
        yield app


def _app(site: Site) -> WordPressApp:
    if not isinstance(site, WordPressApp):
        raise ConfigError("a wordpress check ran against a site that is not the bench WordPress")
    return site


def _ask(site: Site, fn: Callable[..., Any], *args: Any) -> Any:
    with _app(site).connect() as conn:
        try:
            return fn(conn, *args)
        except NotFound as exc:
            raise ConfigError(f"the WordPress data has no such record: {exc}") from None


# -- value checks ----------------------------------------------------------------------------------


def post_text(site: Site, title: str, find: str, kind: ValueKind = "text", page: bool = False) -> Expected:
    """A fact stated in a post's (or page's) prose: the first group of the regex ``find``."""
    value = _ask(site, data.text_of, title, find, "page" if page else "post")
    return Expected(kind, (value,), f"from {title!r}")


def posts_in(site: Site, category: str | None = None, tag: str | None = None) -> Expected:
    taxonomy, name = ("category", category) if category else ("post_tag", tag)
    if not name:
        raise ConfigError("posts_in needs category or tag")
    n = _ask(site, data.posts_in_term, taxonomy, name)
    return Expected("count", (str(n),), f"published posts in {name}")


def author_of(site: Site, title: str) -> Expected:
    return Expected("text", (_ask(site, data.author_name, title),), f"the author of {title!r}")


def comment_count(site: Site, title: str) -> Expected:
    n = len(_ask(site, data.comments, title, "1"))
    return Expected("count", (str(n),), f"approved comments on {title!r}")


def newest_in(site: Site, category: str, give: str = "path") -> Expected:
    row = _ask(site, data.newest_in_category, category)
    if give == "path":
        return Expected("path", (data.permalink_path(row),), f"the newest post in {category}")
    return Expected("text", (str(row["post_title"]),), f"the newest post in {category}")


def post_page(site: Site, title: str) -> Expected:
    return Expected("path", (data.permalink_path(_ask(site, data.found_post, title)),), f"the post {title!r}")


VALUE_CHECKS: dict[str, Callable[..., Expected]] = {
    "post_text": post_text,
    "posts_in": posts_in,
    "author_of": author_of,
    "comment_count": comment_count,
    "newest_in": newest_in,
    "post_page": post_page,
}


# -- state checks ----------------------------------------------------------------------------------


def signed_in(site: Site, after: AfterRun, login: str) -> Verdict:
    with _app(site).connect() as conn:
        n = data.session_count(conn, login)
    return Verdict(n > 0, f"{login} signed in", "" if n else f"{login} has no session")


def _post_fields(conn: Any, row: dict[str, Any]) -> dict[str, list[str]]:
    """Each checkable field as its values (a post has several categories and tags)."""
    author = data.one(
        conn, "SELECT user_login FROM wp_users WHERE ID=%s", row["post_author"], what="the post's author"
    )
    return {
        "status": [str(row["post_status"])],
        "author": [str(author["user_login"])],
        "content": [str(row["post_content"])],
        "category": data.post_terms(conn, int(row["ID"]), "category"),
        "tag": data.post_terms(conn, int(row["ID"]), "post_tag"),
    }


def post_is(site: Site, after: AfterRun, title: str, page: bool = False, **want: str) -> Verdict:
    """The post (or page) with this title exists, with the given fields: ``status`` (publish, draft,
    pending), ``author`` (a login), ``content`` (text it contains), ``category`` and ``tag`` (one of
    its categories or tags)."""
    described = f"a {'page' if page else 'post'} {title!r}" + "".join(f", {k} {v}" for k, v in want.items())
    with _app(site).connect() as conn:
        row = data.post(conn, title, "page" if page else "post")
        if row is None:
            return Verdict(False, described, "no such post")
        have = _post_fields(conn, row)
    wrong = []
    for key, value in want.items():
        if key not in have:
            raise ConfigError(f"post_is: unknown field {key!r} (known: {', '.join(have)})")
        values = [v.casefold() for v in have[key]]
        wanted = str(value).casefold()
        ok = any(wanted in v for v in values) if key == "content" else wanted in values
        if not ok:
            wrong.append(f"{key} is {', '.join(have[key])[:80]!r}")
    return Verdict(not wrong, described, ", ".join(wrong))


def post_renamed(site: Site, after: AfterRun, old: str, new: str) -> Verdict:
    with _app(site).connect() as conn:
        gone, there = data.post(conn, old) is None, data.post(conn, new) is not None
    ok = gone and there
    detail = "" if ok else ("the old title is still there" if not gone else "no post has the new title")
    return Verdict(ok, f"{old!r} renamed to {new!r}", detail)


def comment_is(site: Site, after: AfterRun, author: str, approved: bool = True) -> Verdict:
    """The comment(s) by this author are approved (or held)."""
    want = "1" if approved else "0"
    with _app(site).connect() as conn:
        rows = data.comments_by(conn, author)
    if not rows:
        return Verdict(False, f"a comment by {author}", "no such comment")
    states = {str(r["comment_approved"]) for r in rows}
    ok = states == {want}
    return Verdict(
        ok, f"{author}'s comment {'approved' if approved else 'held'}", "" if ok else f"it is {states}"
    )


def comment_added(site: Site, after: AfterRun, title: str, author: str, contains: str) -> Verdict:
    """A new comment on the post by this name that says ``contains`` (held for moderation or not)."""
    with _app(site).connect() as conn:
        rows = [
            r
            for r in data.comments(conn, title)
            if str(r["comment_author"]).casefold() == author.casefold()
            and contains.casefold() in str(r["comment_content"]).casefold()
        ]
    return Verdict(
        bool(rows), f"a comment by {author} on {title!r} saying {contains!r}", "" if rows else "none"
    )


def term_added(site: Site, after: AfterRun, name: str, taxonomy: str = "category") -> Verdict:
    with _app(site).connect() as conn:
        ok = data.term_exists(conn, taxonomy, name)
    return Verdict(ok, f"a {taxonomy} {name!r}", "" if ok else "no such term")


STATE_CHECKS: dict[str, Callable[..., Verdict]] = {
    "signed_in": signed_in,
    "post_is": post_is,
    "post_renamed": post_renamed,
    "comment_is": comment_is,
    "comment_added": comment_added,
    "term_added": term_added,
}

PROVIDER = SiteProvider(
    key="wordpress",
    start=start_wordpress,
    values=VALUE_CHECKS,
    states=STATE_CHECKS,
    describe="WordPress from Debian's package over a seeded community blog (bench/apps/wordpress)",
    # the app is on 127.0.0.1 and this machine has no other network: the agent stays on the site
    settings={"allowed_domains": ["127.0.0.1"]},
)
