// Dutch's metadata in the shape of host info's `games` entry. A host that deals Dutch describes
// it itself (its options schema included), so this is only the fallback the registry needs:
// the title and summary for a table of Dutch whose host said nothing.

import type { GameInfo } from "../info.js";

export const DUTCH_INFO: GameInfo = {
  name: "dutch",
  title: { en: "Dutch", de: "Dutch", nl: "Dutch" },
  summary: {
    en: "Lowest points wins: remember your cards, use Aces, Queens and Jacks, throw in fast.",
    de: "Wenigste Punkte gewinnt: merk dir deine Karten, nutze Asse, Damen und Buben, wirf schnell ein.",
    nl: "Minste punten wint: onthoud je kaarten, gebruik azen, vrouwen en boeren, gooi snel in.",
  },
  players: [2, 8],
  options: { type: "object", properties: {} },
  result: "lowest",
  teams: null,
  length: "target",
  clock: "game",
  join: "lobby",
  bot_levels: ["random", "easy", "medium", "hard"],
  events: ["dutch_called", "round_ended", "game_ended"],
};
