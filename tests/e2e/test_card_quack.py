"""Quack-Quack through the Lovelace card in a real Home Assistant, with a real host, a real
broker and Debian's Chromium: Anna picks Quack-Quack in her card's lobby (a one-round game,
short decision times), Ben joins from his phone, two bots added from her card fill the table
for the four-player team game (Anna with a bot against Ben with a bot). Every lead, play,
pass, bomb, join and exchange of the two people is a tap on the board, to the end of the game.

Along the way each phone holds only its own hand and Carl's wall tablet none; no hand,
exchange or teammate's knowledge reaches a Home Assistant state; the table's entities follow
(phase, turn, round, the coins by player and by team, the monument's holder) and the game's
events fire with their data (players going out, the round's end with its ranking, the game's
end with the winners and team coins).
"""

from __future__ import annotations

import re
import time
from collections import Counter
from typing import Any

from .boards import (
    EventLog,
    board,
    clear_tables,
    deleted_after,
    holds,
    seat_name,
    table_entities,
    tables,
    taken_seats,
    text_of_states,
    wait_board,
)
from .harness import PHONE, TABLET, HAUser, HomeAssistant, wait_until
from .test_card_dutch import dashboard
from .test_card_game import inner, open_card

DASHBOARD = "duck-quack"
GAME_TIMEOUT = 300.0
TURN_TIME = 20
#: what only a seat knows: its hand, its exchanges, its teammate's cards seen in one
PRIVATE_KEYS = ('"hand"', '"exchanges"', '"teammate_holds"', '"teammate_knows"')


class QuackPlayer:
    """One person at one phone, playing Quack-Quack through the board's buttons."""

    def __init__(self, name: str, page: Any) -> None:
        self.name = name
        self.page = page
        self.moves = 0
        self.tapped: list[str] = []

    def act(self, st: dict[str, Any]) -> str | None:
        """One decision that `st.legal` allows, by taps."""
        v = st["view"]
        decision = v.get("decision") or {}
        if decision.get("seat") != st["seat"] or not st["legal"]:
            return None
        types = {a["type"] for a in st["legal"]}
        t = inner(self.page)
        bar = t.locator(".qq-actions")
        combos = t.locator(".combos button.combo")
        kind = decision["kind"]
        if kind == "join":
            if "join" in types and self.moves % 2:
                combos.first.click()
                return "join"
            bar.locator("button.decline").click()
            return "decline"
        if kind in ("discard", "give_back"):
            # put back the two just taken (or received): the board's one-tap default
            if combos.count():
                combos.first.click()
                return kind
            return self.pick_and_send(kind)
        # lead or turn: a bomb when there is one, sometimes a pass or an exchange, else a play
        if "bomb" in types:
            t.locator(".combos button.combo.bomb").first.click()
            return "bomb"
        if kind == "turn" and "take" in types and self.moves % 5 == 3:
            bar.locator("button.take").click()
            return "take"
        if kind == "turn" and "pass" in types and (self.moves % 4 == 1 or "play" not in types):
            bar.locator("button.pass").click()
            return "pass"
        if "play" in types and self.moves % 2:
            return self.pick_and_send("play")
        if "play" in types:
            combos.first.click()
            return "play"
        return None

    def pick_and_send(self, what: str) -> str:
        """Tap lit cards of the hand until they make an action, then the bar's send button."""
        t = inner(self.page)
        send = t.locator(".qq-actions button.send")
        for _ in range(3):
            t.locator(".qq-hand button.qcard.lit").first.click()
            if send.is_enabled():
                send.click()
                return f"{what} (picked)"
        raise AssertionError(f"{self.name}: no lit cards make a {what}")


def check_private(st: dict[str, Any], who: str) -> None:
    """A phone holds its own hand, and of the others their sizes only."""
    v = st["view"]
    if v is None or st["seat"] is None or v.get("phase") != "play":
        return
    assert len(v["hand"]) == v["hands"][st["seat"]], (who, v["hand"], v["hands"])
    assert not any(isinstance(x, list) for x in v["hands"]), f"{who} sees others' hands"


def check_public(page: Any) -> None:
    """The wall tablet holds no hand: the public view has hand sizes only, and the page
    shows no hand and no action bar."""
    st = board(page)
    v = st["view"]
    assert not st["hasMine"] and st["seat"] is None, st
    if v is not None:
        assert not {"hand", "exchanges", "teammate_holds", "legal"} & set(v), sorted(v)
    assert inner(page).locator(".qq-hand, .qq-actions").count() == 0


def create_in_lobby(page: Any, table_name: str) -> None:
    """Anna's card lobby: pick Quack-Quack, one round and short decisions, create the table."""
    lobby = inner(page)
    lobby.locator("#name").wait_for(timeout=30_000)
    lobby.locator("label.game-choice").filter(
        has=page.get_by_text("Quack-Quack, Corrupt Ducks", exact=True)
    ).locator("input").check()
    lobby.locator("#opt-rounds").wait_for(timeout=10_000)
    lobby.locator("#opt-rounds").select_option("1")
    field = lobby.locator("#opt-turn_time")
    field.fill(str(TURN_TIME))
    field.dispatch_event("change")
    lobby.locator("#tname").fill(table_name)
    lobby.get_by_role("button", name="Create table").click()


def test_two_phones_play_a_quack_quack_game_through_the_card(
    stack: HomeAssistant, users: dict[str, HAUser], browser: Any
) -> None:
    ha = stack
    anna, ben, owner = users["anna"], users["ben"], users["owner"]
    ha.save_dashboard(owner.token, DASHBOARD, "Quack-Quack", dashboard())
    clear_tables(ha, [anna, ben, owner])
    made: list[str] = []
    with deleted_after(ha, anna, made):
        pa = open_card(browser, ha, anna, "play", DASHBOARD, viewport=PHONE)
        create_in_lobby(pa, "Quack pond")
        wait_board(pa, "st.tableStatus === 'lobby' && st.mode === 'hand'")
        table = wait_until(
            lambda: next(
                (t for t in tables(ha, anna) if t["name"] == "Quack pond" and t["device_id"]),
                None,
            ),
            what="the new table's device",
        )
        tid = table["table_id"]
        made.append(tid)
        assert (table["ruleset"], table["owner"], table["your_seat"]) == ("quack_quack", True, 0)
        assert (table["options"]["rounds"], table["options"]["turn_time"]) == (1, TURN_TIME)

        # ---- Carl's wall tablet shows the table; he holds no seat
        ha.save_dashboard(owner.token, DASHBOARD, "Quack-Quack", dashboard(table["device_id"]))
        pc = open_card(browser, ha, users["carl"], "wall", DASHBOARD, viewport=TABLET)
        wait_board(pc, "st.tableStatus === 'lobby' && st.mode === 'table'")

        pb = open_card(browser, ha, ben, "phone", DASHBOARD, viewport=PHONE)
        wait_board(pb, "st.mode === 'table' && !st.hasMine")
        inner(pb).locator(".table-list li", has_text="Quack pond").get_by_role(
            "button", name="Join"
        ).click()
        wait_board(pb, "st.tableStatus === 'lobby' && st.mode === 'hand'")
        # two bots for seats 2 and 3, from Anna's card (she owns the table)
        for seats in (3, 4):
            inner(pa).get_by_role("button", name=re.compile("Add bot")).click()
            wait_until(lambda n=seats: taken_seats(ha, anna, tid) == n, what="a bot's seat")
            wait_board(pa, f"st.tableStatus === 'lobby' && st.taken === {seats}")

        with EventLog(ha, owner, tid) as log:
            inner(pa).get_by_role("button", name=re.compile("Start game")).click()
            for p in (pa, pb):
                wait_board(p, "st.hasMine && v.phase === 'play'")
            start = board(pa)
            assert start["view"]["teams"] == [[0, 2], [1, 3]]
            entities = table_entities(ha, owner, tid)
            assert entities["phase"]["state"] == "play"
            assert entities["round"]["state"] == "1 of 1"

            players = [QuackPlayer("Anna", pa), QuackPlayer("Ben", pb)]
            taps = 0
            started = time.monotonic()
            while not all(holds(p.page, "v.phase === 'over' && v.winners") for p in players):
                assert time.monotonic() - started < GAME_TIMEOUT, "the game did not end in time"
                acted = False
                for pl in players:
                    st = board(pl.page)
                    check_private(st, pl.name)
                    before = st["seatSeq"]
                    tapped = pl.act(st)
                    if tapped is None:
                        continue
                    acted = True
                    pl.moves += 1
                    pl.tapped.append(tapped)
                    taps += 1
                    wait_board(pl.page, f"st.seatSeq > {before}", timeout=20_000)
                    if taps % 6 == 0:
                        shown = text_of_states(ha, owner)
                        assert not [k for k in PRIVATE_KEYS if k in shown], shown
                check_public(pc)
                if not acted:
                    pa.wait_for_timeout(25)  # poll while a bot thinks

            # ---- the end: both phones show the same winners and the podium
            fa, fb = board(pa), board(pb)
            winners = fa["view"]["winners"]
            assert winners and winners == fb["view"]["winners"]
            assert winners in ([0, 2], [1, 3]), winners  # a team wins together
            wait_board(pc, "v.phase === 'over' && v.winners")
            assert board(pc)["view"]["winners"] == winners
            for p in (pa, pb, pc):
                inner(p).get_by_role("dialog", name="Game over").wait_for(timeout=20_000)
            assert taps >= 4

            # ---- Home Assistant: who went out, the round's ranking, the winners by team
            ended = log.wait_for("game_ended")
            names = [seat_name(ha, anna, tid, s) for s in range(4)]
            assert ended["winner_players"] == [names[s] for s in winners]
            teams = {f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"}
            assert set(ended["team_totals"]) == teams, ended["team_totals"]
            rounds = log.of("round_ended")
            assert rounds and rounds[0]["round"] == 1
            assert sorted(rounds[0]["ranking"]) == sorted(names)
            outs = log.of("player_out")
            assert len(outs) >= 3 and {o["player"] for o in outs} <= set(names)
            ranks = [o["rank"] for o in outs]
            assert len(set(ranks)) == len(ranks) and 1 in ranks, outs  # each ranked once
            first = next(o for o in outs if o["rank"] == 1)
            assert (first["how"], first["coins"]) == ("emptied", 2), first  # first out: 2 coins
            third = [o for o in outs if o["rank"] == 3]
            assert all(o["monument"] for o in third), third  # at four, the third gets it
            entities = table_entities(ha, owner, tid)
            view = fa["view"]
            assert entities["phase"]["state"] == "over"
            leader = entities["leader"]["attributes"]
            assert leader["totals"] == dict(zip(names, view["totals"], strict=True))
            assert set(leader["team_totals"]) == teams
            holder = view["monument"]["seat"]
            assert entities["monument"]["state"] == (
                names[holder] if holder is not None else "unknown"
            )
            assert "turn_started" in log.kinds()
            for bomb in log.of("revolution") + log.of("secret_inspection"):
                assert bomb["player"] in names and bomb["cards"]  # played face up
            shown = text_of_states(ha, owner)
            assert not [k for k in PRIVATE_KEYS if k in shown]
            print(
                f"\nQuack-Quack through the card: {taps} taps, "
                + ", ".join(f"{p.name}: {Counter(p.tapped)}" for p in players)
                + f"; events {Counter(log.kinds())}"
            )
        for p in (pa, pb, pc):
            p.context.close()
