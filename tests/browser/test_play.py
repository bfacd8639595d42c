"""A real host (`duckdown serve`), real browsers: two people and a bot play a whole game.

- Anna (phone, light) creates the table, Ben (tablet, dark) joins, Anna adds a bot and starts.
- Everything is done through the UI; a small policy picks moves from the seat's `legal`.
- Ben reloads mid-game and must be back in his seat.
- Cleo, a third context, watches: she has no buttons, and forged requests for a seat fail.
- Every WebSocket frame and every rendered DOM is checked for other seats' hidden cards.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.browser_support import PHONE, TABLET
from tests.browser.host_support import Player

ENGINE_SECRETS = ("drew", "peeked")


def seat_of(p: Player) -> int | None:
    mine = p.ui()["mine"]
    return None if mine is None else mine["seat"]


STATE_MOVED = """() => {
    const s = document.querySelector('duck-down-table').uiState, b = window.__before;
    return s.mine !== b.mine || s.error !== b.error || s.dismissedResult !== b.dismissedResult;
}"""


def step(p: Player, want_call: bool, shots_dir: Path | None = None) -> bool:
    """Make one move through the UI if this seat may. True if something was clicked."""
    page = p.page
    # Remember the state this move is decided on; the next move waits until it is superseded.
    page.evaluate("() => { window.__before = document.querySelector('duck-down-table').uiState; }")
    # Continue on a round's result (not the podium's, which also says Continue: closing it
    # when the game ends between two looks would hide Play again)
    cont = page.locator("duck-down-table .dialog[aria-labelledby=res-h]").get_by_role(
        "button", name="Continue"
    )
    if cont.count() and cont.first.is_visible():
        p.results_seen += 1
        if shots_dir is not None and p.results_seen == 1:
            p.shot(shots_dir / f"play-result-{p.name.lower()}.png")
        cont.first.click()
        return True
    mine = p.ui()["mine"]
    if not mine:
        return False
    legal = set(mine["legal"])
    if not legal:
        return False
    try:
        if "ready" in legal:
            # a round's result may have opened meanwhile, with a Ready of its own on top
            page.get_by_role("button", name="✓ Ready").last.click()
        elif want_call and "call" in legal:
            page.get_by_role("button", name="Duck Down!").click()
            page.get_by_role("button", name="Yes, Duck Down!").click()
        elif "draw" in legal:
            page.locator("duck-down-table .actions").get_by_role(
                "button", name="Draw", exact=True
            ).click()
        elif "double" in legal:
            page.get_by_role("button", name="Use Double: draw again").click()
        elif "replace" in legal:
            page.locator("duck-down-table .hand button.slot").nth(
                mine["turn"]["number"] % 4
            ).click()
        elif "peek" in legal:
            page.locator("duck-down-table .hand button.slot").nth(1).click()
        elif "swap" in legal:
            page.locator("duck-down-table .hand button.slot").nth(2).click()
            page.locator("duck-down-table .opp button.slot").nth(1).click()
        elif "throw" in legal:
            page.get_by_role("button", name="Throw away").click()
        else:
            return False
    except PlaywrightTimeout:
        # The table moved on under this decision (the opening look ran out, say), so the
        # button is gone for good. Decide again on the new state; anything else is a failure.
        if not page.evaluate(STATE_MOVED):
            raise
        return False
    # The host answers with a new seat view (or an error); a result dialog closes at once.
    page.wait_for_function(STATE_MOVED)
    return True


# ------------------------------------------------------------------------------- leak checks


def check_frames(p: Player, my_seat: int | None) -> int:
    """No frame this context saw shows another seat's hidden card. Returns frames checked."""
    peeks: list[Any] = []  # values this seat peeked at (a reveal may follow the card elsewhere)
    last_took: dict[int, Any] = {}  # the pile card each seat took last (public)
    for raw in p.frames:
        try:
            msg = json.loads(raw)
        except ValueError:
            continue
        kind = msg.get("type")
        if kind == "public":
            game = (msg.get("snapshot") or {}).get("game")
            if game:
                check_public_game(game)
        elif kind == "event":
            ev = msg["event"]
            assert not (ev["type"] in ENGINE_SECRETS and "card" in ev), (
                "public event with a secret",
                ev,
            )
        elif kind == "private":
            assert msg["seat"] == my_seat, (
                "a private message for another seat",
                msg["seat"],
                my_seat,
            )
            for ev in msg.get("events", []):
                s = ev.get("seat")
                if ev["type"] == "took":
                    last_took[s] = ev["card"]
                if s == my_seat:
                    if ev["type"] == "peeked":
                        peeks.append(ev.get("card"))
                    continue
                if ev["type"] in ENGINE_SECRETS:
                    assert "card" not in ev, ("another seat's secret in my events", ev)
                if ev["type"] == "replaced" and "card" in ev:
                    assert last_took.get(s, "none") == ev["card"] or ev["card"] in peeks, ev
            view = msg.get("view")
            if view:
                check_seat_view(view, my_seat, peeks)
        elif "type" not in msg and msg.get("command") == "game/action" and my_seat is not None:
            assert msg.get("seat") == my_seat  # (the spectator's forged requests are checked below)
    return len(p.frames)


def check_public_game(game: dict[str, Any]) -> None:
    # KeepKnown is off at this table: no row card is public until the round's reveal
    # (ruling 22) or the game's end.
    if game["phase"] in ("reveal", "over"):
        return
    for row in game["rows"]:
        assert row == [None, None, None, None], ("a row card in the public view", game["rows"])
    held = game.get("held")
    if held and held["source"] == "deck":
        assert held["card"] is None, ("a drawn card in the public view", held)


def check_seat_view(view: dict[str, Any], me: int | None, peeks: list[Any]) -> None:
    if view["phase"] in ("reveal", "over"):
        return
    for s, row in enumerate(view["rows"]):
        if s == me:
            continue
        for card in row:
            # only a card this seat itself peeked at may show in another row (it follows a swap)
            assert card is None or card in peeks, ("another seat's card in my view", s, row)
    held = view.get("held")
    if held and held["seat"] != me and held["source"] == "deck":
        assert held["card"] is None, ("another seat's drawn card in my view", held)


def check_dom(p: Player) -> None:
    """The DOM shows a face only where this seat's view has a value."""
    res = p.page.evaluate(
        """() => {
            const el = document.querySelector('duck-down-table');
            const s = el.uiState;
            const v = s.mine ?? s.pub;
            if (!v) return {ok: true};
            const root = el.shadowRoot;
            const bad = [];
            for (const b of root.querySelectorAll('.card.back')) {
                const names = [...b.attributes].map((a) => a.name).sort().join(',');
                if (names !== 'aria-hidden,class' || b.textContent.trim() !== '') bad.push(names);
                const holder = b.parentElement;
                for (const a of holder.attributes) if (a.name.startsWith('data-') || a.name === 'id') bad.push(a.name);
            }
            const faces = root.querySelectorAll('.felt .opp .card.face').length;
            const known = v.rows.filter((_, i) => i !== v.seat).flat().filter((c) => c !== null).length;
            const heldBack = v.held && v.held.card === null ? root.querySelectorAll('.held .card.face').length : 0;
            return {ok: bad.length === 0 && faces === known && heldBack === 0, bad, faces, known, heldBack};
        }"""
    )
    assert res["ok"], res


# ------------------------------------------------------------------------------- the game


def test_two_people_and_a_bot_play_a_whole_game(
    browser: Browser, host: str, shots_dir: Path
) -> None:
    anna = Player(browser, host, "Anna", PHONE, "light")
    ben = Player(browser, host, "Ben", TABLET, "dark")
    players = [anna, ben]

    # Anna creates a table and takes seat 0.
    anna.page.get_by_label("Your name").fill("Anna")
    anna.page.get_by_label("Table name").fill("Kitchen")
    anna.page.get_by_role("button", name="Create table").click()
    anna.page.get_by_role("button", name="Start game").wait_for()
    anna.shot(shots_dir / "play-waiting-phone-light.png")

    # Ben sees it in the lobby and joins.
    ben.page.get_by_label("Your name").fill("Ben")
    row = ben.page.locator("duck-down-table li", has_text="Kitchen")
    row.get_by_role("button", name="Join").click()
    ben.page.get_by_text("Waiting for the table's owner to start").wait_for()

    # A bot, then start with the default length: one round per player.
    anna.page.get_by_label("Bot level").select_option(index=0)
    anna.page.get_by_role("button", name="Add bot").click()
    anna.page.locator("duck-down-table .seats li").nth(2).wait_for()
    anna.page.get_by_role("button", name="Start game").click()

    for p in players:
        p.page.wait_for_function(
            "document.querySelector('duck-down-table').uiState.mine !== null", timeout=10_000
        )
    assert seat_of(anna) == 0
    assert seat_of(ben) == 1

    # Cleo watches from a third context.
    cleo = Player(browser, host, "Cleo", TABLET, "light")
    row = cleo.page.locator("duck-down-table li", has_text="Kitchen")
    row.get_by_role("button", name="Watch").click()
    cleo.page.wait_for_function(
        "document.querySelector('duck-down-table').uiState.pub !== null", timeout=10_000
    )

    reloaded = False
    shots_mid = False
    calls = {0: 0, 1: 0}
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        pub = anna.ui()["pub"]
        if pub and pub["phase"] == "over":
            break
        moved = False
        for i, p in enumerate(players):
            mine = p.ui()["mine"]
            want_call = (
                bool(mine)
                and mine["turn"] is not None
                and mine["turn"]["number"] >= 2
                and calls[i] < 3
            )
            if step(p, want_call, shots_dir):
                moved = True
                if want_call:
                    calls[i] += 1
                check_dom(p)
        pub = anna.ui()["pub"]
        if not reloaded and pub and pub["phase"] == "turn" and pub["turn"]["number"] >= 2:
            # Ben reloads: same seat, from the credential in his localStorage.
            ben.page.reload()
            ben.page.wait_for_function(
                "document.querySelector('duck-down-table').uiState.mine !== null", timeout=10_000
            )
            assert seat_of(ben) == 1
            reloaded = True
        if (
            not shots_mid
            and pub
            and pub["phase"] == "turn"
            and (pub.get("held") or pub["turn"]["number"] >= 3)
        ):
            take_shots([*players, cleo], shots_dir, "mid")
            shots_mid = True
        if not moved:
            time.sleep(0.1)
    else:
        pytest.fail(f"the game did not end: {json.dumps(anna.ui()['pub'])[:800]}")

    assert reloaded
    assert anna.ui()["pub"]["rounds"] == 3
    assert anna.results_seen >= 1 and ben.results_seen >= 1  # the round-end reveal showed
    # Everyone sees the podium.
    for p in [anna, ben, cleo]:
        p.page.get_by_text("Game over").first.wait_for(timeout=10_000)
    take_shots([*players, cleo], shots_dir, "over")

    # Cleo cannot act: no action buttons, no credential, forged requests refused.
    assert cleo.ui()["mine"] is None
    assert (
        cleo.page.evaluate(
            "Object.keys(localStorage).filter((k) => k.startsWith('duckdown.seat.'))"
        )
        == []
    )
    table_id = anna.ui()["table"]["id"]
    answers = cleo.page.evaluate(
        """async (tableId) => {
            const ws = new WebSocket(new URL('ws', location.href).toString().replace('http', 'ws'));
            await new Promise((r) => ws.addEventListener('open', r));
            const out = [];
            // every answer, awaited: four requests, four responses (or the test's timeout)
            const all = new Promise((r) => ws.addEventListener('message', (e) => {
                const m = JSON.parse(e.data);
                if (m.type === 'response') out.push(m);
                if (out.length === 4) r();
            }));
            const fake = 'A'.repeat(43);
            ws.send(JSON.stringify({command: 'game/action', transaction: 'x1', table_id: tableId, seat: 0, action: {type: 'draw'}}));
            ws.send(JSON.stringify({command: 'game/action', transaction: 'x2', table_id: tableId, seat: 0, action: {type: 'draw'}, auth: {role: 'seat', nonce: Date.now(), mac: fake}}));
            ws.send(JSON.stringify({command: 'ws/auth', transaction: 'x3', table_id: tableId, seat: 1, auth: {role: 'seat', nonce: Date.now(), mac: fake}}));
            ws.send(JSON.stringify({command: 'table/leave', transaction: 'x4', table_id: tableId, seat: 1, auth: {role: 'seat', nonce: Date.now(), mac: fake}}));
            await all;
            ws.close();
            return out;
        }""",
        table_id,
    )
    assert len(answers) == 4
    for a in answers:
        assert a["status"] == "error", a
        assert a["error"]["code"] in ("unauthorized", "invalid_request"), a

    # No hidden card anywhere.
    n = check_frames(anna, 0) + check_frames(ben, 1) + check_frames(cleo, None)
    assert n > 50
    for p in [anna, ben, cleo]:
        check_dom(p)
        assert p.errors == [], (p.name, p.errors)
    # Ben's seat credential survived the reload and is not the public table id or seat.
    stored = ben.page.evaluate(f"localStorage.getItem('duckdown.seat.{table_id}')")
    assert stored and json.loads(stored)["secret"] not in (table_id, "1")
    for p in [anna, ben, cleo]:
        p.context.close()


def take_shots(players: list[Player], shots_dir: Path, tag: str) -> None:
    for p in players:
        for size_name, size in (("phone", PHONE), ("tablet", TABLET)):
            for scheme in ("light", "dark"):
                p.page.set_viewport_size(size)
                p.page.emulate_media(color_scheme=scheme, reduced_motion="reduce")
                p.page.wait_for_function(
                    """([w, dark]) => window.innerWidth === w
                        && matchMedia('(prefers-color-scheme: dark)').matches === dark""",
                    arg=[size["width"], scheme == "dark"],
                )
                p.page.evaluate("document.querySelector('duck-down-table').updateComplete")
                p.shot(shots_dir / f"play-{tag}-{p.name.lower()}-{size_name}-{scheme}.png")
        p.page.set_viewport_size(PHONE if p.name == "Anna" else TABLET)
        p.page.emulate_media(
            color_scheme="light" if p.name != "Ben" else "dark", reduced_motion="reduce"
        )


def test_keep_known_shows_eye_markers(browser: Browser, host: str, shots_dir: Path) -> None:
    """With KeepKnown, cards this seat knows stay face up with an eye, and only those."""
    anna = Player(browser, host, "Anna", PHONE, "dark")
    page = anna.page
    page.get_by_label("Your name").fill("Anna")
    page.get_by_label("Table name").fill("Memory")
    page.get_by_label("Easy memory: cards you know stay face up").check()
    page.get_by_role("button", name="Create table").click()
    page.get_by_label("Bot level").select_option(index=0)
    page.get_by_role("button", name="Add bot").click()
    page.locator("duck-down-table .seats li").nth(1).wait_for()
    page.get_by_label("Rounds").select_option("1")
    page.get_by_role("button", name="Start game").click()
    page.wait_for_function(
        "document.querySelector('duck-down-table').uiState.mine !== null", timeout=10_000
    )

    max_eyes = 0
    shot = False
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        ui = anna.ui()
        if ui["pub"] and ui["pub"]["phase"] == "over":
            break
        mine = ui["mine"]
        want_call = bool(mine) and mine["turn"] is not None and mine["turn"]["number"] >= 3
        moved = step(anna, want_call)
        counts = page.evaluate(
            """() => {
                const el = document.querySelector('duck-down-table');
                const v = el.uiState.mine;
                if (!v || v.phase !== 'turn') return null;
                const shown = v.eye.filter(([s, i]) => v.rows[s][i] !== null).length;
                const eyes = el.shadowRoot.querySelectorAll('.felt .slot .card .eye').length;
                return {shown, eyes};
            }"""
        )
        if counts:
            assert counts["eyes"] == counts["shown"], counts
            max_eyes = max(max_eyes, counts["eyes"])
            if counts["eyes"] >= 2 and not shot:
                anna.shot(shots_dir / "play-keepknown-anna-phone-dark.png")
                shot = True
        check_dom(anna)
        if not moved:
            time.sleep(0.1)
    else:
        pytest.fail("the game did not end")
    # Slots 0 and 3 from the opening look are known for the whole round.
    assert max_eyes >= 2
    assert anna.errors == []
    anna.context.close()


def test_owner_hands_an_absent_seat_to_a_bot_and_plays_again(browser: Browser, host: str) -> None:
    """Ben's browser goes away mid-game; Anna (the owner) lets a bot play his seat to the end,
    then starts another game with the same seats."""
    anna = Player(browser, host, "Anna", PHONE, "light")
    ben = Player(browser, host, "Ben", TABLET, "dark")
    anna.page.get_by_label("Your name").fill("Anna")
    anna.page.get_by_label("Table name").fill("Porch")
    anna.page.get_by_role("button", name="Create table").click()
    anna.page.get_by_role("button", name="Start game").wait_for()
    ben.page.get_by_label("Your name").fill("Ben")
    ben.page.locator("duck-down-table li", has_text="Porch").get_by_role(
        "button", name="Join"
    ).click()
    ben.page.get_by_text("Waiting for the table's owner to start").wait_for()
    anna.page.locator("duck-down-table .seats li").nth(1).wait_for()
    anna.page.get_by_label("Rounds").select_option("1")
    anna.page.get_by_role("button", name="Start game").click()
    for p in (anna, ben):
        p.page.wait_for_function(
            "document.querySelector('duck-down-table').uiState.mine !== null", timeout=10_000
        )

    # Ben closes his browser: his seat becomes absent, and Anna is offered a bot for it.
    ben.context.close()
    ben_row = anna.page.get_by_role("listitem", name="Ben")
    let_bot = ben_row.get_by_role("button", name="Let a bot play", exact=True)
    let_bot.wait_for(timeout=10_000)
    ben_row.get_by_label("Bot level for Ben").select_option("easy")
    let_bot.click()
    anna.page.wait_for_function(
        """() => document.querySelector('duck-down-table').uiState.table
            .seats.find((x) => x.seat === 1).bot === 'easy'""",
        timeout=10_000,
    )
    ben_row.get_by_role("button", name="Take back").wait_for()  # the owner may take it back

    # The bot plays Ben's seat; the game goes on to the end.
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ui = anna.ui()
        if ui["pub"] and ui["pub"]["phase"] == "over":
            break
        mine = ui["mine"]
        want_call = bool(mine) and mine["turn"] is not None and mine["turn"]["number"] >= 3
        if not step(anna, want_call):
            time.sleep(0.1)
    else:
        pytest.fail(f"the game did not end: {json.dumps(anna.ui()['pub'])[:800]}")
    anna.page.get_by_text("Game over").first.wait_for(timeout=10_000)
    check_dom(anna)

    # Anna plays again: the same seats, Ben's still played by the bot, a fresh deal.
    over_seq = anna.ui()["pub"]["seq"]
    anna.page.get_by_role("button", name="Play again").click()
    anna.page.wait_for_function(
        """(seq) => {
            const s = document.querySelector('duck-down-table').uiState;
            return s.pub.seq > seq && s.pub.phase === 'peek' && s.mine && s.mine.phase === 'peek';
        }""",
        arg=over_seq,
        timeout=10_000,
    )
    anna.page.get_by_role("button", name="✓ Ready").wait_for()
    assert anna.page.get_by_role("button", name="Play again").count() == 0  # the podium is gone
    seats = anna.ui()["table"]["seats"]
    assert [(x["name"], x["bot"]) for x in seats] == [("Anna", None), ("Ben", "easy")]
    check_dom(anna)
    assert check_frames(anna, 0) > 10
    assert anna.errors == []
    anna.context.close()
