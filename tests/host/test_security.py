"""Forged, replayed and unauthorised commands are refused with their code; nothing changes."""

from __future__ import annotations

import json
from typing import Any

from duckdown.client import Client, Credential, sign
from duckdown.host import schema
from duckdown.host.app import ADMIN_FILE
from tests.host.conftest import HostRig


def fingerprint(rig: HostRig, table_id: str) -> str:
    host = rig.host
    assert host is not None
    table = host.service.tables[table_id]
    snap = table.snapshot(0)
    snap.pop("now")
    state = None if table.state is None else table.ruleset.state_to_json(table.state)
    return json.dumps([snap, state], sort_keys=True)


async def setup_game(rig: HostRig) -> tuple[Client, str, Credential, Credential, Credential]:
    c = await rig.client()
    table_id, owner = await c.create_table("Guarded", {"turn_time": 0, "peek_time": 0})
    a = await c.join(table_id, "Anna")
    b = await c.join(table_id, "Ben")
    await c.start(owner, rounds=1)
    return c, table_id, owner, a, b


async def refused(c: Client, command: str, body: dict[str, Any], code: str) -> None:
    resp = await c.request_raw(command, body)
    schema.check("response", resp)
    assert resp["status"] == "error", resp
    assert resp["error"]["code"] == code, resp
    assert resp["transaction"] == body.get("transaction")


async def test_forged_seat_commands_are_refused(rig: HostRig) -> None:
    c, table_id, _owner, a, b = await setup_game(rig)
    before = fingerprint(rig, table_id)
    act = {"table_id": table_id, "seat": 0, "action": {"type": "ready"}}

    # no proof at all
    await refused(c, "game/action", c.body(**act), "unauthorized")
    # Ben's credential used for Anna's seat
    forged = Credential("seat", table_id, 0, b.secret)
    await refused(c, "game/action", sign("game/action", c.body(**act), forged), "unauthorized")
    # Anna's proof with the action changed after signing
    signed = sign("game/action", c.body(**act), a)
    signed["seat"] = 1
    await refused(c, "game/action", signed, "unauthorized")
    signed = sign("game/action", c.body(**act), a)
    signed["auth"]["mac"] = signed["auth"]["mac"][:-2] + (
        "AA" if signed["auth"]["mac"][-2:] != "AA" else "BA"
    )
    await refused(c, "game/action", signed, "unauthorized")
    # a proof made for another command
    signed = sign("seat/reconnect", c.body(**act), a)
    await refused(c, "game/action", signed, "unauthorized")
    # public ids are never credentials
    for guess in (table_id.encode(), rig.host.service.host_id.encode()):  # type: ignore[union-attr]
        fake = Credential("seat", table_id, 0, guess.ljust(32, b"\0"))
        await refused(c, "game/action", sign("game/action", c.body(**act), fake), "unauthorized")
    # stale expect_seq
    stale = sign("game/action", c.body(**act, expect_seq=1), a)
    await refused(c, "game/action", stale, "stale")
    assert fingerprint(rig, table_id) == before

    # a good request, then the very same bytes again: replayed
    good = sign("game/action", c.body(**act), a)
    resp = await c.request_raw("game/action", good)
    assert resp["status"] == "ok", resp
    after = fingerprint(rig, table_id)
    again = dict(good, transaction="replay-1")
    await refused(c, "game/action", good, "replayed")
    # an older nonce with a fresh MAC is refused too
    old = sign("game/action", c.body(**{**act, "seat": 0}), a, nonce=good["auth"]["nonce"] - 1)
    await refused(c, "game/action", old, "replayed")
    assert again["auth"] == good["auth"]
    assert fingerprint(rig, table_id) == after


async def test_only_owner_and_admin_administer(rig: HostRig) -> None:
    c = await rig.client()
    table_id, _owner = await c.create_table("Owned")
    a = await c.join(table_id, "Anna")
    before = fingerprint(rig, table_id)
    for command, fields in [
        ("table/add_bot", {"table_id": table_id, "level": "easy"}),
        ("table/start", {"table_id": table_id}),
        ("table/delete", {"table_id": table_id}),
    ]:
        # a seat's credential names no seat here: no proof for this role
        await refused(c, command, sign(command, c.body(**fields), a), "unauthorized")
        # a seat's secret presented as the owner's
        as_owner = Credential("owner", table_id, None, a.secret)
        await refused(c, command, sign(command, c.body(**fields), as_owner), "unauthorized")
        # no proof
        await refused(c, command, c.body(**fields), "unauthorized")
    # a seat's credential, proven for its own seat, may not administer
    remove = sign("table/remove_bot", c.body(table_id=table_id, seat=0), a)
    await refused(c, "table/remove_bot", remove, "forbidden")
    # another table's owner
    other_id, other_owner = await c.create_table("Other")
    await refused(
        c,
        "table/delete",
        sign("table/delete", c.body(table_id=table_id), other_owner),
        "unauthorized",
    )
    assert fingerprint(rig, table_id) == before
    # the host's admin may
    secret = bytes.fromhex((rig.data / ADMIN_FILE).read_text().strip())
    admin = Credential("admin", None, None, secret)
    await c.request("table/add_bot", {"table_id": table_id, "level": "easy"}, admin)
    await c.request("table/delete", {"table_id": other_id}, admin)
    assert other_id not in rig.host.service.tables  # type: ignore[union-attr]


async def test_seat_credential_cannot_act_for_a_bot_or_timeout(rig: HostRig) -> None:
    c, table_id, owner, a, b = await setup_game(rig)
    before = fingerprint(rig, table_id)
    timeout = {"table_id": table_id, "seat": 0, "action": {"type": "timeout"}}
    await refused(c, "game/action", sign("game/action", c.body(**timeout), a), "illegal_action")
    # a seat handed to a bot refuses its person's moves until taken back
    watch = await c.watch_table(table_id)
    await c.hand_to_bot(owner, 1, "easy")
    await watch.wait_for(lambda s: s["game"]["ready"] == [False, True])  # bots are ready at once
    move = {"table_id": table_id, "seat": 1, "action": {"type": "ready"}}
    mid = fingerprint(rig, table_id)
    await refused(c, "game/action", sign("game/action", c.body(**move), b), "seat_is_bot")
    assert fingerprint(rig, table_id) == mid
    await c.take_back(b, 1)
    await c.act(a, {"type": "ready"})
    assert fingerprint(rig, table_id) != before
