"""A to-do list per player where the game keeps one (`GameModule.todo`): what is still open for
them now, as their game module reads it from the public view. The list is read-only: ticking an
item off plays nothing (an action is played where its effect can be read first)."""

from __future__ import annotations

from homeassistant.components.todo import TodoItem, TodoListEntity
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity import Entity, EntityDescription
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .calendar import language
from .context import TableContext
from .entity import DuckDownPlayerEntity, async_setup_player_entities
from .games import module_for
from .hub import Table
from .models import DuckDownConfigEntry

PARALLEL_UPDATES = 0

TODO = EntityDescription(key="todo", translation_key="todo")


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add a to-do list to every player of a game that keeps them."""
    hub = entry.runtime_data.hub

    def _lists(table: Table, ctx: TableContext, seat: int, name: str) -> list[Entity]:
        if module_for(table.ruleset).todo is None:
            return []
        return [DuckDownTodo(hub, table.table_id, seat, name, TODO)]

    async_setup_player_entities(hass, entry, hub, async_add_entities, _lists)


class DuckDownTodo(DuckDownPlayerEntity, TodoListEntity):
    """A player's open items; its state is how many are still to do."""

    _attr_supported_features = 0  # read-only: see the module's docstring

    @property
    def todo_items(self) -> list[TodoItem]:
        """The items as the game module reads them now, in Home Assistant's language."""
        ctx = self.context
        todo = module_for(ctx.table.ruleset).todo if ctx is not None else None
        if ctx is None or todo is None:
            return []
        return todo(ctx, self.seat, language(self.hub.hass))
