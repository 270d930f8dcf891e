"""The ``redmine`` site provider of goal suites: the bench Redmine (``RedmineApp``) and its checks.

Value checks compute the expected answer or page from Redmine's database when the suite is prepared
(counts as the goal's visitor sees them: anonymous unless the goal signs in); state checks read it
after the run (an issue reported, a field changed, a note added, a sign-in: Redmine stamps
``last_login_on``). Goals give the seeded accounts' credentials in plain words, as a person would.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from wayfinder.errors import ConfigError
from wayfinder.judge.values import Expected, ValueKind, Verdict
from wayfinder_bench.apps import redmine_data as data
from wayfinder_bench.apps.library_data import NotFound
from wayfinder_bench.apps.redmine import RedmineApp
from wayfinder_bench.goals_sites import AfterRun, Site, SiteProvider

ISSUE_FIELDS = (
    "subject",
    "project",
    "tracker",
    "status",
    "priority",
    "assignee",
    "author",
    "version",
    "due_date",
)


@contextmanager
def start_redmine() -> Iterator[Site]:
    with RedmineApp() as app:
        yield app


def _app(site: Site) -> RedmineApp:
    if not isinstance(site, RedmineApp):
        raise ConfigError("a redmine check ran against a site that is not the bench Redmine")
    return site


def _ask(site: Site, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    with _app(site).connect() as conn:
        try:
            return fn(conn, *args, **kwargs)
        except NotFound as exc:
            raise ConfigError(f"the Redmine data has no such record: {exc}") from None


def _issue(site: Site, number: int | None, subject: str | None) -> dict[str, Any]:
    if number is not None:
        row: dict[str, Any] = _ask(site, data.issue, int(number))
        return row
    if subject is not None:
        row = _ask(site, data.issue_by_subject, subject)
        return row
    raise ConfigError("name the issue by number or subject")


# -- value checks ----------------------------------------------------------------------------------


def issue_count(
    site: Site,
    project: str | None = None,
    tracker: str | None = None,
    status: str | None = None,
    priority: str | list[str] | None = None,
    visible_to: str | None = None,
) -> Expected:
    priorities = [priority] if isinstance(priority, str) else priority
    n = _ask(
        site,
        data.count_issues,
        project=project,
        tracker=tracker,
        status=status,
        priorities=priorities,
        visible_to=visible_to,
    )
    label = " ".join(x for x in (status, tracker, "issues", f"in {project}" if project else "") if x)
    return Expected("count", (str(n),), label)


def issue_field(site: Site, give: str, number: int | None = None, subject: str | None = None) -> Expected:
    """One field of an issue (``assignee``, ``author``, ``priority``, ``status``, ``due_date``...)."""
    if give not in ISSUE_FIELDS:
        raise ConfigError(f"issue_field give={give!r} (known: {', '.join(ISSUE_FIELDS)})")
    row = _issue(site, number, subject)
    kind: ValueKind = "date" if give == "due_date" else "text"
    return Expected(kind, (str(row[give]),), f"{give} of issue #{row['id']}")


def issue_page(site: Site, number: int | None = None, subject: str | None = None) -> Expected:
    row = _issue(site, number, subject)
    return Expected("path", (f"/issues/{row['id']}",), f"issue #{row['id']}")


def version_due(site: Site, project: str, version: str) -> Expected:
    return Expected("date", (_ask(site, data.version_due, project, version),), f"{version} due date")


def wiki_text(site: Site, project: str, page: str, find: str, kind: ValueKind = "text") -> Expected:
    return Expected(kind, (_ask(site, data.wiki_text, project, page, find),), f"from the wiki page {page}")


def last_note(site: Site, number: int) -> Expected:
    notes = _ask(site, data.notes, int(number))
    if not notes:
        raise ConfigError(f"issue #{number} has no notes")
    return Expected("text", (notes[-1]["notes"],), f"the last note on #{number}")


VALUE_CHECKS: dict[str, Callable[..., Expected]] = {
    "issue_count": issue_count,
    "issue_field": issue_field,
    "issue_page": issue_page,
    "version_due": version_due,
    "wiki_text": wiki_text,
    "last_note": last_note,
}


# -- state checks ----------------------------------------------------------------------------------


def signed_in(site: Site, after: AfterRun, login: str) -> Verdict:
    with _app(site).connect() as conn:
        when = data.last_login(conn, login)
    return Verdict(when is not None, f"{login} signed in", "" if when else f"{login} never signed in")


def _compare(row: dict[str, Any], want: dict[str, Any]) -> list[str]:
    wrong = []
    for key, value in want.items():
        if key not in ISSUE_FIELDS:
            raise ConfigError(f"unknown issue field {key!r} (known: {', '.join(ISSUE_FIELDS)})")
        got = row[key] if row[key] is not None else ""
        if str(got).casefold() != str(value).casefold() and row.get(f"{key}_login") != value:
            wrong.append(f"{key} is {got!r}")
    return wrong


def issue_added(site: Site, after: AfterRun, subject: str, **want: Any) -> Verdict:
    """An issue with this subject exists, with the given fields (``project``, ``tracker``,
    ``priority``, ``assignee`` and ``author`` as a name or login, ``status``)."""
    described = f"an issue {subject!r}" + "".join(f", {k} {v}" for k, v in want.items())
    with _app(site).connect() as conn:
        rows = data.issues_titled(conn, subject)
    if not rows:
        return Verdict(False, described, "no such issue")
    problems = [_compare(r, want) for r in rows]
    best = min(problems, key=len)
    return Verdict(not best, described, ", ".join(best))


def issue_is(site: Site, after: AfterRun, number: int, **want: Any) -> Verdict:
    """Issue #number has the given fields (``status``, ``priority``, ``assignee``...)."""
    described = f"issue #{number}" + "".join(f", {k} {v}" for k, v in want.items())
    with _app(site).connect() as conn:
        try:
            row = data.issue(conn, int(number))
        except NotFound:
            return Verdict(False, described, "the issue is gone")
    wrong = _compare(row, want)
    return Verdict(not wrong, described, ", ".join(wrong))


def note_added(site: Site, after: AfterRun, number: int, contains: str, by: str | None = None) -> Verdict:
    """A note on issue #number that says ``contains`` (written by ``by``, a login, when given)."""
    described = f"a note on #{number} saying {contains!r}" + (f" by {by}" if by else "")
    with _app(site).connect() as conn:
        notes = data.notes(conn, int(number))
    hits = [n for n in notes if contains.casefold() in str(n["notes"]).casefold()]
    if not hits:
        return Verdict(False, described, "no such note")
    ok = by is None or any(n["login"] == by for n in hits)
    return Verdict(ok, described, "" if ok else f"written by {hits[0]['login']}")


STATE_CHECKS: dict[str, Callable[..., Verdict]] = {
    "signed_in": signed_in,
    "issue_added": issue_added,
    "issue_is": issue_is,
    "note_added": note_added,
}

PROVIDER = SiteProvider(
    key="redmine",
    start=start_redmine,
    values=VALUE_CHECKS,
    states=STATE_CHECKS,
    describe="Redmine from Debian's package over a seeded team tracker (bench/apps/redmine)",
    settings={"allowed_domains": ["127.0.0.1"]},
)
