"""`wayfinder demo serve`: prints the site URLs and stops cleanly on Ctrl-C."""

from __future__ import annotations

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
