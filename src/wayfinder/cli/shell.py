"""`wayfinder shell`: keep one browser open and take goals one after another at a prompt.

The prompt loop lives in ``ux/shell.py``; this module wires it to the real agent (``run_agent`` on a
shared ``BrowserRuntime``) through :class:`RuntimeBackend`. Questions and risky-action confirmations
are asked at the prompt, so ``interactive_prompts`` defaults to on here (``--no-interactive`` refuses
them instead). Exit codes: 0 after ``:quit`` / Ctrl-D, 64 for bad input or configuration.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from wayfinder.cli.exits import config_exit
from wayfinder.errors import ConfigError

if TYPE_CHECKING:  # the settings load when the shell starts, not when the CLI does
    from wayfinder.settings import Settings


class RuntimeBackend:
    """The shell's view of the agent and its one open browser (``ux.shell.ShellBackend``)."""

    def __init__(self, settings: Settings, secret_pairs: Sequence[str] = ()) -> None:
        from wayfinder.browser.runtime import BrowserRuntime
        from wayfinder.safety.secrets import SecretStore

        self.settings = settings
        self.runs_dir = Path(settings.runs_dir)
        self.runtime = BrowserRuntime(settings)
        store = SecretStore.from_sources(list(secret_pairs), os.environ)
        self.secrets = store if store else None
        self._latest: Path | None = None

    async def start(self, url: str | None) -> str | None:
        """Launch the browser and open ``url``; returns why opening it failed, or None."""
        from wayfinder.errors import ActionFailed, BrowserGone
        from wayfinder.observe.capture import install_listener_probe

        await self.runtime.start()
        await install_listener_probe(self.runtime.page.context)
        if not url:
            return None
        try:
            await self.runtime.goto(url)
        except (ActionFailed, BrowserGone) as exc:
            return str(exc)
        return None

    def _run_dirs(self) -> set[Path]:
        return set(self.runs_dir.iterdir()) if self.runs_dir.is_dir() else set()

    def _note_new_run(self, before: set[Path]) -> None:
        new = sorted(p for p in self._run_dirs() - before if (p / "logs").is_dir())
        if new:
            self._latest = new[-1]

    async def run_goal(self, goal: str, on_event: Callable[[Any], None], ask_user: Any) -> Any:
        from wayfinder.agent.run import run_agent
        from wayfinder.ux.shell import GoalOutcome

        before = self._run_dirs()
        try:
            result = await run_agent(
                goal,
                settings=self.settings,
                runtime=self.runtime,
                secrets=self.secrets,
                on_event=on_event,
                ask_user=ask_user,
            )
        except asyncio.CancelledError:
            self._note_new_run(before)
            raise
        except Exception as exc:  # the run wrote its trace; the shell shows the error and goes on
            self._note_new_run(before)
            message = str(exc) if isinstance(exc, ConfigError) else f"{type(exc).__name__}: {exc}"
            report = self._latest / "report.html" if self._latest else None
            return GoalOutcome(
                None, None, self._latest, report if report and report.is_file() else None, message
            )
        self._latest = result.run_dir
        return GoalOutcome(result.terminal_reason, result.answer, result.run_dir, result.report_path)

    def latest_run_dir(self) -> Path | None:
        return self._latest

    async def tabs(self) -> Sequence[Any]:
        await self.runtime.ensure_page()
        await self.runtime.refresh_titles()
        return self.runtime.tabs()

    async def goto(self, url: str) -> str:
        from wayfinder.agent.run import validate_start_url

        checked = validate_start_url(url) or url
        await self.runtime.goto(checked)
        return (await self.runtime.ensure_page()).url

    async def screenshot(self, path: Path) -> Path:
        from wayfinder.browser.ops import screenshot

        return await screenshot(await self.runtime.ensure_page(), path)

    async def close(self) -> None:
        await self.runtime.close()


async def run_shell(settings: Settings, url: str | None, secret_pairs: Sequence[str] = ()) -> None:
    """Open the browser, run the prompt loop on this process's stdin/stdout, close everything."""
    from rich.console import Console

    from wayfinder.ux.shell import ShellSession
    from wayfinder.ux.shell_input import ShellInput, TerminalMode

    console = Console(highlight=False)
    backend = RuntimeBackend(settings, secret_pairs)
    fd = sys.stdin.fileno()
    mode = TerminalMode(fd)
    try:
        problem = await backend.start(url)
    except BaseException:
        await backend.close()
        raise
    if problem:
        console.print(f"could not open the start URL: {problem}", highlight=False, markup=False)
    keyboard = ShellInput(fd)
    mode.enter()
    try:
        keyboard.start()
        await ShellSession(backend, keyboard, console).run()
    finally:
        mode.restore()


def shell_command(
    url: Annotated[
        str | None, typer.Option("--url", metavar="URL", help="Open this URL first (http(s) or file)")
    ] = None,
    planner: Annotated[
        str | None, typer.Option("--planner", metavar="PLANNER", help="rules, auto, or openai:MODEL")
    ] = None,
    headless: Annotated[
        bool | None, typer.Option("--headless/--headed", help="Browser window or not")
    ] = None,
    runs_dir: Annotated[Path | None, typer.Option("--runs-dir", help="Where run directories go")] = None,
    max_steps: Annotated[
        int | None, typer.Option("--max-steps", help="Steps per goal before budget_exhausted")
    ] = None,
    interactive: Annotated[
        bool, typer.Option("--interactive/--no-interactive", help="Ask questions and confirmations here")
    ] = True,
    secret: Annotated[
        list[str] | None,
        typer.Option(
            "--secret", metavar="NAME=VALUE", help="Repeatable; goals say <secret:NAME>, never the value"
        ),
    ] = None,
    set_: Annotated[
        list[str] | None, typer.Option("--set", metavar="KEY=VALUE", help="Any setting; repeatable")
    ] = None,
) -> None:
    """Keep one browser open and run goals typed at the prompt.

    :help lists the commands; Ctrl-C stops a running goal; :quit or Ctrl-D closes the browser and leaves.
    """
    from wayfinder.agent.run import validate_start_url
    from wayfinder.cli.run import build_settings
    from wayfinder.plan.factory import make_planner

    flags = {
        "planner": planner,
        "headless": headless,
        "runs_dir": runs_dir,
        "max_steps": max_steps,
        "interactive_prompts": interactive,
    }
    try:
        settings = build_settings(flags, list(set_ or []))
        start_url = validate_start_url(url)
        make_planner(settings)  # a bad --planner is a one-line error now, not at the first goal
        asyncio.run(run_shell(settings, start_url, list(secret or [])))
    except ConfigError as exc:
        raise config_exit(exc) from None


def register(app: typer.Typer) -> None:
    """Add ``wayfinder shell``."""
    app.command("shell")(shell_command)
