"""Episode control inside a MiniWoB++ task page: start a seeded episode, latch its result, read it.

A loaded task page only shows a START cover. Starting an episode mirrors the package's own reset
(``core.endEpisode(0)``, ``Math.seedrandom(seed)``, ``core.setDataMode("train")``,
``core.startEpisodeReal()``), with the episode timer raised first so a slow agent is scored on what
it did, not on the clock (the timer only scales ``WOB_REWARD_GLOBAL``; the raw reward is what counts).

Why a latch: when an episode ends, ``core.endEpisode`` shows the START cover again, and one more click
on it starts a fresh problem and zeroes ``WOB_*``. The harness wraps ``core.endEpisode`` after the
reset call (so the reset's own call is never latched) and keeps the first real result in
``window.__wfLatch``; later episodes in the same page cannot overwrite it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playwright.async_api import Page

EPISODE_MAX_TIME_MS = 10 * 60 * 1000  # 10 minutes, far below the 2**31-1 ms setTimeout limit
READY_TIMEOUT_MS = 15_000

_CORE_READY = "() => typeof core !== 'undefined' && !!core.startEpisodeReal && core.cover_div !== null"

_START = """
([seed, maxTime]) => {
  core.endEpisode(0);  // the package's reset; a no-op on a fresh page, never latched
  window.__wfLatch = {done: false, raw: 0, reward: 0, reason: null};
  if (!window.__wfOrigEndEpisode) {
    window.__wfOrigEndEpisode = core.endEpisode;
    core.endEpisode = function (reward, timeProportional, reason) {
      const live = core.EP_TIMER !== null;  // the original ignores calls after the first
      const out = window.__wfOrigEndEpisode.apply(this, arguments);
      if (live && !window.__wfLatch.done) {
        window.__wfLatch = {
          done: true, raw: WOB_RAW_REWARD_GLOBAL, reward: WOB_REWARD_GLOBAL, reason: WOB_REWARD_REASON,
        };
      }
      return out;
    };
  }
  core.EPISODE_MAX_TIME = maxTime;
  Math.seedrandom(String(seed));
  core.setDataMode("train");
  core.startEpisodeReal();
}
"""

_TASK_READY = "() => typeof WOB_TASK_READY === 'undefined' || WOB_TASK_READY === true"

_UTTERANCE = """
() => {
  const u = core.getUtterance();
  if (u && typeof u === 'object') return String(u.utterance || '');
  return String(u || '');
}
"""

_RESULT = """
() => ({
  latch: window.__wfLatch || null,
  live: typeof WOB_DONE_GLOBAL === 'undefined' ? null : {
    done: WOB_DONE_GLOBAL, raw: WOB_RAW_REWARD_GLOBAL, reward: WOB_REWARD_GLOBAL, reason: WOB_REWARD_REASON,
  },
})
"""

_DONE = "() => !!(window.__wfLatch && window.__wfLatch.done)"

_END_UNFINISHED = """
() => {
  if (!window.__wfLatch || window.__wfLatch.done) return false;
  core.endEpisode(-1, false, 'the agent stopped before the episode ended');
  return true;
}
"""


@dataclass(frozen=True)
class EpisodeResult:
    """The latched result of one episode. ``done`` False means the episode never ended."""

    done: bool
    raw_reward: float
    reward: float
    reason: str | None


async def start_episode(page: Page, seed: int, *, max_time_ms: int = EPISODE_MAX_TIME_MS) -> str:
    """Start a seeded episode on a loaded task page, install the latch, return the goal text.

    The page must already show the task (``/miniwob/<task>.html`` loaded). Some tasks (the flight
    ones) build their problem in a child frame and flip ``WOB_TASK_READY`` when done; wait for it.
    """
    await page.wait_for_function(_CORE_READY, timeout=READY_TIMEOUT_MS)
    await page.evaluate(_START, [seed, max_time_ms])
    await page.wait_for_function(_TASK_READY, timeout=READY_TIMEOUT_MS)
    return str(await page.evaluate(_UTTERANCE)).strip()


async def episode_done(page: Page) -> bool:
    """Whether the latched episode has ended (used as the agent's ``should_stop``)."""
    return bool(await page.evaluate(_DONE))


async def end_unfinished(page: Page) -> bool:
    """End a still-running episode with reward -1, as the page's own timer would; True if it did.

    Goes through the wrapped ``core.endEpisode``, so the latch records it like any other end.
    """
    return bool(await page.evaluate(_END_UNFINISHED))


def _as_result(data: Any) -> EpisodeResult:
    latch = (data or {}).get("latch") or {}
    return EpisodeResult(
        done=bool(latch.get("done")),
        raw_reward=float(latch.get("raw") or 0.0),
        reward=float(latch.get("reward") or 0.0),
        reason=None if latch.get("reason") is None else str(latch.get("reason")),
    )


async def read_result(page: Page) -> EpisodeResult:
    """The latched result (the first ``endEpisode`` after the start), not the live globals."""
    return _as_result(await page.evaluate(_RESULT))


async def read_live_globals(page: Page) -> dict[str, Any]:
    """The page's own ``WOB_*`` globals, which a new episode resets (for tests and diagnostics)."""
    data = await page.evaluate(_RESULT)
    return dict(data.get("live") or {})
