"""The bot runner: which bots are asked, when their answers are played, and what the seat of a
bot that failed does.

A bot is asked once per change while its seat is to act (`seats_to_act`) or may act
(`may_act`: Dutch's throw-ins, Duck Pond's every player). It is asked the moment the change is
published, with its seat view, and its answer is played a fixed pause later: the bot delay, but
never less than the longest its level thinks, so how long it thought (which can follow the
cards it holds) never shows; or at once where the game says a person decides at once
(`instant`). An answer may be None: the bot declines an optional decision and nothing happens.
An answer to an older change is dropped and the bot asked again; answers due at the same moment
are played one at a time, in a random order. A bot that fails, runs over its budget or answers
an illegal action has the game's `fallback_action` played for it, if its decision is due.
"""

from __future__ import annotations

import functools
import importlib
import logging
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from duckdown.host.bots import BotPool
from duckdown.host.request import JSON
from duckdown.host.table import OVER, Change, Table

if TYPE_CHECKING:
    from duckdown.host.service import Service

log = logging.getLogger("duckdown.host")

BOT_BUDGET_MS = 2_000


@functools.cache
def game_levels(game: str) -> tuple[str, ...] | None:
    """`duckdown.bots.levels(game)`: the levels the installed bots have for a game, or None
    where the bots package cannot tell (none installed, or one from before bots per game)."""
    try:
        module = importlib.import_module("duckdown.bots")
    except ImportError:
        return None
    levels = getattr(module, "levels", None)
    return tuple(str(x) for x in levels(game)) if callable(levels) else None


@dataclass(slots=True, eq=False)
class Ask:
    """One question to one seat's bot, at one change."""

    seq: int  # the change it answers
    release: int  # host ms: its answer is played no sooner
    asked: int  # host ms: when it was asked (a bot's own delay counts from here)
    sent: bool = False
    answer: tuple[JSON | None, str | None] | None = None  # (action, error), held till release
    done: bool = False  # played, declined or given up: not asked again at this change


class BotRunner:
    def __init__(
        self,
        service: Service,
        *,
        delay_ms: int,
        think_ms: Mapping[str, int],
        budget_ms: int,
    ) -> None:
        self.s = service
        self.delay_ms = delay_ms
        self.think_ms = dict(think_ms)  # per "<game>/<level>": the longest a bot thinks
        self.budget_ms = budget_ms
        self.asks: dict[str, dict[int, Ask]] = {}

    @property
    def pool(self) -> BotPool:
        return self.s.bots

    def levels(self, game: str) -> tuple[str, ...]:
        """The bot levels this host offers at a table of `game`, weakest first: those the bots
        have for the game, of the game's own list."""
        offered = self.pool.levels
        have = game_levels(game)
        listed = self.s.ruleset(game).info.bot_levels if have is None else have
        named = tuple(level for level in listed if level in offered)
        # a bot factory of its own (tests) whose levels the game does not name offers them all
        return named or offered

    def pause(self, table: Table, index: int) -> int:
        """How long after it is asked a bot's move is played: the bot delay, but never less
        than the longest its level thinks, so the pause is the same whatever it holds."""
        level = table.seats[index].level
        return max(self.delay_ms, self.think_ms.get(f"{table.ruleset_name}/{level}", 0))

    # --- asking --------------------------------------------------------------------------

    def _plan(self, table: Table, now: int) -> dict[int, Ask]:
        """The asks of the table's current change: those of older changes go."""
        asks = self.asks.setdefault(table.table_id, {})
        seq = table.seq
        for index in [i for i, ask in asks.items() if ask.seq != seq]:
            del asks[index]
        if table.state is None or table.status == OVER:
            return asks
        for index in (*table.seats_to_act(), *table.may_act()):
            if index in asks or table.seats[index].level is None:
                continue
            instant = table.ruleset.instant(table.state, index)
            asks[index] = Ask(seq, now if instant else now + self.pause(table, index), now)
        return asks

    def due(self, table: Table, now: int) -> int | None:
        """When the runner next has something to do at this table."""
        when: int | None = None
        for ask in self._plan(table, now).values():
            if ask.done:
                continue
            at = now if not ask.sent else ask.release if ask.answer is not None else None
            if at is not None and (when is None or at < when):
                when = at
        return when

    def run(self, table: Table, now: int) -> None:
        asks = self._plan(table, now)
        for index, ask in list(asks.items()):
            if not ask.sent and not ask.done:
                self._send(table, index, ask)
        self._release(table, now)

    def _send(self, table: Table, index: int, ask: Ask) -> None:
        seat = table.seats[index]
        assert seat.level is not None
        table_id = table.table_id
        bot = self.pool.get(table_id, index)
        if bot is None or bot.level != seat.level or bot.broken:
            try:
                # the one place a bot is made: the factory gets the table's game
                bot = self.pool.create(
                    table_id,
                    index,
                    table.ruleset_name,
                    seat.level,
                    seat.bot_seed,
                    table.options,
                    table.seat_memory(index),
                )
            except Exception:
                log.exception("cannot create a %s bot", seat.level)
                ask.done = True
                self._fallback(table, index)
                return
        view = table.seat_view(index, self.s.clock.now())
        assert view is not None
        if index not in table.seats_to_act() and not table.ruleset.view_actions(view):
            ask.done = True  # it may act, but there is nothing it could do
            return
        ask.sent = True

        def done(action: JSON | None, err: str | None, delay_ms: int | None = None) -> None:
            self._answered(table_id, index, ask, action, err, delay_ms)

        self.pool.submit(table_id, index, view, done)
        loop = self.s.loop
        assert loop is not None
        # the budget is compute time, so it runs on the loop's real clock, not the table's
        loop.call_later(self.budget_ms / 1000, self._overdue, table_id, index, ask)

    def _current(self, table_id: str, index: int, ask: Ask) -> Table | None:
        """The table, if `ask` is still the question its bot at `index` answers."""
        table = self.s.tables.get(table_id)
        if table is None or self.asks.get(table_id, {}).get(index) is not ask:
            return None
        return table if table.seq == ask.seq and not ask.done else None

    def _answered(
        self,
        table_id: str,
        index: int,
        ask: Ask,
        action: JSON | None,
        err: str | None,
        delay_ms: int | None = None,
    ) -> None:
        bot = self.pool.get(table_id, index)
        if bot is not None:
            bot.busy = False
        table = self._current(table_id, index, ask)
        if table is None:
            stale = self.s.tables.get(table_id)
            if stale is not None:
                self.s.timers.schedule(stale)
            return
        ask.answer = (action, err)
        if delay_ms is not None and action is not None:
            # the bot's own pacing (a person's reaction time) may only make it slower: the
            # level's pause still covers its search, whatever it holds
            ask.release = max(ask.release, ask.asked + delay_ms)
        now = self.s.clock.now()
        if now >= ask.release:
            self._release(table, now)  # it took its pause, or longer: played now
        self.s.timers.schedule(self.s.tables.get(table_id) or table)

    def _overdue(self, table_id: str, index: int, ask: Ask) -> None:
        self.pool.check_stuck(self.budget_ms / 1000)
        table = self._current(table_id, index, ask)
        if table is None or ask.answer is not None:  # answered in time: it waits its release
            return
        log.warning("bot at table %s seat %d ran over its budget", table_id, index)
        ask.done = True
        self._broken(table_id, index)
        self._fallback(table, index)
        self.s.timers.schedule(self.s.tables.get(table_id) or table)

    # --- playing the answers -------------------------------------------------------------

    def _release(self, table: Table, now: int) -> None:
        asks = self.asks.get(table.table_id, {})
        due = [
            (ask.release, index)
            for index, ask in asks.items()
            if ask.answer is not None and not ask.done and ask.release <= now
        ]
        # earliest first; between equals no seat number is favoured
        tie = len(due) > 1
        order = sorted((when, secrets.randbelow(1 << 30) if tie else 0, i) for when, i in due)
        seq = table.seq
        for _, _, index in order:
            if table.seq != seq or self.s.tables.get(table.table_id) is not table:
                return  # the others answered an older change: they are asked again
            self._play(table, index, asks[index])

    def _play(self, table: Table, index: int, ask: Ask) -> None:
        ask.done = True
        assert ask.answer is not None
        action, err = ask.answer
        due = index in table.seats_to_act()
        table_id = table.table_id
        if err is not None:
            log.warning("bot at table %s seat %d failed: %s", table_id, index, err)
        elif action is None:
            if not due:
                return  # it declines an optional decision
            log.warning("bot at table %s seat %d declined a decision that is due", table_id, index)
        elif self.s.try_change(table, {"kind": "action", "seat": index, "action": action}):
            return
        else:
            # not the action itself: what a bot tried can hint at the card it holds
            log.warning("bot at table %s seat %d chose an illegal action", table_id, index)
        self._broken(table_id, index)
        self._fallback(table, index)

    def _broken(self, table_id: str, index: int) -> None:
        bot = self.pool.get(table_id, index)
        if bot is not None:
            bot.broken = True  # rebuilt from the seat's memory when next asked

    def _fallback(self, table: Table, index: int) -> None:
        """The game's simplest move for a failed bot's seat, if its decision is due."""
        if table.state is None or index not in table.seats_to_act():
            return
        action = table.ruleset.fallback_action(table.state, index)
        if action is not None:
            entry = {
                "kind": "action",
                "seat": index,
                "action": table.ruleset.action_to_json(action),
            }
            self.s.try_change(table, entry)

    # --- what the bots see -----------------------------------------------------------------

    def changed(self, table: Table, change: Change, entry: JSON) -> None:
        """After a change: the table's bots observe its events; a bot whose seat got its
        person back, or whose game ended, goes."""
        table_id = table.table_id
        if table.state is not None:
            for seat in table.bot_seats():
                bot = self.pool.get(table_id, seat.index)
                if bot is None or bot.level != seat.level:
                    continue
                self.pool.observe(table_id, seat.index, [e.view(seat.index) for e in change.events])
        if entry["kind"] == "take_back":
            self.pool.drop(table_id, entry["seat"])
        elif table.status == OVER:
            self.pool.drop(table_id)

    def drop(self, table_id: str) -> None:
        self.asks.pop(table_id, None)
        self.pool.drop(table_id)
