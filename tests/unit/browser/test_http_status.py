"""HTTP error pages as a page state (pure parts): Retry-After, the waits, and the sentence a run ends with."""

from __future__ import annotations

from email.utils import formatdate

import pytest

from wayfinder.browser.http_status import gave_up, retry_after_s, wait_s
from wayfinder.browser.models import DocumentStatus, describe_status
from wayfinder.settings import Settings


@pytest.mark.parametrize(
    ("header", "want"),
    [("3", 3.0), (" 120 ", 120.0), ("", None), (None, None), ("soon", None), ("-1", None)],
)
def test_retry_after_seconds(header: str | None, want: float | None) -> None:
    assert retry_after_s(header) == want


def test_retry_after_http_date_is_seconds_from_now() -> None:
    now = 1_700_000_000.0
    assert retry_after_s(formatdate(now + 30, usegmt=True), now=now) == pytest.approx(30, abs=1)
    assert retry_after_s(formatdate(now - 30, usegmt=True), now=now) == 0.0  # in the past: at once


def test_waits_honour_retry_after_within_the_bound() -> None:
    settings = Settings(http_retry_max_s=5)
    asked = DocumentStatus("http://x.test/", 429, retry_after="3")
    assert wait_s(asked, settings, 1) == 3.0
    assert wait_s(DocumentStatus("http://x.test/", 503, retry_after="3600"), settings, 1) == 5.0
    silent = DocumentStatus("http://x.test/", 503)
    assert [wait_s(silent, settings, n) for n in (1, 2, 3, 4)] == [1.0, 2.0, 4.0, 5.0]


@pytest.mark.parametrize(
    ("status", "reason", "text"),
    [
        (404, "", "HTTP 404 Not Found"),
        (429, "", "HTTP 429 Too Many Requests"),
        (503, "Down for maintenance", "HTTP 503 Down for maintenance"),
        (599, "", "HTTP 599"),
    ],
)
def test_status_is_named_with_its_reason(status: int, reason: str, text: str) -> None:
    assert describe_status(status, reason) == text


def test_retryable_statuses() -> None:
    assert [DocumentStatus("u", s).retryable for s in (200, 404, 410, 429, 500, 503)] == [
        False, False, False, True, True, True,
    ]  # fmt: skip


def test_the_sentence_names_the_status_the_tries_and_a_form_not_sent_again() -> None:
    doc = DocumentStatus("http://x.test/report", 503, "Service Unavailable")
    said = gave_up(doc, [1.0, 2.0])
    assert said == (
        "the site answered HTTP 503 Service Unavailable at http://x.test/report 3 times (waited 1 s, 2 s between tries)"
    )
    posted = gave_up(DocumentStatus("http://x.test/order", 500, method="POST"), [])
    assert "HTTP 500 Internal Server Error" in posted and "not sent again" in posted
