// A throwaway game for the shell's unit tests: the shell must work with a game it has never
// heard of. Its views carry only the common fields; its board state counts what it saw.

import type { GameRules } from "../src/games/types.js";
import type { GameView, SeatView, TableInfo } from "../src/types.js";

export interface GuessUi {
  events: string[];
  views: number;
}

export const guessRules: GameRules<GuessUi> = {
  initial: () => ({ events: [], views: 0 }),
  event: (b, e, me) => ({ board: { ...b, events: [...b.events, e.type] }, cue: e.type === "guessed" && e.seat === me ? "win" : undefined }),
  seatView: (b) => ({ ...b, views: b.views + 1 }),
  toAct: (v) => v.to_act ?? [],
  decisionMs: (v, o) => (v.phase === "guess" && typeof o["guess_time"] === "number" && o["guess_time"] > 0 ? o["guess_time"] * 1000 : null),
  roundResult: (v) => (v["result"] as { round: number } | null) ?? null,
  scoreHistory: (v) => (v["history"] as number[][] | undefined) ?? null,
};

export function view(over: Partial<GameView> = {}): GameView {
  return {
    ruleset: "guess",
    players: 3,
    phase: "guess",
    round: 1,
    rounds: 3,
    to_act: [0],
    deadline: 61000,
    totals: [0, 0, 0],
    winners: null,
    ...over,
  };
}

export function seatView(seat: number, over: Partial<SeatView> = {}): SeatView {
  return { ...view(), seat, ...over };
}

export function table(over: Partial<TableInfo> = {}): TableInfo {
  return {
    id: "t-1",
    name: "Kitchen",
    ruleset: "guess",
    status: "playing",
    seats: [
      { seat: 0, name: "Anna", you: true },
      { seat: 1, name: "Ben" },
      { seat: 2, name: "Bot", bot: "easy" },
    ],
    options: { guess_time: 60 },
    ...over,
  };
}
