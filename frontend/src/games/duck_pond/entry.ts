// Duck Pond's registry entry: its metadata now, its board when a table needs it. Only a
// host that lists the game in host info's `games` is offered it: an older host cannot deal it.

import type { GameEntry } from "../types.js";
import { DUCK_POND_INFO } from "./info.js";

const entry: GameEntry = {
  name: DUCK_POND_INFO.name,
  info: DUCK_POND_INFO,
  needsHostInfo: true,
  howTo: true,
  load: () => import("./module.js").then((m) => m.default),
};

export default entry;
