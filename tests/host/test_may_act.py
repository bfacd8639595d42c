"""Bots in seats that may act while nobody waits for them (the game's `may_act`: Guess's bets,
Dutch's throw-ins): asked once per change with their seat view, they may decline and nothing
happens, and the pace of their move never depends on what they hold.

The bots' decisions are the test's (an in-process pool); the host is the real service on a
manual clock, with its real timers and bot runner.
"""

from __future__ import annotations

import asyncio
import random
import statistics
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from duckdown.host.bots import MAX_DELAY_MS, BotPool, Done, answer_delay
from tests.host.offline import Offline
from tests.host.test_bot_pacing import permutation_p
from tests.support import guess_game
from tests.support.guess_game.bots import make_bot

JSON = dict[str, Any]
Ask = tuple[int, int, JSON, Done]  # (seat, the table's seq when asked, its view, answer)
DELAY_MS = 30
THINK_CEILING_MS = 625  # the level's longest think: the pause a bot's move waits for
BOT = 2  # the bot's seat, beside two people


class AnsweringPool(BotPool):
    """The host's bot pool with no worker: the test answers for the bots."""

    def __init__(self, host: Offline) -> None:
        super().__init__(make_bot, ("random",), 1)
        self.host = host
        self.asks: list[Ask] = []
        self.asked = asyncio.Event()

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop

    def shutdown(self) -> None:
        pass

    def submit(self, table_id: str, seat: int, view: JSON, done: Done) -> None:
        held = self.get(table_id, seat)
        assert held is not None
        held.created, held.busy, held.pending = True, True, []
        self.asks.append((seat, self.host.table(table_id).seq, view, done))
        self.asked.set()


class Table:
    """A Guess table of two people and a bot, on an offline host with the answering pool."""

    def __init__(self, tmp_path: Path) -> None:
        self.host = host = Offline(
            tmp_path / "db.sqlite3",
            bot_factory=make_bot,
            bot_levels=("random",),
            bot_delay_ms=DELAY_MS,
            bot_think_ms={"guess/random": THINK_CEILING_MS},
            bot_budget_ms=600_000,  # real time: the test never lets a bot run over
        )
        self.pool = AnsweringPool(host)
        host.service.bots = self.pool
        host.service.start(asyncio.get_running_loop())
        # the lobby's tidying sweeps once a minute: its timer is not one of the table's, which
        # this test steps the clock to
        host.service.tidy.stop()
        self.published: dict[int, int] = {}  # seq -> host ms it was published at
        host.service.on_change.append(
            lambda table, change: self.published.__setitem__(change.seq, host.clock.now())
        )
        options = {"turn_time": 0, "look_time": 0, "rounds": 9}
        self.table_id, self.owner = host.create("Bets", options, "guess")
        self.people = [host.join(self.table_id, name) for name in ("Anna", "Ben")]
        host.ok("table/add_bot", {"table_id": self.table_id, "level": "random"}, self.owner)
        self.asked: Counter[tuple[int, int]] = Counter()

    @property
    def table(self) -> Any:
        return self.host.table(self.table_id)

    def game(self) -> JSON:
        game: JSON = self.table.snapshot(self.host.clock.now())["game"]
        return game

    def start(self) -> None:
        self.host.ok("table/start", {"table_id": self.table_id}, self.owner)

    def person(self, seat: int, action: JSON) -> None:
        body = {"table_id": self.table_id, "seat": seat, "action": action}
        self.host.ok("game/action", body, self.people[seat])

    async def ask(self) -> Ask | None:
        """The bot's next question; None if the host has none for it now."""
        clock = self.host.clock
        async with asyncio.timeout(5):
            while not self.pool.asks:
                when = clock.next_timer()
                if when is not None and when > clock.now():
                    return None  # nothing more is due now
                self.pool.asked.clear()
                try:
                    await asyncio.wait_for(self.pool.asked.wait(), 0.5)
                except TimeoutError:
                    return None  # the loop ran what was due, and asked nothing
        ask = self.pool.asks.pop(0)
        self.asked[(ask[0], ask[1])] += 1
        return ask

    def until_changed(self, seq: int) -> None:
        """Let the host's clock run to its next timer until the table moves past `seq`."""
        clock = self.host.clock
        while self.table.seq == seq:
            when = clock.next_timer()
            assert when is not None, "nothing will play the bot's answer"
            clock.advance(max(0, when - clock.now()))


async def test_a_bot_that_may_act_is_asked_once_per_change_and_may_decline(tmp_path: Path) -> None:
    with guess_game.registered():
        t = Table(tmp_path)
        t.start()
        seat, _, view, done = await _one(t)  # the look: the bot is to act, and ready at once
        assert view["phase"] == "look" and view["seat"] == BOT
        done({"type": "ready"}, None)
        for person in (0, 1):
            t.person(person, {"type": "ready"})
        assert t.game()["phase"] == "guess" and t.game()["turn"] == 0
        # Anna's turn: the bot may bet; it is asked once, with its seat view, and declines
        seq = t.table.seq
        seat, asked_at, view, done = await _one(t)
        assert (seat, asked_at) == (BOT, seq) and view["legal"] == [{"type": "bet"}]
        assert BOT not in view["to_act"]
        done(None, None)
        t.host.clock.advance(10 * THINK_CEILING_MS)
        assert await t.ask() is None  # not asked again at the same change
        assert t.table.seq == seq and t.game()["bettor"] is None  # declining changes nothing
        # Anna guesses: a new change, a new question; this time the bot bets, after its pause
        view = t.table.seat_view(0, t.host.clock.now())
        t.person(0, view["legal"][0])
        seq = t.table.seq
        seat, asked_at, view, done = await _one(t)
        assert asked_at == seq
        done({"type": "bet"}, None)
        t.until_changed(seq)
        assert t.game()["bettor"] == BOT
        assert t.published[seq + 1] - t.published[seq] == THINK_CEILING_MS
        # Ben guesses; then it is the bot's own turn, a decision that is due: declining it is no
        # answer, and the game's fallback (its first legal guess) is played for the bot
        view = t.table.seat_view(1, t.host.clock.now())
        t.person(1, view["legal"][0])
        seq = t.table.seq
        seat, asked_at, view, done = await _one(t)
        assert BOT in view["to_act"]
        done(None, None)
        t.until_changed(seq)
        entry = t.host.log(t.table_id)[-1].data
        assert entry["seat"] == BOT and entry["action"] == view["legal"][0]
        assert all(n == 1 for n in t.asked.values()), t.asked


async def _one(t: Table) -> Ask:
    ask = await t.ask()
    assert ask is not None, "the bot was not asked"
    return ask


def think_ms(card: int) -> int:
    """How long the bot 'thinks' about a bet: longer with a high card (the channel to close)."""
    return 190 if card >= 5 else 40


async def test_the_pause_before_a_bots_bet_does_not_depend_on_its_card(tmp_path: Path) -> None:
    with guess_game.registered():
        t = Table(tmp_path)
        gaps: dict[str, list[int]] = {"high": [], "low": []}
        rng = random.Random(3)
        while min(map(len, gaps.values())) < 12:
            if t.table.status != "playing":
                t.start()
            game = t.game()
            if game["phase"] == "between":
                deal = {"table_id": t.table_id, "action": {"type": "deal"}}
                t.host.ok("game/action", deal, t.owner)
                continue
            ask = await t.ask()
            if ask is not None:
                _, asked_at, view, done = ask
                if asked_at != t.table.seq:
                    done(None, None)  # a question of an older change: its answer is dropped
                    continue
                if view["phase"] == "look" or BOT in view["to_act"]:
                    done(view["legal"][0], None)
                    t.until_changed(asked_at)
                    continue
                t.host.clock.advance(think_ms(view["card"]))
                done({"type": "bet"}, None)
                t.until_changed(asked_at)
                gap = t.published[asked_at + 1] - t.published[asked_at]
                gaps["high" if view["card"] >= 5 else "low"].append(gap)
                continue
            # the people's decisions
            turn = game["to_act"]
            person = next(s for s in turn if s != BOT)
            view = t.table.seat_view(person, t.host.clock.now())
            t.person(person, rng.choice(view["legal"]))
        assert {g for v in gaps.values() for g in v} == {THINK_CEILING_MS}, gaps
        assert permutation_p(gaps["high"], gaps["low"], rng) > 0.05
        assert statistics.fmean(gaps["high"]) == statistics.fmean(gaps["low"])


async def test_a_bots_own_delay_slows_its_move_and_never_hastens_it(tmp_path: Path) -> None:
    """A bot may ask for its answer to show later (`delay_ms`: a person's reaction time, as
    Dutch's throw-ins do): the move waits from when it was asked, but never less than the
    level's pause, which covers its search."""
    with guess_game.registered():
        t = Table(tmp_path)
        t.start()
        _, _, view, done = await _one(t)
        done({"type": "ready"}, None)
        for person in (0, 1):
            t.person(person, {"type": "ready"})
        # Anna's turn, then Ben's: each time the bot may bet, and answers with its own delay
        for guesser, delay, shown_after in ((0, 2_000, 2_000), (1, 100, THINK_CEILING_MS)):
            assert t.game()["phase"] == "guess" and t.game()["turn"] == guesser
            seq = t.table.seq
            _, asked_at, view, done = await _one(t)
            assert asked_at == seq and view["legal"] == [{"type": "bet"}]
            done({"type": "bet"}, None, delay)
            t.until_changed(seq)
            assert t.game()["bettor"] == BOT
            assert t.published[seq + 1] - t.published[seq] == shown_after, delay
            view = t.table.seat_view(guesser, t.host.clock.now())
            t.person(guesser, view["legal"][0])


def test_a_bots_delay_must_be_whole_ms_within_the_limit() -> None:
    """What a worker sends with an answer: a bot without `delay_ms` leaves the pause to the
    host; a delay that is not a whole number of ms up to the limit is the bot's error."""

    class Asks:
        def __init__(self, ms: Any) -> None:
            self.ms = ms

        def delay_ms(self, view: JSON) -> Any:
            return self.ms

    assert answer_delay(object(), {}) is None  # type: ignore[arg-type]
    assert answer_delay(Asks(None), {}) is None  # type: ignore[arg-type]
    assert answer_delay(Asks(1_250), {}) == 1_250  # type: ignore[arg-type]
    for bad in (-1, 1.5, True, "1000", MAX_DELAY_MS + 1):
        with pytest.raises(TypeError):
            answer_delay(Asks(bad), {})  # type: ignore[arg-type]
