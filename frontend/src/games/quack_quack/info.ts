// Quack-Quack's metadata for a host that does not describe its games (no `host/info`): host
// info's `games` entry as the engine gives it (duckdown/engine/quack_quack/info.py), in JSON, so
// that tests/browser/test_quack_board.py checks that the two agree.

import type { GameInfo } from "../info.js";

export const QUACK_QUACK_INFO: GameInfo = {
  "name": "quack_quack",
  "title": {
    "en": "Quack-Quack, Corrupt Ducks",
    "de": "Quack-Quack, korrupte Enten",
    "nl": "Kwak-kwak, corrupte eenden"
  },
  "summary": {
    "en": "Empty your hand first, in power struggles of singles and pairs. A Governor wins unless a Revolution or a Secret Inspection brings it down. Teams of two at four.",
    "de": "Werde deine Karten als Erste los, in Machtkämpfen aus Einzelkarten und Paaren. Ein Gouverneur gewinnt, außer eine Revolution oder eine geheime Inspektion stürzt ihn. Zu viert in Zweierteams.",
    "nl": "Raak als eerste je kaarten kwijt, in machtsstrijden van losse kaarten en paren. Een gouverneur wint, tenzij een revolutie of een geheime inspectie hem ten val brengt. Met vier in teams van twee."
  },
  "players": [
    2,
    4
  ],
  "options": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "turn_time": {
        "type": "integer",
        "minimum": 0,
        "maximum": 3600,
        "default": 30,
        "x-unit": "s",
        "x-lobby": true,
        "x-label": {
          "en": "Time per decision (seconds, 0 = no limit)",
          "de": "Zeit pro Entscheidung (Sekunden, 0 = unbegrenzt)",
          "nl": "Tijd per beslissing (seconden, 0 = onbeperkt)"
        }
      },
      "rounds": {
        "type": "integer",
        "enum": [
          1,
          3,
          5
        ],
        "default": 5,
        "x-lobby": true,
        "x-label": {
          "en": "Rounds (3 or 4 players)",
          "de": "Runden (3 oder 4 Spieler)",
          "nl": "Rondes (3 of 4 spelers)"
        }
      },
      "goal_coins": {
        "type": "integer",
        "enum": [
          3,
          4,
          5
        ],
        "default": 4,
        "x-lobby": true,
        "x-label": {
          "en": "Coins to win (2 players)",
          "de": "Münzen zum Sieg (2 Spieler)",
          "nl": "Munten om te winnen (2 spelers)"
        }
      }
    }
  },
  "result": "highest",
  "teams": {
    "4": [
      [
        0,
        2
      ],
      [
        1,
        3
      ]
    ]
  },
  "length": "rounds",
  "clock": "game",
  "join": "lobby",
  "bot_levels": [
    "random",
    "easy",
    "medium",
    "hard"
  ],
  "events": [
    "revolution",
    "secret_inspection",
    "player_out",
    "round_ended",
    "game_ended"
  ]
};
