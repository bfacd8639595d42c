"""A host with no transport, on a database file, its clock moved by hand: for tests that drive
the service itself (any game) and restart it."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from duckdown.client import Credential, sign
from duckdown.host import crypto
from duckdown.host.clock import ManualClock
from duckdown.host.limits import Limits
from duckdown.host.service import Service, replay
from duckdown.host.store import Entry, Store
from duckdown.host.table import Table
from tests.host.players import SECURITY_CODES

JSON = dict[str, Any]
MOVE_MS = 250  # game time that passes before each move


def table_print(table: Table, host_now: int = 0) -> str:
    """All a replay must give back: seq, status, seats with their secrets, clock and game."""
    seats = [
        (
            s.kind,
            s.name,
            s.level,
            s.bot_seed,
            None if s.keys is None else s.keys.secret.hex(),
            s.connected,
        )
        for s in table.seats
    ]
    state = None if table.state is None else table.ruleset.state_to_json(table.state)
    return json.dumps(
        [table.owner.secret.hex(), seats, table.snapshot(host_now), state], sort_keys=True
    )


def replays(table: Table, log: list[Entry], host_now: int = 0) -> bool:
    """The log rebuilds the table, its clock set to the table's own (a game clock stops a
    moment after the last change; a calendar's time is the calendar's)."""
    again = replay(table.table_id, log)
    again.set_game_time(table.game_now(host_now), host_now)
    return table_print(again, host_now) == table_print(table, host_now)


class Offline:
    """A host with no transport, on a database file, its clock moved by hand."""

    def __init__(self, path: Path, clock: ManualClock | None = None, **options: Any) -> None:
        self.path = path
        self.clock = clock or ManualClock()
        self.service = Service(
            Store(path),
            self.clock,
            limits=Limits.unlimited(),
            admin_secret=b"\1" * 32,
            **options,
        )
        self.service.load()
        # no event loop: every timer, a due one too, runs when the clock is advanced
        for table in self.service.tables.values():
            self.service.timers.schedule(table)
        self.key = X25519PrivateKey.generate()
        self.client_key = crypto.public_key_b64(self.key)

    def call(self, command: str, body: JSON, cred: Credential | None = None) -> JSON:
        body = {"transaction": "tx", **body}
        if cred is not None:
            body = sign(command, body, cred)
        return self.service.handle(command, json.dumps(body))

    def ok(self, command: str, body: JSON, cred: Credential | None = None) -> JSON:
        resp = self.call(command, body, cred)
        assert resp["status"] == "ok", resp
        data: JSON = resp["data"]
        return data

    def create(
        self, name: str, options: JSON | None = None, ruleset: str | None = None, **fields: Any
    ) -> tuple[str, Credential]:
        body: JSON = {"name": name, "client_key": self.client_key, "options": options or {}}
        if ruleset is not None:
            body["ruleset"] = ruleset
        data = self.ok("table/create", {**body, **fields})
        table_id = data["table_id"]
        aad = crypto.seal_aad(table_id, "owner", None)
        secret = crypto.open_sealed(data["owner"], self.key, aad)
        return table_id, Credential("owner", table_id, None, secret)

    def join(self, table_id: str, name: str) -> Credential:
        data = self.ok(
            "table/join", {"table_id": table_id, "name": name, "client_key": self.client_key}
        )
        seat = data["seat"]
        aad = crypto.seal_aad(table_id, "seat", seat)
        secret = crypto.open_sealed(data["credential"], self.key, aad)
        return Credential("seat", table_id, seat, secret)

    def table(self, table_id: str) -> Table:
        return self.service.tables[table_id]

    def log(self, table_id: str) -> list[Entry]:
        return self.service.store.entries(table_id)

    def move(self, table_id: str, creds: list[Credential], rng: random.Random) -> None:
        """A seat to act makes a random legal move, a little game time after the last."""
        self.clock.advance(MOVE_MS)
        table = self.table(table_id)
        if table.status != "playing":
            return  # the time that passed ended the game
        seat = table.seats_to_act()[0]
        for _ in range(20):
            view = self.table(table_id).seat_view(seat, self.clock.now())
            assert view is not None
            action = rng.choice(table.ruleset.view_actions(view))
            body = {"table_id": table_id, "seat": seat, "action": action}
            resp = self.call("game/action", body, creds[seat])
            if resp["status"] == "ok":
                return
            assert resp["error"]["code"] not in SECURITY_CODES, resp
        raise AssertionError("no legal move found")

    def play_until_over(self, table_id: str, creds: list[Credential], rng: random.Random) -> int:
        moves = 0
        while self.table(table_id).status != "over":
            assert moves < 2000, "the game does not end"
            self.move(table_id, creds, rng)
            moves += 1
        return moves

    def restart(self, clock: ManualClock | None = None) -> Offline:
        """The host killed (its clock not stored once more) and started on the same file."""
        self.service.store.close()
        return Offline(self.path, clock or ManualClock(self.clock.now(), self.clock.wall()))

    def close(self) -> None:
        self.service.store.close()
