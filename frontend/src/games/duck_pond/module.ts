// Duck Pond's module, loaded when a Duck Pond table shows up (the registry's `load`).

import type { GameModule } from "../types.js";
import { PondBoard } from "./board.js";
import { howTo } from "./howto.js";
import { MAJOR_EVENTS, describeEvent } from "./log.js";
import { rules } from "./rules.js";
import { STRINGS } from "./strings.js";
import { styles } from "./styles.js";
import type { PondUi } from "./types.js";

const duckPond: GameModule<PondUi> = {
  name: "duck_pond",
  strings: STRINGS,
  styles,
  rules,
  createBoard: (host) => new PondBoard(host),
  describeEvent,
  majorEvents: MAJOR_EVENTS,
  howTo,
  // the engine's sentences are English and precise ("next chance Thursday 00:00")
  hostSentences: ["en"],
};

export default duckPond as GameModule;
