"""Against a real host (`duckdown serve`), at phone and wall-tablet size: the host's refusals
read as the page's own sentences in the player's language (never the host's English), and on
a 1280x800 tablet a turn's moves are on the screen without a scroll, under the hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.browser.browser_support import PHONE, TABLET
from tests.browser.host_support import Player

SIZES = {"phone": PHONE, "tablet": TABLET}

SEND_JS = """([kind, detail]) => document.querySelector('duck-down-table').dispatchEvent(
    new CustomEvent(kind, {detail, bubbles: true, composed: true}))"""


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_refusals_and_the_moves_at_a_real_host(
    browser: Browser, host: str, shots_dir: Path, size: str
) -> None:
    anna = Player(browser, host, "Anna", SIZES[size], "light")
    page = anna.page
    try:
        page.get_by_label("Your name").fill("Anna")
        page.get_by_label("Table name").fill("Refusals")
        page.get_by_role("button", name="Create table").click()
        page.get_by_role("button", name="Start game").wait_for()

        # one seat taken: the host refuses the start (not_enough_players), the page says why
        page.evaluate(SEND_JS, ["duck-down-lobby", {"command": "start", "rounds": None}])
        alert = page.get_by_role("alert")
        alert.get_by_text("Not enough players yet: invite someone or add a bot").wait_for()
        assert "needs at least" not in alert.inner_text()
        page.evaluate(
            "(() => { const el = document.querySelector('duck-down-table'); el.language = 'nl'; })()"
        )
        alert.get_by_text("Nog te weinig spelers").wait_for()
        page.evaluate(
            "(() => { const el = document.querySelector('duck-down-table'); el.language = 'en'; })()"
        )

        page.get_by_role("button", name="Add bot").click()
        page.locator("duck-down-table .seats li").nth(1).wait_for()
        page.get_by_role("button", name="Start game").click()
        page.wait_for_function(
            "(() => { const s = document.querySelector('duck-down-table').uiState;"
            " return s.mine && s.mine.phase === 'peek' && s.mine.legal.includes('ready'); })()",
            timeout=10_000,
        )
        # a move during the opening look: the host refuses (wrong_phase), Duck Down says why
        page.evaluate(SEND_JS, ["duck-down-action", {"type": "draw"}])
        alert.get_by_text(
            "There is nothing to play now: tap Ready when you are done looking."
        ).wait_for()
        assert "the only action is ready" not in alert.inner_text()

        # ready, then Anna's turn: draw, and the moves are on the screen
        page.locator("duck-down-table .actions").get_by_role("button", name="✓ Ready").click()
        page.wait_for_function(
            "(() => { const s = document.querySelector('duck-down-table').uiState;"
            " return s.mine && s.mine.legal.includes('draw'); })()",
            timeout=30_000,
        )
        page.locator("duck-down-table .actions").get_by_role(
            "button", name="Draw", exact=True
        ).click()
        page.wait_for_function(
            "(() => { const s = document.querySelector('duck-down-table').uiState;"
            " return s.mine && s.mine.legal.includes('throw') && s.mine.legal.includes('call'); })()",
            timeout=10_000,
        )
        page.screenshot(path=str(shots_dir / f"play-fit-anna-{size}.png"))
        if size == "tablet":
            height = page.evaluate("innerHeight")
            assert page.evaluate("document.scrollingElement.scrollHeight") <= height + 1
            for name in ("Throw away", "Duck Down!"):
                b = page.locator("duck-down-table .actions").get_by_role("button", name=name)
                box = b.bounding_box()
                assert box and box["y"] >= 0 and box["y"] + box["height"] <= height, (name, box)
            hand = page.locator("duck-down-table .hand").bounding_box()
            bar = page.locator("duck-down-table .action-bar").bounding_box()
            assert hand and bar and hand["y"] + hand["height"] <= bar["y"] + 1, (hand, bar)
        assert anna.errors == []
    finally:
        anna.context.close()
