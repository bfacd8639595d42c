"""A refused action is the user's mistake: logged at debug, not as an error. Real faults (a
host that does not answer) stay warnings and errors."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from homeassistant.auth.models import User
from homeassistant.core import Context, HomeAssistant, ServiceCall
from homeassistant.exceptions import ServiceValidationError
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .fake_host import FakeHost, game_view

WS_LOGGER = "homeassistant.components.websocket_api.http.connection"


async def seated(hass: HomeAssistant, host: FakeHost, user: User) -> str:
    created = await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Den"},
        blocking=True,
        context=Context(user_id=user.id),
        return_response=True,
    )
    tid = created["table_id"]
    await hass.services.async_call(
        DOMAIN,
        "join",
        {"table_id": tid, "name": "Anna"},
        blocking=True,
        context=Context(user_id=user.id),
    )
    host.change(tid, status="playing", game=game_view())
    await hass.async_block_till_done()
    return tid


def records(caplog: pytest.LogCaptureFixture, level: int) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno == level]


async def call_ws(client: Any, service: str, data: dict[str, Any], domain: str = DOMAIN) -> Any:
    await client.send_json_auto_id(
        {"type": "call_service", "domain": domain, "service": service, "service_data": data}
    )
    return await client.receive_json()


async def test_refusals_from_the_card_are_not_errors(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    caplog: pytest.LogCaptureFixture,
    fast_timeouts: None,
) -> None:
    tid = await seated(hass, host, hass_admin_user)
    client = await hass_ws_client(hass)
    caplog.set_level(logging.DEBUG, logger="custom_components.duck_down")
    caplog.clear()

    # the card's lobby commands are actions over call_service: refused by us, by the host
    host.fail["seat/take_back"] = ("not_handed_to_bot", "no bot plays this seat")
    for service, data in (
        ("join", {"table_id": tid}),  # already seated
        ("take_back", {"table_id": tid}),  # the host refuses
        ("add_bot", {"table_id": tid, "level": "genius"}),  # not a level of the game
    ):
        msg = await call_ws(client, service, data)
        assert not msg["success"] and msg["error"]["code"] == "service_validation_error"
        assert msg["error"]["translation_domain"] == DOMAIN
    assert records(caplog, logging.ERROR) == []
    refused = [
        r.getMessage()
        for r in records(caplog, logging.DEBUG)
        if r.name == "custom_components.duck_down.services"
    ]
    assert len(refused) == 3
    assert "duck_down.take_back refused: The host refused: no bot plays this seat" in refused[1]

    # a refused move over the card's own command: debug as well
    host.fail["game/action"] = ("illegal_action", "not your turn")
    await client.send_json_auto_id(
        {"type": "duck_down/play", "table_id": tid, "action": {"type": "draw"}}
    )
    assert (await client.receive_json())["error"]["code"] == "illegal_action"
    assert records(caplog, logging.ERROR) == [] and records(caplog, logging.WARNING) == []
    assert any("not your turn" in r.getMessage() for r in records(caplog, logging.DEBUG))

    # a host that does not answer is a fault: a warning of ours, an error of Home Assistant's
    del host.fail["game/action"]
    host.silent.update({"game/action", "seat/bot"})
    await client.send_json_auto_id(
        {"type": "duck_down/play", "table_id": tid, "action": {"type": "draw"}}
    )
    assert (await client.receive_json())["error"]["code"] == "timeout"
    assert [r.name for r in records(caplog, logging.WARNING)] == [
        "custom_components.duck_down.websocket"
    ]
    msg = await call_ws(client, "hand_to_bot", {"table_id": tid})
    assert not msg["success"]
    assert [r.name for r in records(caplog, logging.ERROR)] == [WS_LOGGER]


async def test_other_integrations_refusals_stay_errors(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The filter is ours alone: Home Assistant logs another domain's refusal as it always did."""

    async def refuse(call: ServiceCall) -> None:
        raise ServiceValidationError("not today")

    hass.services.async_register("other", "thing", refuse)
    client = await hass_ws_client(hass)
    msg = await call_ws(client, "thing", {}, domain="other")
    assert not msg["success"]
    assert [(r.name, r.getMessage()) for r in records(caplog, logging.ERROR)] == [
        (WS_LOGGER, next(r.getMessage() for r in records(caplog, logging.ERROR)))
    ]
    assert "not today" in records(caplog, logging.ERROR)[0].getMessage()
