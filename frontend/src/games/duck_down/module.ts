// Duck Down's module, loaded when a Duck Down table shows up (the registry's `load`).

import type { GameModule } from "../types.js";
import { DuckBoard } from "./board.js";
import { howTo } from "./howto.js";
import { MAJOR_EVENTS, describeEvent } from "./log.js";
import { rules } from "./rules.js";
import { STRINGS } from "./strings.js";
import { styles } from "./styles.js";
import type { DuckUi } from "./types.js";

const duckDown: GameModule<DuckUi> = {
  name: "duck_down",
  strings: STRINGS,
  styles,
  rules,
  createBoard: (host) => new DuckBoard(host),
  describeEvent,
  majorEvents: MAJOR_EVENTS,
  howTo,
};

export default duckDown as GameModule;
