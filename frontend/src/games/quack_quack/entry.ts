// Quack-Quack's registry entry: its metadata now, its board when a table needs it. Only a
// host that lists the game in host info's `games` is offered it: an older host cannot deal it.

import type { GameEntry } from "../types.js";
import { QUACK_QUACK_INFO } from "./info.js";

const entry: GameEntry = {
  name: QUACK_QUACK_INFO.name,
  info: QUACK_QUACK_INFO,
  needsHostInfo: true,
  howTo: true,
  load: () => import("./module.js").then((m) => m.default),
};

export default entry;
