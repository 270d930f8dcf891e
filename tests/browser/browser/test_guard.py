"""The domain policy enforced by request interception, at the runtime level, on the demo lab pages.

The policy allows only ``127.0.0.1``; the "other domain" is ``localhost`` on the same port (the network
is loopback only), so a request that slipped through would reach the demo server and show up in its
request log under a marker path that nothing else uses. ``attacker.invalid`` never resolves, so for it
the guard's own record (the ``navigation_blocked`` context event) is the evidence.

Waiting: the guard is wrapped so each refusal sets an asyncio.Event; the runtime records the block in
the same synchronous stretch right after the guard returns, so once the event fires the record exists.
"""

from __future__ import annotations

import asyncio
import uuid

import pytest

from tests.fixtures.browser import PageServer
from wayfinder.browser.models import ContextEvent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.demo.server import DemoServer
from wayfinder.errors import ActionFailed
from wayfinder.safety.domains import DomainPolicy

pytestmark = pytest.mark.browser


class RecordingGuard:
    """``DomainPolicy.check`` that also signals each refusal (``refused`` is set, ``seen`` keeps them)."""

    def __init__(self, policy: DomainPolicy) -> None:
        self.policy = policy
        self.seen: list[tuple[str, str]] = []
        self.refused = asyncio.Event()

    def __call__(self, url: str) -> str | None:
        reason = self.policy.check(url)
        if reason:
            self.seen.append((url, reason))
            self.refused.set()
        return reason

    async def next_refusal(self) -> tuple[str, str]:
        await asyncio.wait_for(self.refused.wait(), timeout=10)
        self.refused.clear()
        return self.seen[-1]


def other_domain(demo: DemoServer, path: str) -> str:
    """The same demo server reached as ``localhost``: another host for the policy."""
    return f"http://localhost:{demo.port}{path}"


def marker() -> str:
    return uuid.uuid4().hex[:10]


def blocked_events(runtime: BrowserRuntime) -> list[ContextEvent]:
    return [
        e for e in runtime.drain_events() if isinstance(e, ContextEvent) and e.kind == "navigation_blocked"
    ]


def requested(demo: DemoServer, prefix: str) -> bool:
    """Whether the demo server received a request whose path (with query) starts with ``prefix``."""
    return any(path.startswith(prefix) for _, path in demo.requests)


async def _guarded(runtime: BrowserRuntime) -> RecordingGuard:
    guard = RecordingGuard(DomainPolicy(["127.0.0.1"]))
    runtime.set_navigation_guard(guard)
    await runtime.guard_ready()
    return guard


async def test_redirect_to_another_domain_is_blocked_at_the_hop(
    demo: DemoServer, runtime: BrowserRuntime
) -> None:
    await _guarded(runtime)
    tag = marker()
    target = other_domain(demo, f"/lab/child?m={tag}")
    await runtime.goto(demo.lab_url)
    with pytest.raises(ActionFailed, match=r"redirected to .*localhost.*outside allowed_domains"):
        await runtime.goto(demo.lab_url + f"redirect?to={target}")
    assert requested(demo, "/lab/redirect?to=")  # the hop itself was fetched...
    assert not requested(demo, f"/lab/child?m={tag}")  # ...its target never was
    (event,) = blocked_events(runtime)
    assert event.url == target and "'localhost' is outside allowed_domains (127.0.0.1)" in event.detail
    assert runtime.page.url.startswith(demo.url)


async def test_attacker_url_is_refused_before_any_request(demo: DemoServer, runtime: BrowserRuntime) -> None:
    guard = await _guarded(runtime)
    await runtime.goto(demo.lab_url + "injection")
    with pytest.raises(ActionFailed, match=r"attacker\.invalid.*outside allowed_domains"):
        await runtime.goto("https://attacker.invalid/steal")
    assert guard.seen == [
        ("https://attacker.invalid/steal", "host 'attacker.invalid' is outside allowed_domains (127.0.0.1)")
    ]
    (event,) = blocked_events(runtime)
    assert event.url == "https://attacker.invalid/steal"
    assert runtime.page.url == demo.lab_url + "injection"


async def test_window_open_to_another_domain_is_blocked(demo: DemoServer, runtime: BrowserRuntime) -> None:
    guard = await _guarded(runtime)
    tag = marker()
    target = other_domain(demo, f"/lab/child?m={tag}")
    await runtime.goto(demo.lab_url + f"window-open?to={target}")
    known = {t.tab_id for t in runtime.tabs()}
    await runtime.page.click("#open")
    url, reason = await guard.next_refusal()
    assert url == target and "outside allowed_domains" in reason
    popup = await runtime.wait_for_new_tab(known, timeout_s=10)  # the block is recorded against it
    assert popup is not None and popup not in known
    assert not requested(demo, f"/lab/child?m={tag}")
    (event,) = blocked_events(runtime)
    assert (event.url, event.tab_id) == (target, popup)


async def test_target_blank_link_to_another_domain_is_blocked(
    demo: DemoServer, runtime: BrowserRuntime, page_server: PageServer
) -> None:
    guard = await _guarded(runtime)
    tag = marker()
    target = other_domain(demo, f"/lab/child?m={tag}")
    home = page_server.add(
        f"/guard/{tag}",
        f'<a id="away" target="_blank" href="{target}">Partner site</a><script>window.result="home"</script>',
    )
    await runtime.goto(home)
    known = {t.tab_id for t in runtime.tabs()}
    await runtime.page.click("#away")
    url, _ = await guard.next_refusal()
    assert url == target
    popup = await runtime.wait_for_new_tab(known, timeout_s=10)
    assert popup is not None and popup not in known
    assert not requested(demo, f"/lab/child?m={tag}")
    opener = next(iter(known))
    await runtime.switch_tab(opener)
    assert runtime.page.url == home and await runtime.page.evaluate("window.result") == "home"
    (event,) = blocked_events(runtime)
    assert (event.url, event.tab_id) == (target, popup)


async def test_form_post_to_another_domain_is_blocked(demo: DemoServer, runtime: BrowserRuntime) -> None:
    guard = await _guarded(runtime)
    tag = marker()
    action = other_domain(demo, f"/lab/echo?m={tag}")
    form = demo.lab_url + f"form-post?action={action}"
    await runtime.goto(form)
    await runtime.page.click("#send")
    url, reason = await guard.next_refusal()
    assert url == action and "localhost" in reason
    await runtime.page.wait_for_load_state()
    assert runtime.page.url == form  # the tab stayed on the form
    assert await runtime.page.evaluate("window.result") is None  # the echo page never loaded
    assert not requested(demo, f"/lab/echo?m={tag}")
    (event,) = blocked_events(runtime)
    assert event.url == action and event.tab_id == runtime.active_tab_id


async def test_allowed_same_host_post_still_goes_through(demo: DemoServer, runtime: BrowserRuntime) -> None:
    """The guard refuses hosts, not forms: the same form posting to 127.0.0.1 reaches the echo page."""
    await _guarded(runtime)
    await runtime.goto(demo.lab_url + "form-post")
    async with runtime.page.expect_navigation(url="**/lab/echo"):
        await runtime.page.click("#send")
    assert await runtime.page.evaluate("window.result") == {"comment": "hello"}
    assert blocked_events(runtime) == []


async def test_a_redirect_loop_under_the_allow_list_is_stopped(
    page_server: PageServer, runtime: BrowserRuntime
) -> None:
    """Each hop the guard continues is a fresh navigation, so Chromium's redirect limit never applies:
    the guard itself must see the loop (the probe counted 169 requests until the timeout)."""
    page_server.redirect("/loop/a", "/loop/b")
    page_server.redirect("/loop/b", "/loop/a")
    await _guarded(runtime)
    with pytest.raises(ActionFailed, match=r"redirect loop: .*/loop/a -> .*/loop/b -> .*/loop/a"):
        await runtime.goto(page_server.url("/loop/a"))
    hits = [path for _, path, _ in page_server.hits if path.startswith("/loop/")]
    assert hits == ["/loop/a", "/loop/b"]  # each URL once, then the loop was seen


async def test_ports_in_the_allow_list_are_honoured(page_server: PageServer, runtime: BrowserRuntime) -> None:
    own_port = page_server.base.rsplit(":", 1)[1]
    page_server.add("/port/ok", "<p>ok</p>")
    runtime.set_navigation_guard(DomainPolicy([f"127.0.0.1:{own_port}"]).check)
    await runtime.guard_ready()
    await runtime.goto(page_server.url("/port/ok"))
    other = f"http://127.0.0.1:{int(own_port) + 1 if own_port != '65535' else 1}/admin"
    with pytest.raises(ActionFailed, match=r"\(port \d+\) is outside allowed_domains"):
        await runtime.goto(other)
    assert runtime.page.url == page_server.url("/port/ok")


async def test_a_login_round_trip_through_the_same_urls_is_not_a_loop(
    page_server: PageServer, runtime: BrowserRuntime
) -> None:
    """/admin/ -> /login/?next=/admin/ (a page), then the login form posts back to that URL and is
    redirected to /admin/: the same URLs twice, but two separate chains (Django admin does this)."""
    page_server.redirect("/rt/admin/", "/rt/login/?next=/rt/admin/")
    page_server.add(
        "/rt/login/",
        "<form method=post action='/rt/login/?next=/rt/admin/'><input name=u value=a><button>Log in</button></form>",
    )
    await _guarded(runtime)
    await runtime.goto(page_server.url("/rt/admin/"))
    assert runtime.page.url == page_server.url("/rt/login/?next=/rt/admin/")
    page_server.redirect("/rt/login/", "/rt/admin/")  # once logged in, the login URL redirects back
    page_server.add("/rt/admin/", "<h1>Site administration</h1>")
    async with runtime.page.expect_navigation():
        await runtime.page.click("button")
    assert await runtime.page.inner_text("h1") == "Site administration"
    assert not [e for e in blocked_events(runtime) if "redirect loop" in e.detail]
