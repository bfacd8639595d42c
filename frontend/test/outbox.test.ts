// The seat's outbox: a double tap sends once, a different quick tap waits for the next seat
// view and goes out if that view still allows it, and a tap that cannot go out is reported.
import { describe, expect, it } from "vitest";
import { HOLD_MS, QUEUE_MAX, actionKey, allows, emptyOutbox, refused, tap, viewArrived, type Outbox } from "../src/shell/outbox.js";
import type { GameAction, SeatView } from "../src/types.js";

const seatView = (seq: number, legal: unknown): SeatView => ({
  ruleset: "dutch",
  players: 2,
  phase: "look",
  round: 1,
  rounds: 1,
  deadline: null,
  totals: null,
  winners: null,
  seat: 0,
  seq,
  legal,
});

const choose = (slot: number): GameAction => ({ type: "choose", slot });

/** Tap every action in turn on `view` at time `at`; what went out, and how many were dropped. */
function taps(box: Outbox, actions: GameAction[], view: SeatView, at = 0) {
  const sent: GameAction[] = [];
  let dropped = 0;
  for (const a of actions) {
    const step = tap(box, a, view, at);
    box = step.box;
    if (step.send) sent.push(step.send);
    dropped += step.dropped;
  }
  return { box, sent, dropped };
}

describe("the outbox", () => {
  const look = seatView(7, ["choose"]);

  it("sends a double tap once", () => {
    const r = taps(emptyOutbox(), [choose(0), { slot: 0, type: "choose" }], look);
    expect(r.sent).toEqual([choose(0)]);
    expect(r.dropped).toBe(0);
    expect(r.box.queue).toEqual([]);
  });

  it("queues a different quick tap and sends it when the next seat view arrives", () => {
    const r = taps(emptyOutbox(), [choose(0), choose(1), choose(1)], look);
    expect(r.sent).toEqual([choose(0)]);
    expect(r.box.queue).toEqual([choose(1)]);
    const next = viewArrived(r.box, seatView(8, ["choose"]), 100);
    expect(next.send).toEqual(choose(1));
    expect(next.dropped).toBe(0);
    // the one sent now waits for its own view: nothing else goes out before it
    expect(tap(next.box, choose(1), seatView(8, ["choose"]), 120).send).toBeNull();
    const done = viewArrived(next.box, seatView(9, ["ready"]), 200);
    expect(done).toEqual({ box: emptyOutbox(), send: null, dropped: 0 });
  });

  it("does not take a view of the same seq (a change by time alone) for the answer", () => {
    const r = taps(emptyOutbox(), [choose(0), choose(1)], look);
    const same = viewArrived(r.box, seatView(7, ["choose"]), 50);
    expect(same.send).toBeNull();
    expect(same.box).toEqual(r.box);
  });

  it("drops a queued tap the next view no longer allows, and says so", () => {
    const r = taps(emptyOutbox(), [choose(0), choose(1)], look);
    const next = viewArrived(r.box, seatView(8, ["ready"]), 100);
    expect(next.send).toBeNull();
    expect(next.dropped).toBe(1);
    expect(next.box).toEqual(emptyOutbox());
  });

  it("skips a disallowed queued tap for the next one the view allows", () => {
    const r = taps(emptyOutbox(), [choose(0), choose(1), { type: "ready" }], look);
    const next = viewArrived(r.box, seatView(8, ["ready"]), 100);
    expect(next.send).toEqual({ type: "ready" });
    expect(next.dropped).toBe(1);
  });

  it("drops what is queued when the host refuses the action sent", () => {
    const r = taps(emptyOutbox(), [choose(0), choose(1)], look);
    const after = refused(r.box);
    expect(after).toEqual({ box: emptyOutbox(), send: null, dropped: 1 });
    // and the next tap goes straight out
    expect(tap(after.box, choose(1), look, 10).send).toEqual(choose(1));
  });

  it("sends straight out again once a view is overdue, reporting what waited for it", () => {
    const r = taps(emptyOutbox(), [choose(0), choose(1)], look);
    const late = tap(r.box, choose(2), look, HOLD_MS);
    expect(late.send).toEqual(choose(2));
    expect(late.dropped).toBe(1);
    expect(late.box.queue).toEqual([]);
  });

  it("keeps at most QUEUE_MAX taps waiting and reports the rest", () => {
    const many = Array.from({ length: QUEUE_MAX + 2 }, (_, i) => choose(i));
    const r = taps(emptyOutbox(), many, look);
    expect(r.sent).toEqual([choose(0)]);
    expect(r.box.queue).toHaveLength(QUEUE_MAX);
    expect(r.dropped).toBe(1);
  });

  it("answers any new view when the views carry no seq", () => {
    const noSeq = { ...look, seq: undefined };
    const r = taps(emptyOutbox(), [choose(0), choose(1)], noSeq);
    expect(viewArrived(r.box, noSeq, 10).send).toEqual(choose(1));
  });
});

describe("allows: a view's legal actions, read without the game", () => {
  it("action types (Dutch, Duck Down): the type must be listed", () => {
    expect(allows(seatView(1, ["choose", "ready"]), choose(3))).toBeNull();
    expect(allows(seatView(1, ["ready"]), choose(3))).toBe(false);
  });

  it("action objects (Quack-Quack): the action must be one of them", () => {
    const legal = [{ type: "play", cards: ["3", "3"] }, { type: "pass" }];
    expect(allows(seatView(1, legal), { type: "pass" })).toBe(true);
    expect(allows(seatView(1, legal), { cards: ["3", "3"], type: "play" })).toBe(true);
    // the type is listed with other arguments: the shell cannot judge, the host does
    expect(allows(seatView(1, legal), { type: "play", cards: ["4"] })).toBeNull();
    expect(allows(seatView(1, legal), { type: "bomb" })).toBe(false);
  });

  it("compact forms (Duck Pond): the type must be listed", () => {
    expect(allows(seatView(1, [{ type: "trade", with: [1, 2] }]), { type: "trade", with: 1 })).toBeNull();
    expect(allows(seatView(1, [{ type: "trade", with: [1, 2] }]), { type: "roll" })).toBe(false);
  });

  it("nothing legal allows nothing; a view without legal does not say", () => {
    expect(allows(seatView(1, []), choose(0))).toBe(false);
    expect(allows(seatView(1, undefined), choose(0))).toBeNull();
    expect(allows(null, choose(0))).toBeNull();
  });

  it("an action's key does not depend on the order of its fields", () => {
    expect(actionKey({ a: 1, b: [2, { c: 3, d: 4 }] })).toBe(actionKey({ b: [2, { d: 4, c: 3 }], a: 1 }));
    expect(actionKey(choose(0))).not.toBe(actionKey(choose(1)));
  });
});
