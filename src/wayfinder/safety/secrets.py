"""Secrets: placeholders in, masked values out.

The planner and the trace only ever see ``<secret:NAME>``; the executor swaps the placeholder for
the value at the last moment (``substitute``), and everything written or shown passes through
``mask``, which turns every occurrence of a value back into its placeholder.

Sources: ``--secret NAME=VALUE`` pairs and ``WAYFINDER_SECRET_NAME`` environment variables (a CLI
pair wins over the environment). A pair may bind its secret to sites, ``NAME=VALUE@site[,site]``
(``sites``; see ``secret_sites.py`` for what a binding means and the default). Names are letters, digits and underscores, not starting with a
digit, and are stored upper-case; placeholders match names case-insensitively. Values shorter than
4 characters are refused: masking "ab" would shred every word that contains it.

``mask`` replaces the raw value and every form it takes once a browser or a serializer encoded it
(WHATWG form-urlencoding, percent-encoding of any URL component, HTML entities, JSON escapes, in any
mix; ``actions/masking.py``), which is how the tracer, artifacts and report see it. Longest values
go first, so a value that contains another is masked whole.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from wayfinder.actions.masking import compile_masks, mask_with
from wayfinder.errors import ConfigError
from wayfinder.observe.models import Observation
from wayfinder.safety.secret_sites import split_binding

ENV_PREFIX = "WAYFINDER_SECRET_"
MIN_SECRET_LENGTH = 4
PLACEHOLDER_RE = re.compile(r"<secret:([A-Za-z_][A-Za-z0-9_]*)>")
_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

T = TypeVar("T")


def placeholder_names(text: str) -> list[str]:
    """The names of the ``<secret:NAME>`` placeholders in ``text`` (upper-cased, in order)."""
    return [m.group(1).upper() for m in PLACEHOLDER_RE.finditer(text)]


class SecretStore:
    """Named secret values. ``repr`` never shows a value."""

    def __init__(self, values: Mapping[str, str], sites: Mapping[str, Sequence[str]] | None = None) -> None:
        checked: dict[str, str] = {}
        for name, value in values.items():
            if not _NAME_RE.match(name):
                raise ConfigError(
                    f"secret name {name!r} is not valid (letters, digits and _, not starting with a digit)"
                )
            if len(value) < MIN_SECRET_LENGTH:
                raise ConfigError(
                    f"secret {name.upper()!r} is shorter than {MIN_SECRET_LENGTH} characters; "
                    "it cannot be masked safely in logs"
                )
            checked[name.upper()] = value
        self._values = checked
        self.sites: dict[str, list[str]] = {k.upper(): list(v) for k, v in (sites or {}).items()}
        self._mask_re, self._mask_names = self._build_mask()

    def _build_mask(self) -> tuple[re.Pattern[str] | None, list[str]]:
        # longer values first so that a value containing another is claimed by its own name
        ordered = dict(sorted(self._values.items(), key=lambda kv: -len(kv[1])))
        return compile_masks(ordered), list(ordered)

    @classmethod
    def from_sources(cls, cli_pairs: Sequence[str], environ: Mapping[str, str]) -> SecretStore:
        """Secrets from ``WAYFINDER_SECRET_NAME`` variables, then ``NAME=VALUE[@site,...]`` pairs (which
        win). An environment value is taken whole (it is often an e-mail address).

        A malformed pair is a ConfigError naming its position and name, never its value.
        """
        values: dict[str, str] = {}
        sites: dict[str, list[str]] = {}
        for key, value in environ.items():
            if key.upper().startswith(ENV_PREFIX) and len(key) > len(ENV_PREFIX):
                values[key[len(ENV_PREFIX) :].upper()] = value
        seen: set[str] = set()
        for index, pair in enumerate(cli_pairs, start=1):
            name, sep, value = pair.partition("=")
            name = name.strip()
            if not sep or not name:
                raise ConfigError(f"secret #{index} is not NAME=VALUE (its text is not shown)")
            if not _NAME_RE.match(name):
                raise ConfigError(
                    f"secret #{index} has an invalid name {name!r} (letters, digits and _, not starting with a digit)"
                )
            if name.upper() in seen:
                raise ConfigError(f"secret {name.upper()!r} is given twice")
            seen.add(name.upper())
            values[name.upper()], bound = split_binding(value)
            if bound:
                sites[name.upper()] = bound
        return cls(values, sites)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(sorted(self._values))

    def __len__(self) -> int:
        return len(self._values)

    def __bool__(self) -> bool:
        return bool(self._values)

    def __repr__(self) -> str:
        return f"SecretStore(names={list(self.names)!r})"

    @staticmethod
    def placeholder(name: str) -> str:
        return f"<secret:{name.upper()}>"

    def as_mapping(self) -> dict[str, str]:
        """Name -> value, for the executor (a copy)."""
        return dict(self._values)

    def substitute(self, text: str) -> str:
        """Placeholders -> values. An unknown name is a ValueError listing the valid names."""

        def repl(match: re.Match[str]) -> str:
            name = match.group(1).upper()
            if name not in self._values:
                valid = ", ".join(self.placeholder(n) for n in self.names) or "none are configured"
                raise ValueError(f"unknown secret {match.group(0)!r}; valid placeholders: {valid}")
            return self._values[name]

        return PLACEHOLDER_RE.sub(repl, text)

    def mask(self, text: str) -> str:
        """Every occurrence of a secret value, in any encoding a browser or serializer gives it (form and
        percent encoding, HTML entities, JSON escapes; see ``actions/masking.py``) -> its placeholder."""
        return mask_with(self._mask_re, self._mask_names, text)

    def mask_obj(self, obj: T) -> T:
        """``obj`` with every string inside dicts, lists and tuples masked (keys too); a new object."""
        return self._mask_any(obj)  # type: ignore[no-any-return]

    def _mask_any(self, obj: Any) -> Any:
        if isinstance(obj, str):
            return self.mask(obj)
        if isinstance(obj, Mapping):
            return {self._mask_any(k): self._mask_any(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [self._mask_any(v) for v in obj]
        if isinstance(obj, tuple):
            return tuple(self._mask_any(v) for v in obj)
        return obj


def mask_observation_values(obs: Observation, store: SecretStore) -> Observation:
    """A copy of ``obs`` in which every text containing a secret value shows its placeholder.

    That covers element values (what was typed into a field; password values are never captured
    in the first place) and also element text, labels, hrefs, the page text digest, title, URL
    and grid samples, because pages echo what was typed ("Signed in as alice@example.com").
    Returns ``obs`` itself when there is nothing to mask.
    """
    if not store:
        return obs
    data = obs.model_dump()
    masked = store.mask_obj(data)
    if masked == data:
        return obs
    return Observation.model_validate(masked)
