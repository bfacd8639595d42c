"""Dice Pond's JSON Schemas."""

from __future__ import annotations

import copy
from typing import Any

JSON = dict[str, Any]
SEAT: JSON = {"type": "integer", "minimum": 0, "maximum": 5}
HEX64: JSON = {"type": "string", "pattern": "^[0-9a-f]{64}$"}
GUESS: JSON = {
    "type": "object",
    "additionalProperties": False,
    "required": ["type", "number"],
    "properties": {
        "type": {"const": "guess"},
        "number": {"type": "integer", "minimum": 1, "maximum": 6},
    },
}

ACTION: JSON = {
    "oneOf": [
        GUESS,
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["type"],
            "properties": {"type": {"const": "timeout"}, "entropy": HEX64},
        },
    ]
}

PUBLIC: JSON = {
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
        "commitment",
        "active",
        "guessed",
        "rolled",
    ],
    "properties": {
        "ruleset": {"const": "dice_pond"},
        "players": {"type": "integer", "minimum": 1, "maximum": 6},
        "phase": {"enum": ["pond", "over"]},
        "round": {"type": "integer", "minimum": 1},
        "rounds": {"type": ["integer", "null"]},
        "to_act": {"const": []},
        "deadline": {"type": ["integer", "null"]},
        "totals": {"type": "array", "items": {"type": "integer"}},
        "winners": {"type": "null"},
        "commitment": HEX64,
        "active": {"type": "array", "items": {"type": "boolean"}},
        "guessed": {"type": "array", "items": {"type": "boolean"}},
        "rolled": {"type": "integer", "minimum": 0},
    },
}

SEAT_VIEW: JSON = copy.deepcopy(PUBLIC)
SEAT_VIEW["required"] = [*PUBLIC["required"], "seat", "guess", "legal"]
SEAT_VIEW["properties"].update(
    {
        "seat": SEAT,
        "guess": {"type": ["integer", "null"]},
        "legal": {"type": "array", "items": GUESS},
    }
)

EVENT: JSON = {
    "type": "object",
    "additionalProperties": False,
    "required": ["type"],
    "properties": {
        "type": {"enum": ["guessed", "rolled", "joined", "left", "game_ended"]},
        "seat": SEAT,
        "number": {"type": "integer"},
        "period": {"type": "integer"},
        "die": {"type": "integer", "minimum": 1, "maximum": 6},
        "seed": HEX64,
        "right": {"type": "array", "items": SEAT},
        "totals": {"type": "array", "items": {"type": "integer"}},
    },
}

SCHEMAS: JSON = {"action": ACTION, "public": PUBLIC, "seat": SEAT_VIEW, "event": EVENT}
