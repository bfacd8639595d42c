// Duck Pond's metadata for a host that does not describe its games (no `host/info`): the shape
// of host info's `games` entry. A host that plays Duck Pond describes it (its options schema
// with the household's limits included), so the lobby's form comes from the host.

import type { GameInfo } from "../info.js";

export const DUCK_POND_INFO: GameInfo = {
  name: "duck_pond",
  title: { en: "Duck Pond", de: "Ententeich", nl: "Eendenvijver" },
  summary: {
    en: "A nomic that runs for weeks: feed, hatch and scout ducks, vote on new rules twice a week.",
    de: "Ein Nomic über Wochen: Enten füttern, brüten, auf Erkundung schicken, zweimal pro Woche über Regeln abstimmen.",
    nl: "Een nomic die weken duurt: eenden voeren, broeden, op verkenning sturen, twee keer per week over regels stemmen.",
  },
  players: [1, 20],
  options: { type: "object", properties: {} },
  // nobody wins (the engine's `none`): the view's `winners` stays null, so there is no podium
  result: "highest",
  teams: null,
  length: "open",
  clock: "calendar",
  join: "any_time",
  bot_levels: ["random"],
  events: ["proposal_made", "proposal_passed", "proposal_failed", "roll", "duck_hatched", "title_changed", "disciple_perished", "god_egg", "round_lost"],
};
