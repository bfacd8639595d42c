"""Assist intents the games answer (`GameModule.intents`): each handler only finds the tables
of its game and hands them to the game module, which answers from public state. The sentences
that reach these intents are in the integration's `custom_sentences/<language>/`, which
`sentences.py` installs into Home Assistant's configuration folder (the only place it reads
custom sentences from). Home Assistant's `intent` integration loads this platform. Intents that
act (`GameModule.acts`) are played or asked for by `voice.py`."""

from __future__ import annotations

from typing import Any

from homeassistant.core import HomeAssistant
from homeassistant.helpers import intent

from .context import TableContext
from .games import MODULES, game_meta
from .games.base import ActFn, IntentFn
from .services import loaded_hubs
from .voice import async_act, speaker_of


def _tables(hass: HomeAssistant, game: str) -> list[TableContext]:
    return [
        TableContext(table, hub, game_meta(hub, table.ruleset))
        for hub in loaded_hubs(hass)
        for table in hub.tables.values()
        if table.ruleset == game
    ]


def _slots(intent_obj: intent.Intent) -> dict[str, Any]:
    return {name: given.get("value") for name, given in intent_obj.slots.items()}


class GameIntent(intent.IntentHandler):
    """One intent of one game, answered by its module."""

    def __init__(self, game: str, intent_type: str, answer: IntentFn) -> None:
        """The game whose tables answer, and how."""
        self.game = game
        self.intent_type = intent_type
        self.answer = answer

    async def async_handle(self, intent_obj: intent.Intent) -> intent.IntentResponse:
        """Answer from the game's tables, for the asking user if known."""
        tables = _tables(intent_obj.hass, self.game)
        response = intent_obj.create_response()
        user_id = intent_obj.context.user_id
        response.async_set_speech(
            self.answer(tables, _slots(intent_obj), user_id, intent_obj.language)
        )
        return response


class GameActIntent(intent.IntentHandler):
    """One acting intent of one game: the module finds the action, `voice` plays or asks."""

    def __init__(self, game: str, intent_type: str, act: ActFn) -> None:
        """The game whose tables act, and how it reads the sentence."""
        self.game = game
        self.intent_type = intent_type
        self.act = act

    async def async_handle(self, intent_obj: intent.Intent) -> intent.IntentResponse:
        """Play it as the known speaker, or ask the named player's phone."""
        hass = intent_obj.hass
        found = self.act(_tables(hass, self.game), _slots(intent_obj), intent_obj.language)
        speaker = speaker_of(hass, intent_obj.context.user_id, intent_obj.device_id)
        response = intent_obj.create_response()
        response.async_set_speech(await async_act(hass, found, speaker, intent_obj.language))
        return response


async def async_setup_intents(hass: HomeAssistant) -> None:
    """Register every game's intents: Home Assistant's intent integration calls this for the
    integration's `intent` platform."""
    for module in MODULES.values():
        for intent_type, answer in module.intents.items():
            intent.async_register(hass, GameIntent(module.name, intent_type, answer))
        for intent_type, act in module.acts.items():
            intent.async_register(hass, GameActIntent(module.name, intent_type, act))
