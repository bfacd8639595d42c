"""Malformed, oversized and fuzzed payloads get error responses; the host stays up unchanged."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from duckdown.client import Credential, sign
from duckdown.host import schema
from duckdown.host.clock import ManualClock
from duckdown.host.limits import Limits
from duckdown.host.service import MQTT_COMMANDS, Service
from duckdown.host.store import Store
from tests.host.conftest import HostRig
from tests.host.test_security import fingerprint

FIELDS = [
    "transaction",
    "client",
    "protocol",
    "table_id",
    "seat",
    "name",
    "client_key",
    "level",
    "rounds",
    "action",
    "expect_seq",
    "auth",
    "options",
    "ruleset",
    "max_seats",
]
# commands that could legitimately succeed without a credential are left out
FUZZED = sorted(
    MQTT_COMMANDS
    - {
        "table/create",
        "table/join",
        "ping",
        "host/info",
        "table/list",
        "table/spectate",
        "table/history",
    }
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=50),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=20,
)


def offline_service() -> tuple[Service, str, Credential]:
    """A service with no transport: one table with two seats, in memory."""
    import asyncio  # noqa: F401 - the service needs no running loop with a manual clock

    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

    from duckdown.host import crypto

    service = Service(
        Store.memory(), ManualClock(), limits=Limits.unlimited(), admin_secret=b"\1" * 32
    )
    key = X25519PrivateKey.generate()
    resp = service.handle(
        "table/create",
        json.dumps({"transaction": "c", "name": "Fuzz", "client_key": crypto.public_key_b64(key)}),
    )
    table_id = resp["data"]["table_id"]  # type: ignore[index]
    resp = service.handle(
        "table/join",
        json.dumps(
            {
                "transaction": "j",
                "table_id": table_id,
                "name": "Anna",
                "client_key": crypto.public_key_b64(key),
            }
        ),
    )
    box = resp["data"]["credential"]  # type: ignore[index]
    secret = crypto.open_sealed(box, key, crypto.seal_aad(table_id, "seat", 0))
    return service, table_id, Credential("seat", table_id, 0, secret)


def table_print(service: Service, table_id: str) -> str:
    t = service.tables[table_id]
    snap = t.snapshot(0)
    snap.pop("now")
    return json.dumps([sorted(service.tables), snap], sort_keys=True)


SERVICE, TABLE_ID, CRED = offline_service()


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    command=st.sampled_from([*FUZZED, "nope", "table", "", "ws/auth", "debug/advance_clock"]),
    body=st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=8),
    use_table=st.booleans(),
)
def test_fuzzed_requests_change_nothing(
    command: str, body: dict[str, Any], use_table: bool
) -> None:
    if use_table:
        body["table_id"] = TABLE_ID
    before = table_print(SERVICE, TABLE_ID)
    resp = SERVICE.handle(command, json.dumps(body).encode())
    schema.check("response", resp)
    assert resp["status"] == "error"
    assert resp["error"]["code"] != "internal_error", resp  # type: ignore[index]
    assert table_print(SERVICE, TABLE_ID) == before


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(raw=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_fuzzed_bytes_change_nothing(raw: bytes) -> None:
    before = table_print(SERVICE, TABLE_ID)
    resp = SERVICE.handle("game/action", raw)
    schema.check("response", resp)
    assert resp["status"] == "error"
    assert table_print(SERVICE, TABLE_ID) == before


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    action=st.dictionaries(
        st.sampled_from(["type", "slot", "other_seat", "other_slot", "x"]), json_values, max_size=4
    )
)
def test_signed_fuzzed_actions_change_nothing_when_refused(action: dict[str, Any]) -> None:
    """Properly signed requests with junk actions: refused by schema or engine, unchanged."""
    before = table_print(SERVICE, TABLE_ID)
    body = sign(
        "game/action", {"transaction": "f", "table_id": TABLE_ID, "seat": 0, "action": action}, CRED
    )
    resp = SERVICE.handle("game/action", json.dumps(body).encode())
    schema.check("response", resp)
    assert resp["status"] == "error"  # the table is in the lobby: no action is legal
    assert resp["error"]["code"] != "internal_error", resp  # type: ignore[index]
    assert table_print(SERVICE, TABLE_ID) == before


MALFORMED: list[bytes] = [
    b"",
    b"not json",
    b"[]",
    b"42",
    b'"str"',
    b"{",
    b"\xff\xfe\x00",
    b"null",
    b"[" * 5000 + b"]" * 5000,
    b'{"transaction": 5}',
    b'{"transaction": "x"}',
    b'{"transaction": "x", "table_id": 5, "seat": "0"}',
    b'{"transaction": "x", "table_id": "t-0", "seat": 0, "action": {"type": "draw"}}',
    b'{"transaction": "x", "protocol": 2}',
    json.dumps({"transaction": "x", "table_id": "a" * 41}).encode(),
    json.dumps({"transaction": "big", "name": "x" * 9000}).encode(),
    b" " * 9000,
]


async def test_malformed_and_oversized_over_mqtt(rig: HostRig) -> None:
    c = await rig.client()
    table_id, _owner = await c.create_table("Target")
    await c.join(table_id, "Anna")
    before = fingerprint(rig, table_id)
    rng = random.Random(5)
    payloads = list(MALFORMED)
    for _ in range(60):
        body: dict[str, Any] = {"transaction": f"r{rng.random()}"}
        for f in rng.sample(FIELDS, rng.randrange(1, 6)):
            body[f] = rng.choice(
                [None, 0, -1, 2**60, "", "x" * 70, [], {}, {"type": "draw"}, table_id, 3.5, True]
            )
        payloads.append(json.dumps(body).encode())
    commands = [*FUZZED, "unknown/cmd"]
    for i, raw in enumerate(payloads):
        command = commands[i % len(commands)]
        tx = None
        try:
            parsed = json.loads(raw)
            tx = parsed.get("transaction") if isinstance(parsed, dict) else None
        except (ValueError, RecursionError):
            pass
        if len(raw) > 8192:
            tx = None  # not even parsed: the response's transaction is null
        resp = await c.request_raw(
            command, raw, transaction=tx if isinstance(tx, str) and 0 < len(tx) <= 64 else None
        )
        schema.check("response", resp)
        assert resp["status"] == "error", (raw[:80], resp)
        if len(raw) > 8192:
            assert resp["error"]["code"] == "too_large"
    assert fingerprint(rig, table_id) == before
    assert (await c.request("ping"))["protocol"] == 1


def test_rate_limits_answer_with_an_error() -> None:
    clock = ManualClock()
    limits = Limits(client_rate=1, client_burst=2, global_rate=1000, global_burst=1000)
    service = Service(Store.memory(), clock, limits=limits)
    ping = json.dumps({"transaction": "p", "client": "greedy"})
    codes = [service.handle("ping", ping).get("status") for _ in range(3)]
    assert codes == ["ok", "ok", "error"]
    resp = service.handle("ping", ping)
    assert resp["error"]["code"] == "rate_limited"  # type: ignore[index]
    assert (
        service.handle("ping", json.dumps({"transaction": "q", "client": "other"}))["status"]
        == "ok"
    )
    clock.advance(1000)  # the bucket refills
    assert service.handle("ping", ping)["status"] == "ok"
    # table creation has its own, tighter limit
    limits2 = Limits(create_rate=0.001, create_burst=1)
    service2 = Service(Store.memory(), clock, limits=limits2)
    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

    from duckdown.host import crypto

    key = crypto.public_key_b64(X25519PrivateKey.generate())
    body = json.dumps({"transaction": "c", "name": "T", "client_key": key})
    assert service2.handle("table/create", body)["status"] == "ok"
    assert service2.handle("table/create", body)["error"]["code"] == "rate_limited"  # type: ignore[index]
    assert len(service2.tables) == 1
