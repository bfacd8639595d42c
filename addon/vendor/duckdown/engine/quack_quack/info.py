"""Quack-Quack's metadata and options schema (ruling 5's defaults), for the lobby and the host."""

from __future__ import annotations

from typing import Any, Final

from duckdown.engine.info import HIGHEST, ROUNDS, GameInfo
from duckdown.engine.quack_quack.config import (
    GOAL_CHOICES,
    MAX_PLAYERS,
    MAX_TURN_TIME,
    MIN_PLAYERS,
    ROUND_CHOICES,
)

NAME: Final = "quack_quack"

OPTIONS: Final[dict[str, Any]] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "turn_time": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_TURN_TIME,
            "default": 30,
            "x-unit": "s",
            "x-lobby": True,
            "x-label": {
                "en": "Time per decision (seconds, 0 = no limit)",
                "de": "Zeit pro Entscheidung (Sekunden, 0 = unbegrenzt)",
                "nl": "Tijd per beslissing (seconden, 0 = onbeperkt)",
            },
        },
        "rounds": {
            "type": "integer",
            "enum": list(ROUND_CHOICES),
            "default": 5,
            "x-lobby": True,
            "x-label": {
                "en": "Rounds (3 or 4 players)",
                "de": "Runden (3 oder 4 Spieler)",
                "nl": "Rondes (3 of 4 spelers)",
            },
        },
        "goal_coins": {
            "type": "integer",
            "enum": list(GOAL_CHOICES),
            "default": 4,
            "x-lobby": True,
            "x-label": {
                "en": "Coins to win (2 players)",
                "de": "Münzen zum Sieg (2 Spieler)",
                "nl": "Munten om te winnen (2 spelers)",
            },
        },
    },
}

INFO: Final = GameInfo(
    name=NAME,
    title={
        "en": "Quack-Quack, Corrupt Ducks",
        "de": "Quack-Quack, korrupte Enten",
        "nl": "Kwak-kwak, corrupte eenden",
    },
    summary={
        "en": "Empty your hand first, in power struggles of singles and pairs. A Governor wins "
        "unless a Revolution or a Secret Inspection brings it down. Teams of two at four.",
        "de": "Werde deine Karten als Erste los, in Machtkämpfen aus Einzelkarten und Paaren. "
        "Ein Gouverneur gewinnt, außer eine Revolution oder eine geheime Inspektion stürzt ihn. "
        "Zu viert in Zweierteams.",
        "nl": "Raak als eerste je kaarten kwijt, in machtsstrijden van losse kaarten en paren. "
        "Een gouverneur wint, tenzij een revolutie of een geheime inspectie hem ten val brengt. "
        "Met vier in teams van twee.",
    },
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    bot_levels=("random", "easy", "medium", "hard"),
    result=HIGHEST,
    teams={4: ((0, 2), (1, 3))},
    length=ROUNDS,
    events=("revolution", "secret_inspection", "player_out", "round_ended", "game_ended"),
)
