// Duck Down's JSON (docs/views.md): its views, actions and round results.

import type { GameView } from "../../types.js";

/** A number card is its value, a special is its name, a face-down card is null. */
export type Card = number | "swap" | "peek" | "double" | null;

export type ActionType = "ready" | "draw" | "take" | "replace" | "throw" | "peek" | "swap" | "double" | "call";

export type Action =
  | { type: "ready" | "draw" | "take" | "throw" | "double" | "call" }
  | { type: "replace" | "peek"; slot: number }
  | { type: "swap"; slot: number; other_seat: number; other_slot: number };

export interface Turn {
  seat: number;
  step: "start" | "hold";
  draws: number;
  double: null | "first" | "second";
  number: number;
}

export interface Held {
  seat: number;
  source: "deck" | "pile";
  card: Card;
}

export interface LastAction {
  type: string;
  seat: number;
  slot?: number;
  other_seat?: number;
  other_slot?: number;
  [k: string]: unknown;
}

export interface Replacement {
  seat: number;
  slot: number;
  drawn: Card[];
}

export interface RoundResult {
  round: number;
  caller: number | null;
  rows: Card[][];
  replaced: Replacement[];
  points: number[];
  penalty: number | number[] | null;
  scores: number[];
  totals: number[];
  exhausted?: boolean;
}

export interface DuckView extends GameView {
  rounds: number;
  /** "reveal": the round is over, every row face up, until all are ready or 30 s (ruling 22) */
  phase: "peek" | "turn" | "reveal" | "over";
  first_seat: number;
  ready: boolean[] | null;
  turn: Turn | null;
  rows: Card[][];
  deck: number;
  pile: Card[];
  held: Held | null;
  caller: number | null;
  last_turns: number[];
  last: LastAction | null;
  scores: number[][];
  totals: number[];
  result: RoundResult | null;
}

export interface DuckSeatView extends DuckView {
  seat: number;
  eye: [number, number][];
  legal: ActionType[];
}

/** A swap's first tap: your own slot, or another player's. */
export interface Selection {
  mine?: number;
  other?: [number, number];
}

export type AnimKind = "swap" | "draw" | "take" | "replace" | "throw" | "peek" | "call" | "deal";

export interface Anim {
  kind: AnimKind;
  seat: number;
  slot?: number;
  other_seat?: number;
  other_slot?: number;
  /** increases with every animation, so the same move twice still plays twice */
  n: number;
}

/** The board's own UI state. */
export interface DuckUi {
  selection: Selection | null;
  confirmCall: boolean;
  anim: Anim | null;
  animCount: number;
  /** the last round's result as its round_ended event told it, kept for a seat a bot plays */
  kept: RoundResult | null;
  /** the kept result this client closed (its round) */
  keptClosed: number | null;
}
