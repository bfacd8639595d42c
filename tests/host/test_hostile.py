"""Hostile input over both transports: every bad payload gets the same answer, nothing changes.

One table of bad inputs runs over MQTT and over the WebSocket (docs/protocol.md, "Conventions"
and "Error codes"); then the defects it grew from, one test each: a lone surrogate that wedged
the MQTT side, a name that poisoned the log, a failure after validation that left a refused table
stored, and a database that already holds such a table.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from duckdown.host import crypto
from duckdown.host.app import DB_FILE
from duckdown.host.clock import ManualClock
from duckdown.host.limits import MAX_PAYLOAD, Limits
from duckdown.host.service import Service
from duckdown.host.store import Entry, Store
from tests.host.conftest import HostRig, Spy
from tests.host.wire import Wire, everything, ws_payload

KEY = crypto.public_key_b64(X25519PrivateKey.generate())
BAD_MAC = '{"role":"seat","nonce":1,"mac":"' + "A" * 43 + '"}'


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# (what, command, payload with @T@ for a table id, the code both transports answer)
Case = tuple[str, str, bytes, str]
CASES: dict[str, list[Case]] = {
    "unicode": [
        ("a surrogate escape in transaction", "ping", rb'{"transaction":"\ud800"}', "bad_json"),
        ("surrogate bytes in transaction", "ping", b'{"transaction":"\xed\xa0\x80"}', "bad_json"),
        ("a surrogate escape in a key", "ping", rb'{"transaction":"t","\udc00":1}', "bad_json"),
        (
            "a surrogate table name",
            "table/create",
            rb'{"transaction":"t","name":"\ud800","client_key":"' + KEY.encode() + b'"}',
            "bad_json",
        ),
        (
            "surrogate bytes in a table name",
            "table/create",
            b'{"transaction":"t","name":"\xed\xb0\x80","client_key":"' + KEY.encode() + b'"}',
            "bad_json",
        ),
        (
            "a surrogate player name",
            "table/join",
            rb'{"transaction":"t","table_id":"@T@","name":"A\udfff","client_key":"'
            + KEY.encode()
            + b'"}',
            "bad_json",
        ),
        ("invalid UTF-8", "ping", b'{"transaction":"\xff\xfe"}', "bad_json"),
        ("overlong UTF-8", "ping", b'{"transaction":"\xc0\xaf"}', "bad_json"),
        ("truncated UTF-8", "ping", b'{"transaction":"\xe2\x82"}', "bad_json"),
        ("a byte order mark", "ping", b'\xef\xbb\xbf{"transaction":"t"}', "bad_json"),
        ("UTF-16", "ping", '{"transaction":"t"}'.encode("utf-16"), "bad_json"),
    ],
    "numbers": [
        ("NaN", "ping", b'{"transaction":"t","client":NaN}', "bad_json"),
        (
            "Infinity",
            "table/start",
            b'{"transaction":"t","table_id":"@T@","rounds":Infinity}',
            "bad_json",
        ),
        ("-Infinity", "ping", b'{"transaction":"t","client":-Infinity}', "bad_json"),
        (
            "a number past the float range",
            "seat/reconnect",
            b'{"transaction":"t","table_id":"@T@","seat":1e400}',
            "bad_json",
        ),
    ],
    "floats": [
        (
            "an integral float seat, unsigned",
            "seat/reconnect",
            b'{"transaction":"t","table_id":"@T@","seat":1.0,"auth":' + BAD_MAC.encode() + b"}",
            "invalid_request",
        ),
        (
            "an integral float max_seats",
            "table/create",
            b'{"transaction":"t","name":"Floaty","max_seats":4.0,"client_key":"'
            + KEY.encode()
            + b'"}',
            "invalid_request",
        ),
        (
            "an integral float rounds",
            "table/start",
            b'{"transaction":"t","table_id":"@T@","rounds":3.0,"auth":' + BAD_MAC.encode() + b"}",
            "invalid_request",
        ),
        (
            # the protocol knows no game's arguments: the game's action schema refuses it, once
            # the proof holds (test_game_schemas.py), so here the bad proof is what is refused
            "an integral float slot",
            "game/action",
            b'{"transaction":"t","table_id":"@T@","seat":0,"action":{"type":"replace","slot":1.0},'
            b'"auth":' + BAD_MAC.encode() + b"}",
            "unauthorized",
        ),
        (
            "an integral float expect_seq",
            "game/action",
            b'{"transaction":"t","table_id":"@T@","seat":0,"action":{"type":"draw"},'
            b'"expect_seq":2.0,"auth":' + BAD_MAC.encode() + b"}",
            "invalid_request",
        ),
        (
            "an integral float nonce",
            "table/leave",
            b'{"transaction":"t","table_id":"@T@","seat":0,'
            b'"auth":{"role":"seat","nonce":5.0,"mac":"' + b"A" * 43 + b'"}}',
            "invalid_request",
        ),
        (
            "a float in the options",
            "table/create",
            b'{"transaction":"t","name":"Floaty","options":{"turn_time":30.0},"client_key":"'
            + KEY.encode()
            + b'"}',
            "invalid_config",
        ),
        (
            "true as a seat",
            "seat/reconnect",
            b'{"transaction":"t","table_id":"@T@","seat":true,"auth":' + BAD_MAC.encode() + b"}",
            "invalid_request",
        ),
    ],
    "shape": [
        (
            "nested 1000 deep",
            "ping",
            b'{"transaction":"t","client":' + nested(1000).encode() + b"}",
            "bad_json",
        ),
        (
            "nested 40 deep in the options",
            "table/create",
            b'{"transaction":"t","name":"Deep","options":{"x":'
            + nested(40).encode()
            + b'},"client_key":"'
            + KEY.encode()
            + b'"}',
            "bad_json",
        ),
        ("an array", "ping", b'[{"transaction":"t"}]', "bad_json"),
        ("a string", "ping", b'"ping"', "bad_json"),
        ("not JSON", "ping", b'{"transaction":', "bad_json"),
        ("nothing", "ping", b"", "bad_json"),
    ],
    "size": [
        (
            "over the payload limit",
            "ping",
            b'{"transaction":"t","client":"' + b"x" * MAX_PAYLOAD + b'"}',
            "too_large",
        ),
        (
            "over the payload limit in one name",
            "table/create",
            b'{"transaction":"t","name":"' + "ü".encode() * 4100 + b'","client_key":"x"}',
            "too_large",
        ),
    ],
}


@pytest.fixture()
async def wired(make_rig: Callable[..., Any]) -> AsyncIterator[tuple[HostRig, Wire]]:
    rig: HostRig = await make_rig(http="127.0.0.1:0")
    host = rig.host
    assert host is not None and host.web is not None
    port = host.web.port  # type: ignore[attr-defined]
    async with (
        aiohttp.ClientSession() as http,
        http.ws_connect(f"http://127.0.0.1:{port}/ws", max_msg_size=0) as ws,
    ):
        yield rig, Wire(await rig.client(), ws)


@pytest.mark.parametrize("group", sorted(CASES))
async def test_every_bad_input_gets_the_same_answer_on_both_transports(
    wired: tuple[HostRig, Wire], group: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR, logger="duckdown")
    rig, wire = wired
    c = wire.mqtt
    table_id, _owner = await c.create_table("Target")
    await c.join(table_id, "Anna")
    await c.join(table_id, "Ben")
    assert rig.host is not None
    service = rig.host.service
    before = everything(service)
    wrong = []
    for what, command, template, code in CASES[group]:
        payload = template.replace(b"@T@", table_id.encode())
        transaction = None if code in ("bad_json", "too_large") else "t"
        answers = {
            "mqtt": await wire.over_mqtt(command, payload, transaction),
            "ws": await wire.over_ws(ws_payload(command, payload)),
        }
        for transport, resp in answers.items():
            got = (resp["status"], resp.get("error", {}).get("code"), resp["transaction"])
            if got != ("error", code, transaction):
                wrong.append(f"{what} over {transport}: {got}, not {code} ({resp})")
        if everything(service) != before:
            wrong.append(f"{what} changed the host")
            before = everything(service)
        await wire.ping_both()
    assert not wrong, "\n".join(wrong)
    assert not caplog.records, [r.getMessage() for r in caplog.records]


async def test_a_lone_surrogate_leaves_mqtt_answering_and_publishing(
    wired: tuple[HostRig, Wire], caplog: pytest.LogCaptureFixture
) -> None:
    """It used to wedge paho's read loop: no answer, no snapshot, a traceback a millisecond."""
    caplog.set_level(logging.ERROR)
    _rig, wire = wired
    c = wire.mqtt
    for raw in (rb'{"transaction":"\ud800"}', b'{"transaction":"\xed\xa0\x80"}'):
        resp = await wire.over_mqtt("ping", raw, None, limit_s=5)
        assert resp["error"]["code"] == "bad_json"
    table_id, _ = await c.create_table("Still here")
    watch = await c.watch_table(table_id)
    await c.join(table_id, "Anna")
    snap = await watch.wait_for(lambda s: s["seats"][0]["name"] == "Anna")
    assert snap["name"] == "Still here"
    assert not caplog.records, [r.getMessage() for r in caplog.records]


async def test_a_refused_name_leaves_nothing_behind_to_poison_a_restart(
    wired: tuple[HostRig, Wire],
) -> None:
    rig, wire = wired
    c = wire.mqtt
    table_id, _ = await c.create_table("Kitchen")
    create = rb'{"transaction":"c","name":"\ud800","client_key":"' + KEY.encode() + b'"}'
    join = rb'{"transaction":"j","table_id":"@T@","name":"\udbff","client_key":"' + KEY.encode()
    join = join.replace(b"@T@", table_id.encode()) + b'"}'
    for command, raw in (("table/create", create), ("table/join", join)):
        assert (await wire.over_mqtt(command, raw, None))["error"]["code"] == "bad_json"
        assert (await wire.over_ws(ws_payload(command, raw)))["error"]["code"] == "bad_json"
    assert rig.host is not None
    assert rig.host.service.store.table_ids() == [table_id]
    assert [t["table_id"] for t in await c.list_tables()] == [table_id]
    listed = await wire.over_ws(b'{"command":"table/list","transaction":"l"}')
    assert [t["seats"][0]["kind"] for t in listed["data"]["tables"]] == ["empty"]
    await rig.stop()
    await rig.start()  # connects, republishes every table
    assert [t["table_id"] for t in await c.list_tables()] == [table_id]


def test_a_failure_after_validation_undoes_the_create() -> None:
    """`internal_error` says nothing changed: the table must be gone from the log and memory."""
    service = Service(Store.memory(), ManualClock(), limits=Limits.unlimited())
    body = json.dumps({"transaction": "c", "name": "Doomed", "client_key": KEY})

    def broken(table: object, change: object = None) -> None:
        raise RuntimeError("the snapshot cannot be made")

    service.fanout.table = broken  # type: ignore[method-assign]
    resp = service.handle("table/create", body)
    assert resp["error"]["code"] == "internal_error"  # type: ignore[index]
    assert service.tables == {} and service.timers.runtime == {}
    assert service.store.table_ids() == []
    del service.fanout.table
    assert service.handle("table/create", body)["status"] == "ok"
    assert len(service.store.table_ids()) == 1


def test_the_log_refuses_text_no_transport_could_send(tmp_path: Path) -> None:
    store = Store(tmp_path / "db")
    entry = {"kind": "join", "seat": 0, "name": "\ud800", "secret": "00" * 32}
    with pytest.raises(UnicodeEncodeError):
        store.commit([Entry("t-1", 2, 0, entry)])
    with pytest.raises(UnicodeEncodeError):
        store.commit([Entry("t-1", 2, 0, entry)], nonces=[("t-1/owner", 5)])
    assert store.table_ids() == [] and store.nonces() == {}
    store.close()


async def test_a_command_with_no_answerable_topic_gets_no_answer(
    wired: tuple[HostRig, Wire], spy: Spy
) -> None:
    """The host answers on response/<command>; a command over 64 characters gets none."""
    rig, wire = wired
    c = wire.mqtt
    c._mqtt.publish(c.topics.request("x" * 65), b'{"transaction":"long"}', qos=1)
    await wire.ping_both()  # read after the long one: an answer to that would come first

    def responses() -> list[str]:
        return [t for t, _, _ in spy.under(rig.base) if "/response/" in t]

    async with asyncio.timeout(10):
        await spy.wait_until(lambda: bool(responses()))
    assert responses() == [c.topics.response("ping")]


async def test_only_a_websocket_message_past_what_can_be_read_closes_the_socket(
    wired: tuple[HostRig, Wire],
) -> None:
    from duckdown.host.limits import MAX_WS_MESSAGE  # new: the socket reads past MAX_PAYLOAD

    _rig, wire = wired
    big = b'{"command":"ping","transaction":"t","client":"' + b"x" * 20_000 + b'"}'
    assert (await wire.over_ws(big))["error"]["code"] == "too_large"
    await wire.ws.send_bytes(b"x" * (MAX_WS_MESSAGE + 1))
    msg = await wire.ws.receive(10)
    assert msg.type == aiohttp.WSMsgType.CLOSE and msg.data == aiohttp.WSCloseCode.MESSAGE_TOO_BIG


# --- a database that already holds a poisoned table -------------------------------------------


def old_row(table_id: str, seq: int, entry: dict[str, Any]) -> tuple[str, int, int, str]:
    """A log row as hosts before this check wrote it: JSON escaped to ASCII, so a lone
    surrogate was stored (as `\\ud800`) where every transport then failed to encode it."""
    return (table_id, seq, 0, json.dumps(entry, separators=(",", ":")))


def poison(data: Path) -> tuple[str, str]:
    """Two tables the old host stored: one created with a surrogate name, one joined by one."""
    owner = crypto.new_secret().hex()
    made = {"kind": "create", "ruleset": "duck_down", "options": {}, "max_seats": 4}
    rows = [
        old_row("t-badname0000", 1, {**made, "name": "\ud800", "owner": owner}),
        old_row("t-badseat0000", 1, {**made, "name": "Den", "owner": owner}),
        old_row(
            "t-badseat0000",
            2,
            {"kind": "join", "seat": 0, "name": "A\udc80", "secret": crypto.new_secret().hex()},
        ),
    ]
    db = sqlite3.connect(data / DB_FILE)
    db.executemany("INSERT INTO log(table_id, seq, t, entry) VALUES (?, ?, ?, ?)", rows)
    db.commit()
    db.close()
    return "t-badname0000", "t-badseat0000"


async def test_a_host_on_a_poisoned_database_quarantines_it_and_serves_the_rest(
    make_rig: Callable[..., Any],
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from duckdown.host.__main__ import main  # `duckdown repair` is new with the quarantine

    rig: HostRig = await make_rig(http="127.0.0.1:0")
    c = await rig.client()
    good, _owner = await c.create_table("Kitchen")
    await c.join(good, "Anna")
    await rig.stop()
    bad_name, bad_seat = poison(rig.data)

    caplog.set_level(logging.INFO, logger="duckdown")
    await rig.start()  # MQTT connects: republishing every table no longer fails
    assert rig.host is not None
    quarantined = [r.getMessage() for r in caplog.records if "quarantined" in r.getMessage()]
    assert len(quarantined) == 2, quarantined
    assert all("duckdown repair --data" in m and "lone surrogate" in m for m in quarantined)
    assert [t["table_id"] for t in await c.list_tables()] == [good]
    await c.join(good, "Ben")  # the other tables are served, and change
    port = rig.host.web.port  # type: ignore[attr-defined]
    async with (
        aiohttp.ClientSession() as http,
        http.ws_connect(f"http://127.0.0.1:{port}/ws") as ws,
    ):
        listed = await Wire(c, ws).over_ws(b'{"command":"table/list","transaction":"l"}')
    assert [t["table_id"] for t in listed["data"]["tables"]] == [good]
    assert set(rig.host.service.store.quarantined()) == {bad_name, bad_seat}

    # the repair path: list, restore (the bad text becomes U+FFFD), drop
    await rig.stop()
    assert main(["repair", "--data", str(rig.data)]) == 0
    assert bad_name in capsys.readouterr().out
    assert main(["repair", "--data", str(rig.data), "--restore", bad_seat]) == 0
    assert main(["repair", "--data", str(rig.data), "--drop", bad_name]) == 0
    assert main(["repair", "--data", str(rig.data), "--drop", bad_name]) == 1
    await rig.start()
    tables = {t["table_id"]: t for t in await c.list_tables()}
    assert sorted(tables) == sorted([good, bad_seat])
    assert tables[bad_seat]["seats"][0]["name"] == "A\ufffd"
    await c.join(bad_seat, "Cleo")
