"""som.js + capture against real headless Chromium: each rule of what a person could use."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.async_api import Page

from tests.fixtures.observe import SETTINGS, by_label, labels, observe, page
from wayfinder.observe.capture import capture, draw_overlay, frame_for, remove_overlay
from wayfinder.observe.render import render_observation

pytestmark = pytest.mark.browser
__all__ = ["page"]  # the fixture, used by name


async def test_covered_element_is_skipped_and_visible_sibling_kept(page: Page) -> None:
    obs = await observe(
        page,
        """<div style="position:relative"><button>Under</button>
        <div style="position:absolute;inset:0;background:#eee"></div></div>
        <button>Free</button>""",
    )
    assert "Free" in labels(obs)
    assert "Under" not in labels(obs)


async def test_hidden_zero_size_inert_and_aria_hidden_are_skipped(page: Page) -> None:
    obs = await observe(
        page,
        """<button style="display:none">A</button><button style="visibility:hidden">B</button>
        <div style="opacity:0"><button>C</button></div><button hidden>D</button>
        <div aria-hidden="true"><button>E</button></div><div inert><button>F</button></div>
        <button style="width:0;height:0;padding:0;border:0;overflow:hidden">G</button>
        <input type=hidden name=h value=x><button>Shown</button>""",
    )
    assert labels(obs) == {"Shown"}


async def test_custom_checkbox_is_reached_through_its_label(page: Page) -> None:
    obs = await observe(
        page,
        """<input type=checkbox id=c style="opacity:0;position:absolute" checked>
        <label for=c style="padding:4px">Dell</label>""",
    )
    box = by_label(obs, "Dell")
    assert box is not None and box.input_type == "checkbox" and box.aria.checked is True


async def test_shadow_root_button_found(page: Page) -> None:
    await page.set_content("<div id=host></div><button>Light</button>")
    await page.evaluate(
        "document.getElementById('host').attachShadow({mode:'open'}).innerHTML = '<button>Deep</button>'"
    )
    obs = await capture(page, SETTINGS)
    deep = by_label(obs, "Deep")
    assert deep is not None and deep.in_shadow
    assert by_label(obs, "Light") is not None and not by_label(obs, "Light").in_shadow  # type: ignore[union-attr]
    host_text = await page.evaluate(
        f"document.getElementById('host').shadowRoot.querySelector('[data-agent-id=\"{deep.id}\"]').textContent"
    )
    assert host_text == "Deep"


async def test_same_origin_iframes_found_with_frame_path(page: Page) -> None:
    inner = "<input placeholder=Deeper>"
    middle = (
        f"<iframe srcdoc='<p>x</p>'></iframe><iframe srcdoc='{inner}'></iframe><input placeholder=Middle>"
    )
    await page.set_content(
        f'<input placeholder=Top><iframe srcdoc="{middle}" style="width:700px;height:300px"></iframe>'
    )
    await page.wait_for_function(
        "() => { const f = document.querySelector('iframe').contentDocument;"
        " const g = f && f.querySelectorAll('iframe')[1]; return g && g.contentDocument"
        " && g.contentDocument.querySelector('input'); }"
    )
    obs = await capture(page, SETTINGS)
    frames = {el.label: el.frame for el in obs.elements}
    assert frames == {"Top": None, "Middle": "0", "Deeper": "0>1"}
    deeper = by_label(obs, "Deeper")
    assert deeper is not None
    frame = await frame_for(page, deeper.frame)
    assert await frame.get_attribute(f'[data-agent-id="{deeper.id}"]', "placeholder") == "Deeper"


async def test_disabled_states_flagged(page: Page) -> None:
    obs = await observe(
        page,
        """<button disabled>Attr</button><button aria-disabled="true">Aria</button>
        <fieldset disabled><input placeholder=Inside></fieldset><button>Enabled</button>""",
    )
    flags = {el.label: el.disabled for el in obs.elements}
    assert flags == {"Attr": True, "Aria": True, "Inside": True, "Enabled": False}


async def test_password_value_never_captured(page: Page) -> None:
    obs = await observe(page, "<input type=password name=pw value=hunter2><input name=user value=ann>")
    pw = next(el for el in obs.elements if el.input_type == "password")
    assert pw.value is None
    assert "hunter2" not in obs.model_dump_json()
    assert "hunter2" not in render_observation(obs)
    assert by_label(obs, "user") is not None and by_label(obs, "user").value == "ann"  # type: ignore[union-attr]


async def test_single_character_pagination_links_kept(page: Page) -> None:
    obs = await observe(page, '<nav><a href="?p=1">1</a> <a href="?p=2">2</a> <a href="?p=3">›</a></nav>')
    assert [el.label for el in obs.elements] == ["1", "2", "›"]
    assert all(el.zone == "nav" and el.in_nav for el in obs.elements)


async def test_select_options_with_selected_marked(page: Page) -> None:
    options = "".join(
        f"<option value=v{i}{' selected' if i == 2 else ''}>Opt {i}</option>" for i in range(30)
    )
    obs = await observe(page, f"<label for=s>Sort</label><select id=s>{options}</select>")
    sel = by_label(obs, "Sort")
    assert sel is not None and sel.options_total == 30 and len(sel.options) == 15
    assert [o.text for o in sel.options if o.selected] == ["Opt 2"]
    assert sel.value == "Opt 2"


async def test_modal_zone_and_background_covered(page: Page) -> None:
    obs = await observe(
        page,
        """<main><button>Background</button></main>
        <div style="position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:1000">
          <div style="margin:100px auto;width:300px;background:#fff"><p>Cookies</p><button>I accept</button></div>
        </div>""",
    )
    assert by_label(obs, "Background") is None
    accept = by_label(obs, "I accept")
    assert accept is not None and accept.zone == "modal"


async def test_dialog_element_is_modal(page: Page) -> None:
    await page.set_content("<button>Behind</button><dialog><button>Close</button></dialog>")
    await page.evaluate("document.querySelector('dialog').showModal()")
    obs = await capture(page, SETTINGS)
    assert [(el.label, el.zone) for el in obs.elements] == [("Close", "modal")]


async def test_fixed_header_and_below_the_fold(page: Page) -> None:
    obs = await observe(
        page,
        """<header style="position:fixed;top:0;left:0;right:0;height:50px;background:#fff;z-index:5">
        <a href="/">Home</a></header><main style="padding-top:60px"><a href="/a">Top</a>
        <div style="height:3000px"></div><a href="/b">Deep down</a></main>""",
    )
    home, top, deep = (by_label(obs, n) for n in ("Home", "Top", "Deep down"))
    assert home is not None and home.fixed and home.zone == "header"
    assert top is not None and not top.fixed and top.in_viewport and top.zone == "main"
    assert deep is not None and not deep.in_viewport
    assert obs.page_height > 3000 and obs.viewport_height == 800


async def test_ids_stable_after_dom_change(page: Page) -> None:
    first = await observe(page, "<div id=list><button>Old A</button><button>Old B</button></div>")
    before = {el.label: el.id for el in first.elements}
    await page.evaluate(
        "const l = document.getElementById('list');"
        "for (const t of ['New 1', 'New 2']) { const b = document.createElement('button');"
        " b.textContent = t; l.prepend(b); }"
    )
    second = await capture(page, SETTINGS)
    after = {el.label: el.id for el in second.elements}
    assert after["Old A"] == before["Old A"] and after["Old B"] == before["Old B"]
    assert {after["New 1"], after["New 2"]}.isdisjoint(before.values())
    assert [el.label for el in second.elements] == ["New 2", "New 1", "Old A", "Old B"]
    assert second.dom_hash != first.dom_hash


async def test_grid_summary_of_500_row_table(page: Page) -> None:
    rows = "".join(
        f"<tr><td>Case {i}</td><td>2024-01-{i % 28 + 1:02d}</td><td><a href='/c/{i}'>Open</a></td></tr>"
        for i in range(500)
    )
    obs = await observe(
        page,
        f"""<main><p>500 records found</p><table id=results><thead><tr><th>Case</th><th>Date</th><th>Link</th></tr></thead>
        <tbody>{rows}</tbody></table><div class=pager><a href="?page=1">1</a><a href="?page=2">2</a>
        <a href="?page=2">Next</a></div></main>""",
    )
    assert len(obs.grids) == 1
    grid = obs.grids[0]
    assert grid.row_count == 500 and grid.headers == ["Case", "Date", "Link"]
    assert grid.sample_rows[0] == ["Case 0", "2024-01-01", "Open"] and len(grid.sample_rows) == 3
    assert grid.results_text == "500 records found" and grid.selector == "#results"
    pager = [obs.element(i) for i in grid.pagination]
    assert [el.label for el in pager if el] == ["1", "2", "Next"]
    opens = [el for el in obs.elements if el.label == "Open"]
    assert len(opens) == 3 and all(el.grid_index == 0 for el in opens)
    assert obs.page_type == "grid"


async def test_grid_rows_matching_the_goal_keep_their_controls(page: Page) -> None:
    rows = "".join(f"<tr><td>Case {i}</td><td><a href='/c/{i}'>Open {i}</a></td></tr>" for i in range(100))
    obs = await observe(page, f"<table>{rows}</table>", goal="open case 77")
    assert by_label(obs, "Open 77") is not None
    assert by_label(obs, "Open 50") is None


async def test_mapping_limit_keeps_goal_candidates_and_balances_zones(page: Page) -> None:
    main = "".join(f"<button>Item {i}</button>" for i in range(100))
    footer = "".join(f"<a href='/f{i}'>Footer {i}</a>" for i in range(100))
    obs = await observe(
        page,
        f"<main>{main}<button>Blue widget</button></main><footer>{footer}</footer>",
        goal="buy the blue widget",
        mapping_limit=20,
    )
    assert obs.total_elements == 201 and len(obs.elements) == 20
    blue = by_label(obs, "Blue widget")
    assert blue is not None and obs.candidates[0] == blue.id
    zones = [el.zone for el in obs.elements]
    assert zones.count("main") >= 9 and zones.count("footer") >= 9


async def test_overlay_drawn_then_removed(page: Page, tmp_path: Path) -> None:
    obs = await observe(page, "<button>One</button><a href='/x'>Two</a>")
    await draw_overlay(page, obs.elements)
    assert await page.locator("[data-wayfinder-overlay] span").count() == 2
    await remove_overlay(page)
    assert await page.locator("[data-wayfinder-overlay]").count() == 0
    shot = tmp_path / "shot.png"
    with_shot = await capture(page, SETTINGS, screenshot_path=shot, screenshot="viewport")
    assert shot.stat().st_size > 0 and with_shot.screenshot_path == str(shot)
    assert await page.locator("[data-wayfinder-overlay]").count() == 0
    assert [el.id for el in with_shot.elements] == [el.id for el in obs.elements]


async def test_rendering_is_deterministic_for_the_same_page(page: Page) -> None:
    html = "<h1>Shop</h1><main><a href='/a'>A</a><input placeholder=Search><select><option>x</option></select></main>"
    first = await observe(page, html, goal="search")
    second = await capture(page, SETTINGS, goal="search")
    assert render_observation(first) == render_observation(second)
    assert first.mapping_hash == second.mapping_hash and first.dom_hash == second.dom_hash


async def test_labels_resolved_from_every_source(page: Page) -> None:
    obs = await observe(
        page,
        """<span id=lb>Labelled by</span><input aria-labelledby=lb><input aria-label="Aria label">
        <label>Wrapping <input name=w></label><input title="Title text"><button><img alt="Cart icon"></button>""",
    )
    assert [el.label for el in obs.elements] == [
        "Labelled by",
        "Aria label",
        "Wrapping",
        "Title text",
        "Cart icon",
    ]


async def test_iframe_behind_a_modal_is_not_usable(page: Page) -> None:
    await page.set_content(
        """<iframe srcdoc="<input placeholder=Inside>" style="width:400px;height:100px"></iframe>
        <div role=dialog style="position:fixed;inset:0;background:#fff;z-index:50"><button>Close</button></div>"""
    )
    await page.wait_for_function("document.querySelector('iframe').contentDocument.querySelector('input')")
    obs = await capture(page, SETTINGS)
    assert [el.label for el in obs.elements] == ["Close"]


async def test_small_data_table_is_summarised_but_fully_listed(page: Page) -> None:
    rows = "".join(f"<tr><td>Rec {i}</td><td><a href='/r/{i}'>{i}</a></td></tr>" for i in range(8))
    obs = await observe(
        page,
        f"<p>8 results</p><table><thead><tr><th>Name</th><th>Id</th></tr></thead><tbody>{rows}</tbody></table>"
        "<table><tr><td>layout</td><td><a href='/a'>A</a></td></tr></table>",
    )
    assert [(g.row_count, g.headers, g.results_text) for g in obs.grids] == [(8, ["Name", "Id"], "8 results")]
    assert [el.label for el in obs.elements] == [*(str(i) for i in range(8)), "A"]
    assert obs.page_type == "grid"


async def test_text_digest_puts_live_regions_first_and_skips_form_labels(page: Page) -> None:
    obs = await observe(
        page,
        """<header><div role=status>Added to cart</div></header>
        <main><h1>Monitors</h1><p>Dell U2720Q costs $399 and has a 27 inch 4K panel for detailed work.</p>
        <label for=q>Quantity</label><input id=q><button>Buy now</button></main>""",
    )
    # blocks are lines: the live region, the heading and the paragraph each start one
    assert obs.text_digest.startswith("Added to cart\nMonitors\nDell U2720Q costs $399")
    assert "Quantity" not in obs.text_digest and "Buy now" not in obs.text_digest
    assert obs.headings == ["Monitors"]


async def test_a_scroll_boxs_part_scrolled_under_a_panel_is_kept_off_screen(page: Page) -> None:
    """A wide table in a scroll box whose last header is drawn under the panel beside the box (Django's
    admin change list: 'Pages' under the filter panel) is usable after scrolling the box: kept, off-screen;
    a button simply covered by a box that scrolls nothing is still skipped."""
    obs = await observe(
        page,
        """<div style="position:relative;width:600px">
          <div style="overflow-x:auto;width:400px">
            <table style="width:700px"><tr><th><a href="?o=1">Title</a></th>
              <th style="padding-left:300px"><a href="?o=2">Pages</a></th></tr>
              <tr><td><a href="/b/1">Small Hours</a></td><td>96</td></tr></table>
          </div>
          <div style="position:absolute;left:400px;top:0;width:200px;height:300px;background:#eee">
            <button>Filter</button></div>
        </div>
        <div style="position:relative"><button>Under</button>
        <div style="position:absolute;inset:0;background:#eee"></div></div>""",
    )
    pages = by_label(obs, "Pages")
    assert pages is not None and not pages.in_viewport
    assert by_label(obs, "Title") is not None and by_label(obs, "Filter") is not None
    assert "Under" not in labels(obs)


@pytest.mark.parametrize(
    ("after_table", "total"),
    [
        # Django admin: the pager paragraph after the results names the total with the things' noun
        ("<p class=paginator>12 genres</p>", "12 genres"),
        (
            "<p class=paginator><span>1</span> <a href='?p=2'>2</a> <a href='?p=5'>5</a> 420 books</p>",
            "420 books",
        ),
        # another catalogue: page numbers, the total, then 'Show all'
        (
            "<div class=pages><a href='?p=1'>1</a> <a href='?p=2'>2</a> 37 titles <a href='?all'>Show all</a></div>",
            "37 titles",
        ),
        # a pager alone states no total
        ("<div class=pages><a href='?p=1'>1</a> <a href='?p=2'>2</a> <a href='?p=2'>Next</a></div>", None),
        ("<div>25 per page</div>", None),
        ("<p>Our 12 genres are chosen by readers, and more arrive every spring.</p>", None),
    ],
)
async def test_a_pager_line_after_a_grid_states_its_total(
    page: Page, after_table: str, total: str | None
) -> None:
    rows = "".join(f"<tr><td>Row {i}</td><td>{i}</td></tr>" for i in range(12))
    obs = await observe(
        page,
        f"<main><div class=results><table id=result_list><thead><tr><th>Name</th><th>Books</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></div>{after_table}</main>",
    )
    assert [g.results_text for g in obs.grids] == [total]
