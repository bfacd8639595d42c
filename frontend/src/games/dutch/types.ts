// Dutch's JSON (docs/games/dutch.md): its views, actions, round results, and the board's own
// UI state. A card is its name ("10H", "KS"); a face-down card, and an empty slot, is null.

import type { GameView } from "../../types.js";

export type Card = string | null;

export type Mode = "1_round" | "5_rounds" | "50_points" | "100_points" | "200_points";
export type Phase = "look" | "turn" | "between" | "over";
export type Step = "wait" | "start" | "hold" | "power" | "end" | "ending";
export type Power = "ace" | "queen" | "jack";

/** The types a seat view's `legal` lists. */
export type ActionType =
  | "choose"
  | "ready"
  | "draw"
  | "take"
  | "replace"
  | "discard"
  | "give"
  | "look"
  | "swap"
  | "skip"
  | "dutch"
  | "end"
  | "throw_in";

export type Action =
  | { type: "ready" | "draw" | "take" | "discard" | "skip" | "dutch" | "end" }
  | { type: "choose" | "replace"; slot: number }
  | { type: "give"; row: number }
  | { type: "look"; row: number; slot: number }
  | { type: "swap"; row: number; slot: number; other_row: number; other_slot: number }
  | { type: "throw_in"; slot: number; window: number };

/** The owner's actions between rounds (the view's `owner`). */
export type OwnerAction = { type: "deal" } | { type: "mode"; mode: Mode };

export interface Turn {
  seat: number;
  number: number;
  step: Step;
  power: Power | null;
}

export interface Held {
  seat: number;
  source: "draw" | "pile";
  card: Card;
}

export interface Throw {
  seat: number;
  slot: number;
  card: string;
  correct: boolean;
  /** the penalty card's slot, or null */
  penalty: number | null;
}

export interface ThrowWindow {
  number: number;
  rank: string;
  card: string;
  /** game time the card landed */
  opened: number;
  /** game time before which the next turn may not begin */
  until: number;
  open: boolean;
  tried: number[];
  throws: Throw[];
  closed: null | "throw_in" | "turn" | "round";
}

export interface Halving {
  seat: number;
  from: number;
  to: number;
}

export interface RoundResult {
  round: number;
  caller: number | null;
  rows: Card[][];
  points: number[];
  caller_zero: boolean;
  scores: number[];
  halvings: Halving[];
  totals: number[];
}

export interface LastAction {
  type: string;
  seat?: number;
  slot?: number;
  row?: number;
  other_row?: number;
  other_slot?: number;
  card?: string;
  correct?: boolean;
  penalty?: number | null;
  [k: string]: unknown;
}

export interface DutchView extends GameView {
  phase: Phase;
  mode: Mode;
  target: number | null;
  max_rounds: number;
  decks: number;
  first_seat: number;
  to_act: number[];
  may_act: number[];
  look: { chosen: number[][]; ready: boolean[] };
  turn: Turn | null;
  rows: Card[][];
  filled: boolean[][];
  remembered: [number, number][];
  draw: number;
  pile: string[];
  held: Held | null;
  window: ThrowWindow | null;
  caller: number | null;
  final_turns: number[];
  last: LastAction | null;
  scores: number[][];
  halvings: Halving[][];
  totals: number[];
  result: RoundResult | null;
  owner: OwnerAction[];
}

export interface DutchSeatView extends DutchView {
  seat: number;
  legal: ActionType[];
}

/** A place in a row: [row, slot]. */
export type Place = [number, number];

/** The board's own UI state, folded by rules.ts. */
export interface DutchUi {
  /** the throw-in button was tapped for this window: the next tap on an own card throws it in */
  arming: number | null;
  /** a Jack's first card, until the second is tapped */
  pick: Place | null;
  /** the Dutch call's confirmation is open */
  confirmCall: boolean;
  /** a throw-in this board sent and has no answer for yet */
  sent: { window: number; slot: number } | null;
  /** a throw-in of ours that came too late: the window it named, and who was first */
  late: { window: number; by: number | null } | null;
  /** the Dutch banner: the caller, and a counter so a second call plays again */
  banner: { seat: number; n: number } | null;
  /** increases with every animation */
  animCount: number;
  anim: { kind: "throw" | "wrong" | "swap" | "deal"; places: Place[]; n: number } | null;
}
