// The games this page has a board for: one line per game. Each entry is small (the game's name
// and its metadata for hosts that do not describe their games); the board itself is loaded
// only when a table of that game shows up.

import duckDown from "./duck_down/entry.js";
import duckPond from "./duck_pond/entry.js";
import dutch from "./dutch/entry.js";
import quackQuack from "./quack_quack/entry.js";
import type { GameEntry } from "./types.js";

export const GAMES: readonly GameEntry[] = [duckDown, duckPond, dutch, quackQuack];
