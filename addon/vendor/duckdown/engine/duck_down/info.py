"""Duck Down's metadata and options schema (ruling 5's defaults), for the lobby and the host."""

from __future__ import annotations

from typing import Any, Final

from duckdown.engine.duck_down.config import (
    MAX_CALL_PENALTY,
    MAX_PEEK_TIME,
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_TURN_TIME,
    MIN_PLAYERS,
)
from duckdown.engine.info import LOWEST, ROUNDS, GameInfo

OPTIONS: Final[dict[str, Any]] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "turn_time": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_TURN_TIME,
            "default": 60,
            "x-unit": "s",
            "x-lobby": True,
            "x-label": {
                "en": "Time per move (seconds, 0 = no limit)",
                "de": "Zeit pro Zug (Sekunden, 0 = unbegrenzt)",
                "nl": "Tijd per zet (seconden, 0 = onbeperkt)",
            },
        },
        "peek_time": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_PEEK_TIME,
            "default": 10,
            "x-unit": "s",
            "x-lobby": True,
            "x-label": {
                "en": "Time to look at your outer cards (seconds)",
                "de": "Zeit zum Anschauen der äußeren Karten (Sekunden)",
                "nl": "Tijd om je buitenste kaarten te bekijken (seconden)",
            },
        },
        "call_penalty": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_CALL_PENALTY,
            "default": 0,
            "x-lobby": True,
            "x-label": {
                "en": "Penalty points for a wrong Duck Down",
                "de": "Strafpunkte für ein falsches Duck Down",
                "nl": "Strafpunten voor een verkeerde Duck Down",
            },
        },
        "keep_known": {
            "type": "boolean",
            "default": False,
            "x-lobby": True,
            "x-label": {
                "en": "Cards you have seen stay face up for you (easier)",
                "de": "Gesehene Karten bleiben für dich offen (leichter)",
                "nl": "Kaarten die je zag blijven voor jou open (makkelijker)",
            },
        },
        "rounds": {
            "type": ["integer", "null"],
            "minimum": 1,
            "maximum": MAX_ROUNDS,
            "default": None,
            "x-label": {
                "en": "Rounds (empty: one per player)",
                "de": "Runden (leer: eine pro Spieler)",
                "nl": "Rondes (leeg: één per speler)",
            },
        },
        "round_choices": {
            "type": "array",
            "items": {"type": "integer", "minimum": 1, "maximum": MAX_ROUNDS},
            "maxItems": 20,
            "default": [1, 3, 5, 10],
            "x-label": {
                "en": "Other game lengths to offer",
                "de": "Weitere Spiellängen zur Auswahl",
                "nl": "Andere spellengtes om aan te bieden",
            },
        },
        "deck": {
            "type": "object",
            "minProperties": 1,
            "additionalProperties": False,
            "patternProperties": {
                "^([0-9]+|swap|peek|double)$": {"type": "integer", "minimum": 0, "maximum": 1000}
            },
            "default": {
                **{str(value): 4 for value in range(9)},
                "9": 9,
                "swap": 9,
                "peek": 7,
                "double": 5,
            },
            "x-label": {
                "en": "The deck: how many of each card",
                "de": "Das Deck: wie viele von jeder Karte",
                "nl": "Het spel: hoeveel van elke kaart",
            },
        },
    },
}

INFO: Final = GameInfo(
    name="duck_down",
    title={"en": "Duck Down", "de": "Duck Down", "nl": "Duck Down"},
    summary={
        "en": "Four cards face down, two of them seen: swap the bad ones away and call "
        "Duck Down when you hold the fewest points.",
        "de": "Vier verdeckte Karten, zwei davon gesehen: tausche die schlechten weg und rufe "
        "Duck Down, wenn du die wenigsten Punkte hast.",
        "nl": "Vier kaarten dicht, twee ervan gezien: ruil de slechte weg en roep Duck Down "
        "als jij de minste punten hebt.",
    },
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    bot_levels=("random", "easy", "medium", "hard"),
    result=LOWEST,
    length=ROUNDS,
    events=("duck_down_called", "turn_started", "round_ended", "game_ended"),
)
