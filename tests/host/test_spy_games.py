"""A spy on `#` while whole games of Dutch, Quack-Quack and Duck Pond are played learns nothing
a player may not see.

Each table has a person over MQTT, a person over the WebSocket and the host's bots, on a real
Mosquitto; the host runs a manual clock, so every timer (turns, throw-in windows, calendar
periods) comes due at once when nobody can move without it. What the spy saw is then held
against the engine's state after every change (`spying.check_spied`): re-deals of what each
seat cannot know leave every snapshot and event as it was, ids name no card, private
messages are as long as their public part decides, and no credential shows. For Duck Pond,
whose one secret is the current period's dice seed, no seed shows before its period ends.
"""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from duckdown.client import Credential
from duckdown.host.clock import ManualClock
from duckdown.host.table import Table
from tests.host.conftest import HostRig, Spy
from tests.host.drive import Driver, until
from tests.host.seats import MqttSeat, Seat, WsSeat
from tests.host.spying import Recorder, Spied, check_spied
from tests.support.broker import Broker

JSON = dict[str, Any]


@pytest.fixture()
async def clocked(broker: Broker, tmp_path: Path) -> AsyncIterator[HostRig]:
    """An in-process host on the real broker, with a manual clock and the web server on."""
    rig = HostRig(broker, tmp_path / "data", clock=ManualClock(), http="127.0.0.1:0")
    await rig.start()
    yield rig
    await rig.close()


async def play_spied(
    rig: HostRig,
    spy: Spy,
    game: str,
    options: JSON,
    bots: tuple[str, ...],
    seed: int,
    done: Callable[[Table], bool] | None = None,
    optional: float = 0.3,
    quota: int = 0,
    every_seat: bool = True,
) -> tuple[Spied, str, Driver]:
    """A table of `game`: seat 0 a person over MQTT, seat 1 one over the WebSocket, then
    the host's bots of the `bots` levels; played to `done` (default: the end), then the spy's
    view checked."""
    host = rig.host
    assert host is not None and host.web_url is not None
    mqtt = await rig.client()
    table_id, owner = await mqtt.create_table("Spied", options, 2 + len(bots), ruleset=game)
    recorder = Recorder(table_id)
    host.service.on_change.append(recorder)
    anna = await mqtt.join(table_id, "Anna")
    ben = await mqtt.join(table_id, "Ben")
    for level in bots:
        await mqtt.add_bot(owner, level)
    async with aiohttp.ClientSession() as http:
        seats: dict[int, Seat] = {
            0: await MqttSeat.open(mqtt, anna),
            1: await WsSeat.open(http, host.web_url, ben),
        }
        await mqtt.start(owner)
        driver = Driver(host, table_id, seats, random.Random(seed), optional=optional, quota=quota)
        await driver.run(done)
        table = host.service.tables[table_id]
        # everything up to the last change has reached the spy
        await until(lambda: last_public_seq(spy, rig.base, table_id) == table.seq)
        await seats[1].ws.ws.close()  # type: ignore[attr-defined]
    creds: list[Credential] = [anna, ben, owner]
    log = host.store.entries(table_id)
    spied = check_spied(
        spy.under(rig.base),
        rig.base,
        table_id,
        table.ruleset,
        recorder,
        log,
        creds,
        seed,
        every_seat=every_seat,
        schemas=every_seat,
    )
    return spied, table_id, driver


def last_public_seq(spy: Spy, base: str, table_id: str) -> int:
    seqs = [
        json.loads(p)["seq"]
        for t, p, _ in spy.under(base)
        if t == f"{base}/tables/{table_id}/public" and p
    ]
    return max(seqs, default=0)


async def test_a_spy_learns_no_hidden_card_in_a_whole_game_of_dutch(
    clocked: HostRig, spy: Spy
) -> None:
    # five rounds: the deals, the looks, the between-rounds pause and the final reveal
    options = {"mode": "5_rounds", "peek_time": 1, "turn_time": 5, "throw_time": 1}
    spied, _, driver = await play_spied(clocked, spy, "dutch", options, ("random", "hard"), seed=15)
    final = spied.public[max(spied.public)]
    assert final["status"] == "over" and final["game"]["winners"]
    assert final["game"]["round"] == 5 and len(final["game"]["scores"]) == 5
    counts = spied.counts
    assert counts["public_resampled"] > 30 and counts["events_resampled"] > 30, counts
    assert counts["private"] > 30 and counts["private_length"] > 60, counts
    assert driver.tally.moves > 10 and driver.tally.advances >= 3, driver.tally
    # throw-in windows opened, and seats threw in through them
    windows = [s["game"]["window"] for s in spied.public.values() if s["game"]]
    assert any(w and w["throws"] for w in windows)


async def test_a_spy_sees_no_hand_in_a_whole_game_of_quack_quack(
    clocked: HostRig, spy: Spy
) -> None:
    options = {"rounds": 1, "turn_time": 5}
    spied, _, driver = await play_spied(
        clocked, spy, "quack_quack", options, ("random", "medium"), seed=16
    )
    final = spied.public[max(spied.public)]
    assert final["status"] == "over" and final["game"]["phase"] == "over"
    counts = spied.counts
    assert counts["public_resampled"] > 30 and counts["events_resampled"] > 30, counts
    assert counts["private"] > 30 and counts["private_length"] > 60, counts
    assert driver.tally.moves > 10, driver.tally


async def test_a_spy_sees_no_dice_seed_of_duck_pond_before_its_period_ends(
    clocked: HostRig, spy: Spy
) -> None:
    def two_weeks(table: Table) -> bool:
        return bool(table.state.period.number > 3)

    spied, table_id, driver = await play_spied(
        clocked,
        spy,
        "duck_pond",
        {},
        ("random",),
        seed=17,
        done=two_weeks,
        quota=2,
        every_seat=False,
    )
    counts = spied.counts
    assert counts["public_resampled"] > 20 and counts["private_length"] > 40, counts
    assert driver.tally.moves >= 5 and driver.tally.advances >= 3, driver.tally
    host = clocked.host
    assert host is not None
    periods = host.service.tables[table_id].state.periods
    assert len(periods) == 4 and not any(p.derived for p in periods)  # the host's entropy
    seeds = [p.seed for p in periods]
    # each period's seed is revealed by the change that ends it; the current one's never
    ended = {
        e["period"]: seq
        for seq, rec in spied.events.items()
        for e in rec
        if e["type"] == "period_ended"
    }
    revealed_at = [ended.get(p.label) for p in periods]
    assert None not in revealed_at[:-1] and revealed_at[-1] is None
    messages = spy.under(clocked.base)
    shown = 0
    for seed_hex, reveal in zip(seeds, revealed_at, strict=True):
        for topic, payload, _ in messages:
            if seed_hex.encode() not in payload:
                continue
            seq = json.loads(payload).get("seq")
            assert reveal is not None and seq is not None and seq >= reveal, (
                f"period seed {seed_hex[:8]} shown on {topic} at seq {seq}, revealed at {reveal}"
            )
            shown += 1
    assert shown >= 3  # each ended period's seed is public once it ended, with its proof
