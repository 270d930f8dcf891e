"""Credentials the person wrote in the goal become the run's secrets, before anything is written.

"Log in as alice with password quartz-river-21", "(username bob, password Y)", "Login: maria / P",
"the private code is Z", "log into P with code Z": the person handed over a value to type into the
site they sent the agent to. At the start of a run (``agent/run.py::run_agent``, the one place a run
begins) each such value is lifted out of the goal into the run's ``SecretStore`` under an auto-named
placeholder (``<secret:GOAL_PASSWORD>``, ``<secret:GOAL_CODE>``, ``_2`` for a second one), so from
then on it is what a ``--secret`` is: masked in the trace, run.json, checkpoints and report, typed
only at the last moment, and bound to the run's start site (``secret_sites.py``): a password field
of another origin is refused, naming both origins.

What counts as a credential is the goal parser's reading (``intent.values``: password, passphrase,
pw, PIN, passcode, token, codes); usernames stay in the goal (they are not secret, and the planner
types them as they are). The goal is read whole, and sentence by sentence when the whole is not
understood ("Approve Ben's comment. Login: maria / P"). A value shorter than ``MIN_SECRET_LENGTH``
cannot be masked safely and stays as written (typing it then asks, as any plain password does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wayfinder.intent import parse_goal
from wayfinder.intent.frame import GivenValue
from wayfinder.intent.values import CODE_WORDS
from wayfinder.safety.secrets import MIN_SECRET_LENGTH, PLACEHOLDER_RE, SecretStore

PREFIX = "GOAL_"
SECRET_FIELDS = {"password": "PASSWORD", "pin": "PIN", "otp": "CODE", "token": "TOKEN", "passcode": "CODE"}
_SENTENCE_RE = re.compile(r"(?<=[.;!?\n])\s+")


@dataclass(frozen=True)
class LiftedGoal:
    """The goal with its credentials replaced by placeholders, and the secrets that include them."""

    goal: str
    secrets: SecretStore | None
    lifted: tuple[str, ...] = ()  # the placeholder names made for this goal

    @property
    def changed(self) -> bool:
        return bool(self.lifted)


def _kind(value: GivenValue) -> str | None:
    """The placeholder stem for a credential that is a secret (a password or a code), else None."""
    if value.kind != "credential":
        return None
    if value.field in SECRET_FIELDS:
        return SECRET_FIELDS[value.field]
    if re.fullmatch(CODE_WORDS, value.field, re.I):
        return "CODE"
    return None


def goal_credentials(goal: str) -> list[tuple[str, str]]:
    """(stem, value) of each secret credential written in the goal, in order, each value once."""
    pieces = [goal, *_SENTENCE_RE.split(goal)]
    found: dict[str, str] = {}
    for piece in pieces:
        for step in parse_goal(piece).steps:
            for value in step.values:
                stem = _kind(value)
                if stem and value.value and not PLACEHOLDER_RE.fullmatch(value.value):
                    found.setdefault(value.value, stem)
        if found and piece is goal:
            break  # the whole goal was read: its sentences add nothing
    return [(stem, value) for value, stem in found.items()]


def _fresh_name(stem: str, taken: set[str]) -> str:
    name, n = f"{PREFIX}{stem}", 1
    while name in taken:
        n += 1
        name = f"{PREFIX}{stem}_{n}"
    return name


def _replace(goal: str, value: str, placeholder: str) -> str:
    """Every occurrence of the value as a whole token, quotes around it included."""
    edge_l, edge_r = r"(?<![\w-])", r"(?![\w-])"
    quoted = rf"([\"'“‘])\s*{re.escape(value)}\s*[\"'”’]"
    out = re.sub(quoted, lambda _m: placeholder, goal)
    return re.sub(edge_l + re.escape(value) + edge_r, lambda _m: placeholder, out)


def lift_goal_credentials(goal: str, secrets: SecretStore | None) -> LiftedGoal:
    """Move the goal's written credentials into the run's secrets (see the module docstring)."""
    credentials = [(stem, v) for stem, v in goal_credentials(goal) if len(v) >= MIN_SECRET_LENGTH]
    if not credentials:
        return LiftedGoal(goal, secrets)
    values = secrets.as_mapping() if secrets else {}
    sites = dict(secrets.sites) if secrets else {}
    by_value = {v: k for k, v in values.items()}
    text, lifted = goal, []
    for stem, value in credentials:
        name = by_value.get(value) or _fresh_name(stem, set(values))
        values[name] = value
        by_value[value] = name
        text = _replace(text, value, SecretStore.placeholder(name))
        lifted.append(name)
    return LiftedGoal(text, SecretStore(values, sites), tuple(lifted))
