"""A game that lives in the tests plays through the real host and the browser table.

Guess (tests/support/guess_game/) is registered with the host by the test host's module, and
its board (tests/support/guess_game/board/) is added to the page by a build of the unchanged
page source whose registry has one line more. Two people in Chromium then play it from the
lobby's game picker to the end: the look, a guess each per round, a bet (a decision nobody
waits for), the owner dealing the next round. Nothing outside Guess's own folder knows it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Route

from tests.browser.browser_support import PHONE, ROOT, TABLET
from tests.browser.host_support import Player, run_host

FRONTEND = ROOT / "frontend"
CONFIG = ROOT / "tests" / "support" / "guess_game" / "board" / "vite.config.mts"
UI = "document.querySelector('duck-down-table').uiState"
MOVED = f"(before) => JSON.stringify({UI}.mine.legal) !== before"
PHASE_IS_NOT = f"(phase) => {UI}.pub.phase !== phase"
CAN_GUESS = f"() => ({UI}.mine?.legal ?? []).some((a) => a.type === 'guess')"


@pytest.fixture(scope="module")
def guess_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The host's page, built with Guess in its registry."""
    out = tmp_path_factory.mktemp("guess-page")
    vite = FRONTEND / "node_modules" / ".bin" / "vite"
    subprocess.run(
        [str(vite), "build", "--config", str(CONFIG)],
        cwd=FRONTEND,
        env={**os.environ, "GUESS_PAGE_OUT": str(out)},
        check=True,
        capture_output=True,
    )
    return out


@pytest.fixture
def guess_host(tmp_path: Path) -> Iterator[str]:
    yield from run_host(tmp_path, [sys.executable, "-m", "tests.support.host_with_test_games"])


def serve_page(player: Player, page_dir: Path) -> None:
    """The player's browser takes the page's scripts from the Guess build (the rest, the
    WebSocket included, from the host), then loads the page again."""

    def script(route: Route) -> None:
        name = route.request.url.rsplit("/", 1)[-1].split("?")[0]
        path = page_dir / name
        if not path.is_file():
            route.fulfill(status=404)
            return
        route.fulfill(body=path.read_bytes(), content_type="text/javascript")

    player.page.route(f"{player.url}duck-down*.js", script)
    player.page.reload()
    player.el.wait_for()


def legal(p: Player) -> list[dict[str, Any]]:
    mine = p.ui()["mine"]
    return list(mine["legal"]) if mine else []


def act(p: Player, action: dict[str, Any]) -> None:
    """Tap the board's button for `action`, then wait until the seat's view moved on."""
    before = json.dumps(legal(p), separators=(",", ":"))
    wanted = json.dumps(action, separators=(",", ":"))
    p.page.locator(f"duck-down-table .guess-actions button[data-action='{wanted}']").click()
    p.page.wait_for_function(MOVED, arg=before, timeout=10_000)


def test_guess_plays_from_the_lobby_to_the_end(
    browser: Browser, guess_host: str, guess_page: Path, shots_dir: Path
) -> None:
    anna = Player(browser, guess_host, "Anna", PHONE, "light")
    ben = Player(browser, guess_host, "Ben", TABLET, "dark")
    for p in (anna, ben):
        serve_page(p, guess_page)

    # Anna picks Guess in the lobby; its options form is built from Guess's schema.
    anna.page.get_by_label("Your name").fill("Anna")
    anna.page.get_by_label("Table name").fill("Guessing")
    anna.page.locator("duck-down-table label.game-choice", has_text="Guess").click()
    anna.page.get_by_label("Cards in the deck").fill("5")
    anna.page.get_by_role("button", name="Create table").click()
    anna.page.get_by_role("button", name="Start game").wait_for()
    ben.page.get_by_label("Your name").fill("Ben")
    ben.page.locator("duck-down-table li", has_text="Guessing").get_by_role(
        "button", name="Join"
    ).click()
    anna.page.locator("duck-down-table .seats li").nth(1).wait_for()
    anna.page.get_by_role("button", name="Start game").click()
    for p in (anna, ben):
        p.page.wait_for_function(
            "document.querySelector('duck-down-table').uiState.mine !== null", timeout=10_000
        )
        assert p.ui()["table"]["ruleset"] == "guess"

    # Each page shows its own card face up and the other's as a back.
    for me, p in enumerate((anna, ben)):
        mine = p.ui()["mine"]
        faces = p.page.locator("duck-down-table .guess-seats li [data-card]")
        assert faces.count() == 1
        assert faces.first.get_attribute("data-card") == str(mine["card"])
        other = p.page.locator(f"duck-down-table .guess-seats li[data-seat='{1 - me}']")
        assert other.locator(".back").count() == 1

    players = (anna, ben)
    bets = deals = guesses = 0
    for _ in range(40):
        phase = anna.ui()["pub"]["phase"]
        if phase == "over":
            break
        if phase == "between":
            # the table's owner deals: an owner action, sent with no seat
            anna.page.get_by_role("button", name="Deal the next round").click()
            anna.page.wait_for_function(PHASE_IS_NOT, arg="between", timeout=10_000)
            deals += 1
            continue
        if phase == "look":
            for p in players:
                if {"type": "ready"} in legal(p):
                    act(p, {"type": "ready"})
            anna.page.wait_for_function(PHASE_IS_NOT, arg="look", timeout=10_000)
            continue
        guesser = players[anna.ui()["pub"]["turn"]]
        guesser.page.wait_for_function(CAN_GUESS, timeout=10_000)
        watcher = players[1 - players.index(guesser)]
        if bets == 0 and {"type": "bet"} in legal(watcher):
            act(watcher, {"type": "bet"})  # a decision nobody waits for, once in the game
            bets += 1
        act(guesser, next(m for m in legal(guesser) if m["type"] == "guess"))
        guesses += 1
    pub = anna.ui()["pub"]
    assert pub["phase"] == "over", pub
    assert deals == 1 and guesses == 4 and bets == 1
    for p in (anna, ben):
        p.page.get_by_text("Game over").first.wait_for(timeout=10_000)
        assert p.errors == []
    anna.shot(shots_dir / "guess-over-phone.png")
