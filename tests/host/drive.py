"""Play a whole game of any registered game at an in-process host that runs a manual clock.

People's seats (`seats.py`, over MQTT or the WebSocket) pick random legal actions from their
own seat views, as the game's `view_actions` lists them; bots are the host's own. Time moves
only when nobody can move without it: then the clock goes to the table's next deadline (a
turn running out, a throw-in window closing, a calendar period ending). So a game of many
timed decisions runs in seconds, and what happens does not depend on how fast the machine is.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from duckdown.host.app import Host
from duckdown.host.clock import ManualClock
from duckdown.host.table import OVER, Table
from tests.host.seats import Seat

JSON = dict[str, Any]
# codes that say a request was not the seat's own or not well made: a player never earns them
SECURITY_CODES = ("unauthorized", "forbidden", "replayed", "invalid_request", "bad_json")


@dataclass
class Tally:
    moves: int = 0  # people's moves the host acknowledged
    refused: list[str] = field(default_factory=list)  # codes of people's refused moves
    advances: int = 0  # times the clock was moved on
    acked: list[int] = field(default_factory=list)  # seqs of the acknowledged moves


async def until(cond: Callable[[], bool], limit_s: float = 10) -> None:
    """Await a condition of the in-process host. Polled: a bot's answer (or its declining)
    comes from a worker process and changes nothing the host would signal."""
    async with asyncio.timeout(limit_s):
        while not cond():  # noqa: ASYNC110
            await asyncio.sleep(0.002)


class Driver:
    def __init__(
        self,
        host: Host,
        table_id: str,
        seats: dict[int, Seat],
        rng: random.Random,
        *,
        optional: float = 0.3,
        quota: int = 0,
        pick: Callable[[int, JSON, list[JSON], random.Random], JSON | None] | None = None,
    ) -> None:
        assert isinstance(host.clock, ManualClock)
        self.host, self.clock, self.table_id = host, host.clock, table_id
        self.seats, self.rng, self.optional = seats, rng, optional
        # `quota`: optional moves the people make before each move of the clock, instead of
        # each with chance `optional` (a game where nobody is ever waited for: Duck Pond)
        self.quota = self.owed = quota
        self.pick = pick
        self.tally = Tally()

    @property
    def table(self) -> Table:
        return self.host.service.tables[self.table_id]

    def _bots_settled(self, seq: int) -> bool:
        """The table moved on, or every bot asked at this change has answered or declined
        (an answer held back till its release is played when the clock gets there)."""
        table = self.table
        if table.seq != seq:
            return True
        asks = self.host.service.runner.asks.get(self.table_id, {})
        for s in (*table.seats_to_act(), *table.may_act()):
            if table.seats[s].level is None:
                continue
            ask = asks.get(s)
            # answered counts: a move held back by the bot's pause waits for the clock
            if ask is None or ask.seq != seq or not (ask.done or ask.answer is not None):
                return False
        return True

    def _held(self, seq: int) -> int | None:
        """When the first bot answer of this change that waits for its release is played."""
        asks = self.host.service.runner.asks.get(self.table_id, {}).values()
        held = [a.release for a in asks if a.seq == seq and a.answer is not None and not a.done]
        return min(held) if held else None

    async def play(self, index: int, seq: int, due: bool = True) -> bool:
        """The person at `index` makes a random legal move from their view of `seq`: with
        `expect_seq` for a decision that is due, as sent at once for an optional one (a
        throw-in races whatever else happens; the host's order decides)."""
        seat = self.seats[index]
        view = await seat.wait_seq(seq)
        if view is None or (due and seat.seq != seq):
            return False  # a due decision is made on the view of its own change
        ruleset = self.table.ruleset
        options = ruleset.view_actions(view)
        if not options:
            return False
        action = self.pick(index, view, options, self.rng) if self.pick else None
        if action is None:
            action = options[self.rng.randrange(len(options))]
        resp = await seat.act(action, expect_seq=seq if due else None)
        if resp["status"] == "ok":
            self.tally.moves += 1
            self.tally.acked.append(int(resp["data"]["seq"]))
            return True
        code = resp["error"]["code"]
        assert code not in SECURITY_CODES, resp
        self.tally.refused.append(code)
        return False

    def advance(self) -> None:
        """Move the clock to the table's next deadline, or else to the host's next timer."""
        table, now = self.table, self.clock.now()
        target: int | None = None
        deadline = table.deadline()
        if deadline is not None:
            target = table.host_time_of(deadline, now)
        if target is None or target <= now:
            target = self.clock.next_timer()
        assert target is not None, "nothing can move the game on: stuck"
        self.clock.advance(max(1, target - now))
        self.tally.advances += 1

    async def step(self) -> None:
        table = self.table
        seq = table.seq
        due = table.seats_to_act()
        people = [s for s in due if s in self.seats and table.seats[s].level is None]
        if people:
            await self.play(self.rng.choice(people), seq)
            return
        may = [s for s in table.may_act() if s in self.seats and table.seats[s].level is None]
        # an optional move (a throw-in, a Pond action), racing the bots that may move too;
        # moved, or beaten to it: the next step looks again
        wants = self.owed > 0 if self.quota else self.rng.random() < self.optional
        if may and wants:
            moved = await self.play(self.rng.choice(may), seq, due=False)
            self.owed -= moved
            if moved or self.table.seq != seq:
                return
        await until(lambda: self._bots_settled(seq))
        if self.table.seq != seq:
            return
        release = self._held(seq)
        if release is not None:  # a bot's move, after its pause
            self.clock.advance(max(1, release - self.clock.now()))
            self.tally.advances += 1
            return
        self.advance()
        self.owed = self.quota

    async def run(self, done: Callable[[Table], bool] | None = None, limit: int = 5000) -> Tally:
        """Step until `done` (default: the game is over); fail past `limit` steps."""
        finished = done or (lambda t: t.status == OVER)
        for _ in range(limit):
            if finished(self.table):
                return self.tally
            await self.step()
        raise AssertionError(f"no end after {limit} steps: {self.tally}")
