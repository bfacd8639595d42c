// The host's WebSocket (docs/protocol.md, "WebSocket transport") behind the Transport interface.
//
// Credentials: the seat secret and the owner secret come sealed to a fresh X25519 key and are
// kept in localStorage under the table id. Public ids (table id, seat number) are never proof:
// every seat or owner command carries a MAC made with the secret.

import type { ConnectionStatus } from "../state.js";
import { parseGames } from "../games/info.js";
import { ALL_CAPABILITIES, DEFAULT_BOT_LEVELS, type ActOptions, type Capabilities, type GameAction, type GameEvent, type GameView, type LobbyCommand, type SeatView, type TableInfo, type TableSeat } from "../types.js";
import { b64d, b64e, deriveKeys, newKeyPair, openSealed, sealAad, sign } from "./crypto.js";
import { TransportError, type Listener, type Transport } from "./types.js";

/**
 * The host's own (lobby) events (docs/protocol.md). A seated client takes these from the public
 * feed; every other event is its game's, and comes richer through the seat's private messages.
 */
const LOBBY_EVENTS = new Set([
  "player_joined",
  "player_left",
  "bot_added",
  "bot_removed",
  "seat_handed_to_bot",
  "seat_taken_back",
  "presence",
  "game_started",
  "table_deleted",
]);


export interface StorageLike {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface WsOptions {
  /** WebSocket URL; default: `ws` relative to the page (works under an ingress prefix). */
  url?: string;
  storage?: StorageLike;
  socket?: (url: string) => SocketLike;
  /** ms between reconnect attempts grows from this */
  retryMs?: number;
  timeoutMs?: number;
}

interface Credential {
  seat: number;
  secret: string;
}

interface Snapshot {
  table_id: string;
  seq: number;
  name?: string;
  ruleset?: string;
  status: string;
  options?: Record<string, unknown>;
  max_seats?: number;
  round_choices?: number[];
  seats: { seat: number; name: string | null; kind: string; connected?: boolean; bot?: string | null }[];
  paused?: boolean;
  now?: number;
  game: GameView | null;
}

type Pending = { resolve: (d: Record<string, unknown>) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> };

const KEY_CURRENT = "duckdown.current";
const keySeat = (t: string) => `duckdown.seat.${t}`;
const keyOwner = (t: string) => `duckdown.owner.${t}`;

export function defaultWsUrl(): string {
  const u = new URL("ws", globalThis.location.href);
  u.protocol = u.protocol === "https:" ? "wss:" : "ws:";
  u.hash = "";
  u.search = "";
  return u.toString();
}

export class WsTransport implements Transport {
  /** The host's protocol has every seat and table command. */
  readonly capabilities: Capabilities = ALL_CAPABILITIES;
  private listener: Listener = () => undefined;
  private sock: SocketLike | null = null;
  private closed = false;
  private pending = new Map<string, Pending>();
  private txn = 0;
  private nonce = 0;
  private retry = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private storage: StorageLike;
  /** the table this client sits at or watches */
  private tableId: string | null = null;
  private seat: number | null = null;
  private spectator = false;
  private snapshot: { snap: Snapshot; at: number } | null = null;
  private lastPrivateSeq = -1;
  /**
   * While the table's history is on its way: the live events that arrive meanwhile, with their
   * seq, to follow the history (those it already holds are dropped). Null: events go straight on.
   */
  private held: { seq: number; event: GameEvent }[] | null = null;

  constructor(private opts: WsOptions = {}) {
    this.storage = opts.storage ?? globalThis.localStorage;
  }

  // ---------------------------------------------------------------- Transport

  connect(listener: Listener): void {
    this.listener = listener;
    this.closed = false;
    this.open();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.sock?.close();
    this.sock = null;
  }

  async lobby(cmd: LobbyCommand): Promise<void> {
    switch (cmd.command) {
      case "list":
        return this.refreshTables();
      case "create":
        return this.create(cmd.tableName || cmd.name, cmd.name, cmd.ruleset, cmd.options);
      case "join": {
        const cred = this.credential(cmd.table);
        if (cred) return this.resume(cmd.table, cred);
        return this.join(cmd.table, cmd.name);
      }
      case "spectate":
        return this.spectate(cmd.table);
      case "add_bot":
        await this.ownerRequest("table/add_bot", { level: cmd.level });
        return;
      case "start": {
        const extra: Record<string, unknown> = {};
        if (cmd.rounds) extra["rounds"] = cmd.rounds;
        await this.ownerRequest("table/start", extra);
        return;
      }
      case "seat/bot":
        await this.seatOrOwnerRequest("seat/bot", cmd.seat, { level: cmd.level });
        return;
      case "seat/take_back":
        await this.seatOrOwnerRequest("seat/take_back", cmd.seat, {});
        return;
      case "table/remove_bot":
        await this.ownerRequest("table/remove_bot", { seat: cmd.seat });
        return;
      case "table/delete":
        return this.deleteTable();
      case "leave":
        return this.leave(true);
      case "lobby":
        return this.leave(false);
    }
  }

  async act(action: GameAction, opts: ActOptions = {}): Promise<void> {
    // the owner's action for the table: `game/action` signed with the owner secret, no seat
    if (opts.owner) await this.ownerRequest("game/action", { action });
    else await this.seatRequest("game/action", { action });
  }

  // ---------------------------------------------------------------- socket

  private emitStatus(status: ConnectionStatus): void {
    this.listener({ kind: "status", status });
  }

  private open(): void {
    if (this.closed) return;
    this.emitStatus("connecting");
    const url = this.opts.url ?? defaultWsUrl();
    const make = this.opts.socket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
    const sock = make(url);
    this.sock = sock;
    sock.onopen = () => {
      this.retry = 0;
      this.emitStatus("open");
      void this.afterOpen();
    };
    sock.onmessage = (ev) => this.onMessage(ev.data);
    sock.onerror = () => undefined;
    sock.onclose = () => {
      if (this.sock !== sock) return;
      this.sock = null;
      for (const [, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new TransportError("disconnected", "connection lost"));
      }
      this.pending.clear();
      if (this.closed) return;
      this.emitStatus("closed");
      const base = this.opts.retryMs ?? 500;
      const wait = Math.min(10_000, base * 2 ** Math.min(this.retry++, 5));
      this.retryTimer = setTimeout(() => this.open(), wait);
    };
  }

  private async afterOpen(): Promise<void> {
    try {
      const info = await this.request("ping", {});
      const levels = info["bot_levels"];
      this.listener({ kind: "bot_levels", levels: Array.isArray(levels) ? (levels as string[]) : [...DEFAULT_BOT_LEVELS] });
      if (typeof info["web_url"] === "string" && info["web_url"]) this.listener({ kind: "lan_url", url: info["web_url"] });
      void this.hostInfo();
      await this.request("ws/lobby", {});
      await this.refreshTables();
      // Back to where we were: our seat (a reload, a lost connection), or the table we watched.
      const current = this.tableId ?? this.storage.getItem(KEY_CURRENT);
      if (current) {
        const cred = this.credential(current);
        if (cred) await this.resume(current, cred);
        else if (this.spectator) await this.spectate(current);
      }
    } catch (e) {
      this.report(e);
    }
  }

  /** The host's games (`host/info`); an older host has no such request and keeps today's. */
  private async hostInfo(): Promise<void> {
    try {
      const data = await this.request("host/info", {});
      const games = parseGames((data["info"] as Record<string, unknown> | undefined)?.["games"]);
      if (games) this.listener({ kind: "games", games });
    } catch {
      /* unknown_command (an older host), or a lost connection: the registry's games apply */
    }
  }

  private report(e: unknown): void {
    if (e instanceof TransportError) {
      if (e.code !== "disconnected") this.listener({ kind: "error", code: e.code, message: e.message });
    } else {
      this.listener({ kind: "error", code: "client_error", message: String(e) });
    }
  }

  private send(msg: Record<string, unknown>): void {
    if (!this.sock || this.sock.readyState !== 1) throw new TransportError("disconnected", "not connected");
    this.sock.send(JSON.stringify(msg));
  }

  /** One request; resolves with `data`, rejects with the host's error code. */
  request(command: string, fields: Record<string, unknown>, auth?: { role: "seat" | "owner"; secret: Uint8Array }): Promise<Record<string, unknown>> {
    const transaction = `${Date.now().toString(36)}-${++this.txn}`;
    const req: Record<string, unknown> = { transaction, ...fields };
    if (auth) {
      this.nonce = Math.max(this.nonce + 1, Date.now());
      req["auth"] = { role: auth.role, nonce: this.nonce };
      const mac = sign(command, req, deriveKeys(auth.secret).mac);
      req["auth"] = { role: auth.role, nonce: this.nonce, mac };
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new TransportError("timeout", `${command}: no answer`));
      }, this.opts.timeoutMs ?? 10_000);
      this.pending.set(transaction, { resolve, reject, timer });
      try {
        this.send({ command, ...req });
      } catch (e) {
        clearTimeout(timer);
        this.pending.delete(transaction);
        reject(e);
      }
    });
  }

  private seatRequest(command: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    const t = this.tableId;
    const cred = t ? this.credential(t) : null;
    if (!t || !cred) return Promise.reject(new TransportError("unauthorized", "no seat at this table"));
    return this.request(command, { table_id: t, seat: cred.seat, ...fields }, { role: "seat", secret: b64d(cred.secret) });
  }

  private ownerRequest(command: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    const t = this.tableId;
    const owner = t ? this.storage.getItem(keyOwner(t)) : null;
    if (!t || !owner) return Promise.reject(new TransportError("forbidden", "only the table's owner may do this"));
    return this.request(command, { table_id: t, ...fields }, { role: "owner", secret: b64d(owner) });
  }

  /** A command about `seat`: signed with the seat's own credential when it is ours, else the owner's. */
  private seatOrOwnerRequest(command: string, seat: number, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    const cred = this.tableId ? this.credential(this.tableId) : null;
    if (cred && cred.seat === seat) return this.seatRequest(command, fields);
    return this.ownerRequest(command, { seat, ...fields });
  }

  // ---------------------------------------------------------------- credentials

  private credential(tableId: string): Credential | null {
    try {
      const raw = this.storage.getItem(keySeat(tableId));
      if (!raw) return null;
      const c = JSON.parse(raw) as Credential;
      return typeof c.seat === "number" && typeof c.secret === "string" ? c : null;
    } catch {
      return null;
    }
  }

  private forget(tableId: string): void {
    this.storage.removeItem(keySeat(tableId));
    this.storage.removeItem(keyOwner(tableId));
    if (this.storage.getItem(KEY_CURRENT) === tableId) this.storage.removeItem(KEY_CURRENT);
  }

  // ---------------------------------------------------------------- lobby

  private async refreshTables(): Promise<void> {
    const data = await this.request("table/list", {});
    this.onTables((data["tables"] as Record<string, unknown>[]) ?? []);
  }

  private async create(tableName: string, playerName: string, ruleset: string, options: Record<string, unknown>): Promise<void> {
    const kp = newKeyPair();
    const data = await this.request("table/create", { name: tableName, ruleset, options, client_key: kp.publicKey });
    const tableId = data["table_id"] as string;
    const owner = openSealed(data["owner"] as never, kp.secretKey, sealAad(tableId, "owner", null));
    this.storage.setItem(keyOwner(tableId), b64e(owner));
    await this.join(tableId, playerName);
  }

  private async join(tableId: string, name: string): Promise<void> {
    const kp = newKeyPair();
    const data = await this.request("table/join", { table_id: tableId, name, client_key: kp.publicKey });
    const seat = data["seat"] as number;
    const secret = openSealed(data["credential"] as never, kp.secretKey, sealAad(tableId, "seat", seat));
    this.storage.setItem(keySeat(tableId), JSON.stringify({ seat, secret: b64e(secret) }));
    await this.resume(tableId, { seat, secret: b64e(secret) });
  }

  /** Take our seat: authenticate the socket (private messages, presence) and fetch the snapshot. */
  private async resume(tableId: string, cred: Credential): Promise<void> {
    this.switchTable(tableId, cred.seat, false);
    const secret = b64d(cred.secret);
    this.held = [];
    try {
      // ws/auth marks the seat present while the socket is open and sends the seat's view.
      const data = await this.request("ws/auth", { table_id: tableId, seat: cred.seat }, { role: "seat", secret });
      if (data["snapshot"]) this.onPublic(data["snapshot"] as Snapshot);
      this.storage.setItem(KEY_CURRENT, tableId);
      await this.history(tableId, { table_id: tableId, seat: cred.seat }, secret);
    } catch (e) {
      this.release(null);
      if (e instanceof TransportError && ["unauthorized", "unknown_table", "unknown_seat"].includes(e.code)) {
        // The table is gone or the seat was given up: the credential is worth nothing now.
        this.forget(tableId);
        this.switchTable(null, null, false);
      }
      throw e;
    }
  }

  private async spectate(tableId: string): Promise<void> {
    this.switchTable(tableId, null, true);
    this.held = [];
    try {
      const data = await this.request("table/spectate", { table_id: tableId });
      await this.request("ws/watch", { table_id: tableId });
      this.onPublic(data["snapshot"] as Snapshot);
      await this.history(tableId, { table_id: tableId }, null);
    } catch (e) {
      this.release(null);
      throw e;
    }
  }

  /**
   * The table's events so far (`table/history`), as this seat may see them (signed) or as the
   * public does; then the live events that came meanwhile. An older host without the request
   * leaves the log to the live events.
   */
  private async history(tableId: string, fields: Record<string, unknown>, secret: Uint8Array | null): Promise<void> {
    let data: Record<string, unknown>;
    try {
      data = await this.request("table/history", fields, secret ? { role: "seat", secret } : undefined);
    } catch {
      this.release(null);
      return;
    }
    if (this.tableId !== tableId) return;
    const items = (data["events"] as { seq: number; event: GameEvent }[]) ?? [];
    this.listener({ kind: "history", events: items.map((x) => x.event) });
    this.release(typeof data["seq"] === "number" ? data["seq"] : null);
  }

  /** Live events held back while the history came: those after `upTo` (null: all) go on. */
  private release(upTo: number | null): void {
    const held = this.held ?? [];
    this.held = null;
    for (const x of held) if (upTo === null || x.seq > upTo) this.listener({ kind: "event", event: x.event });
  }

  private emitEvent(event: GameEvent, seq: number): void {
    if (this.held) this.held.push({ seq, event });
    else this.listener({ kind: "event", event });
  }

  private async leave(giveUpSeat: boolean): Promise<void> {
    const t = this.tableId;
    if (t && giveUpSeat && this.credential(t)) {
      const status = this.snapshot?.snap.status;
      try {
        await this.seatRequest("table/leave", {});
      } catch (e) {
        this.report(e);
      }
      // In the lobby a left seat is gone. During a game, or after it (the owner may start
      // another with the same seats), the credentials are kept to come back with.
      if (status === "lobby") this.forget(t);
    }
    if (t) {
      try {
        await this.request("ws/unwatch", { table_id: t });
      } catch {
        /* a closed socket watches nothing anyway */
      }
    }
    if (this.storage.getItem(KEY_CURRENT) === t) this.storage.removeItem(KEY_CURRENT);
    this.switchTable(null, null, false);
    await this.refreshTables().catch(() => undefined);
  }

  private async deleteTable(): Promise<void> {
    const t = this.tableId;
    await this.ownerRequest("table/delete", {});
    // The table and its credentials are gone: back to the list.
    if (t) this.forget(t);
    this.switchTable(null, null, false);
    await this.refreshTables().catch(() => undefined);
  }

  private switchTable(tableId: string | null, seat: number | null, spectator: boolean): void {
    const changed = tableId !== this.tableId;
    this.tableId = tableId;
    this.seat = seat;
    this.spectator = spectator;
    if (changed) {
      this.snapshot = null;
      this.lastPrivateSeq = -1;
      this.held = null;
      // Views and events of the old table go; the new table's follow.
      this.listener({ kind: "table", table: null });
    }
  }

  // ---------------------------------------------------------------- incoming

  private onMessage(raw: unknown): void {
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse(String(raw)) as Record<string, unknown>;
    } catch {
      return;
    }
    switch (msg["type"]) {
      case "response": {
        const p = this.pending.get(msg["transaction"] as string);
        if (!p) return;
        this.pending.delete(msg["transaction"] as string);
        clearTimeout(p.timer);
        if (msg["status"] === "ok") p.resolve((msg["data"] as Record<string, unknown>) ?? {});
        else {
          const err = (msg["error"] as { code?: string; message?: string }) ?? {};
          p.reject(new TransportError(err.code ?? "error", err.message ?? err.code ?? "error"));
        }
        return;
      }
      case "public":
        if (msg["table_id"] === this.tableId) this.onPublic(msg["snapshot"] as Snapshot);
        return;
      case "event": {
        if (msg["table_id"] !== this.tableId) return;
        const e = msg["event"] as GameEvent;
        // Seated: engine events come richer through the private messages.
        if (this.seat !== null && !LOBBY_EVENTS.has(e.type)) return;
        this.emitEvent(e, typeof msg["seq"] === "number" ? msg["seq"] : Infinity);
        return;
      }
      case "private":
        if (msg["table_id"] === this.tableId && msg["seat"] === this.seat) this.onPrivate(msg);
        return;
      case "tables":
        this.onTables((msg["tables"] as Record<string, unknown>[]) ?? []);
        return;
      case "deleted":
        if (msg["table_id"] === this.tableId) {
          this.forget(msg["table_id"] as string);
          this.switchTable(null, null, false);
        }
        void this.refreshTables().catch(() => undefined);
        return;
    }
  }

  private tableInfo(s: Snapshot): TableInfo {
    const seats: TableSeat[] = s.seats
      .filter((x) => x.kind !== "empty")
      .map((x) => ({
        seat: x.seat,
        name: x.name ?? `#${x.seat + 1}`,
        kind: x.kind === "bot" ? "bot" : "human",
        bot: x.bot ?? null,
        connected: x.connected,
        you: x.seat === this.seat,
      }));
    return {
      id: s.table_id,
      name: s.name,
      ruleset: s.ruleset,
      status: s.status,
      seats,
      options: s.options,
      round_choices: s.round_choices,
      max_players: s.max_seats,
      owner: !!this.storage.getItem(keyOwner(s.table_id)),
    };
  }

  private onPublic(s: Snapshot): void {
    if (!s || s.table_id !== this.tableId) return;
    if (this.snapshot && s.seq < this.snapshot.snap.seq) return;
    this.snapshot = { snap: s, at: Date.now() };
    this.listener({ kind: "table", table: this.tableInfo(s), spectator: this.spectator });
    if (s.game) this.listener({ kind: "public", view: { ...s.game, now: s.now, paused: s.paused, seq: s.seq } });
  }

  private onPrivate(msg: Record<string, unknown>): void {
    const seq = msg["seq"] as number;
    if (seq < this.lastPrivateSeq) return;
    const repeat = seq === this.lastPrivateSeq;
    this.lastPrivateSeq = seq;
    const view = msg["view"] as SeatView | null;
    if (!repeat) for (const e of (msg["events"] as GameEvent[]) ?? []) this.emitEvent(e, seq);
    if (view) {
      const snap = this.snapshot;
      let now: number | undefined;
      if (snap && typeof snap.snap.now === "number") now = snap.snap.paused ? snap.snap.now : snap.snap.now + (Date.now() - snap.at);
      this.listener({ kind: "seat", view: { ...view, now, paused: snap?.snap.paused, seq } });
    }
  }

  private onTables(list: Record<string, unknown>[]): void {
    const tables: TableInfo[] = list.map((x) => {
      const id = x["table_id"] as string;
      const cred = this.credential(id);
      const seats = ((x["seats"] as { seat: number; name: string | null; kind: string; connected?: boolean }[]) ?? [])
        .filter((s) => s.kind !== "empty")
        .map((s) => {
          const seat: TableSeat = { seat: s.seat, name: s.name ?? `#${s.seat + 1}`, bot: s.kind === "bot" ? "bot" : null, you: !!cred && cred.seat === s.seat };
          // who is there: a host that says so (older hosts do not)
          if (typeof s.connected === "boolean") seat.connected = s.connected;
          return seat;
        });
      const ruleset = typeof x["ruleset"] === "string" ? x["ruleset"] : undefined;
      const table: TableInfo = { id, name: x["name"] as string, ruleset, status: x["status"] as string, seats, max_players: x["max_seats"] as number };
      if (typeof x["created"] === "number") table.created = x["created"];
      if (typeof x["started"] === "number") table.started = x["started"];
      return table;
    });
    this.listener({ kind: "tables", tables });
  }
}
