"""Rules plugins: skills and goal readers that live outside the product, loaded by name.

The product's rules planner knows generic web skills only. A plugin (a separately installed package,
such as ``wayfinder_miniwob`` for the MiniWoB++ task pages) adds skills and goal readers to the one
registry (``registry.py``) through this small typed interface. It is found through the entry point
group ``wayfinder.rules_plugins``, whose names a setting lists (``rules_plugins = ["miniwob"]``), and is
consulted only when loaded: on a normal run no plugin is loaded and none of its code runs.

- ``first`` skills are tried before the product's own skills (after a prompt that covers the page),
  ``last`` skills after them; a skill answers None when the work item is not its own.
- ``goal_readers`` read a whole goal before the goal frame does (a ``Reading``: the work items read and
  the clauses still to be read one by one); ``clause_readers`` read one clause before the frame does.
  Both get the goal as the goal frame masks it (``wayfinder.intent.masking.Masked``: quoted text,
  secrets, URLs and parentheses set aside) and its clauses as the frame splits them
  (``wayfinder.intent.masking.split_clauses``): a plugin reads the same clauses, never its own.
- A plugin's work items are its own subclasses of ``work.Work``, served by its own skills.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.metadata import entry_points

from wayfinder.errors import ConfigError
from wayfinder.intent.masking import Masked
from wayfinder.plan.rules.skill import Skill
from wayfinder.plan.rules.work import Work

ENTRY_POINT_GROUP = "wayfinder.rules_plugins"


@dataclass(frozen=True)
class Reading:
    """What a goal reader made of a whole goal: its first work items, and the (masked) clauses after
    them that are still to be read one by one, by the clause readers and the goal frame."""

    steps: tuple[Work, ...]
    rest: tuple[str, ...] = ()


GoalReader = Callable[[str, Masked], Reading | None]  # the whole goal (one-spaced) -> a reading or None
ClauseReader = Callable[[str, Masked, list[Work]], list[Work] | None]  # masked clause, items so far


@dataclass(frozen=True)
class RulesPlugin:
    """What a plugin adds to the rules planner (see the module docstring)."""

    name: str
    first: tuple[Skill, ...] = ()
    last: tuple[Skill, ...] = ()
    goal_readers: tuple[GoalReader, ...] = ()
    clause_readers: tuple[ClauseReader, ...] = ()


def installed_plugins() -> list[str]:
    """Names of the rules plugins installed in this environment."""
    return sorted({ep.name for ep in entry_points(group=ENTRY_POINT_GROUP)})


def load_plugins(names: Sequence[str]) -> tuple[RulesPlugin, ...]:
    """The plugins named, in order; ConfigError for a name that is not installed or an entry point that
    is not a ``RulesPlugin``."""
    found = {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}
    plugins: list[RulesPlugin] = []
    for name in dict.fromkeys(names):
        ep = found.get(name)
        if ep is None:
            have = ", ".join(sorted(found)) or "none"
            raise ConfigError(
                f"rules_plugins names {name!r}, which is not installed (installed rules plugins: {have}); "
                "the MiniWoB++ plugin comes with the bench extra"
            )
        plugin = ep.load()
        if not isinstance(plugin, RulesPlugin):
            raise ConfigError(f"the rules plugin {name!r} ({ep.value}) is not a RulesPlugin")
        plugins.append(plugin)
    return tuple(plugins)
