"""Domain actions: create, join, leave, add and remove a bot, start, delete, hand a seat to a
bot and take it back, play (for a seat, or as the table's owner), my_view.

Every action is authorized by `call.context.user_id`: seat actions by the HA user bound
to the seat, table management by the HA user who created the table (its owner). A hand-over
is signed with the caller's own seat credential for their own seat, and with the owner
credential (the caller must be the owner) for anyone else's.

A call without a user comes from Home Assistant itself: an automation, or a script it runs,
which only an administrator can write (as `verify_domain_control` treats it). It may manage a
table that was created here, signed with the owner credential, but never play a seat. An
owner action of a game (`play` with `owner`: Dutch's deal between rounds) is managing the
table, so the owner or such an automation may play it.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Coroutine
from typing import Any

import voluptuous as vol
from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import (
    HomeAssistant,
    ServiceCall,
    ServiceResponse,
    SupportsResponse,
    callback,
)
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import device_registry as dr

from .const import (
    ATTR_ACTION,
    ATTR_CONFIG_ENTRY_ID,
    ATTR_DEVICE_ID,
    ATTR_GAME,
    ATTR_LEVEL,
    ATTR_MAX_SEATS,
    ATTR_NAME,
    ATTR_OPTIONS,
    ATTR_OWNER,
    ATTR_ROUNDS,
    ATTR_SEAT,
    ATTR_TABLE_ID,
    DEFAULT_GAME,
    DOMAIN,
    SERVICE_ADD_BOT,
    SERVICE_CREATE_TABLE,
    SERVICE_DELETE_TABLE,
    SERVICE_HAND_TO_BOT,
    SERVICE_JOIN,
    SERVICE_LEAVE,
    SERVICE_MY_VIEW,
    SERVICE_PLAY,
    SERVICE_REMOVE_BOT,
    SERVICE_START,
    SERVICE_TAKE_BACK,
)
from .games import MODULES, game_meta, module_for
from .hub import DuckDownHub, table_of_identifier
from .protocol import ProtocolError
from .refusals import quiet_refusals_in_websocket_log
from .store import OwnerBinding, SeatBinding

_LOGGER = logging.getLogger(__name__)

#: Host error codes that mean "the host is not there", not "you asked for something wrong".
UNREACHABLE = frozenset({"timeout", "unloaded", "internal_error"})

#: `create_table` fields that game modules keep for their convenience (an option each).
CONVENIENCE_FIELDS: dict[str, Any] = {
    name: validator
    for module in MODULES.values()
    for name, validator in module.create_fields.items()
}

TABLE_FIELDS: dict[vol.Marker, Any] = {
    vol.Optional(ATTR_CONFIG_ENTRY_ID): cv.string,
    vol.Optional(ATTR_DEVICE_ID): cv.string,
    vol.Optional(ATTR_TABLE_ID): cv.string,
}
# Shapes only: the host checks seats, levels, options and actions against the table's game.
SEAT = vol.All(vol.Coerce(int), vol.Range(min=0, max=99))
NAME_ID = vol.All(cv.string, vol.Match(r"^[a-z0-9_]{1,32}$"))
#: An action's text: long enough for a game's written texts (a proposal, a request).
TEXT_MAX = 10_000
#: Objects and lists inside an action: as deep as a game's structured arguments go.
DEPTH_MAX = 4
LIST_MAX = 100
KEYS_MAX = 32


def action_value(value: Any, depth: int = 1) -> Any:
    """An action argument: a number, text, or lists and objects of them, bounded.

    The shape only: the host checks what it means (and the whole request's size).
    """
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise vol.Invalid("not a finite number")
        return value
    if isinstance(value, str):
        if len(value) > TEXT_MAX:
            raise vol.Invalid(f"text longer than {TEXT_MAX} characters")
        return value
    if depth > DEPTH_MAX:
        raise vol.Invalid(f"nested deeper than {DEPTH_MAX}")
    if isinstance(value, list):
        if len(value) > LIST_MAX:
            raise vol.Invalid(f"a list longer than {LIST_MAX}")
        return [action_value(item, depth + 1) for item in value]
    if isinstance(value, dict):
        if len(value) > KEYS_MAX:
            raise vol.Invalid(f"an object with more than {KEYS_MAX} keys")
        out: dict[str, Any] = {}
        for key, item in value.items():
            if not isinstance(key, str) or not 1 <= len(key) <= 64:
                raise vol.Invalid("object keys are text of 1-64 characters")
            out[key] = action_value(item, depth + 1)
        return out
    raise vol.Invalid(f"not JSON: {type(value).__name__}")


#: An action object of the table's game (`{"type": "draw"}`; Duck Pond's proposals with their
#: text and structured changes). `timeout` is the host's own.
ACTION = vol.All(
    dict,
    vol.Length(max=16),
    vol.Schema(
        {
            vol.Required("type"): vol.All(str, vol.Length(min=1, max=32), vol.NotIn(["timeout"])),
            str: action_value,
        }
    ),
)


def _json_object(value: Any) -> dict[str, Any]:
    """An object that goes to the host as JSON (a template may render anything)."""
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as err:
        raise vol.Invalid(f"not JSON: {err}") from err
    return dict(value)


OPTIONS = vol.All(dict, vol.Length(max=32), {str: object}, _json_object)

_CREATE_FIELDS: dict[vol.Marker, Any] = {
    vol.Optional(name): validator for name, validator in CONVENIENCE_FIELDS.items()
}
CREATE_SCHEMA = vol.Schema(
    {
        vol.Optional(ATTR_CONFIG_ENTRY_ID): cv.string,
        vol.Required(ATTR_NAME): vol.All(cv.string, vol.Length(min=1, max=48)),
        vol.Optional(ATTR_GAME, default=DEFAULT_GAME): NAME_ID,
        vol.Optional(ATTR_OPTIONS): OPTIONS,
        vol.Optional(ATTR_MAX_SEATS): vol.All(vol.Coerce(int), vol.Range(min=1, max=99)),
        **_CREATE_FIELDS,
    }
)
JOIN_SCHEMA = vol.Schema(
    {
        **TABLE_FIELDS,
        vol.Optional(ATTR_NAME): vol.All(cv.string, vol.Length(min=1, max=32)),
        vol.Optional(ATTR_SEAT): SEAT,
    }
)
TABLE_SCHEMA = vol.Schema(TABLE_FIELDS)
ADD_BOT_SCHEMA = vol.Schema(
    {**TABLE_FIELDS, vol.Optional(ATTR_LEVEL): NAME_ID, vol.Optional(ATTR_SEAT): SEAT}
)
HAND_TO_BOT_SCHEMA = vol.Schema(
    {**TABLE_FIELDS, vol.Optional(ATTR_LEVEL): NAME_ID, vol.Optional(ATTR_SEAT): SEAT}
)
TAKE_BACK_SCHEMA = vol.Schema({**TABLE_FIELDS, vol.Optional(ATTR_SEAT): SEAT})
REMOVE_BOT_SCHEMA = vol.Schema({**TABLE_FIELDS, vol.Required(ATTR_SEAT): SEAT})
START_SCHEMA = vol.Schema(
    {**TABLE_FIELDS, vol.Optional(ATTR_ROUNDS): vol.All(vol.Coerce(int), vol.Range(min=1))}
)
PLAY_SCHEMA = vol.Schema(
    {**TABLE_FIELDS, vol.Required(ATTR_ACTION): ACTION, vol.Optional(ATTR_OWNER): cv.boolean}
)


def _error(key: str, **placeholders: Any) -> ServiceValidationError:
    return ServiceValidationError(
        translation_domain=DOMAIN,
        translation_key=key,
        translation_placeholders={k: str(v) for k, v in placeholders.items()},
    )


def host_error(err: ProtocolError) -> HomeAssistantError:
    """A translated error for a refused or unanswered request."""
    placeholders = {"code": err.code, "message": err.message or err.code}
    if err.code in UNREACHABLE:
        return HomeAssistantError(
            translation_domain=DOMAIN,
            translation_key="host_unreachable",
            translation_placeholders=placeholders,
        )
    return ServiceValidationError(
        translation_domain=DOMAIN,
        translation_key="host_refused",
        translation_placeholders=placeholders,
    )


def loaded_hubs(hass: HomeAssistant) -> list[DuckDownHub]:
    """The hubs of all loaded entries."""
    return [
        entry.runtime_data.hub
        for entry in hass.config_entries.async_entries(DOMAIN)
        if entry.state is ConfigEntryState.LOADED
    ]


def _user_id(call: ServiceCall) -> str:
    if call.context.user_id is None:
        raise _error("no_user")
    return call.context.user_id


def manager_of(hub: DuckDownHub, table_id: str, user_id: str | None) -> OwnerBinding:
    """The owner credential, for the owner, or for Home Assistant itself (no user)."""
    if user_id is not None:
        return _owner_of(hub, table_id, user_id)
    owner = hub.store.owners.get(table_id)
    if owner is None:
        raise _error("no_owner_credential", table=table_name(hub, table_id))
    return owner


def resolve_hub(hass: HomeAssistant, entry_id: str | None) -> DuckDownHub:
    """The hub of a config entry, or the only one."""
    hubs = loaded_hubs(hass)
    if entry_id is not None:
        for hub in hubs:
            if hub.entry.entry_id == entry_id:
                return hub
        raise _error("unknown_entry", entry=entry_id)
    if len(hubs) != 1:
        raise _error("entry_required")
    return hubs[0]


def resolve_table(
    hass: HomeAssistant,
    *,
    device_id: str | None = None,
    table_id: str | None = None,
    entry_id: str | None = None,
) -> tuple[DuckDownHub, str]:
    """The hub and table id that an action's fields point at."""
    hubs = loaded_hubs(hass)
    if entry_id is not None:
        hubs = [resolve_hub(hass, entry_id)]
    if device_id is not None:
        device = dr.async_get(hass).async_get(device_id)
        if device is not None:  # a table's device, or a player's at that table
            for hub in hubs:
                for domain, ident in device.identifiers:
                    found = table_of_identifier(hub.host_id, ident) if domain == DOMAIN else None
                    if found is not None:
                        return hub, found
        raise _error("unknown_table", table=device_id)
    if table_id is None:
        raise _error("table_required")
    for hub in hubs:
        if table_id in hub.tables:
            return hub, table_id
    raise _error("unknown_table", table=table_id)


def _table(hass: HomeAssistant, call: ServiceCall) -> tuple[DuckDownHub, str]:
    return resolve_table(
        hass,
        device_id=call.data.get(ATTR_DEVICE_ID),
        table_id=call.data.get(ATTR_TABLE_ID),
        entry_id=call.data.get(ATTR_CONFIG_ENTRY_ID),
    )


def table_name(hub: DuckDownHub, table_id: str) -> str:
    """The table's name for a message; its id when the hub no longer knows the table."""
    table = hub.tables.get(table_id)
    return table.name if table is not None else table_id


def seat_of(hub: DuckDownHub, table_id: str, user_id: str) -> SeatBinding:
    """The seat the user holds at the table, or a translated refusal."""
    binding = hub.store.seat_of_user(table_id, user_id)
    if binding is None:
        raise _error("not_seated", table=table_name(hub, table_id))
    return binding


def _owner_of(hub: DuckDownHub, table_id: str, user_id: str) -> OwnerBinding:
    owner = hub.store.owners.get(table_id)
    if owner is None or owner.user_id != user_id:
        raise _error("not_owner", table=table_name(hub, table_id))
    return owner


def handover_signer(
    hub: DuckDownHub, table_id: str, user_id: str | None, seat: int | None
) -> SeatBinding | OwnerBinding:
    """The credential that may hand `seat` to a bot or take it back, for this user.

    The caller's own seat (also when `seat` is not given) is signed with that seat's
    credential; anyone else's seat only with the owner credential, so only by the owner, or
    by an automation (no user), which must name the seat. Another user's seat credential is
    never used, even though it is stored here.
    """
    if user_id is None:
        if seat is None:
            raise _error("seat_required")
        return manager_of(hub, table_id, None)
    own = hub.store.seat_of_user(table_id, user_id)
    if seat is None or (own is not None and own.seat == seat):
        if own is None:
            return seat_of(hub, table_id, user_id)
        return own
    owner = hub.store.owners.get(table_id)
    if owner is None or owner.user_id != user_id:
        raise _error("not_your_seat", seat=seat, table=table_name(hub, table_id))
    return owner


async def async_handover(
    hub: DuckDownHub,
    signer: SeatBinding | OwnerBinding,
    command: str,
    seat: int | None,
    fields: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Send `seat/bot` or `seat/take_back` for `seat` (the signer's own when None)."""
    if isinstance(signer, SeatBinding):
        return await hub.async_seat_request(signer, command, fields)
    return await hub.async_owner_request(signer, command, {"seat": seat, **(fields or {})})


def create_options(hub: DuckDownHub, data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The game and its options for `table/create`: `options`, plus the game's convenience
    fields. The host validates the options against the game's schema."""
    game = data[ATTR_GAME]
    if hub.games and game not in hub.games:
        raise _error("unknown_game", game=game, games=", ".join(sorted(hub.games)))
    options = dict(data.get(ATTR_OPTIONS) or {})
    allowed = module_for(game).create_fields
    for name in CONVENIENCE_FIELDS:
        if name not in data:
            continue
        if name not in allowed:
            raise _error("option_not_for_game", option=name, game=game)
        if name in options and options[name] != data[name]:
            raise _error("option_given_twice", option=name)
        options[name] = data[name]
    return game, options


def checked_seat(hub: DuckDownHub, table_id: str, seat: int | None) -> int | None:
    """The seat, if the table has it (its snapshot lists every seat), else a refusal."""
    table = hub.tables.get(table_id)
    seats = table.snapshot.get("seats") if table is not None else None
    if seat is None or not isinstance(seats, list) or not seats:
        return seat
    if not any(isinstance(item, dict) and item.get("seat") == seat for item in seats):
        raise _error("no_such_seat", seat=seat, table=table_name(hub, table_id))
    return seat


def bot_level(hub: DuckDownHub, table_id: str, level: str | None) -> str:
    """The bot level to ask for: one of the table's game's levels (host info), the middle one
    (`medium` where the game has it) when none is given."""
    table = hub.tables.get(table_id)
    levels = game_meta(hub, table.ruleset).bot_levels if table else hub.bot_levels
    if not levels:  # the host names none: it checks the level itself
        return level or "medium"
    if level is None:
        return "medium" if "medium" in levels else levels[len(levels) // 2]
    if level not in levels:
        raise _error("unknown_bot_level", level=level, levels=", ".join(levels))
    return level


async def async_owner_play(
    hub: DuckDownHub, owner: OwnerBinding, action: dict[str, Any]
) -> dict[str, Any]:
    """The table owner's action of the game (no seat: the host plays it as the game's owner),
    signed with the owner credential."""
    return await hub.async_owner_request(owner, "game/action", {"action": action})


async def async_my_view(hub: DuckDownHub, binding: SeatBinding) -> dict[str, Any]:
    """The seat's latest private view; asks the host to republish it if none came yet."""
    key = (binding.table_id, binding.seat)
    if key not in hub.views:
        arrived = asyncio.Event()
        remove = hub.async_add_view_listener(
            binding.table_id, binding.seat, lambda _m: arrived.set()
        )
        try:
            await hub.async_seat_request(binding, "seat/reconnect")
            async with asyncio.timeout(3):
                await arrived.wait()
        except (TimeoutError, ProtocolError):
            pass
        finally:
            remove()
    return hub.view_message(binding.table_id, binding.seat)


@callback
def async_setup_services(hass: HomeAssistant) -> None:
    """Register the domain's actions (once, from async_setup)."""

    async def create_table(call: ServiceCall) -> ServiceResponse:
        user_id = _user_id(call)
        hub = resolve_hub(hass, call.data.get(ATTR_CONFIG_ENTRY_ID))
        game, options = create_options(hub, dict(call.data))
        try:
            table_id = await hub.async_create_table(
                user_id, call.data[ATTR_NAME], game, options, call.data.get(ATTR_MAX_SEATS)
            )
        except ProtocolError as err:
            raise host_error(err) from err
        return {"table_id": table_id} if call.return_response else None

    async def join(call: ServiceCall) -> ServiceResponse:
        user_id = _user_id(call)
        hub, table_id = _table(hass, call)
        if hub.store.seat_of_user(table_id, user_id) is not None:
            raise _error("already_seated", table=table_name(hub, table_id))
        name = call.data.get(ATTR_NAME)
        if name is None:
            user = await hass.auth.async_get_user(user_id)
            name = (user.name if user and user.name else "Player")[:32]
        try:
            binding = await hub.async_join(
                table_id, user_id, name, checked_seat(hub, table_id, call.data.get(ATTR_SEAT))
            )
        except ProtocolError as err:
            raise host_error(err) from err
        return {"table_id": table_id, "seat": binding.seat} if call.return_response else None

    async def leave(call: ServiceCall) -> None:
        hub, table_id = _table(hass, call)
        binding = seat_of(hub, table_id, _user_id(call))
        try:
            await hub.async_leave(binding)
        except ProtocolError as err:
            raise host_error(err) from err

    async def add_bot(call: ServiceCall) -> ServiceResponse:
        hub, table_id = _table(hass, call)
        owner = manager_of(hub, table_id, call.context.user_id)
        fields: dict[str, Any] = {"level": bot_level(hub, table_id, call.data.get(ATTR_LEVEL))}
        if ATTR_SEAT in call.data:
            fields["seat"] = checked_seat(hub, table_id, call.data[ATTR_SEAT])
        try:
            data = await hub.async_owner_request(owner, "table/add_bot", fields)
        except ProtocolError as err:
            raise host_error(err) from err
        return {"seat": data.get("seat")} if call.return_response else None

    async def start(call: ServiceCall) -> ServiceResponse:
        hub, table_id = _table(hass, call)
        owner = manager_of(hub, table_id, call.context.user_id)
        fields = {"rounds": call.data[ATTR_ROUNDS]} if ATTR_ROUNDS in call.data else {}
        try:
            data = await hub.async_owner_request(owner, "table/start", fields)
        except ProtocolError as err:
            raise host_error(err) from err
        return {"rounds": data.get("rounds")} if call.return_response else None

    async def delete_table(call: ServiceCall) -> None:
        hub, table_id = _table(hass, call)
        owner = manager_of(hub, table_id, call.context.user_id)
        try:
            await hub.async_delete_table(owner)
        except ProtocolError as err:
            raise host_error(err) from err

    async def handover(call: ServiceCall, command: str) -> None:
        hub, table_id = _table(hass, call)
        seat = checked_seat(hub, table_id, call.data.get(ATTR_SEAT))
        signer = handover_signer(hub, table_id, call.context.user_id, seat)
        fields = None
        if command == "seat/bot":
            fields = {"level": bot_level(hub, table_id, call.data.get(ATTR_LEVEL))}
        try:
            await async_handover(hub, signer, command, seat, fields)
        except ProtocolError as err:
            raise host_error(err) from err

    async def hand_to_bot(call: ServiceCall) -> None:
        await handover(call, "seat/bot")

    async def take_back(call: ServiceCall) -> None:
        await handover(call, "seat/take_back")

    async def remove_bot(call: ServiceCall) -> None:
        hub, table_id = _table(hass, call)
        owner = manager_of(hub, table_id, call.context.user_id)
        seat = checked_seat(hub, table_id, call.data[ATTR_SEAT])
        try:
            await hub.async_owner_request(owner, "table/remove_bot", {"seat": seat})
        except ProtocolError as err:
            raise host_error(err) from err

    async def play(call: ServiceCall) -> ServiceResponse:
        hub, table_id = _table(hass, call)
        try:
            if call.data.get(ATTR_OWNER):
                owner = manager_of(hub, table_id, call.context.user_id)
                data = await async_owner_play(hub, owner, call.data[ATTR_ACTION])
            else:
                binding = seat_of(hub, table_id, _user_id(call))
                data = await hub.async_seat_request(
                    binding, "game/action", {"action": call.data[ATTR_ACTION]}
                )
        except ProtocolError as err:
            raise host_error(err) from err
        return {"seq": data.get("seq")} if call.return_response else None

    async def my_view(call: ServiceCall) -> ServiceResponse:
        hub, table_id = _table(hass, call)
        binding = seat_of(hub, table_id, _user_id(call))
        return await async_my_view(hub, binding)

    def register(
        service: str,
        handler: Callable[[ServiceCall], Coroutine[Any, Any, ServiceResponse]],
        schema: vol.Schema,
        supports_response: SupportsResponse = SupportsResponse.NONE,
    ) -> None:
        hass.services.async_register(
            DOMAIN, service, _quiet_refusals(service, handler), schema, supports_response
        )

    register(SERVICE_CREATE_TABLE, create_table, CREATE_SCHEMA, SupportsResponse.OPTIONAL)
    register(SERVICE_JOIN, join, JOIN_SCHEMA, SupportsResponse.OPTIONAL)
    register(SERVICE_LEAVE, leave, TABLE_SCHEMA)
    register(SERVICE_ADD_BOT, add_bot, ADD_BOT_SCHEMA, SupportsResponse.OPTIONAL)
    register(SERVICE_START, start, START_SCHEMA, SupportsResponse.OPTIONAL)
    register(SERVICE_DELETE_TABLE, delete_table, TABLE_SCHEMA)
    register(SERVICE_HAND_TO_BOT, hand_to_bot, HAND_TO_BOT_SCHEMA)
    register(SERVICE_TAKE_BACK, take_back, TAKE_BACK_SCHEMA)
    register(SERVICE_REMOVE_BOT, remove_bot, REMOVE_BOT_SCHEMA)
    register(SERVICE_PLAY, play, PLAY_SCHEMA, SupportsResponse.OPTIONAL)
    register(SERVICE_MY_VIEW, my_view, TABLE_SCHEMA, SupportsResponse.ONLY)
    quiet_refusals_in_websocket_log()


def _quiet_refusals(
    service: str, handler: Callable[[ServiceCall], Coroutine[Any, Any, ServiceResponse]]
) -> Callable[[ServiceCall], Coroutine[Any, Any, ServiceResponse]]:
    """Log a refused call at debug: a refusal is the caller's mistake, answered to them."""

    async def _handler(call: ServiceCall) -> ServiceResponse:
        try:
            return await handler(call)
        except ServiceValidationError as err:
            _LOGGER.debug("%s.%s refused: %s", DOMAIN, service, err)
            raise

    return _handler
