"""The card inside a real Home Assistant dashboard at wall-tablet size (1280x800): it fits its
place, keeps its dialogs in its own box, never draws over HA's own bars, opens no dialog in
the dashboard editor, and opens a finished table's podium once. Real Home Assistant, host,
broker and Debian's Chromium; the moves are taps on the card.

- Anna plays a one-round game against a bot on her tablet (`mode: hand`, a panel view): the
  move bar is in view without a scroll, under her hand; the Duck Down confirmation and the
  podium stay in the card's box, HA's sidebar and top bar stay uncovered.
- The same card in a stack under another card, scrolled: its header scrolls away under HA's
  top bar instead of sticking over it.
- A refused start (one seat taken) reads as the card's own sentence, not the host's English.
- Carl's wall tablet (`mode: table`) shows the podium once; after a reload it offers it.
- The owner edits the wall dashboard: no podium over HA's Edit button, none in the card
  editor's preview (also after a change), Save and Cancel uncovered.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .harness import TABLET, HAUser, HomeAssistant, wait_until
from .test_card_game import CARD, card_of, inner, open_card, state, wait_state, ws_tables
from .test_card_reload import action

DASHBOARD = "duck-tablet"

#: The element drawn on top at (x, y), through shadow roots, and the tags of its ancestors.
TOP_JS = """([x, y]) => {
  let el = document.elementFromPoint(x, y);
  while (el && el.shadowRoot) {
    const inner = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  const path = [];
  for (let e = el; e; e = e.parentNode || e.host) if (e.tagName) path.push(e.tagName.toLowerCase());
  return path;
}"""


def topmost(page: Any, x: float, y: float) -> list[str]:
    return page.evaluate(TOP_JS, [x, y])


def rect(locator: Any) -> dict[str, float]:
    box = locator.bounding_box()
    assert box, locator
    return box


def inside(inner_box: dict[str, float], outer: dict[str, float]) -> bool:
    return (
        inner_box["x"] >= outer["x"] - 1
        and inner_box["y"] >= outer["y"] - 1
        and inner_box["x"] + inner_box["width"] <= outer["x"] + outer["width"] + 1
        and inner_box["y"] + inner_box["height"] <= outer["y"] + outer["height"] + 1
    )


def assert_ha_chrome_uncovered(page: Any) -> None:
    """HA's top bar and sidebar are drawn over by nothing of the card."""
    bar = topmost(page, 900, 28)
    assert CARD not in bar and "hui-root" in bar, bar
    side = topmost(page, 120, 420)
    assert CARD not in side and "ha-sidebar" in side, side


def tablet_config(device: str) -> dict[str, Any]:
    card = {"type": f"custom:{CARD}", "mode": "hand", "table": device}
    return {
        "title": "Duck Down tablet",
        "views": [
            {"title": "Fit", "path": "fit", "panel": True, "cards": [card]},
            {
                "title": "Stack",
                "path": "stack",
                "cards": [
                    {
                        "type": "vertical-stack",
                        "cards": [
                            {"type": "markdown", "content": "Above the game\n\n" + "line\n\n" * 6},
                            card,
                        ],
                    }
                ],
            },
        ],
    }


def wall_config(device: str) -> dict[str, Any]:
    return {
        "title": "Duck Down wall",
        "views": [
            {
                "title": "Wall",
                "path": "wall",
                "cards": [{"type": f"custom:{CARD}", "mode": "table", "table": device}],
            }
        ],
    }


def test_card_fits_a_tablet_and_keeps_to_its_box(
    stack: HomeAssistant, users: dict[str, HAUser], browser: Any, screenshots: Path
) -> None:
    ha, anna, carl, owner = stack, users["anna"], users["carl"], users["owner"]
    tid = action(ha, anna, "create_table", name="Tablet table")["response"]["table_id"]
    try:
        table = wait_until(
            lambda: next(
                (
                    t
                    for t in ws_tables(ha, anna)["tables"]
                    if t["table_id"] == tid and t["device_id"]
                ),
                None,
            ),
            what="the new table's device",
        )
        action(ha, anna, "join", table_id=tid)
        ha.save_dashboard(
            owner.token, DASHBOARD, "Duck Down tablet", tablet_config(table["device_id"])
        )
        ha.save_dashboard(
            owner.token, "duck-wall2", "Duck Down wall", wall_config(table["device_id"])
        )
        pa = open_card(browser, ha, anna, "fit", DASHBOARD, viewport=TABLET, color_scheme="light")
        wait_state(pa, "st.tableStatus === 'lobby' && st.mode === 'hand'")

        # ---- a refused start reads as the card's own sentence, not the host's English
        inner(pa).evaluate(
            "(el) => el.dispatchEvent(new CustomEvent('duck-down-lobby',"
            " {detail: {command: 'start', rounds: null}, bubbles: true, composed: true}))"
        )
        alert = inner(pa).get_by_role("alert")
        alert.get_by_text("Not enough players yet").wait_for(timeout=20_000)
        assert "needs at least" not in alert.inner_text()

        action(ha, anna, "add_bot", table_id=tid, level="easy")
        wait_until(
            lambda: (
                len(
                    [
                        s
                        for s in next(
                            t for t in ws_tables(ha, anna)["tables"] if t["table_id"] == tid
                        )["seats"]
                        if s["kind"] != "empty"
                    ]
                )
                == 2
            ),
            what="the bot's seat",
        )
        action(ha, anna, "start", table_id=tid, rounds=1)
        pc = open_card(
            browser, ha, carl, "wall", "duck-wall2", viewport=TABLET, color_scheme="light"
        )
        wait_state(pa, "st.hasMine && (st.phase === 'peek' || st.phase === 'turn')")

        # ---- the opening look, then Anna's turn: draw, and the moves are on the screen
        wait_state(pa, "st.legal.includes('ready') || st.legal.includes('draw')", timeout=30_000)
        if "ready" in state(pa)["legal"]:
            inner(pa).locator(".actions").get_by_role("button", name=re.compile("Ready$")).click()
        wait_state(pa, "st.legal.includes('draw')", timeout=60_000)
        inner(pa).locator(".actions").get_by_role("button", name="Draw", exact=True).click()
        wait_state(pa, "st.legal.includes('throw') && st.legal.includes('call')", timeout=20_000)
        pa.screenshot(path=str(screenshots / "tablet-hand-fit.png"))
        height = pa.evaluate("innerHeight")
        assert pa.evaluate("scrollY") == 0
        assert pa.evaluate("document.scrollingElement.scrollHeight") <= height + 1
        for name in ("Throw away", "Duck Down!"):
            b = rect(inner(pa).locator(".actions").get_by_role("button", name=name))
            assert b["y"] >= 56 and b["y"] + b["height"] <= height, (name, b)
        hand = rect(inner(pa).locator(".hand"))
        bar = rect(inner(pa).locator(".action-bar"))
        assert hand["y"] + hand["height"] <= bar["y"] + 1, (hand, bar)
        card = rect(card_of(pa))
        assert card["y"] >= 56 and card["y"] + card["height"] <= height + 1, card  # fits its place

        # ---- Duck Down!: the confirmation stays in the card's box
        inner(pa).locator(".actions button.duck").click()
        confirm = inner(pa).get_by_role("alertdialog")
        assert inside(rect(confirm), card)
        assert_ha_chrome_uncovered(pa)
        confirm.get_by_role("button", name="Yes, Duck Down!").click()
        wait_state(pa, "st.legal.includes('throw') && !st.legal.includes('call')", timeout=20_000)
        inner(pa).locator(".actions").get_by_role("button", name="Throw away").click()

        # ---- the bot's last turn, the reveal (ruling 22) in the card's box: the bot is ready
        # at once, Anna's Ready brings the result
        wait_state(pa, "st.phase === 'reveal' && st.result", timeout=60_000)
        reveal = inner(pa).get_by_role("dialog", name=re.compile("Round 1 is over"))
        assert inside(rect(reveal), rect(card_of(pa)))
        assert_ha_chrome_uncovered(pa)
        assert not state(pa)["podium"]  # the reveal comes before the game's result
        reveal.get_by_role("button", name=re.compile("Ready$")).click()

        # ---- the end: the podium stays in the card's box
        wait_state(pa, "st.phase === 'over' && st.winners !== null && st.podium", timeout=60_000)
        pa.screenshot(path=str(screenshots / "tablet-hand-podium.png"))
        podium = inner(pa).get_by_role("dialog", name="Game over")
        assert inside(rect(podium), rect(card_of(pa)))
        assert_ha_chrome_uncovered(pa)

        # ---- Carl's wall shows the podium in its box; a later visit offers it instead
        wait_state(pc, "st.phase === 'over' && st.podium", timeout=30_000)
        pc.screenshot(path=str(screenshots / "tablet-wall-podium.png"))
        assert inside(rect(inner(pc).get_by_role("dialog", name="Game over")), rect(card_of(pc)))
        assert_ha_chrome_uncovered(pc)
        pc.reload()
        wait_state(pc, "st.phase === 'over'")
        results = inner(pc).get_by_role("button", name="Results")
        results.wait_for(timeout=20_000)
        assert not state(pc)["podium"]
        results.click()
        wait_state(pc, "st.podium")
        pc.context.close()

        # ---- the same card lower on the page, scrolled: its header goes under HA's bar
        ps = open_card(browser, ha, anna, "stack", DASHBOARD, viewport=TABLET, color_scheme="light")
        inner(ps).locator("header.bar").wait_for(timeout=30_000)
        wait_state(ps, "st.phase === 'over'")
        card = rect(card_of(ps))
        ps.evaluate("(y) => scrollTo(0, y)", card["y"] + 300)
        ps.wait_for_function("(y) => scrollY >= y", arg=card["y"] + 250)
        ps.screenshot(path=str(screenshots / "tablet-stack-scrolled.png"))
        header = rect(inner(ps).locator("header.bar"))
        assert header["y"] < 0, header
        bar_top = topmost(ps, card["x"] + card["width"] / 2, 28)
        assert CARD not in bar_top and "hui-root" in bar_top, bar_top
        ps.context.close()
        pa.context.close()

        # ---- the owner edits the wall dashboard: no podium over HA's Edit button
        po = open_card(browser, ha, owner, "wall?edit=1", "duck-wall2", viewport=TABLET)
        wait_state(po, "st.phase === 'over'")
        edit = po.locator("hui-card-options").get_by_text("Edit", exact=True).first
        edit.wait_for(timeout=30_000)
        assert po.locator(f"{CARD} .overlay").count() == 0
        edit.scroll_into_view_if_needed()
        e = rect(edit)
        on_edit = topmost(po, e["x"] + e["width"] / 2, e["y"] + e["height"] / 2)
        assert CARD not in on_edit and "hui-card-options" in on_edit, on_edit
        edit.click()
        dialog = po.locator("hui-dialog-edit-card")
        preview = dialog.locator(CARD)
        preview.locator("duck-down-table").wait_for(timeout=30_000)
        po.locator("duck-down-card-editor").wait_for(timeout=30_000)
        po.screenshot(path=str(screenshots / "tablet-editor-preview.png"))
        assert dialog.locator(f"{CARD} .overlay").count() == 0
        # a change rebuilds the preview: still no dialog in it
        po.locator("duck-down-card-editor").get_by_text(
            "Hand: the table plus your own cards"
        ).click()
        preview.locator("duck-down-table").wait_for(timeout=30_000)
        assert dialog.locator(f"{CARD} .overlay").count() == 0
        for name in ("Save", "Cancel"):
            b = rect(dialog.get_by_role("button", name=name))
            path = topmost(po, b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
            assert CARD not in path, (name, path)
        dialog.get_by_role("button", name="Cancel").click()
        po.context.close()
    finally:
        action(ha, anna, "delete_table", table_id=tid)
