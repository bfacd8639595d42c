import { describe, expect, it } from "vitest";
import { grouped, sortCards, within } from "./classes.js";
import { discarding, givingBack, joining, onGovernor, pub, seat, turnOnGuard } from "./fixtures.js";
import {
  decisionMs,
  initialUi,
  lastResult,
  lit,
  matched,
  myDecision,
  onEvent,
  onSeatView,
  pickMode,
  rules,
  setGiving,
  shortcuts,
  shoutOf,
  tapCard,
  toAct,
} from "./rules.js";
import type { QqSeatView, QqUi } from "./types.js";

/** Tap the first card of each class, in turn. */
function tapAll(ui: QqUi, v: QqSeatView, cards: string[]): QqUi {
  for (const c of cards) {
    const i = v.hand.findIndex((h, k) => h === c && !ui.picked.includes(k));
    ui = tapCard(ui, v, i);
  }
  return ui;
}

const litCards = (v: QqSeatView, ui: QqUi) => v.hand.filter((_, i) => lit(v, ui)[i]);

describe("the hand", () => {
  it("sorts and groups by class, the People together", () => {
    expect(sortCards(["governor", "farmer", "inspector", "agitator", "guard"])).toEqual(["inspector", "farmer", "agitator", "guard", "governor"]);
    const g = grouped(["inspector", "farmer", "merchant", "guard", "guard", "governor"]);
    expect(g.map((x) => x.group)).toEqual(["inspector", "people", "guard", "governor"]);
    expect(g[1]!.cards).toEqual([
      { card: "farmer", index: 1 },
      { card: "merchant", index: 2 },
    ]);
  });
  it("multisets", () => {
    expect(within(["guard", "guard"], ["guard", "secretary", "guard"])).toBe(true);
    expect(within(["guard", "guard"], ["guard", "secretary"])).toBe(false);
  });
});

describe("what a tap may pick: exactly what legal allows", () => {
  it("lights the cards of the legal plays, and no other", () => {
    const v = turnOnGuard();
    // secretary single, craftsman+agitator, guard pair, secretary pair: not the Inspector
    expect(litCards(v, initialUi())).toEqual(["craftsman", "agitator", "guard", "guard", "secretary", "secretary"]);
  });
  it("narrows to what completes a legal play, and names the play once complete", () => {
    const v = turnOnGuard();
    let ui = tapAll(initialUi(), v, ["guard"]);
    expect(matched(v, ui)).toBeNull(); // a single Guard does not beat a Guard
    expect(litCards(v, ui)).toEqual(["guard"]); // only the second Guard completes a play
    ui = tapAll(ui, v, ["guard"]);
    expect(matched(v, ui)).toEqual({ type: "play", cards: ["guard", "guard"] });
    expect(matched(v, ui)).toBe(v.legal[2]); // the engine's own entry, sent as it is
    ui = tapCard(ui, v, ui.picked[0]!); // a picked card taps back
    expect(matched(v, ui)).toBeNull();
  });
  it("ignores a tap on a card that no legal play takes", () => {
    const v = turnOnGuard();
    const ui = tapCard(initialUi(), v, 0); // the Inspector
    expect(ui.picked).toEqual([]);
  });
  it("a single that is also the start of a pair", () => {
    const v = turnOnGuard();
    const ui = tapAll(initialUi(), v, ["secretary"]);
    expect(matched(v, ui)).toEqual({ type: "play", cards: ["secretary"] });
    expect(litCards(v, ui)).toEqual(["secretary"]);
  });
  it("bombs on a Governor: a Revolution or a Secret Inspection", () => {
    const v = onGovernor();
    expect(litCards(v, initialUi())).toEqual(["inspector", "farmer", "craftsman", "merchant", "agitator", "guard"]);
    let ui = tapAll(initialUi(), v, ["farmer", "craftsman"]);
    expect(litCards(v, ui)).toEqual(["merchant", "agitator"]);
    ui = tapAll(ui, v, ["agitator"]);
    expect(matched(v, ui)).toEqual({ type: "bomb", cards: ["farmer", "craftsman", "agitator"] });
    expect(matched(v, tapAll(initialUi(), v, ["guard", "inspector"]))).toEqual({ type: "bomb", cards: ["inspector", "guard"] });
    expect(shortcuts(v, initialUi())).toEqual(v.legal.filter((a) => a.type === "bomb"));
  });
  it("joins with one card", () => {
    const v = joining();
    expect(pickMode(v, initialUi())).toBe("join");
    expect(litCards(v, initialUi())).toEqual(["craftsman", "agitator"]);
    const ui = tapAll(initialUi(), v, ["agitator"]);
    expect(matched(v, ui)).toEqual({ type: "join", card: "agitator" });
    expect(litCards(v, ui)).toEqual([]); // a join is one card
    expect(shortcuts(v, initialUi())).toEqual([
      { type: "join", card: "craftsman" },
      { type: "join", card: "agitator" },
    ]);
  });
  it("hands two to the teammate only after choosing to", () => {
    const v = turnOnGuard();
    expect(pickMode(v, initialUi())).toBe("play");
    let ui = setGiving(initialUi(), v, true);
    expect(pickMode(v, ui)).toBe("give");
    expect(litCards(v, ui)).toEqual(["inspector", "craftsman", "agitator", "guard", "guard", "secretary", "secretary"]);
    ui = tapAll(ui, v, ["guard", "secretary"]);
    expect(matched(v, ui)).toEqual({ type: "give", cards: ["guard", "secretary"] });
    expect(shortcuts(v, ui)).toEqual([]); // two cards to hand over are always picked
    expect(setGiving(ui, v, false)).toMatchObject({ giving: false, picked: [] });
    // no give in legal (2-3 players, or the teammate out): the choice is not there
    const noGive = { ...v, legal: v.legal.filter((a) => a.type !== "give") };
    expect(setGiving(initialUi(), noGive, true).giving).toBe(false);
  });
  it("gives two back, the received ones offered as the default", () => {
    const v = givingBack();
    expect(litCards(v, initialUi())).toEqual(["craftsman", "agitator", "guard", "secretary"]);
    expect(shortcuts(v, initialUi())).toEqual([{ type: "give_back", cards: ["craftsman", "secretary"] }]);
    const ui = tapAll(initialUi(), v, ["agitator", "guard"]);
    expect(matched(v, ui)).toEqual({ type: "give_back", cards: ["agitator", "guard"] });
    expect(litCards(v, ui)).toEqual([]);
  });
  it("puts two aside, the taken ones offered as the default", () => {
    const v = discarding();
    expect(pickMode(v, initialUi())).toBe("discard");
    expect(shortcuts(v, initialUi())).toEqual([{ type: "discard", cards: ["guard", "guard"] }]);
    // Farmer + Guard and Guard + Guard are legal: a Farmer then makes only a Guard lit
    expect(litCards(v, tapAll(initialUi(), v, ["farmer"]))).toEqual(["guard", "guard", "guard"]);
  });
  it("offers nothing when the decision is another seat's, or the game is over", () => {
    const v = turnOnGuard();
    const other = { ...v, decision: { seat: 3, kind: "turn" as const } };
    expect(myDecision(other)).toBeNull();
    expect(lit(other, initialUi()).some(Boolean)).toBe(false);
    expect(tapCard(initialUi(), other, 3).picked).toEqual([]);
    expect(myDecision({ ...v, phase: "over" })).toBeNull();
    expect(myDecision(null)).toBeNull();
  });
});

describe("the board's own state", () => {
  it("a new decision drops what was picked for the last", () => {
    const v = turnOnGuard();
    let ui = onSeatView(initialUi(), v);
    ui = tapAll(ui, v, ["guard"]);
    expect(onSeatView(ui, { ...v })).toBe(ui); // the same decision again (a resent view)
    const next = { ...v, yard: [...v.yard, { seat: 3, kind: "single" as const, cards: ["secretary" as const] }] };
    expect(onSeatView(ui, next).picked).toEqual([]);
    const giving = onSeatView(setGiving(onSeatView(initialUi(), v), v, true), { ...v, decision: { seat: 3, kind: "turn" } });
    expect(giving.giving).toBe(false);
  });
  it("calls: Quack for a single, Quack-quack for a pair, the bombs' shouts, applause", () => {
    expect(shoutOf({ type: "played", seat: 1, kind: "single", cards: ["guard"] })).toBe("quack");
    expect(shoutOf({ type: "played", seat: 1, kind: "governor", cards: ["governor"] })).toBe("quack");
    expect(shoutOf({ type: "played", seat: 1, kind: "pair", cards: ["guard", "guard"] })).toBe("quackquack");
    expect(shoutOf({ type: "revolution", seat: 0 })).toBe("revolution");
    expect(shoutOf({ type: "secret_inspection", seat: 0 })).toBe("secret_inspection");
    expect(shoutOf({ type: "joined", seat: 1, bomb: "revolution", card: "farmer" })).toBe("join_revolution");
    expect(shoutOf({ type: "joined", seat: 1, bomb: "secret_inspection", card: "guard" })).toBe("join_secret_inspection");
    expect(shoutOf({ type: "player_out", seat: 2, rank: 3, monument: true })).toBe("monument");
    expect(shoutOf({ type: "player_out", seat: 2, rank: 1, monument: false })).toBeNull();
    expect(shoutOf({ type: "bonus", seat: 2, kind: "monument" })).toBe("vice");
    expect(shoutOf({ type: "bonus", seat: 2, kind: "bomb" })).toBeNull();
    expect(shoutOf({ type: "passed", seat: 2, exchange: "teammate", with: 0 })).toBeNull();
  });
  it("each call shows and sounds, the same for every seat", () => {
    const a = onEvent(initialUi(), { type: "played", seat: 1, kind: "pair", cards: ["guard", "guard"] }, 0);
    expect(a.cue).toBe("quack");
    expect(a.board.shout).toEqual({ kind: "quackquack", seat: 1, n: 1 });
    const b = onEvent(a.board, { type: "played", seat: 1, kind: "pair", cards: ["guard", "guard"] }, 3);
    expect(b.board.shout?.n).toBe(2); // the same call twice shows twice
    expect(onEvent(initialUi(), { type: "played", seat: 1, kind: "single", cards: ["farmer"] }, 0).cue).toBe("quack1");
    expect(onEvent(initialUi(), { type: "revolution", seat: 1 }, 0).cue).toBe("bomb");
    expect(onEvent(initialUi(), { type: "joined", seat: 1, bomb: "revolution" }, 0).cue).toBe("join");
    expect(onEvent(initialUi(), { type: "player_out", seat: 1, monument: true }, 0).cue).toBe("applause");
    expect(onEvent(initialUi(), { type: "game_ended", winners: [0, 2] }, 2).cue).toBe("win");
    expect(onEvent(initialUi(), { type: "game_ended", winners: [0, 2] }, 1).cue).toBe("end");
    expect(onEvent(initialUi(), { type: "struggle_ended", seat: 1 }, 1).cue).toBeUndefined();
  });
});

describe("what the shell asks the game", () => {
  it("the seat to act and the decision's length", () => {
    expect(toAct(pub({ to_act: [3] }))).toEqual([3]);
    expect(toAct({ ...pub(), to_act: undefined })).toEqual([2]); // from the decision
    expect(toAct({ ...pub({ phase: "over", decision: null }), to_act: undefined })).toEqual([]);
    expect(decisionMs(pub(), {})).toBe(30000);
    expect(decisionMs(pub(), { turn_time: 45 })).toBe(45000);
    expect(decisionMs(pub(), { turn_time: 0 })).toBeNull();
  });
  it("a round's result during the next round's first power struggle, coins per round", () => {
    const r1 = { round: 1, tiebreak: false, ranks: [3, 1, 2, 4], gained: [0, 2, 1, 0], totals: [0, 2, 1, 0], monument: 0 };
    const r2 = { round: 2, tiebreak: false, ranks: [1, 2, 3, 4], gained: [3, 1, 0, -1], totals: [3, 3, 1, 0], monument: 2 };
    expect(rules.roundResult(pub({ round: 2, struggle: 1, results: [r1] }))).toEqual({ round: 1 });
    expect(lastResult(pub({ round: 2, struggle: 2, results: [r1] }))).toBeNull();
    expect(lastResult(pub({ round: 1, results: [] }))).toBeNull();
    expect(lastResult(pub({ round: 3, struggle: 1, phase: "over", results: [r1, r2] }))).toBeNull(); // the podium instead
    expect(rules.scoreHistory(pub({ results: [r1, r2] }))).toEqual([
      [0, 2, 1, 0],
      [3, 1, 0, -1],
    ]);
  });
  it("a seat view for another table's seat changes nothing it does not know", () => {
    const v = seat(0, { decision: { seat: 2, kind: "turn" } });
    expect(rules.seatView(initialUi(), v)).toMatchObject({ picked: [], giving: false });
  });
});
