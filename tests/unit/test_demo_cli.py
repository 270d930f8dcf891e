"""`wayfinder demo`: the serve command and the fallback when the agent demo runner is missing."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable

import pytest
import typer
from typer.testing import CliRunner

from wayfinder.cli import demo as demo_cli
from wayfinder.demo.server import DemoServer


def _app() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def _root() -> None:
        """Root."""

    demo_cli.register(app)
    return app


def test_demo_without_runner_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "wayfinder.demo.runner", None)  # import now raises ImportError
    result = CliRunner().invoke(_app(), ["demo"])
    assert result.exit_code == 1
    assert "the agent demo is not available yet" in result.output


def test_demo_calls_the_runner_when_present(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    fake = types.ModuleType("wayfinder.demo.runner")
    fake.run_demo = lambda: calls.append("ran")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "wayfinder.demo.runner", fake)
    result = CliRunner().invoke(_app(), ["demo"])
    assert result.exit_code == 0 and calls == ["ran"]


def test_serve_prints_urls_and_stops_on_ctrl_c(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    def fake_serve(self: DemoServer, on_ready: Callable[[DemoServer], None] | None = None) -> None:
        self._bind()
        seen.append(self.port)
        assert on_ready is not None
        on_ready(self)
        self.stop()
        raise KeyboardInterrupt

    monkeypatch.setattr(DemoServer, "serve_forever", fake_serve)
    result = CliRunner().invoke(_app(), ["demo", "serve", "--port", "0"])
    assert result.exit_code == 0, result.output
    port = seen[0]
    assert f"shop:   http://127.0.0.1:{port}/shop/" in result.output
    assert f"portal: http://127.0.0.1:{port}/portal/" in result.output
    assert "stopped" in result.output
