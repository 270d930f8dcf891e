"""The browser runtime against real headless Chromium: lifecycle, tabs, recovery, dialogs, downloads,
navigation errors and the navigation guard. Pages record their outcome in ``window.result``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.fixtures.browser import PageServer
from wayfinder.browser.models import ContextEvent, TabEvent
from wayfinder.browser.runtime import BrowserRuntime
from wayfinder.errors import ActionFailed, BrowserGone
from wayfinder.settings import Settings

pytestmark = pytest.mark.browser


def _chromium_descendants(marker: str | None = None) -> set[int]:
    """Live (non-zombie) processes that descend from this test process, or whose command line holds
    ``marker``, and look like Chromium. Reads /proc directly (no psutil)."""
    parents: dict[int, int] = {}
    info: dict[int, tuple[str, str]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
        except OSError:
            continue
        rest = stat.rsplit(")", 1)[1].split()
        parents[int(entry.name)] = int(rest[1])
        info[int(entry.name)] = (rest[0], cmdline)
    me = os.getpid()
    found: set[int] = set()
    for pid, (state, cmdline) in info.items():
        if state == "Z" or "chrom" not in cmdline:
            continue
        if marker and marker in cmdline:
            found.add(pid)
            continue
        parent = parents.get(pid)
        while parent and parent != me and parent in parents:
            parent = parents[parent]
        if parent == me:
            found.add(pid)
    return found


async def test_launch_and_close_leaves_no_chromium(test_settings: Settings, tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    settings = test_settings.model_copy(update={"profile_dir": profile})
    before = _chromium_descendants(str(profile))
    rt = BrowserRuntime(settings, downloads_dir=tmp_path / "dl")
    await rt.start()
    started = _chromium_descendants(str(profile)) - before
    assert started, "expected a chromium process for the persistent profile"
    assert rt.active_tab_id == 1
    await rt.close()
    await rt.close()  # idempotent
    assert not (_chromium_descendants(str(profile)) & started)


async def test_async_with_launches_headless_and_closes(test_settings: Settings, tmp_path: Path) -> None:
    before = _chromium_descendants()
    async with BrowserRuntime(test_settings, downloads_dir=tmp_path) as rt:
        assert await rt.page.evaluate("navigator.webdriver") is True
        during = _chromium_descendants() - before
        assert during
    assert not (_chromium_descendants() & during)


async def test_tabs_from_window_open_and_target_blank(
    runtime: BrowserRuntime, page_server: PageServer
) -> None:
    page_server.add("/child", "<title>Child</title><p>child</p>")
    url = page_server.add(
        "/opener",
        "<title>Opener</title><a id=blank target=_blank href='/child'>new</a>"
        "<button id=pop onclick=\"window.open('/child')\">pop</button>",
    )
    await runtime.goto(url)
    page = runtime.page
    async with page.context.expect_page() as first:
        await page.click("#blank")
    await (await first.value).wait_for_load_state()
    async with page.context.expect_page() as second:
        await page.click("#pop")
    await (await second.value).wait_for_load_state()
    await runtime.refresh_titles()
    tabs = runtime.tabs()
    assert [t.tab_id for t in tabs] == [1, 2, 3]
    assert [t.opener_id for t in tabs] == [None, 1, 1]
    assert runtime.active_tab_id == 1 and tabs[0].active
    assert tabs[1].title == "Child"
    opened = [e for e in runtime.drain_events() if isinstance(e, TabEvent) and e.kind == "opened"]
    assert [e.tab_id for e in opened] == [1, 2, 3]
    await runtime.switch_tab(3)
    assert runtime.active_tab_id == 3 and runtime.page is await second.value
    await runtime.close_tab(2)
    assert [t.tab_id for t in runtime.tabs()] == [1, 3]
    with pytest.raises(ActionFailed, match=r"tab id 2 is not valid; valid values: 1, 3"):
        await runtime.switch_tab(2)
    closed = [e for e in runtime.drain_events() if isinstance(e, TabEvent) and e.kind == "closed"]
    assert [e.tab_id for e in closed] == [2]
    new_id = await runtime.new_tab()
    assert new_id == 4 and runtime.active_tab_id == 4  # ids never reused


async def test_recovers_when_page_closes_its_own_tab(
    runtime: BrowserRuntime, page_server: PageServer
) -> None:
    page_server.add("/closer", "<button id=bye onclick='window.close()'>close me</button>")
    url = page_server.add("/home", "<button id=pop onclick=\"window.open('/closer')\">pop</button>")
    await runtime.goto(url)
    async with runtime.page.context.expect_page() as popup_info:
        await runtime.page.click("#pop")
    popup = await popup_info.value
    await popup.wait_for_load_state()
    await runtime.switch_tab(2)
    async with popup.expect_event("close"):
        await popup.click("#bye")
    with pytest.raises(BrowserGone):
        _ = runtime.page
    page = await runtime.ensure_page()
    assert runtime.active_tab_id == 1 and page.url == url
    recovered = [e for e in runtime.drain_events() if isinstance(e, TabEvent) and e.kind == "recovered"]
    assert len(recovered) == 1 and recovered[0].tab_id == 1


async def test_recovers_when_only_page_closed_from_python(
    runtime: BrowserRuntime, page_server: PageServer
) -> None:
    url = page_server.add("/remember", "<title>Remember me</title><script>window.result='loaded'</script>")
    await runtime.goto(url)
    await runtime.page.close()
    page = await runtime.ensure_page()
    assert runtime.active_tab_id == 2
    assert page.url == url
    assert await page.evaluate("window.result") == "loaded"
    kinds = [(e.kind, e.tab_id) for e in runtime.drain_events() if isinstance(e, TabEvent)]
    assert ("closed", 1) in kinds and ("recovered", 2) in kinds


@pytest.mark.parametrize(("policy", "expected"), [("accept", '[true,""]'), ("dismiss", "[false,null]")])
async def test_dialogs_answered_per_policy(
    test_settings: Settings, shared_browser: object, tmp_path: Path, policy: str, expected: str
) -> None:
    from wayfinder.browser.launch import SharedBrowser

    assert isinstance(shared_browser, SharedBrowser)
    settings = test_settings.model_copy(update={"dialog_policy": policy})
    async with BrowserRuntime(settings, downloads_dir=tmp_path, shared=shared_browser) as rt:
        await rt.page.set_content(
            "<button id=go onclick=\"const c=confirm('Sure?'); const p=prompt('Name?'); alert('hi');"
            ' window.result=JSON.stringify([c,p])">go</button>'
        )
        await rt.page.click("#go")
        await rt.page.wait_for_function("window.result !== undefined")
        assert await rt.page.evaluate("window.result") == expected
        assert [d.type for d in rt.dialogs] == ["confirm", "prompt", "alert"]
        assert rt.dialogs[0].message == "Sure?"
        want = "accepted" if policy == "accept" else "dismissed"
        assert {d.action for d in rt.dialogs} == {want}


async def test_download_saved_into_downloads_dir(runtime: BrowserRuntime, page_server: PageServer) -> None:
    page_server.add(
        "/report.csv",
        "a,b\n1,2\n",
        headers={"Content-Type": "text/csv", "Content-Disposition": "attachment; filename=report.csv"},
    )
    url = page_server.add("/dl", "<a id=get href='/report.csv'>get</a>")
    await runtime.goto(url)
    async with runtime.page.expect_download():
        await runtime.page.click("#get")
    records = await runtime.wait_downloads()
    assert len(records) == 1 and records[0].suggested_filename == "report.csv"
    assert records[0].path is not None
    saved = Path(records[0].path)
    assert saved.parent == runtime.downloads_dir and saved.read_text() == "a,b\n1,2\n"


async def test_goto_errors_are_clear(runtime: BrowserRuntime, page_server: PageServer) -> None:
    with pytest.raises(ActionFailed, match=r"scheme 'javascript' is not allowed; valid schemes: http, https"):
        await runtime.goto("javascript:alert(1)")
    with pytest.raises(ActionFailed, match="has no scheme"):
        await runtime.goto("example.com/page")
    import socket

    with socket.socket() as sock:  # a port nothing listens on: bound but never listening
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        with pytest.raises(
            ActionFailed, match=rf"could not open http://127.0.0.1:{port}/: connection refused"
        ):
            await runtime.goto(f"http://127.0.0.1:{port}/")
    ok = page_server.add("/fine", "<p>fine</p>")
    await runtime.goto(ok)
    assert runtime.page.url == ok


def _block_secret(url: str) -> str | None:
    return "secret pages are off limits" if "/secret" in url else None


async def test_guard_blocks_redirect_and_window_open(
    runtime: BrowserRuntime, page_server: PageServer
) -> None:
    page_server.add("/secret", "<script>window.result='leaked'</script>")
    page_server.add("/public", "<title>Public</title><script>window.result='public'</script>")
    page_server.redirect("/to-secret", "/secret")
    page_server.redirect("/to-public", "/public")
    home = page_server.add("/guarded", "<button id=pop onclick=\"window.open('/secret')\">pop</button>")
    runtime.set_navigation_guard(_block_secret)
    await runtime.guard_ready()

    with pytest.raises(ActionFailed, match="blocked"):
        await runtime.goto(page_server.url("/to-secret"))
    await runtime.goto(page_server.url("/to-public"))
    await runtime.page.wait_for_url("**/public")
    assert await runtime.page.evaluate("window.result") == "public"

    await runtime.goto(home)
    async with runtime.page.context.expect_page() as popup_info:
        await runtime.page.click("#pop")
    popup = await popup_info.value
    await popup.wait_for_load_state()
    assert await popup.evaluate("window.result") is None
    blocked = [
        e for e in runtime.drain_events() if isinstance(e, ContextEvent) and e.kind == "navigation_blocked"
    ]
    assert [e.url for e in blocked] == [page_server.url("/secret")] * 2
    assert blocked[0].detail == "secret pages are off limits" and blocked[1].tab_id == 2
    assert not any(path == "/secret" for _, path, _ in page_server.hits)
    with pytest.raises(ActionFailed, match="was blocked: secret pages are off limits"):
        await runtime.goto(page_server.url("/secret"))

    runtime.set_navigation_guard(None)
    await runtime.guard_ready()
    await runtime.goto(page_server.url("/secret"))
    assert await runtime.page.evaluate("window.result") == "leaked"


async def test_crashed_tab_is_replaced(runtime: BrowserRuntime, page_server: PageServer) -> None:
    url = page_server.add("/fragile", "<title>Fragile</title>")
    await runtime.goto(url)
    page = runtime.page
    async with page.expect_event("crash"):
        with pytest.raises(Exception):  # noqa: B017 - the crash surfaces as whatever error goto hits
            await page.goto("chrome://crash")
    with pytest.raises(BrowserGone):
        _ = runtime.page
    recovered = await runtime.ensure_page()
    assert recovered is not page and recovered.url == url
    kinds = [e.kind for e in runtime.drain_events() if isinstance(e, TabEvent)]
    assert "crashed" in kinds and kinds[-1] == "recovered"


async def test_guard_passes_form_posts_and_blocks_link_clicks(
    runtime: BrowserRuntime, page_server: PageServer
) -> None:
    page_server.add("/secret-area", "<script>window.result='leaked'</script>")
    page_server.add("/thanks", "<title>Thanks</title><script>window.result='posted'</script>")
    page_server.redirect("/submit", "/thanks", status=303)
    form = page_server.add(
        "/form",
        "<form method=post action='/submit'><input name=city value='Porto'><button id=send>Send</button></form>"
        "<a id=bad href='/secret-area'>bad link</a><script>window.result='form'</script>",
    )
    runtime.set_navigation_guard(lambda url: "no secrets" if "/secret" in url else None)
    await runtime.goto(form)
    await runtime.page.click("#bad")
    await runtime.page.wait_for_load_state()
    assert runtime.page.url == form and await runtime.page.evaluate("window.result") == "form"
    async with runtime.page.expect_navigation(url="**/thanks"):
        await runtime.page.click("#send")
    assert await runtime.page.evaluate("window.result") == "posted"
    assert ("POST", "/submit", "city=Porto") in page_server.hits
    assert not any(path == "/secret-area" for _, path, _ in page_server.hits)
    blocked = [
        e for e in runtime.drain_events() if isinstance(e, ContextEvent) and e.kind == "navigation_blocked"
    ]
    assert [(e.tab_id, e.detail) for e in blocked] == [(1, "no secrets")]
