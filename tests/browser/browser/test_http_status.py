"""HTTP error pages as a page state, in real Chromium against a server that records every request: the
observation carries the status and reason, a 5xx or 429 is reloaded after the server's Retry-After, and
one that persists fails the navigation naming it."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from tests.fixtures.faults import Answer, FaultServer, minimal_pdf
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ActionFailed
from wayfinder.observe.capture import capture
from wayfinder.observe.render import render_observation
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def until(seconds: float, retry_after: str | None) -> object:
    """429 with Retry-After until ``seconds`` have passed since the first request, then the page."""

    def answer(_count: int, since: float) -> Answer:
        if since < seconds:
            headers = {"Retry-After": retry_after} if retry_after else {}
            return Answer("<h1>Slow down</h1>", 429, headers)
        return Answer("<title>Report</title><h1>Report</h1><p>The build number is 48213.</p>")

    return answer


@pytest.mark.parametrize("status", [403, 404, 410, 500])
async def test_the_observation_carries_the_status_and_reason(
    runtime: BrowserRuntime, fault_server: FaultServer, test_settings: Settings, status: int
) -> None:
    url = fault_server.route("/err", Answer("<h1>Problem</h1><p>Something is wrong.</p>", status))
    runtime.settings = test_settings.model_copy(update={"http_retries": 0})
    if status >= 500:
        with pytest.raises(ActionFailed, match=f"HTTP {status}"):
            await runtime.goto(url)
    else:
        await runtime.goto(url)
    doc = runtime.document_status()
    assert doc is not None and doc.status == status and doc.method == "GET"
    obs = await capture(runtime.page, test_settings)
    assert obs.http_status == status and obs.http_error and obs.http_error.startswith(f"HTTP {status} ")
    assert f"status: {obs.http_error}" in render_observation(obs)


async def test_a_429_is_reloaded_after_its_retry_after_until_the_page_answers(
    runtime: BrowserRuntime, fault_server: FaultServer, test_settings: Settings
) -> None:
    url = fault_server.route("/busy", until(3.0, "2"))  # type: ignore[arg-type]
    runtime.settings = test_settings.model_copy(update={"http_retries": 3, "http_retry_max_s": 10.0})
    await runtime.goto(url)
    asked = fault_server.asked("/busy")
    assert len(asked) == 3, asked  # 429, 429, then the page
    assert all(later - earlier >= 1.9 for earlier, later in itertools.pairwise(asked)), asked
    obs = await capture(runtime.page, test_settings)
    assert obs.http_status == 200 and "48213" in obs.text_digest


async def test_a_retry_after_longer_than_the_bound_waits_only_the_bound_and_then_fails_naming_it(
    runtime: BrowserRuntime, fault_server: FaultServer, test_settings: Settings
) -> None:
    url = fault_server.route("/down", Answer("<h1>Down</h1>", 503, {"Retry-After": "3600"}))
    runtime.settings = test_settings.model_copy(update={"http_retries": 2, "http_retry_max_s": 0.5})
    with pytest.raises(ActionFailed) as info:
        await runtime.goto(url)
    assert "HTTP 503 Service Unavailable" in str(info.value) and "3 times" in str(info.value)
    assert "waited 0.5 s, 0.5 s" in str(info.value)
    assert len(fault_server.asked("/down")) == 3


async def test_plain_text_json_and_pdf_pages_are_read_as_page_text(
    runtime: BrowserRuntime, fault_server: FaultServer, test_settings: Settings, tmp_path: Path
) -> None:
    notes = (
        "Release notes\n"
        + "\n".join(f"line {i}: nothing" for i in range(60))
        + "\nThe build number is 48213.\n"
    )
    plain = fault_server.route("/notes.txt", Answer(notes, headers={"Content-Type": "text/plain"}))
    data = '{"service": "billing", "version": "7.3.1", "owner": {"name": "Ann Lee"}}'
    json_url = fault_server.route("/status.json", Answer(data, headers={"Content-Type": "application/json"}))
    pdf = minimal_pdf(["Annual report", "The total is 1,234 units."])
    pdf_url = fault_server.route("/report.pdf", Answer(pdf, headers={"Content-Type": "application/pdf"}))
    seen = {}
    for url in (plain, json_url, pdf_url):
        await runtime.goto(url)
        seen[url] = await capture(runtime.page, test_settings)
    assert "The build number is 48213." in seen[plain].text_digest
    assert seen[plain].content_type == "text/plain" and seen[plain].page_type == "detail"
    assert (
        "version: 7.3.1" in seen[json_url].text_digest and "owner.name: Ann Lee" in seen[json_url].text_digest
    )
    assert seen[pdf_url].content_type == "application/pdf"
    assert seen[pdf_url].text_digest == "Annual report\nThe total is 1,234 units."
    assert "PDF document of 1 page" in seen[pdf_url].page_type_evidence[0]


async def test_a_pdf_over_the_size_limit_is_not_read_and_says_so(
    runtime: BrowserRuntime, fault_server: FaultServer, test_settings: Settings
) -> None:
    pdf = minimal_pdf(["x" * 60] * 40)
    url = fault_server.route("/big.pdf", Answer(pdf, headers={"Content-Type": "application/pdf"}))
    await runtime.goto(url)
    tiny = test_settings.model_copy(update={"pdf_max_mb": 0.0005})
    obs = await capture(runtime.page, tiny)
    assert "more than pdf_max_mb" in obs.text_digest and "xxxx" not in obs.text_digest
