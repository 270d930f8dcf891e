"""One browser per MCP session, for the low-level tools.

A client that drives the browser itself (``open``, ``observe``, ``click``...) gets its own
:class:`BrowserSession`: one ``BrowserRuntime`` (started on first use, with the domain policy as its
navigation guard, like an agent run), the last observation its element numbers refer to, and a small
run directory for screenshots, downloads and a log of what the client did. Calls on one session run
one at a time (a lock); different sessions never share a browser.
Its screenshots (an observation's, a screenshot action's file) have every password field and every
field holding a secret filled before they are kept, as a run's are. It also keeps the console and
network log of its tabs (``browser/devtools.PageLog``), the observation before the last one (what
``observe(changes_only=true)`` and the action results compare with), and the answer the client asked
for the next JS dialog (``handle_dialog``), which the risk rules still judge. ``reset`` closes the
browser; the next call starts a fresh one.

Sessions are keyed by the transport's session: the ``mcp-session-id`` header on streamable HTTP, one
session for a stdio server (one process serves one client). The pool keeps at most ``MAX_SESSIONS``
browsers (the longest unused one is closed first) and closes them all when the server stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from wayfinder.agent.screens import mask_screenshot
from wayfinder.browser.devtools import PageLog
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.observe.capture import capture, install_listener_probe
from wayfinder.observe.models import Observation
from wayfinder.safety.dialogs import judge_dialog
from wayfinder.safety.domains import DomainPolicy
from wayfinder.safety.secrets import SecretStore, mask_observation_values
from wayfinder.settings import Settings
from wayfinder.trace.rundir import RunDir
from wayfinder.trace.tracer import Tracer

MAX_SESSIONS = 4
SESSIONS_FOLDER = "mcp-sessions"  # under runs_dir, apart from agent runs (a session has no terminal)
STDIO_KEY = "stdio"


def session_key(headers: Mapping[str, str] | None) -> str:
    """The pool key of a request: its MCP session id on HTTP, else the one stdio session."""
    if headers:
        for name, value in headers.items():
            if name.lower() == "mcp-session-id" and value:
                return value
    return STDIO_KEY


@dataclass
class BrowserSession:
    """The live browser of one MCP session and what the client last saw of it."""

    settings: Settings
    secrets: SecretStore | None
    run_dir: RunDir
    tracer: Tracer
    runtime: BrowserRuntime
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    observation: Observation | None = None
    previous: Observation | None = None  # the observation before ``observation``
    step: int = 0
    started: bool = False
    last_used: float = field(default_factory=time.monotonic)
    page_log: PageLog = field(default_factory=PageLog)
    log_seen: dict[str, int] = field(default_factory=dict)  # console/network: the last seq shown
    dialog_answer: bool | None = None  # the client's answer to the next confirm/prompt (handle_dialog)

    @classmethod
    def create(cls, settings: Settings, secrets: SecretStore | None) -> BrowserSession:
        run_dir = RunDir.create(Path(settings.runs_dir) / SESSIONS_FOLDER)
        tracer = Tracer(run_dir, mask=secrets.mask if secrets else None)
        runtime = BrowserRuntime(settings, downloads_dir=run_dir.downloads_dir)
        return cls(settings, secrets, run_dir, tracer, runtime)

    async def ensure_started(self) -> BrowserRuntime:
        """Launch the browser on first use, with the listener probe and the domain policy guard."""
        if not self.started:
            policy = DomainPolicy.from_settings(self.settings)  # ConfigError on bad patterns, before launch
            await self.runtime.start()
            await install_listener_probe(self.runtime.page.context)
            if policy.allowed or policy.blocked:
                self.runtime.set_navigation_guard(policy.check)
            # JS dialogs go through the risk analysis, as in a run (issue 19), with the client's answer
            self.runtime.set_dialog_judge(self.judge_dialog)
            self.page_log.attach(self.runtime.page.context)
            self.started = True
            self.tracer.log(f"mcp session {self.run_dir.session_id}: browser started")
        return self.runtime

    def judge_dialog(self, kind: str, text: str, url: str) -> tuple[bool, str]:
        """``(accept, reason)`` for a confirm or prompt: the risk rules decide; an answer the client
        gave with ``handle_dialog`` applies once, and an accept is still refused when the rules refuse."""
        accept, reason = judge_dialog(kind, text, url, self.settings)
        asked, self.dialog_answer = self.dialog_answer, None
        if asked is None:
            return accept, reason
        if not asked:
            return False, "dismissed, as the client asked (handle_dialog)"
        if accept:
            return True, f"accepted, as the client asked (handle_dialog); {reason}"
        return False, f"not accepted although the client asked: {reason}"

    async def look(self, *, screenshot: bool = False) -> Observation:
        """Observe the active tab (as the planner would see it), secrets shown as placeholders."""
        runtime = await self.ensure_started()
        page = await runtime.ensure_page()
        self.step += 1
        path = self.run_dir.screenshot_path(self.step) if screenshot else None
        obs = await capture(
            page,
            self.settings,
            tabs=runtime.tabs(),
            active_tab_id=runtime.active_tab_id,
            screenshot_path=path,
            screenshot="viewport" if screenshot else None,
        )
        if self.secrets:
            obs = mask_observation_values(obs, self.secrets)
        if obs.screenshot_path:
            obs = obs.model_copy(update={"screenshot_path": self.masked_shot(obs.screenshot_path, obs)})
        self.previous, self.observation = self.observation, obs
        return obs

    def masked_shot(self, path: str, obs: Observation, *, full_page: bool = False) -> str | None:
        """``path`` with the secret fields of ``obs`` filled (every password field, and fields holding a
        secret, see ``agent/screens.py``), as a run's screenshots are; None and no file when it could not
        be masked."""
        try:
            mask_screenshot(Path(path), obs, full_page=full_page)
        except Exception as exc:  # an unreadable image: no file rather than one that may show a secret
            Path(path).unlink(missing_ok=True)
            self.tracer.log(f"screenshot not kept: it could not be masked ({type(exc).__name__})", "warning")
            return None
        return path

    def mask(self, text: str) -> str:
        """``text`` with every secret value replaced by its placeholder."""
        return self.secrets.mask(text) if self.secrets else text

    async def reset(self) -> None:
        """Close the browser (tabs, cookies, storage gone); the next call starts a fresh one."""
        with contextlib.suppress(Exception):  # a dead browser must still be forgotten
            await self.runtime.close()
        self.tracer.log(f"mcp session {self.run_dir.session_id}: browser closed by the client")
        self.runtime = BrowserRuntime(self.settings, downloads_dir=self.run_dir.downloads_dir)
        self.started, self.observation, self.previous, self.dialog_answer = False, None, None, None
        self.page_log, self.log_seen = PageLog(), {}

    async def close(self) -> None:
        with contextlib.suppress(Exception):  # a dead browser must not stop the others closing
            await self.runtime.close()
        self.tracer.log(f"mcp session {self.run_dir.session_id}: closed after {self.step} observations")
        self.tracer.close()


class SessionPool:
    """The browsers of the server's MCP sessions (see the module docstring)."""

    def __init__(self, settings: Settings, secrets: SecretStore | None, *, limit: int = MAX_SESSIONS) -> None:
        self.settings = settings
        self.secrets = secrets
        self.limit = limit
        self._sessions: dict[str, BrowserSession] = {}

    def __len__(self) -> int:
        return len(self._sessions)

    async def get(self, key: str) -> BrowserSession:
        """The session for ``key``, created (and the longest unused one closed) when needed."""
        session = self._sessions.get(key)
        if session is None:
            while len(self._sessions) >= self.limit:
                oldest = min(self._sessions, key=lambda k: self._sessions[k].last_used)
                await self._sessions.pop(oldest).close()
            session = BrowserSession.create(self.settings, self.secrets)
            self._sessions[key] = session
        session.last_used = time.monotonic()
        return session

    async def close_all(self) -> None:
        sessions, self._sessions = list(self._sessions.values()), {}
        for session in sessions:
            await session.close()
