"""Two quick taps in Dutch's opening look both land, against a real `duckdown serve`.

Anna taps her first and her fourth card in one go, the second before the seat view that
answers the first has arrived. The shell sends the first at once and the second when that
view arrives (it still allows a choice): both cards are chosen, and exactly one action went
out per tap, the second only after the first one's answer.
"""

from __future__ import annotations

import json

from playwright.sync_api import Browser

from tests.browser.browser_support import PHONE
from tests.browser.play_support import Person, add_bots, create_table, start

# both taps in one task: the second lands before any message from the host can
TWO_TAPS = """() => {
    const root = document.querySelector('duck-down-table').shadowRoot;
    const card = (k) => [...root.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') || '').startsWith(`Your card ${k}:`));
    card(1).click();
    card(4).click();
}"""


def test_two_quick_taps_in_the_opening_look_both_land(browser: Browser, host: str) -> None:
    anna = Person(browser, host, "Anna", PHONE, "light")
    create_table(anna, "Dutch", "Quick taps", {"Game length": "1 round"})
    add_bots(anna, "random", 1)
    start(anna)
    anna.wait("s.mine.phase === 'look' && s.mine.legal.includes('choose')")
    sent_before = len(anna.frames)

    anna.page.evaluate(TWO_TAPS)
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
