// The card's transport: Home Assistant's own WebSocket connection (the `hass` object the card
// gets), speaking to the Duck Down integration. Public tables come from
// `duck_down/card/subscribe_tables`, the user's own seat from `duck_down/subscribe_view`, the
// log's history after a (re)connect from `duck_down/history` (see log-feed.ts), moves
// go to `duck_down/play`, and lobby, seat and table commands to the integration's actions
// (HA's `call_service` over the same WebSocket). Every call runs as the logged-in HA user; the
// integration checks that user against the seat or the table's owner.

import type { Capabilities, GameAction, GameEvent, LobbyCommand } from "../types.js";
import type { CardTable, CardTables, SeatMessage } from "./config.js";

export type Unsubscribe = () => Promise<void> | void;

/** The part of HA's `hass` object the card uses. */
export interface HassConnectionLike {
  connected?: boolean;
  language?: string;
  user?: { id: string; name: string } | null;
  connection: {
    subscribeMessage<T>(callback: (msg: T) => void, msg: Record<string, unknown>, opts?: { resubscribe?: boolean }): Promise<Unsubscribe>;
  };
  callWS<T>(msg: Record<string, unknown>): Promise<T>;
}

export const DOMAIN = "duck_down";

/** A message of `duck_down/card/subscribe_tables`: all tables, or one public event (with its change's `seq`). */
export type TablesMessage = CardTables | { table_id: string; event: { type: string; [k: string]: unknown }; seq?: number | null };

export function subscribeTables(hass: HassConnectionLike, cb: (m: TablesMessage) => void): Promise<Unsubscribe> {
  return hass.connection.subscribeMessage<TablesMessage>(cb, { type: `${DOMAIN}/card/subscribe_tables` }, { resubscribe: true });
}

export function fetchTables(hass: HassConnectionLike): Promise<CardTables> {
  return hass.callWS<CardTables>({ type: `${DOMAIN}/card/tables` });
}

export function subscribeSeat(hass: HassConnectionLike, table: CardTable, cb: (m: SeatMessage) => void): Promise<Unsubscribe> {
  return hass.connection.subscribeMessage<SeatMessage>(
    cb,
    { type: `${DOMAIN}/subscribe_view`, table_id: table.table_id, config_entry_id: table.config_entry_id },
    { resubscribe: true },
  );
}

/** `duck_down/history`: the table's events so far, each with its change's `seq`. */
export interface HistoryData {
  seq: number | null;
  events: { seq: number; event: GameEvent }[];
  complete?: boolean;
  /** the seat whose view it is; null: the public events */
  seat?: number | null;
}

/**
 * The table's events so far, as the caller's own seat was shown them (the integration signs
 * the host's request with that seat's credential) or, with `publicOnly` or without a seat
 * there, the public ones (a wall tablet).
 */
export function fetchHistory(hass: HassConnectionLike, table: CardTable, publicOnly: boolean): Promise<HistoryData> {
  const msg: Record<string, unknown> = { type: `${DOMAIN}/history`, table_id: table.table_id, config_entry_id: table.config_entry_id };
  if (publicOnly) msg["public"] = true;
  return hass.callWS<HistoryData>(msg);
}

/** A move of the caller's seat; `owner`: the table owner's action for the table (no seat). */
export function play(hass: HassConnectionLike, table: CardTable, action: GameAction, owner = false): Promise<{ seq: number | null }> {
  const msg: Record<string, unknown> = { type: `${DOMAIN}/play`, table_id: table.table_id, config_entry_id: table.config_entry_id, action };
  if (owner) msg["owner"] = true; // sent only when set: an integration without owner actions refuses the field
  return hass.callWS(msg);
}

/** One of the integration's actions, as the logged-in user; returns its response data. */
export async function callAction<T = Record<string, unknown> | null>(
  hass: HassConnectionLike,
  service: string,
  data: Record<string, unknown>,
  response = false,
): Promise<T> {
  const msg: Record<string, unknown> = { type: "call_service", domain: DOMAIN, service, service_data: data };
  if (response) msg["return_response"] = true;
  const r = await hass.callWS<{ response?: T }>(msg);
  return (r?.response ?? null) as T;
}

/**
 * Every seat and table command has an action (services.yaml): `hand_to_bot`, `take_back`,
 * `remove_bot`, `delete_table`. The card offers them exactly where the browser table does; the
 * integration signs each with a credential the caller holds (their own seat's, or the owner's
 * for another player's seat) and refuses the rest.
 */
export const HA_CAPABILITIES: Capabilities = { seatBot: true, takeBack: true, removeBot: true, deleteTable: true };

/** The bot levels the integration's actions take (`add_bot`, `hand_to_bot`: services.yaml). */
export const HA_BOT_LEVELS: readonly string[] = ["easy", "medium", "hard"];

/**
 * The levels the card offers: the hosts' levels that the actions take, in the hosts' order
 * (a host may also offer levels such as `random` that the actions refuse); the actions' own
 * levels when the hosts name none of them.
 */
export function cardBotLevels(hostLevels: readonly string[]): string[] {
  const usable = hostLevels.filter((l) => HA_BOT_LEVELS.includes(l));
  return usable.length ? usable : [...HA_BOT_LEVELS];
}

/** What a lobby command needs to know about where the card is. */
export interface LobbyContext {
  hass: HassConnectionLike;
  /** the table the card shows, if any */
  table: CardTable | undefined;
  /** the table a command names (join / spectate), looked up by id */
  byId: (id: string) => CardTable | undefined;
  /** the only host's entry, when there is one (create needs it only with several hosts) */
  entryId: string | undefined;
  /** the integration lists the hosts' games: `create_table` then takes `game` and `options` */
  games?: boolean;
}

/** The card-level outcome of a lobby command. */
export type LobbyOutcome = { watch: string | null } | { keep: true };

/** Map a <duck-down-table> lobby command to the integration's actions. */
export async function runLobby(cmd: LobbyCommand, ctx: LobbyContext): Promise<LobbyOutcome> {
  const { hass, table } = ctx;
  const at = (t: CardTable) => ({ table_id: t.table_id, config_entry_id: t.config_entry_id });
  switch (cmd.command) {
    case "create": {
      const data: Record<string, unknown> = { name: (cmd.tableName || cmd.name || "Duck Down").slice(0, 48) };
      if (ctx.entryId) data["config_entry_id"] = ctx.entryId;
      // An integration that lists the games takes the game and its options (the host checks
      // them); an older one takes neither, and its table gets the host's default game.
      if (ctx.games) {
        data["game"] = cmd.ruleset;
        data["options"] = cmd.options;
      }
      const created = await callAction<{ table_id?: string } | null>(hass, "create_table", data, true);
      const id = created?.table_id;
      if (!id) throw { code: "bad_response", message: "The table was not created" };
      const join: Record<string, unknown> = { table_id: id };
      if (ctx.entryId) join["config_entry_id"] = ctx.entryId;
      if (cmd.name) join["name"] = cmd.name.slice(0, 32);
      await callAction(hass, "join", join, true);
      return { watch: id };
    }
    case "join": {
      const t = ctx.byId(cmd.table);
      if (!t) throw { code: "unknown_table", message: "This table is gone" };
      if (t.your_seat === null) {
        const data: Record<string, unknown> = at(t);
        if (cmd.name) data["name"] = cmd.name.slice(0, 32);
        await callAction(hass, "join", data, true);
      }
      return { watch: t.table_id };
    }
    case "spectate":
      return { watch: cmd.table };
    case "add_bot":
      if (!table) return { keep: true };
      await callAction(hass, "add_bot", { ...at(table), level: cmd.level }, true);
      return { keep: true };
    case "start": {
      if (!table) return { keep: true };
      const data: Record<string, unknown> = at(table);
      if (cmd.rounds) data["rounds"] = cmd.rounds;
      await callAction(hass, "start", data, true);
      return { keep: true };
    }
    case "table/delete":
      if (!table) return { keep: true };
      await callAction(hass, "delete_table", at(table));
      return { watch: null };
    case "seat/bot":
      // The caller's own seat or (as the owner) another's: the integration picks the credential.
      if (!table) return { keep: true };
      await callAction(hass, "hand_to_bot", { ...at(table), seat: cmd.seat, level: cmd.level });
      return { keep: true };
    case "seat/take_back":
      if (!table) return { keep: true };
      await callAction(hass, "take_back", { ...at(table), seat: cmd.seat });
      return { keep: true };
    case "table/remove_bot":
      if (!table) return { keep: true };
      await callAction(hass, "remove_bot", { ...at(table), seat: cmd.seat });
      return { keep: true };
    case "leave":
      if (table && table.your_seat !== null && table.status !== "over") await callAction(hass, "leave", at(table));
      return { watch: null };
    case "list":
    case "lobby":
      return { watch: null };
  }
}
