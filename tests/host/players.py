"""Test players: pick a random legal action from a seat view and send it."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from duckdown.client import Client, Credential, ProtocolError, SeatWatch

JSON = dict[str, Any]
SECURITY_CODES = ("unauthorized", "forbidden", "replayed", "invalid_request", "bad_json")


def random_action(view: JSON, rng: random.Random) -> JSON:
    kind = rng.choice(view["legal"])
    action: JSON = {"type": kind}
    if kind in ("replace", "peek"):
        action["slot"] = rng.randrange(4)
    elif kind == "swap":
        others = [s for s in range(view["players"]) if s != view["seat"]]
        action.update(
            slot=rng.randrange(4), other_seat=rng.choice(others), other_slot=rng.randrange(4)
        )
    return action


async def play_until_over(
    client: Client, cred: Credential, watch: SeatWatch, rng: random.Random, limit_s: float = 60
) -> int:
    """Play random legal moves until the game is over; return the number of moves made."""
    moves = 0
    async with asyncio.timeout(limit_s):
        while True:
            view = await watch.wait_for(
                lambda v: v is not None and (v["phase"] == "over" or bool(v["legal"])), limit_s
            )
            assert view is not None
            if view["phase"] == "over":
                return moves
            seq = watch.seq
            try:
                await client.act(cred, random_action(view, rng), expect_seq=seq)
                moves += 1
            except ProtocolError as err:
                # another seat (a bot, a timeout) moved first: wait for the next view
                assert err.code not in SECURITY_CODES, err
                await watch.wait_seq(seq + 1, limit_s)
