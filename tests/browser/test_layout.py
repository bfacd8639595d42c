"""The table's layout at phone (390x844) and wall-tablet (1280x800) size, with fixed views:
a game fits a tablet's screen (the moves under the table, never over the hand; the side panel's
log ends inside its panel and Leave is in view), long names never widen the page, the card
chosen for a Swap is unmistakable, and a table inside a dashboard keeps its dialogs in its own
box and opens none in an editor's preview."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from tests.browser.browser_scenes import scenes
from tests.browser.browser_support import PHONE, TABLET
from tests.browser.component_page import mount, update

pytestmark = pytest.mark.usefixtures("bundle_server")

SIZES = {"phone": PHONE, "tablet": TABLET}
LONG = "Maximiliansupercalifragilistic32"  # 32 characters, the host's limit, no space

BOXES_JS = """(sel) => {
  const root = document.querySelector('duck-down-table').shadowRoot;
  return [...root.querySelectorAll(sel)].map((e) => {
    const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height};
  });
}"""


def boxes(page: Page, selector: str) -> list[dict[str, float]]:
    return page.evaluate(BOXES_JS, selector)


def box(page: Page, selector: str) -> dict[str, float]:
    found = boxes(page, selector)
    assert found, f"nothing matches {selector}"
    return found[0]


def with_log(props: dict[str, Any], n: int = 40) -> dict[str, Any]:
    """The scene with a long game log (the side panel's log then needs more than its room)."""
    props = copy.deepcopy(props)
    props["events"] = list(props.get("events", [])) + [
        {"type": "drew", "seat": 1 + i % 3, "source": "deck"} for i in range(n)
    ]
    return props


@pytest.mark.parametrize("scene", ["start", "swap", "peek", "other"])
def test_a_game_fits_a_wall_tablet(page: Page, shots_dir: Path, scene: str) -> None:
    page.set_viewport_size(TABLET)
    page.emulate_media(reduced_motion="reduce")
    mount(page, with_log(scenes()[scene]))
    page.screenshot(path=str(shots_dir / f"layout-{scene}-tablet.png"))
    height = page.evaluate("innerHeight")
    # the page itself does not scroll: the whole game is on the screen
    assert page.evaluate("document.scrollingElement.scrollHeight") <= height + 1
    # the moves are in view, under the hand and never over it
    buttons = boxes(page, ".actions button")
    if scene != "other":  # another player's turn: no moves
        assert buttons, scene
    for b in buttons:
        assert b["top"] >= 0 and b["bottom"] <= height, b
    bar = box(page, ".action-bar")
    hand = box(page, ".hand")
    assert hand["bottom"] <= bar["top"] + 1, (hand, bar)
    # the felt needs no scroll of its own at four players: every row and the hand are in view
    felt = page.evaluate(
        "(() => { const f = document.querySelector('duck-down-table').shadowRoot"
        ".querySelector('.felt'); return [f.scrollHeight, f.clientHeight]; })()"
    )
    assert felt[0] <= felt[1] + 1, felt
    # the side panel: the log ends inside its panel, Leave is wholly on the screen
    log_panel = box(page, ".side .log-panel")
    assert log_panel["bottom"] <= height
    leave = page.get_by_role("button", name="Leave").bounding_box()
    assert leave and leave["y"] >= 0 and leave["y"] + leave["height"] <= height, leave
    log = box(page, ".side .log")
    assert log["bottom"] <= log_panel["bottom"], (log, log_panel)


def test_a_watcher_on_a_wall_tablet_sees_the_table_and_leave(page: Page) -> None:
    page.set_viewport_size(TABLET)
    mount(page, with_log(scenes()["spectator"]))
    height = page.evaluate("innerHeight")
    assert page.evaluate("document.scrollingElement.scrollHeight") <= height + 1
    leave = page.get_by_role("button", name="Leave").bounding_box()
    assert leave and leave["y"] + leave["height"] <= height, leave


def long_names(props: dict[str, Any]) -> dict[str, Any]:
    props = copy.deepcopy(props)
    if props.get("table"):
        for seat in props["table"]["seats"]:
            if seat["seat"] in (0, 1):
                seat["name"] = LONG[: 32 - seat["seat"]] + "x" * seat["seat"]
        props["table"]["name"] = "Table" + LONG
    for tb in props.get("tables", []):
        tb["name"] = "Table" + LONG
        for seat in tb["seats"]:
            seat["name"] = LONG
    return props


# (a wall tablet has room for them: the page there was never widened)
@pytest.mark.parametrize("size", ["phone"])
def test_long_names_never_widen_the_page(page: Page, shots_dir: Path, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    page.emulate_media(reduced_motion="reduce")
    width = SIZES[size]["width"]
    for name, props in scenes().items():
        mount(page, long_names(props))
        page.screenshot(path=str(shots_dir / f"long-names-{name}-{size}.png"), full_page=True)
        assert page.evaluate("document.scrollingElement.scrollWidth") <= width, name
    # the call banner names a long name too
    mount(page, long_names(scenes()["swap"]))
    page.evaluate(
        """() => { const el = document.querySelector('duck-down-table');
        el.addEvent({type: 'duck_down_called', seat: 1, round: 2}); return el.updateComplete; }"""
    )
    page.get_by_text(f"{LONG[:31]}x called Duck Down!").first.wait_for()
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_the_card_chosen_for_a_swap_is_unmistakable(page: Page, shots_dir: Path, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    page.emulate_media(reduced_motion="reduce")
    mount(page, scenes()["swap"])
    page.get_by_role("button", name="Your card 2: face down").click()
    chosen = page.get_by_role("button", name="Your card 2: face down (chosen for the swap)")
    assert chosen.get_attribute("aria-pressed") == "true"
    page.screenshot(path=str(shots_dir / f"swap-chosen-{size}.png"))
    # a mark that does not rely on colour, drawn on the card
    mark = chosen.locator(".sel-mark")
    assert mark.is_visible() and mark.inner_text() == "✓"
    # lifted well above its neighbours, and framed
    tops = [b["top"] for b in boxes(page, ".hand .slot .card")]
    others = [t for i, t in enumerate(tops) if i != 1]
    assert min(others) - tops[1] >= 8, tops
    frame = chosen.evaluate(
        "(e) => getComputedStyle(e).outlineStyle + ' ' + getComputedStyle(e).outlineWidth"
    )
    assert frame.startswith("solid") and float(frame.split()[1].rstrip("px")) >= 3, frame
    # the other cards of the hand carry no mark
    assert page.locator("duck-down-table .hand .sel-mark").count() == 1


# ------------------------------------------------------------------ inside a dashboard

DASHBOARD = """<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  html, body { margin: 0; background: #eee; }
  #bar { position: fixed; top: 0; left: 0; right: 0; height: 56px; background: #03a9f4; z-index: 4; }
  #side { position: fixed; top: 0; bottom: 0; left: 0; width: 256px; background: #333; z-index: 3; }
  #view { padding: 64px 8px 8px 264px; }
  #other { height: 300px; background: #fff; margin-bottom: 8px; }
</style>
<script type="module" src="/duck-down-card.js?v=test"></script>
</head><body><div id="bar"></div><div id="side"></div>
<div id="view"><div id="other">another card</div>
<duck-down-table language="en" contained style="--dd-top: 56px"></duck-down-table>
<div id="other" style="height: 900px">one more card</div></div></body></html>"""

TOP_JS = """([x, y]) => {
  let el = document.elementFromPoint(x, y);
  while (el && el.shadowRoot) {
    const inner = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  const path = [];
  for (let e = el; e; e = e.parentNode || e.host) if (e.id || e.tagName) path.push(e.id || e.tagName);
  return path.join(' < ');
}"""


def topmost(page: Page, x: float, y: float) -> str:
    """The element drawn on top at (x, y), through shadow roots, with its ancestors."""
    return page.evaluate(TOP_JS, [x, y])


@pytest.mark.parametrize("scene", ["result", "over"])
def test_a_contained_tables_dialogs_stay_in_its_box(
    page: Page, bundle_server: Any, shots_dir: Path, scene: str
) -> None:
    bundle_server.page = DASHBOARD
    page.set_viewport_size(TABLET)
    page.emulate_media(reduced_motion="reduce")
    mount(page, scenes()[scene])
    # the user scrolls down to the table: its top goes under the dashboard's bar
    page.evaluate(
        "scrollTo(0, document.querySelector('duck-down-table').getBoundingClientRect().top + scrollY - 56)"
    )
    page.wait_for_function("scrollY > 200")
    page.screenshot(path=str(shots_dir / f"contained-{scene}-tablet.png"))
    table = page.locator("duck-down-table").bounding_box()
    dialog = page.locator("duck-down-table .dialog").first.bounding_box()
    assert table and dialog
    # the dialog lies inside the table's box, and in view under the dashboard's bar
    assert table["x"] <= dialog["x"]
    assert dialog["x"] + dialog["width"] <= table["x"] + table["width"]
    assert dialog["y"] >= 56 and dialog["y"] + dialog["height"] <= 800, dialog
    # the dashboard's bar, its sidebar and the card above are not covered
    assert topmost(page, 700, 28).startswith("bar"), topmost(page, 700, 28)
    assert topmost(page, 100, 400).startswith("side"), topmost(page, 100, 400)
    # scrolled further, nothing of the table sticks over the bar
    page.mouse.wheel(0, 300)
    page.wait_for_function(
        "document.querySelector('duck-down-table').getBoundingClientRect().top < -200"
    )
    assert topmost(page, 700, 28).startswith("bar"), topmost(page, 700, 28)
    header = page.locator("duck-down-table header.bar").bounding_box()
    assert header and header["y"] < 0, header


def test_a_preview_opens_no_dialog_and_plays_nothing(page: Page) -> None:
    for scene in ("result", "over", "start"):
        mount(page, {**scenes()[scene], "preview": True})
        assert page.locator("duck-down-table .overlay").count() == 0, scene
        assert page.get_by_role("dialog").count() == 0, scene
        assert page.locator("duck-down-table .actions").count() == 0, scene
    # tapping the deck in a preview sends nothing
    page.locator("duck-down-table .center .stack").first.click()
    assert page.evaluate("window.__actions") == []
    # the same table out of the preview: its dialog opens
    update(page, {"preview": False})
    mount(page, scenes()["over"])
    assert page.get_by_role("dialog", name="Game over").count() == 1
