"""The runners of ``wayfinder batch`` and ``wayfinder portal batch``: one browser per worker, a fresh
browser context per run (no cookies carried from one run to the next), each run exactly as
``wayfinder run`` / ``wayfinder portal`` would do it, with its own run directory.

A line whose settings change how the browser is launched (``browser_path``, ``browser_args``,
``headless``, ``profile_dir``, ``cdp_url``) gets a browser of its own for that run. A worker whose
browser died relaunches it before its next run.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from wayfinder.agent.run import run_agent
from wayfinder.batch.jobs import Job
from wayfinder.batch.results import FAILED, SUCCEEDED, BatchRow, row_from_result
from wayfinder.batch.runner import ShouldStop
from wayfinder.browser.launch import SharedBrowser
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ConfigError
from wayfinder.observe.capture import install_listener_probe
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

BROWSER_FIELDS = ("headless", "profile_dir", "cdp_url", "browser_path", "browser_args")


def _launch_key(settings: Settings) -> tuple[object, ...]:
    return tuple(str(getattr(settings, name)) for name in BROWSER_FIELDS)


class _BrowserWorker:
    """The worker's one browser, started lazily with the first job's launch settings."""

    def __init__(self) -> None:
        self.shared: SharedBrowser | None = None

    async def start(self) -> None:
        """Nothing to do yet: the browser starts with the first run (its line's launch settings)."""

    async def browser_for(self, settings: Settings) -> SharedBrowser | None:
        """The shared browser when ``settings`` launch the same way, else None (a browser of its own)."""
        if settings.cdp_url or settings.profile_dir is not None:
            return None
        if self.shared is not None and _launch_key(self.shared.settings) != _launch_key(settings):
            return None
        if self.shared is not None and not self.shared.browser.is_connected():
            await self.close()
        if self.shared is None:
            self.shared = await SharedBrowser(settings).start()
        return self.shared

    async def close(self) -> None:
        shared, self.shared = self.shared, None
        if shared is not None:
            with contextlib.suppress(Exception):
                await shared.stop()


class AgentRunner(_BrowserWorker):
    """Runs a :class:`Job` of kind ``agent`` through ``run_agent``."""

    async def run(self, job: Job, should_stop: ShouldStop) -> BatchRow:
        if job.resume:
            row = await self._resume(job)
            if row is not None:
                return row
        settings = job.settings
        shared = await self.browser_for(settings)
        runtime = None
        if shared is not None:
            runtime = BrowserRuntime(
                settings, downloads_dir=Path(settings.runs_dir) / "downloads", shared=shared
            )
            await runtime.start()
            await install_listener_probe(runtime.page.context)
        try:
            result = await run_agent(
                job.goal,
                start_url=job.url,
                settings=settings,
                runtime=runtime,
                secrets=SecretStore(job.secrets) if job.secrets else None,
                should_stop=should_stop,
            )
        finally:
            if runtime is not None:
                await runtime.close()
        return row_from_result(job.id, result)

    async def _resume(self, job: Job) -> BatchRow | None:
        """Continue the job's earlier run that died (its own browser, as ``wayfinder run --resume``);
        None when it cannot be resumed (then the job runs from the start)."""
        from wayfinder.agent.resume import resume_run

        assert job.resume is not None
        try:
            result = await resume_run(
                job.resume,
                runs_dir=job.settings.runs_dir,
                secrets=SecretStore(job.secrets) if job.secrets else None,
                settings=job.settings,
            )
        except ConfigError:
            return None
        row = row_from_result(job.id, result)
        row.resumed = True
        return row


class PortalRunner(_BrowserWorker):
    """Runs a :class:`Job` of kind ``portal`` through ``run_portal`` (its script in its run dir).

    The portal workflow takes no ``should_stop``: a stopped batch gives a running portal job its
    grace period to end, then the worker is ended."""

    async def run(self, job: Job, should_stop: ShouldStop) -> BatchRow:
        from wayfinder.portal.run import run_portal

        shared = await self.browser_for(job.settings)
        assert job.url is not None  # required for portal lines
        result = await run_portal(job.url, job.search, job.settings, shared=shared)
        return BatchRow(
            id=job.id,
            status=SUCCEEDED if result.status == "DONE" else FAILED,
            terminal_reason=result.status,
            answer=result.message or None,
            run_dir=str(result.run_dir),
            script_path=result.script_path,
            rows=result.rows,
            steps=len(result.state.get("status_history", [])),
            error=None if result.status == "DONE" else (result.message or result.status),
        )
