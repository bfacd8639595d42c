"""The reveal between rounds (ruling 22) at phone (390x844) and wall-tablet (1280x800) size,
with fixed views: every row face up with the replaced specials' badges and the round's points,
who is ready, Ready with its countdown; a dialog that stays until the reveal ends; the last
round's reveal before the podium; and a seat a bot plays still sees a reveal that went by."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from tests.browser.browser_scenes import RESULT, TABLE, public, scenes, seat_view
from tests.browser.browser_support import PHONE, TABLET
from tests.browser.component_page import mount, update

pytestmark = pytest.mark.usefixtures("bundle_server")

SIZES = {"phone": PHONE, "tablet": TABLET}

CARDS_JS = """(sel) => [...document.querySelector('duck-down-table').shadowRoot
  .querySelectorAll(sel)].map((e) => e.getAttribute('aria-label') || e.textContent.trim())"""


def reveal_scene(**over: Any) -> dict[str, Any]:
    scene = copy.deepcopy(scenes()["result"])
    scene["publicView"].update(over)
    scene["seatView"].update(over)
    return scene


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_the_reveal_shows_every_row_its_badges_points_and_ready(
    page: Page, shots_dir: Path, size: str
) -> None:
    page.set_viewport_size(SIZES[size])
    page.emulate_media(reduced_motion="reduce")
    mount(page, scenes()["result"])
    dialog = page.get_by_role("dialog", name="Round 2 is over")
    assert dialog.is_visible()
    rows = dialog.locator(".reveal .rrow")
    assert rows.count() == 4
    # every row face up: 16 cards, each with its value, none face down
    faces = page.evaluate(CARDS_JS, ".dialog .reveal .rslot .card")
    assert len(faces) == 16 and not any("face down" in f for f in faces), faces
    for seat, name in enumerate(["Anna", "Ben", "Oma", "Leo"]):
        row = rows.nth(seat)
        assert name in row.inner_text()
        pts = row.locator(".pts").inner_text()
        assert pts.startswith(str(RESULT["points"][seat])), pts
        assert f"total {RESULT['totals'][seat]}" in pts
    # Oma's replaced Peek wears its ↻ badge, and the legend says what it means
    badge = rows.nth(2).locator(".rslot.replaced .was")
    assert badge.count() == 1 and badge.is_visible()
    dialog.get_by_text("A special card lay here. It scores nothing").wait_for()
    # the countdown, who is ready (the bot and the absent player at once), and Ready
    strip = dialog.locator(".reveal-strip")
    ring = strip.locator(".ring")
    assert re.fullmatch(r"\d+ s left", ring.get_attribute("aria-label") or "")
    assert "Ready: Oma, Leo" in strip.inner_text()
    assert "the next round starts when everyone is ready" in strip.inner_text()
    ready = strip.get_by_role("button", name="Ready")
    box = ready.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= SIZES[size]["width"]
    page.screenshot(path=str(shots_dir / f"reveal-{size}.png"))
    ready.click()
    assert page.evaluate("window.__actions") == [{"type": "ready"}]
    # the host's answer: this seat is ready, the reveal goes on, and so does the dialog
    after = reveal_scene(ready=[True, False, True, True], to_act=[1])
    after["seatView"]["legal"] = []
    update(page, {"seatView": after["seatView"], "publicView": after["publicView"]})
    assert dialog.is_visible()
    assert "You are ready. Waiting for Ben" in dialog.locator(".reveal-strip").inner_text()
    assert dialog.get_by_role("button", name="Ready").count() == 0
    page.screenshot(path=str(shots_dir / f"reveal-ready-{size}.png"))
    # the next round is dealt: only now does the dialog go
    dealt = {"phase": "peek", "round": 3, "ready": [False] * 4, "result": None, "to_act": None}
    dealt |= {"rows": [[None] * 4 for _ in range(4)], "deadline": 90_000, "now": 80_000}
    update(page, {"publicView": public(**dealt), "seatView": seat_view(0, **dealt)})
    assert page.get_by_role("dialog").count() == 0


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_closed_the_felt_shows_the_reveal_with_ready_in_the_bar(
    page: Page, shots_dir: Path, size: str
) -> None:
    page.set_viewport_size(SIZES[size])
    page.emulate_media(reduced_motion="reduce")
    mount(page, scenes()["result"])
    page.get_by_role("dialog", name="Round 2 is over").get_by_role(
        "button", name="Continue"
    ).click()
    assert page.get_by_role("dialog").count() == 0
    status = page.locator("duck-down-table .felt .status").inner_text()
    assert "Round 2 is over" in status and "Tap Ready" in status
    # the felt's rows are face up, and the replaced slot wears its badge there too
    faces = page.evaluate(CARDS_JS, ".felt .slot")
    assert len(faces) == 16 and not any("face down" in f for f in faces), faces
    felt_badge = page.locator("duck-down-table .felt .slot.replaced .was-on-felt")
    assert felt_badge.count() == 1 and felt_badge.is_visible()
    assert "Oma, card 2: 5 (replaced)" in faces
    ready = page.locator("duck-down-table .action-bar").get_by_role("button", name="Ready")
    assert ready.is_visible()
    page.screenshot(path=str(shots_dir / f"reveal-felt-{size}.png"))
    ready.click()
    assert page.evaluate("window.__actions") == [{"type": "ready"}]


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_the_last_rounds_reveal_comes_before_the_podium(
    page: Page, shots_dir: Path, size: str
) -> None:
    page.set_viewport_size(SIZES[size])
    page.emulate_media(reduced_motion="reduce")
    last = dict(RESULT, round=4)
    mount(page, reveal_scene(round=4, result=last))
    dialog = page.get_by_role("dialog", name="Round 4 is over")
    assert dialog.is_visible()
    assert "the result comes when everyone is ready" in dialog.inner_text()
    assert page.get_by_role("dialog", name="Game over").count() == 0  # no podium yet
    page.screenshot(path=str(shots_dir / f"reveal-last-{size}.png"))
    over = {"phase": "over", "round": 4, "ready": None, "to_act": [], "deadline": None}
    over |= {"result": last, "winners": [0], "rows": RESULT["rows"]}
    update(page, {"publicView": public(**over), "seatView": seat_view(0, **over)})
    podium = page.get_by_role("dialog", name="Game over")
    podium.wait_for()
    assert page.get_by_role("dialog", name="Round 4 is over").count() == 0
    # behind the podium the felt keeps the last round's reveal
    podium.get_by_role("button", name="Continue").click()
    kept = page.locator("duck-down-table .felt .last-round")
    assert kept.is_visible() and "Round 4 is over" in kept.inner_text()
    assert kept.locator(".rslot.replaced .was").count() == 1
    page.screenshot(path=str(shots_dir / f"reveal-over-{size}.png"))


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_a_seat_a_bot_plays_still_sees_a_reveal_that_went_by(
    page: Page, shots_dir: Path, size: str
) -> None:
    """Everyone else a bot or away: the reveal ends at once, and Anna's bot is ready at once.
    Anna, watching, gets the round's result until she closes it."""
    page.set_viewport_size(SIZES[size])
    page.emulate_media(reduced_motion="reduce")
    seats = [dict(s) for s in TABLE["seats"]]
    seats[0]["bot"] = "medium"
    table = {**TABLE, "seats": seats}
    look = {"phase": "peek", "round": 3, "ready": [True] * 4, "to_act": [], "result": None}
    look |= {"turn": None, "rows": [[None] * 4 for _ in range(4)]}
    mount(page, {"table": table, "publicView": public(**look), "seatView": seat_view(0, **look)})
    assert page.get_by_role("dialog").count() == 0
    update(page, {"events": [{"type": "round_ended", **RESULT, "exhausted": False}]})
    dialog = page.get_by_role("dialog", name="Round 2 is over")
    dialog.wait_for()
    assert "A bot is playing your seat" in dialog.inner_text()
    assert dialog.locator(".reveal .rrow").count() == 4
    assert dialog.locator(".rslot.replaced .was").count() == 1
    page.screenshot(path=str(shots_dir / f"reveal-missed-{size}.png"))
    # the next round goes on behind it: it stays until Anna closes it
    turn = {**look, "phase": "turn", "ready": None, "to_act": [1]}
    turn["turn"] = {"seat": 1, "step": "start", "draws": 0, "double": None, "number": 1}
    update(page, {"publicView": public(**turn), "seatView": seat_view(0, **turn)})
    assert dialog.is_visible()
    dialog.get_by_role("button", name="Continue").click()
    assert page.get_by_role("dialog").count() == 0
    # a player who plays her own seat is not shown it again after her reveal
    mount(page, {"table": TABLE, "publicView": public(**look), "seatView": seat_view(0, **look)})
    update(page, {"events": [{"type": "round_ended", **RESULT, "exhausted": False}]})
    assert page.get_by_role("dialog").count() == 0
