"""Base entities: the host (hub device) and a table (one device per table)."""

from __future__ import annotations

from collections.abc import Callable

from homeassistant.config_entries import ConfigEntry
from homeassistant.core import HomeAssistant, callback
from homeassistant.helpers.device_registry import DeviceInfo
from homeassistant.helpers.dispatcher import async_dispatcher_connect
from homeassistant.helpers.entity import Entity, EntityDescription

from .const import DOMAIN
from .context import TableContext
from .games import game_meta, module_for
from .hub import (
    DuckDownHub,
    Table,
    player_device_identifier,
    signal_new_table,
    table_device_identifier,
)


class DuckDownEntity(Entity):
    """Something of one host; pushed, never polled."""

    _attr_has_entity_name = True
    _attr_should_poll = False

    def __init__(self, hub: DuckDownHub, description: EntityDescription) -> None:
        """Keep the hub and the description."""
        self.hub = hub
        self.entity_description = description


class DuckDownHostEntity(DuckDownEntity):
    """An entity of the hub device."""

    def __init__(self, hub: DuckDownHub, description: EntityDescription) -> None:
        """Attach to the hub device."""
        super().__init__(hub, description)
        self._attr_unique_id = f"{hub.host_id}_{description.key}"
        self._attr_device_info = DeviceInfo(identifiers={(DOMAIN, hub.host_id)})

    async def async_added_to_hass(self) -> None:
        """Follow the host."""
        self.async_on_remove(self.hub.async_add_listener(self.async_write_ha_state))


class DuckDownTableEntity(DuckDownEntity):
    """An entity of a table device."""

    def __init__(self, hub: DuckDownHub, table_id: str, description: EntityDescription) -> None:
        """Attach to the table's device, below the hub device."""
        super().__init__(hub, description)
        self.table_id = table_id
        table = hub.tables[table_id]
        ruleset = table.ruleset
        title = game_meta(hub, ruleset).title.get("en") or ruleset.replace("_", " ").title()
        self._attr_unique_id = f"{hub.host_id}_{table_id}_{description.key}"
        self._attr_device_info = DeviceInfo(
            identifiers={table_device_identifier(hub.host_id, table_id)},
            name=table.name,
            manufacturer="Duck Down",
            model=f"{title} table",
            via_device=(DOMAIN, hub.host_id),
        )

    @property
    def table(self) -> Table | None:
        """The table, while the host has it."""
        return self.hub.tables.get(self.table_id)

    @property
    def context(self) -> TableContext | None:
        """What the entity's description reads, while the host has the table."""
        table = self.table
        if table is None:
            return None
        return TableContext(table, self.hub, game_meta(self.hub, table.ruleset))

    @property
    def available(self) -> bool:
        """Available while the host is online and the table exists."""
        return self.hub.available and self.table is not None

    async def async_added_to_hass(self) -> None:
        """Follow the table and the host."""
        if self.table is None:  # the table went away while the entity was being added
            self.hub.async_remove_table_device(self.table_id)
            return
        self.async_on_remove(self.hub.async_add_listener(self._handle_update, self.table_id))

    @callback
    def _handle_update(self) -> None:
        self.async_write_ha_state()


def async_setup_table_entities(
    hass: HomeAssistant,
    entry: ConfigEntry,
    hub: DuckDownHub,
    add: Callable[[list[Entity]], None],
    factory: Callable[[Table, TableContext], list[Entity]],
) -> None:
    """Add a table's entities for every table now and every table that appears later.

    `factory` picks them by the table's game (its module and metadata). Tables wait for the
    host info, which describes their games: the hub announces them when it arrives.
    """

    @callback
    def _new_table(table_id: str) -> None:
        table = hub.tables.get(table_id)
        if table is not None:
            add(factory(table, TableContext(table, hub, game_meta(hub, table.ruleset))))

    if hub.info is not None:
        for table_id in list(hub.tables):
            _new_table(table_id)
    entry.async_on_unload(
        async_dispatcher_connect(hass, signal_new_table(entry.entry_id), _new_table)
    )


class DuckDownPlayerEntity(DuckDownTableEntity):
    """An entity of a player's device, below the table's (games with player devices)."""

    def __init__(
        self,
        hub: DuckDownHub,
        table_id: str,
        seat: int,
        name: str,
        description: EntityDescription,
    ) -> None:
        """Attach to the player's device; `name` is the player's name when it appeared."""
        super().__init__(hub, table_id, description)
        self.seat = seat
        table = hub.tables[table_id]
        self._attr_unique_id = f"{hub.host_id}_{table_id}_seat{seat}_{description.key}"
        self._attr_device_info = DeviceInfo(
            identifiers={player_device_identifier(hub.host_id, table_id, seat)},
            name=f"{table.name} {name}",
            manufacturer="Duck Down",
            model="Player",
            via_device=table_device_identifier(hub.host_id, table_id),
        )

    @property
    def available(self) -> bool:
        """Available while the table is and the seat is one of its players."""
        ctx = self.context
        if ctx is None or not super().available:
            return False
        players = module_for(ctx.table.ruleset).players
        return players is not None and self.seat in players(ctx)


def async_setup_player_entities(
    hass: HomeAssistant,
    entry: ConfigEntry,
    hub: DuckDownHub,
    add: Callable[[list[Entity]], None],
    factory: Callable[[Table, TableContext, int, str], list[Entity]],
) -> None:
    """Add each player's entities at every table whose game has player devices, for the
    players there now and for each who joins later; remove the device of a player who left.

    Every platform with player entities calls this; removing a device twice is harmless.
    """
    seen: dict[str, set[int]] = {}
    names: dict[str, dict[int, str]] = {}
    followed: dict[str, Table] = {}

    @callback
    def _update(table_id: str) -> None:
        table = hub.tables.get(table_id)
        if table is None:
            return
        ctx = TableContext(table, hub, game_meta(hub, table.ruleset))
        players_fn = module_for(table.ruleset).players
        players = players_fn(ctx) if players_fn is not None else {}
        known = seen.get(table_id)
        if known is None:  # also players who left while Home Assistant was not running
            hub.async_remove_player_devices_except(table_id, set(players))
            known = seen[table_id] = set()
        for seat in known - set(players):
            hub.async_remove_player_device(table_id, seat)
        known.intersection_update(players)
        entities: list[Entity] = []
        named = names.setdefault(table_id, {})
        for seat, name in players.items():
            if seat not in known:
                known.add(seat)
                entities += factory(table, ctx, seat, name)
            elif named.get(seat) != name:  # a new display name: the device follows it
                hub.async_rename_player_device(table_id, seat, f"{table.name} {name}")
            named[seat] = name
        if entities:
            add(entities)

    @callback
    def _new_table(table_id: str) -> None:
        table = hub.tables.get(table_id)
        if table is None or followed.get(table_id) is table:
            return
        followed[table_id] = table  # a table that came back is a new object: start afresh
        seen.pop(table_id, None)
        names.pop(table_id, None)
        _update(table_id)
        entry.async_on_unload(hub.async_add_listener(lambda: _update(table_id), table_id))

    if hub.info is not None:
        for table_id in list(hub.tables):
            _new_table(table_id)
    entry.async_on_unload(
        async_dispatcher_connect(hass, signal_new_table(entry.entry_id), _new_table)
    )
