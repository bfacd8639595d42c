// Quack-Quack's JSON (docs/games/quack_quack.md): its views, actions and events, and the
// board's own UI state.

import type { GameView } from "../../types.js";

/** A card is its class (there is no face-down card in any view, only counts). */
export type CardClass = "inspector" | "farmer" | "craftsman" | "merchant" | "agitator" | "guard" | "secretary" | "governor";

export type PlayKind = "single" | "pair" | "governor" | "revolution" | "secret_inspection" | "join";
export type BombKind = "revolution" | "secret_inspection";
export type DecisionKind = "lead" | "turn" | "discard" | "give_back" | "join";

export interface Play {
  seat: number;
  kind: PlayKind;
  cards: CardClass[];
}

export interface Pass {
  seat: number;
  exchange: null | "deck" | "teammate";
  with: number | null;
}

export interface Bomb {
  kind: BombKind;
  seat: number;
  /** the seats asked, in order */
  lap: number[];
  answers: { seat: number; joined: boolean }[];
}

export interface RoundResult {
  round: number;
  tiebreak: boolean;
  ranks: number[];
  gained: number[];
  totals: number[];
  monument: number;
}

export interface QqView extends GameView {
  ruleset: "quack_quack";
  phase: "play" | "over";
  goal: number | null;
  tiebreak: boolean;
  decision: { seat: number; kind: DecisionKind } | null;
  struggle: number;
  leader: number;
  hands: number[];
  yard: Play[];
  last: Play | null;
  passed: boolean[];
  passes: Pass[];
  aside: number[] | null;
  bomb: Bomb | null;
  eliminated: { seat: number; governors: number }[];
  ranks: (number | null)[];
  gained: number[];
  monument: { seat: number | null; side: "virtue" | "vice" };
  deck: number | null;
  discard: number;
  teams: number[][] | null;
  team_totals: number[] | null;
  results: RoundResult[];
  totals: number[];
}

export type Exchange =
  | { type: "deck"; struggle: number; took: CardClass[]; discarded: CardClass[] }
  | { type: "gave"; struggle: number; with: number; gave: CardClass[]; got: CardClass[] }
  | { type: "received"; struggle: number; with: number; received: CardClass[]; returned: CardClass[] };

/** An action exactly as the engine lists it in `legal` (and takes it back). */
export type Action =
  | { type: "play" | "bomb" | "discard" | "give" | "give_back"; cards: CardClass[] }
  | { type: "join"; card: CardClass }
  | { type: "pass" | "take" | "decline" };

export interface QqSeatView extends QqView {
  seat: number;
  hand: CardClass[];
  exchanges: Exchange[];
  teammate_holds: CardClass[] | null;
  teammate_knows: CardClass[] | null;
  legal: Action[];
}

/**
 * What the hand's cards are picked for now: a combination (or a bomb) to play, two cards to
 * hand the teammate, to put aside, to give back, or one to join a bomb with.
 */
export type PickMode = "play" | "give" | "discard" | "give_back" | "join";

/** A call shown (and heard) by everyone alike (ruling 33). */
export type ShoutKind = "quack" | "quackquack" | "revolution" | "secret_inspection" | "join_revolution" | "join_secret_inspection" | "monument" | "vice";

export interface Shout {
  kind: ShoutKind;
  seat: number;
  /** increases with every call, so the same call twice still shows twice */
  n: number;
}

/** The board's own UI state. */
export interface QqUi {
  /** the decision the selection belongs to; another decision starts afresh */
  key: string;
  /** picked cards: indices into the sorted hand */
  picked: number[];
  /** the turn's "pass and hand two to the teammate" was chosen: the hand picks two to give */
  giving: boolean;
  shout: Shout | null;
  shouts: number;
}
