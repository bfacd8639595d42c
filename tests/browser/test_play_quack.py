"""Whole Quack-Quack games in Chromium against a real `duckdown serve` (issue 16 §5).

Anna (a phone) picks Quack-Quack in the lobby, sets one round, adds three bots and plays
through the page: at four players with the bot at seat 2 as her partner against the bots at seats 1 and 3,
including a pass with a swap of two cards with her partner and a bomb she declares on a
Governor. Every decision of hers goes through the page: the cards tapped in her hand and the
button the board offers for them.

The game is chosen, not hoped for: the table's seed (`seeded_host`, which also seeds the bots)
is the first for which the same game played through the engine, with the same random bots and
Anna's same policy, has both the swap and the bomb. Quack-Quack is turn by turn, so the game in
the page is that game; the test still checks every step on the page and the host's views.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser

from duckdown.bots import make_bot
from duckdown.engine import get_ruleset
from tests.browser.browser_support import PHONE, TABLET
from tests.browser.play_support import Person, add_bots, create_table, seeded_host, shots, start

R = get_ruleset("quack_quack")
OPTIONS = {"turn_time": 30, "rounds": 1, "goal_coins": 4}
WORDS = {
    "inspector": "Secret Inspector",
    "farmer": "Farmer",
    "craftsman": "Craftsman",
    "merchant": "Merchant",
    "agitator": "Agitator",
    "guard": "Guard",
    "secretary": "Secretary",
    "governor": "Governor",
}
PARTNER_SEAT = 2  # Anna is seat 0; the teams at four are 0 & 2, 1 & 3


def policy(v: dict[str, Any]) -> dict[str, Any]:
    """Anna's choice from her seat view: a bomb whenever she may, one swap with her partner
    (or one exchange with the class deck at two players), a pair to lead, the weakest play
    that beats the last one, else a pass."""
    legal = v["legal"]
    kind = v["decision"]["kind"]

    def of(t: str) -> list[dict[str, Any]]:
        return [a for a in legal if a["type"] == t]

    if of("bomb"):
        return of("bomb")[0]
    if kind == "join":
        return (of("join") or of("decline"))[0]
    if kind in ("give_back", "discard"):
        return dict(legal[0])
    swapped = any(x["type"] in ("gave", "deck") for x in v["exchanges"])
    for exchange in ("give", "take"):
        if of(exchange) and not swapped:
            return of(exchange)[0]
    plays = of("play")
    if kind == "lead":
        pairs = [a for a in plays if len(a["cards"]) == 2]
        return (pairs or plays)[0]
    return (plays or of("pass"))[0]


def engine_game(players: int, seed: int, options: dict[str, Any]) -> list[dict[str, Any]]:
    """Anna's actions in the game the host deals from `seed` with random bots."""
    s = R.new_game(R.parse_config(options), players, seed, now=0)
    bots = {k: make_bot("quack_quack", "random", k, seed, options) for k in range(1, players)}
    mine: list[dict[str, Any]] = []
    while not R.is_over(s):
        (seat,) = R.seats_to_act(s)
        v = R.seat_view(s, seat, 0)
        a = policy(v) if seat == 0 else bots[seat].act(v)
        assert a is not None
        if seat == 0:
            mine.append(a)
        R.apply(s, seat, R.parse_action(a), 0)
    return mine


def fitting_seed(players: int, options: dict[str, Any], wants: tuple[str, ...]) -> int:
    for seed in range(1000):
        types = {a["type"] for a in engine_game(players, seed, options)}
        if all(w in types for w in wants):
            return seed
    raise LookupError("no seed fits")


def words(cards: list[str]) -> str:
    return " + ".join(WORDS[c] for c in cards)


def label(a: dict[str, Any], p: Person) -> str:
    """The board's words on `p`'s page for the button that sends `a`."""
    kind = a["type"]
    if kind == "play":
        return f"Play {words(a['cards'])}"
    if kind == "bomb":
        name = "Secret Inspection" if "inspector" in a["cards"] else "Revolution"
        return f"{name}! {words(a['cards'])}"
    if kind == "join":
        return f"Join with {WORDS[a['card']]}"
    if kind == "give":
        return f"Give {words(a['cards'])} to {p.seat_name(PARTNER_SEAT)}"
    if kind == "give_back":
        return f"Give {words(a['cards'])} back to"
    if kind == "discard":
        return f"Put aside {words(a['cards'])}"
    return {"pass": "Pass", "take": "Pass and take two", "decline": "Decline"}[kind]


def perform(p: Person, a: dict[str, Any]) -> None:
    """Take `a` through the page: tap its cards in the hand, then the button for them."""
    page = p.page
    page.evaluate(
        "() => { window.__before = document.querySelector('duck-down-table').uiState.mine; }"
    )
    bar = page.locator("duck-down-table .qq-actions")
    if a["type"] == "give":
        partner = p.seat_name(PARTNER_SEAT)
        bar.get_by_role("button", name=f"Pass and swap two with {partner}").click()
    cards = a.get("cards") or ([a["card"]] if "card" in a else [])
    if cards:
        seen: dict[str, int] = {}
        for c in cards:
            k = seen.get(c, 0)
            seen[c] = k + 1
            hand = page.locator("duck-down-table .qq-hand")
            hand.get_by_role("button", name=WORDS[c], exact=True).nth(k).click()
        send = bar.locator("button.send")
        assert send.inner_text().startswith(label(a, p)), (
            send.inner_text(),
            a,
        )
        send.click()
    else:
        bar.get_by_role("button", name=label(a, p), exact=True).click()
    p.wait("s.mine !== window.__before || s.error !== null")
    assert p.ui()["error"] is None, p.ui()["error"]


def no_hidden_cards(p: Person, seat: int) -> None:
    """No frame brought Anna another seat's hand or exchange; public snapshots carry no hand."""
    for msg in p.frames_json():
        if msg.get("type") == "private":
            assert msg["seat"] == seat, msg["seat"]
        if msg.get("type") == "public":
            game = (msg.get("snapshot") or {}).get("game") or {}
            assert not {"hand", "exchanges", "teammate_holds"} & set(game), sorted(game)


def dom_hand_is_mine(p: Person) -> None:
    """The hand on the page is exactly Anna's hand in her view, and no other seat shows a card."""
    mine = p.mine()
    assert mine is not None
    shown = p.page.evaluate(
        """() => [...document.querySelector('duck-down-table').shadowRoot
            .querySelectorAll('.qq-hand .qcard')].map((c) => c.getAttribute('aria-label'))"""
    )
    assert sorted(shown) == sorted(WORDS[c] for c in mine["hand"]), (shown, mine["hand"])


def play_out(p: Person, shots_dir: Path, tag: str, timeout_s: float = 50) -> list[dict[str, Any]]:
    """Anna plays the game to its end by `policy`; her actions as the host took them."""
    done: list[dict[str, Any]] = []
    shot: set[str] = set()
    while True:
        p.wait(
            "(s.pub && s.pub.phase === 'over') || (s.mine && s.mine.decision"
            " && s.mine.decision.seat === s.mine.seat && s.mine.legal.length > 0)",
            timeout=timeout_s * 1000,
        )
        v = p.mine()
        pub = p.ui()["pub"]
        if pub["phase"] == "over":
            return done
        # a round's results: she reads them and goes on (the next round has begun meanwhile)
        results = p.page.locator("duck-down-table .dialog[aria-labelledby=res-h]")
        if results.count() and results.first.is_visible():
            if "results" not in shot:
                shot.add("results")
                shots(p, shots_dir, f"play-quack-{tag}-results")
            results.get_by_role("button", name="Continue").click()
            results.wait_for(state="hidden")
        assert v is not None
        a = policy(v)
        dom_hand_is_mine(p)
        if a["type"] in ("bomb", "give_back", "discard") and a["type"] not in shot:
            shot.add(a["type"])
            shots(p, shots_dir, f"play-quack-{tag}-{a['type']}")
        perform(p, a)
        said = log_line(a, p)
        if said:  # the game log says what she did, in her own words
            p.page.locator("duck-down-table").get_by_text(said).first.wait_for()
        done.append(a)


def log_line(a: dict[str, Any], p: Person) -> str | None:
    if a["type"] == "give":
        return f"You pass and hand {words(a['cards'])} to {p.seat_name(PARTNER_SEAT)}."
    if a["type"] == "bomb":
        name = "Secret Inspection" if "inspector" in a["cards"] else "Revolution"
        return f"declares a {name}: {words(a['cards'])}!"
    if a["type"] == "discard":
        return f"You put {words(a['cards'])} aside."
    return None


@pytest.fixture
def quack4_host(tmp_path: Path) -> Iterator[str]:
    yield from seeded_host(tmp_path, fitting_seed(4, OPTIONS, ("give", "bomb")))


def test_four_players_a_swap_with_the_partner_and_a_bomb(
    browser: Browser, quack4_host: str, shots_dir: Path
) -> None:
    anna = Person(browser, quack4_host, "Anna", PHONE, "light")
    page = anna.page
    create_table(
        anna,
        "Quack-Quack",
        "Coins",
        {"Rounds (3 or 4 players)": "1", "Time per decision (seconds, 0 = no limit)": "30"},
    )
    assert anna.ui()["table"]["options"] == OPTIONS
    add_bots(anna, "random", 3)
    start(anna)
    view = anna.mine()
    assert view is not None and view["teams"] == [[0, 2], [1, 3]] and len(view["hand"]) == 10
    page.get_by_text("partner").first.wait_for()  # seat 2's bot is shown as her partner
    shots(anna, shots_dir, "play-quack4-start")

    done = play_out(anna, shots_dir, "4")
    types = [a["type"] for a in done]
    assert "give" in types and "bomb" in types, types

    # the swap: two cards to the partner and two back, shown to Anna alone
    frames = anna.frames_json()
    views = [m["view"] for m in frames if m.get("type") == "private" and m.get("view")]
    swaps = [x for v in views for x in v["exchanges"] if x["type"] == "gave"]
    assert swaps and swaps[-1]["with"] == 2 and len(swaps[-1]["got"]) == 2, swaps
    gave = next(a for a in done if a["type"] == "give")
    assert sorted(swaps[-1]["gave"]) == sorted(gave["cards"])
    # the bomb: declared by Anna on a Governor, with its joining lap, seen by everyone
    events = [m["event"] for m in frames if m.get("type") == "event"]
    bombs = [e for e in events if e.get("type") in ("revolution", "secret_inspection")]
    assert any(e.get("seat") == 0 for e in bombs), [e.get("type") for e in events][-40:]

    # the end: the podium with the teams' totals
    page.get_by_text("Game over").first.wait_for(timeout=20_000)
    over = anna.ui()["pub"]
    assert over["phase"] == "over" and over["winners"], over
    assert sum(over["team_totals"]) == sum(over["totals"])
    shots(anna, shots_dir, "play-quack4-over")
    no_hidden_cards(anna, 0)
    anna.clean()
    anna.context.close()


OPTIONS_2 = {"turn_time": 30, "rounds": 5, "goal_coins": 3}


@pytest.fixture
def quack2_host(tmp_path: Path) -> Iterator[str]:
    yield from seeded_host(tmp_path, fitting_seed(2, OPTIONS_2, ("take", "bomb")))


def test_two_players_from_the_lobby_to_the_winner(
    browser: Browser, quack2_host: str, shots_dir: Path
) -> None:
    """Two players, first to three coins: rounds follow each other until one has them, with
    an exchange with the class deck (two taken, two put aside) and a bomb on the way."""
    anna = Person(browser, quack2_host, "Anna", TABLET, "dark")
    page = anna.page
    create_table(anna, "Quack-Quack", "Two", {"Coins to win (2 players)": "3"})
    assert anna.ui()["table"]["options"] == OPTIONS_2
    add_bots(anna, "random", 1)
    start(anna)
    view = anna.mine()
    assert view is not None and view["teams"] is None and len(view["hand"]) == 12
    assert view["deck"] == 16

    done = play_out(anna, shots_dir, "2")
    types = [a["type"] for a in done]
    assert {"take", "discard", "bomb"} <= set(types), types
    # what she took from the class deck and put aside was shown to her
    views = [m["view"] for m in anna.frames_json() if m.get("type") == "private" and m.get("view")]
    took = [x for v in views for x in v["exchanges"] if x["type"] == "deck" and x["discarded"]]
    assert took and all(len(x["took"]) == 2 == len(x["discarded"]) for x in took)

    page.get_by_text("Game over").first.wait_for(timeout=20_000)
    over = anna.ui()["pub"]
    (winner,) = over["winners"]
    assert over["totals"][winner] >= 3 > over["totals"][1 - winner]
    assert over["round"] >= 2  # a round pays at most 2 coins, so 3 take two rounds or more
    shots(anna, shots_dir, "play-quack2-over")
    no_hidden_cards(anna, 0)
    anna.clean()
    anna.context.close()
