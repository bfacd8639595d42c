// Views in the engine's shape (docs/games/dutch.md) for the board's unit tests. The browser
// tests use views of the real engine (tests/browser/dutch_scenes.py).

import type { DutchSeatView, DutchView } from "./types.js";

const row = (): (string | null)[] => Array<string | null>(8).fill(null);
const filled = (n = 4): boolean[] => Array.from({ length: 8 }, (_, k) => k < n);

export function pub(over: Partial<DutchView> = {}): DutchView {
  return {
    ruleset: "dutch",
    players: 3,
    phase: "turn",
    round: 1,
    rounds: null,
    mode: "100_points",
    target: 100,
    max_rounds: 50,
    decks: 1,
    first_seat: 0,
    to_act: [0],
    may_act: [0, 1, 2],
    deadline: 34000,
    now: 4500,
    look: { chosen: [[0, 1], [0, 1], [0, 1]], ready: [true, true, true] },
    turn: { seat: 0, number: 1, step: "start", power: null },
    rows: [row(), row(), row()],
    filled: [filled(), filled(), filled()],
    remembered: [],
    draw: 39,
    pile: ["9C"],
    held: null,
    window: { number: 1, rank: "9", card: "9C", opened: 2000, until: 4000, open: true, tried: [], throws: [], closed: null },
    caller: null,
    final_turns: [],
    last: { type: "ready", seat: 2 },
    scores: [],
    halvings: [],
    totals: [0, 0, 0],
    result: null,
    owner: [],
    winners: null,
    ...over,
  };
}

export function seat(seatNo: number, over: Partial<DutchSeatView> = {}): DutchSeatView {
  return { ...pub(), seat: seatNo, legal: [], ...over };
}
