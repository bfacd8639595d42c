"""Dutch's metadata and options schema (ruling 34's defaults), for the lobby and the host."""

from __future__ import annotations

from typing import Any, Final

from duckdown.engine.dutch.config import (
    DEFAULT_MODE,
    MAX_PEEK_TIME,
    MAX_PLAYERS,
    MAX_THROW_TIME,
    MAX_TURN_TIME,
    MIN_PLAYERS,
    MIN_THROW_TIME,
    MODES,
)
from duckdown.engine.info import LOWEST, TARGET, GameInfo

OPTIONS: Final[dict[str, Any]] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "mode": {
            "type": "string",
            "enum": list(MODES),
            "default": DEFAULT_MODE,
            "x-lobby": True,
            "x-label": {"en": "Game length", "de": "Spiellänge", "nl": "Spelduur"},
            "x-enum-labels": {
                "en": ["1 round", "5 rounds", "50 points", "100 points", "200 points"],
                "de": ["1 Runde", "5 Runden", "50 Punkte", "100 Punkte", "200 Punkte"],
                "nl": ["1 ronde", "5 rondes", "50 punten", "100 punten", "200 punten"],
            },
        },
        "decks": {
            "type": ["integer", "null"],
            "enum": [None, 1, 2],
            "default": None,
            "x-lobby": True,
            "x-label": {
                "en": "Decks (empty: 1 for 2-4 players, 2 for 5-8)",
                "de": "Kartenspiele (leer: 1 für 2-4 Spieler, 2 für 5-8)",
                "nl": "Kaartspellen (leeg: 1 voor 2-4 spelers, 2 voor 5-8)",
            },
        },
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
        "peek_time": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_PEEK_TIME,
            "default": 15,
            "x-unit": "s",
            "x-lobby": True,
            "x-label": {
                "en": "Time to look at two cards at the start (seconds, 0 = no limit)",
                "de": "Zeit zum Anschauen von zwei Karten am Anfang (Sekunden, 0 = unbegrenzt)",
                "nl": "Tijd om aan het begin twee kaarten te bekijken (seconden, 0 = onbeperkt)",
            },
        },
        "throw_time": {
            "type": "integer",
            "minimum": MIN_THROW_TIME,
            "maximum": MAX_THROW_TIME,
            "default": 2,
            "x-unit": "s",
            "x-lobby": True,
            "x-label": {
                "en": "Time to throw in before the next turn (seconds)",
                "de": "Zeit zum Einwerfen vor dem nächsten Zug (Sekunden)",
                "nl": "Tijd om in te gooien voor de volgende beurt (seconden)",
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
    },
}

INFO: Final = GameInfo(
    name="dutch",
    title={"en": "Dutch", "de": "Dutch", "nl": "Dutch"},
    summary={
        "en": "Four cards face down, two of them seen: swap, use Aces, Queens and Jacks, throw "
        "in matching cards fast, and call Dutch when your cards are worth five or less.",
        "de": "Vier verdeckte Karten, zwei davon gesehen: tausche, nutze Asse, Damen und Buben, "
        "wirf passende Karten schnell ein und rufe Dutch, wenn deine Karten fünf Punkte oder "
        "weniger wert sind.",
        "nl": "Vier kaarten dicht, twee ervan gezien: ruil, gebruik azen, vrouwen en boeren, "
        "gooi snel gelijke kaarten in en roep Dutch als je kaarten vijf punten of minder "
        "waard zijn.",
    },
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    bot_levels=("random", "easy", "medium", "hard"),
    result=LOWEST,
    length=TARGET,
    events=("dutch_called", "round_ended", "game_ended"),
)
