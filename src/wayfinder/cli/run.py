"""`wayfinder run GOAL`: run the agent once, narrate each step, end with the terminal and where the
trace is. Exit codes: 0 goal_satisfied, 1 goal_failed, 2 loop_stuck, 3 budget_exhausted, 4 waiting
(paused for a person, ``--on-confirm pause``), 64 bad input or configuration (one line, no
traceback), 130 Ctrl-C, 143 SIGTERM (both after the summary, the report and closing the browser).

`wayfinder run --resume SESSION` continues a run whose process died (agent/resume.py); the
``approve``/``deny``/``answer`` verbs (cli/durable.py) print their result through ``finish_result``.

Every setting has a flag: the common ones by name, all others through ``--set KEY=VALUE``.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from wayfinder.cli import signals
from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

if TYPE_CHECKING:  # the settings (pydantic) load when a command runs, not when the CLI starts
    from wayfinder.settings import Settings

EXIT_CODES = {"goal_satisfied": 0, "goal_failed": 1, "loop_stuck": 2, "budget_exhausted": 3}
EXIT_WAITING = 4
EXIT_RECORD = 74  # the run's record could not be written (sysexits EX_IOERR)
EXIT_INTERRUPTED = 130


def parse_sets(pairs: list[str]) -> dict[str, str]:
    """``KEY=VALUE`` pairs (``--set``) as setting overrides; ConfigError names a malformed one."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            from wayfinder.settings import Settings

            raise ConfigError(
                f"--set {pair!r} is not KEY=VALUE (valid keys: {', '.join(sorted(Settings.model_fields))})"
            )
        out[key] = value
    return out


def build_settings(flags: dict[str, Any], sets: list[str]) -> Settings:
    """Settings from defaults/TOML/env, then ``--set`` pairs, then the named flags (highest)."""
    overrides: dict[str, Any] = parse_sets(sets)
    overrides.update({k: v for k, v in flags.items() if v is not None})
    from wayfinder.settings import load_settings

    return load_settings(**overrides)


def console_view(json_mode: bool) -> Any:
    """The live view (ux/console.py); narration goes to stderr in --json mode so stdout stays JSON."""
    from rich.console import Console

    from wayfinder.ux.console import ConsoleView

    return ConsoleView(Console(stderr=json_mode, highlight=False))


def terminal_asker() -> Any:
    """Ask on the terminal (used only when the run's settings say ``interactive_prompts``)."""
    from wayfinder.ux.prompts import ask_text

    async def ask(question: str) -> str | None:
        import asyncio

        return await asyncio.to_thread(ask_text, question)

    return ask


def _ask_user(settings: Settings) -> Any:
    return terminal_asker() if settings.interactive_prompts else None


def secret_store(pairs: list[str]) -> Any:
    """``--secret`` pairs and ``WAYFINDER_SECRET_*`` variables, or None when there are none."""
    from wayfinder.safety.secrets import SecretStore

    secrets = SecretStore.from_sources(pairs, os.environ)
    return secrets if secrets else None


def _observer() -> None:
    """What the early look at the start page needs (``agent/run_first.py``): imported while Chromium starts."""
    import wayfinder.observe.capture  # noqa: F401


def _agent() -> Any:
    from wayfinder.agent.run import run_agent

    return run_agent


async def _run(goal: str, url: str | None, settings: Settings, secret_pairs: list[str], view: Any) -> Any:
    """The run, its browser launched first and the agent imported meanwhile (in a thread, so the event
    loop keeps talking to the launching browser): Chromium starts in its own processes, opens the
    start page and observes it while the interpreter imports the loop, the goal reader and the
    planners (docs/BENCHMARKS.md, "Start-up").

    The observer is imported at once (the Playwright driver's start leaves the second core free); the
    loop's import (about 2 s of CPU) waits until Chromium has started, whose processes need both cores
    of a small machine, and then runs while the start page opens and is observed. It does not wait for
    the page itself, so a slow site's load still overlaps it (docs/BENCHMARKS.md, "Start-up, round 17")."""
    import asyncio

    from wayfinder.agent.early import launch_early, validate_goal, validate_start_url
    from wayfinder.agent.run_first import discard, look_early
    from wayfinder.safety.domains import DomainPolicy

    text = validate_goal(goal)  # bad input is refused before anything is launched
    start = validate_start_url(url)
    policy = DomainPolicy.from_settings(settings)  # bad domain patterns too
    secrets = secret_store(secret_pairs)
    early = launch_early(settings, url=start, policy=policy)  # the start page opens meanwhile
    first = look_early(early, settings, text)  # and is observed once open (agent/run_first.py)
    try:
        await asyncio.to_thread(_observer)
        await early.browser_up()
        run_agent = await asyncio.to_thread(_agent)
    except BaseException:
        await discard(first)
        await early.discard()
        raise
    return await run_agent(
        goal,
        start_url=url,
        settings=settings,
        secrets=secrets,
        on_event=view.handle,
        ask_user=_ask_user(settings),
        early=early,
        first_look=first,
    )


def finish_result(result: Any, view: Any, json_out: bool) -> typer.Exit:
    """Print the final block (and the JSON line); return the Exit carrying the run's code."""
    waiting = result.status == "waiting"
    view.finish(
        terminal_reason=result.terminal_reason or result.status,
        answer=result.answer,
        run_dir=result.run_dir,
        report_path=result.report_path,
    )
    if json_out:
        payload = {
            "session_id": result.session_id,
            "status": result.status,
            "terminal_reason": result.terminal_reason,
            "terminal_type": result.terminal_type,
            "verified": result.verified,
            "steps": result.steps,
            "answer": result.answer,
            "run_dir": str(result.run_dir),
            "waiting": result.waiting,
            "record_error": getattr(result, "record_error", None),
        }
        sys.stdout.flush()
        typer.echo(json.dumps(payload))
    if getattr(result, "record_error", None):  # a full or read-only disk: never a clean exit
        typer.echo(f"error: {result.record_error}", err=True)
        return typer.Exit(EXIT_RECORD)
    if waiting:
        return typer.Exit(EXIT_WAITING)
    return typer.Exit(EXIT_CODES.get(str(result.terminal_reason), 1))


def run_guarded(work: Any) -> Any:
    """``asyncio.run(work())`` with the CLI's handling of bad input (64), Ctrl-C (130) and SIGTERM (143,
    after the run recorded its summary and report: ``cli/signals.py``)."""
    try:
        return signals.run(work())
    except ConfigError as exc:
        raise config_exit(exc) from None
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        raise typer.Exit(EXIT_INTERRUPTED) from None
    except signals.Terminated:
        typer.echo("terminated", err=True)
        raise typer.Exit(signals.EXIT_TERMINATED) from None


def _resume(session: str, flags: dict[str, Any], sets: list[str], secrets: list[str], json_out: bool) -> None:
    from wayfinder.agent.resume import resume_run

    overrides: dict[str, Any] = parse_sets(sets)
    overrides.update({k: v for k, v in flags.items() if v is not None})
    runs_dir = overrides.pop("runs_dir", None)
    view = console_view(json_out)

    async def work() -> Any:
        return await resume_run(
            session,
            runs_dir=runs_dir if runs_dir is not None else _default_runs_dir(),
            secrets=secret_store(secrets),
            on_event=view.handle,
            ask_user=terminal_asker(),
            overrides=overrides,
        )

    raise finish_result(run_guarded(work), view, json_out)


def run_command(
    goal: Annotated[str | None, typer.Argument(help="What to do, in plain words")] = None,
    url: Annotated[
        str | None, typer.Option("--url", metavar="URL", help="Start URL (http(s) or file)")
    ] = None,
    planner: Annotated[
        str | None, typer.Option("--planner", metavar="PLANNER", help="rules, auto, or openai:MODEL")
    ] = None,
    headless: Annotated[
        bool | None, typer.Option("--headless/--headed", help="Browser window or not")
    ] = None,
    max_steps: Annotated[
        int | None, typer.Option("--max-steps", help="Steps before budget_exhausted")
    ] = None,
    runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories go")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object last")] = False,
    secret: Annotated[
        list[str] | None,
        typer.Option(
            "--secret", metavar="NAME=VALUE", help="Repeatable; the goal says <secret:NAME>, never the value"
        ),
    ] = None,
    set_: Annotated[
        list[str] | None, typer.Option("--set", metavar="KEY=VALUE", help="Any setting; repeatable")
    ] = None,
    base_url: Annotated[
        str | None, typer.Option("--base-url", metavar="URL", help="OpenAI-compatible endpoint")
    ] = None,
    auto_confirm: Annotated[
        str | None,
        typer.Option(
            "--auto-confirm", metavar="never|low|medium|all", help="The highest risk run without asking"
        ),
    ] = None,
    interactive: Annotated[
        bool | None, typer.Option("--interactive/--no-interactive", help="Ask on the terminal")
    ] = None,
    vision: Annotated[
        bool | None, typer.Option("--vision/--no-vision", help="Send screenshots to the LLM")
    ] = None,
    allowed_domains: Annotated[
        str | None, typer.Option("--allowed-domains", metavar="HOSTS", help="Comma-separated")
    ] = None,
    blocked_domains: Annotated[
        str | None, typer.Option("--blocked-domains", metavar="HOSTS", help="Comma-separated")
    ] = None,
    mapping_limit: Annotated[
        int | None, typer.Option("--mapping-limit", help="Elements shown to the planner")
    ] = None,
    screenshots: Annotated[
        str | None,
        typer.Option(
            "--screenshots", metavar="none|viewport|full|on_demand", help="What each observation keeps"
        ),
    ] = None,
    on_confirm: Annotated[
        str | None,
        typer.Option(
            "--on-confirm",
            metavar="refuse|pause",
            help="No one to ask: refuse, or pause (exit 4) for approve/deny/answer",
        ),
    ] = None,
    resume: Annotated[
        str | None, typer.Option("--resume", metavar="SESSION_ID", help="Continue a run whose process died")
    ] = None,
) -> None:
    """Run the agent on GOAL, or continue a run with --resume SESSION_ID. Exit 0 satisfied, 1 failed,
    2 loop stuck, 3 budget exhausted, 4 waiting for a person, 64 bad input."""
    flags = {
        "planner": planner,
        "headless": headless,
        "max_steps": max_steps,
        "runs_dir": runs_dir,
        "base_url": base_url,
        "auto_confirm": auto_confirm,
        "interactive_prompts": interactive,
        "vision": vision,
        "allowed_domains": allowed_domains,
        "blocked_domains": blocked_domains,
        "mapping_limit": mapping_limit,
        "observe_screenshot_mode": screenshots,
        "on_confirm": on_confirm,
    }
    if resume is not None:
        if goal is not None or url is not None:
            raise config_exit(
                ConfigError("--resume continues a run with its own goal and URL; give no GOAL or --url")
            )
        _resume(resume, flags, list(set_ or []), list(secret or []), json_out)
    if goal is None:
        raise config_exit(ConfigError("the goal is missing; say in plain words what the agent should do"))
    text = goal
    try:
        settings = build_settings(flags, list(set_ or []))
    except ConfigError as exc:
        raise config_exit(exc) from None
    view = console_view(json_out)
    result = run_guarded(lambda: _run(text, url, settings, list(secret or []), view))
    raise finish_result(result, view, json_out)


def register(app: typer.Typer) -> None:
    """Add ``wayfinder run``."""
    app.command("run")(run_command)


def _default_runs_dir() -> Path:
    from wayfinder.settings import load_settings

    return load_settings().runs_dir
