"""A bot's visible pacing does not depend on the card it holds (no timing channel).

A bot's search can take longer for some cards (a planner weighing where a Swap goes). The host
asks a bot as soon as it is to act and plays its move a fixed pause later, a pause that covers
the level's longest search; so the time between a bot's draw and its next move is the same
whatever it drew. Driven by a manual clock: each answer arrives after a think time that depends
on the card held, and the test reads when the host publishes the move, over many draws.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
from typing import Any

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from duckdown.bots import make_bot
from duckdown.client import Credential, sign
from duckdown.host import crypto
from duckdown.host.bots import BotPool, Done, make_default_bot
from duckdown.host.clock import ManualClock
from duckdown.host.limits import Limits
from duckdown.host.service import Service
from duckdown.host.store import Store

JSON = dict[str, Any]
# think time per held card, as measured against a host that showed it: Swap 190 ms, a 5 148 ms
THINK_MS: dict[object, int] = {"swap": 190, 5: 148}
OTHER_MS = 40
DELAY_MS = 30  # the bot delay of that measurement
HARD_THINK_MS = 625  # the level's think ceiling (its 0.5 s budget, plus a quarter)
DRAWS = 300


class InProcessPool(BotPool):
    """The host's bot pool with its bots in this process; the test hands the answers back."""

    def __init__(self) -> None:
        super().__init__(make_default_bot, ("hard",), 1)
        self.asks: list[tuple[JSON, JSON, Done]] = []
        self.asked = asyncio.Event()
        self._players: dict[tuple[str, int], Any] = {}

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop

    def shutdown(self) -> None:
        pass

    def submit(self, table_id: str, seat: int, view: JSON, done: Done) -> None:
        key = (table_id, seat)
        held = self.get(table_id, seat)
        assert held is not None
        if not held.created:
            # the counting bot decides (quickly); the think time is the test's to set
            self._players[key] = make_bot(held.game, "medium", seat, held.seed, held.options)
            if held.memory is not None:
                self._players[key].load_memory(held.memory)
            held.created, held.memory = True, None
        bot = self._players[key]
        for event in held.pending:
            bot.observe(event)
        held.pending = []
        held.busy = True
        self.asks.append((view, bot.act(view), done))
        self.asked.set()


def permutation_p(a: list[int], b: list[int], rng: random.Random, rounds: int = 2000) -> float:
    """Two-sided p-value of the difference of means of `a` and `b`."""
    observed = abs(statistics.fmean(a) - statistics.fmean(b))
    pooled = a + b
    hits = 0
    for _ in range(rounds):
        rng.shuffle(pooled)
        diff = abs(statistics.fmean(pooled[: len(a)]) - statistics.fmean(pooled[len(a) :]))
        hits += diff >= observed - 1e-9
    return (hits + 1) / (rounds + 1)


async def test_the_pause_after_a_bot_draws_does_not_depend_on_the_card() -> None:
    clock = ManualClock()
    service = Service(
        Store.memory(),
        clock,
        limits=Limits.unlimited(),
        bot_factory=make_default_bot,
        bot_levels=("hard",),
        bot_delay_ms=DELAY_MS,
        bot_think_ms={"duck_down/hard": HARD_THINK_MS},
        bot_budget_ms=600_000,  # real time: the test never lets a bot run over
    )
    pool = service.bots = InProcessPool()
    service.load()
    service.start(asyncio.get_running_loop())
    # the lobby's tidying sweeps once a minute: its timer is not one of the table's, which
    # this test steps the clock to
    service.tidy.stop()
    published: dict[int, int] = {}  # seq -> host ms it was published at
    service.on_change.append(lambda table, change: published.__setitem__(change.seq, clock.now()))

    key = X25519PrivateKey.generate()
    made = service.handle(
        "table/create",
        json.dumps(
            {
                "transaction": "c",
                "name": "Pacing",
                "options": {"turn_time": 0, "peek_time": 0},
                "client_key": crypto.public_key_b64(key),
            }
        ),
    )["data"]
    table_id = made["table_id"]  # type: ignore[index]
    aad = crypto.seal_aad(table_id, "owner", None)
    owner = Credential("owner", table_id, None, crypto.open_sealed(made["owner"], key, aad))  # type: ignore[index]

    def as_owner(command: str, **fields: Any) -> None:
        body = sign(command, {"transaction": "o", "table_id": table_id, **fields}, owner)
        assert service.handle(command, json.dumps(body))["status"] == "ok"

    as_owner("table/add_bot", level="hard")
    as_owner("table/add_bot", level="hard")
    table = service.tables[table_id]

    gaps: dict[str, list[int]] = {"swap": [], "5": [], "other": []}
    while sum(map(len, gaps.values())) < DRAWS:
        if table.status != "playing":
            as_owner("table/start")
        while not pool.asks:  # the bot is asked on the loop, or once its timer is due
            when = clock.next_timer()
            if when is not None and when > clock.now():
                clock.advance(when - clock.now())
                continue
            pool.asked.clear()
            # a bot that is never asked fails the test rather than hanging the suite
            await asyncio.wait_for(pool.asked.wait(), 60)
        view, action, done = pool.asks.pop(0)
        held = view["held"]
        drawn = held is not None and held["seat"] == view["seat"] and held["source"] == "deck"
        card = held["card"] if drawn else None
        seq = table.seq
        clock.advance(THINK_MS.get(card, OTHER_MS))  # the bot thinks; the clock runs meanwhile
        done(action, None)
        while table.seq == seq and not pool.asks:  # its move, when the host plays it
            when = clock.next_timer()
            if when is None:
                # in the opening look and the reveal both bots are asked at once: the one that
                # answers second answered an older change, and is asked again (on the loop)
                assert view["phase"] in ("peek", "reveal"), "nothing will play the bot's move"
                pool.asked.clear()
                await pool.asked.wait()
                continue
            clock.advance(max(0, when - clock.now()))
        if drawn and table.seq != seq:
            klass = "swap" if card == "swap" else "5" if card == 5 else "other"
            gaps[klass].append(published[seq + 1] - published[seq])
    service.stop()

    assert min(map(len, gaps.values())) >= 10, {k: len(v) for k, v in gaps.items()}
    rng = random.Random(12)
    for klass in ("swap", "5"):
        rest = [g for k, v in gaps.items() if k != klass for g in v]
        p = permutation_p(gaps[klass], rest, rng)
        assert p > 0.05, (klass, statistics.fmean(gaps[klass]), statistics.fmean(rest), p)
    # and not merely on average: every draw is followed by the same pause
    assert {g for v in gaps.values() for g in v} == {HARD_THINK_MS}


def test_think_ceilings_come_per_game_and_level_from_each_games_bots() -> None:
    from duckdown.bots import game_bots
    from duckdown.host.bots import think_ceilings_ms

    ceilings = think_ceilings_ms()
    profiles = game_bots("duck_down").PROFILES  # type: ignore[union-attr]
    assert ceilings["duck_down/hard"] == round(profiles["hard"].budget_s * 1250)
    assert "duck_down/counting" not in ceilings  # an analysis level has no time limit
    assert all("/" in key for key in ceilings)
