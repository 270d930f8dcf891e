"""Where `wayfinder run`'s Python CPU goes before its first step: each stage imported (or run) after the
one before it, in the order a run meets them, with ``time.process_time()`` after each. CPU, not wall
time, so the numbers hold on a loaded machine (docs/BENCHMARKS.md, "Start-up"). The subtotal after the
observer is what the first observation needs (the early browser takes it, ``agent/run_first.py``); the
stages after it are imported beside it, in the agent's thread.

    .venv/bin/python scripts/start_stages.py
"""

from __future__ import annotations

import time

START = time.process_time()
MARKS: list[tuple[str, float]] = []
# the last stage the first observation needs (agent/run_first.py); the rest is imported beside it
FIRST_LOOK = "the observer (observe.capture; wayfinder.intent.text, through wayfinder.intent)"


def mark(name: str) -> None:
    MARKS.append((name, time.process_time()))


def main() -> None:
    from wayfinder.cli.tree import run_only

    app = run_only()
    from typer.main import get_command

    command = get_command(app).commands["run"]  # type: ignore[attr-defined]
    command.make_context("run", ["open the Laptops category", "--url", "http://x", "--max-steps", "1"])
    mark("the CLI (run alone) and its arguments")
    from wayfinder.cli.run import console_view
    from wayfinder.settings import load_settings

    load_settings()
    console_view(False)
    mark("the settings and the console view")
    import wayfinder.agent.early

    mark("agent.early (Playwright, the browser runtime)")
    import wayfinder.agent.run_first
    import wayfinder.observe.capture

    mark(FIRST_LOOK)
    import langgraph.graph

    mark("langgraph.graph (langchain-core's runnables, tracers, langsmith)")
    import langgraph.checkpoint.sqlite.aio  # noqa: F401

    mark("LangGraph's sqlite saver")
    from wayfinder.intent import parse_goal

    mark("wayfinder.intent (lemminflect with numpy, the goal reader's tables)")
    import wayfinder.plan.factory
    import wayfinder.plan.rules.planner

    mark("the planners")
    from wayfinder.agent.graph import compile_graph

    mark("agent.graph (the nodes, the verifier)")
    import wayfinder.agent.run  # noqa: F401

    mark("the rest of agent.run")
    parse_goal("open the Laptops category")
    compile_graph()
    mark("the first parse_goal and compile_graph")
    previous = START
    for name, at in MARKS:
        print(f"{name:70s} {1000 * (at - previous):6.0f} ms")
        previous = at
        if name == FIRST_LOOK:
            print(f"{'  = what the first observation needs':70s} {1000 * (at - START):6.0f} ms")
    print(f"{'total':70s} {1000 * (previous - START):6.0f} ms")


if __name__ == "__main__":
    main()
