// Duck Down's metadata for a host that does not describe its games yet (no `host/info`):
// the same shape as host info's `games` entry, with the lobby's options of today.

import type { GameInfo } from "../info.js";

const noLimit = { en: "0 = no limit", de: "0 = ohne Limit", nl: "0 = geen limiet" };

export const DUCK_DOWN_INFO: GameInfo = {
  name: "duck_down",
  title: { en: "Duck Down", de: "Duck Down", nl: "Duck Down" },
  summary: {
    en: "Fewest points wins. Remember your cards!",
    de: "Wenigste Punkte gewinnt. Merk dir deine Karten!",
    nl: "Minste punten wint. Onthoud je kaarten!",
  },
  players: [2, 8],
  options: {
    type: "object",
    additionalProperties: false,
    properties: {
      peek_time: {
        type: "integer",
        minimum: 0,
        maximum: 600,
        default: 10,
        "x-label": { en: "Time for the first look (s)", de: "Zeit für den ersten Blick (s)", nl: "Tijd voor de eerste blik (s)" },
        "x-hint": noLimit,
        "x-lobby": true,
      },
      turn_time: {
        type: "integer",
        minimum: 0,
        maximum: 3600,
        default: 60,
        "x-label": { en: "Time per move (s)", de: "Zeit pro Zug (s)", nl: "Tijd per zet (s)" },
        "x-hint": noLimit,
        "x-lobby": true,
      },
      call_penalty: {
        type: "integer",
        minimum: 0,
        maximum: 100,
        default: 0,
        "x-label": { en: "Penalty for a wrong Duck Down", de: "Strafe für ein falsches Duck Down", nl: "Straf voor een verkeerde Duck Down" },
        "x-lobby": true,
      },
      keep_known: {
        type: "boolean",
        default: false,
        "x-label": {
          en: "Easy memory: cards you know stay face up",
          de: "Leichtes Merken: bekannte Karten bleiben offen",
          nl: "Makkelijk onthouden: bekende kaarten blijven open",
        },
        "x-lobby": true,
      },
    },
  },
  result: "lowest",
  teams: null,
  length: "rounds",
  clock: "game",
  join: "lobby",
  // null: the levels the transport names (the host's `ping`, the integration's actions)
  bot_levels: null,
  events: ["duck_down_called", "round_ended", "game_ended"],
};
