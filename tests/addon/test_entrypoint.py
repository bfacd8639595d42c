"""The app's entry point against a fake Supervisor and a stand-in host (tests/addon/fake_host.py).

These tests pin what the entry point does by itself: options, broker credentials, the LAN
port, the ingress proxy and its address check, signals and exit codes. test_live.py runs the
real `duckdown serve` with a real Mosquitto.
"""

from __future__ import annotations

import json
import os
import signal
import urllib.parse
from pathlib import Path
from types import ModuleType
from typing import Any

import aiohttp
import pytest
from yarl import URL

from tests.addon.conftest import TOKEN, AddonProcess, FakeSupervisor


def from_addr(address: str) -> aiohttp.ClientSession:
    """An HTTP client whose connections leave from `address` (any 127.x works on Linux)."""
    return aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(local_addr=(address, 0), force_close=True)
    )


def parse_mqtt(url: str) -> dict[str, Any]:
    parts = urllib.parse.urlsplit(url)
    return {
        "scheme": parts.scheme,
        "host": parts.hostname,
        "port": parts.port,
        "username": urllib.parse.unquote(parts.username or ""),
        "password": urllib.parse.unquote(parts.password or ""),
    }


def argv_value(argv: list[str], flag: str) -> str:
    assert flag in argv, f"{flag} missing from {argv}"
    return argv[argv.index(flag) + 1]


# --------------------------------------------------------------------------- start-up


async def test_host_gets_options_broker_and_data_dir(
    make_addon: Any, supervisor: FakeSupervisor
) -> None:
    supervisor.mqtt = {
        "host": "core-mosquitto",
        "port": 1883,
        "ssl": False,
        "protocol": "3.1.1",
        "username": "add ons@home",
        "password": "p@ss:w/rd%41 #?",
        "addon": "core_mosquitto",
    }
    app: AddonProcess = make_addon()
    app.write_options({"log_level": "debug", "base_topic": "games/duckdown", "bot_delay_ms": 0})
    await app.start()
    rec = await app.wait_host_listening()

    argv = rec["argv"]
    assert argv[0] == "serve"
    assert argv_value(argv, "--base-topic") == "games/duckdown"
    assert argv_value(argv, "--data") == str(app.data)
    assert argv_value(argv, "--http") == f"127.0.0.1:{app.web_port}"  # LAN port not published
    assert argv_value(argv, "--web-url") == "none"  # never a container-internal address
    assert argv_value(argv, "--bot-delay-ms") == "0"
    assert argv_value(argv, "--log-level") == "debug"
    # The password never appears on a command line, only in the host's environment.
    assert "--mqtt" not in argv
    assert all("p@ss" not in word and "w/rd" not in word for word in argv)
    assert parse_mqtt(rec["mqtt_env"]) == {
        "scheme": "mqtt",
        "host": "core-mosquitto",
        "port": 1883,
        "username": "add ons@home",
        "password": "p@ss:w/rd%41 #?",
    }
    # The host does not get the Supervisor token; the state folder exists.
    assert rec["supervisor_token_env"] is None
    assert app.data.is_dir()
    # Both Supervisor calls carried the token; the password is not in the app's log.
    assert supervisor.requests
    assert {path for path, _ in supervisor.requests} == {"/services/mqtt", "/addons/self/info"}
    assert all(auth == f"Bearer {TOKEN}" for _, auth in supervisor.requests)
    assert "p@ss" not in app.log()
    assert await app.terminate() == 0


async def test_tls_broker_and_defaults_without_options_file(
    make_addon: Any, supervisor: FakeSupervisor
) -> None:
    supervisor.mqtt = {
        "host": "broker.lan",
        "port": 8883,
        "ssl": True,
        "protocol": "5",
        "username": "",
        "password": "",
    }
    app: AddonProcess = make_addon()
    await app.start()  # no options.json at all
    rec = await app.wait_host_listening()
    assert rec["mqtt_env"] == "mqtts://broker.lan:8883"
    assert argv_value(rec["argv"], "--base-topic") == "duckdown"
    assert argv_value(rec["argv"], "--log-level") == "info"
    assert argv_value(rec["argv"], "--bot-delay-ms") == "800"
    assert await app.terminate() == 0


async def test_wrong_token_is_refused_and_nothing_starts(make_addon: Any) -> None:
    app: AddonProcess = make_addon(SUPERVISOR_TOKEN="not-the-token")
    await app.start()
    assert await app.wait_exit() == 1
    assert "401" in app.log()
    assert app.host_record() == {}


async def test_token_from_the_s6_container_environment(make_addon: Any, tmp_path: Path) -> None:
    envdir = tmp_path / "container_environment"
    envdir.mkdir()
    (envdir / "SUPERVISOR_TOKEN").write_text(TOKEN)
    app: AddonProcess = make_addon(SUPERVISOR_TOKEN="", DUCKDOWN_ADDON_CONTAINER_ENV=str(envdir))
    await app.start()
    await app.wait_host_listening()
    assert await app.terminate() == 0


async def test_no_broker_from_the_supervisor(make_addon: Any, supervisor: FakeSupervisor) -> None:
    supervisor.mqtt = None
    app: AddonProcess = make_addon()
    await app.start()
    assert await app.wait_exit() == 1
    assert "No mqtt service provider" in app.log()
    assert app.host_record() == {}


async def test_unreachable_supervisor_gives_up(make_addon: Any) -> None:
    app: AddonProcess = make_addon(
        DUCKDOWN_ADDON_SUPERVISOR="http://127.0.0.1:1", DUCKDOWN_ADDON_SUPERVISOR_WAIT="1"
    )
    await app.start()
    assert await app.wait_exit() == 1
    assert "cannot reach the Supervisor" in app.log()


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"log_level": "chatty"}, "log_level"),
        ({"base_topic": "duckdown/#"}, "base_topic"),
        ({"base_topic": "/duckdown"}, "base_topic"),
        ({"bot_delay_ms": -1}, "bot_delay_ms"),
        ({"bot_delay_ms": 10_001}, "bot_delay_ms"),
    ],
)
async def test_bad_options_stop_with_a_message(
    make_addon: Any, options: dict[str, Any], message: str
) -> None:
    app: AddonProcess = make_addon()
    app.write_options(options)
    await app.start()
    assert await app.wait_exit() == 1
    assert message in app.log()
    assert app.host_record() == {}


# --------------------------------------------------------------------------- ingress


async def test_ingress_serves_only_the_allowed_address(make_addon: Any) -> None:
    app: AddonProcess = make_addon()  # allows 127.0.0.2 only
    await app.start()
    await app.wait_ingress()
    await app.wait_host_listening()
    url = f"http://127.0.0.1:{app.ingress_port}"

    async with from_addr("127.0.0.1") as other:
        async with other.get(url + "/") as r:
            assert r.status == 403
            assert "fake host" not in await r.text()
        async with other.get(url + "/echo/x") as r:
            assert r.status == 403
        with pytest.raises(aiohttp.WSServerHandshakeError) as err:
            await other.ws_connect(url + "/ws")
        assert err.value.status == 403

    async with from_addr("127.0.0.2") as ingress:
        async with ingress.get(url + "/", headers={"X-Ingress-Path": "/api/hassio_ingress/x"}) as r:
            assert r.status == 200
            assert "fake host" in await r.text()
        # paths, encoded characters and queries reach the host untouched, with the headers
        async with ingress.get(
            URL(url + "/echo/a%20b/c?x=1&y=%2F", encoded=True),
            headers={"X-Ingress-Path": "/api/hassio_ingress/tok", "X-Forwarded-For": "1.2.3.4"},
        ) as r:
            assert r.status == 200
            assert r.headers["X-Fake-Host"] == "1"
            assert r.headers.getall("Content-Type") == ["application/json; charset=utf-8"]
            seen = await r.json()
        assert seen["raw_path"] == "/echo/a%20b/c?x=1&y=%2F"
        assert seen["query"] == {"x": "1", "y": "/"}
        assert seen["headers"]["X-Ingress-Path"] == "/api/hassio_ingress/tok"
        assert seen["headers"]["X-Forwarded-For"] == "1.2.3.4, 127.0.0.2"
        async with ingress.post(url + "/echo/post", data="hello body") as r:
            assert (await r.json())["body"] == "hello body"

    # a header cannot claim the allowed address
    async with (
        from_addr("127.0.0.1") as other,
        other.get(url + "/", headers={"X-Forwarded-For": "127.0.0.2"}) as r,
    ):
        assert r.status == 403
    assert "refused a connection from 127.0.0.1" in app.log()
    assert await app.terminate() == 0


async def test_ingress_websocket_round_trip(make_addon: Any) -> None:
    app: AddonProcess = make_addon()
    await app.start()
    await app.wait_ingress()
    await app.wait_host_listening()
    async with from_addr("127.0.0.2") as ingress:
        ws = await ingress.ws_connect(f"http://127.0.0.1:{app.ingress_port}/ws")
        await ws.send_str("quack")
        assert (await ws.receive(timeout=5)).data == "echo:quack"
        await ws.send_bytes(b"\x00\x01")
        assert (await ws.receive(timeout=5)).data == b"echo:\x00\x01"
        await ws.send_str("x" * 200_000)
        assert (await ws.receive(timeout=5)).data == "echo:" + "x" * 200_000
        # the host closing its side closes the browser's, with the host's code
        await ws.send_str("close-me")
        msg = await ws.receive(timeout=5)
        assert msg.type == aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4000 or msg.data == 4000
        await ws.close()
        # and the browser closing its side frees the host's
        ws = await ingress.ws_connect(f"http://127.0.0.1:{app.ingress_port}/ws")
        await ws.send_str("again")
        assert (await ws.receive(timeout=5)).data == "echo:again"
        await ws.close()
    assert await app.terminate() == 0


async def test_ingress_answers_502_while_the_host_is_not_listening(make_addon: Any) -> None:
    app: AddonProcess = make_addon(FAKE_HOST_NO_LISTEN="1")
    await app.start()
    await app.wait_ingress()
    async with from_addr("127.0.0.2") as ingress:
        async with ingress.get(f"http://127.0.0.1:{app.ingress_port}/") as r:
            assert r.status == 502
        with pytest.raises(aiohttp.WSServerHandshakeError) as err:
            await ingress.ws_connect(f"http://127.0.0.1:{app.ingress_port}/ws")
        assert err.value.status == 502
    assert await app.terminate() == 0


async def test_host_refusing_its_command_line_stops_the_app(make_addon: Any) -> None:
    app: AddonProcess = make_addon()
    app.env["DUCKDOWN_ADDON_HOST_CMD"] += " --no-such-option"  # argparse exits 2
    await app.start()
    assert await app.wait_exit() == 2
    assert "exited by itself (exit status 2)" in app.log()


async def test_lan_port_published_opens_the_host_to_the_lan(
    make_addon: Any, supervisor: FakeSupervisor
) -> None:
    app: AddonProcess = make_addon()
    supervisor.network = {f"{app.web_port}/tcp": 18080}
    await app.start()
    rec = await app.wait_host_listening()
    # the host listens on the LAN address; the proxy follows it there
    assert argv_value(rec["argv"], "--http") == f"127.0.0.3:{app.web_port}"
    await app.wait_ingress()
    async with (
        from_addr("127.0.0.2") as ingress,
        ingress.get(f"http://127.0.0.1:{app.ingress_port}/") as r,
    ):
        assert r.status == 200
    # the LAN port itself takes anyone (no address check there)
    async with (
        from_addr("127.0.0.1") as anyone,
        anyone.get(f"http://127.0.0.3:{app.web_port}/") as r,
    ):
        assert r.status == 200
    assert await app.terminate() == 0


async def test_lan_port_not_published_keeps_the_host_on_loopback(
    make_addon: Any, supervisor: FakeSupervisor
) -> None:
    app: AddonProcess = make_addon()
    supervisor.network = {f"{app.web_port}/tcp": None}
    await app.start()
    rec = await app.wait_host_listening()
    assert argv_value(rec["argv"], "--http") == f"127.0.0.1:{app.web_port}"
    assert await app.terminate() == 0


# --------------------------------------------------------------------------- stopping


async def test_sigterm_stops_the_host_and_exits_0(make_addon: Any) -> None:
    app: AddonProcess = make_addon()
    await app.start()
    await app.wait_host_listening()
    assert app.proc is not None
    app.proc.send_signal(signal.SIGTERM)
    assert await app.wait_exit() == 0
    assert app.host_record().get("stopped") is True
    assert "stopping the host" in app.log()


async def test_a_host_ignoring_sigterm_is_killed(make_addon: Any) -> None:
    app: AddonProcess = make_addon(FAKE_HOST_IGNORE_TERM="1", DUCKDOWN_ADDON_STOP_GRACE="0.5")
    await app.start()
    await app.wait_host_listening()
    assert await app.terminate() == 0
    assert app.host_record().get("ignored_term") is True
    assert "did not stop within" in app.log()
    pid = app.host_record()["pid"]
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


async def test_host_exit_code_is_the_app_exit_code(make_addon: Any) -> None:
    app: AddonProcess = make_addon(FAKE_HOST_EXIT="3")
    await app.start()
    assert await app.wait_exit() == 3
    assert "exited by itself (exit status 3)" in app.log()


async def test_ingress_port_taken_is_a_clear_error(make_addon: Any) -> None:
    import socket

    app: AddonProcess = make_addon()
    with socket.socket() as s:
        s.bind(("127.0.0.1", app.ingress_port))
        s.listen()
        await app.start()
        assert await app.wait_exit() == 1
    assert "cannot listen on the ingress port" in app.log()
    assert app.host_record() == {}


# --------------------------------------------------------------------------- pieces


def test_settings_defaults_are_the_containers(entry: ModuleType) -> None:
    s = entry.Settings.from_env({"SUPERVISOR_TOKEN": "t"})
    assert str(s.options_file) == "/data/options.json"
    assert s.supervisor == "http://supervisor"
    assert str(s.data_dir).startswith("/data/")
    assert {str(a) for a in s.ingress_allow} == {"172.30.32.2"}
    assert (s.ingress_bind, s.ingress_port, s.web_port) == ("0.0.0.0", 8099, 8080)
    assert s.host_cmd == ["duckdown"]
    assert s.token == "t"


def test_settings_reject_bad_values(entry: ModuleType) -> None:
    with pytest.raises(entry.AddonError):
        entry.Settings.from_env({"DUCKDOWN_ADDON_INGRESS_ALLOW": "not-an-ip"})
    with pytest.raises(entry.AddonError):
        entry.Settings.from_env({"DUCKDOWN_ADDON_INGRESS_PORT": "70000"})
    mapped = entry.Settings.from_env({"DUCKDOWN_ADDON_INGRESS_ALLOW": "::ffff:172.30.32.2, ::1"})
    assert {str(a) for a in mapped.ingress_allow} == {"172.30.32.2", "::1"}


def test_broker_url_round_trips_odd_credentials(entry: ModuleType) -> None:
    broker = entry.Broker(host="fd00::5", port=1884, ssl=True, username="u:s@r/", password="p w%d#")
    parsed = urllib.parse.urlsplit(broker.url())
    assert parsed.scheme == "mqtts"
    assert (parsed.hostname, parsed.port) == ("fd00::5", 1884)
    assert urllib.parse.unquote(parsed.username or "") == "u:s@r/"
    assert urllib.parse.unquote(parsed.password or "") == "p w%d#"
    assert "p w" not in broker.redacted()


def test_host_env_drops_the_token(entry: ModuleType) -> None:
    broker = entry.Broker(host="h", port=1, ssl=False, username=None, password=None)
    env = entry.host_env(broker, {"SUPERVISOR_TOKEN": "x", "PATH": "/bin"})
    assert env == {"PATH": "/bin", "DUCKDOWN_MQTT": "mqtt://h:1", "PYTHONUNBUFFERED": "1"}


def test_options_file_of_the_supervisor_shape(entry: ModuleType, tmp_path: Path) -> None:
    path = tmp_path / "options.json"
    path.write_text(
        json.dumps({"log_level": "warning", "base_topic": "a/b-c_d", "bot_delay_ms": 5})
    )
    options = entry.load_options(path)
    assert (options.log_level, options.base_topic, options.bot_delay_ms) == (
        "warning",
        "a/b-c_d",
        5,
    )
    path.write_text("[]")
    with pytest.raises(entry.AddonError):
        entry.load_options(path)
    path.write_text("{")
    with pytest.raises(entry.AddonError):
        entry.load_options(path)
