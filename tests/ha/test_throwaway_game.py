"""A game that lives in the tests plays through a real Home Assistant.

The host process registers Guess (tests/support/guess_game/), a game no part of the
integration has heard of. From its metadata alone the integration makes the table a device
with the generic entities, and two HA users play it to the end through the generic actions:
the look, a guess each, the result; its events come through as the game names them.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from homeassistant.core import Context, HomeAssistant

from custom_components.duck_down.const import DOMAIN
from custom_components.duck_down.protocol import b64encode
from tests.ha.test_contract import (
    ROOT,
    VENV,
    assert_only_public,
    host_command,
    recorder,
    set_up,
    tear_down,
    until,
)


@pytest.fixture
def guess_host(own_broker: Any, tmp_path: Path) -> Iterator[subprocess.Popen[bytes]]:
    if not (VENV / "python").exists():
        pytest.fail("the host's virtualenv (.venv) is missing: run scripts/test ha")
    command = [str(VENV / "python"), "-m", "tests.support.host_with_test_games"]
    log = open(tmp_path / "host.log", "wb")  # noqa: SIM115
    proc = subprocess.Popen(
        [*command, *host_command(own_broker.port, tmp_path / "data")[1:]],
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT)},
    )
    yield proc
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
    log.close()


@pytest.mark.usefixtures("socket_enabled", "mock_hass_config")
async def test_a_game_only_the_host_knows_plays_through_home_assistant(
    hass: HomeAssistant, own_broker: Any, guess_host: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    try:
        entry = await set_up(hass, own_broker, guess_host, tmp_path)
        hub = entry.runtime_data.hub
        seen: list[tuple[str, str, dict[str, Any]]] = []
        fired: list[str] = []
        recorder(hass, seen, fired)
        anna = await hass.auth.async_create_user("Anna")
        ben = await hass.auth.async_create_user("Ben")
        people = {0: Context(user_id=anna.id), 1: Context(user_id=ben.id)}

        async def act(service: str, data: dict[str, Any], who: int, answer: bool = False) -> Any:
            return await hass.services.async_call(
                DOMAIN, service, data, blocking=True, context=people[who], return_response=answer
            )

        await until(lambda: hub.info is not None and "guess" in hub.games, what="Guess listed")
        assert hub.games["guess"].result == "highest"
        created = await act(
            "create_table",
            {"name": "Guessing", "game": "guess", "max_seats": 2, "options": {"rounds": 1}},
            0,
            True,
        )
        tid = created["table_id"]
        await until(lambda: hass.states.get("sensor.guessing_phase"), what="Guess's entities")
        assert hass.states.get("sensor.guessing_phase").state == "lobby"
        assert hass.states.get("sensor.guessing_leader") is not None  # a total wins: a leader
        event_types = hass.states.get("event.guessing_game").attributes["event_types"]
        assert {"guessed", "game_ended"} <= set(event_types)
        assert (await act("join", {"table_id": tid}, 0, True))["seat"] == 0
        assert (await act("join", {"table_id": tid}, 1, True))["seat"] == 1
        await act("start", {"table_id": tid}, 0)
        await until(lambda: hass.states.get("sensor.guessing_phase").state == "look")

        for _ in range(8):
            if hass.states.get("sensor.guessing_phase").state == "over":
                break
            for seat in (0, 1):
                mine = await act("my_view", {"table_id": tid}, seat, True)
                view = mine["view"]
                moves = [m for m in view["legal"] if m["type"] != "bet"]
                if not moves:
                    continue
                await act("play", {"table_id": tid, "action": moves[0]}, seat)
                await until(
                    lambda s=seat, b=mine["seq"]: (v := hub.views.get((tid, s))) and v.seq > b,
                    what="the view after the move",
                )
        assert hass.states.get("sensor.guessing_phase").state == "over"
        await until(lambda: "game_ended" in fired, what="game_ended")
        assert "guessed" in fired
        leader = hass.states.get("sensor.guessing_leader").state
        assert leader in ("Anna", "Ben", "Anna, Ben")
        # only allow-listed, public attributes; no credential in any state
        secrets = [b64encode(b.credential.secret) for b in hub.store.seats.values()]
        assert len(secrets) == 2
        # a guess is public: who guessed whose card, which, and whether it was right
        assert_only_public(seen, secrets, {"event": {"target", "card", "right"}})
    finally:
        await tear_down(hass)
