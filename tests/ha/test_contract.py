"""The contract test with real parts: a real Mosquitto, a real `duckdown serve` host process and
Home Assistant's own MQTT integration. Two HA users and a bot play a game to its end through
the integration's actions; entities and events follow; no state or attribute holds a hidden
card.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from homeassistant.config_entries import SOURCE_USER, ConfigEntryState
from homeassistant.core import Context, Event, HomeAssistant
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.exceptions import ServiceValidationError
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN
from custom_components.duck_down.protocol import b64encode

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".venv" / "bin"

#: Every attribute a Duck Down entity may carry: all of them are public facts.
ALLOWED_ATTRIBUTES = {
    "sensor": {
        "options",
        "device_class",
        "friendly_name",
        "icon",
        "unit_of_measurement",
        "seat",
        "step",
        "user_id",
        "round",
        "rounds",
        "seats",
        "totals",
    },
    "binary_sensor": {"device_class", "friendly_name", "icon", "caller", "seat"},
    "event": {
        "event_types",
        "event_type",
        "friendly_name",
        "icon",
        "table_id",
        "table",
        "seat",
        "player",
        "user_id",
        "person",
        "number",
        "round",
        "caller",
        "caller_player",
        "caller_user_id",
        "caller_person",
        "points",
        "totals",
        "exhausted",
        "winners",
        "winner_players",
        "winner_user_ids",
        "bot",
        "rounds",
        "players",
    },
}


def host_command(port: int, data: Path) -> list[str]:
    args = [
        "serve",
        "--mqtt",
        f"mqtt://127.0.0.1:{port}",
        "--data",
        str(data),
        "--http",
        "127.0.0.1:0",
        "--bot-delay-ms",
        "0",
        "--name",
        "Contract host",
    ]
    return [str(VENV / "duckdown"), *args]


@pytest.fixture
def host_process(own_broker: Any, tmp_path: Path) -> Any:
    if not (VENV / "python").exists():
        pytest.fail("the host's virtualenv (.venv) is missing: run scripts/test ha")
    log = open(tmp_path / "host.log", "wb")  # noqa: SIM115
    proc = subprocess.Popen(
        host_command(own_broker.port, tmp_path / "data"),
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    yield proc
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
    log.close()


async def until(check: Any, limit: float = 20, what: str = "") -> Any:
    deadline = time.monotonic() + limit
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or check}")
        await asyncio.sleep(0.05)


def choose(view: dict[str, Any], seat: int, players: int, turns: int) -> dict[str, Any] | None:
    """A simple legal action of Duck Down from the seat's own view (its action objects)."""
    legal = view.get("legal") or []
    if not legal:
        return None
    if "ready" in legal:
        return {"type": "ready"}
    if "call" in legal and turns >= 2:
        return {"type": "call"}
    for move in ("draw", "throw", "double"):
        if move in legal:
            return {"type": move}
    if "replace" in legal:
        return {"type": "replace", "slot": 0}
    if "peek" in legal:
        return {"type": "peek", "slot": 1}
    if "swap" in legal:
        return {"type": "swap", "slot": 2, "other_seat": (seat + 1) % players, "other_slot": 2}
    if "take" in legal:
        return {"type": "take"}
    return {"type": legal[0]}


@pytest.mark.usefixtures("socket_enabled", "mock_hass_config")
async def test_real_host_real_broker(
    hass: HomeAssistant, own_broker: Any, host_process: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    mqtt_entry = MockConfigEntry(
        domain="mqtt",
        data={"broker": "127.0.0.1", "port": own_broker.port},
        version=1,
        minor_version=2,
    )
    mqtt_entry.add_to_hass(hass)
    try:
        assert await hass.config_entries.async_setup(mqtt_entry.entry_id)
        await hass.async_block_till_done()

        # the real config flow, manual setup: it reads the host's retained info
        result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": SOURCE_USER})
        for _ in range(8):
            assert host_process.poll() is None, (tmp_path / "host.log").read_text()
            result = await hass.config_entries.flow.async_configure(
                result["flow_id"], {"base_topic": "duckdown"}
            )
            if result["type"] is FlowResultType.CREATE_ENTRY:
                break
            assert result["errors"] == {"base": "no_host"}, (tmp_path / "host.log").read_text()
            result = await hass.config_entries.flow.async_init(
                DOMAIN, context={"source": SOURCE_USER}
            )
        assert result["type"] is FlowResultType.CREATE_ENTRY, (tmp_path / "host.log").read_text()
        entry = result["result"]
        await hass.async_block_till_done()
        hub = entry.runtime_data.hub
        await until(lambda: hub.available, what="host online")
        assert hass.states.get("binary_sensor.contract_host_host").state == "on"

        # everything Duck Down entities ever show, for the hidden-card check at the end
        seen: list[tuple[str, str, dict[str, Any]]] = []
        fired: list[str] = []

        def _record(event: Event) -> None:
            new = event.data.get("new_state")
            entity_id = event.data["entity_id"]
            registry_entry = er.async_get(hass).async_get(entity_id)
            if new is None or registry_entry is None or registry_entry.platform != DOMAIN:
                return
            seen.append((entity_id, new.state, dict(new.attributes)))
            if entity_id.startswith("event.") and new.attributes.get("event_type"):
                fired.append(new.attributes["event_type"])

        hass.bus.async_listen("state_changed", _record)

        anna = await hass.auth.async_create_user("Anna")
        ben = await hass.auth.async_create_user("Ben")
        as_anna, as_ben = Context(user_id=anna.id), Context(user_id=ben.id)

        async def act(
            service: str, data: dict[str, Any], context: Context, response: bool = False
        ) -> Any:
            return await hass.services.async_call(
                DOMAIN, service, data, blocking=True, context=context, return_response=response
            )

        # the host publishes its games: the integration reads them from host info
        await until(lambda: hub.info is not None, what="host info")
        names = [g["name"] for g in hub.info["games"]]
        assert "duck_down" in names and names == sorted(set(names))
        assert "duck_down" in hub.games and hub.games["duck_down"].result == "lowest"
        # the host validates a game's options; its refusal comes back translated, naming them
        with pytest.raises(ServiceValidationError) as refused:
            await act(
                "create_table",
                {"name": "Bad table", "game": "duck_down", "options": {"turn_time": "soon"}},
                as_anna,
                True,
            )
        assert refused.value.translation_key == "host_refused"
        assert refused.value.translation_placeholders["code"] == "invalid_config"
        assert "turn_time" in str(refused.value)
        with pytest.raises(ServiceValidationError) as refused:
            await act("create_table", {"name": "Bad table", "game": "chess"}, as_anna, True)
        assert refused.value.translation_key == "unknown_game"

        created = await act(
            "create_table",
            {
                "name": "Contract table",
                "max_seats": 3,
                "game": "duck_down",
                "options": {"peek_time": 5},
                "turn_time": 60,  # Duck Down's own field, kept for the card
            },
            as_anna,
            True,
        )
        tid = created["table_id"]
        await until(lambda: hass.states.get("sensor.contract_table_phase"), what="table entities")
        assert hass.states.get("sensor.contract_table_phase").state == "lobby"
        device = dr.async_get(hass).async_get_device(identifiers={(DOMAIN, f"{hub.host_id}_{tid}")})
        assert device is not None and device.name == "Contract table"
        assert hub.tables[tid].snapshot["options"] == {"peek_time": 5, "turn_time": 60}
        assert hass.states.get("event.contract_table_game").attributes["event_types"] == [
            *hub.info["games"][0]["events"],
            "game_started",
            "player_away",
            "player_back",
            "seat_handed_to_bot",
            "seat_taken_back",
        ]

        assert (await act("join", {"device_id": device.id}, as_anna, True))["seat"] == 0
        assert (await act("join", {"table_id": tid}, as_ben, True))["seat"] == 1
        await act("add_bot", {"table_id": tid, "level": "easy"}, as_anna)

        def seats() -> list[dict[str, Any]]:
            return hub.tables[tid].snapshot["seats"]

        # a bot added by mistake: only the owner removes it (signed as owner), then adds one
        await until(lambda: seats()[2]["kind"] == "bot", what="the bot's seat")
        with pytest.raises(Exception) as refused:
            await act("remove_bot", {"table_id": tid, "seat": 2}, as_ben)
        assert getattr(refused.value, "translation_key", None) == "not_owner"
        await act("remove_bot", {"table_id": tid, "seat": 2}, as_anna)
        await until(lambda: seats()[2]["kind"] == "empty", what="the bot removed")
        await act("add_bot", {"table_id": tid, "level": "random"}, as_anna)
        # Ben is not the owner
        with pytest.raises(Exception) as refused:
            await act("start", {"table_id": tid}, as_ben)
        assert getattr(refused.value, "translation_key", None) == "not_owner"

        snapshot = await until(
            lambda: (
                (t := hub.tables.get(tid))
                and len([s for s in t.snapshot["seats"] if s["kind"] != "empty"]) == 3
                and t.snapshot
            ),
            what="3 seats",
        )
        rounds = 1 if 1 in snapshot.get("round_choices", []) else None
        await act("start", {"table_id": tid, **({"rounds": rounds} if rounds else {})}, as_anna)
        await until(
            lambda: hass.states.get("sensor.contract_table_phase").state in ("peek", "turn"),
            what="game start",
        )

        # Ben hands his own seat to a bot (his seat credential) and takes it back; Anna, the
        # owner, does the same with Ben's seat (the owner credential); Ben may not touch hers.
        def bot(seat: int) -> Any:
            return seats()[seat]["bot"]

        await act("hand_to_bot", {"table_id": tid, "level": "easy"}, as_ben)
        await until(lambda: bot(1) == "easy", what="Ben's seat handed to a bot")
        with pytest.raises(Exception) as refused:
            await act("hand_to_bot", {"table_id": tid, "seat": 0}, as_ben)
        assert getattr(refused.value, "translation_key", None) == "not_your_seat"
        await act("take_back", {"table_id": tid}, as_ben)
        await until(lambda: bot(1) is None, what="Ben taking his seat back")
        await act("hand_to_bot", {"table_id": tid, "seat": 1, "level": "medium"}, as_anna)
        await until(lambda: bot(1) == "medium", what="the owner handing Ben's seat over")
        with pytest.raises(Exception) as refused:
            await act("take_back", {"table_id": tid, "seat": 0}, as_anna)
        assert getattr(refused.value, "translation_placeholders", {}).get("code") == (
            "not_handed_to_bot"
        )
        await act("take_back", {"table_id": tid, "seat": 1}, as_anna)
        await until(lambda: bot(1) is None, what="the owner taking Ben's seat back")
        assert seats()[0]["bot"] is None and seats()[1]["kind"] == "human"

        users = {0: as_anna, 1: as_ben}
        private_cards_seen = 0
        turns = {0: 0, 1: 0}
        deadline = time.monotonic() + 120
        while hass.states.get("sensor.contract_table_phase").state != "over":
            assert time.monotonic() < deadline, (tmp_path / "host.log").read_text()[-3000:]
            moved = False
            for seat, context in users.items():
                mine = await act("my_view", {"table_id": tid}, context, True)
                assert mine["seat"] == seat
                view = mine["view"]
                if not view:
                    continue
                # the other seat's view never comes back to this user
                assert view.get("seat") == seat
                public_rows = ((hub.tables[tid].game or {}).get("rows")) or []
                if seat < len(public_rows) and any(
                    mine_card is not None and public_card is None
                    for mine_card, public_card in zip(
                        view["rows"][seat], public_rows[seat], strict=False
                    )
                ):
                    private_cards_seen += 1  # the seat sees cards the public view hides
                move = choose(view, seat, 3, turns[seat])
                if move is None:
                    continue
                before = mine["seq"]
                try:
                    await act("play", {"table_id": tid, "action": move}, context)
                except Exception as err:  # a stale view (the bot moved first) is fine; try again
                    if getattr(err, "translation_key", None) != "host_refused":
                        raise
                    await asyncio.sleep(0.05)
                    continue
                moved = True
                if move["type"] in ("draw", "take"):
                    turns[seat] += 1
                await until(
                    lambda s=seat, b=before: (v := hub.views.get((tid, s))) and v.seq > b,
                    10,
                    "view update",
                )
            if not moved:
                await asyncio.sleep(0.05)
        await hass.async_block_till_done()

        assert private_cards_seen, "the seats never saw a hidden card: the test proves nothing"
        # entities followed the game
        assert hass.states.get("sensor.contract_table_phase").state == "over"
        assert hass.states.get("sensor.contract_table_leader").state not in (None, "unknown")
        for kind in ("turn_started", "duck_down_called", "round_ended", "game_ended"):
            await until(lambda k=kind: k in fired, 10, kind)
        turn_events = [
            a
            for e, s, a in seen
            if e.startswith("event.") and a.get("event_type") == "turn_started"
        ]
        assert {a["user_id"] for a in turn_events if a["seat"] in (0, 1)} == {anna.id, ben.id}
        assert all(a["user_id"] is None for a in turn_events if a["seat"] == 2)

        # no state or attribute ever held a hidden card: only allow-listed, public attributes,
        # never a seat view or any secret
        secrets = [b64encode(b.credential.secret) for b in hub.store.seats.values()]
        secrets += [b64encode(o.credential.secret) for o in hub.store.owners.values()]
        assert len(secrets) == 3
        for entity_id, state, attributes in seen:
            platform = entity_id.split(".")[0]
            assert set(attributes) <= ALLOWED_ATTRIBUTES[platform], (
                entity_id,
                set(attributes) - ALLOWED_ATTRIBUTES[platform],
            )
            text = json.dumps([state, attributes], default=str)
            assert not any(s in text for s in secrets)
        for entity_id, state, _ in seen:
            if entity_id == "sensor.contract_table_pile_top" and state not in (
                "unknown",
                "unavailable",
            ):
                assert state in {str(c) for c in range(10)} | {"swap", "peek", "double"}

        # and the table goes away with its device
        await act("delete_table", {"table_id": tid}, as_anna)
        await until(lambda: dr.async_get(hass).async_get(device.id) is None, what="device removal")
        assert hass.states.get("sensor.contract_table_phase") is None

        assert await hass.config_entries.async_unload(entry.entry_id)
        await hass.async_block_till_done()
    finally:
        # leave MQTT before the broker stops (the broker fixture ends before hass's teardown)
        for loaded in hass.config_entries.async_entries():
            if loaded.domain in (DOMAIN, "mqtt") and loaded.state is ConfigEntryState.LOADED:
                await hass.config_entries.async_unload(loaded.entry_id)
        await hass.async_block_till_done()
