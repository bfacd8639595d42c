"""Guess's JSON Schemas: its actions, its public and seat views and its events."""

from __future__ import annotations

import copy
from typing import Any

JSON = dict[str, Any]

SEAT: JSON = {"type": "integer", "minimum": 0, "maximum": 3}
CARD: JSON = {"type": "integer", "minimum": 1, "maximum": 20}

ACTION: JSON = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "A Guess action",
    "oneOf": [
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["type"],
            "properties": {"type": {"enum": ["ready", "bet", "deal", "timeout"]}},
        },
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["type", "target", "card"],
            "properties": {"type": {"const": "guess"}, "target": SEAT, "card": CARD},
        },
    ],
}

PUBLIC: JSON = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Guess's public view",
    "type": "object",
    "additionalProperties": False,
    "required": [
        "ruleset",
        "players",
        "phase",
        "round",
        "rounds",
        "to_act",
        "deadline",
        "totals",
        "winners",
        "deck",
        "turn",
        "ready",
        "cards",
        "bettor",
        "last",
    ],
    "properties": {
        "ruleset": {"const": "guess"},
        "players": {"type": "integer", "minimum": 2, "maximum": 4},
        "phase": {"enum": ["look", "guess", "between", "over"]},
        "round": {"type": "integer", "minimum": 1},
        "rounds": {"type": "integer", "minimum": 1},
        "to_act": {"type": "array", "items": SEAT},
        "deadline": {"type": ["integer", "null"]},
        "totals": {"type": "array", "items": {"type": "integer"}},
        "winners": {"oneOf": [{"type": "null"}, {"type": "array", "items": SEAT}]},
        "deck": {"type": "integer"},
        "turn": {"oneOf": [{"type": "null"}, SEAT]},
        "ready": {"type": "array", "items": {"type": "boolean"}},
        "cards": {"type": "array", "items": {"oneOf": [{"type": "null"}, CARD]}},
        "bettor": {"oneOf": [{"type": "null"}, SEAT]},
        "last": {
            "oneOf": [
                {"type": "null"},
                {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["seat", "target", "card", "right"],
                    "properties": {
                        "seat": SEAT,
                        "target": SEAT,
                        "card": CARD,
                        "right": {"type": "boolean"},
                    },
                },
            ]
        },
    },
}

SEAT_VIEW: JSON = copy.deepcopy(PUBLIC)
SEAT_VIEW["title"] = "Guess's seat view"
SEAT_VIEW["required"] = [*PUBLIC["required"], "seat", "card", "legal"]
SEAT_VIEW["properties"].update(
    {"seat": SEAT, "card": CARD, "legal": {"type": "array", "items": {"oneOf": ACTION["oneOf"]}}}
)

EVENT: JSON = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "A Guess event (with the secrets its seat may see)",
    "type": "object",
    "required": ["type"],
    "properties": {
        "type": {
            "enum": [
                "round_started",
                "dealt",
                "ready",
                "look_ended",
                "turn_started",
                "bet",
                "guessed",
                "timed_out",
                "round_ended",
                "game_ended",
            ]
        },
        "seat": SEAT,
        "card": CARD,
        "target": SEAT,
        "right": {"type": "boolean"},
        "round": {"type": "integer"},
        "cards": {"type": "array", "items": CARD},
        "winners": {"type": "array", "items": SEAT},
        "totals": {"type": "array", "items": {"type": "integer"}},
    },
    "additionalProperties": False,
}

SCHEMAS: JSON = {"action": ACTION, "public": PUBLIC, "seat": SEAT_VIEW, "event": EVENT}
