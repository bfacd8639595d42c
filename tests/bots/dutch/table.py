"""A table for Dutch's bot tests: a fixed deal through the real engine, each seat's bot handed
its event views and seat views only, as a host hands them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from duckdown.bots.base import JSON, BaseBot
from duckdown.bots.dutch import CountingBot, make_bot
from duckdown.engine.ruleset import Event
from tests.engine.dutch.helpers import R, order, seed_with_first


class Table:
    def __init__(
        self,
        rows: list[str],
        pile: str = "5C",
        draws: str = "",
        *,
        bots: Sequence[BaseBot] | None = None,
        levels: Sequence[str] | None = None,
        first: int = 0,
        **options: Any,
    ) -> None:
        n = len(rows)
        self.state = R.new_game(
            R.parse_config(options),
            n,
            seed_with_first(n, first),
            deck_orders=[order(rows, pile, draws)],
        )
        self.bots: list[BaseBot]
        if bots is not None:
            self.bots = list(bots)
        elif levels is not None:
            self.bots = [make_bot(level, seat, 11 + seat) for seat, level in enumerate(levels)]
        else:  # the counting policy itself: perfect memory, the default knobs
            self.bots = [CountingBot(seat, 11 + seat) for seat in range(n)]
        self.now = 0
        self.deliver(R.opening_events(self.state))

    def deliver(self, events: Sequence[Event]) -> None:
        for event in events:
            for seat, bot in enumerate(self.bots):
                bot.observe(event.view(seat))

    def view(self, seat: int) -> JSON:
        view: JSON = R.seat_view(self.state, seat, self.now)
        return view

    def ask(self, seat: int) -> JSON | None:
        """The seat's bot's answer to its view (not applied)."""
        return self.bots[seat].act(self.view(seat))

    def apply(self, seat: int | None, action: JSON) -> None:
        self.deliver(R.apply(self.state, seat, R.parse_action(action), self.now))

    def play(self, seat: int) -> JSON | None:
        """Ask the seat's bot and apply its answer; None when it declines."""
        action = self.ask(seat)
        if action is not None:
            self.apply(seat, action)
        return action

    def look(self) -> None:
        """Every bot plays its opening look; then the first turn begins after ThrowTime."""
        while self.state.phase == "look":
            for seat in R.seats_to_act(self.state):
                self.play(seat)
        self.wait()

    def wait(self) -> None:
        """Let the open window's ThrowTime pass, so the waiting turn begins."""
        assert self.state.step == "wait", self.state.step
        self.now = self.state.deadline
        self.apply(None, {"type": "timeout"})

    def know(self, seat: int, *places: tuple[int, int]) -> None:
        """The seat has seen these cards (row, slot) before a bot took it over: the host hands
        a bot the seat's memory (ruling 30), and so does this."""
        for row, slot in places:
            self.state.known[row][slot] |= 1 << seat
        self.bots[seat].load_memory(R.seat_memory(self.state, seat))
