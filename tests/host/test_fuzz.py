"""Fuzzing every command over both transports, against a real Mosquitto and a real host.

Each example takes a valid request for a command (signed where the command needs a proof) and
makes it hostile in one to three ways that each make it invalid: a lone surrogate (escaped or as
raw bytes), invalid UTF-8, a byte order mark, NaN or Infinity, nesting past the limit, a payload
over the size limit, a float or another wrong type where the schema wants something else, an
unknown or a missing field, something that is not an object, garbage. It goes to the host over
MQTT and over the WebSocket. After each: both answered with an error (the same one, for commands
both transports carry), no error was logged, no table, log entry or nonce changed, and a valid
request still works on both transports.

The CI run is bounded (`HYPOTHESIS_PROFILE=ci`, the default: 25 examples a command, 575 in
all, 10-30 s); `HYPOTHESIS_PROFILE=thorough` runs 1000 a command (README, "Running the tests").
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import threading
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import aiohttp
import pytest
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from duckdown.client import Credential, sign
from duckdown.host import crypto, schema
from duckdown.host.app import ADMIN_FILE
from duckdown.host.clock import ManualClock
from duckdown.host.limits import MAX_PAYLOAD
from duckdown.host.service import MQTT_COMMANDS, WS_COMMANDS
from tests.host.conftest import HostRig
from tests.host.wire import Wire, everything, ws_payload
from tests.support.broker import Broker, running_broker

JSON = dict[str, Any]
T = TypeVar("T")

EXAMPLES = {"ci": 25, "thorough": 1000}[os.environ.get("HYPOTHESIS_PROFILE", "ci")]
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
UNKNOWN = ["nope", "table", "seat/", "ws", "debug/advance_clock"]  # no manual clock: unknown
COMMANDS = sorted(MQTT_COMMANDS | WS_COMMANDS) + UNKNOWN
KEY = crypto.public_key_b64(X25519PrivateKey.generate())
REQUEST = schema.load("request")


# --- what each command takes (from request.json) -----------------------------------------------


def _resolve(prop: JSON) -> JSON:
    while "$ref" in prop and "type" not in prop:
        prop = REQUEST["$defs"][prop["$ref"].rsplit("/", 1)[1].replace("~1", "/")]
    return prop


def fields_of(command: str) -> tuple[dict[str, str], list[str]]:
    """The command's top-level fields with their JSON type, and the required ones."""
    base = REQUEST["$defs"]["base"]
    own = REQUEST["$defs"].get(command, {})
    props = {**base["properties"], **own.get("properties", {})}
    types = {name: _resolve(p).get("type", "const") for name, p in props.items()}
    return types, [*base["required"], *own.get("required", [])]


VALUES: list[Any] = [None, True, False, 0, -1, 7, 2**70, "", "x", [], [1], {}, {"a": 1}, 2.5]


def of_type(value: Any, kind: str) -> bool:
    return {
        "string": isinstance(value, str),
        "integer": isinstance(value, int) and not isinstance(value, bool),
        "object": isinstance(value, dict),
        "boolean": isinstance(value, bool),
        "const": value == 1,
    }[kind]


# --- hostile changes ---------------------------------------------------------------------------


@dataclass
class Hostile:
    """A request being made hostile: its body, then bytes to splice into the serialized form."""

    body: JSON
    splices: dict[str, bytes] = field(default_factory=dict)
    prefix: bytes = b""
    whole: bytes | None = None  # replaces the payload outright
    done: list[str] = field(default_factory=list)

    def raw(self, value: bytes) -> str:
        """A placeholder that becomes `value`, unquoted, in the payload."""
        mark = f"@@{len(self.splices)}@@"
        self.splices[mark] = value
        return mark

    def payload(self, ascii_only: bool) -> bytes:
        if self.whole is not None:
            return self.whole
        text = json.dumps(self.body, ensure_ascii=ascii_only)
        out = text.encode("utf-8", "surrogatepass")  # a raw lone surrogate: ED A0 80 and kin
        for mark, value in self.splices.items():
            out = out.replace(json.dumps(mark).encode(), value)
        return self.prefix + out


Change = Callable[[Hostile], None]
BAD_UTF8 = [b"\xff", b"\xfe", b"\x80", b"\xc0\xaf", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80"]
BAD_UTF8 += [b"\xf4\x90\x80\x80", b"\xf8\x88\x80\x80\x80"]
NONFINITE = [b"NaN", b"Infinity", b"-Infinity", b"1e400", b"-1e999"]


def changes(command: str) -> st.SearchStrategy[Change]:
    types, required = fields_of(command)
    names = st.sampled_from(sorted(types))
    surrogate = st.integers(0xD800, 0xDFFF).map(chr)

    def lone_surrogate(where: str, name: str, s: str, around: str) -> Change:
        def go(h: Hostile) -> None:
            text = around[: len(around) // 2] + s + around[len(around) // 2 :]
            if where == "key":
                h.body[text] = 1
            elif where == "action":
                h.body["action"] = {"type": text}
            else:
                h.body[name] = text
            h.done.append(f"lone surrogate {s!r} in {where} {name}")

        return go

    def bad_utf8(seq: bytes, name: str) -> Change:
        def go(h: Hostile) -> None:
            h.body[name] = h.raw(b'"a' + seq + b'b"')  # a string with bad bytes inside
            h.done.append(f"invalid UTF-8 {seq!r} in {name}")

        return go

    def bom(h: Hostile) -> None:
        h.prefix = b"\xef\xbb\xbf"
        h.done.append("byte order mark")

    def nonfinite(token: bytes, name: str) -> Change:
        def go(h: Hostile) -> None:
            h.body[name] = h.raw(token)
            h.done.append(f"{token!r} as {name}")

        return go

    def deep(depth: int, brackets: bool, name: str) -> Change:
        def go(h: Hostile) -> None:
            opened, closed = (b"[", b"]") if brackets else (b'{"a":', b"}")
            h.body[name] = h.raw(opened * depth + b"0" + closed * depth)
            h.done.append(f"{name} nested {depth} deep")

        return go

    def huge(size: int, name: str) -> Change:
        def go(h: Hostile) -> None:
            h.body[name] = "x" * size
            h.done.append(f"{name} of {size} bytes")

        return go

    def wrong(name: str, value: Any) -> Change:
        def go(h: Hostile) -> None:
            h.body[name] = value
            h.done.append(f"{name} = {value!r}")

        return go

    def missing(name: str) -> Change:
        def go(h: Hostile) -> None:
            h.body.pop(name, None)
            h.done.append(f"no {name}")

        return go

    def unknown(name: str, value: Any) -> Change:
        def go(h: Hostile) -> None:
            h.body[name] = value
            h.done.append(f"unknown field {name!r}")

        return go

    def not_object(wrap: int) -> Change:
        def go(h: Hostile) -> None:
            h.whole = [
                json.dumps([h.body]).encode(),
                b"42",
                b'"' + command.encode() + b'"',
                b"null",
            ][wrap]
            h.done.append("not an object")

        return go

    def garbage(data: bytes) -> Change:
        def go(h: Hostile) -> None:
            h.whole = b"\x00" + data  # never JSON
            h.done.append("garbage")

        return go

    ints = sorted(n for n, t in types.items() if t == "integer")
    floats = st.one_of(
        st.integers(-3, 10).map(float),  # integral: 1.0
        st.floats(allow_nan=False, allow_infinity=False),
    )
    wrong_type = names.flatmap(
        lambda n: st.sampled_from([v for v in VALUES if not of_type(v, types[n])]).map(
            lambda v, n=n: wrong(n, v)
        )
    )
    return st.one_of(
        st.builds(
            lone_surrogate,
            st.sampled_from(["field", "key", "action"]),
            names,
            surrogate,
            st.text(max_size=6),
        ),
        st.builds(bad_utf8, st.sampled_from(BAD_UTF8), names),
        st.just(bom),
        st.builds(nonfinite, st.sampled_from(NONFINITE), names),
        st.builds(deep, st.integers(32, 3000), st.booleans(), names),
        st.builds(huge, st.integers(MAX_PAYLOAD + 1, 20_000), names),
        st.builds(wrong, st.sampled_from(ints or sorted(types)), floats),
        wrong_type,
        st.builds(missing, st.sampled_from(required)),
        st.builds(
            unknown,
            st.text(min_size=1, max_size=12).filter(lambda n: n not in types and n != "command"),
            st.sampled_from(VALUES),
        ),
        st.builds(not_object, st.integers(0, 3)),
        st.builds(garbage, st.binary(max_size=64)),
    )


# --- the host, in a thread of its own ----------------------------------------------------------


class LoggedErrors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record.getMessage())


@dataclass
class Fuzzed:
    """A host on a manual clock (no timer ever fires), its tables, and both transports."""

    loop: asyncio.AbstractEventLoop
    rig: HostRig
    wire: Wire
    bases: dict[str, tuple[JSON, Credential | None]]
    errors: LoggedErrors
    before: str = ""

    def run(self, coro: Coroutine[Any, Any, T], limit_s: float = 60) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(limit_s)

    async def state(self) -> str:
        assert self.rig.host is not None
        return everything(self.rig.host.service)


async def _setup(broker: Broker, data: Path, http: list[aiohttp.ClientSession]) -> Fuzzed:
    rig = HostRig(broker, data, http="127.0.0.1:0", clock=ManualClock())
    host = await rig.start()
    c = await rig.client()
    # the test client's requests go at once, not after a Nagle wait for the previous ack
    c._mqtt.socket().setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    lobby, lobby_owner = await c.create_table("Lobby", {"turn_time": 0, "peek_time": 0})
    anna = await c.join(lobby, "Anna")
    await c.join(lobby, "Ben")
    await c.add_bot(lobby_owner, "easy")
    game, game_owner = await c.create_table("Game", {"turn_time": 0, "peek_time": 0})
    cleo = await c.join(game, "Cleo")
    await c.join(game, "Dan")
    await c.start(game_owner, rounds=1)
    seq = (await c.spectate(game))["snapshot"]["seq"]
    admin = Credential("admin", None, None, bytes.fromhex((data / ADMIN_FILE).read_text()))
    bases: dict[str, tuple[JSON, Credential | None]] = {
        "ping": ({}, None),
        "table/list": ({}, None),
        "ws/lobby": ({}, None),
        "table/create": (
            {"name": "Fuzz", "client_key": KEY, "options": {"turn_time": 0}, "max_seats": 4},
            None,
        ),
        "table/spectate": ({"table_id": lobby}, None),
        "table/history": ({"table_id": game, "seat": 0}, cleo),
        "ws/watch": ({"table_id": lobby}, None),
        "ws/unwatch": ({"table_id": lobby}, None),
        "table/delete": ({"table_id": lobby}, lobby_owner),
        "table/join": ({"table_id": lobby, "name": "Eve", "client_key": KEY, "seat": 3}, None),
        "table/leave": ({"table_id": lobby, "seat": 0}, anna),
        "table/add_bot": ({"table_id": lobby, "level": "easy", "seat": 3}, lobby_owner),
        "table/remove_bot": ({"table_id": lobby, "seat": 2}, lobby_owner),
        "table/start": ({"table_id": lobby, "rounds": 1}, lobby_owner),
        "seat/reconnect": ({"table_id": game, "seat": 0}, cleo),
        "seat/bot": ({"table_id": game, "seat": 0, "level": "easy"}, cleo),
        "seat/take_back": ({"table_id": game, "seat": 0}, game_owner),
        "game/action": (
            {"table_id": game, "seat": 0, "action": {"type": "ready"}, "expect_seq": seq},
            cleo,
        ),
        "ws/auth": ({"table_id": game, "seat": 0}, cleo),
        **{command: ({"ms": 1000}, admin) for command in UNKNOWN},
    }
    assert host.web is not None
    session = aiohttp.ClientSession()
    http.append(session)
    ws = await session.ws_connect(f"http://127.0.0.1:{host.web.port}/ws")  # type: ignore[attr-defined]
    errors = LoggedErrors()
    logging.getLogger("duckdown").addHandler(errors)
    fuzzed = Fuzzed(asyncio.get_running_loop(), rig, Wire(c, ws), bases, errors)
    fuzzed.before = await fuzzed.state()
    return fuzzed


@pytest.fixture(scope="module")
def fast_broker() -> Iterator[Broker]:
    with running_broker(nodelay=True) as b:
        yield b


@pytest.fixture(scope="module")
def fuzzed(fast_broker: Broker, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Fuzzed]:
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="fuzzed-host", daemon=True)
    thread.start()
    http: list[aiohttp.ClientSession] = []
    data = tmp_path_factory.mktemp("fuzz") / "data"
    try:
        f = asyncio.run_coroutine_threadsafe(_setup(fast_broker, data, http), loop).result(60)
        yield f
        logging.getLogger("duckdown").removeHandler(f.errors)
        f.run(f.wire.ws.close())
        f.run(f.rig.close())
    finally:
        for session in http:
            asyncio.run_coroutine_threadsafe(session.close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


# --- the test ----------------------------------------------------------------------------------

_examples = iter(range(10**9))


@pytest.mark.parametrize("command", COMMANDS)
@FUZZ
@given(data=st.data(), ascii_only=st.booleans())
def test_hostile_requests_change_nothing_on_either_transport(
    fuzzed: Fuzzed, command: str, data: st.DataObject, ascii_only: bool
) -> None:
    body, cred = fuzzed.bases.get(command, ({}, None))
    tx = f"fz-{next(_examples)}"
    request = {"transaction": tx, **body}
    if cred is not None:
        request = sign(command, request, cred)
    hostile = Hostile(request)
    for change in data.draw(st.lists(changes(command), min_size=1, max_size=3), label="changes"):
        change(hostile)
    payload = hostile.payload(ascii_only)
    what = f"{command} with {'; '.join(hostile.done)}"

    async def check() -> None:
        wire = fuzzed.wire
        by_mqtt = await wire.over_mqtt_either(command, payload, tx)
        by_ws = await wire.over_ws(ws_payload(command, payload))
        for resp in (by_mqtt, by_ws):
            assert resp["status"] == "error", (what, resp)
            assert resp["error"]["code"] != "internal_error", (what, resp)
            assert resp["transaction"] in (tx, None), (what, resp)
        near_limit = abs(len(payload) - MAX_PAYLOAD) < 100  # the WebSocket adds `command`
        if command not in WS_COMMANDS and not near_limit:
            assert by_mqtt["error"]["code"] == by_ws["error"]["code"], (what, by_mqtt, by_ws)
        assert await fuzzed.state() == fuzzed.before, what
        await wire.ping_both()

    fuzzed.run(check())
    assert not fuzzed.errors.records, (what, fuzzed.errors.records)
