"""The table owner's actions (Dutch's deal and game length between rounds): the card sends
`duck_down/play` with `"owner": true`, an automation calls `duck_down.play` with `owner`. Only
the HA user who created the table may; the request goes to the host signed with the owner
credential and without a seat (the host plays it as the game's OWNER). Anyone else gets a
translated refusal, and nothing goes to the host."""

from __future__ import annotations

from typing import Any

import pytest
from homeassistant.auth.models import User
from homeassistant.core import Context, HomeAssistant
from homeassistant.exceptions import ServiceValidationError
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .fake_host import FakeHost
from .test_websocket import start_table

DEAL = {"type": "deal"}
MODE = {"type": "mode", "mode": "50_points"}


def sent(host: FakeHost, start: int) -> list[tuple[str, dict[str, Any]]]:
    return host.requests[start:]


async def user_client(hass: HomeAssistant, hass_ws_client: Any, name: str) -> Any:
    """A WebSocket client of a new HA user, seated nowhere and owning nothing."""
    user = await hass.auth.async_create_user(name)
    refresh = await hass.auth.async_create_refresh_token(user, "https://example.invalid/")
    return await hass_ws_client(hass, hass.auth.async_create_access_token(refresh))


async def ws_play(client: Any, **message: Any) -> dict[str, Any]:
    await client.send_json_auto_id({"type": "duck_down/play", **message})
    return dict(await client.receive_json())


async def test_the_owner_plays_an_owner_action_over_the_websocket(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
) -> None:
    tid = await start_table(hass, host, hass_admin_user, hass_read_only_user)  # Anna owns it
    anna = await hass_ws_client(hass)
    seq = host.tables[tid]["seq"]
    start = len(host.requests)
    for action in (MODE, DEAL):
        msg = await ws_play(anna, table_id=tid, action=action, owner=True)
        assert msg["success"], msg
        seq += 1
        assert msg["result"] == {"seq": seq}
    actions = sent(host, start)
    assert [(c, r["action"], r["auth"]["role"]) for c, r in actions] == [
        ("game/action", MODE, "owner"),
        ("game/action", DEAL, "owner"),
    ]
    # no seat: the host plays it as the table's owner, not as Anna's seat 0
    assert all("seat" not in r for _, r in actions)

    # `owner: false` (and no flag at all) is a move of her own seat, signed by the seat
    start = len(host.requests)
    for extra in ({"owner": False}, {}):
        msg = await ws_play(anna, table_id=tid, action={"type": "draw"}, **extra)
        assert msg["success"], msg
    assert [(r["seat"], r["auth"]["role"]) for _, r in sent(host, start)] == [
        (0, "seat"),
        (0, "seat"),
    ]


async def test_an_owner_action_of_anyone_else_is_refused_and_changes_nothing(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
    hass_read_only_access_token: str,
) -> None:
    tid = await start_table(hass, host, hass_admin_user, hass_read_only_user)
    ben = await hass_ws_client(hass, hass_read_only_access_token)  # seated, not the owner
    stranger = await user_client(hass, hass_ws_client, "Stranger")  # neither
    seq, start = host.tables[tid]["seq"], len(host.requests)
    for client in (ben, stranger):
        msg = await ws_play(client, table_id=tid, action=DEAL, owner=True)
        assert not msg["success"]
        error = msg["error"]
        assert error["code"] == "unauthorized"
        # translated like the actions' refusals: the card shows HA's sentence
        assert (error["translation_domain"], error["translation_key"]) == (DOMAIN, "not_owner")
        assert error["translation_placeholders"] == {"table": "Den"}
        assert error["message"] == "Only the person who created Den may do this"
    assert sent(host, start) == []  # nothing reached the host
    assert host.tables[tid]["seq"] == seq

    # an unknown table, or a malformed flag: refused the same way, before any request
    msg = await ws_play(ben, table_id="t-nope", action=DEAL, owner=True)
    assert msg["error"]["code"] == "not_found"
    msg = await ws_play(ben, table_id=tid, action=DEAL, owner="yes")
    assert msg["error"]["code"] == "invalid_format"
    assert sent(host, start) == []


async def test_a_refused_owner_action_says_the_hosts_reason(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
) -> None:
    """The host checks the action itself (not between rounds: `wrong_phase`); its code comes
    back as a seat's refusal does, so the card says it in the player's words."""
    tid = await start_table(hass, host, hass_admin_user, hass_read_only_user)
    anna = await hass_ws_client(hass)
    host.fail["game/action"] = ("wrong_phase", "the owner deals between rounds")
    msg = await ws_play(anna, table_id=tid, action=DEAL, owner=True)
    assert not msg["success"]
    assert msg["error"] == {"code": "wrong_phase", "message": "the owner deals between rounds"}


async def test_the_play_action_as_the_owner(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_admin_user: User,
    hass_read_only_user: User,
) -> None:
    tid = await start_table(hass, host, hass_admin_user, hass_read_only_user)

    async def play(context: Context, **extra: Any) -> Any:
        return await hass.services.async_call(
            DOMAIN,
            "play",
            {"table_id": tid, "action": DEAL, **extra},
            blocking=True,
            context=context,
            return_response=True,
        )

    start = len(host.requests)
    response = await play(Context(user_id=hass_admin_user.id), owner=True)
    assert response == {"seq": host.tables[tid]["seq"]}
    # an automation (no user) manages a table created here: the owner credential signs it
    await play(Context(), owner=True)
    assert [(c, r["auth"]["role"], "seat" in r) for c, r in sent(host, start)] == [
        ("game/action", "owner", False),
        ("game/action", "owner", False),
    ]

    start = len(host.requests)
    with pytest.raises(ServiceValidationError) as refused:
        await play(Context(user_id=hass_read_only_user.id), owner=True)
    assert refused.value.translation_key == "not_owner"
    assert str(refused.value) == "Only the person who created Den may do this"
    # without the flag an automation still plays no seat
    with pytest.raises(ServiceValidationError) as refused:
        await play(Context())
    assert refused.value.translation_key == "no_user"
    assert sent(host, start) == []

    # the host's refusal of an owner action, translated
    host.fail["game/action"] = ("wrong_phase", "the owner deals between rounds")
    with pytest.raises(ServiceValidationError) as refused:
        await play(Context(user_id=hass_admin_user.id), owner=True)
    assert refused.value.translation_key == "host_refused"
    assert refused.value.translation_placeholders["code"] == "wrong_phase"


async def test_an_automation_cannot_act_as_owner_of_a_table_made_elsewhere(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """A table created at the host's own page: Home Assistant holds no owner credential."""
    tid = host.add_table("Hall")
    host.publish_table(tid)
    await hass.async_block_till_done()
    start = len(host.requests)
    with pytest.raises(ServiceValidationError) as refused:
        await hass.services.async_call(
            DOMAIN,
            "play",
            {"table_id": tid, "action": DEAL, "owner": True},
            blocking=True,
            context=Context(),
        )
    assert refused.value.translation_key == "no_owner_credential"
    assert sent(host, start) == []


async def test_the_owner_need_not_hold_a_seat(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
) -> None:
    """A parent who made the table for the children and watches from the wall tablet still
    deals: the owner's action is the table's, not a seat's."""
    created = await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Kids", "game": "dutch"},
        blocking=True,
        context=Context(user_id=hass_admin_user.id),
        return_response=True,
    )
    tid = created["table_id"]
    await hass.async_block_till_done()
    client = await hass_ws_client(hass)
    start = len(host.requests)
    msg = await ws_play(client, table_id=tid, action=DEAL, owner=True)
    assert msg["success"], msg
    assert [(c, r["auth"]["role"], "seat" in r) for c, r in sent(host, start)] == [
        ("game/action", "owner", False)
    ]
    # without the flag the same user has no seat to play
    msg = await ws_play(client, table_id=tid, action={"type": "draw"})
    assert msg["error"]["code"] == "unauthorized"
