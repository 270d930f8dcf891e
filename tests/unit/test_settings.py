"""Settings precedence (defaults < TOML < environment < overrides) and validation."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.settings_env import isolate_settings
from wayfinder.errors import ConfigError
from wayfinder.settings import SETTING_GROUPS, Settings, load_settings


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate_settings(monkeypatch, tmp_path)


def test_defaults() -> None:
    s = load_settings()
    assert s.max_steps == 30
    assert s.planner == "auto"
    assert s.viewport_size == (1280, 800)
    assert s.auto_confirm == "low"


def test_precedence_toml_env_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "wayfinder.toml").write_text("max_steps = 11\nmapping_limit = 40\nscroll_step = 300\n")
    assert load_settings().max_steps == 11
    monkeypatch.setenv("WAYFINDER_MAX_STEPS", "12")
    monkeypatch.setenv("WAYFINDER_MAPPING_LIMIT", "41")
    s = load_settings(max_steps=13)
    assert (s.max_steps, s.mapping_limit, s.scroll_step) == (13, 41, 300)


def test_none_override_does_not_mask_lower_source(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAYFINDER_MAX_STEPS", "9")
    assert load_settings(max_steps=None).max_steps == 9


def test_config_file_from_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = tmp_path / "other.toml"
    cfg.write_text('planner = "rules"\n')
    monkeypatch.setenv("WAYFINDER_CONFIG", str(cfg))
    assert load_settings().planner == "rules"


def test_lists_from_comma_separated_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAYFINDER_ALLOWED_DOMAINS", "example.com, *.example.org")
    assert load_settings().allowed_domains == ["example.com", "*.example.org"]


@pytest.mark.parametrize(
    ("overrides", "fragment"),
    [
        ({"max_steps": 0}, "'max_steps'"),
        ({"auto_confirm": "sometimes"}, "never, low, medium, all"),
        ({"planner": "gpt"}, "openai:MODEL"),
        ({"viewport": "big"}, "WIDTHxHEIGHT"),
        ({"observe_screenshot_mode": "always"}, "none, viewport, full, on_demand"),
        ({"no_such_knob": 1}, "unknown setting 'no_such_knob'"),
    ],
)
def test_bad_values_name_setting_and_allowed(overrides: dict[str, object], fragment: str) -> None:
    with pytest.raises(ConfigError) as info:
        load_settings(**overrides)
    assert fragment in str(info.value)
    assert "\n" not in str(info.value)
    assert info.value.exit_code == 64


def test_bad_env_value_is_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAYFINDER_MAX_STEPS", "many")
    with pytest.raises(ConfigError, match="max_steps"):
        load_settings()


def test_settings_are_frozen() -> None:
    s = load_settings()
    with pytest.raises(Exception):  # noqa: B017 - pydantic raises ValidationError for frozen models
        s.max_steps = 3  # type: ignore[misc]


def test_every_field_has_a_group_and_description() -> None:
    grouped = {name for names in SETTING_GROUPS.values() for name in names}
    assert grouped == set(Settings.model_fields)
    assert all(f.description for f in Settings.model_fields.values())


def test_llm_resolution(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert not load_settings().uses_llm
    assert load_settings(base_url="http://127.0.0.1:9/v1").uses_llm
    assert load_settings(planner="openai:gpt-4o-mini").model_name == "gpt-4o-mini"
    assert not load_settings(planner="rules", api_key="k").uses_llm
