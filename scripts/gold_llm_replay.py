"""Every suite's gold replayed by the LLM planner: the tests' OpenAI-compatible server
(``tests/fixtures/openai_server.py``) answers each request with the gold's next action as a tool call,
its element found by kind and label in the page the request shows (``tests/fixtures/gold_model.py``),
and the last with the gold answer. Each goal runs through the suites' own runner (a clean site, the
whole graph, the model reading the goal frame too: by default the rules' frame, as the server gives
it). A goal that should succeed must end goal_satisfied with verified true; anything else is a false
rejection (named by the check that refused), unless the gold itself could not be played (broken).

    .venv/bin/python scripts/gold_llm_replay.py [SUITE ...] [--only ID ...] [--json OUT]

SUITE as for ``wayfinder bench verify`` (shop, shop/dev, a suite file; none: every suite).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from pydantic import SecretStr

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests.fixtures, from the checkout

from tests.fixtures.gold_model import GoldModel
from tests.fixtures.openai_server import FakeOpenAI

from wayfinder.browser.launch import SharedBrowser
from wayfinder_bench.goals_run import bench_settings, run_goal
from wayfinder_bench.goals_sites import prepare, site_provider
from wayfinder_bench.gold.model import gold_path, load_gold
from wayfinder_bench.gold.replays import Replay
from wayfinder_bench.gold.suites import load_suites


async def replay_all(names: list[str], only: list[str], runs: Path) -> list[dict[str, Any]]:
    server = FakeOpenAI()
    server.start()
    settings = bench_settings(runs_dir=runs).model_copy(
        update={"planner": "openai:gold-model", "base_url": server.base_url, "api_key": SecretStr("sk-gold")}
    )
    shared = SharedBrowser(settings)
    await shared.start()
    rows: list[dict[str, Any]] = []
    try:
        for suite in load_suites(names):
            golds = load_gold(gold_path(suite.path))
            goals = [g for g in suite.goals if g.id in golds and (not only or g.id in only)]
            if not goals:
                continue
            provider = site_provider(suite.site)
            with provider.start() as site:
                expected = prepare(provider, site, suite)
                for goal in goals:
                    gold = golds[goal.id]
                    model = GoldModel(gold)
                    server.set_policy(model)
                    row = await run_goal(provider, site, suite, goal, expected[goal.id], settings, shared)
                    run = Replay(row, model.finished, model.index)
                    succeed = gold.kind != "not_success"
                    ok = run.accepted if succeed else row.outcome == "pass"
                    status = "ok" if ok else ("broken" if model.broken or run.broken else "false_rejection")
                    if not succeed and not ok and status != "broken":
                        status = "wrong_ending"
                    why = "" if ok else (model.broken or run.broken or run.refused_by())
                    rows.append(
                        {"suite": suite.name, "id": goal.id, "kind": gold.kind, "status": status, "why": why}
                    )
                    print(f"{status:<15} {suite.name} {goal.id}{': ' + why if why else ''}", flush=True)
    finally:
        await shared.stop()
        server.stop()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("suites", nargs="*")
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    runs = Path(tempfile.mkdtemp(prefix="wayfinder-gold-llm-"))
    print(f"runs in {runs}")
    rows = asyncio.run(replay_all(args.suites, args.only, runs))
    per: dict[str, dict[str, int]] = {}
    for r in rows:
        t = per.setdefault(
            r["suite"], {"goals": 0, "ok": 0, "false_rejection": 0, "wrong_ending": 0, "broken": 0}
        )
        t["goals"] += 1
        t[r["status"]] += 1
    for name, t in per.items():
        print(f"{name}: {t['ok']}/{t['goals']} ok, {t['false_rejection']} false rejections, "
              f"{t['wrong_ending']} wrong endings, {t['broken']} broken")  # fmt: skip
    if args.json:
        args.json.write_text(json.dumps({"suites": per, "per_goal": rows}, indent=2) + "\n", encoding="utf-8")
    sys.exit(1 if any(t["false_rejection"] for t in per.values()) else 0)


if __name__ == "__main__":
    main()
