"""Fan-out: what the host publishes of a table, to every transport (`Sink`).

The public snapshot goes out first (it is what every screen waits on), then the change's public
events, then one private message per human seat, padded to a length that depends only on what
is public (docs/protocol.md, "Private messages").
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Protocol

from duckdown.host import crypto
from duckdown.host.protocol import PROTOCOL
from duckdown.host.request import JSON
from duckdown.host.table import HUMAN, Change, Table

log = logging.getLogger("duckdown.host")


class Sink(Protocol):
    """A transport that fans out what the host publishes."""

    def host_info(self, info: JSON) -> None: ...

    def table_changed(self, table: Table, snapshot: bytes) -> None:
        """A new public snapshot (serialized). Sent at once: it is what every screen waits on."""
        ...

    def table_events(self, table: Table, events: list[bytes]) -> None:
        """The public event messages of the change just published (serialized)."""
        ...

    def private_changed(self, table: Table, seat: int, plain: bytes, public_len: int) -> None:
        """A seat's private message in clear; the transport encrypts if it must."""
        ...

    def table_deleted(self, table_id: str, seats: list[int], seq: int) -> None:
        """Clear the table's retained topics; `seq` is one past the table's last."""
        ...


def dump(obj: object) -> bytes:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()


def snapshot_bytes(table: Table, host_now: int) -> bytes:
    return dump(table.snapshot(host_now))


def event_messages(table: Table, change: Change) -> list[JSON]:
    return [
        {"protocol": PROTOCOL, "table_id": table.table_id, "seq": change.seq, "event": ev}
        for ev in table.public_events(change)
    ]


def private_envelope(table: Table, seat: int, plain: bytes, public_len: int) -> bytes:
    """A seat's private message, encrypted to its view key (MQTT)."""
    keys = table.seats[seat].keys
    assert keys is not None
    if len(plain) > crypto.pad_target(public_len):
        # never expected: the padding is sized for every game's seat views; say so loudly
        log.warning(
            "table %s: a private message (%d bytes) outgrew its padding (%d): its length shows",
            table.table_id,
            len(plain),
            crypto.pad_target(public_len),
        )
    nonce, ct = crypto.encrypt_private(
        keys.view, plain, public_len, crypto.private_aad(table.table_id, seat, table.seq)
    )
    env = {
        "protocol": PROTOCOL,
        "table_id": table.table_id,
        "seat": seat,
        "seq": table.seq,
        "kid": keys.kid,
        "nonce": nonce,
        "ct": ct,
    }
    return json.dumps(env, separators=(",", ":")).encode()


class Fanout:
    def __init__(self, sinks: list[Sink], now: Callable[[], int]) -> None:
        self.sinks = sinks
        self._now = now

    def info(self, info: JSON) -> None:
        for sink in self.sinks:
            sink.host_info(info)

    def table(self, table: Table, change: Change | None = None) -> None:
        snap = snapshot_bytes(table, self._now())
        for sink in self.sinks:
            try:
                sink.table_changed(table, snap)
            except Exception:
                log.exception("a transport failed to publish table %s", table.table_id)
        # the events are built only once the snapshot is on its way
        events = [dump(e) for e in (event_messages(table, change) if change is not None else [])]
        if events:
            for sink in self.sinks:
                try:
                    sink.table_events(table, events)
                except Exception:
                    log.exception("a transport failed to publish events of %s", table.table_id)
        public_len = len(snap) + sum(len(e) for e in events)
        now = self._now()
        for seat in table.seats:
            if seat.kind == HUMAN and seat.keys is not None:
                self.private(table, seat.index, change, now, public_len)

    def private(
        self, table: Table, seat: int, change: Change | None, now: int, public_len: int = 0
    ) -> None:
        if not public_len:
            public_len = len(snapshot_bytes(table, now))
        plain = table.private_plain(seat, now, change)
        for sink in self.sinks:
            try:
                sink.private_changed(table, seat, plain, public_len)
            except Exception:
                log.exception("a transport failed to publish a private message")

    def deleted(self, table_id: str, seats: list[int], seq: int) -> None:
        for sink in self.sinks:
            sink.table_deleted(table_id, seats, seq)

    def lobby(self) -> None:
        for sink in self.sinks:
            lobby = getattr(sink, "lobby_changed", None)
            if lobby is not None:
                lobby()
