"""Does goal understanding survive people's wrapping? (issue 32's frame-stability number)

For each goal of the given suite files, every wording of ``wordings.py`` that applies is parsed
and its frame's ``meaning()`` compared with the plain goal's. A goal is *stable* when every wording
keeps its meaning. ``python -m wayfinder_bench.wordings_check`` reads the dev suites
(``bench/goals/*/dev.yaml``; never a held-out file) and prints the share of stable goals, the share of
single variants that keep the frame, the wordings that broke most, and ``parse_goal``'s median time.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from wayfinder.intent import parse_goal
from wayfinder_bench.wordings import variants


@dataclass
class Stability:
    goals: int = 0
    stable: int = 0
    variants: int = 0
    kept: int = 0
    broke_by: Counter[str] = field(default_factory=Counter)
    unstable: list[tuple[str, str, str]] = field(default_factory=list)  # goal, wording, variant

    @property
    def goal_ratio(self) -> float:
        return self.stable / self.goals if self.goals else 1.0

    @property
    def variant_ratio(self) -> float:
        return self.kept / self.variants if self.variants else 1.0


def dev_goals(files: Sequence[Path]) -> list[str]:
    """The goal texts of suite files; a held-out file is refused (held-out discipline)."""
    out: list[str] = []
    for path in files:
        if "heldout" in path.name:
            raise ValueError(f"{path} is a held-out part: it is not read here")
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        out.extend(str(g["goal"]) for g in data.get("goals", []) if g.get("goal"))
    return out


def stability(goals: Iterable[str]) -> Stability:
    report = Stability()
    for goal in goals:
        report.goals += 1
        want = parse_goal(goal).meaning()
        ok = True
        for name, text in variants(goal):
            report.variants += 1
            if parse_goal(text).meaning() == want:
                report.kept += 1
                continue
            ok = False
            report.broke_by[name] += 1
            report.unstable.append((goal, name, text))
        report.stable += ok
    return report


def median_parse_ms(goals: Sequence[str], rounds: int = 5) -> float:
    """Median time of one uncached ``parse_goal`` call over the goals, in milliseconds."""
    times: list[float] = []
    for _ in range(rounds):
        parse_goal.cache_clear()
        for goal in goals:
            start = time.perf_counter()
            parse_goal(goal)
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv: Sequence[str]) -> int:
    files = [Path(a) for a in argv] or sorted(Path("bench/goals").glob("*/dev.yaml"))
    goals = dev_goals(files)
    parse_goal("warm up the word-form dictionary")
    report = stability(goals)
    print(f"suites: {', '.join(str(f) for f in files)}")
    print(
        f"goals with an identical frame under every wording: {report.stable}/{report.goals} ({report.goal_ratio:.1%})"
    )
    print(
        f"single variants with an identical frame: {report.kept}/{report.variants} ({report.variant_ratio:.1%})"
    )
    print(f"parse_goal median (uncached): {median_parse_ms(goals):.2f} ms")
    for name, count in report.broke_by.most_common(10):
        print(f"  {name}: {count} goals changed")
    for goal, name, text in report.unstable[:40]:
        print(f"  [{name}] {goal!r} -> {text!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
