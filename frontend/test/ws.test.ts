import { describe, expect, it, vi } from "vitest";
import { b64d, b64e, deriveKeys, sign } from "../src/transport/crypto.js";
import type { TransportMessage } from "../src/transport/types.js";
import { WsTransport, type SocketLike, type StorageLike } from "../src/transport/ws.js";

class MemStorage implements StorageLike {
  m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  /** command -> data to answer with (or an error) */
  answers: Record<string, Record<string, unknown> | { error: string }> = {};
  send(data: string) {
    const msg = JSON.parse(data) as Record<string, unknown>;
    this.sent.push(msg);
    const a = this.answers[msg["command"] as string] ?? {};
    queueMicrotask(() =>
      this.push(
        "error" in a
          ? { type: "response", command: msg["command"], transaction: msg["transaction"], status: "error", error: { code: a.error, message: a.error } }
          : { type: "response", command: msg["command"], transaction: msg["transaction"], status: "ok", data: a },
      ),
    );
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const SECRET = new Uint8Array(32).fill(9);
const snapshot = (over: Record<string, unknown> = {}) => ({
  protocol: 1,
  table_id: "t-1",
  seq: 5,
  name: "Kitchen",
  status: "playing",
  options: { turn_time: 30 },
  max_seats: 4,
  round_choices: [2, 1, 3],
  seats: [
    { seat: 0, name: "Anna", kind: "human", connected: true, bot: null },
    { seat: 1, name: "Ben", kind: "human", connected: false, bot: null },
    { seat: 2, name: null, kind: "empty", connected: false, bot: null },
  ],
  paused: false,
  now: 1000,
  game: { phase: "turn", rows: [], deadline: 31000 },
  ...over,
});

function setup(storage = new MemStorage()) {
  const sock = new FakeSocket();
  const t = new WsTransport({ url: "ws://x/ws", storage, socket: () => sock });
  const got: TransportMessage[] = [];
  t.connect((m) => got.push(m));
  return { sock, t, got, storage };
}

describe("WsTransport", () => {
  it("on open: pings, subscribes to the lobby and lists tables", async () => {
    const { sock, got } = setup();
    sock.answers["ping"] = { host_id: "h", protocol: 1, bot_levels: ["easy", "hard"], web_url: "http://192.168.1.2:8080/" };
    sock.answers["table/list"] = { tables: [{ table_id: "t-1", name: "Kitchen", status: "lobby", seq: 1, max_seats: 4, seats: [{ seat: 0, name: "Anna", kind: "human" }, { seat: 1, name: null, kind: "empty" }] }] };
    sock.open();
    await flush();
    expect(sock.sent.map((m) => m["command"])).toEqual(["ping", "host/info", "ws/lobby", "table/list"]);
    expect(got).toContainEqual({ kind: "status", status: "open" });
    expect(got).toContainEqual({ kind: "bot_levels", levels: ["easy", "hard"] });
    expect(got).toContainEqual({ kind: "lan_url", url: "http://192.168.1.2:8080/" });
    const tables = got.find((m) => m.kind === "tables");
    expect(tables).toEqual({ kind: "tables", tables: [{ id: "t-1", name: "Kitchen", status: "lobby", seats: [{ seat: 0, name: "Anna", bot: null, you: false }], max_players: 4 }] });
  });

  it("the lobby learns when a table started and who is away, where the host says", async () => {
    const { sock, got } = setup();
    const seats = [
      { seat: 0, name: "Anna", kind: "human", connected: true, bot: null },
      { seat: 1, name: "Ben", kind: "human", connected: false, bot: null },
    ];
    sock.answers["table/list"] = { tables: [{ table_id: "t-1", name: "Kitchen", status: "playing", seq: 9, max_seats: 2, created: 1000, started: 2000, seats }] };
    sock.open();
    await flush();
    const tables = got.find((m) => m.kind === "tables") as { tables: { created: number; started: number; seats: { connected?: boolean }[] }[] };
    expect(tables.tables[0]).toMatchObject({ created: 1000, started: 2000 });
    expect(tables.tables[0]!.seats.map((x) => x.connected)).toEqual([true, false]);
  });

  it("asks the host for its games; the lobby does not wait for the answer", async () => {
    const { sock, got } = setup();
    const pond = { name: "pond", title: { en: "Duck Pond" }, players: [2, 6], bot_levels: ["easy"] };
    sock.answers["host/info"] = { info: { games: [pond, { no: "name" }] } };
    sock.open();
    await flush();
    const games = got.filter((m) => m.kind === "games");
    expect(games).toHaveLength(1);
    expect((games[0] as { games: { name: string; players: number[]; bot_levels: string[] }[] }).games.map((g) => [g.name, g.players, g.bot_levels])).toEqual([
      ["pond", [2, 6], ["easy"]],
    ]);
  });

  it("tables and the shown table carry their game, when the host names it", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, got } = setup(storage);
    sock.answers["table/list"] = { tables: [{ table_id: "t-1", name: "Kitchen", ruleset: "pond", status: "lobby", seq: 1, max_seats: 4, seats: [] }] };
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot({ ruleset: "pond" }) };
    sock.open();
    await flush();
    await flush();
    const list = got.find((m) => m.kind === "tables") as { tables: { ruleset?: string }[] };
    expect(list.tables[0]!.ruleset).toBe("pond");
    const shown = got.filter((m) => m.kind === "table" && m.table) as { table: { ruleset?: string } }[];
    expect(shown[shown.length - 1]!.table.ruleset).toBe("pond");
  });

  it("an older host without host/info: no games message, the lobby works as before", async () => {
    const { sock, got } = setup();
    sock.answers["host/info"] = { error: "unknown_command" };
    sock.answers["table/list"] = { tables: [] };
    sock.open();
    await flush();
    expect(got.filter((m) => m.kind === "games")).toEqual([]);
    expect(got.filter((m) => m.kind === "error")).toEqual([]); // not an error the user sees
    expect(got).toContainEqual({ kind: "tables", tables: [] });
  });

  it("falls back to the host's bot levels", async () => {
    const { sock, got } = setup();
    sock.open();
    await flush();
    expect(got).toContainEqual({ kind: "bot_levels", levels: ["random", "easy", "medium", "hard"] });
  });

  it("resumes a stored seat after a reload: ws/auth with a valid MAC, never the public id alone", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 1, secret: b64e(SECRET) }));
    const { sock, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    const auth = sock.sent.find((m) => m["command"] === "ws/auth")!;
    expect(auth["table_id"]).toBe("t-1");
    expect(auth["seat"]).toBe(1);
    const a = auth["auth"] as { role: string; nonce: number; mac: string };
    expect(a.role).toBe("seat");
    const { command: _c, ...req } = auth;
    void _c;
    expect(sign("ws/auth", req, deriveKeys(SECRET).mac)).toBe(a.mac);
    // the secret itself never travels
    expect(JSON.stringify(sock.sent)).not.toContain(b64e(SECRET));
    const table = got.find((m) => m.kind === "table" && m.table);
    expect(table).toMatchObject({ table: { id: "t-1", name: "Kitchen", owner: false, seats: [{ seat: 0, you: false }, { seat: 1, you: true, connected: false }] } });
    const pub = got.find((m) => m.kind === "public");
    expect(pub).toMatchObject({ view: { phase: "turn", now: 1000, seq: 5, paused: false } });
  });

  it("forgets a credential the host no longer accepts", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 1, secret: b64e(SECRET) }));
    const { sock, got } = setup(storage);
    sock.answers["ws/auth"] = { error: "unknown_table" };
    sock.open();
    await flush();
    await flush();
    expect(storage.getItem("duckdown.seat.t-1")).toBeNull();
    expect(storage.getItem("duckdown.current")).toBeNull();
    expect(got).toContainEqual({ kind: "error", code: "unknown_table", message: "unknown_table" });
  });

  it("signs game actions with increasing nonces", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, t } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    await t.act({ type: "draw" });
    await t.act({ type: "replace", slot: 2 });
    const acts = sock.sent.filter((m) => m["command"] === "game/action");
    expect(acts.map((m) => m["action"])).toEqual([{ type: "draw" }, { type: "replace", slot: 2 }]);
    const nonces = acts.map((m) => (m["auth"] as { nonce: number }).nonce);
    expect(nonces[1]).toBeGreaterThan(nonces[0]!);
    for (const m of acts) {
      const { command: _c, ...req } = m;
      void _c;
      expect(sign("game/action", req, deriveKeys(SECRET).mac)).toBe((m["auth"] as { mac: string }).mac);
    }
  });

  it("refuses to act without a seat", async () => {
    const { sock, t } = setup();
    sock.open();
    await flush();
    await expect(t.act({ type: "draw" })).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("rejects with the host's error code", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, t } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    sock.answers["game/action"] = { error: "illegal_action" };
    await expect(t.act({ type: "take" })).rejects.toMatchObject({ code: "illegal_action" });
  });

  it("seated: engine events come from private messages once, lobby events from the public feed", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    got.length = 0;
    sock.push({ type: "public", table_id: "t-1", snapshot: snapshot({ seq: 6, now: 2000 }) });
    sock.push({ type: "event", table_id: "t-1", seq: 6, event: { type: "drew", seat: 0, source: "deck" } });
    sock.push({ type: "event", table_id: "t-1", seq: 6, event: { type: "presence", seat: 1, connected: true } });
    // any game's event, not only Duck Down's: only the host's lobby events pass while seated
    sock.push({ type: "event", table_id: "t-1", seq: 6, event: { type: "guessed", seat: 1 } });
    const priv = { type: "private", table_id: "t-1", seat: 0, seq: 6, view: { seat: 0, phase: "turn", legal: ["throw"] }, events: [{ type: "drew", seat: 0, source: "deck", card: 7 }] };
    sock.push(priv);
    sock.push(priv); // a repeat: no second event
    sock.push({ ...priv, seq: 4 }); // an old one: ignored
    const events = got.filter((m) => m.kind === "event").map((m) => (m as { event: unknown }).event);
    expect(events).toEqual([{ type: "presence", seat: 1, connected: true }, { type: "drew", seat: 0, source: "deck", card: 7 }]);
    const seats = got.filter((m) => m.kind === "seat");
    expect(seats).toHaveLength(2);
    expect((seats[0] as { view: { seq: number; now: number } }).view.seq).toBe(6);
    expect((seats[0] as { view: { now: number } }).view.now).toBeGreaterThanOrEqual(2000);
  });

  it("after a reload the log comes back: the seat's signed history, then the live events it does not hold", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.answers["table/history"] = { seq: 6, complete: true, events: [{ seq: 4, event: { type: "round_started", round: 1 } }, { seq: 6, event: { type: "drew", seat: 0, card: 7 } }] };
    const send = sock.send.bind(sock);
    sock.send = (data: string) => {
      // live messages that cross the history on the wire: one it holds (seq 6), one after it
      if ((JSON.parse(data) as { command: string }).command === "table/history") {
        sock.push({ type: "private", table_id: "t-1", seat: 0, seq: 6, view: null, events: [{ type: "drew", seat: 0, card: 7 }] });
        sock.push({ type: "private", table_id: "t-1", seat: 0, seq: 7, view: null, events: [{ type: "threw", seat: 0, card: 7 }] });
      }
      send(data);
    };
    sock.open();
    for (let i = 0; i < 4; i++) await flush();
    const asked = sock.sent.find((m) => m["command"] === "table/history")!;
    expect(asked["seat"]).toBe(0);
    const a = asked["auth"] as { role: string; mac: string };
    const { command: _c, ...req } = asked;
    void _c;
    expect(a.role).toBe("seat");
    expect(sign("table/history", req, deriveKeys(SECRET).mac)).toBe(a.mac);
    const order = got.filter((m) => m.kind === "history" || m.kind === "event");
    expect(order).toEqual([
      { kind: "history", events: [{ type: "round_started", round: 1 }, { type: "drew", seat: 0, card: 7 }] },
      { kind: "event", event: { type: "threw", seat: 0, card: 7 } },
    ]);
  });

  it("a spectator's history is the public one; an older host without it keeps the live events", async () => {
    const { sock, t, got } = setup();
    sock.answers["table/spectate"] = { snapshot: snapshot() };
    sock.answers["table/history"] = { error: "unknown_command" };
    sock.open();
    await flush();
    const send = sock.send.bind(sock);
    sock.send = (data: string) => {
      if ((JSON.parse(data) as { command: string }).command === "table/history") {
        sock.push({ type: "event", table_id: "t-1", seq: 6, event: { type: "drew", seat: 1 } });
      }
      send(data);
    };
    await t.lobby({ command: "spectate", table: "t-1" } as never);
    await flush();
    const asked = sock.sent.find((m) => m["command"] === "table/history")!;
    expect(asked["auth"]).toBeUndefined();
    expect(asked["seat"]).toBeUndefined();
    expect(got.filter((m) => m.kind === "history")).toEqual([]);
    expect(got.filter((m) => m.kind === "event")).toEqual([{ kind: "event", event: { type: "drew", seat: 1 } }]);
  });

  it("ignores other tables and other seats", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    got.length = 0;
    sock.push({ type: "public", table_id: "t-2", snapshot: snapshot({ table_id: "t-2", seq: 9 }) });
    sock.push({ type: "event", table_id: "t-2", seq: 9, event: { type: "presence", seat: 1 } });
    sock.push({ type: "private", table_id: "t-1", seat: 1, seq: 9, view: { seat: 1 }, events: [] });
    sock.push({ type: "public", table_id: "t-1", snapshot: snapshot({ seq: 3 }) }); // stale
    sock.push("not json");
    expect(got).toEqual([]);
  });

  it("spectating: public views and all public events", async () => {
    const { sock, t, got } = setup();
    sock.answers["table/spectate"] = { snapshot: snapshot(), config: {} };
    sock.open();
    await flush();
    await t.lobby({ command: "spectate", table: "t-1" });
    expect(sock.sent.map((m) => m["command"])).toContain("ws/watch");
    expect(got).toContainEqual(expect.objectContaining({ kind: "table", spectator: true }));
    sock.push({ type: "event", table_id: "t-1", seq: 6, event: { type: "drew", seat: 0, source: "deck" } });
    expect(got[got.length - 1]).toEqual({ kind: "event", event: { type: "drew", seat: 0, source: "deck" } });
  });

  it("create: sends a fresh client key and the options; owner commands need the owner secret", async () => {
    // Opening the host's sealed boxes is covered by crypto.test.ts and the browser tests.
    const storage = new MemStorage();
    const { sock, t } = setup(storage);
    sock.open();
    await flush();
    sock.answers["table/create"] = { error: "invalid_config" };
    await expect(t.lobby({ command: "create", name: "Anna", tableName: "Kitchen", ruleset: "duck_down", options: { turn_time: -1 } })).rejects.toMatchObject({ code: "invalid_config" });
    const create = sock.sent.find((m) => m["command"] === "table/create")!;
    expect(create["name"]).toBe("Kitchen");
    expect(create["ruleset"]).toBe("duck_down");
    expect(create["options"]).toEqual({ turn_time: -1 });
    expect(String(create["client_key"])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // owner commands need the owner secret
    await expect(t.lobby({ command: "add_bot", level: "easy" })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("owner commands are signed with the owner secret", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const owner = new Uint8Array(32).fill(3);
    storage.setItem("duckdown.owner.t-1", b64e(owner));
    const { sock, t, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot({ status: "lobby", game: null }) };
    sock.open();
    await flush();
    await flush();
    expect(got).toContainEqual(expect.objectContaining({ kind: "table", table: expect.objectContaining({ owner: true, round_choices: [2, 1, 3] }) }));
    await t.lobby({ command: "add_bot", level: "hard" });
    await t.lobby({ command: "start", rounds: 3 });
    for (const cmd of ["table/add_bot", "table/start"]) {
      const m = sock.sent.find((x) => x["command"] === cmd)!;
      const a = m["auth"] as { role: string; mac: string };
      expect(a.role).toBe("owner");
      const { command: _c, ...req } = m;
      void _c;
      expect(sign(cmd, req, deriveKeys(b64d(b64e(owner))).mac)).toBe(a.mac);
    }
    expect(sock.sent.find((x) => x["command"] === "table/start")!["rounds"]).toBe(3);
  });

  it("an owner's game action is game/action signed with the owner secret, with no seat", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const owner = new Uint8Array(32).fill(3);
    storage.setItem("duckdown.owner.t-1", b64e(owner));
    const { sock, t } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    await t.act({ type: "deal" }, { owner: true });
    await t.act({ type: "draw" });
    const acts = sock.sent.filter((m) => m["command"] === "game/action");
    expect(acts.map((m) => [m["action"], m["seat"], (m["auth"] as { role: string }).role])).toEqual([
      [{ type: "deal" }, undefined, "owner"],
      [{ type: "draw" }, 0, "seat"],
    ]);
    const { command: _c, ...req } = acts[0]!;
    void _c;
    expect(sign("game/action", req, deriveKeys(owner).mac)).toBe((acts[0]!["auth"] as { mac: string }).mac);
    // without the owner secret there is nothing to sign with
    storage.removeItem("duckdown.owner.t-1");
    await expect(t.act({ type: "deal" }, { owner: true })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("seat commands: others' seats with the owner secret, your own with the seat secret", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const owner = new Uint8Array(32).fill(3);
    storage.setItem("duckdown.owner.t-1", b64e(owner));
    const { sock, t, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    expect(got).toContainEqual(
      expect.objectContaining({ kind: "table", table: expect.objectContaining({ seats: [expect.objectContaining({ kind: "human" }), expect.objectContaining({ kind: "human", connected: false })] }) }),
    );
    await t.lobby({ command: "seat/bot", seat: 1, level: "medium" });
    await t.lobby({ command: "seat/take_back", seat: 1 });
    await t.lobby({ command: "seat/bot", seat: 0, level: "hard" });
    await t.lobby({ command: "seat/take_back", seat: 0 });
    await t.lobby({ command: "table/remove_bot", seat: 2 });
    const sent = sock.sent.filter((m) => ["seat/bot", "seat/take_back", "table/remove_bot"].includes(m["command"] as string));
    const keyOf = (role: string) => deriveKeys(role === "owner" ? owner : SECRET).mac;
    for (const m of sent) {
      const { command, ...req } = m;
      const a = m["auth"] as { role: string; mac: string };
      expect(sign(command as string, req, keyOf(a.role))).toBe(a.mac);
    }
    expect(sent.map((m) => [m["command"], m["seat"], m["level"], (m["auth"] as { role: string }).role])).toEqual([
      ["seat/bot", 1, "medium", "owner"],
      ["seat/take_back", 1, undefined, "owner"],
      ["seat/bot", 0, "hard", "seat"],
      ["seat/take_back", 0, undefined, "seat"],
      ["table/remove_bot", 2, undefined, "owner"],
    ]);
    expect(sent.every((m) => m["table_id"] === "t-1")).toBe(true);
  });

  it("seat commands for others need the owner secret", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, t } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    await expect(t.lobby({ command: "seat/bot", seat: 1, level: "easy" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(t.lobby({ command: "table/delete" })).rejects.toMatchObject({ code: "forbidden" });
    expect(sock.sent.some((m) => m["command"] === "seat/bot" || m["command"] === "table/delete")).toBe(false);
    expect(t.capabilities).toEqual({ seatBot: true, takeBack: true, removeBot: true, deleteTable: true });
  });

  it("deleting the table forgets its credentials and goes back to the list", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    storage.setItem("duckdown.owner.t-1", b64e(new Uint8Array(32).fill(3)));
    const { sock, t, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot({ status: "lobby", game: null }) };
    sock.open();
    await flush();
    await flush();
    await t.lobby({ command: "table/delete" });
    const del = sock.sent.find((m) => m["command"] === "table/delete")!;
    expect(del["table_id"]).toBe("t-1");
    expect((del["auth"] as { role: string }).role).toBe("owner");
    expect(storage.getItem("duckdown.seat.t-1")).toBeNull();
    expect(storage.getItem("duckdown.owner.t-1")).toBeNull();
    expect(storage.getItem("duckdown.current")).toBeNull();
    expect(got).toContainEqual({ kind: "table", table: null });
    expect(sock.sent[sock.sent.length - 1]!["command"]).toBe("table/list");
  });

  it("leave in the lobby gives the seat up and forgets the credential", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, t, got } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot({ status: "lobby", game: null }) };
    sock.open();
    await flush();
    await flush();
    await t.lobby({ command: "leave" });
    expect(sock.sent.map((m) => m["command"])).toContain("table/leave");
    expect(storage.getItem("duckdown.seat.t-1")).toBeNull();
    expect(got[got.length - 2]).toEqual({ kind: "table", table: null });
  });

  it("leave during a game keeps the credential to come back", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    const { sock, t } = setup(storage);
    sock.answers["ws/auth"] = { seq: 5, snapshot: snapshot() };
    sock.open();
    await flush();
    await flush();
    await t.lobby({ command: "leave" });
    expect(storage.getItem("duckdown.seat.t-1")).not.toBeNull();
    expect(storage.getItem("duckdown.current")).toBeNull();
  });

  it("leave after the game keeps the seat and owner credentials: the owner may play again", async () => {
    const storage = new MemStorage();
    storage.setItem("duckdown.current", "t-1");
    storage.setItem("duckdown.seat.t-1", JSON.stringify({ seat: 0, secret: b64e(SECRET) }));
    storage.setItem("duckdown.owner.t-1", b64e(new Uint8Array(32).fill(3)));
    const { sock, t } = setup(storage);
    sock.answers["ws/auth"] = { seq: 9, snapshot: snapshot({ status: "over", game: { phase: "over", rows: [] } }) };
    sock.open();
    await flush();
    await flush();
    await t.lobby({ command: "leave" });
    expect(sock.sent.map((m) => m["command"])).toContain("table/leave");
    expect(storage.getItem("duckdown.seat.t-1")).not.toBeNull();
    expect(storage.getItem("duckdown.owner.t-1")).not.toBeNull();
    expect(storage.getItem("duckdown.current")).toBeNull();
  });

  it("reconnects after the socket closes, and pending requests fail", async () => {
    vi.useFakeTimers();
    try {
      const socks: FakeSocket[] = [];
      const t = new WsTransport({ url: "ws://x/ws", storage: new MemStorage(), socket: () => (socks.push(new FakeSocket()), socks[socks.length - 1]!), retryMs: 100 });
      const got: TransportMessage[] = [];
      t.connect((m) => got.push(m));
      socks[0]!.open();
      const p = t.request("ping", {});
      socks[0]!.close();
      await expect(p).rejects.toMatchObject({ code: "disconnected" });
      expect(got).toContainEqual({ kind: "status", status: "closed" });
      vi.advanceTimersByTime(150);
      expect(socks).toHaveLength(2);
      t.close();
      vi.advanceTimersByTime(10_000);
      expect(socks).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("URLs", () => {
  it("the WebSocket is relative to the page, also under an ingress prefix", async () => {
    const { defaultWsUrl } = await import("../src/transport/ws.js");
    const g = globalThis as unknown as { location?: { href: string } };
    const saved = g.location;
    try {
      g.location = { href: "https://ha.local:8123/api/hassio_ingress/XYZ/?x=1#top" };
      expect(defaultWsUrl()).toBe("wss://ha.local:8123/api/hassio_ingress/XYZ/ws");
      g.location = { href: "http://192.168.1.20:8080/" };
      expect(defaultWsUrl()).toBe("ws://192.168.1.20:8080/ws");
    } finally {
      g.location = saved;
    }
  });
});
