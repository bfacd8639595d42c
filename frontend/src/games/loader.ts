// Loading a game's module on first use, once. The shell looks a table's `ruleset` up here.

import { GAMES } from "./registry.js";
import type { GameEntry, GameModule } from "./types.js";

export function entryOf(name: string | undefined, games: readonly GameEntry[] = GAMES): GameEntry | undefined {
  return games.find((g) => g.name === name);
}

/** The game a table without a `ruleset` plays: the host's default, the first game. */
export function defaultGame(games: readonly GameEntry[] = GAMES): string {
  return games[0]?.name ?? "";
}

export class GameLoader {
  private loading = new Map<string, Promise<GameModule>>();
  private ready = new Map<string, GameModule>();

  constructor(private games: readonly GameEntry[] = GAMES) {}

  /** The module if it is loaded. */
  get(name: string): GameModule | undefined {
    return this.ready.get(name);
  }

  /** Every module loaded so far. */
  loaded(): GameModule[] {
    return [...this.ready.values()];
  }

  known(name: string): boolean {
    return !!entryOf(name, this.games);
  }

  /** Load a game's module (once); rejects for an unknown game or a failed download. */
  load(name: string): Promise<GameModule> {
    const have = this.loading.get(name);
    if (have) return have;
    const entry = entryOf(name, this.games);
    if (!entry) return Promise.reject(new Error(`no board for the game ${JSON.stringify(name)}`));
    const p = entry.load().then(
      (m) => {
        this.ready.set(name, m);
        return m;
      },
      (err: unknown) => {
        // a failed download may work on the next try (the network came back)
        this.loading.delete(name);
        throw err;
      },
    );
    this.loading.set(name, p);
    return p;
  }
}

/** The page's one loader: every <duck-down-table> shares the loaded games. */
export const gameLoader = new GameLoader();
