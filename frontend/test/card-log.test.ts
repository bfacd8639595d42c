import { describe, expect, it } from "vitest";
import type { CardTable } from "../src/card/config.js";
import { fetchHistory, type HassConnectionLike, type HistoryData } from "../src/card/ha-transport.js";
import { LogFeed } from "../src/card/log-feed.js";
import { initialState, reduce } from "../src/state.js";
import type { GameEvent } from "../src/types.js";

const table = { table_id: "t-1", config_entry_id: "e-1", your_seat: 0 } as unknown as CardTable;

function hassAnswering(answer: (msg: Record<string, unknown>) => unknown) {
  const calls: Record<string, unknown>[] = [];
  const hass: HassConnectionLike = {
    connection: { subscribeMessage: async () => () => undefined },
    callWS: async <T>(msg: Record<string, unknown>) => {
      calls.push(msg);
      return answer(msg) as T;
    },
  };
  return { hass, calls };
}

/** A sink that keeps what the card hands <duck-down-table>, in order. */
function sink() {
  const got: ({ history: GameEvent[] } | { events: GameEvent[] })[] = [];
  return { got, feed: new LogFeed({ history: (events) => got.push({ history: events }), events: (events) => got.push({ events }) }) };
}

/** A history whose answer the test releases when it likes. */
function pending() {
  let resolve!: (d: HistoryData) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<HistoryData>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { fetch: () => promise, resolve, reject };
}

const ev = (type: string, seat = 0): GameEvent => ({ type, seat }) as GameEvent;

describe("card transport: the log's history", () => {
  it("asks the integration for the caller's own seat's history, or the public one", async () => {
    const { hass, calls } = hassAnswering(() => ({ seq: 3, events: [] }));
    await fetchHistory(hass, table, false);
    await fetchHistory(hass, table, true);
    // no seat is ever named: the integration picks the caller's own
    expect(calls).toEqual([
      { type: "duck_down/history", table_id: "t-1", config_entry_id: "e-1" },
      { type: "duck_down/history", table_id: "t-1", config_entry_id: "e-1", public: true },
    ]);
  });

  it("hands on the history, then only the live events of later changes, as the page's transport does", async () => {
    const { got, feed } = sink();
    const h = pending();
    const done = feed.start("seat:e-1/t-1/0", h.fetch);
    const drew = ev("drew"),
      threw = ev("threw"),
      next = ev("turn_started", 1);
    feed.push([drew], 4); // crossed the history: it holds this change already
    feed.push([threw, next], 5); // came after it
    expect(got).toEqual([]); // held while the history is on its way
    const old = ev("round_started");
    h.resolve({ seq: 4, events: [{ seq: 2, event: old }, { seq: 4, event: drew }] });
    await done;
    expect(got).toEqual([{ history: [old, drew] }, { events: [threw, next] }]);
    feed.push([ev("took")], 6); // and then straight on
    expect(got).toHaveLength(3);
  });

  it("leaves the log to the live events when the integration has no history", async () => {
    const { got, feed } = sink();
    const h = pending();
    const done = feed.start("public:e-1/t-1", h.fetch);
    const drew = ev("drew");
    feed.push([drew], 4);
    h.reject({ code: "unknown_command", message: "Unknown command." });
    await done;
    expect(got).toEqual([{ events: [drew] }]);
  });

  it("starts over after a reconnect and drops an answer for what it no longer follows", async () => {
    const { got, feed } = sink();
    expect(feed.wants("seat:a")).toBe(true);
    const first = pending();
    const a = feed.start("seat:a", first.fetch);
    expect(feed.wants("seat:a")).toBe(false);
    expect(feed.wants("seat:a", true)).toBe(true); // after a reconnect: again
    // another table before the first answer: that answer is dropped
    const second = pending();
    const b = feed.start("public:b", second.fetch);
    first.resolve({ seq: 1, events: [{ seq: 1, event: ev("stale") }] });
    second.resolve({ seq: 9, events: [{ seq: 9, event: ev("fresh") }] });
    await Promise.all([a, b]);
    expect(got).toEqual([{ history: [ev("fresh")] }]);
    feed.stop();
    expect(feed.wants(null)).toBe(false);
    expect(feed.wants("public:b")).toBe(true);
  });

  it("rebuilds the shell's log from it: after a reload the log is not empty", async () => {
    const { got, feed } = sink();
    const events = [ev("round_started"), ev("drew"), ev("threw")];
    await feed.start("seat:x", async () => ({ seq: 7, events: events.map((event, i) => ({ seq: i + 5, event })) }));
    let s = initialState();
    for (const x of got) s = "history" in x ? reduce(s, { type: "history", events: x.history }) : s;
    expect(s.log.map((l) => l.event)).toEqual(events);
    expect(s.logCount).toBe(3);
  });
});
