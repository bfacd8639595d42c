"""Two quick taps in Dutch's opening look both land, against a real `duckdown serve`.

Anna taps her first and her fourth card in one go, the second before the seat view that
answers the first has arrived. The shell sends the first at once and the second when that
view arrives (it still allows a choice): both cards are chosen, and exactly one action went
out per tap, the second only after the first one's answer. And a quick tap the next view no
longer allows is not sent: the player is told so.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.browser_support import PHONE
from tests.browser.component_page import mount, update
from tests.browser.dutch_scenes import main_game
from tests.browser.play_support import Person, add_bots, create_table, start

# the taps in one task: each after the first lands before any message from the host can
TAPS = """(cards) => {
    const root = document.querySelector('duck-down-table').shadowRoot;
    const card = (k) => [...root.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') || '').startsWith(`Your card ${k}:`));
    for (const k of cards) card(k).click();
}"""


def test_two_quick_taps_in_the_opening_look_both_land(browser: Browser, host: str) -> None:
    anna = Person(browser, host, "Anna", PHONE, "light")
    create_table(anna, "Dutch", "Quick taps", {"Game length": "1 round"})
    add_bots(anna, "random", 1)
    start(anna)
    anna.wait("s.mine.phase === 'look' && s.mine.legal.includes('choose')")
    sent_before = len(anna.frames)

    anna.page.evaluate(TAPS, [1, 4])
    anna.wait("s.mine.look.chosen[0].length === 2")
    assert sorted(anna.mine()["look"]["chosen"][0]) == [0, 3]  # type: ignore[index]

    # the page's own frames since the taps: one `game/action` per tap, the second sent only
    # after a private (seat) message answered the first
    frames = [json.loads(f) for f in anna.frames[sent_before:]]
    acts = [
        i
        for i, m in enumerate(frames)
        if m.get("command") == "game/action" and m.get("action", {}).get("type") == "choose"
    ]
    assert [frames[i]["action"]["slot"] for i in acts] == [0, 3]
    assert any(frames[i].get("type") == "private" for i in range(acts[0], acts[1]))
    # no refusal, no notice of a lost tap
    assert anna.page.evaluate("document.querySelector('duck-down-table').uiState.error") is None
    assert anna.page.get_by_text("A tap was not sent").count() == 0
    anna.clean()
    anna.context.close()


@pytest.mark.usefixtures("bundle_server")
def test_a_quick_tap_the_next_view_refuses_is_not_sent_and_the_player_is_told(page: Page) -> None:
    page.set_viewport_size(PHONE)
    scenes = main_game()
    mount(page, scenes["look_one"].props(0, language="en"))  # Anna has chosen one card
    page.evaluate(TAPS, [2, 3])
    assert page.evaluate("window.__actions") == [{"type": "choose", "slot": 1}]
    # the answer: her look is complete (only Ready is legal), so the second card is not sent
    two = scenes["look_two"].seats[0]
    assert two["legal"] == ["ready"]
    update(page, {"seatView": two})
    expect(page.get_by_role("status").filter(has_text="A tap was not sent")).to_be_visible()
    assert page.evaluate("window.__actions") == [{"type": "choose", "slot": 1}]
