"""`wayfinder approve|deny|answer SESSION`: go on with a run that paused for a person.

A run started with ``--on-confirm pause`` that reaches a risky action it may not run on its own (or
a question it cannot answer) pauses, writes a ``waiting`` summary and exits 4. These verbs resume it
(the browser is re-opened where it was) and run it to its end, with the exit codes of
``wayfinder run``. They call ``wayfinder.agent.resume.approve/deny/answer``, after
``agent/paused.py`` refused, without importing the loop, what the run's files already refuse (no such
run, still running, already ended, waiting for the other kind of reply).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from wayfinder.cli.run import (
    _default_runs_dir,
    console_view,
    finish_result,
    run_guarded,
    secret_store,
    terminal_asker,
)

Session = Annotated[
    str,
    typer.Argument(metavar="SESSION_ID", help="The paused run's session id (see: wayfinder runs --waiting)"),
]
RunsDir = Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories are")]
Json = Annotated[bool, typer.Option("--json", help="Print one JSON object last")]
Secrets = Annotated[
    list[str] | None,
    typer.Option("--secret", metavar="NAME=VALUE", help="Repeatable: the secrets the run uses, given again"),
]


EXPECTS = {"approve": "confirm", "deny": "confirm", "answer": "question"}  # the pause each verb replies to


def _go_on(
    verb: str, session: str, runs_dir: Path | None, json_out: bool, secrets: list[str] | None, **kw: Any
) -> None:
    view = console_view(json_out)

    async def work() -> Any:
        from wayfinder.agent.paused import check_reply

        directory = runs_dir if runs_dir is not None else _default_runs_dir()
        # what the run's files already refuse is said before the loop is imported (seconds of CPU)
        check_reply(session, directory, EXPECTS[verb])
        from wayfinder.agent import resume

        call = getattr(resume, verb)
        return await call(
            session,
            runs_dir=directory,
            secrets=secret_store(list(secrets or [])),
            on_event=view.handle,
            ask_user=terminal_asker(),
            **kw,
        )

    raise finish_result(run_guarded(work), view, json_out)


def approve_command(
    session: Session, runs_dir: RunsDir = None, json_out: Json = False, secret: Secrets = None
) -> None:
    """Approve the risky action a paused run waits for; the run goes on to its end."""
    _go_on("approve", session, runs_dir, json_out, secret)


def deny_command(
    session: Session,
    reason: Annotated[
        str | None, typer.Option("--reason", metavar="TEXT", help="Why (the planner and the summary get it)")
    ] = None,
    runs_dir: RunsDir = None,
    json_out: Json = False,
    secret: Secrets = None,
) -> None:
    """Refuse the risky action a paused run waits for; the run goes on without it to its end."""
    _go_on("deny", session, runs_dir, json_out, secret, reason=reason)


def answer_command(
    session: Session,
    text: Annotated[str, typer.Argument(help="The answer to the run's question")],
    runs_dir: RunsDir = None,
    json_out: Json = False,
    secret: Secrets = None,
) -> None:
    """Answer the question a paused run waits for; the run goes on to its end."""
    _go_on("answer", session, runs_dir, json_out, secret, text=text)


def register(app: typer.Typer) -> None:
    """Add `approve`, `deny` and `answer`."""
    app.command("approve")(approve_command)
    app.command("deny")(deny_command)
    app.command("answer")(answer_command)
