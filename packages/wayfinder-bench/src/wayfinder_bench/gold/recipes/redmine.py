"""Recipes for the team's tracker on Redmine: "Sign in" (Login, Password) with the credentials the
goal gives; the "Projects" list, a project's tabs ("Roadmap", "Wiki"); an issue's page
(``/issues/N``, the number a person was given) with its fields, history and "Edit" form (Status,
Priority, Assignee, Notes, "Submit"); the new issue form (Tracker, Subject, Priority, Assignee,
"Create"); the quick search box for an issue named by its subject; the issue list narrowed by the
filters the goal names (the list's own link, as the project's overview gives it).

Wrong endings recorded with each goal: a count off by one, the project's whole list instead of the
filtered count, another issue's field, another version's date, another value of the same wiki page,
an earlier note, a dropped last click (never signed in, never created, never submitted)."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlencode

from wayfinder.errors import ConfigError
from wayfinder.intent.text.lemmas import lemma
from wayfinder_bench.apps import redmine_data as data
from wayfinder_bench.apps.redmine import RedmineApp
from wayfinder_bench.goals import CheckRef
from wayfinder_bench.gold.model import GoldStep
from wayfinder_bench.gold.recipes.base import (
    Plan,
    Recipe,
    RecipeBook,
    RecipeInput,
    account_in,
    every_record,
    first,
    typed_secret,
    wrong,
    wrong_steps,
)
from wayfinder_bench.gold.recipes.steps import (
    button,
    choose,
    click,
    done,
    field,
    give_up,
    go,
    link,
    type_into,
)


def _app(inp: RecipeInput) -> RedmineApp:
    if not isinstance(inp.site, RedmineApp):
        raise ConfigError("a redmine recipe ran against another site")
    return inp.site


def _rows(inp: RecipeInput, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
    with _app(inp).connect() as conn:
        return list(conn.execute(sql, params).fetchall())


def _issue(inp: RecipeInput, number: int) -> dict[str, Any]:
    with _app(inp).connect() as conn:
        return data.issue(conn, number)


def credentials(inp: RecipeInput) -> tuple[str, str] | None:
    """The account the goal signs in with, and the password it gives (both written in the goal)."""
    return account_in(inp.goal.goal, {login: a.password for login, a in _app(inp).accounts().items()})


def sign_in(inp: RecipeInput) -> list[GoldStep]:
    """The top menu's "Sign in", then the account and the password the goal gives ([] when the goal
    gives none: a visitor)."""
    found = credentials(inp)
    if found is None:
        return []
    login, password = found
    return [
        link("Sign in", note="the top menu"),
        field("Login", login),
        type_into("input[type=password]", "Password", typed_secret(inp.goal.goal, password)),
        button("Login"),
    ]


def _project(inp: RecipeInput, name: str) -> tuple[str, str]:
    """(identifier, name) of a project named by either."""
    rows = _rows(
        inp, "SELECT identifier, name FROM projects WHERE LOWER(name)=LOWER(?) OR identifier=?", (name, name)
    )
    if not rows:
        raise ConfigError(f"no Redmine project {name!r}")
    return str(rows[0]["identifier"]), str(rows[0]["name"])


def open_project(inp: RecipeInput, name: str) -> list[GoldStep]:
    _, title = _project(inp, name)
    return [link("Projects", note="the top menu"), link(title, note="open the project")]


def _ids(inp: RecipeInput, table: str, names: Sequence[str], where: str = "") -> list[str]:
    ids = []
    for name in names:
        rows = _rows(inp, f"SELECT id FROM {table} WHERE LOWER(name)=LOWER(?) {where}", (name,))
        if not rows:
            raise ConfigError(f"no {table} row named {name!r}")
        ids.append(str(rows[0]["id"]))
    return ids


def _list_url(inp: RecipeInput, args: dict[str, Any], *, narrowed: bool = True) -> str:
    """The issue list narrowed to the goal's filters (the link the project's overview gives for
    "open bugs", in Redmine's own short filter syntax: ``status_id=o``, ``tracker_id=1``)."""
    project = args.get("project")
    path = f"/projects/{_project(inp, str(project))[0]}/issues" if project else "/issues"
    query: dict[str, str] = {"set_filter": "1"}
    status = args.get("status")
    if not narrowed:
        return f"{path}?{urlencode({**query, 'status_id': '*'})}"
    if args.get("tracker"):
        query["tracker_id"] = _ids(inp, "trackers", [str(args["tracker"])])[0]
    if status in (None, "open", "closed"):
        query["status_id"] = {None: "*", "open": "o", "closed": "c"}[status]
    else:
        query["status_id"] = _ids(inp, "issue_statuses", [str(status)])[0]
    priority = args.get("priority")
    if priority:
        names = [priority] if isinstance(priority, str) else [str(p) for p in priority]
        query["priority_id"] = "|".join(_ids(inp, "enumerations", names, "AND type='IssuePriority'"))
    return f"{path}?{urlencode(query)}"


def issue_count(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = dict(ref.args)
    n = int(first(inp.value("issue_count", **args)))
    visitor = args.get("visible_to")
    with _app(inp).connect() as conn:
        total = data.count_issues(
            conn, project=str(args["project"]) if args.get("project") else None, visible_to=visitor
        )
    steps = [*sign_in(inp), go(_list_url(inp, args), note="the issue list narrowed to the goal's filters")]
    negatives = [wrong("count off by one", f"There are {n + 1} issues.")]
    if n > 0:
        negatives.append(wrong("count off by one", f"There are {n - 1} issues."))
    if total != n:
        negatives.append(wrong("the unfiltered total", f"There are {total} issues."))
    if args.get("project") and not args.get("status"):
        # the project's list as it opens counts its open issues (the form's default filter): no answer
        # to a count of issues in every state
        with _app(inp).connect() as conn:
            opened = data.count_issues(conn, project=str(args["project"]), status="open", visible_to=visitor)
        if opened != n:
            path = f"/projects/{_project(inp, str(args['project']))[0]}/issues"
            said = done(f"There are {opened} issues.")
            negatives.append(wrong_steps("the list as it opens (open only)", [*sign_in(inp), go(path), said]))
    return Plan("count", [*steps, done(f"There are {n} issues.")], negatives)


_FIELD_SAYS = {
    "assignee": "Issue #{id} is assigned to {value}.",
    "author": "Issue #{id} was reported by {value}.",
    "priority": "The priority of issue #{id} is {value}.",
    "status": "The status of issue #{id} is {value}.",
    "tracker": "Issue #{id} is a {value}.",
    "version": "Issue #{id} is planned for version {value}.",
    "due_date": "Issue #{id} is due on {value}.",
    "project": "Issue #{id} belongs to {value}.",
    "subject": "Issue #{id} is titled {value}.",
}


def _find_issue(inp: RecipeInput, args: dict[str, Any]) -> tuple[dict[str, Any], list[GoldStep]]:
    """The issue the goal names, and how a person opens it: the number they were given, or the
    quick search for its subject, then its line among the results."""
    if args.get("number") is not None:
        row = _issue(inp, int(args["number"]))
        return row, [go(f"/issues/{row['id']}", note="the issue's page")]
    with _app(inp).connect() as conn:
        row = data.issue_by_subject(conn, str(args["subject"]))
    return row, [field("Search", row["subject"], submit=True, note="the quick search"), link(row["subject"])]


def issue_field(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = dict(ref.args)
    give = str(args["give"])
    row, opened = _find_issue(inp, args)
    value = first(inp.value("issue_field", **args))
    said = _FIELD_SAYS[give]
    steps = [*sign_in(inp), *opened, done(said.format(id=row["id"], value=value))]
    with _app(inp).connect() as conn:
        others = [data.issue(conn, int(r[0])) for r in conn.execute("SELECT id FROM issues ORDER BY id")]
    other = next((o[give] for o in others if o[give] and str(o[give]) != value), None)
    negatives = [wrong("another issue's value", said.format(id=row["id"], value=other))] if other else []
    return Plan("value", steps, negatives)


def issue_page(inp: RecipeInput, ref: CheckRef) -> Plan:
    row, opened = _find_issue(inp, dict(ref.args))
    said = f"Here is issue #{row['id']}."
    other = row["id"] + 1 if row["id"] > 1 else 2
    negatives = [wrong_steps("another issue's page", [go(f"/issues/{other}"), done(said)])]
    return Plan("page", [*sign_in(inp), *opened, done(said)], negatives)


def version_due(inp: RecipeInput, ref: CheckRef) -> Plan:
    project, version = str(ref.args["project"]), str(ref.args["version"])
    due = first(inp.value("version_due", project=project, version=version))
    said = "The {v} version is due on {d}."
    steps = [*sign_in(inp), *open_project(inp, project), link("Roadmap"), done(said.format(v=version, d=due))]
    rows = _rows(
        inp,
        "SELECT v.effective_date FROM versions v JOIN projects p ON p.id=v.project_id "
        "WHERE p.identifier=? AND v.name<>? AND v.effective_date IS NOT NULL",
        (_project(inp, project)[0], version),
    )
    negatives = [wrong("another version's date", said.format(v=version, d=r[0])) for r in rows[:1]]
    return Plan("value", steps, negatives)


def wiki_text(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = dict(ref.args)
    project, page = str(args["project"]), str(args["page"])
    value = first(inp.value("wiki_text", **args))
    steps = [
        *sign_in(inp),
        *open_project(inp, project),
        link("Wiki"),
        link(page, note="the page, linked from the wiki's start page"),
        done(f"It is {value}."),
    ]
    with _app(inp).connect() as conn:
        text = data.wiki_text(conn, project, page, r"([\s\S]*)")
    kind = r"#[0-9A-F]{6}|\d+(?: [a-z]+)?" if re.search(r"\d", value) else r"\b[A-Z][a-z]{3,}\b"
    others = [v for v in dict.fromkeys(re.findall(kind, text)) if v != value and v not in value][:2]
    return Plan("value", steps, [wrong("another value of the same page", f"It is {v}.") for v in others])


def last_note(inp: RecipeInput, ref: CheckRef) -> Plan:
    number = int(ref.args["number"])
    with _app(inp).connect() as conn:
        notes = data.notes(conn, number)
    note = notes[-1]
    steps = [*sign_in(inp), go(f"/issues/{number}"), done(f"{note['name']} wrote: {note['notes']}")]
    negatives = [wrong("an earlier note", f"{n['name']} wrote: {n['notes']}") for n in notes[:-1][-1:]]
    return Plan("value", steps, negatives)


def signed_in(inp: RecipeInput, ref: CheckRef) -> Plan:
    steps = sign_in(inp)
    if not steps:
        raise ConfigError(f"goal {inp.goal.id}: no account and password in the goal")
    said = f"You are signed in as {ref.args['login']}."
    return Plan(
        "state",
        [*steps, done(said)],
        [wrong_steps("a dropped step (never signed in)", [*steps[:-1], done(said)])],
    )


def _user_name(inp: RecipeInput, who: str) -> str:
    rows = _rows(
        inp,
        "SELECT firstname || ' ' || lastname FROM users WHERE login=? OR firstname || ' ' || lastname=?",
        (who, who),
    )
    if not rows:
        raise ConfigError(f"no Redmine user {who!r}")
    return str(rows[0][0])


def issue_added(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = {k: str(v) for k, v in ref.args.items()}
    ident, _ = _project(inp, args["project"])
    form = [*sign_in(inp), go(f"/projects/{ident}/issues/new", note="the project's New issue")]
    if "tracker" in args:  # first: a new tracker redraws the form
        form.append(choose("Tracker", args["tracker"]))
    form.append(field("Subject", args["subject"]))
    if "priority" in args:
        form.append(choose("Priority", args["priority"]))
    if "assignee" in args:
        form.append(choose("Assignee", _user_name(inp, args["assignee"])))
    if "version" in args:
        form.append(choose("Target version", args["version"]))
    said = f"I created the issue {args['subject']!r} in {args['project']}."
    return Plan(
        "state",
        [*form, button("Create"), done(said)],
        [wrong_steps("a dropped step (never created)", [*form, done(said)])],
    )


def _edit(inp: RecipeInput, number: int) -> list[GoldStep]:
    return [*sign_in(inp), go(f"/issues/{number}"), link("Edit", note="the issue's edit form")]


def _bulk_list(inp: RecipeInput, number: int, every: str) -> tuple[str, int]:
    """The list of the issues the goal changes all of ('all the new bugs in Mobile App': ``every`` is
    'new bugs'): the checked issue's project narrowed to the status the words name, and to the tracker
    they name ('all the resolved issues' names none), with how many issues it lists."""
    ident = _rows(
        inp, "SELECT p.identifier FROM issues i JOIN projects p ON p.id=i.project_id WHERE i.id=?", (number,)
    )[0]["identifier"]
    said = {lemma(w) for w in re.findall(r"[a-z]+", every.lower())}
    status = [r for r in _rows(inp, "SELECT id, name FROM issue_statuses") if str(r["name"]).lower() in said]
    tracker = [
        r for r in _rows(inp, "SELECT id, name FROM trackers") if lemma(str(r["name"]).lower()) in said
    ]
    if not status:
        raise ConfigError(f"no issue status in {every!r}")
    query = {"set_filter": "1", "status_id": str(status[0]["id"])}
    sql = "SELECT COUNT(*) AS n FROM issues i JOIN projects p ON p.id=i.project_id WHERE p.identifier=? AND i.status_id=?"
    params: list[Any] = [ident, status[0]["id"]]
    if tracker:
        query["tracker_id"] = str(tracker[0]["id"])
        sql, params = f"{sql} AND i.tracker_id=?", [*params, tracker[0]["id"]]
    n = int(_rows(inp, sql, params)[0]["n"])
    return f"/projects/{ident}/issues?{urlencode(query)}", n


def issue_is(inp: RecipeInput, ref: CheckRef) -> Plan:
    args = {k: str(v) for k, v in ref.args.items()}
    number = int(args.pop("number"))
    labels = {"status": "Status", "priority": "Priority", "assignee": "Assignee"}
    typed = {"subject": "Subject"}  # the edit form's text fields: typed, not chosen
    changes: list[GoldStep] = []
    for key, value in args.items():
        if key in typed:
            changes.append(field(typed[key], value))
            continue
        if key not in labels:
            raise ConfigError(f"no redmine recipe sets an issue's {key}")
        changes.append(choose(labels[key], _user_name(inp, value) if key == "assignee" else value))
    said = f"Issue #{number} is updated."
    one = [*_edit(inp, number), *changes]
    every = every_record(inp.goal.goal)
    if every is None:
        return Plan(
            "state",
            [*one, button("Submit"), done(said)],
            [wrong_steps("a dropped step (never submitted)", [*one, done(said)])],
        )
    # 'assign all the new bugs ...': the list narrowed to them, every row ticked, the rows' Bulk edit;
    # the one issue's edit (one record of several) is a wrong ending
    # (the menu of one ticked row edits that issue: 'Edit', not 'Bulk edit')
    listed, n = _bulk_list(inp, number, every)
    form = [
        *sign_in(inp),
        go(listed, note="the list of the issues the goal changes"),
        click("checkbox", "Check all", note="every row ticked"),
        link("Actions", note="the ticked rows' menu"),
        link("Bulk edit" if n > 1 else "Edit"),
        *changes,
    ]
    negatives = [wrong_steps("a dropped step (never submitted)", [*form, done(said)])]
    if n > 1:
        negatives.append(wrong_steps("one record of several changed", [*one, button("Submit"), done(said)]))
    return Plan("state", [*form, button("Submit"), done(said)], negatives)


def note_added(inp: RecipeInput, ref: CheckRef) -> Plan:
    number, says = int(ref.args["number"]), str(ref.args["contains"])
    form = [*_edit(inp, number), field("Notes", says)]
    said = f"I added the note to issue #{number}."
    return Plan(
        "state",
        [*form, button("Submit"), done(said)],
        [wrong_steps("a dropped step (never submitted)", [*form, done(said)])],
    )


def cannot(inp: RecipeInput, ref: CheckRef) -> Plan:
    return Plan("not_success", [give_up("I could not do that in this tracker, so I did nothing.")])


REDMINE_RECIPES: dict[str, Recipe] = {
    "answer:issue_count": issue_count,
    "answer:issue_field": issue_field,
    "answer:version_due": version_due,
    "answer:wiki_text": wiki_text,
    "answer:last_note": last_note,
    "page:issue_page": issue_page,
    "state:signed_in": signed_in,
    "state:issue_added": issue_added,
    "state:issue_is": issue_is,
    "state:note_added": note_added,
    "cannot": cannot,
}

BOOK = RecipeBook("redmine", REDMINE_RECIPES)


def book(inp: RecipeInput) -> RecipeBook:
    return BOOK
