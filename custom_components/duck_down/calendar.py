"""A calendar per table whose game keeps one (`GameModule.calendar`): the game module says
which events there are; this platform only asks it, in Home Assistant's language."""

from __future__ import annotations

from datetime import datetime, timedelta

from homeassistant.components.calendar import CalendarEntity, CalendarEvent
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity import Entity, EntityDescription
from homeassistant.helpers.entity_platform import AddEntitiesCallback
from homeassistant.util import dt as dt_util

from .context import TableContext
from .entity import DuckDownTableEntity, async_setup_table_entities
from .games import module_for
from .hub import Table
from .models import DuckDownConfigEntry

PARALLEL_UPDATES = 0

CALENDAR = EntityDescription(key="calendar", translation_key="calendar")

#: how far ahead the state looks for the next event
HORIZON = timedelta(days=8)


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add a calendar to every table whose game has one."""
    hub = entry.runtime_data.hub

    def _calendars(table: Table, ctx: TableContext) -> list[Entity]:
        if module_for(table.ruleset).calendar is None:
            return []
        return [DuckDownCalendar(hub, table.table_id, CALENDAR)]

    async_setup_table_entities(hass, entry, hub, async_add_entities, _calendars)


def language(hass: HomeAssistant) -> str:
    """Home Assistant's language, for text the game module writes (its own words)."""
    return hass.config.language or "en"


class DuckDownCalendar(DuckDownTableEntity, CalendarEntity):
    """The table's calendar: what its game module puts on it."""

    def _events(self, start: datetime, end: datetime) -> list[CalendarEvent]:
        ctx = self.context
        calendar = module_for(ctx.table.ruleset).calendar if ctx is not None else None
        if ctx is None or calendar is None:
            return []
        return calendar(ctx, start, end, language(self.hub.hass))

    @property
    def event(self) -> CalendarEvent | None:
        """The event on now (a timed one before an all-day one), or the next."""
        now = dt_util.utcnow()
        events = self._events(now, now + HORIZON)
        timed = [e for e in events if not e.all_day]
        return next(iter(timed or events), None)

    async def async_get_events(
        self, hass: HomeAssistant, start_date: datetime, end_date: datetime
    ) -> list[CalendarEvent]:
        """The events between two times."""
        return self._events(start_date, end_date)
