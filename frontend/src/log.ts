// The game log's lines: each event in words, by its game (GameModule.describeEvent).

import type { GameModule, Say } from "./games/types.js";
import type { LogEntry } from "./state.js";

export interface LogLine {
  n: number;
  text: string;
  /** a major event (a round's start, the end): shown bold */
  big: boolean;
}

/** The last `limit` entries as lines, newest first; events the game does not describe are left out. */
export function logLines(
  log: readonly LogEntry[],
  game: GameModule | undefined,
  t: Say,
  name: (seat: number) => string,
  me: number | null,
  limit = 80,
): LogLine[] {
  if (!game) return [];
  const out: LogLine[] = [];
  for (const l of log.slice(-limit)) {
    const text = game.describeEvent(l.event, t, name, me);
    if (text) out.push({ n: l.n, text, big: game.majorEvents.has(l.event.type) });
  }
  return out.reverse();
}
