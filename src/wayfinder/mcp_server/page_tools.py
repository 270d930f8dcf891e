"""The browser tools beyond the agent's actions, for clients used to Playwright MCP: tabs (list, open,
close; switching is the ``switch_tab`` action), closing the browser, waiting for a text, the answer to
the next JS dialog, file uploads from an allowed folder, the console and network log, the page as a
PDF, and JavaScript in the page.

The two that reach past the agent's safety rules are off unless the person starting the server turns
them on, and a refusal names the setting: ``upload_file`` needs ``mcp_upload_dir`` (a file outside it
is refused), ``evaluate`` needs ``mcp_allow_evaluate``. A dialog answer is still judged by the risk
rules (``sessions.BrowserSession.judge_dialog``). Text that came from the website (titles, console
messages, URLs, a script's result) is fenced as untrusted, like the page.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated, Any

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent
from pydantic import Field

from wayfinder.actions.models import Navigate
from wayfinder.browser import devtools
from wayfinder.errors import WayfinderError
from wayfinder.mcp_server.browser_tools import outcome_result, session_of
from wayfinder.mcp_server.content import changes_result, error_result, fenced, one_sentence
from wayfinder.mcp_server.gate import NEEDS_OBSERVATION, run_action
from wayfinder.mcp_server.sessions import BrowserSession, SessionPool

ToolFn = Callable[..., Awaitable[CallToolResult]]
LOG_SHOWN = 100  # console messages or requests listed in one result
EVALUATE_OFF = (
    "evaluate is off: the server runs JavaScript in the page only when started with "
    "--set mcp_allow_evaluate=true (wayfinder mcp --allow-evaluate)."
)
UPLOAD_OFF = (
    "upload_file is off: the server uploads files only from a folder set with "
    "--set mcp_upload_dir=PATH (wayfinder mcp --upload-dir PATH)."
)


def text_result(text: str, data: dict[str, Any]) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)


async def _guarded(session: BrowserSession, work: Callable[[], Awaitable[CallToolResult]]) -> CallToolResult:
    """Run ``work`` holding the session's lock; our errors become one-sentence tool errors."""
    async with session.lock:
        try:
            return await work()
        except WayfinderError as exc:
            raise ToolError(one_sentence(session.mask(str(exc)))) from exc


def tab_tools(pool: SessionPool) -> list[ToolFn]:
    async def list_tabs(ctx: Context) -> CallToolResult:
        """The open tabs of this session's browser: id, title, URL, and which one is active."""
        session = await session_of(pool, ctx)

        async def work() -> CallToolResult:
            runtime = await session.ensure_started()
            await runtime.refresh_titles()
            tabs = runtime.tabs()
            lines = [
                f"[{t.tab_id}] {t.title or '-'} {t.url}" + (" (active)" if t.active else "") for t in tabs
            ]
            data = {"tabs": [{"tab_id": t.tab_id, "title": session.mask(t.title), "url": session.mask(t.url),
                              "active": t.active} for t in tabs]}  # fmt: skip
            return text_result(f"{len(tabs)} tab(s).\n\n" + fenced("\n".join(lines), session.mask), data)

        return await _guarded(session, work)

    async def open_tab(ctx: Context, url: str | None = None) -> CallToolResult:
        """Open a new tab, make it the active one and, with url, open that URL in it (through the domain
        policy and risk checks like any navigation). Returns where the page is now."""
        session = await session_of(pool, ctx)

        async def work() -> CallToolResult:
            runtime = await session.ensure_started()
            tab_id = await runtime.new_tab()
            if url:
                outcome = await run_action(session, Navigate(url=url))
                outcome.action["opened_tab"] = tab_id
                return outcome_result(session, outcome)
            before = session.observation
            obs = await session.look()
            return changes_result(obs, before, session.mask, lead=f"open_tab: tab {tab_id} opened.")

        return await _guarded(session, work)

    async def close_tab(tab_id: int, ctx: Context) -> CallToolResult:
        """Close the tab tab_id (see list_tabs); when it was the active one, the last tab becomes active."""
        session = await session_of(pool, ctx)

        async def work() -> CallToolResult:
            runtime = await session.ensure_started()
            await runtime.close_tab(tab_id)
            before = session.observation
            obs = await session.look()
            return changes_result(obs, before, session.mask, lead=f"close_tab: tab {tab_id} closed.")

        return await _guarded(session, work)

    async def close_browser(ctx: Context) -> CallToolResult:
        """Close this session's browser: every tab, cookie and stored value is gone. The next tool call
        starts a fresh browser, so this also resets it."""
        session = await session_of(pool, ctx)
        async with session.lock:
            await session.reset()
        return text_result("The browser is closed; the next call starts a fresh one.", {"closed": True})

    return [list_tabs, open_tab, close_tab, close_browser]


def wait_and_dialog_tools(pool: SessionPool) -> list[ToolFn]:
    async def wait_for_text(
        text: str,
        ctx: Context,
        timeout_s: Annotated[float, Field(gt=0, le=120)] = 10.0,
        gone: bool = False,
    ) -> CallToolResult:
        """Wait until text is visible on the page (or, with gone=true, no longer visible), at most
        timeout_s seconds. Returns what changed on the page; an error when the time ran out."""
        session = await session_of(pool, ctx)

        async def work() -> CallToolResult:
            runtime = await session.ensure_started()
            seen = await devtools.wait_for_text(await runtime.ensure_page(), text, timeout_s, gone=gone)
            what = "went away" if gone else "appeared"
            if not seen:
                return error_result(f"wait_for_text: {text!r} {'did not go away' if gone else 'did not appear'} "
                                    f"within {timeout_s:g} s.", {"found": False})  # fmt: skip
            before = session.observation
            obs = await session.look()
            lead = f"wait_for_text: {text!r} {what}."
            return changes_result(obs, before, session.mask, lead=lead, extra={"found": True})

        return await _guarded(session, work)

    async def handle_dialog(accept: bool, ctx: Context, text: str | None = None) -> CallToolResult:
        """Say how to answer the next confirm() or prompt() the page shows: accept (OK) or dismiss
        (Cancel); text is what an accepted prompt() gets typed into it. A dialog is answered the moment
        it appears, so call this before the action that opens it. An accept is still refused when the
        same risk rules as a click refuse the dialog's text."""
        session = await session_of(pool, ctx)
        if text is not None and accept:
            try:  # '<secret:NAME>' becomes its value here; outputs show the placeholder again
                answer = session.secrets.substitute(text) if session.secrets else text
            except ValueError as exc:
                return error_result(f"handle_dialog: {exc}.")
            (await session.ensure_started()).set_prompt_text(answer)
        session.dialog_answer = accept
        seen = [d.describe() for d in session.runtime.dialogs[-5:]] if session.started else []
        what = "accepted if the risk rules allow it" if accept else "dismissed"
        text = f"The next confirm or prompt will be {what}."
        if seen:
            text += "\n\nDialogs so far (newest last):\n" + fenced("\n".join(seen), session.mask)
        return text_result(text, {"accept": accept, "recent_dialogs": [session.mask(d) for d in seen]})

    return [wait_for_text, handle_dialog]


def _upload_paths(folder: Path, names: list[str]) -> list[Path]:
    """The files ``names`` inside ``folder`` (relative to it, or absolute within it); ToolError names a
    file that is outside it or missing."""
    root = folder.expanduser().resolve()
    out: list[Path] = []
    for name in names:
        path = (root / name).expanduser().resolve()
        if not path.is_relative_to(root):
            raise ToolError(f"upload_file: {name!r} is outside the allowed folder {root} (mcp_upload_dir).")
        if not path.is_file():
            raise ToolError(f"upload_file: there is no file {name!r} in {root}.")
        out.append(path)
    return out


def file_tools(pool: SessionPool) -> list[ToolFn]:
    async def upload_file(element_id: int, files: list[str], ctx: Context) -> CallToolResult:
        """Put files into the file input element_id, as choosing them in the file dialog would. files are
        names in the folder the server allows uploads from (mcp_upload_dir)."""
        session = await session_of(pool, ctx)
        folder = session.settings.mcp_upload_dir
        if folder is None:
            return error_result(UPLOAD_OFF)
        if not files:
            return error_result("upload_file: the argument files is empty.")
        paths = _upload_paths(Path(folder), files)

        async def work() -> CallToolResult:
            runtime = await session.ensure_started()
            element = session.observation.element(element_id) if session.observation else None
            if session.observation is None or element is None:
                return error_result(NEEDS_OBSERVATION if session.observation is None else
                                    f"upload_file: element {element_id} is not on the current page.")  # fmt: skip
            page = await runtime.ensure_page()
            await devtools.set_files(
                page, element_id, element.frame, paths, session.settings.action_timeout_s
            )
            session.tracer.log(f"mcp upload_file [{element_id}]: {', '.join(p.name for p in paths)}")
            before = session.observation
            obs = await session.look()
            lead = f"upload_file: {len(paths)} file(s) chosen in [{element_id}]."
            return changes_result(
                obs, before, session.mask, lead=lead, extra={"files": [str(p) for p in paths]}
            )

        return await _guarded(session, work)

    async def save_pdf(ctx: Context, filename: str | None = None) -> CallToolResult:
        """Save the current page as a PDF file in this session's downloads folder; returns its path.
        filename is a plain file name (default page-N.pdf)."""
        session = await session_of(pool, ctx)
        name = filename or f"page-{session.step + 1}.pdf"
        if Path(name).name != name or not name.strip():
            return error_result(f"save_pdf: filename must be a plain file name, not {name!r}.")

        async def work() -> CallToolResult:
            runtime = await session.ensure_started()
            target = session.run_dir.downloads_dir / (name if name.endswith(".pdf") else f"{name}.pdf")
            path = await devtools.save_pdf(await runtime.ensure_page(), target)
            return text_result(f"save_pdf: the page is saved as {path}.", {"path": str(path)})

        return await _guarded(session, work)

    return [upload_file, save_pdf]


def log_tools(pool: SessionPool) -> list[ToolFn]:
    def _since(session: BrowserSession, kind: str, only_new: bool) -> int:
        since = session.log_seen.get(kind, 0) if only_new else 0
        session.log_seen[kind] = session.page_log.seq
        return since

    async def console_messages(ctx: Context, only_new: bool = True) -> CallToolResult:
        """The console messages and uncaught errors of this session's tabs, oldest first; with only_new
        (the default), only those since the last call."""
        session = await session_of(pool, ctx)
        since = _since(session, "console", only_new)
        entries = [e for e in session.page_log.console if e.seq > since][-LOG_SHOWN:]
        lines = [f"{e.level}: {e.text}  ({e.url})" for e in entries]
        text = f"{len(entries)} console message(s)."
        if lines:
            text += "\n\n" + fenced("\n".join(lines), session.mask)
        data = {"messages": [{**e.to_json(), "text": session.mask(e.text), "url": session.mask(e.url)}
                             for e in entries]}  # fmt: skip
        return text_result(text, data)

    async def network_requests(
        ctx: Context, only_new: bool = True, failed_only: bool = False
    ) -> CallToolResult:
        """The network requests of this session's tabs that got a response or failed, oldest first; with
        only_new (the default), only those since the last call; failed_only: only failures and HTTP 4xx/5xx."""
        session = await session_of(pool, ctx)
        since = _since(session, "network", only_new)
        entries = [e for e in session.page_log.requests if e.seq > since]
        if failed_only:
            entries = [e for e in entries if e.status is None or e.status >= 400]
        entries = entries[-LOG_SHOWN:]
        lines = [f"{e.method} {e.url} -> {e.status if e.status is not None else e.failure} ({e.resource_type})"
                 for e in entries]  # fmt: skip
        text = f"{len(entries)} request(s)."
        if lines:
            text += "\n\n" + fenced("\n".join(lines), session.mask)
        data = {"requests": [{**e.to_json(), "url": session.mask(e.url)} for e in entries]}
        return text_result(text, data)

    async def evaluate(script: str, ctx: Context) -> CallToolResult:
        """Run JavaScript in the current page and return its result as JSON. Off unless the server was
        started with mcp_allow_evaluate: a script can do anything the page can, past every risk check."""
        session = await session_of(pool, ctx)
        if not session.settings.mcp_allow_evaluate:
            return error_result(EVALUATE_OFF)

        async def work() -> CallToolResult:
            runtime = await session.ensure_started()
            session.tracer.log(f"mcp evaluate: {session.mask(script)[:200]}")
            value = await devtools.evaluate(
                await runtime.ensure_page(), script, session.settings.action_timeout_s
            )
            return text_result(
                "evaluate: the result.\n\n" + fenced(value, session.mask), {"result": session.mask(value)}
            )

        return await _guarded(session, work)

    return [console_messages, network_requests, evaluate]


def more_tools(pool: SessionPool) -> list[ToolFn]:
    """Every tool of this module (the server registers them with their docstrings)."""
    return [*tab_tools(pool), *wait_and_dialog_tools(pool), *file_tools(pool), *log_tools(pool)]
