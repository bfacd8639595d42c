"""Diagnostics: public data, no secret, no user id."""

from __future__ import annotations

import json
from typing import Any

from homeassistant.core import Context, HomeAssistant
from pytest_homeassistant_custom_component.common import MockConfigEntry
from pytest_homeassistant_custom_component.components.diagnostics import (
    get_diagnostics_for_config_entry,
)

from custom_components.duck_down.const import DOMAIN
from custom_components.duck_down.protocol import b64encode

from .fake_host import FakeHost, game_view


async def test_diagnostics_are_redacted(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, hass_client: Any
) -> None:
    result = await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Den"},
        blocking=True,
        context=Context(user_id="user-a"),
        return_response=True,
    )
    tid = result["table_id"]
    await hass.services.async_call(
        DOMAIN,
        "join",
        {"table_id": tid, "name": "Anna"},
        blocking=True,
        context=Context(user_id="user-a"),
    )
    host.tables[tid]["views"][0] = game_view(seat=0, rows=[[7770001, None, None, 7770002]])
    host.change(tid, status="playing", game=game_view())
    await hass.async_block_till_done()

    diag = await get_diagnostics_for_config_entry(hass, hass_client, entry)
    text = json.dumps(diag)
    assert diag["host"]["online"] is True
    assert diag["tables"][tid]["name"] == "Den"
    assert diag["held_seats"] == [
        {"table_id": tid, "seat": 0, "user_id": "**REDACTED**", "has_view": True}
    ]
    assert diag["owned_tables"] == [tid]
    t = host.tables[tid]
    for secret in (t["owner"], t["seats"][0]["secret"]):
        assert b64encode(secret) not in text
        assert secret.hex() not in text
    assert "7770001" not in text
    assert "user-a" not in text
