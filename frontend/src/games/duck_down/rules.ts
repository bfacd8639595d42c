// Duck Down's board logic, pure: which moves a tap makes, how the board's own UI state (swap
// selection, the call's confirmation, animations) follows events and views. No DOM, no timers.

import type { Cue } from "../../sound.js";
import type { GameEvent, GameView, SeatView, TableOptions } from "../../types.js";
import type { GameRules } from "../types.js";
import type { DSay, DuckKey } from "./strings.js";
import type { Action, ActionType, Anim, Card, DuckSeatView, DuckUi, DuckView, RoundResult, Selection } from "./types.js";

export function initialUi(): DuckUi {
  return { selection: null, confirmCall: false, anim: null, animCount: 0, kept: null, keptClosed: null };
}

// ---------------------------------------------------------------- selectors

export function legal(mine: DuckSeatView | null): Set<ActionType> {
  return new Set(mine?.legal ?? []);
}

export function can(mine: DuckSeatView | null, a: ActionType): boolean {
  return !!mine && mine.legal.includes(a);
}

export function isMyTurn(mine: DuckSeatView | null): boolean {
  return !!mine && mine.phase === "turn" && mine.turn?.seat === mine.seat;
}

/** The card held now, when the view shows one (a seat sees its own; a pile card is public). */
export function heldCard(view: DuckView | null): Card | undefined {
  if (!view?.held) return undefined;
  return view.held.card;
}

/** (seat, slot) pairs shown face up only because KeepKnown remembers them. */
export function eyeSet(mine: DuckSeatView | null): Set<string> {
  return new Set((mine?.eye ?? []).map(([a, b]) => `${a}:${b}`));
}

/** What tapping one of your own slots does right now. */
export type SlotMode = "replace" | "peek" | "swap" | null;

export function ownSlotMode(mine: DuckSeatView | null): SlotMode {
  if (!isMyTurn(mine)) return null;
  const l = legal(mine);
  if (l.has("replace")) return "replace";
  if (l.has("peek")) return "peek";
  if (l.has("swap")) return "swap";
  return null;
}

/** Whether another player's slot can be tapped (only as a Swap target). */
export function otherSlotTappable(mine: DuckSeatView | null): boolean {
  return isMyTurn(mine) && can(mine, "swap");
}

/** Seats whose decision is due: the view's `to_act`, else as the engine counts them. */
export function toAct(v: GameView): number[] {
  if (Array.isArray(v.to_act)) return v.to_act;
  const d = v as DuckView;
  if (d.phase === "turn" && d.turn) return [d.turn.seat];
  if (d.phase === "peek" || d.phase === "reveal") return (d.ready ?? []).flatMap((r, seat) => (r ? [] : [seat]));
  return [];
}

/** The reveal between rounds lasts this long at most (ruling 22). */
export const REVEAL_MS = 30_000;

/** The round result the shell's dialog shows: the reveal's, while it lasts (ruling 22). */
export function revealResult(v: GameView): RoundResult | null {
  const d = v as DuckView;
  return d.phase === "reveal" && d.result ? d.result : null;
}

/** Who is ready in the reveal, and who the table waits for (absent seats and bots are ready at once). */
export function readiness(v: DuckView): { ready: number[]; waiting: number[] } {
  const ready: number[] = [];
  const waiting: number[] = [];
  (v.ready ?? []).forEach((r, seat) => (r ? ready : waiting).push(seat));
  return { ready, waiting };
}

/**
 * The result to show again to a seat a bot plays when its reveal went by unseen (everyone else
 * is a bot or away, so the reveal ended at once): kept until this client closes it.
 */
export function missedResult(ui: DuckUi, v: DuckView, shownRound: number | null): RoundResult | null {
  const r = ui.kept;
  if (!r || v.phase === "reveal" || v.phase === "over") return null;
  if (ui.keptClosed === r.round || shownRound === r.round) return null;
  return r;
}

/** A turn draws at most this many cards (ruling 9). */
export const MAX_DRAWS = 4;

/**
 * The status line's hint while it is this seat's turn: the keys of its words, in order. It
 * says only what the seat may do now: no "take the top of the pile" when the top is a special
 * (ruling 6), and what throwing a card drawn through a Double does (ruling 9).
 */
export function turnHint(v: DuckSeatView, sel: Selection | null): DuckKey[] {
  if (v.turn?.step === "start") {
    if (can(v, "take")) return ["drawHint"];
    const top = v.pile.length ? v.pile[v.pile.length - 1] : undefined;
    return [typeof top === "string" ? "drawSpecialTopHint" : "drawOnlyHint"];
  }
  const held = v.held;
  if (!held) return [];
  const c = held.card;
  // a card drawn through a Double: throwing it draws once more (while the turn may draw)
  const again = v.turn?.double === "first" && (v.turn.draws ?? 0) < MAX_DRAWS && can(v, "throw");
  const more: DuckKey[] = again ? ["throwDrawsAgain"] : [];
  if (typeof c === "number") return held.source === "pile" ? ["takenHint"] : ["replaceHint", ...more];
  if (c === "peek") return ["peekHint", ...more];
  if (c === "double") return can(v, "double") ? [again ? "doubleHintAgain" : "doubleHint"] : ["doubleSpent"];
  if (c === "swap") {
    if (sel?.mine !== undefined) return ["swapPickOther"];
    if (sel?.other) return ["swapPickMine"];
    return ["swapHint", ...more];
  }
  return [];
}

/** "You called Duck Down!" for this seat's own call (a sentence starts with a capital), else "Oma called Duck Down!". */
export function calledText(t: DSay, caller: number, me: number | null, name: (seat: number) => string): string {
  return caller === me ? t("calledYou") : t("called", { name: name(caller) });
}

// ---------------------------------------------------------------- tapping

/**
 * A tap on a slot: your own (seat === mine.seat) or another player's.
 * Returns the new UI state and, when the tap completes an action, the action to send.
 */
export function tapSlot(ui: DuckUi, mine: DuckSeatView | null, seat: number, slot: number): [DuckUi, Action | null] {
  if (!mine || !isMyTurn(mine)) return [ui, null];
  if (seat === mine.seat) {
    const mode = ownSlotMode(mine);
    if (mode === "replace") return [{ ...ui, selection: null }, { type: "replace", slot }];
    if (mode === "peek") return [{ ...ui, selection: null }, { type: "peek", slot }];
    if (mode === "swap") {
      const other = ui.selection?.other;
      if (other) return [{ ...ui, selection: null }, { type: "swap", slot, other_seat: other[0], other_slot: other[1] }];
      if (ui.selection?.mine === slot) return [{ ...ui, selection: null }, null];
      return [{ ...ui, selection: { mine: slot } }, null];
    }
    return [ui, null];
  }
  if (!otherSlotTappable(mine)) return [ui, null];
  const own = ui.selection?.mine;
  if (own !== undefined) return [{ ...ui, selection: null }, { type: "swap", slot: own, other_seat: seat, other_slot: slot }];
  const cur = ui.selection?.other;
  if (cur && cur[0] === seat && cur[1] === slot) return [{ ...ui, selection: null }, null];
  return [{ ...ui, selection: { other: [seat, slot] } }, null];
}

/** Open or close the Duck Down confirmation; it opens only while calling is legal. */
export function confirmCall(ui: DuckUi, mine: DuckSeatView | null, open: boolean): DuckUi {
  return { ...ui, confirmCall: open && can(mine, "call") };
}

// ---------------------------------------------------------------- folding

function keepSelection(sel: Selection | null, v: DuckSeatView): Selection | null {
  if (!sel) return null;
  return v.phase === "turn" && v.turn?.seat === v.seat && v.legal.includes("swap") ? sel : null;
}

function anim(ui: DuckUi, a: Omit<Anim, "n">): DuckUi {
  const n = ui.animCount + 1;
  return { ...ui, anim: { ...a, n }, animCount: n };
}

export function onEvent(ui0: DuckUi, e: GameEvent, me: number | null): { board: DuckUi; cue?: Cue } {
  const seat = typeof e.seat === "number" ? e.seat : -1;
  const ui = ui0;
  switch (e.type) {
    case "round_started": {
      const fresh = Number(e.round) === 1 ? { kept: null, keptClosed: null } : {};
      return { board: anim({ ...ui, ...fresh, selection: null, confirmCall: false }, { kind: "deal", seat: -1 }) };
    }
    case "turn_started":
      return seat === me ? { board: ui, cue: "turn" } : { board: ui };
    case "drew":
      return { board: anim(ui, { kind: "draw", seat }), cue: "card" };
    case "took":
      return { board: anim(ui, { kind: "take", seat }), cue: "card" };
    case "replaced":
      return { board: anim(ui, { kind: "replace", seat, slot: e.slot as number }), cue: "card" };
    case "threw":
      return { board: anim(ui, { kind: "throw", seat }), cue: "card" };
    case "peeked":
      return { board: anim(ui, { kind: "peek", seat, slot: e.slot as number }) };
    case "swapped":
      return {
        board: anim(ui, { kind: "swap", seat, slot: e.slot as number, other_seat: e.other_seat as number, other_slot: e.other_slot as number }),
        cue: "whoosh",
      };
    case "duck_down_called":
      return { board: anim({ ...ui, confirmCall: false }, { kind: "call", seat }), cue: "quack" };
    case "round_ended": {
      const { type: _type, ...result } = e;
      return { board: { ...ui, selection: null, confirmCall: false, kept: result as unknown as RoundResult }, cue: "end" };
    }
    case "game_ended": {
      const winners = (e.winners as number[] | undefined) ?? [];
      return { board: ui, cue: me !== null && winners.includes(me) ? "win" : "end" };
    }
  }
  return { board: ui };
}

export function onSeatView(ui: DuckUi, v: DuckSeatView): DuckUi {
  return { ...ui, selection: keepSelection(ui.selection, v), confirmCall: ui.confirmCall && v.legal.includes("call") };
}

/** The decision's whole length: the opening look's time, the reveal's 30 s, else the time per move. */
export function decisionMs(v: GameView, options: TableOptions): number | null {
  if (v.phase === "reveal") return REVEAL_MS;
  const secs = v.phase === "peek" ? (options["peek_time"] ?? 10) : (options["turn_time"] ?? 60);
  return typeof secs === "number" && secs > 0 ? secs * 1000 : null;
}

export const rules: GameRules<DuckUi> = {
  initial: initialUi,
  event: onEvent,
  seatView: (ui, v: SeatView) => onSeatView(ui, v as DuckSeatView),
  toAct,
  decisionMs,
  roundResult: revealResult,
  scoreHistory: (v) => (Array.isArray((v as DuckView).scores) ? (v as DuckView).scores : null),
};
