// Duck Pond's board logic, pure: how the board's own UI state follows events and views. Nobody
// is waited for (`to_act` is empty), so there is no decision to time and no round result; a
// period is days long and its countdown is the board's, in days and hours.

import type { Cue } from "../../sound.js";
import type { GameEvent, GameView, SeatView } from "../../types.js";
import type { GameRules } from "../types.js";
import type { PondSeatView, PondUi, Roll, Tab } from "./types.js";
import { TABS } from "./types.js";

/** Roll events kept per period on this device, and how many periods (the view lists 8 revealed). */
export const ROLLS_KEPT = 2000;
export const PERIODS_KEPT = 10;

export function initialUi(tab: Tab = "ducks"): PondUi {
  return { tab, open: null, sent: null, problem: null, picks: {}, changes: [], fixes: [], rolls: {}, proof: null, confirm: null };
}

/** A roll event joins its period's log here (the view keeps only the current period's rolls). */
export function keepRoll(rolls: Record<string, Roll[]>, e: GameEvent): Record<string, Roll[]> {
  const period = e["period"];
  if (typeof period !== "string" || typeof e["n"] !== "number") return rolls;
  const list = rolls[period] ?? [];
  if (list.some((r) => r.n === e["n"])) return rolls;
  const roll: Roll = { n: e["n"] as number, sides: Number(e["sides"]), result: Number(e["result"]), cause: String(e["cause"] ?? "") };
  const next = { ...rolls, [period]: [...list, roll].slice(-ROLLS_KEPT) };
  const periods = Object.keys(next).sort();
  for (const old of periods.slice(0, Math.max(0, periods.length - PERIODS_KEPT))) delete next[old];
  return next;
}

/** A long form (a proposal, a request, an answer, a correction) closes once the host has what it sent. */
const DONE_BY: Record<string, (key: string, e: GameEvent, me: number | null) => boolean> = {
  proposal_made: (key, e, me) => (key === "propose" || key.startsWith("edit:")) && e.seat === me,
  request_filed: (key, e, me) => key === "request" && e.seat === me,
  ruling: (key, e) => key === `answer:${String(e["ruling"])}`,
  correction: (key, e, me) => key === "correct" && e["judge"] === me,
  proposal_settled: (key, e) => key === `settle:${String(e["proposal"])}`,
};

const CUES: Record<string, Cue> = {
  fed: "quack",
  proposal_made: "card",
  proposal_passed: "win",
  proposal_failed: "end",
  title_changed: "turn",
  disciple_perished: "whoosh",
  duck_hatched: "quack",
  round_lost: "end",
};

export function onEvent(ui: PondUi, e: GameEvent, me: number | null): { board: PondUi; cue?: Cue } {
  let board = ui;
  if (e.type === "roll") board = { ...board, rolls: keepRoll(board.rolls, e) };
  const done = DONE_BY[e.type];
  const key = board.sent;
  if (done && key && done(key, e, me)) {
    board = { ...board, open: board.open === key ? null : board.open, sent: null, problem: null };
    if (e.type === "proposal_made") board = { ...board, changes: [] };
    if (e.type === "correction") board = { ...board, fixes: [] };
  }
  const cue = CUES[e.type];
  return cue ? { board, cue } : { board };
}

/** Which forms the view still offers: an open form whose action is no longer legal closes. */
function offered(v: PondSeatView, key: string): boolean {
  const legal = v.legal ?? [];
  const [type, arg] = key.split(":");
  const has = (t: string) => legal.some((f) => f.type === t && (arg === undefined || f["duck"] === undefined || String(f["duck"]) === arg));
  switch (type) {
    case "pond":
      return has("assign_pond");
    case "edit":
      return has("edit");
    case "answer":
    case "settle":
    case "vote":
    case "retract":
    case "offer":
    case "request":
    case "assent":
    case "confidence":
    case "correction":
    case "dismiss":
      return true; // lists: their own section says what is still open
    default:
      return has(type!);
  }
}

export function onSeatView(ui: PondUi, v: SeatView): PondUi {
  const m = v as PondSeatView;
  const open = ui.open && offered(m, ui.open) ? ui.open : null;
  const confirm = ui.confirm && offered(m, ui.confirm.key) ? ui.confirm : null;
  const tab = TABS.includes(ui.tab) ? ui.tab : "ducks";
  return open === ui.open && confirm === ui.confirm && tab === ui.tab ? ui : { ...ui, open, confirm, tab };
}

export const rules: GameRules<PondUi> = {
  initial: () => initialUi(),
  event: onEvent,
  seatView: onSeatView,
  toAct: (v: GameView) => (Array.isArray(v.to_act) ? v.to_act : []),
  decisionMs: () => null, // nobody is waited for: no decision to time
  roundResult: () => null,
  scoreHistory: () => null,
};
