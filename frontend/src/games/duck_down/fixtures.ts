import type { DuckSeatView, DuckView } from "./types.js";
import type { TableInfo } from "../../types.js";

export function pub(over: Partial<DuckView> = {}): DuckView {
  return {
    ruleset: "duck_down",
    players: 3,
    round: 1,
    rounds: 3,
    phase: "turn",
    first_seat: 0,
    ready: null,
    turn: { seat: 0, step: "start", draws: 0, double: null, number: 1 },
    deadline: 61000,
    rows: [
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
    ],
    deck: 52,
    pile: [3],
    held: null,
    caller: null,
    last_turns: [],
    last: null,
    scores: [],
    totals: [0, 0, 0],
    result: null,
    winners: null,
    ...over,
  };
}

export function seat(seatNo: number, over: Partial<DuckSeatView> = {}): DuckSeatView {
  return { ...pub(), seat: seatNo, eye: [], legal: [], ...over };
}

export function table(over: Partial<TableInfo> = {}): TableInfo {
  return {
    id: "t-1",
    name: "Kitchen",
    status: "playing",
    seats: [
      { seat: 0, name: "Anna", you: true },
      { seat: 1, name: "Ben" },
      { seat: 2, name: "Bot", bot: "easy" },
    ],
    options: { turn_time: 60, peek_time: 10 },
    ...over,
  };
}
