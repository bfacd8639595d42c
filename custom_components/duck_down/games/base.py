"""What a game module of the integration declares: its table entities, its players' devices,
calendar and to-do lists where the game has them, its automation event data, and the fallbacks
for a host that publishes no metadata of the game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from homeassistant.components.calendar import CalendarEvent
from homeassistant.components.todo import TodoItem

from ..context import TableContext
from ..descriptions import (
    EventDataFn,
    PlayerSensorDescription,
    TableBinarySensorDescription,
    TableSensorDescription,
)


def _no_event_data(kind: str, event: dict[str, Any], ctx: Any) -> dict[str, Any] | None:
    return None


#: The events of a table's calendar between two times, in a language (`en`, `de`, `nl`).
CalendarFn = Callable[[TableContext, datetime, datetime, str], list[CalendarEvent]]
#: A player's open (and done) items this period, in a language.
TodoFn = Callable[[TableContext, int, str], list[TodoItem]]
#: An Assist answer from the game's tables (public state only): the tables, the intent's slot
#: values, the asking HA user (None: a satellite nobody is known at) and the language.
IntentFn = Callable[[list[TableContext], Mapping[str, Any], str | None, str], str]


@dataclass(frozen=True, kw_only=True)
class SpokenAction:
    """An action an Assist intent asks for at one table, with the game's words for it."""

    ctx: TableContext
    #: the action object (its type one of the game's `notification_actions`)
    action: dict[str, Any]
    #: the seat of the player the sentence names ("... as Ben"), None: the speaker's own
    seat: int | None = None
    #: that player's name, to say who is asked to confirm
    player: str = ""
    #: spoken once it is played ("Your vote for #3 is in.")
    done: str
    #: the confirmation notification's text and its button ("Vote for #3 Bigger feed?", "Vote")
    ask: str
    button: str


#: An acting intent's actions from the game's tables: one per table it could be played at, or
#: a spoken answer (no pond, no such duck, no such player).
ActFn = Callable[[list[TableContext], Mapping[str, Any], str], "list[SpokenAction] | str"]


@dataclass(frozen=True, kw_only=True)
class GameModule:
    """One game's part of the integration. The generic module has the name ``""``."""

    name: str
    sensors: tuple[TableSensorDescription, ...]
    binary_sensors: tuple[TableBinarySensorDescription, ...] = ()
    #: data of the game's own event types for the Game event entity (None: generic)
    event_data: EventDataFn = _no_event_data
    #: used when host info does not describe the game (an older host)
    result: str | None = None
    events: tuple[str, ...] = ()
    #: `create_table` fields kept for this game's convenience, validated by voluptuous, and
    #: sent to the host as the option of the same name
    create_fields: Mapping[str, Callable[[Any], Any]] = field(default_factory=dict)
    #: the seats that get a player device now, with the player's name (None: no such devices)
    players: Callable[[TableContext], dict[int, str]] | None = None
    player_sensors: tuple[PlayerSensorDescription, ...] = ()
    #: the table's calendar (None: the table has no calendar entity)
    calendar: CalendarFn | None = None
    #: each player's to-do list (None: players have none); needs `players`
    todo: TodoFn | None = None
    #: action types a phone notification's button may play for its user (never a destructive
    #: one: those are played where the player can read what they do and confirm it)
    notification_actions: frozenset[str] = frozenset()
    #: Assist intents the game answers, by intent type (sentences: `custom_sentences/`)
    intents: Mapping[str, IntentFn] = field(default_factory=dict)
    #: Assist intents that play a safe action (one of `notification_actions`), by intent type
    acts: Mapping[str, ActFn] = field(default_factory=dict)
