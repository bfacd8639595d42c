"""Throw-in reaction times: drawn from the profile, never under ruling 16's 1 s, from public
facts only, and from a generator of their own (asking never changes a decision)."""

from __future__ import annotations

import random
import statistics
from collections.abc import Mapping
from typing import Any

from duckdown.bots.arena import bot_seed, play_game
from duckdown.bots.base import JSON
from duckdown.bots.dutch import PROFILES, CountingBot
from duckdown.bots.dutch.pacing import FLOOR_MS, reaction_delay
from duckdown.bots.profiles import Human
from tests.bots.dutch.table import Table


def _delays(level: str, count: int = 400) -> list[int]:
    rng = random.Random(3)
    return [reaction_delay(PROFILES[level].human, rng) for _ in range(count)]


def test_reactions_never_beat_one_second_and_follow_the_profile() -> None:
    easy, medium, hard = (_delays(level) for level in ("easy", "medium", "hard"))
    assert min(easy + medium + hard) >= FLOOR_MS
    assert statistics.fmean(hard) < statistics.fmean(medium) < statistics.fmean(easy)
    # a spread, not one fixed time: a quick person beats even the fastest bot some of the time
    assert statistics.pstdev(hard) > 50 and len(set(hard)) > 100
    assert min(reaction_delay(Human(), random.Random(s)) for s in range(50)) >= FLOOR_MS


def test_a_delay_only_while_a_window_is_open_to_the_seat() -> None:
    t = Table(["9S 10H QC JD", "7H 3C 7D 2S"], draws="7C")
    bot = t.bots[1]
    assert isinstance(bot, CountingBot)
    assert bot.delay_ms(t.view(1)) is None  # the opening look: no pile yet
    t.look()
    t.apply(0, {"type": "draw"})
    assert bot.delay_ms(t.view(1)) is None  # the draw closed the pile card's window
    t.apply(0, {"type": "discard"})
    delay = bot.delay_ms(t.view(1))
    assert delay is not None and delay >= FLOOR_MS


def test_the_delay_does_not_follow_the_cards() -> None:
    # two seats with different cards, the same profile and pacing seed: the same delays
    rows = [["9S 10H QC JD", "7H 3C 7D 2S"], ["9S 10H QC JD", "KS QH 8D 2C"]]
    seen = []
    for deal in rows:
        t = Table(deal, draws="7C", bots=[CountingBot(0, 1), CountingBot(1, 2)])
        t.look()
        t.apply(0, {"type": "draw"})
        t.apply(0, {"type": "discard"})
        bot = t.bots[1]
        assert isinstance(bot, CountingBot)
        seen.append([bot.delay_ms(t.view(1)) for _ in range(5)])
    assert seen[0] == seen[1]


class Paced(CountingBot):
    """Asks for its delay before every answer, as a host that paces bots would."""

    def act(self, seat_view: Mapping[str, Any]) -> JSON | None:
        self.delay_ms(seat_view)
        return super().act(seat_view)


def test_asking_for_delays_never_changes_a_game() -> None:
    def game(kind: type[CountingBot]) -> dict[str, Any]:
        human = PROFILES["easy"].human
        bots = [kind(s, bot_seed(4, s), human=human) for s in range(2)]
        return play_game("dutch", bots, {"mode": "1_round"}, 4)

    assert game(Paced) == game(CountingBot)
