// Dutch's module, loaded when a Dutch table shows up (the registry's `load`).

import type { GameModule } from "../types.js";
import { DutchBoard } from "./board.js";
import { howTo } from "./howto.js";
import { MAJOR_EVENTS, describeEvent } from "./log.js";
import { rules } from "./rules.js";
import { STRINGS } from "./strings.js";
import { styles } from "./styles.js";
import type { DSay } from "./strings.js";
import type { DutchUi } from "./types.js";

const dutch: GameModule<DutchUi> = {
  name: "dutch",
  strings: STRINGS,
  styles,
  rules,
  createBoard: (host) => new DutchBoard(host),
  describeEvent: (e, t, name, me) => describeEvent(e, t as DSay, name, me),
  majorEvents: MAJOR_EVENTS,
  howTo,
};

export default dutch as GameModule;
