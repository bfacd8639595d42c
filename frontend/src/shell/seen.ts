// A finished game's podium is shown once per device: a later visit (a reload, a dashboard
// opened again, a card the editor rebuilt) does not open it again, and offers it instead. The
// key is the table and the game: a game played again at the same table gets its own podium.

import type { GameView } from "../types.js";
import { store } from "./store.js";

/** What tells one finished game at a table from another: its game, rounds, scores and winners. */
export function finishedGame(v: GameView, history: readonly (readonly number[])[] | null): string {
  return JSON.stringify([v.ruleset, v.round, v.rounds ?? null, v.totals ?? null, v.winners ?? null, history ?? null]);
}

const key = (tableId: string) => `duckdown.podium.${tableId}`;

/** Whether this device showed that game's podium already. */
export function podiumSeen(tableId: string, game: string): boolean {
  return store.get(key(tableId)) === game;
}

/** Remember that this device showed the podium (only the last game per table is kept). */
export function markPodiumSeen(tableId: string, game: string): void {
  store.set(key(tableId), game);
}
