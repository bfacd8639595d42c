// Quack-Quack's board logic, pure: which cards a tap may pick, which legal action the picked
// cards make, the calls events make, and how the board's own state follows views. Everything
// offered comes from the seat view's `legal`: the board never decides what the rules allow.

import type { GameEvent, GameView, SeatView, TableOptions } from "../../types.js";
import type { GameRules } from "../types.js";
import { sameCards, sortCards, within } from "./classes.js";
import type { Action, CardClass, DecisionKind, Exchange, PickMode, QqSeatView, QqUi, QqView, RoundResult, ShoutKind } from "./types.js";

export function initialUi(): QqUi {
  return { key: "", picked: [], giving: false, shout: null, shouts: 0 };
}

// ---------------------------------------------------------------- selectors

/** This seat's decision, when one is due. */
export function myDecision(v: QqSeatView | null): DecisionKind | null {
  if (!v || v.phase === "over" || !v.decision || v.decision.seat !== v.seat) return null;
  return v.decision.kind;
}

export function hand(v: QqSeatView | null): CardClass[] {
  return v ? sortCards(v.hand ?? []) : [];
}

/** The cards an action carries (a join carries one). */
export function cardsOf(a: Action): CardClass[] {
  if ("cards" in a) return a.cards;
  if (a.type === "join") return [a.card];
  return [];
}

export function has(v: QqSeatView | null, type: Action["type"]): boolean {
  return myDecision(v) !== null && v!.legal.some((a) => a.type === type);
}

const MODE_TYPES: Record<PickMode, readonly Action["type"][]> = {
  play: ["play", "bomb"],
  give: ["give"],
  discard: ["discard"],
  give_back: ["give_back"],
  join: ["join"],
};

/** What the hand's cards are picked for now, or null (nothing to pick). */
export function pickMode(v: QqSeatView | null, ui: QqUi): PickMode | null {
  switch (myDecision(v)) {
    case "lead":
      return "play";
    case "turn":
      return ui.giving && has(v, "give") ? "give" : "play";
    case "discard":
      return "discard";
    case "give_back":
      return "give_back";
    case "join":
      return "join";
    default:
      return null;
  }
}

/** The legal actions the picked cards may make in this mode, in the engine's order. */
export function candidates(v: QqSeatView | null, mode: PickMode | null): Action[] {
  if (!v || !mode || !myDecision(v)) return [];
  const types = MODE_TYPES[mode];
  return v.legal.filter((a) => types.includes(a.type));
}

/** The picked cards, as cards. */
export function pickedCards(v: QqSeatView | null, ui: QqUi): CardClass[] {
  const h = hand(v);
  return ui.picked.map((i) => h[i]).filter((c): c is CardClass => !!c);
}

/**
 * Per card of the sorted hand: lit when picking it keeps the pick part of a legal action.
 * With nothing picked, exactly the cards that some legal action of the mode carries.
 */
export function lit(v: QqSeatView | null, ui: QqUi): boolean[] {
  const h = hand(v);
  const options = candidates(v, pickMode(v, ui)).map(cardsOf);
  const picked = pickedCards(v, ui);
  return h.map((c, i) => !ui.picked.includes(i) && options.some((cards) => within([...picked, c], cards)));
}

/** The legal action the picked cards make, or null. */
export function matched(v: QqSeatView | null, ui: QqUi): Action | null {
  if (!ui.picked.length) return null;
  const picked = pickedCards(v, ui);
  return candidates(v, pickMode(v, ui)).find((a) => sameCards(cardsOf(a), picked)) ?? null;
}

/** A tap on a card of the hand: picks it when it is lit, puts it back when picked. */
export function tapCard(ui: QqUi, v: QqSeatView | null, index: number): QqUi {
  if (ui.picked.includes(index)) return { ...ui, picked: ui.picked.filter((i) => i !== index) };
  if (!lit(v, ui)[index]) return ui;
  return { ...ui, picked: [...ui.picked, index] };
}

/** Start or leave the turn's "hand two to the teammate" (4 players); the pick starts afresh. */
export function setGiving(ui: QqUi, v: QqSeatView | null, on: boolean): QqUi {
  return { ...ui, giving: on && myDecision(v) === "turn" && has(v, "give"), picked: [] };
}

/** The exchange this seat is in the middle of: cards taken (to put two aside) or received (to give two back). */
export function openExchange(v: QqSeatView | null): Exchange | null {
  if (!v) return null;
  for (let i = v.exchanges.length - 1; i >= 0; i--) {
    const x = v.exchanges[i]!;
    if (x.type === "deck" && !x.discarded.length && myDecision(v) === "discard") return x;
    if (x.type === "received" && !x.returned.length && myDecision(v) === "give_back") return x;
  }
  return null;
}

/**
 * The actions offered as one tap each ("the playable combinations"): every play and bomb of a
 * lead or turn, every join, and for a pending exchange the default (ruling 31: the cards taken
 * or received), when it is legal.
 */
export function shortcuts(v: QqSeatView | null, ui: QqUi): Action[] {
  const mode = pickMode(v, ui);
  if (mode === "play" || mode === "join") return candidates(v, mode);
  const x = openExchange(v);
  if (!x) return [];
  const back = x.type === "deck" ? x.took : x.type === "received" ? x.received : [];
  return candidates(v, mode).filter((a) => sameCards(cardsOf(a), back));
}

/** The teammate of `seat` at 4 players, else null. */
export function mateOf(v: QqView, seat: number): number | null {
  const team = v.teams?.find((t) => t.includes(seat));
  return team?.find((s) => s !== seat) ?? null;
}

/** The index of `seat`'s team (0: seats 0 and 2, 1: seats 1 and 3), or null without teams. */
export function teamOf(v: QqView, seat: number): number | null {
  const i = v.teams?.findIndex((t) => t.includes(seat)) ?? -1;
  return i >= 0 ? i : null;
}

/** Who handed two cards to the seat choosing what to give back now. */
export function passerFor(v: QqView): number | null {
  if (v.decision?.kind !== "give_back") return null;
  const p = [...v.passes].reverse().find((x) => x.exchange === "teammate" && x.with === v.decision!.seat);
  return p ? p.seat : null;
}

/**
 * The finished round whose result the table shows: the last one, during the first power
 * struggle of the round after it. The next round begins at once (there is nothing to wait
 * for), so that struggle is the time to read it; a wall tablet nobody taps is not covered
 * for a whole round.
 */
export function lastResult(v: QqView): RoundResult | null {
  const r = v.results?.[v.results.length - 1];
  return r && v.phase !== "over" && v.round === r.round + 1 && v.struggle === 1 ? r : null;
}

/** The decision due, read from any view of this game. */
export function decisionOf(v: GameView): QqView["decision"] {
  return (v as QqView).decision ?? null;
}

/** One key per decision: a new one clears what was picked for the last. */
export function decisionKey(v: QqSeatView): string {
  const d = v.decision;
  return [v.round, v.struggle, v.yard.length, v.passes.length, d?.seat ?? "", d?.kind ?? "", v.hand.join(","), v.exchanges.length].join("|");
}

// ---------------------------------------------------------------- folding

/** The call an event makes, if any (ruling 33: the same for every player). */
export function shoutOf(e: GameEvent): ShoutKind | null {
  switch (e.type) {
    case "played":
      return e.kind === "pair" ? "quackquack" : "quack";
    case "revolution":
    case "secret_inspection":
      return e.type;
    case "joined":
      return e.bomb === "secret_inspection" ? "join_secret_inspection" : "join_revolution";
    case "player_out":
      return e.monument ? "monument" : null;
    case "bonus":
      return e.kind === "monument" ? "vice" : null;
    default:
      return null;
  }
}

/** The game's own sound for a call (GameModule.sounds), or the shell's. */
export const SHOUT_CUE: Record<ShoutKind, string> = {
  quack: "quack1",
  quackquack: "quack", // the shell's duck quacks twice
  revolution: "bomb",
  secret_inspection: "bomb",
  join_revolution: "join",
  join_secret_inspection: "join",
  monument: "applause",
  vice: "applause",
};

export function onEvent(ui: QqUi, e: GameEvent, me: number | null): { board: QqUi; cue?: string } {
  if (e.type === "round_started") return { board: { ...ui, picked: [], giving: false } };
  if (e.type === "round_ended") return { board: ui, cue: "end" };
  if (e.type === "game_ended") {
    const winners = Array.isArray(e.winners) ? (e.winners as number[]) : [];
    return { board: ui, cue: me !== null && winners.includes(me) ? "win" : "end" };
  }
  const kind = shoutOf(e);
  if (!kind) return { board: ui };
  const n = ui.shouts + 1;
  return { board: { ...ui, shout: { kind, seat: typeof e.seat === "number" ? e.seat : -1, n }, shouts: n }, cue: SHOUT_CUE[kind] };
}

export function onSeatView(ui: QqUi, v: QqSeatView): QqUi {
  const key = decisionKey(v);
  if (key === ui.key) return ui;
  return { ...ui, key, picked: [], giving: false };
}

export function toAct(v: GameView): number[] {
  if (Array.isArray(v.to_act)) return v.to_act;
  const d = decisionOf(v);
  return d && v.phase !== "over" ? [d.seat] : [];
}

/** Every decision has the table's time per decision (ruling 31); 0 is no limit. */
export function decisionMs(_v: GameView, options: TableOptions): number | null {
  const secs = options["turn_time"] ?? 30;
  return typeof secs === "number" && secs > 0 ? secs * 1000 : null;
}

export const rules: GameRules<QqUi> = {
  initial: initialUi,
  event: onEvent,
  seatView: (ui, v: SeatView) => onSeatView(ui, v as QqSeatView),
  toAct,
  decisionMs,
  roundResult: (v) => {
    const r = lastResult(v as QqView);
    return r ? { round: r.round } : null;
  },
  scoreHistory: (v) => {
    const results = (v as QqView).results;
    return Array.isArray(results) ? results.map((r) => r.gained) : null;
  },
};
