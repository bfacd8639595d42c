// The page's registry with Guess added: the built-in games and one line more. The test build
// (vite.config.ts here) puts this module where the shell imports its registry.

import { GAMES as BUILT_IN } from "../../../../frontend/src/games/registry.js";
import type { GameEntry } from "../../../../frontend/src/games/types.js";
import guess from "./entry.js";

export const GAMES: readonly GameEntry[] = [...BUILT_IN, guess];
