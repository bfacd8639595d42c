// The shell's small pure parts: a podium seen once per device and game, a stopped clock, the
// host's name limits.
import { beforeEach, describe, expect, it } from "vitest";
import { PLAYER_NAME_MAX, TABLE_NAME_MAX, cutName, nameLength, overLimit } from "../src/names.js";
import { finishedGame, markPodiumSeen, podiumSeen } from "../src/shell/seen.js";
import { clockStopped, initialState, reduce } from "../src/state.js";
import type { GameView, TableInfo } from "../src/types.js";

const over = (totals: number[], winners: number[]): GameView => ({
  ruleset: "duck_down",
  players: 2,
  phase: "over",
  round: 2,
  rounds: 2,
  deadline: null,
  totals,
  winners,
});

describe("a finished game's podium", () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
  });
  it("is seen once per table and game", () => {
    const g1 = finishedGame(over([10, 20], [0]), [[4, 9], [6, 11]]);
    expect(podiumSeen("t-1", g1)).toBe(false);
    markPodiumSeen("t-1", g1);
    expect(podiumSeen("t-1", g1)).toBe(true);
    expect(podiumSeen("t-2", g1)).toBe(false); // another table
    // the same table plays again: another game, another podium
    const g2 = finishedGame(over([12, 7], [1]), [[6, 2], [6, 5]]);
    expect(g2).not.toBe(g1);
    expect(podiumSeen("t-1", g2)).toBe(false);
    // another game (ruleset) with the same numbers is another game too
    expect(finishedGame({ ...over([10, 20], [0]), ruleset: "quack_quack" }, [[4, 9], [6, 11]])).not.toBe(g1);
  });
});

describe("the clock", () => {
  const table: TableInfo = { id: "t-1", status: "playing", seats: [] };
  it("stops while the host is offline or the connection is lost", () => {
    const open = reduce(reduce(initialState(), { type: "connection", status: "open" }), { type: "table", table });
    expect(clockStopped(open)).toBe(false);
    expect(clockStopped(reduce(open, { type: "table", table: { ...table, available: false } }))).toBe(true);
    expect(clockStopped(reduce(open, { type: "connection", status: "closed" }))).toBe(true);
    expect(clockStopped(reduce(open, { type: "connection", status: "connecting" }))).toBe(true);
  });
});

describe("names", () => {
  it("are counted as the host counts them, and refused over the limit, not cut", () => {
    expect(PLAYER_NAME_MAX).toBe(32);
    expect(TABLE_NAME_MAX).toBe(48);
    expect(nameLength("  Oma  ")).toBe(3);
    expect(nameLength("🦆🦆")).toBe(2); // two characters, four UTF-16 units
    expect(overLimit("x".repeat(32), PLAYER_NAME_MAX)).toBeNull();
    expect(overLimit("x".repeat(33), PLAYER_NAME_MAX)).toBe(33);
    expect(cutName("🦆".repeat(40), 32)).toBe("🦆".repeat(32));
  });
});
