"""The bundled Lovelace card: served, registered once, and fed public table data only."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest.mock import MagicMock, patch

import pytest
from homeassistant.auth.models import User
from homeassistant.components.frontend import UrlManager
from homeassistant.components.lovelace.resources import (
    ResourceStorageCollection,
    ResourceYAMLCollection,
)
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import device_registry as dr
from homeassistant.setup import async_setup_component
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed

from custom_components.duck_down import frontend
from custom_components.duck_down.const import DOMAIN
from custom_components.duck_down.hub import table_device_identifier

from .conftest import EXTRA_MODULES_KEY
from .fake_host import BASE, FakeHost, b64e, game_view, host_games

COMPONENT_DIR = Path(__file__).resolve().parents[2] / "custom_components" / DOMAIN
VERSION = json.loads((COMPONENT_DIR / "manifest.json").read_text("utf-8"))["version"]
CARD = "/duck_down/duck-down-card.js"
CARD_URL = f"{CARD}?v={VERSION}"
RESOURCES_KEY = "lovelace_resources"

# hidden cards of the seats' private views: they must never reach the card's public data
HIDDEN = (8880011, 8880012, 8880013, 8880014, 8880015)


def resources_storage(*items: dict[str, Any]) -> dict[str, Any]:
    """Lovelace's resource storage file, as HA writes it."""
    return {"version": 1, "minor_version": 1, "key": RESOURCES_KEY, "data": {"items": list(items)}}


async def setup_duck_down(hass: HomeAssistant) -> None:
    """Set up the integration (its `async_setup`) with no host entry."""
    assert await async_setup_component(hass, DOMAIN, {})
    await hass.async_block_till_done()


async def list_resources(hass_ws_client: Any, hass: HomeAssistant) -> list[dict[str, Any]]:
    """The resources as the frontend lists them."""
    client = await hass_ws_client(hass)
    await client.send_json_auto_id({"type": "lovelace/resources"})
    msg = await client.receive_json()
    assert msg["success"], msg
    return msg["result"]


def record_changes(hass: HomeAssistant) -> list[tuple[str, str]]:
    """Every change of the Lovelace resource collection from now on: (change type, id)."""
    changes: list[tuple[str, str]] = []

    async def _listener(change_type: str, item_id: str, _config: dict[str, Any]) -> None:
        changes.append((change_type, item_id))

    hass.data["lovelace"].resources.async_add_listener(_listener)
    return changes


# ------------------------------------------------------------------------------ registration


async def test_card_url_served_and_registered_once(
    hass: HomeAssistant, mqtt_mock: Any, hass_client: Any, hass_ws_client: Any
) -> None:
    changes: list[tuple[str, str]] = []
    hass.data[EXTRA_MODULES_KEY] = UrlManager(lambda kind, url: changes.append((kind, url)), [])
    assert await async_setup_component(hass, "lovelace", {})
    await setup_duck_down(hass)
    ws = await hass_ws_client(hass)  # before the HTTP client freezes the router

    assert CARD_URL in hass.data[EXTRA_MODULES_KEY].urls
    assert changes == [("added", CARD_URL)]

    # the bundle is served from the integration's frontend folder
    client = await hass_client()
    resp = await client.get(CARD_URL)
    assert resp.status == 200
    card = (COMPONENT_DIR / "frontend" / "duck-down-card.js").read_text("utf-8")
    assert await resp.text() == card
    # and so is every chunk the card imports (the shared code, each game's board), by the
    # relative URL the browser resolves against the card's
    chunks = sorted(set(re.findall(r"""["'](\./duck-down-[\w-]+\.js)["']""", card)))
    assert any(c.startswith("./duck-down-game-duck_down-") for c in chunks), chunks
    for chunk in chunks:
        resp = await client.get(f"/duck_down/{chunk[2:]}")
        assert resp.status == 200, chunk
        assert await resp.text() == (COMPONENT_DIR / "frontend" / chunk[2:]).read_text("utf-8")

    # more calls change nothing (a second static route would even raise in aiohttp)
    with patch.object(
        hass.http, "async_register_static_paths", wraps=hass.http.async_register_static_paths
    ) as static:
        await frontend.async_register_card(hass)
        await frontend.async_register_card(hass)
    static.assert_not_called()
    assert changes == [("added", CARD_URL)]
    await ws.send_json_auto_id({"type": "lovelace/resources"})
    assert [r["url"] for r in (await ws.receive_json())["result"]] == [CARD_URL]


async def test_register_twice_before_anything_else(hass: HomeAssistant) -> None:
    """Two direct calls register the URL and the commands once (no http, no lovelace)."""
    changes: list[tuple[str, str]] = []
    hass.data[EXTRA_MODULES_KEY] = UrlManager(lambda kind, url: changes.append((kind, url)), [])
    with patch(
        "custom_components.duck_down.frontend.websocket_api.async_register_command"
    ) as register:
        await frontend.async_register_card(hass)
        await frontend.async_register_card(hass)
    assert changes == [("added", CARD_URL)]
    assert [c.args[1] for c in register.call_args_list] == [
        frontend.ws_card_tables,
        frontend.ws_card_subscribe_tables,
    ]
    assert "lovelace" not in hass.data


# ------------------------------------------------------------------------------ lovelace


async def test_storage_mode_creates_the_resource(
    hass: HomeAssistant, mqtt_mock: Any, hass_storage: dict[str, Any], hass_ws_client: Any
) -> None:
    assert await async_setup_component(hass, "lovelace", {})
    assert hass.data["lovelace"].mode == "storage"
    await setup_duck_down(hass)

    resources = await list_resources(hass_ws_client, hass)
    assert len(resources) == 1
    assert resources[0]["type"] == "module"
    assert resources[0]["url"] == CARD_URL

    # and it is saved (the collection writes after its save delay)
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=11))
    await hass.async_block_till_done()
    saved = hass_storage[RESOURCES_KEY]["data"]["items"]
    assert [(i["type"], i["url"]) for i in saved] == [("module", CARD_URL)]


async def test_storage_mode_current_resource_left_alone(
    hass: HomeAssistant, mqtt_mock: Any, hass_storage: dict[str, Any], hass_ws_client: Any
) -> None:
    """A restart with the resource already current writes nothing."""
    hass_storage[RESOURCES_KEY] = resources_storage(
        {"id": "ours", "type": "module", "url": CARD_URL}
    )
    assert await async_setup_component(hass, "lovelace", {})
    changes = record_changes(hass)
    await setup_duck_down(hass)

    assert [c for c in changes if c[0] != "added"] == []
    assert await list_resources(hass_ws_client, hass) == [
        {"id": "ours", "type": "module", "url": CARD_URL}
    ]


async def test_storage_mode_updates_old_version_and_removes_duplicates(
    hass: HomeAssistant, mqtt_mock: Any, hass_storage: dict[str, Any], hass_ws_client: Any
) -> None:
    other = {"id": "other", "type": "module", "url": "/local/other-card.js?v=0.1.0"}
    hass_storage[RESOURCES_KEY] = resources_storage(
        {"id": "old", "type": "js", "url": f"{CARD}?v=0.0.1"},
        other,
        {"id": "dup1", "type": "module", "url": CARD},
        {"id": "dup2", "type": "module", "url": CARD_URL},
    )
    assert await async_setup_component(hass, "lovelace", {})
    changes = record_changes(hass)
    await setup_duck_down(hass)

    assert await list_resources(hass_ws_client, hass) == [
        {"id": "old", "type": "module", "url": CARD_URL},
        other,
    ]
    assert ("updated", "old") in changes
    assert {c for c in changes if c[0] == "removed"} == {("removed", "dup1"), ("removed", "dup2")}
    assert not any(c[1] == "other" and c[0] != "added" for c in changes)


async def test_yaml_mode_writes_nothing(
    hass: HomeAssistant, mqtt_mock: Any, hass_storage: dict[str, Any], hass_ws_client: Any
) -> None:
    yaml_resource = {"url": "/local/yaml-card.js", "type": "module"}
    assert await async_setup_component(
        hass, "lovelace", {"lovelace": {"mode": "yaml", "resources": [yaml_resource]}}
    )
    await setup_duck_down(hass)

    assert CARD_URL in hass.data[EXTRA_MODULES_KEY]  # the card still loads on every page
    assert [r["url"] for r in await list_resources(hass_ws_client, hass)] == [yaml_resource["url"]]
    assert RESOURCES_KEY not in hass_storage


async def test_no_lovelace_writes_nothing(
    hass: HomeAssistant, mqtt_mock: Any, hass_storage: dict[str, Any]
) -> None:
    await setup_duck_down(hass)
    assert "lovelace" not in hass.data
    assert CARD_URL in hass.data[EXTRA_MODULES_KEY]
    assert RESOURCES_KEY not in hass_storage
    assert hass.data[f"{DOMAIN}_card_registered"] is True


@pytest.mark.parametrize(
    "make_data",
    [
        # later HA versions: dashboards in storage, resources in YAML
        lambda: SimpleNamespace(
            mode="storage",
            resource_mode="yaml",
            resources=MagicMock(spec=ResourceStorageCollection),
        ),
        # storage mode, but no resource collection
        lambda: SimpleNamespace(mode="storage", resources=None),
        # storage mode with a collection that cannot be written
        lambda: SimpleNamespace(
            mode="storage", resources=ResourceYAMLCollection([{"url": "/local/a.js"}])
        ),
    ],
    ids=["resource_mode_yaml", "no_resources", "read_only_resources"],
)
async def test_unwritable_resources_are_left_alone(
    hass: HomeAssistant, make_data: Callable[[], SimpleNamespace]
) -> None:
    """Edge cases HA 2025.4's lovelace cannot produce: nothing is written, nothing fails."""
    data = make_data()
    hass.data["lovelace"] = data
    await frontend.async_register_card(hass)

    assert CARD_URL in hass.data[EXTRA_MODULES_KEY]
    if isinstance(data.resources, MagicMock):
        assert data.resources.mock_calls == []
    elif data.resources is not None:
        assert data.resources.async_items() == [{"url": "/local/a.js"}]


# ------------------------------------------------------------------------------ card data


async def seat_two_users(hass: HomeAssistant, host: FakeHost, admin: User, reader: User) -> str:
    """Admin creates "Den" and takes seat 0, the reader seat 1; a game with hidden cards runs."""
    result = await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Den"},
        blocking=True,
        context=Context(user_id=admin.id),
        return_response=True,
    )
    tid = result["table_id"]
    for user, name in ((admin, "Anna"), (reader, "Ben")):
        await hass.services.async_call(
            DOMAIN,
            "join",
            {"table_id": tid, "name": name},
            blocking=True,
            context=Context(user_id=user.id),
        )
    host.tables[tid]["views"] = {
        0: game_view(
            seat=0,
            rows=[[HIDDEN[0], None, None, HIDDEN[1]], [None] * 4, [None] * 4],
            held={"seat": 0, "source": "deck", "card": HIDDEN[2]},
        ),
        1: game_view(seat=1, rows=[[None] * 4, [HIDDEN[3], None, None, HIDDEN[4]], [None] * 4]),
    }
    host.change(tid, status="playing", game=game_view())
    await hass.async_block_till_done()
    return tid


def keys_of(obj: Any) -> set[str]:
    """Every key of every dict, however deep."""
    if isinstance(obj, dict):
        return set(obj).union(*(keys_of(v) for v in obj.values()))
    if isinstance(obj, list):
        return set().union(*(keys_of(v) for v in obj))
    return set()


def assert_public_only(payload: Any, entry: MockConfigEntry, host: FakeHost) -> None:
    """No secret, no credential field and no hidden card anywhere in a message."""
    text = json.dumps(payload)
    hub = entry.runtime_data.hub
    stored = hub.store._data()
    secrets = [b["secret"] for b in stored["seats"] + stored["owners"]]
    assert len(secrets) >= 3  # two seats and one owner: the check below has something to find
    for table in host.tables.values():
        secrets.append(b64e(table["owner"]))
        secrets += [b64e(s["secret"]) for s in table["seats"] if s and "secret" in s]
    for secret in secrets:
        assert secret not in text
    for card in HIDDEN:
        assert str(card) not in text
    assert not keys_of(payload) & {"secret", "credential", "owner_secret", "kid", "ct", "view"}


async def ws_tables(hass: HomeAssistant, hass_ws_client: Any, token: str | None = None) -> Any:
    client = await hass_ws_client(hass, token) if token else await hass_ws_client(hass)
    await client.send_json_auto_id({"type": "duck_down/card/tables"})
    msg = await client.receive_json()
    assert msg["success"], msg
    return msg["result"]


async def test_card_tables_per_user(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
    hass_read_only_access_token: str,
) -> None:
    tid = await seat_two_users(hass, host, hass_admin_user, hass_read_only_user)
    hub = entry.runtime_data.hub
    # a second table, made on the host itself: nobody here owns it or sits at it
    other = host.add_table("Attic", max_seats=2)
    host.publish_table(other)
    host.publish_info()
    await hass.async_block_till_done()
    assert hub.views[(tid, 0)].view["held"]["card"] == HIDDEN[2]  # the secrets did arrive

    admin = await ws_tables(hass, hass_ws_client)
    assert admin["bot_levels"] == ["random", "easy", "medium", "hard"]
    # the hosts' games, as host info lists them: the lobby's game picker reads them
    assert admin["games"] == host_games()
    assert "duck_down" in [g["name"] for g in admin["games"]]
    assert admin["games"][0]["bot_levels"] == ["random", "easy", "medium", "hard"]
    assert [t["table_id"] for t in admin["tables"]] == [other, tid]  # sorted by name
    den = admin["tables"][1]
    public = host.snapshot(tid)
    device = dr.async_get(hass).async_get_device(
        identifiers={table_device_identifier(hub.host_id, tid)}
    )
    assert device is not None
    assert den == {
        "config_entry_id": entry.entry_id,
        "table_id": tid,
        "device_id": device.id,
        "name": "Den",
        "ruleset": "duck_down",
        "status": "playing",
        "seq": public["seq"],
        "options": public["options"],
        "max_seats": 4,
        "round_choices": public["round_choices"],
        "seats": public["seats"],
        "paused": False,
        "now": public["now"],
        "game": public["game"],
        "available": True,
        "your_seat": 0,
        "owner": True,
    }
    assert [s["name"] for s in den["seats"][:2]] == ["Anna", "Ben"]
    attic = admin["tables"][0]
    assert (attic["name"], attic["your_seat"], attic["owner"]) == ("Attic", None, False)
    assert attic["status"] == "lobby" and attic["game"] is None
    assert_public_only(admin, entry, host)

    reader = await ws_tables(hass, hass_ws_client, hass_read_only_access_token)
    den_r = next(t for t in reader["tables"] if t["table_id"] == tid)
    assert (den_r["your_seat"], den_r["owner"]) == (1, False)
    # the same public data for everyone
    assert {k: v for k, v in den_r.items() if k not in ("your_seat", "owner")} == {
        k: v for k, v in den.items() if k not in ("your_seat", "owner")
    }
    assert_public_only(reader, entry, host)

    stranger = await hass.auth.async_create_user("Stranger")
    refresh = await hass.auth.async_create_refresh_token(stranger, "https://example.invalid/")
    token = hass.auth.async_create_access_token(refresh)
    seen = await ws_tables(hass, hass_ws_client, token)
    assert [(t["your_seat"], t["owner"]) for t in seen["tables"]] == [(None, False)] * 2


async def test_card_tables_without_hosts(
    hass: HomeAssistant, mqtt_mock: Any, hass_ws_client: Any
) -> None:
    await setup_duck_down(hass)
    assert await ws_tables(hass, hass_ws_client) == {"tables": [], "bot_levels": [], "games": []}


async def next_message(client: Any, match: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The next subscription message `match` accepts (skipping other updates)."""
    async with asyncio.timeout(5):  # a failure guard: the messages are already queued
        while True:
            msg = await client.receive_json()
            assert msg["type"] == "event", msg
            if match(msg["event"]):
                return msg


def table_in(event: dict[str, Any], table_id: str) -> dict[str, Any] | None:
    return next((t for t in event.get("tables", []) if t["table_id"] == table_id), None)


async def test_subscribe_tables(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
) -> None:
    tid = await seat_two_users(hass, host, hass_admin_user, hass_read_only_user)
    hub = entry.runtime_data.hub
    table = hub.tables[tid]
    before = (len(hub._hub_listeners), len(table.listeners), len(table.event_listeners))

    client = await hass_ws_client(hass)
    await client.send_json_auto_id({"type": "duck_down/card/subscribe_tables"})
    msg = await client.receive_json()
    assert msg["success"], msg
    sub_id = msg["id"]
    msg = await client.receive_json()
    assert msg["id"] == sub_id and msg["type"] == "event"
    first = table_in(msg["event"], tid)
    assert first is not None and first["your_seat"] == 0 and first["owner"] is True
    seq = first["seq"]
    assert_public_only(msg["event"], entry, host)

    # a table change sends the tables again
    host.change(tid, game=game_view(round=2))
    await hass.async_block_till_done()
    msg = await next_message(client, lambda e: (table_in(e, tid) or {}).get("seq", 0) > seq)
    den = table_in(msg["event"], tid)
    assert den["game"]["round"] == 2 and den["your_seat"] == 0
    assert_public_only(msg["event"], entry, host)

    # a public event is forwarded as it came
    host.change(tid, events=[{"type": "turn_started", "seat": 1}])
    await hass.async_block_till_done()
    msg = await next_message(client, lambda e: "event" in e)
    # with its change's seq, to order it against the table's history (`duck_down/history`)
    assert msg["event"] == {
        "table_id": tid,
        "event": {"type": "turn_started", "seat": 1},
        "seq": hub.tables[tid].seq,
    }

    # a host change (offline) is sent too
    host.online("offline")
    await hass.async_block_till_done()
    msg = await next_message(client, lambda e: "tables" in e)
    assert table_in(msg["event"], tid)["available"] is False
    host.online()
    await hass.async_block_till_done()
    await next_message(client, lambda e: (table_in(e, tid) or {}).get("available") is True)

    # a new table shows up, and its events are forwarded as well
    new = host.add_table("Porch")
    host.publish_table(new)
    await hass.async_block_till_done()
    msg = await next_message(client, lambda e: table_in(e, new) is not None)
    assert table_in(msg["event"], new)["name"] == "Porch"
    host.change(new, events=[{"type": "seat_joined", "seat": 0}])
    await hass.async_block_till_done()
    msg = await next_message(client, lambda e: "event" in e)
    assert msg["event"] == {
        "table_id": new,
        "event": {"type": "seat_joined", "seat": 0},
        "seq": hub.tables[new].seq,
    }

    # a deleted table (its retained snapshot cleared) disappears from the card at once
    del host.tables[new]
    host.send(f"{BASE}/tables/{new}/public", "", retain=True)
    await hass.async_block_till_done()
    msg = await next_message(client, lambda e: "tables" in e and table_in(e, new) is None)
    assert table_in(msg["event"], tid) is not None

    await client.send_json_auto_id({"type": "unsubscribe_events", "subscription": sub_id})
    # skip the updates queued before the unsubscribe reached HA
    async with asyncio.timeout(5):
        msg = await client.receive_json()
        while msg["type"] == "event":
            msg = await client.receive_json()
    assert msg["success"], msg
    assert (len(hub._hub_listeners), len(table.listeners), len(table.event_listeners)) == before
    everything = list(hub._hub_listeners)
    for known in hub.tables.values():
        everything += known.listeners + known.event_listeners
    assert not [f for f in everything if "TablesStream" in getattr(f, "__qualname__", "")]

    # nothing more arrives: the next message is the answer to the next command
    host.change(tid, events=[{"type": "turn_started", "seat": 0}], game=game_view(round=3))
    host.online("offline")
    await hass.async_block_till_done()
    await client.send_json_auto_id({"type": "duck_down/card/tables"})
    msg = await client.receive_json()
    assert msg["type"] == "result" and msg["success"]
    assert table_in(msg["result"], tid)["game"]["round"] == 3


async def test_subscribe_tables_follows_a_reloaded_entry(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
) -> None:
    """A wall tablet's subscription outlives a reload (or reconfigure) of the entry: it follows
    the new hub and its tables, and lets go of the old ones."""
    tid = await seat_two_users(hass, host, hass_admin_user, hass_read_only_user)
    old_hub = entry.runtime_data.hub
    old_table = old_hub.tables[tid]
    client = await hass_ws_client(hass)
    await client.send_json_auto_id({"type": "duck_down/card/subscribe_tables"})
    assert (await client.receive_json())["success"]
    await next_message(client, lambda e: (table_in(e, tid) or {}).get("available") is True)

    assert await hass.config_entries.async_reload(entry.entry_id)
    await hass.async_block_till_done()
    hub = entry.runtime_data.hub
    assert hub is not old_hub
    # the broker replays the retained topics to the new hub, the host's state last
    host.publish_table(tid)
    host.publish_info()
    await hass.async_block_till_done()
    await next_message(client, lambda e: table_in(e, tid) is not None)
    host.online()
    await hass.async_block_till_done()
    await next_message(client, lambda e: (table_in(e, tid) or {}).get("available") is True)

    # the game goes on, and the card goes with it: snapshots and events
    host.change(tid, game=game_view(round=2), events=[{"type": "turn_started", "seat": 1}])
    await hass.async_block_till_done()
    msg = await next_message(
        client, lambda e: ((table_in(e, tid) or {}).get("game") or {}).get("round") == 2
    )
    assert table_in(msg["event"], tid)["available"] is True
    msg = await next_message(client, lambda e: "event" in e)
    # with its change's seq, to order it against the table's history (`duck_down/history`)
    assert msg["event"] == {
        "table_id": tid,
        "event": {"type": "turn_started", "seat": 1},
        "seq": hub.tables[tid].seq,
    }
    host.online("offline")
    await hass.async_block_till_done()
    await next_message(client, lambda e: (table_in(e, tid) or {}).get("available") is False)

    # nothing of the subscription is left on the old hub
    left = list(old_hub._hub_listeners) + old_table.listeners + old_table.event_listeners
    assert not [f for f in left if "TablesStream" in getattr(f, "__qualname__", "")]
