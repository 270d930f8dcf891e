"""Every knob Wayfinder uses, in one frozen pydantic-settings object.

Sources, lowest to highest precedence: defaults, a TOML file (``wayfinder.toml`` in the working
directory, or the file named by ``WAYFINDER_CONFIG``), ``WAYFINDER_*`` environment variables, and
explicit overrides (what the CLI flags pass). A bad value raises :class:`ConfigError` naming the
setting, the value and what is allowed.

Fields are grouped (browser, budgets, loop, observation, progress, prompts, timeouts, planner,
paths, domains, workers, portal); ``SETTING_GROUPS`` maps each field to its group for help text and docs.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import (
    BaseSettings,
    NoDecode,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from wayfinder.errors import ConfigError

ScreenshotMode = Literal["none", "viewport", "full", "on_demand"]
AutoConfirm = Literal["never", "low", "medium", "all"]
LlmOutputMode = Literal["auto", "tools", "json_schema", "json_text"]
DialogPolicy = Literal["accept", "dismiss"]
OnConfirm = Literal["refuse", "pause"]

CSV = Annotated[list[str], NoDecode]
_PLANNER_RE = re.compile(r"^(rules|auto|openai:[^\s]+)$")
_VIEWPORT_RE = re.compile(r"^(\d{3,5})x(\d{3,5})$")

DEFAULT_PROGRESS_KEYWORDS = [
    "results",
    "found",
    "added to cart",
    "order",
    "details",
    "specifications",
    "records",
    "success",
    "thank you",
]


class Settings(BaseSettings):
    """One immutable object with every setting. Build it with :func:`load_settings`."""

    model_config = SettingsConfigDict(
        env_prefix="WAYFINDER_",
        frozen=True,
        extra="forbid",
        validate_default=True,
        toml_file="wayfinder.toml",
    )

    # -- browser
    headless: bool | None = Field(None, description="Run without a window; unset = headless when no display")
    viewport: str = Field("1280x800", description="Viewport size as WIDTHxHEIGHT")
    profile_dir: Path | None = Field(None, description="Persistent browser profile directory")
    cdp_url: str | None = Field(None, description="Attach to a running browser over CDP at this URL")
    browser_path: Path | None = Field(None, description="Chromium/Chrome executable to use")
    browser_args: CSV = Field(default_factory=list, description="Extra browser command-line flags")
    dialog_policy: DialogPolicy = Field("accept", description="How JS dialogs are answered")
    # -- budgets
    max_steps: int = Field(30, ge=1, le=1000, description="Steps before budget_exhausted")
    max_planner_calls: int = Field(60, ge=1, le=5000, description="Planner calls before budget_exhausted")
    max_no_progress_steps: int = Field(8, ge=1, le=1000, description="Steps without progress tolerated")
    max_attempts_per_element: int = Field(3, ge=1, le=20, description="Failures before an element is avoided")
    max_reobserve_attempts: int = Field(2, ge=0, le=20, description="Re-observations of a sparse listing")
    max_auto_scrolls: int = Field(3, ge=0, le=50, description="Paged scans loop mitigation may use")
    # -- loop thresholds
    repeat_threshold: int = Field(3, ge=2, le=50, description="Same action+element+URL this often = loop")
    stagnation_threshold: int = Field(4, ge=2, le=50, description="Same mapping hash this often = stagnation")
    loop_window: int = Field(6, ge=2, le=50, description="Observations kept for loop detection")
    # -- observation
    mapping_limit: int = Field(150, ge=10, le=5000, description="Elements sent to the planner")
    mapping_boost: int = Field(100, ge=0, le=5000, description="Extra elements during loop mitigation")
    loop_retry_mapping_boost: int = Field(200, ge=0, le=5000, description="Extra elements on a loop retry")
    paged_scan_max_pages: int = Field(5, ge=1, le=100, description="Viewports a paged scan covers")
    scroll_step: int = Field(700, ge=50, le=10000, description="Pixels per scroll step")
    hide_overlay: bool = Field(False, description="Never draw numbered badges on screenshots")
    observe_screenshot_mode: ScreenshotMode = Field("viewport", description="Screenshot on each observation")
    conservative_observe: bool = Field(True, description="Try a conservative re-observe before paged scan")
    text_digest_chars: int = Field(1500, ge=100, le=50000, description="Visible text excerpt size")
    # wf-reliability (issue 29): a plain-text, JSON or PDF page is its text
    text_document_chars: int = Field(
        6000, ge=100, le=200000, description="Text kept of a plain-text, JSON or PDF page"
    )
    pdf_max_mb: float = Field(20.0, ge=0, le=1000, description="Largest PDF whose text is read (MB)")
    # -- progress
    auto_done_enabled: bool = Field(False, description="Finish automatically when progress is high late on")
    auto_done_threshold: float = Field(0.85, ge=0.0, le=1.0, description="Progress score for auto done")
    progress_keywords: CSV = Field(
        default_factory=lambda: list(DEFAULT_PROGRESS_KEYWORDS), description="Words that signal progress"
    )
    # -- prompts / confirmation
    interactive_prompts: bool = Field(False, description="Ask the user on the terminal")
    auto_confirm: AutoConfirm = Field("low", description="Highest risk run without asking")
    # durable runs (issue 16): with nobody to ask, refuse a risky action / end on a question, or pause
    # the run (exit 4) until `wayfinder approve|deny|answer SESSION` resumes it
    on_confirm: OnConfirm = Field("refuse", description="No one to ask: refuse, or pause for approve/deny")
    # -- timeouts
    planner_timeout_s: float = Field(60.0, gt=0, le=3600, description="Seconds for one planner answer")
    action_timeout_s: float = Field(10.0, gt=0, le=600, description="Seconds for one action")
    navigation_timeout_s: float = Field(30.0, gt=0, le=600, description="Seconds for one navigation")
    # wf-reliability: every page round trip's deadline; a page that misses it is frozen and replaced
    page_timeout_s: float = Field(
        10.0, gt=0, le=600, description="Seconds a page may take to answer one call"
    )
    # wf-reliability (issue 29): a page that answered 5xx or 429 to a GET is reloaded after the server's
    # Retry-After (never waiting longer than http_retry_max_s), at most http_retries times
    http_retries: int = Field(2, ge=0, le=10, description="Reloads of a page that answered 5xx or 429")
    http_retry_max_s: float = Field(
        10.0, ge=0, le=300, description="Longest Retry-After honoured before a reload (seconds)"
    )
    download_timeout_s: float = Field(
        60.0, gt=0, le=3600, description="Seconds a download may take before it is cancelled"
    )
    popup_limit: int = Field(
        3, ge=0, le=100, description="Tabs one action may try to open before they count as a popup storm"
    )
    # -- planner
    planner: str = Field("auto", description="rules, auto, or openai:MODEL")
    base_url: str | None = Field(None, description="OpenAI-compatible endpoint (Ollama, vLLM, LiteLLM...)")
    api_key: SecretStr | None = Field(None, description="API key (else OPENAI_API_KEY)")
    llm_output_mode: LlmOutputMode = Field("auto", description="tools, json_schema, json_text or auto")
    vision: bool = Field(False, description="Attach the Set-of-Mark screenshot to planner calls")
    # issue 32: with a model, it reads the goal too (one request per run, plan/llm_frame.py)
    model_reads_goal: bool = Field(True, description="With a model: ask it once per run for the goal frame")
    search_url: str | None = Field(None, description="URL template with {query} for the search action")
    rules_plugins: CSV = Field(
        default_factory=list, description="Rules-planner plugins to load by name (miniwob: benchmarks only)"
    )
    # -- paths
    runs_dir: Path = Field(Path("runs"), description="Where run directories are written")
    # -- domains
    allowed_domains: CSV = Field(
        default_factory=list, description="Only these domains (patterns like *.x.com)"
    )
    blocked_domains: CSV = Field(default_factory=list, description="Never these domains")
    # wf-reliability (issue 29): a secret is typed only on its sites; unlisted ones: the start site
    bind_secrets: dict[str, list[str]] = Field(
        default_factory=dict, description="Secret NAME -> the sites it may be typed on (domain patterns)"
    )
    # -- the MCP server's low-level tools (issue 30): what a client driving the browser may do beyond
    # the agent's actions; both off until the person starting the server says otherwise
    mcp_upload_dir: Path | None = Field(
        None, description="MCP: the folder upload_file may take files from (unset: no uploads)"
    )
    mcp_allow_evaluate: bool = Field(
        False, description="MCP: let clients run JavaScript in the page (the evaluate tool)"
    )
    # -- worker pool (issue 17): a worker is replaced by a fresh one between runs, so a long batch stays
    # bounded even when something inside the browser leaks
    worker_max_runs: int = Field(
        200, ge=0, le=1_000_000, description="Runs before a pool worker is replaced (0: never)"
    )
    worker_max_mb: int = Field(
        1000,
        ge=0,
        le=1_000_000,
        description="Pool worker memory after a run (MB, PSS) that replaces it (0: never)",
    )
    # -- portal workflow (wf-portal): circuit breakers and the generated script's test runs
    portal_max_disclaimer_clicks: int = Field(
        5, ge=1, le=50, description="Portal: disclaimer clicks without a page change before review"
    )
    portal_max_script_tests: int = Field(
        3, ge=1, le=20, description="Portal: failed script tests before review"
    )
    portal_max_attempts: int = Field(
        10, ge=2, le=100, description="Portal: page-changing steps before review"
    )
    portal_same_selector_limit: int = Field(
        3, ge=1, le=20, description="Portal: clicks on one selector before its alternatives"
    )
    portal_model_analysis: bool = Field(
        True, description="Portal: when a model is configured, also ask it to classify pages (recorded)"
    )
    portal_script_delay_s: float = Field(
        0.2, ge=0, le=60, description="Portal: --delay between pages when the workflow tests its script"
    )

    @field_validator(
        "browser_args",
        "progress_keywords",
        "allowed_domains",
        "blocked_domains",
        "rules_plugins",
        mode="before",
    )
    @classmethod
    def _split_csv(cls, value: Any) -> Any:
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                import json

                return json.loads(text)
            return [part.strip() for part in text.split(",") if part.strip()]
        return value

    @field_validator("bind_secrets", mode="before")
    @classmethod
    def _read_bindings(cls, value: Any) -> Any:
        """JSON text (``--set bind_secrets='{"PW": ["bank.example"]}'``); names are upper-cased."""
        if isinstance(value, str):
            import json

            value = json.loads(value) if value.strip() else {}
        if isinstance(value, dict):
            return {str(k).upper(): [v] if isinstance(v, str) else v for k, v in value.items()}
        return value

    @field_validator("viewport")
    @classmethod
    def _check_viewport(cls, value: str) -> str:
        if not _VIEWPORT_RE.match(value):
            raise ValueError("expected WIDTHxHEIGHT, for example 1280x800")
        return value

    @field_validator("planner")
    @classmethod
    def _check_planner(cls, value: str) -> str:
        if not _PLANNER_RE.match(value):
            raise ValueError("expected 'rules', 'auto' or 'openai:MODEL'")
        return value

    @property
    def viewport_size(self) -> tuple[int, int]:
        match = _VIEWPORT_RE.match(self.viewport)
        assert match is not None  # validated above
        return int(match.group(1)), int(match.group(2))

    @property
    def resolved_api_key(self) -> str | None:
        if self.api_key is not None:
            return self.api_key.get_secret_value()
        return os.environ.get("OPENAI_API_KEY")

    @property
    def model_name(self) -> str | None:
        """The model of an ``openai:MODEL`` planner, else None."""
        return self.planner.split(":", 1)[1] if self.planner.startswith("openai:") else None

    @property
    def uses_llm(self) -> bool:
        """Whether the planner resolves to the LLM (``auto`` picks it when a key or base_url is set)."""
        if self.planner.startswith("openai:"):
            return True
        if self.planner == "auto":
            return bool(self.resolved_api_key or self.base_url)
        return False

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml_path = os.environ.get("WAYFINDER_CONFIG") or "wayfinder.toml"
        toml = TomlConfigSettingsSource(settings_cls, toml_file=toml_path)
        return (init_settings, env_settings, toml)


SETTING_GROUPS: dict[str, tuple[str, ...]] = {
    "browser": (
        "headless",
        "viewport",
        "profile_dir",
        "cdp_url",
        "browser_path",
        "browser_args",
        "dialog_policy",
    ),
    "budgets": (
        "max_steps",
        "max_planner_calls",
        "max_no_progress_steps",
        "max_attempts_per_element",
        "max_reobserve_attempts",
        "max_auto_scrolls",
    ),
    "loop": ("repeat_threshold", "stagnation_threshold", "loop_window"),
    "observation": (
        "mapping_limit",
        "mapping_boost",
        "loop_retry_mapping_boost",
        "paged_scan_max_pages",
        "scroll_step",
        "hide_overlay",
        "observe_screenshot_mode",
        "conservative_observe",
        "text_digest_chars",
        "text_document_chars",
        "pdf_max_mb",
    ),
    "progress": ("auto_done_enabled", "auto_done_threshold", "progress_keywords"),
    "prompts": ("interactive_prompts", "auto_confirm", "on_confirm"),
    "timeouts": (
        "planner_timeout_s",
        "action_timeout_s",
        "navigation_timeout_s",
        "page_timeout_s",
        "http_retries",
        "http_retry_max_s",
        "download_timeout_s",
        "popup_limit",
    ),
    "planner": (
        "planner",
        "base_url",
        "api_key",
        "llm_output_mode",
        "vision",
        "model_reads_goal",
        "search_url",
        "rules_plugins",
    ),
    "paths": ("runs_dir",),
    "domains": ("allowed_domains", "blocked_domains", "bind_secrets"),
    "workers": ("worker_max_runs", "worker_max_mb"),
    "mcp": ("mcp_upload_dir", "mcp_allow_evaluate"),
    "portal": (
        "portal_max_disclaimer_clicks",
        "portal_max_script_tests",
        "portal_max_attempts",
        "portal_same_selector_limit",
        "portal_script_delay_s",
        "portal_model_analysis",
    ),
}

# The environment variables a user may set without the prefix's help: all fields use WAYFINDER_<NAME>.
ENV_PREFIX = "WAYFINDER_"


def _describe_allowed(field_name: str) -> str:
    field = Settings.model_fields.get(field_name)
    if field is None:
        return "one of: " + ", ".join(sorted(Settings.model_fields))
    annotation = field.annotation
    args = getattr(annotation, "__args__", None)
    if getattr(annotation, "__origin__", None) is Literal and args:
        return "one of: " + ", ".join(str(a) for a in args)
    return field.description or str(annotation)


def config_error_from(exc: ValidationError) -> ConfigError:
    """Turn a pydantic ValidationError into a one-line ConfigError naming setting, value and rule."""
    parts = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err.get("loc", ())) or "settings"
        name = loc.split(".")[0]
        if err.get("type") == "extra_forbidden":
            parts.append(f"unknown setting {name!r} (valid: {', '.join(sorted(Settings.model_fields))})")
            continue
        value = err.get("input")
        msg = err.get("msg", "invalid")
        parts.append(f"setting {name!r} = {value!r}: {msg} ({_describe_allowed(name)})")
    return ConfigError("; ".join(parts))


def load_settings(**overrides: Any) -> Settings:
    """Build the settings from defaults, TOML, environment and ``overrides`` (highest).

    ``overrides`` with value None are ignored, so CLI flags that were not given do not mask lower
    sources.
    """
    given = {k: v for k, v in overrides.items() if v is not None}
    try:
        return Settings(**given)
    except ValidationError as exc:
        raise config_error_from(exc) from None
    except (ValueError, OSError) as exc:  # e.g. a malformed TOML file
        raise ConfigError(f"could not read settings: {exc}") from None
