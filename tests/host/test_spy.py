"""A spy subscribed to `#` for whole games learns no hidden card and opens no private message."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
from collections import defaultdict
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from duckdown.host import crypto, schema
from tests.host.conftest import HostRig, Spy
from tests.host.invariance import check_public_view, visible_cards
from tests.host.players import play_until_over


@pytest.mark.parametrize("keep_known", [False, True])
async def test_spy_on_everything_learns_no_hidden_card(
    rig: HostRig, spy: Spy, keep_known: bool
) -> None:
    host = rig.host
    assert host is not None
    states: dict[tuple[str, int], tuple[Any, int]] = {}

    def record(table: Any, change: Any) -> None:
        if table.state is not None:
            now = table.game_now(host.clock.now())
            states[(table.table_id, table.seq)] = (table.state.copy(), now)

    host.service.on_change.append(record)
    anna, ben = await rig.client(), await rig.client()
    table_id, owner = await anna.create_table("Spied", {"keep_known": keep_known})
    a = await anna.join(table_id, "Anna")
    b = await ben.join(table_id, "Ben")
    await anna.add_bot(owner, "easy")
    await anna.add_bot(owner, "medium")
    wa, wb = await anna.watch_seat(a), await ben.watch_seat(b)
    watch = await anna.watch_table(table_id)
    await anna.start(owner, rounds=1)
    await asyncio.gather(
        play_until_over(anna, a, wa, random.Random(3), 120),
        play_until_over(ben, b, wb, random.Random(4), 120),
    )
    final = await watch.wait_for(lambda s: s["status"] == "over")
    # everything up to the final snapshot has reached the spy too
    async with asyncio.timeout(10):
        await spy.wait_until(
            lambda: any(
                t.endswith("/public") and json.loads(p or b"{}").get("seq") == final["seq"]
                for t, p, _ in spy.under(rig.base)
            )
        )
    messages = spy.under(rig.base)
    assert messages

    secrets_seen = [a.secret, b.secret, owner.secret]
    forbidden: list[bytes] = []
    for s in secrets_seen:
        keys = crypto.Keys.derive(s)
        for raw in (s, keys.mac, keys.view):
            forbidden += [
                raw.hex().encode(),
                crypto.b64e(raw).encode(),
                base64.b64encode(raw).rstrip(b"="),
            ]
    snapshots: dict[int, dict[str, Any]] = {}
    private_lengths: dict[int, set[int]] = defaultdict(set)
    events_by_seq: dict[int, list[dict[str, Any]]] = defaultdict(list)
    stranger = X25519PrivateKey.generate()
    for topic, payload, _retained in messages:
        for secret in forbidden:
            assert secret not in payload, f"a secret leaked on {topic}"
        if not payload:
            continue
        rest = topic[len(rig.base) + 1 :]
        if rest.startswith("response/"):
            schema.check("response", json.loads(payload))
            resp = json.loads(payload)
            box = (resp.get("data") or {}).get("credential") or (resp.get("data") or {}).get(
                "owner"
            )
            if box:
                with pytest.raises(crypto.CryptoError):
                    crypto.open_sealed(box, stranger, crypto.seal_aad(table_id, "seat", 0))
        elif rest.startswith("request/"):
            continue
        elif rest == "host/info":
            schema.check("host_info", json.loads(payload))
        elif rest == "host/state":
            assert payload in (b"online", b"offline")
        elif rest.endswith("/public"):
            snap = json.loads(payload)
            schema.check("public", snap)
            snapshots[snap["seq"]] = snap
        elif rest.endswith("/events"):
            ev = json.loads(payload)
            schema.check("event", ev)
            events_by_seq[ev["seq"]].append(ev["event"])
        elif rest.endswith("/private"):
            env = json.loads(payload)
            schema.check("private", env)
            assert b'"legal"' not in payload and b'"view"' not in payload
            private_lengths[env["seq"]].add(len(env["ct"]))
            with pytest.raises(crypto.CryptoError):
                crypto.decrypt_private(
                    os.urandom(32),
                    env["nonce"],
                    env["ct"],
                    crypto.private_aad(table_id, env["seat"], env["seq"]),
                )
        else:
            raise AssertionError(f"unexpected topic {topic}")
    # every seat's private message of one change has the same length: lengths tell nothing
    for seq, lengths in private_lengths.items():
        assert len(lengths) == 1, f"private lengths differ at seq {seq}: {lengths}"
    # every public snapshot of the game passes the invariance check
    checked = 0
    for seq, snap in snapshots.items():
        if snap["game"] is None or (table_id, seq) not in states:
            continue
        state, now = states[(table_id, seq)]
        check_public_view(state, now, snap["game"])
        checked += 1
    assert checked > 10
    # a public event shows only cards that the public snapshots before or after it show
    for seq, events in events_by_seq.items():
        if seq not in snapshots:
            continue
        shown = visible_cards(snapshots[seq]) + visible_cards(snapshots.get(seq - 1, {}))
        for ev in events:
            for key in ("card", "discarded"):
                if key in ev:
                    assert ev[key] in shown, (ev, seq)
