"""Assist intents the games answer (`GameModule.intents`): each handler only finds the tables
of its game and hands them to the game module, which answers from public state. The sentences
that reach these intents are in the integration's `custom_sentences/<language>/`, which
`sentences.py` installs into Home Assistant's configuration folder (the only place it reads
custom sentences from). Home Assistant's `intent` integration loads this platform."""

from __future__ import annotations

from typing import Any

from homeassistant.core import HomeAssistant
from homeassistant.helpers import intent

from .context import TableContext
from .games import MODULES, game_meta
from .games.base import IntentFn
from .services import loaded_hubs


class GameIntent(intent.IntentHandler):
    """One intent of one game, answered by its module."""

    def __init__(self, game: str, intent_type: str, answer: IntentFn) -> None:
        """The game whose tables answer, and how."""
        self.game = game
        self.intent_type = intent_type
        self.answer = answer

    async def async_handle(self, intent_obj: intent.Intent) -> intent.IntentResponse:
        """Answer from the game's tables, for the asking user if known."""
        hass = intent_obj.hass
        tables = [
            TableContext(table, hub, game_meta(hub, table.ruleset))
            for hub in loaded_hubs(hass)
            for table in hub.tables.values()
            if table.ruleset == self.game
        ]
        slots: dict[str, Any] = {name: slot.get("value") for name, slot in intent_obj.slots.items()}
        response = intent_obj.create_response()
        speech = self.answer(tables, slots, intent_obj.context.user_id, intent_obj.language)
        response.async_set_speech(speech)
        return response


async def async_setup_intents(hass: HomeAssistant) -> None:
    """Register every game's intents: Home Assistant's intent integration calls this for the
    integration's `intent` platform."""
    for module in MODULES.values():
        for intent_type, answer in module.intents.items():
            intent.async_register(hass, GameIntent(module.name, intent_type, answer))
