"""The MiniWoB++ benchmark harness: run the agent on task pages and score it on the raw reward.

One local HTTP server (``miniwob_server``) and ONE browser serve every episode, in a browser context
renewed every ``CONTEXT_EPISODES`` episodes (``EpisodeContexts``): one tab reused for hundreds of
episodes kept one renderer whose memory grew with every task page it loaded, and the Playwright
driver's per-context records grew with it (issue 17: 600 -> 1,050 MB over 335 episodes). A context per
episode would cost a new tab and renderer each time (+0.4-0.7 s an episode measured at load ~20 on 2
cores, against ~0.25 s to open a task in a warm tab); one per ten keeps the memory bounded at a tenth
of that cost. Per episode
the harness opens ``/miniwob/<task>.html`` in the runtime's active tab, starts a seeded episode with a
latched result (``miniwob_episode``), reads the goal from the page's own utterance and calls
``run_agent`` with that text and nothing else: no task name, no hints. ``should_stop`` only ends the
run once the page says the episode is over; the planner never sees the reward.

When the agent stops before the page ended the episode (budget, loop, a wrong ``done``), the harness
ends it the way the page's own timer would, ``core.endEpisode(-1)``, so every row has a real reward.
"""

from __future__ import annotations

import contextlib
import difflib
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from wayfinder.agent.context import ShouldStop
from wayfinder.agent.run import RunResult, run_agent
from wayfinder.browser.launch import SharedBrowser
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ConfigError
from wayfinder.observe.capture import install_listener_probe
from wayfinder.plan.base import Planner
from wayfinder.plan.factory import make_planner
from wayfinder.settings import Settings, load_settings
from wayfinder_bench.apps.paths import repo_root
from wayfinder_bench.miniwob_diagnose import last_actions
from wayfinder_bench.miniwob_episode import (
    EpisodeResult,
    end_unfinished,
    episode_done,
    read_result,
    start_episode,
)
from wayfinder_bench.miniwob_report import BenchResults, EpisodeRow, build_results, is_success
from wayfinder_bench.miniwob_server import MiniwobServer, available_tasks, miniwob_html_root
from wayfinder_miniwob.page_readings import PageReadings

DEFAULT_MAX_STEPS = 25
DEV_LIST = Path("bench") / "miniwob-dev.txt"  # in the checkout (``apps.paths.repo_root``)
CONTEXT_EPISODES = 10  # episodes per browser context (see the module docstring)
STOP_SOLVED = "solved"  # maps to goal_satisfied in the terminal normalizer
STOP_ENDED = "episode_done"  # any other end of episode: goal_failed
MINIWOB_PLUGIN = "miniwob"  # the rules plugin with the task solvers (wayfinder_miniwob)

OnEpisode = Callable[[EpisodeRow], None]
PlannerFactory = Callable[[], Planner]


class UnknownTaskError(ConfigError):
    """A task name the package does not ship; the message lists close matches."""


def default_task_list() -> Path | None:
    """The dev task list (67 DOM-solvable tasks) of the checkout, when there is one."""
    try:
        path = repo_root() / DEV_LIST
    except ConfigError:
        return None
    return path if path.is_file() else None


def parse_task_spec(spec: str) -> list[str]:
    """Task names from ``spec``: a path to a file with one name per line (``#`` comments), or a
    comma-separated list."""
    path = Path(spec)
    if "," not in spec and path.is_file():  # a long comma list is no file name (and may be too long for one)
        lines = path.read_text(encoding="utf-8").splitlines()
        names = [line.split("#", 1)[0].strip() for line in lines]
    else:
        names = [part.strip() for part in spec.split(",")]
    return list(dict.fromkeys(n.removesuffix(".html") for n in names if n))


def check_tasks(names: Sequence[str], known: Sequence[str]) -> list[str]:
    """``names`` unchanged when all exist; else UnknownTaskError naming each bad one and close matches."""
    if not names:
        raise ConfigError("no MiniWoB++ tasks given; pass --tasks a,b,c or a file with one name per line")
    known_set = set(known)
    problems = []
    for name in names:
        if name in known_set:
            continue
        close = difflib.get_close_matches(name, known, n=5, cutoff=0.6)
        hint = (
            f"did you mean: {', '.join(close)}" if close else f"{len(known)} tasks exist, e.g. click-test-2"
        )
        problems.append(f"unknown MiniWoB++ task {name!r} ({hint})")
    if problems:
        raise UnknownTaskError("; ".join(problems))
    return list(names)


def bench_settings(
    *,
    planner: str = "rules",
    max_steps: int = DEFAULT_MAX_STEPS,
    runs_dir: Path | None = None,
    **overrides: Any,
) -> Settings:
    """Settings for benchmark runs: headless, no screenshots (speed), a small step budget.

    ``auto_confirm="all"``: the task pages are local sandboxes where a submit or a "purchase" changes
    nothing real, and no one is there to confirm; with the default policy every submit would be
    refused and the benchmark would measure the confirmation policy instead of the agent.
    ``rules_plugins=["miniwob"]``: the rules planner gets the MiniWoB++ task solvers, which the
    product does not carry (``wayfinder_miniwob``).
    """
    chosen: dict[str, Any] = {
        "planner": planner,
        "headless": True,
        "max_steps": max_steps,
        "observe_screenshot_mode": "none",
        "auto_confirm": "all",
        "interactive_prompts": False,
        "runs_dir": runs_dir,
        "rules_plugins": [MINIWOB_PLUGIN],
    }
    return load_settings(**{**chosen, **overrides})


def _should_stop(rt: BrowserRuntime, outer: ShouldStop | None = None) -> ShouldStop:
    """Ends the run once the page ended the episode; maps the raw reward to the terminal reason
    (``external:solved`` -> goal_satisfied, ``external:episode_done`` -> goal_failed). ``outer``:
    the worker pool's stop (Ctrl-C, the per-run ceiling), asked first."""

    async def should_stop() -> str | None:
        if outer is not None:
            reason = await outer()
            if reason:
                return reason
        try:
            page = rt.page
            if not await episode_done(page):
                return None
            result = await read_result(page)
        except Exception:  # a closed or navigated-away page: the agent's own checks handle that
            return None
        return STOP_SOLVED if is_success(result.raw_reward) else STOP_ENDED

    return should_stop


def _row(
    task: str,
    seed: int,
    utterance: str,
    result: EpisodeResult,
    run: RunResult | None,
    seconds: float,
    error: str | None,
) -> EpisodeRow:
    return EpisodeRow(
        task=task,
        seed=seed,
        utterance=utterance,
        done=result.done,
        raw_reward=result.raw_reward,
        reward=result.reward,
        reward_reason=result.reason,
        success=result.done and is_success(result.raw_reward),
        terminal_reason=run.terminal_reason if run else None,
        terminal_type=run.terminal_type if run else None,
        steps=run.steps if run else 0,
        planner_calls=run.planner_calls if run else 0,
        seconds=round(seconds, 3),
        run_dir=str(run.run_dir) if run else None,
        error=error,
        last_actions=tuple(_quiet_last_actions(run.run_dir)) if run else (),
    )


def _quiet_last_actions(run_dir: Path) -> list[str]:
    try:
        return last_actions(run_dir)
    except Exception as exc:  # a diagnosis problem must not lose the episode's score
        return [f"(trace unreadable: {exc})"]


async def _final_result(rt: BrowserRuntime) -> EpisodeResult:
    """End an unfinished episode like the page's timer would, then read the latch."""
    try:
        page = await rt.ensure_page()
        await end_unfinished(page)
        return await read_result(page)
    except Exception as exc:  # the page is gone or elsewhere: no reward was ever given
        return EpisodeResult(done=False, raw_reward=-1.0, reward=-1.0, reason=f"unreadable: {exc}")


async def _close_other_tabs(rt: BrowserRuntime) -> None:
    """Tabs a previous episode's agent opened would show up in this episode's observations."""
    await rt.ensure_page()
    for tab in rt.tabs():
        if tab.tab_id != rt.active_tab_id:
            await rt.close_tab(tab.tab_id)


async def run_episode(
    rt: BrowserRuntime,
    server: MiniwobServer,
    task: str,
    seed: int,
    settings: Settings,
    planner_factory: PlannerFactory | None = None,
    outer_stop: ShouldStop | None = None,
) -> EpisodeRow:
    """One episode: open the task, start it, run the agent on the utterance, read the latched result.

    A ConfigError from the agent (bad planner settings) propagates: every later episode would fail
    the same way. Other harness or agent errors are recorded on the row. ``planner_factory``: a
    fresh planner per episode (tests pass a scripted one); by default the settings' planner. With the
    MiniWoB++ rules plugin loaded, the planner gets the plugin's page readings before each decision.
    ``outer_stop``: the worker pool's stop (``miniwob_pool.py``).
    """
    started = time.monotonic()
    utterance = ""
    try:
        await _close_other_tabs(rt)
        await rt.goto(server.task_url(task))
        utterance = await start_episode(rt.page, seed)
    except Exception as exc:
        failed = EpisodeResult(done=False, raw_reward=-1.0, reward=-1.0, reason="episode did not start")
        return _row(task, seed, utterance, failed, None, time.monotonic() - started, f"start: {exc}")
    rt.drain_events()  # navigation events from the setup are not the agent's doing
    run: RunResult | None = None
    error = None
    try:
        planner = planner_factory() if planner_factory else make_planner(settings)
        if MINIWOB_PLUGIN in settings.rules_plugins:
            planner = PageReadings(planner, lambda script: rt.page.evaluate(script))  # its own page script
        run = await run_agent(
            utterance,
            settings=settings,
            runtime=rt,
            planner=planner,
            should_stop=_should_stop(rt, outer_stop),
        )
    except ConfigError:
        raise
    except Exception as exc:
        error = f"run: {type(exc).__name__}: {exc}"
    result = await _final_result(rt)
    return _row(task, seed, utterance, result, run, time.monotonic() - started, error)


class EpisodeContexts:
    """The runtime episodes run in, on ``shared``: a new context (tab, renderer, driver records) for
    the first episode and after every ``every`` episodes, the previous one closed first."""

    def __init__(self, shared: SharedBrowser, settings: Settings, every: int = CONTEXT_EPISODES) -> None:
        self.shared = shared
        self.settings = settings
        self.every = every
        self.runtime: BrowserRuntime | None = None
        self.episodes = 0  # run in the current context

    async def next(self) -> BrowserRuntime:
        """The runtime for the next episode (a fresh one when the current one has had its share)."""
        if self.runtime is not None and self.episodes >= self.every:
            await self.close()
        if self.runtime is None:
            downloads = Path(self.settings.runs_dir) / "downloads"
            rt = BrowserRuntime(self.settings, downloads_dir=downloads, shared=self.shared)
            try:
                await rt.start()
                # Click handlers added with addEventListener are invisible to the DOM; the probe
                # records them so the observation lists icons and spans only a listener makes clickable.
                await install_listener_probe(rt.page.context)
            except BaseException:
                await rt.close()
                raise
            self.runtime = rt
        self.episodes += 1
        return self.runtime

    async def run(
        self,
        server: MiniwobServer,
        task: str,
        seed: int,
        planner_factory: PlannerFactory | None = None,
        outer_stop: ShouldStop | None = None,
    ) -> EpisodeRow:
        """``run_episode`` in :meth:`next`'s runtime."""
        rt = await self.next()
        return await run_episode(rt, server, task, seed, self.settings, planner_factory, outer_stop)

    async def close(self) -> None:
        rt, self.runtime, self.episodes = self.runtime, None, 0
        if rt is not None:
            await rt.close()


async def run_miniwob(
    tasks: Sequence[str],
    seeds: Sequence[int],
    settings: Settings,
    *,
    on_episode: OnEpisode | None = None,
    root: Path | None = None,
    runtime: BrowserRuntime | None = None,
    planner_factory: PlannerFactory | None = None,
) -> BenchResults:
    """Run every task x seed (task-major) and return rows plus aggregates.

    Unknown task names raise UnknownTaskError before anything starts. ``runtime``: a started
    runtime to reuse for every episode (tests pass one on a shared browser); by default the harness
    launches one browser from ``settings``, runs the episodes in contexts on it renewed every
    ``CONTEXT_EPISODES`` (``EpisodeContexts``) and stops it at the end. ``planner_factory``: see ``run_episode``.
    """
    html_root = root or miniwob_html_root()
    check_tasks(list(tasks), available_tasks(html_root))
    rows: list[EpisodeRow] = []
    with MiniwobServer(html_root) as server:
        if runtime is not None or settings.cdp_url or settings.profile_dir is not None:
            # one context for every episode: the caller's runtime, or a browser we attach to or
            # whose profile we open (it has one context, its own)
            async with contextlib.AsyncExitStack() as stack:
                rt = runtime
                if rt is None:
                    downloads = Path(settings.runs_dir) / "downloads"
                    rt = await stack.enter_async_context(BrowserRuntime(settings, downloads_dir=downloads))
                await install_listener_probe((await rt.ensure_page()).context)  # see EpisodeContexts
                for task, seed in _episodes(tasks, seeds):
                    row = await run_episode(rt, server, task, seed, settings, planner_factory)
                    _add(rows, row, on_episode)
        else:
            shared = await SharedBrowser(settings).start()
            contexts = EpisodeContexts(shared, settings)
            try:
                for task, seed in _episodes(tasks, seeds):
                    _add(rows, await contexts.run(server, task, seed, planner_factory), on_episode)
            finally:
                await contexts.close()
                await shared.stop()
    return build_results(rows, planner=settings.planner, seeds=list(seeds), max_steps=settings.max_steps)


def _episodes(tasks: Sequence[str], seeds: Sequence[int]) -> list[tuple[str, int]]:
    return [(task, seed) for task in tasks for seed in seeds]  # task-major


def _add(rows: list[EpisodeRow], row: EpisodeRow, on_episode: OnEpisode | None) -> None:
    rows.append(row)
    if on_episode is not None:
        on_episode(row)
