import { describe, expect, it } from "vitest";
import { translator } from "../../i18n.js";
import { initialState, reduce, type UiMsg, type UiState } from "../../state.js";
import { pub, seat, table } from "./fixtures.js";
import {
  can,
  confirmCall,
  decisionMs,
  eyeSet,
  heldCard,
  initialUi,
  isMyTurn,
  legal,
  missedResult,
  otherSlotTappable,
  ownSlotMode,
  rules,
  calledText,
  tapSlot,
  toAct,
  turnHint,
} from "./rules.js";
import { STRINGS } from "./strings.js";
import type { Card, DuckSeatView, DuckUi } from "./types.js";

// Duck Down's board logic, and how the shell's reducer runs it.
function fold(...msgs: UiMsg[]): UiState {
  return msgs.reduce((s, m) => reduce(s, m, rules), initialState());
}
const ui = (s: UiState) => s.board as DuckUi;
const mine = (s: UiState) => s.mine as DuckSeatView | null;

describe("selectors", () => {
  it("legal and can follow the seat view", () => {
    const m = seat(0, { legal: ["draw", "take", "call"] });
    expect(can(m, "draw")).toBe(true);
    expect(can(m, "throw")).toBe(false);
    expect([...legal(m)].sort()).toEqual(["call", "draw", "take"]);
    expect(legal(null).size).toBe(0);
  });
  it("a spectator can do nothing", () => {
    expect(can(null, "draw")).toBe(false);
    expect(isMyTurn(null)).toBe(false);
  });
  it("isMyTurn needs the turn phase and my seat", () => {
    expect(isMyTurn(seat(0))).toBe(true);
    expect(isMyTurn(seat(1))).toBe(false);
    expect(isMyTurn(seat(0, { phase: "peek", turn: null }))).toBe(false);
  });
  it("heldCard shows my own held card and a public pile card", () => {
    expect(heldCard(seat(0, { held: { seat: 0, source: "deck", card: "swap" } }))).toBe("swap");
    expect(heldCard(pub({ held: { seat: 0, source: "deck", card: null } }))).toBeNull();
    expect(heldCard(pub())).toBeUndefined();
  });
  it("eyeSet lists KeepKnown cards", () => {
    const e = eyeSet(seat(0, { eye: [[0, 1], [2, 3]] }));
    expect(e.has("0:1")).toBe(true);
    expect(e.has("2:3")).toBe(true);
    expect(e.has("1:1")).toBe(false);
  });
  it("whose decision is due: the view's to_act, else the turn's seat or everyone not ready", () => {
    expect(toAct(pub())).toEqual([0]);
    expect(toAct(pub({ phase: "peek", turn: null, ready: [true, false, false] }))).toEqual([1, 2]);
    expect(toAct(pub({ phase: "reveal", turn: null, ready: [false, true, false] }))).toEqual([0, 2]);
    expect(toAct(pub({ phase: "over", turn: null }))).toEqual([]);
    expect(toAct(pub({ to_act: [2] }))).toEqual([2]);
  });
  it("the decision's length: the opening look's time, else the time per move", () => {
    expect(decisionMs(pub({ phase: "peek" }), { peek_time: 15, turn_time: 30 })).toBe(15000);
    expect(decisionMs(pub(), { peek_time: 15, turn_time: 30 })).toBe(30000);
    expect(decisionMs(pub(), {})).toBe(60000);
    expect(decisionMs(pub({ phase: "peek" }), {})).toBe(10000);
    expect(decisionMs(pub(), { turn_time: 0 })).toBeNull();
    // the reveal between rounds is 30 s whatever the table's times (ruling 22)
    expect(decisionMs(pub({ phase: "reveal" }), { peek_time: 0, turn_time: 0 })).toBe(30000);
  });
  it("the shell's countdown uses the peek time in the opening look", () => {
    const s = fold({ type: "table", table: table({ options: { peek_time: 15 } }) }, { type: "public", view: pub({ phase: "peek", turn: null, deadline: 15000, now: 0 }), at: 0 });
    expect(s.clock?.total).toBe(15000);
  });
  it("the round's result dialog is the reveal's, while it lasts; the scores per round come from the view", () => {
    const result = { round: 2, caller: null, rows: [], replaced: [], points: [], penalty: null, scores: [], totals: [] };
    expect(rules.roundResult(pub({ phase: "reveal", turn: null, ready: [false, false, false], result }))).toEqual(result);
    expect(rules.roundResult(pub({ result }))).toBeNull(); // the next round is on: no dialog over it
    expect(rules.roundResult(pub({ phase: "over", result }))).toBeNull(); // the podium's turn
    expect(rules.roundResult(pub())).toBeNull();
    expect(rules.scoreHistory(pub({ scores: [[1, 2, 3]] }))).toEqual([[1, 2, 3]]);
  });
});

describe("a reveal a bot let go by", () => {
  const ended = { type: "round_ended", round: 1, caller: 0, rows: [[1, 2, 3, 4]], replaced: [], points: [10], penalty: 0, scores: [10], totals: [10], exhausted: false };
  it("round_ended keeps the result; a new game forgets it", () => {
    const kept = ui(fold({ type: "event", event: ended })).kept;
    expect(kept).toMatchObject({ round: 1, points: [10], totals: [10] });
    expect(kept).not.toHaveProperty("type");
    const fresh = fold({ type: "event", event: ended }, { type: "event", event: { type: "round_started", round: 1, rounds: 3, first_seat: 0 } });
    expect(ui(fresh).kept).toBeNull();
    const next = fold({ type: "event", event: ended }, { type: "event", event: { type: "round_started", round: 2, rounds: 3, first_seat: 1 } });
    expect(ui(next).kept?.round).toBe(1);
  });
  it("is shown again only after its reveal, unless shown here already or closed", () => {
    const board = ui(fold({ type: "event", event: ended }));
    const peek = pub({ phase: "peek", round: 2, turn: null, ready: [true, true, true] });
    expect(missedResult(board, peek, null)?.round).toBe(1);
    expect(missedResult(board, peek, 1)).toBeNull(); // the result dialog showed it
    expect(missedResult({ ...board, keptClosed: 1 }, peek, null)).toBeNull();
    expect(missedResult(board, pub({ phase: "reveal", turn: null }), null)).toBeNull(); // the dialog shows it
    expect(missedResult(board, pub({ phase: "over", turn: null }), null)).toBeNull(); // the podium
    expect(missedResult(initialUi(), peek, null)).toBeNull();
  });
});

describe("events: animations and sounds", () => {
  it("swapped animates both slots and cues the swap sound", () => {
    const s = fold({ type: "event", event: { type: "swapped", seat: 0, slot: 1, other_seat: 2, other_slot: 3 } });
    expect(ui(s).anim).toMatchObject({ kind: "swap", seat: 0, slot: 1, other_seat: 2, other_slot: 3, n: 1 });
    expect(s.cue?.name).toBe("whoosh");
  });
  it("every animation gets a new number", () => {
    const e = { type: "swapped", seat: 0, slot: 1, other_seat: 2, other_slot: 3 };
    const s = fold({ type: "event", event: e }, { type: "event", event: e });
    expect(ui(s).anim?.n).toBe(2);
    expect(s.cue?.n).toBe(2);
  });
  it("draw, take, replace, throw, peek animate", () => {
    expect(ui(fold({ type: "event", event: { type: "drew", seat: 1, source: "deck" } })).anim?.kind).toBe("draw");
    expect(ui(fold({ type: "event", event: { type: "took", seat: 1, card: 3 } })).anim?.kind).toBe("take");
    expect(ui(fold({ type: "event", event: { type: "replaced", seat: 1, slot: 2, discarded: 5 } })).anim).toMatchObject({ kind: "replace", slot: 2 });
    expect(ui(fold({ type: "event", event: { type: "threw", seat: 1, card: 5 } })).anim?.kind).toBe("throw");
    expect(ui(fold({ type: "event", event: { type: "peeked", seat: 1, slot: 0 } })).anim).toMatchObject({ kind: "peek", slot: 0 });
  });
  it("my turn starting cues a sound, someone else's does not", () => {
    const m = fold({ type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "turn_started", seat: 0, number: 1 } });
    expect(m.cue?.name).toBe("turn");
    const theirs = fold({ type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "turn_started", seat: 1, number: 1 } });
    expect(theirs.cue).toBeNull();
  });
  it("Duck Down quacks, closes the confirmation and animates", () => {
    let s = fold({ type: "seat", view: seat(0, { legal: ["draw", "call"] }), at: 0 });
    s = reduce(s, { type: "board", board: confirmCall(ui(s), mine(s), true) }, rules);
    expect(ui(s).confirmCall).toBe(true);
    s = reduce(s, { type: "event", event: { type: "duck_down_called", seat: 0 } }, rules);
    expect(ui(s).confirmCall).toBe(false);
    expect(s.cue?.name).toBe("quack");
    expect(ui(s).anim?.kind).toBe("call");
  });
  it("game end: a win sounds different from a loss", () => {
    const win = fold({ type: "seat", view: seat(1), at: 0 }, { type: "event", event: { type: "game_ended", totals: [5, 1, 9], winners: [1] } });
    expect(win.cue?.name).toBe("win");
    const loss = fold({ type: "seat", view: seat(0), at: 0 }, { type: "event", event: { type: "game_ended", totals: [5, 1, 9], winners: [1] } });
    expect(loss.cue?.name).toBe("end");
  });
  it("a new round clears a selection", () => {
    let s = fold({ type: "board", board: { ...initialUi(), selection: { mine: 2 } } });
    s = reduce(s, { type: "event", event: { type: "round_started", round: 2, rounds: 3, first_seat: 1 } }, rules);
    expect(ui(s).selection).toBeNull();
    expect(ui(s).anim?.kind).toBe("deal");
  });
  it("unknown events are logged and change nothing else", () => {
    const s = fold({ type: "event", event: { type: "player_joined", seat: 2, name: "Cleo" } });
    expect(s.log).toHaveLength(1);
    expect(ui(s).anim).toBeNull();
    expect(s.cue).toBeNull();
  });
});

describe("Duck Down confirmation", () => {
  it("opens only when calling is legal", () => {
    expect(confirmCall(initialUi(), seat(0, { legal: ["draw"] }), true).confirmCall).toBe(false);
    expect(confirmCall(initialUi(), seat(0, { legal: ["draw", "call"] }), true).confirmCall).toBe(true);
  });
  it("closes when calling stops being legal", () => {
    let s = fold({ type: "seat", view: seat(0, { legal: ["draw", "call"] }), at: 0 });
    s = reduce(s, { type: "board", board: confirmCall(ui(s), mine(s), true) }, rules);
    s = reduce(s, { type: "seat", view: seat(0, { legal: [] }), at: 0 }, rules);
    expect(ui(s).confirmCall).toBe(false);
  });
  it("can be cancelled", () => {
    const m = seat(0, { legal: ["call"] });
    expect(confirmCall(confirmCall(initialUi(), m, true), m, false).confirmCall).toBe(false);
  });
});

describe("tapping slots", () => {
  type SeatViewLegal = ("replace" | "throw" | "peek" | "swap" | "call")[];
  const holding = (card: number | "swap" | "peek", legalNow: SeatViewLegal, source: "deck" | "pile" = "deck") =>
    seat(0, { turn: { seat: 0, step: "hold", draws: 1, double: null, number: 1 }, held: { seat: 0, source, card }, legal: legalNow });
  const none = initialUi();

  it("holding a number: tapping my slot replaces it", () => {
    const m = holding(4, ["replace", "throw", "call"]);
    expect(ownSlotMode(m)).toBe("replace");
    expect(tapSlot(none, m, 0, 2)[1]).toEqual({ type: "replace", slot: 2 });
  });
  it("holding a number: other players' slots do nothing", () => {
    const m = holding(4, ["replace", "throw"]);
    expect(otherSlotTappable(m)).toBe(false);
    expect(tapSlot(none, m, 1, 2)).toEqual([none, null]);
  });
  it("holding Peek: tapping my slot peeks", () => {
    const m = holding("peek", ["peek", "throw"]);
    expect(ownSlotMode(m)).toBe("peek");
    expect(tapSlot(none, m, 0, 3)[1]).toEqual({ type: "peek", slot: 3 });
  });
  it("holding Swap: mine first, then theirs", () => {
    const m = holding("swap", ["swap", "throw"]);
    expect(ownSlotMode(m)).toBe("swap");
    const [u1, a1] = tapSlot(none, m, 0, 1);
    expect(a1).toBeNull();
    expect(u1.selection).toEqual({ mine: 1 });
    const [u2, a2] = tapSlot(u1, m, 2, 3);
    expect(a2).toEqual({ type: "swap", slot: 1, other_seat: 2, other_slot: 3 });
    expect(u2.selection).toBeNull();
  });
  it("holding Swap: theirs first, then mine", () => {
    const m = holding("swap", ["swap", "throw"]);
    const [u1, a1] = tapSlot(none, m, 1, 0);
    expect(a1).toBeNull();
    expect(u1.selection).toEqual({ other: [1, 0] });
    const [, a2] = tapSlot(u1, m, 0, 2);
    expect(a2).toEqual({ type: "swap", slot: 2, other_seat: 1, other_slot: 0 });
  });
  it("holding Swap: tapping the chosen slot again unselects it", () => {
    const m = holding("swap", ["swap"]);
    const [u1] = tapSlot(none, m, 0, 1);
    expect(tapSlot(u1, m, 0, 1)[0].selection).toBeNull();
    const [u2] = tapSlot(none, m, 2, 2);
    expect(tapSlot(u2, m, 2, 2)[0].selection).toBeNull();
  });
  it("holding Swap: choosing another own slot moves the choice", () => {
    const m = holding("swap", ["swap"]);
    const [u1] = tapSlot(none, m, 0, 1);
    expect(tapSlot(u1, m, 0, 3)[0].selection).toEqual({ mine: 3 });
  });
  it("a selection survives a view update while Swap is still legal, and not after", () => {
    const m = holding("swap", ["swap", "throw"]);
    let s = fold({ type: "table", table: table() }, { type: "seat", view: m, at: 0 });
    s = reduce(s, { type: "board", board: tapSlot(ui(s), mine(s), 0, 1)[0] }, rules);
    const keep = reduce(s, { type: "seat", view: { ...m, seq: 3 }, at: 0 }, rules);
    expect(ui(keep).selection).toEqual({ mine: 1 });
    const gone = reduce(s, { type: "seat", view: { ...m, legal: [] }, at: 0 }, rules);
    expect(ui(gone).selection).toBeNull();
  });
  it("nothing happens when it is not my turn", () => {
    const m = seat(1, { legal: [] });
    expect(ownSlotMode(m)).toBeNull();
    expect(tapSlot(none, m, 1, 0)).toEqual([none, null]);
  });
  it("nothing happens for spectators", () => {
    expect(tapSlot(none, null, 0, 0)).toEqual([none, null]);
  });
  it("at the start of a turn slots do nothing", () => {
    const m = seat(0, { legal: ["draw", "take", "call"] });
    expect(ownSlotMode(m)).toBeNull();
    expect(tapSlot(none, m, 0, 0)[1]).toBeNull();
  });
  it("never mutates the state it is given", () => {
    const m = holding("swap", ["swap"]);
    const u = { ...initialUi(), selection: { mine: 2 } };
    const frozen = JSON.stringify([u, m]);
    tapSlot(u, m, 0, 1);
    tapSlot(u, m, 2, 1);
    rules.event(u, { type: "swapped", seat: 0, slot: 1, other_seat: 2, other_slot: 3 }, 0);
    rules.seatView(u, { ...m, legal: [] });
    expect(JSON.stringify([u, m])).toBe(frozen);
  });
});

describe("the status line's hint", () => {
  const t = translator<string>("en", STRINGS);
  const say = (v: DuckSeatView, sel: Parameters<typeof turnHint>[1] = null) => turnHint(v, sel).map((k) => t(k)).join(" ");
  const hold = (card: Card, over: Partial<DuckSeatView> = {}, double: "first" | "second" | null = null, draws = 1, source: "deck" | "pile" = "deck") =>
    seat(0, {
      turn: { seat: 0, step: "hold", draws, double, number: 1 },
      held: { seat: 0, source, card },
      ...over,
    });

  it("offers the pile only when its top can be taken (a special cannot, ruling 6)", () => {
    expect(say(seat(0, { pile: [3], legal: ["draw", "take", "call"] }))).toBe("Draw from the deck or take the top of the pile.");
    const special = say(seat(0, { pile: [3, "swap"], legal: ["draw", "call"] }));
    expect(special).toBe("Draw from the deck: the special card on the pile cannot be taken.");
    expect(special).not.toMatch(/take the top/);
    expect(say(seat(0, { pile: [], legal: ["draw", "call"] }))).toBe("Draw from the deck.");
  });

  it("says what throwing a Double does (ruling 9): the turn ends, nothing is drawn", () => {
    const h = say(hold("double", { legal: ["double", "throw", "call"] }));
    expect(h).toMatch(/throw it away: that ends your turn with nothing drawn/);
    expect(h).not.toMatch(/throw it away and draw/);
    // a Double drawn through a Double: throwing it draws once more
    expect(say(hold("double", { legal: ["double", "throw"] }, "first", 2))).toMatch(/throw it away and draw one more/);
    // the fourth card of a turn: no more drawing
    expect(say(hold("double", { legal: ["throw"] }, "first", 4))).toMatch(/fourth card/);
  });

  it("a card drawn through a Double says that throwing it draws again", () => {
    expect(say(hold(5, { legal: ["replace", "throw"] }, "first", 2))).toBe(
      "Tap one of your cards to swap it for this one. Throw it away and you draw once more.",
    );
    expect(say(hold(5, { legal: ["replace", "throw"] }, "second", 3))).toBe("Tap one of your cards to swap it for this one.");
    expect(say(hold(5, { legal: ["replace"] }, null, 0, "pile"))).toMatch(/must be swapped in/);
    expect(say(hold("swap", { legal: ["swap", "throw"] }), { mine: 1 })).toBe("Now tap a card of another player.");
  });

  it("names the caller, and starts with a capital for your own call", () => {
    const name = (s: number) => ["Anna", "Ben"][s]!;
    expect(calledText(t, 0, 0, name)).toBe("You called Duck Down!");
    expect(calledText(t, 1, 0, name)).toBe("Ben called Duck Down!");
    expect(calledText(translator<string>("de", STRINGS), 0, 0, name)).toBe("Du hast Duck Down gerufen!");
    expect(calledText(translator<string>("nl", STRINGS), 0, 0, name)).toBe("Jij riep Duck Down!");
  });
});
