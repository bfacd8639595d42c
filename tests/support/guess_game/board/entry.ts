// Guess's registry entry (tests only): the one line a game adds to the registry is this entry.
// It has no metadata of its own to offer: the host that deals it describes it (host info).

import type { GameEntry } from "../../../../frontend/src/games/types.js";

const entry: GameEntry = {
  name: "guess",
  info: {
    name: "guess",
    title: { en: "Guess" },
    summary: { en: "Guess the others' cards" },
    players: [2, 4],
    options: { type: "object", properties: {} },
    result: "highest",
    teams: null,
    length: "rounds",
    clock: "game",
    join: "lobby",
    bot_levels: null,
    events: [],
  },
  needsHostInfo: true,
  load: () => import("./module.js").then((m) => m.default),
};

export default entry;
