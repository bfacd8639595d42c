// Quack-Quack's module, loaded when a Quack-Quack table shows up (the registry's `load`).

import type { GameModule } from "../types.js";
import { QuackBoard } from "./board.js";
import { howTo } from "./howto.js";
import { MAJOR_EVENTS, describeEvent } from "./log.js";
import { rules } from "./rules.js";
import { SOUNDS } from "./sounds.js";
import { STRINGS } from "./strings.js";
import { styles } from "./styles.js";
import type { QqUi } from "./types.js";

const quackQuack: GameModule<QqUi> = {
  name: "quack_quack",
  strings: STRINGS,
  styles,
  rules,
  createBoard: (host) => new QuackBoard(host),
  describeEvent,
  majorEvents: MAJOR_EVENTS,
  howTo,
  sounds: SOUNDS,
};

export default quackQuack as GameModule;
