// Duck Pond's registry entry: its metadata now, its board when a table needs it.

import type { GameEntry } from "../types.js";
import { DUCK_POND_INFO } from "./info.js";

const entry: GameEntry = {
  name: DUCK_POND_INFO.name,
  info: DUCK_POND_INFO,
  howTo: true,
  load: () => import("./module.js").then((m) => m.default),
};

export default entry;
