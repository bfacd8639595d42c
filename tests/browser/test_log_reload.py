"""The game log survives a reload: a real host, Debian's Chromium, the page as a person uses it.

Anna plays a few moves against a bot, reloads, and finds the same log, not "Nothing has happened
yet."; Cleo, who starts watching late, gets the table's public log. Neither log shows a card that
was not its reader's to see (the host's test_history.py holds that for every game).
"""

from __future__ import annotations

import time
from pathlib import Path

from playwright.sync_api import Browser

from tests.browser.browser_support import PHONE, TABLET
from tests.browser.host_support import Player
from tests.browser.test_play import step

LINES = "() => [...document.querySelector('duck-down-table').shadowRoot.querySelectorAll('.log li')].map((li) => li.textContent.trim())"
NO_LOG = "Nothing has happened yet."


def log_lines(p: Player) -> list[str]:
    lines: list[str] = p.page.evaluate(LINES)
    return lines


def wait_for_log(p: Player, at_least: int) -> list[str]:
    p.page.wait_for_function(f"() => ({LINES})().length >= {at_least}", timeout=10_000)
    return log_lines(p)


def test_the_log_comes_back_after_a_reload(browser: Browser, host: str, shots_dir: Path) -> None:
    anna = Player(browser, host, "Anna", PHONE, "light")
    anna.page.get_by_label("Your name").fill("Anna")
    anna.page.get_by_label("Table name").fill("Reload")
    anna.page.get_by_role("button", name="Create table").click()
    anna.page.get_by_label("Bot level").select_option(index=0)
    anna.page.get_by_role("button", name="Add bot").click()
    anna.page.locator("duck-down-table .seats li").nth(1).wait_for()
    anna.page.get_by_role("button", name="Start game").click()
    anna.page.wait_for_function(
        "document.querySelector('duck-down-table').uiState.mine !== null", timeout=10_000
    )
    # a few moves of Anna's (the bot plays its own), until the log holds Anna's own draw
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        lines = log_lines(anna)
        if any(line.startswith("You draw ") for line in lines) and len(lines) >= 6:
            break
        if not step(anna, want_call=False):
            time.sleep(0.1)
    before = log_lines(anna)
    assert any(line.startswith("You draw ") for line in before), before

    anna.page.reload()
    anna.page.wait_for_function(
        "document.querySelector('duck-down-table').uiState.mine !== null", timeout=10_000
    )
    after = wait_for_log(anna, len(before))
    # the same lines, newest first; the bot may have moved meanwhile, so `before` is the tail
    assert after[len(after) - len(before) :] == before, (before, after)
    assert NO_LOG not in anna.page.locator("duck-down-table").inner_text()
    anna.shot(shots_dir / "log-after-reload-phone.png")

    # Cleo watches now: the public log, without the card Anna drew
    cleo = Player(browser, host, "Cleo", TABLET, "light")
    cleo.page.locator("duck-down-table li", has_text="Reload").get_by_role(
        "button", name="Watch"
    ).click()
    watched = wait_for_log(cleo, 3)
    assert not any(line.startswith("You draw ") for line in watched), watched
    assert any(line.startswith("Anna draws") for line in watched), watched
    assert NO_LOG not in cleo.page.locator("duck-down-table").inner_text()
    assert not anna.errors and not cleo.errors
    anna.context.close()
    cleo.context.close()
