"""`wayfinder run GOAL`: run the agent once, narrate each step, end with the terminal and where the
trace is. Exit codes: 0 goal_satisfied, 1 goal_failed, 2 loop_stuck, 3 budget_exhausted, 64 bad
input or configuration (one line, no traceback), 130 Ctrl-C.

Every setting has a flag: the common ones by name, all others through ``--set KEY=VALUE``.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError
from wayfinder.settings import Settings, load_settings

EXIT_CODES = {"goal_satisfied": 0, "goal_failed": 1, "loop_stuck": 2, "budget_exhausted": 3}
EXIT_INTERRUPTED = 130


def parse_sets(pairs: list[str]) -> dict[str, str]:
    """``KEY=VALUE`` pairs (``--set``) as setting overrides; ConfigError names a malformed one."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise ConfigError(
                f"--set {pair!r} is not KEY=VALUE (valid keys: {', '.join(sorted(Settings.model_fields))})"
            )
        out[key] = value
    return out


def build_settings(flags: dict[str, Any], sets: list[str]) -> Settings:
    """Settings from defaults/TOML/env, then ``--set`` pairs, then the named flags (highest)."""
    overrides: dict[str, Any] = parse_sets(sets)
    overrides.update({k: v for k, v in flags.items() if v is not None})
    return load_settings(**overrides)


def _console_view(json_mode: bool) -> Any:
    """The live view (ux/console.py); narration goes to stderr in --json mode so stdout stays JSON."""
    from wayfinder.ux.console import ConsoleView

    return ConsoleView(Console(stderr=json_mode, highlight=False))


def _ask_user(settings: Settings) -> Any:
    if not settings.interactive_prompts:
        return None
    from wayfinder.ux.prompts import ask_text

    async def ask(question: str) -> str | None:
        return await asyncio.to_thread(ask_text, question)

    return ask


async def _run(goal: str, url: str | None, settings: Settings, secret_pairs: list[str], view: Any) -> Any:
    from wayfinder.agent.run import run_agent
    from wayfinder.safety.secrets import SecretStore

    secrets = SecretStore.from_sources(secret_pairs, os.environ)
    return await run_agent(
        goal,
        start_url=url,
        settings=settings,
        secrets=secrets if secrets else None,
        on_event=view.handle,
        ask_user=_ask_user(settings),
    )


def run_command(
    goal: Annotated[str, typer.Argument(help="What to do, in plain words")],
    url: Annotated[str | None, typer.Option("--url", help="Start URL (http(s) or file)")] = None,
    planner: Annotated[str | None, typer.Option("--planner", help="rules, auto, or openai:MODEL")] = None,
    headless: Annotated[
        bool | None, typer.Option("--headless/--headed", help="Browser window or not")
    ] = None,
    max_steps: Annotated[
        int | None, typer.Option("--max-steps", help="Steps before budget_exhausted")
    ] = None,
    runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories go")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object last")] = False,
    secret: Annotated[
        list[str] | None, typer.Option("--secret", help="NAME=VALUE; the planner writes <secret:NAME>")
    ] = None,
    set_: Annotated[list[str] | None, typer.Option("--set", help="Any setting: KEY=VALUE")] = None,
    base_url: Annotated[str | None, typer.Option("--base-url", help="OpenAI-compatible endpoint")] = None,
    auto_confirm: Annotated[
        str | None, typer.Option("--auto-confirm", help="never, low, medium, all")
    ] = None,
    interactive: Annotated[
        bool | None, typer.Option("--interactive/--no-interactive", help="Ask on the terminal")
    ] = None,
    vision: Annotated[
        bool | None, typer.Option("--vision/--no-vision", help="Send screenshots to the LLM")
    ] = None,
    allowed_domains: Annotated[str | None, typer.Option("--allowed-domains", help="Comma-separated")] = None,
    blocked_domains: Annotated[str | None, typer.Option("--blocked-domains", help="Comma-separated")] = None,
    mapping_limit: Annotated[
        int | None, typer.Option("--mapping-limit", help="Elements shown to the planner")
    ] = None,
    screenshots: Annotated[
        str | None, typer.Option("--screenshots", help="none, viewport, full, on_demand")
    ] = None,
) -> None:
    """Run the agent on GOAL. Exit 0 satisfied, 1 failed, 2 loop stuck, 3 budget exhausted, 64 bad input."""
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
    }
    try:
        settings = build_settings(flags, list(set_ or []))
        view = _console_view(json_out)
        result = asyncio.run(_run(goal, url, settings, list(secret or []), view))
    except ConfigError as exc:
        raise config_exit(exc) from None
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        raise typer.Exit(EXIT_INTERRUPTED) from None
    view.finish(
        terminal_reason=result.terminal_reason,
        answer=result.answer,
        run_dir=result.run_dir,
        report_path=result.report_path,
    )
    if json_out:
        payload = {
            "session_id": result.session_id,
            "terminal_reason": result.terminal_reason,
            "terminal_type": result.terminal_type,
            "steps": result.steps,
            "answer": result.answer,
            "run_dir": str(result.run_dir),
        }
        sys.stdout.flush()
        typer.echo(json.dumps(payload))
    raise typer.Exit(EXIT_CODES.get(result.terminal_reason, 1))


def register(app: typer.Typer) -> None:
    """Add ``wayfinder run``."""
    app.command("run")(run_command)
