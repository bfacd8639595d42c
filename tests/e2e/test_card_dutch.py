"""Dutch through the Lovelace card in a real Home Assistant, with a real host, a real broker and
Debian's Chromium. Two family members play on their own phones, only by tapping the card.

- A whole game: Anna picks Dutch in the card's lobby (1 round, short decision times), Ben
  joins from his, a bot takes the third seat. Every look, draw, take, replace, discard, power,
  throw-in (right, and once wrong) and the call are taps on the board. Each phone shows only
  its own cards, Carl's wall tablet none; no card is in any Home Assistant state; the table's
  entities follow the game and its events fire (the call with the caller's name, the round's
  end with its halvings, the game's end with the winners).
- The owner between rounds: at a 5-round table Anna calls at once, Ben plays his final
  turn; the round's results offer only Anna the owner's controls. Ben's owner action over
  the WebSocket is refused and changes nothing; Anna changes the game length and deals the
  next round from her card, as the table's owner.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from functools import partial
from typing import Any

import pytest

from .boards import (
    EventLog,
    board,
    clear_tables,
    deleted_after,
    holds,
    seat_name,
    slot_button,
    table_entities,
    table_of,
    tables,
    taken_seats,
    text_of_states,
    wait_board,
)
from .harness import PHONE, TABLET, HarnessError, HAUser, HomeAssistant, wait_until
from .test_card_game import CARD, inner, open_card
from .test_card_reload import action

DASHBOARD = "duck-dutch"
#: short decision times keep the game moving should a tap come late (ruling 14: 1-5 s window)
FAST = {"turn_time": 20, "peek_time": 20, "throw_time": 1}
#: the whole game's table: time for a person to see the card land and throw in
WHOLE = {**FAST, "throw_time": 5}  # the longest window: two taps on a busy machine
GAME_TIMEOUT = 240.0
#: a card of a view or an entity (`10H`, `KS`)
CARD_ID = re.compile(r"\b(?:10|[2-9AJQK])[CDHS]\b")
NAMES = {0: "Anna", 1: "Ben"}


def dashboard(device: str | None = None) -> dict[str, Any]:
    """Phone views: `hand` without a table (the lobby until one holds a seat), `auto`, and
    `hand` at one table; the wall tablet's view of that table (`table`: public)."""
    fixed = [{"type": f"custom:{CARD}", "mode": "hand", "table": device}] if device else []
    wall = [{"type": f"custom:{CARD}", "mode": "table", "table": device}] if device else []
    return {
        "title": "Dutch",
        "views": [
            {
                "title": "Play",
                "path": "play",
                "panel": True,
                "cards": [{"type": f"custom:{CARD}", "mode": "hand"}],
            },
            {
                "title": "Phone",
                "path": "phone",
                "panel": True,
                "cards": [{"type": f"custom:{CARD}"}],
            },
            {"title": "Table", "path": "table", "panel": True, "cards": fixed},
            {"title": "Wall", "path": "wall", "panel": True, "cards": wall},
        ],
    }


class DutchPlayer:
    """One person at one phone, playing Dutch through the board's buttons."""

    def __init__(
        self, name: str, page: Any, call_at_turn: int | None, throws: bool = False
    ) -> None:
        self.name = name
        self.page = page
        self.call_at_turn = call_at_turn  # calls Dutch at the end of this turn number, or later
        self.throws = throws  # throws in: a card it remembers, right or (once) wrong
        self.moves = 0
        self.tapped: list[str] = []
        self.known: dict[int, str] = {}  # own slot -> the card this person saw there
        self.holding: str | None = None  # the card in hand, seen when drawn or taken
        self.threw: list[dict[str, Any]] = []  # the host's record of each of its throws

    def observe(self, st: dict[str, Any]) -> None:
        """Remember what the phone shows of one's own row (the look, a Queen) and in hand,
        as a person does; forget a place that was emptied."""
        v = st["view"]
        seat = st["seat"]
        if v is None or seat is None or v["phase"] not in ("look", "turn"):
            if v is not None and v["phase"] in ("between", "over"):
                self.known.clear()
            return
        for k, card in enumerate(v["rows"][seat]):
            if card is not None:
                self.known[k] = card
            if not v["filled"][seat][k]:
                self.known.pop(k, None)
        held = v.get("held")
        self.holding = held["card"] if held and held["seat"] == seat else None

    def throw(self, st: dict[str, Any]) -> str | None:
        """Throw in at an open window: a remembered card of its rank; else, once, a card of
        another rank (a wrong throw: back into its place, plus a penalty card)."""
        v = st["view"]
        window = v.get("window") or {}
        if not self.throws or "throw_in" not in st["legal"] or not window.get("open"):
            return None
        rank = window["rank"]
        right = [k for k, c in self.known.items() if c[:-1] == rank]
        wrong = [k for k, c in self.known.items() if c[:-1] != rank]
        if right:
            slot, kind = right[0], "throw_right"
        elif wrong and not any(t["correct"] is False for t in self.threw):
            slot, kind = wrong[0], "throw_wrong"
        else:
            return None
        t = inner(self.page)
        t.get_by_role("button", name=re.compile(r"^Throw in ")).first.click()
        t.get_by_role("button", name=re.compile(rf"^Your card {slot + 1}:")).click()
        self.known.pop(slot, None)  # gone, or back and seen by all: no longer a secret
        return kind

    def act(self, st: dict[str, Any]) -> str | None:
        """One tap (or two: a call and its confirmation, a throw-in and its card) that
        `st.legal` allows."""
        legal = set(st["legal"])
        v = st["view"]
        t = inner(self.page)
        bar = t.locator(".du-actions")
        turn = v.get("turn") or {}
        step = turn.get("step") if turn.get("seat") == st["seat"] else None
        thrown = self.throw(st)
        if thrown:
            return thrown
        if v["phase"] == "look":
            if "ready" in legal:
                t.get_by_role("button", name=re.compile(r"Ready$")).first.click()
                return "ready"
            if "choose" in legal:
                t.get_by_role("button", name=re.compile(r"^Your card \d+: face down")).first.click()
                return "choose"
            return None
        if step == "start":
            if "take" in legal and ("draw" not in legal or self.moves % 3 == 2):
                t.get_by_role("button", name=re.compile(r"^Take ")).first.click()
                return "take"
            if "draw" in legal:
                bar.get_by_role("button", name="Draw", exact=True).click()
                return "draw"
        if step == "hold":
            if "discard" in legal and self.moves % 2:
                t.get_by_role("button", name=re.compile(r"^Discard ")).first.click()
                return "discard"
            if "replace" in legal:
                place = t.get_by_role("button", name=slot_button("Your card")).nth(self.moves % 2)
                label = re.match(r"Your card (\d+)", place.get_attribute("aria-label") or "")
                assert label, "a place of one's own row without its number"
                slot = int(label.group(1)) - 1
                place.click()
                if self.holding:
                    self.known[slot] = self.holding  # the card put there is one it saw
                return "replace"
        if step == "power":
            if turn.get("power") == "queen" and self.moves % 2 == 0:
                # look at one of your own cards: its value shows for you alone, for 5 s
                t.get_by_role("button", name=slot_button("Your card")).first.click()
                return "look"
            t.get_by_role("button", name=re.compile(r"^Skip the ")).first.click()
            return "skip"
        if step == "end":
            due = self.call_at_turn is not None and turn["number"] >= self.call_at_turn
            if "dutch" in legal and due:
                bar.get_by_role("button", name="Dutch!", exact=True).click()
                t.get_by_role("button", name="Yes, Dutch!").click()
                return "dutch"
            bar.get_by_role("button", name="End turn").click()
            return "end"
        return None


def check_private(st: dict[str, Any], who: str) -> None:
    """While a round runs a phone shows no card of another row: each seat sees its own cards
    only (the opening look, a Queen's look at its own card, what it drew)."""
    v = st["view"]
    if v is None or st["seat"] is None or v["phase"] not in ("look", "turn"):
        return
    for seat, row in enumerate(v["rows"]):
        if seat != st["seat"]:
            assert row == [None] * len(row), f"{who} sees seat {seat}'s cards: {row}"
    held = v.get("held")
    if held and held["seat"] != st["seat"] and held["source"] == "draw":
        assert held["card"] is None, f"{who} sees the card {held['seat']} drew"


def thrown(page: Any) -> dict[str, Any] | None:
    """This seat's throw in the window the phone shows (or the last action, once the window
    closed), or the refusal the card shows."""
    st = board(page)
    v = st["view"]
    window = v.get("window") or {}
    mine = [x for x in window.get("throws") or [] if x["seat"] == st["seat"]]
    last = v.get("last") or {}
    if not mine and last.get("type") == "throw_in" and last.get("seat") == st["seat"]:
        mine = [last]
    if mine:
        return dict(mine[-1])
    return {"refused": st["error"], "correct": None} if st["error"] else None


def check_public(st: dict[str, Any]) -> None:
    """The wall tablet shows no face-down card, no drawn card and no hand of anyone."""
    v = st["view"]
    assert not st["hasMine"] and st["seat"] is None, st
    if v is None or v["phase"] not in ("look", "turn"):
        return
    for seat, row in enumerate(v["rows"]):
        assert row == [None] * len(row), f"the wall shows seat {seat}'s cards: {row}"
    held = v.get("held")
    if held and held["source"] == "draw":
        assert held["card"] is None, f"the wall shows the card seat {held['seat']} drew"


def play_until(
    players: list[DutchPlayer],
    done_js: str,
    ha: HomeAssistant,
    user: HAUser,
    tid: str,
    walls: tuple[Any, ...] = (),
) -> int:
    """Tap through the game until `done_js` holds on every phone; the number of taps. After
    every tap: the phone got the host's answer, showed only its own cards, and Home
    Assistant's states held no card."""
    started = time.monotonic()
    taps = 0
    while True:
        assert time.monotonic() - started < GAME_TIMEOUT, "the game did not get there in time"
        finished = 0
        acted = False
        for pl in players:
            st = board(pl.page)
            check_private(st, pl.name)
            pl.observe(st)
            if holds(pl.page, done_js):
                finished += 1
                continue
            if not st["legal"]:
                continue
            before = st["seatSeq"]
            tapped = pl.act(st)
            if tapped is None:
                continue
            acted = True
            pl.moves += 1
            pl.tapped.append(tapped)
            taps += 1
            if tapped.startswith("throw"):
                # the host's answer: the throw on the window's record, or a late one refused
                pl.threw.append(wait_until(partial(thrown, pl.page), timeout=20, what="the throw"))
            else:
                wait_board(pl.page, f"st.seatSeq > {before}", timeout=20_000)
            check_private(board(pl.page), pl.name)
            if taps % 8 == 0:
                found = CARD_ID.findall(text_of_states(ha, user))
                assert not found, f"a card in Home Assistant's states: {found}"
        for wall in walls:
            check_public(board(wall))
        if finished == len(players):
            return taps
        if not acted:
            players[0].page.wait_for_timeout(25)  # poll while a bot thinks or a window runs


def create_in_lobby(page: Any, table_name: str, mode_label: str, options: dict[str, int]) -> None:
    """Anna's card lobby: pick Dutch, its game length and short times, create the table."""
    lobby = inner(page)
    lobby.locator("#name").wait_for(timeout=30_000)
    assert lobby.locator("#name").input_value() == "Anna"
    lobby.locator("label.game-choice").filter(has=page.get_by_text("Dutch", exact=True)).locator(
        "input"
    ).check()
    lobby.locator("#opt-mode").wait_for(timeout=10_000)
    lobby.locator("#opt-mode").select_option(label=mode_label)
    for key, value in options.items():
        field = lobby.locator(f"#opt-{key}")
        field.fill(str(value))
        field.dispatch_event("change")
    lobby.locator("#tname").fill(table_name)
    lobby.get_by_role("button", name="Create table").click()


def test_two_phones_play_a_whole_dutch_game_through_the_card(
    stack: HomeAssistant, users: dict[str, HAUser], browser: Any
) -> None:
    ha = stack
    anna, ben, owner = users["anna"], users["ben"], users["owner"]
    ha.save_dashboard(owner.token, DASHBOARD, "Dutch", dashboard())
    clear_tables(ha, [anna, ben, owner])
    made: list[str] = []
    with deleted_after(ha, anna, made):
        # ---- Anna picks Dutch in her card's lobby and becomes the table's owner
        pa = open_card(browser, ha, anna, "play", DASHBOARD, viewport=PHONE)
        create_in_lobby(pa, "Dutch night", "1 round", WHOLE)
        wait_board(pa, "st.tableStatus === 'lobby' && st.mode === 'hand'")
        table = wait_until(
            lambda: next(
                (t for t in tables(ha, anna) if t["name"] == "Dutch night" and t["device_id"]),
                None,
            ),
            what="the new table's device",
        )
        tid = table["table_id"]
        made.append(tid)
        assert (table["ruleset"], table["owner"], table["your_seat"]) == ("dutch", True, 0)
        options = table["options"]
        assert options["mode"] == "1_round", options
        assert {k: options.get(k) for k in WHOLE} == WHOLE, options

        # ---- Carl's wall tablet shows the table; he holds no seat
        ha.save_dashboard(owner.token, DASHBOARD, "Dutch", dashboard(table["device_id"]))
        pc = open_card(browser, ha, users["carl"], "wall", DASHBOARD, viewport=TABLET)
        wait_board(pc, "st.tableStatus === 'lobby' && st.mode === 'table'")

        # ---- Ben joins from his phone's card; a bot takes the third seat
        pb = open_card(browser, ha, ben, "phone", DASHBOARD, viewport=PHONE)
        wait_board(pb, "st.mode === 'table' && !st.hasMine")
        inner(pb).locator(".table-list li", has_text="Dutch night").get_by_role(
            "button", name="Join"
        ).click()
        wait_board(pb, "st.tableStatus === 'lobby' && st.mode === 'hand'")
        inner(pa).get_by_role("button", name=re.compile("Add bot")).click()
        wait_until(lambda: taken_seats(ha, anna, tid) == 3, what="the bot's seat")
        with EventLog(ha, owner, tid) as log:
            inner(pa).get_by_role("button", name=re.compile("Start game")).click()
            for p in (pa, pb):
                wait_board(p, "st.hasMine && v.phase === 'look'")
            entities = table_entities(ha, owner, tid)
            assert entities["phase"]["state"] == "look"
            assert entities["mode"]["state"] == "1_round"
            assert entities["round"]["state"] == "1 of 1"
            assert entities["dutch_called"]["state"] == "off"

            # ---- every move a tap; Anna calls from the third turn on, unless someone was first
            players = [
                DutchPlayer("Anna", pa, call_at_turn=3),
                DutchPlayer("Ben", pb, None, throws=True),
            ]
            taps = play_until(
                players, "v.phase === 'over' && v.winners !== null", ha, owner, tid, (pc,)
            )

            # ---- the end: both phones show the same result, and the podium
            fa, fb = board(pa), board(pb)
            winners = fa["view"]["winners"]
            assert winners and winners == fb["view"]["winners"]
            wait_board(pc, "v.phase === 'over' && v.winners !== null")
            assert board(pc)["view"]["winners"] == winners
            for p in (pa, pb, pc):
                inner(p).get_by_role("dialog", name="Game over").wait_for(timeout=20_000)
            tapped = set(players[0].tapped + players[1].tapped)
            assert {"ready", "choose", "draw"} <= tapped and tapped & {"end", "dutch"}, tapped
            assert taps >= 8
            # ---- Ben threw in from his phone, while others were on turn too: the host
            # recorded each throw (right: the card left his row; wrong: back, plus a penalty)
            throws = [x for x in players[1].threw if x["correct"] is not None]
            assert throws, f"Ben never got a throw in: {players[1].threw}"
            for x in throws:
                assert x["seat"] == 1 and isinstance(x["correct"], bool), x
                assert CARD_ID.fullmatch(x["card"]), x  # the thrown card is shown to all
                if not x["correct"]:
                    assert "penalty" in x, x
            print(
                f"\nDutch through the card: {taps} taps, "
                + ", ".join(f"{p.name}: {Counter(p.tapped)}" for p in players)
                + f"; Ben's throws: {players[1].threw}"
            )

            # ---- Home Assistant: the call, the round's end with its halvings, the winners
            ended = log.wait_for("game_ended")
            called = log.of("dutch_called")
            assert len(called) == 1, log.kinds()
            seat = called[0]["seat"]
            assert called[0]["player"] == seat_name(ha, anna, tid, seat)
            if seat == 0:
                assert called[0]["user_id"] == anna.user_id
            rounds = log.of("round_ended")
            assert len(rounds) == 1 and isinstance(rounds[0]["halvings"], list), rounds
            assert rounds[0]["caller_player"] == called[0]["player"]
            assert ended["winner_players"] == [seat_name(ha, anna, tid, s) for s in winners]
            assert log.kinds().index("dutch_called") < log.kinds().index("round_ended")
            assert "turn_started" in log.kinds()
            entities = table_entities(ha, owner, tid)
            assert entities["phase"]["state"] == "over"
            assert entities["leader"]["state"] == ", ".join(ended["winner_players"])
            assert entities["dutch_called"]["state"] == "off"
            assert entities["turn"]["state"] == "unknown"
            # the cards are turned over at the end: still none in a state or an event
            assert not CARD_ID.findall(text_of_states(ha, owner))
            assert not any(CARD_ID.findall(str(attrs)) for _, attrs in log.events)
        for p in (pa, pb, pc):
            p.context.close()


def test_the_owner_deals_the_next_round_from_the_card(
    stack: HomeAssistant, users: dict[str, HAUser], browser: Any
) -> None:
    ha = stack
    anna, ben, owner = users["anna"], users["ben"], users["owner"]
    created = action(
        ha,
        anna,
        "create_table",
        name="Dutch rounds",
        game="dutch",
        options={"mode": "5_rounds", **FAST},
    )
    tid = created["response"]["table_id"]
    with deleted_after(ha, anna, [tid]):
        action(ha, anna, "join", table_id=tid)
        action(ha, ben, "join", table_id=tid)
        table = wait_until(
            lambda: (t := table_of(ha, anna, tid)) and t["device_id"] and t, what="the device"
        )
        ha.save_dashboard(owner.token, DASHBOARD, "Dutch", dashboard(table["device_id"]))
        pa = open_card(browser, ha, anna, "table", DASHBOARD, viewport=PHONE)
        pb = open_card(browser, ha, ben, "table", DASHBOARD, viewport=PHONE)
        for p in (pa, pb):
            wait_board(p, "st.tableStatus === 'lobby' && st.mode === 'hand'")
        with EventLog(ha, owner, tid) as log:
            inner(pa).get_by_role("button", name=re.compile("Start game")).click()
            # ---- Anna calls at the end of her first turn; Ben plays his final turn
            players = [DutchPlayer("Anna", pa, call_at_turn=1), DutchPlayer("Ben", pb, None)]
            play_until(players, "v.phase === 'between'", ha, owner, tid)
            assert log.wait_for("round_ended")["round"] == 1
            assert log.of("dutch_called")[0]["player"] == "Anna"

            # ---- the results: only the owner's card offers to deal and the game length
            results = inner(pb).get_by_role("dialog", name="Round 1: results")
            results.wait_for(timeout=20_000)
            results.get_by_text("when the table's owner deals").wait_for()
            assert results.get_by_role("button", name="Deal the next round").count() == 0
            mine = inner(pa).get_by_role("dialog", name="Round 1: results")
            deal = mine.get_by_role("button", name="Deal the next round")
            deal.wait_for(timeout=20_000)
            offered = board(pa)["view"]["owner"]
            assert {"type": "deal"} in offered

            # ---- Ben's owner action over the WebSocket: refused, translated, nothing changes
            seq = board(pa)["seatSeq"]
            with ha.websocket(ben.token) as ws, pytest.raises(HarnessError) as refused:
                ws.call("duck_down/play", table_id=tid, action={"type": "deal"}, owner=True)
            assert "'translation_key': 'not_owner'" in str(refused.value)
            assert "Only the person who created Dutch rounds may do this" in str(refused.value)
            assert board(pa)["view"]["phase"] == "between" and board(pa)["seatSeq"] == seq

            # ---- Anna, the owner: a longer game, then deal
            length = mine.get_by_label("Game length")
            choice = next(
                o for o in length.locator("option").all_inner_texts() if o == "to 200 points"
            )
            length.select_option(label=choice)
            wait_board(pa, "v.mode === '200_points'", timeout=20_000)
            wait_until(
                lambda: table_entities(ha, owner, tid)["mode"]["state"] == "200_points",
                what="the game length sensor",
            )
            deal.click()
            for p in (pa, pb):
                wait_board(p, "v.phase === 'look' && v.round === 2", timeout=20_000)
            entities = table_entities(ha, owner, tid)
            assert entities["round"]["state"] == "2"  # a points game counts rounds alone
            assert entities["mode"]["attributes"]["target"] == 200
            assert "game_ended" not in log.kinds()
            print(f"\nDutch owner through the card: events {log.kinds()}")
        for p in (pa, pb):
            p.context.close()
