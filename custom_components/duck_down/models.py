"""Typed runtime data of a Duck Down config entry."""

from __future__ import annotations

from dataclasses import dataclass

from homeassistant.config_entries import ConfigEntry

from .hub import DuckDownHub


@dataclass(slots=True)
class DuckDownRuntimeData:
    """What a loaded entry carries in `entry.runtime_data`."""

    hub: DuckDownHub


DuckDownConfigEntry = ConfigEntry[DuckDownRuntimeData]
