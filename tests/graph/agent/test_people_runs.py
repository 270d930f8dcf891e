"""Runs that involve a person: questions (ask_user) and confirmations (refused or granted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from tests.fixtures.scripted import (
    ScriptedPlanner,
    assert_complete_run_dir,
    click_text,
    done,
    run_on_shop,
    settings_for,
    type_into,
)
from wayfinder.agent.events import AgentEvent
from wayfinder.agent.run import run_agent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.plan.base import PlannerContext, PlannerResult
from wayfinder.plan.rules import RulesPlanner, decide
from wayfinder.safety.secrets import SecretStore
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


async def test_question_without_a_person_ends_as_goal_failed_with_the_question(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    planner = ScriptedPlanner([{"type": "ask_user", "question": "Which monitor size?"}])
    result = await run_on_shop(demo, runtime, settings_for(test_settings, tmp_path), planner)
    assert result.terminal_reason == "goal_failed"
    assert (
        result.evidence["stop_reason"] == "needs_user"
        and result.evidence["question"] == "Which monitor size?"
    )
    assert_complete_run_dir(result)


async def test_interactive_answer_reaches_the_planner(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    asked: list[str] = []

    async def person(question: str) -> str:
        asked.append(question)
        return "27 inch"

    planner = ScriptedPlanner(
        [{"type": "ask_user", "question": "Which monitor size?"}, done("ok", success=False)]
    )
    settings = settings_for(test_settings, tmp_path, interactive_prompts=True)
    result = await run_on_shop(demo, runtime, settings, planner, ask_user=person)
    assert result.evidence["stop_reason"] == "done_failure"  # the run went on after the answer
    assert asked == ["Which monitor size?"]
    assert [(a.question, a.answer) for a in planner.contexts[1].answers] == [
        ("Which monitor size?", "27 inch")
    ]
    assert planner.contexts[1].goal == planner.contexts[0].goal  # a readable goal is not rewritten


async def test_an_answer_that_restates_an_unreadable_goal_changes_what_the_rules_planner_does(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    asked: list[str] = []

    async def person(question: str) -> str:
        asked.append(question)
        return "search for a monitor"

    planner = RulesPlanner()
    seen: list[PlannerContext] = []

    async def recording(ctx: PlannerContext) -> PlannerResult:
        seen.append(ctx)
        return decide(ctx)

    planner.plan = recording  # type: ignore[method-assign]
    settings = settings_for(test_settings, tmp_path, interactive_prompts=True, max_steps=6)
    result = await run_on_shop(
        demo, runtime, settings, planner, ask_user=person, goal="frobnicate the monitors"
    )
    assert len(asked) == 1  # asked once, never again
    after = [ctx for ctx in seen if ctx.answers]
    assert after and after[0].goal == "search for a monitor"
    assert "monitor" in after[-1].observation.url  # it searched, on the site's own search box
    assert result.terminal_reason == "goal_satisfied"  # judged against the goal as restated


GARDEN_PAGE = """<title>Garden tools</title><h1>Garden tools</h1>
<a href="/graph/rakes">Rakes</a> <a href="/graph/spades">Spades</a> <p>Tools for every season.</p>"""


def _recording_rules() -> tuple[RulesPlanner, list[PlannerContext]]:
    planner = RulesPlanner()
    seen: list[PlannerContext] = []

    async def recording(ctx: PlannerContext) -> PlannerResult:
        seen.append(ctx)
        return decide(ctx)

    planner.plan = recording  # type: ignore[method-assign]
    return planner, seen


async def test_an_unreadable_goal_on_a_page_without_its_words_fails_at_once_naming_it(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    """Nobody to ask: the run ends at the first step, goal_failed with the words it could not read
    (it used to stay in an early stage, scrolling, until the loop detector called it stuck)."""
    url = page_server.add("/graph/garden", GARDEN_PAGE)
    planner, seen = _recording_rules()
    settings = settings_for(test_settings, tmp_path, max_steps=12)
    result = await run_agent(
        "zorp the blarg", start_url=url, settings=settings, runtime=runtime, planner=planner
    )
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "needs_user"
    assert "'zorp the blarg'" in result.evidence["question"]
    assert len(seen) == 1 and seen[0].goal_stage in ("orient", "context")  # no meta action allowed there
    assert_complete_run_dir(result)


async def test_an_unreadable_goal_asks_the_person_once_then_fails_honestly(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    url = page_server.add("/graph/garden", GARDEN_PAGE)
    asked: list[str] = []

    async def person(question: str) -> str:
        asked.append(question)
        return "mrrk"  # cannot be read either

    planner, seen = _recording_rules()
    settings = settings_for(test_settings, tmp_path, max_steps=12, interactive_prompts=True)
    result = await run_agent(
        "zorp the blarg", start_url=url, settings=settings, runtime=runtime, planner=planner, ask_user=person
    )
    assert len(asked) == 1 and "'zorp the blarg'" in asked[0]
    assert result.terminal_reason == "goal_failed", result.evidence
    assert result.evidence["stop_reason"] == "done_failure"
    assert "'zorp the blarg'" in str(result.answer) and "'mrrk'" in str(result.answer)
    assert len(seen) == 2  # asked, then stopped: a step or two, not the loop budget


async def test_refused_action_is_not_executed_and_the_planner_is_told_why(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    events: list[AgentEvent] = []
    planner = ScriptedPlanner([click_text("/shop/p/", tag="a"), done("stopped", success=False)])
    settings = settings_for(test_settings, tmp_path, auto_confirm="never")
    start = demo.shop_url + "?consent=1"
    result = await run_agent(
        "Find a monitor",
        start_url=start,
        settings=settings,
        runtime=runtime,
        planner=planner,
        on_event=events.append,
    )
    assert result.evidence["stop_reason"] == "done_failure"
    assert runtime.page.url == start  # the click never ran
    second = planner.contexts[1]
    assert second.last_error and second.last_error.startswith("Not done:")
    assert second.avoid_elements and second.action_history[-1].ok is False
    assert any(e.kind == "refused" for e in events)
    assert not list((result.run_dir / "state").glob("*_exec.json"))


async def test_confirmation_granted_by_a_person_lets_the_action_run(
    demo: DemoServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    async def yes(question: str) -> str:
        return "y"

    planner = ScriptedPlanner([click_text("/shop/p/", tag="a"), done("opened")])
    settings = settings_for(test_settings, tmp_path, auto_confirm="never", interactive_prompts=True)
    result = await run_on_shop(
        demo, runtime, settings, planner, ask_user=yes, goal="Open the first product page"
    )
    assert result.terminal_reason == "goal_satisfied", result.evidence
    assert "/shop/p/" in runtime.page.url


LOGIN_PAGE = """<!doctype html><html><head><title>Sign in</title></head><body><h1>Sign in</h1>
<form id="f" onsubmit="event.preventDefault(); window.result = document.getElementById('user').value;
 document.getElementById('echo').textContent = 'Signed in as ' + window.result;">
<label for="user">Account email</label> <input id="user" name="user" type="text">
<button type="submit">Sign in</button></form><p id="echo"></p></body></html>"""


async def test_secret_is_typed_for_real_but_never_written_or_shown_to_the_planner(
    page_server: PageServer, runtime: BrowserRuntime, test_settings: Settings, tmp_path: Path
) -> None:
    secret_value = "alice.secret@example.com"
    url = page_server.add("/graph/login", LOGIN_PAGE)
    planner = ScriptedPlanner(
        [type_into("Account email", "<secret:ACCOUNT>", submit=True), done("signed in")]
    )
    result = await run_agent(
        "Sign in with my account email",
        start_url=url,
        settings=settings_for(test_settings, tmp_path, auto_confirm="all"),
        runtime=runtime,
        planner=planner,
        secrets=SecretStore({"ACCOUNT": secret_value}),
    )
    assert await runtime.page.evaluate("window.result") == secret_value
    assert result.terminal_reason == "goal_satisfied"
    assert secret_value not in planner.contexts[-1].model_dump_json()
    assert "<secret:ACCOUNT>" in planner.contexts[-1].observation.text_digest
    for path in result.run_dir.rglob("*"):
        if path.is_file() and path.suffix in (".json", ".jsonl", ".log", ".html"):
            assert secret_value not in path.read_text(encoding="utf-8"), path
