"""Which suite files a gold command means: ``shop`` (both parts of ``bench/goals/shop``),
``shop/dev`` (one part), a suite file's path, or, with nothing named, every suite of the checkout."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from wayfinder.errors import ConfigError
from wayfinder_bench.apps.paths import repo_root
from wayfinder_bench.goals import Suite, load_suite

PARTS = ("dev", "heldout")


def goals_dir() -> Path:
    return repo_root() / "bench" / "goals"


def suite_files(names: Sequence[str]) -> list[Path]:
    """The suite files ``names`` mean (every suite's parts when none is named)."""
    root = goals_dir()
    if not names:
        folders = sorted(p for p in root.iterdir() if (p / "dev.yaml").is_file())
        return [f for folder in folders for part in PARTS if (f := folder / f"{part}.yaml").is_file()]
    out: list[Path] = []
    for name in names:
        path = Path(name)
        if path.suffix in (".yaml", ".yml") and path.is_file():
            out.append(path)
        elif (root / f"{name}.yaml").is_file():
            out.append(root / f"{name}.yaml")
        elif (root / name / "dev.yaml").is_file():
            out += [f for part in PARTS if (f := root / name / f"{part}.yaml").is_file()]
        else:
            known = ", ".join(sorted(p.name for p in root.iterdir() if (p / "dev.yaml").is_file()))
            raise ConfigError(f"no goal suite {name!r} (known: {known}; or shop/dev, or a suite file)")
    return out


def load_suites(names: Sequence[str]) -> list[Suite]:
    return [load_suite(p) for p in suite_files(names)]
