"""Model-assisted page analysis against the local OpenAI-compatible test server (real SDK)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.fixtures.openai_server import FakeOpenAI, http_error, text
from wayfinder.demo.portal_pages import NORMAL, disclaimer_v1, results_table, search_page
from wayfinder.demo.records import Criteria, build_records, search
from wayfinder.portal.analyze import analyze_html
from wayfinder.portal.debug import model_lines
from wayfinder.portal.model_analyze import ask_model, compare, model_enabled, model_html
from wayfinder.settings import Settings

pytestmark = pytest.mark.graph


def _settings(server: FakeOpenAI, **kw: Any) -> Settings:
    base: dict[str, Any] = {
        "planner": "openai:page-model",
        "base_url": server.base_url,
        "api_key": "sk-test",
        "planner_timeout_s": 10.0,
    }
    return Settings(**{**base, **kw})


def _results_html() -> str:
    criteria = Criteria(last="S")
    result = search(build_records(), criteria)
    return search_page("/portal", NORMAL, criteria, results_table("/portal", NORMAL, criteria, result))


async def test_the_model_gets_compact_fenced_html_and_a_schema(openai_server: FakeOpenAI) -> None:
    answer = {"kind": "search_form_and_grid", "grid_selector": "#results", "search_fields": ["Last name"]}
    openai_server.script([text(json.dumps(answer), usage={"prompt_tokens": 900, "completion_tokens": 40})])
    html = _results_html() + "<script>steal()</script>"
    verdict, error, account = await ask_model(html, _settings(openai_server))
    assert error == "" and verdict is not None
    assert verdict.kind == "search_form_and_grid" and verdict.grid_selector == "#results"
    [body] = openai_server.requests
    assert body["model"] == "page-model"
    assert body["response_format"]["json_schema"]["schema"]["properties"]["kind"]["enum"][0] == "disclaimer"
    prompt = body["messages"][1]["content"]
    assert prompt.startswith("<<<PAGE HTML") and "steal()" not in prompt and "more rows" in prompt
    record = compare(analyze_html(html), verdict, error, account)
    assert record["agree"] is True and record["heuristic"] == "search_form_and_grid"
    assert record["account"]["requests"] == 1 and record["account"]["prompt_tokens"] == 900


async def test_a_passing_server_error_is_retried_and_counted(openai_server: FakeOpenAI) -> None:
    """The portal's model call goes through the planner's transport: a 500 is retried, not final."""
    openai_server.script([http_error(500, "overloaded"), text('{"kind": "disclaimer"}')])
    verdict, error, account = await ask_model(disclaimer_v1("/portal"), _settings(openai_server))
    assert error == "" and verdict is not None and verdict.kind == "disclaimer"
    assert account["requests"] == 2 and len(openai_server.requests) == 2


async def test_refused_credentials_are_named(openai_server: FakeOpenAI) -> None:
    openai_server.script([http_error(401, "bad key")])
    verdict, error, account = await ask_model(disclaimer_v1("/portal"), _settings(openai_server))
    assert verdict is None and "credentials" in error and account["requests"] == 1


@pytest.mark.parametrize(
    "reply",
    [text('{"kind": "login page"}'), text("I think it is a grid."), http_error(422, "no json_schema")],
)
async def test_a_bad_or_missing_answer_is_recorded_not_raised(openai_server: FakeOpenAI, reply: Any) -> None:
    openai_server.script([reply])
    verdict, error, _ = await ask_model(disclaimer_v1("/portal"), _settings(openai_server))
    assert verdict is None and error
    record = compare(analyze_html(disclaimer_v1("/portal")), verdict, error)
    assert record["heuristic"] == "disclaimer" and record["agree"] is None


def test_disagreements_are_listed_for_debug() -> None:
    state = {
        "model_verdicts": [
            {"url": "u1", "heuristic": "disclaimer", "model": "disclaimer", "agree": True},
            {
                "url": "u2",
                "heuristic": "grid",
                "model": "other",
                "agree": False,
                "verdict": {"reason": "ads"},
            },
            {"url": "u3", "heuristic": "grid", "model": None, "agree": None, "error": "timeout"},
        ]
    }
    lines = model_lines(state)
    assert lines[0].endswith("3 pages, 1 disagreements, 1 failed")
    assert "u2: heuristics grid, model other (ads)" in lines[1] and "u3: timeout" in lines[2]
    assert model_lines({}) == []


def test_the_model_is_asked_only_when_configured(openai_server: FakeOpenAI) -> None:
    assert model_enabled(_settings(openai_server))
    assert not model_enabled(_settings(openai_server, portal_model_analysis=False))
    assert not model_enabled(Settings(planner="rules"))


def test_compact_html_caps_and_keeps_naming_attributes() -> None:
    html = '<body><form id="f"><label for="q">Name</label><input id="q" class="x y" style="a" name="q"></form></body>'
    assert model_html(html) == '<form id="f"><label for="q">Name</label><input id="q" name="q"></form>'
    assert model_html("<p>" + "word " * 5000 + "</p>", cap=200).endswith("<!-- cut -->")
