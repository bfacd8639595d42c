// The Lovelace card's configuration and the pure mapping from the integration's data to what
// <duck-down-table> takes. No DOM and no Home Assistant here, so Vitest can check all of it.

import { parseGames } from "../games/info.js";
import type { GameView, TableInfo, TableSeat } from "../types.js";

export const CARD_TYPE = "duck-down-card";
export const EDITOR_TYPE = "duck-down-card-editor";
export const MODES = ["auto", "table", "hand"] as const;
export type Mode = (typeof MODES)[number];

/** The card's YAML, validated. */
export interface CardConfig {
  type: string;
  /** A table id (`t-...`) or the table's HA device id; absent: the card shows the lobby. */
  table?: string;
  /** `table`: the public table only (wall tablet); `hand`: the table plus your own hand and
   *  actions (phone); `auto`: `hand` when you hold a seat at the table, else `table`. */
  mode: Mode;
  /** A heading above the table. */
  title?: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const KEYS = new Set(["type", "table", "mode", "title", "view_layout", "grid_options", "layout_options", "visibility"]);

/** Check a card config; throws a ConfigError that HA shows as the card's error. */
export function validateConfig(raw: unknown): CardConfig {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new ConfigError("Invalid configuration: expected a mapping");
  const c = raw as Record<string, unknown>;
  const unknown = Object.keys(c).filter((k) => !KEYS.has(k));
  if (unknown.length) throw new ConfigError(`Unknown option${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (allowed: table, mode, title)`);
  const mode = c["mode"] ?? "auto";
  if (typeof mode !== "string" || !(MODES as readonly string[]).includes(mode))
    throw new ConfigError(`Invalid mode ${JSON.stringify(mode)}: use one of ${MODES.join(", ")}`);
  const table = c["table"];
  if (table !== undefined && table !== null && (typeof table !== "string" || !table.trim()))
    throw new ConfigError("Invalid table: give the table's id or its device id (a non-empty string)");
  const title = c["title"];
  if (title !== undefined && title !== null && typeof title !== "string") throw new ConfigError("Invalid title: expected text");
  const out: CardConfig = { ...(c as object), type: typeof c["type"] === "string" ? (c["type"] as string) : `custom:${CARD_TYPE}`, mode: mode as Mode };
  if (typeof table === "string") out.table = table.trim();
  else delete out.table;
  if (typeof title === "string" && title) out.title = title;
  else delete out.title;
  return out;
}

// ------------------------------------------------------------------ the integration's data

/** A seat of a public snapshot (docs/protocol.md). */
export interface SnapshotSeat {
  seat: number;
  name: string | null;
  kind: "empty" | "human" | "bot" | string;
  connected?: boolean;
  bot?: string | null;
}

/** One table as `duck_down/card/subscribe_tables` sends it. */
export interface CardTable {
  config_entry_id: string;
  table_id: string;
  device_id: string | null;
  name: string;
  /** the game played here, when the integration says */
  ruleset?: string;
  status: "lobby" | "playing" | "over" | string | null;
  seq: number | null;
  options: Record<string, unknown>;
  max_seats: number | null;
  round_choices: number[];
  seats: SnapshotSeat[];
  paused: boolean;
  now: number | null;
  game: GameView | null;
  available?: boolean;
  /** The seat the logged-in user holds here, or null. */
  your_seat: number | null;
  /** The logged-in user created the table (may add bots and start). */
  owner: boolean;
}

export interface CardTables {
  tables: CardTable[];
  bot_levels: string[];
  /** the hosts' games (host info `games`), when the integration lists them */
  games?: unknown;
}

/** The message of `duck_down/subscribe_view`: the user's own seat. */
export interface SeatMessage {
  table_id: string;
  seat: number;
  seq: number | null;
  view: (GameView & { seat: number }) | null;
  events: { type: string; [k: string]: unknown }[];
}

/** The table a config points at (by table id or device id). */
export function findTable(tables: CardTable[], ref: string | undefined): CardTable | undefined {
  if (!ref) return undefined;
  return tables.find((t) => t.table_id === ref) ?? tables.find((t) => t.device_id === ref);
}

/** The table the card follows: the configured one, else the one the user sits at (or watches). */
export function currentTable(tables: CardTable[], config: Pick<CardConfig, "table">, watching: string | null): CardTable | undefined {
  if (config.table) return findTable(tables, config.table);
  if (watching) {
    const w = findTable(tables, watching);
    if (w) return w;
  }
  const mine = tables.filter((t) => t.your_seat !== null);
  return mine.find((t) => t.status === "playing") ?? mine.find((t) => t.status === "lobby") ?? undefined;
}

/** The mode actually shown. */
export function effectiveMode(mode: Mode, table: CardTable | undefined): "table" | "hand" {
  if (mode === "auto") return table && table.your_seat !== null ? "hand" : "table";
  return mode;
}

/**
 * Whether the card offers the user a seat at `t`: not seated, and the table in its lobby or, for
 * a game whose players join at any time (host info `join: any_time`), already playing.
 */
export function joinable(t: CardTable, games: unknown): boolean {
  if (t.your_seat !== null) return false;
  if (t.status === "lobby") return true;
  const game = t.ruleset ?? t.game?.ruleset;
  return t.status === "playing" && !!parseGames(games)?.some((g) => g.name === game && g.join === "any_time");
}

/** Lobby information for <duck-down-table>, from a public snapshot. */
export function tableInfo(t: CardTable, spectator: boolean): TableInfo {
  const seats: TableSeat[] = t.seats
    .filter((s) => s.kind !== "empty")
    .map((s) => ({
      seat: s.seat,
      name: s.name ?? `Seat ${s.seat + 1}`,
      kind: s.kind === "bot" ? ("bot" as const) : ("human" as const),
      bot: s.bot ?? (s.kind === "bot" ? "bot" : null),
      connected: s.connected,
      you: !spectator && t.your_seat === s.seat,
    }));
  return {
    id: t.table_id,
    name: t.name,
    ruleset: t.ruleset ?? t.game?.ruleset,
    status: t.status ?? "lobby",
    seats,
    options: t.options,
    round_choices: t.round_choices,
    owner: t.owner && !spectator,
    max_players: t.max_seats ?? undefined,
    min_players: 2,
    available: t.available,
  };
}

/** The public view for <duck-down-table>, with the snapshot's clock. */
export function publicView(t: CardTable): GameView | null {
  if (!t.game) return null;
  return { ...t.game, now: t.now ?? t.game.now, seq: t.seq ?? t.game.seq };
}

// ------------------------------------------------------------------ card API helpers

/** Rows of 50 px the card needs (masonry views). */
export function cardSize(mode: "table" | "hand"): number {
  return mode === "hand" ? 12 : 9;
}

/** Sections view sizing: the whole width (12 columns) and tall. */
export function gridOptions(mode: Mode): { columns: number | "full"; rows: number | "auto"; min_columns: number; min_rows: number } {
  return { columns: "full", rows: "auto", min_columns: mode === "hand" ? 6 : 9, min_rows: 6 };
}

/** The entity registry and device registry entries HA gives the frontend (a subset). */
export interface HassLike {
  entities?: Record<string, { entity_id: string; device_id?: string | null; platform?: string }>;
  devices?: Record<string, { id: string; name?: string | null; name_by_user?: string | null; model?: string | null; identifiers?: [string, string][] }>;
}

/** The table devices HA knows (for the editor's picker and the stub config). */
export function tableDevices(hass: HassLike | undefined): { id: string; name: string }[] {
  if (!hass?.entities || !hass.devices) return [];
  const ids = new Set<string>();
  for (const e of Object.values(hass.entities)) if (e.platform === "duck_down" && e.device_id) ids.add(e.device_id);
  const out: { id: string; name: string }[] = [];
  for (const id of ids) {
    const d = hass.devices[id];
    if (!d) continue;
    if (!/table/i.test(d.model ?? "")) continue;
    out.push({ id, name: d.name_by_user || d.name || id });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** What a new card starts with (the card picker). */
export function stubConfig(hass: HassLike | undefined): Omit<CardConfig, "type"> {
  const first = tableDevices(hass)[0];
  return first ? { table: first.id, mode: "auto" } : { mode: "auto" };
}

/**
 * The height (px) a game may fill on a dashboard: from the table's top to the bottom of the
 * screen, so the moves are in view without a scroll. A table far down the page (another card
 * above it) gets a screen's height under the dashboard's bar (`bar`), to fit once scrolled to.
 * A card with a fixed grid cell (sections view, `grid_options.rows`) fits that cell instead.
 */
export function fitHeight(viewport: number, tableTop: number, bar: number, cellBottom: number | null = null, below = 8): number {
  const top = tableTop <= viewport / 2 ? Math.max(tableTop, bar) : bar;
  const screen = viewport - top - below;
  const cell = cellBottom === null ? Infinity : cellBottom - tableTop;
  return Math.max(320, Math.floor(Math.min(screen, cell)));
}

/** HA's refusals of the integration's own actions name the host's code in their placeholders. */
const WRAPPED = new Set(["host_refused", "host_unreachable"]);

/** A short, human message for a failed call, with the host's code where HA wrapped it. */
export function errorOf(err: unknown): { code: string; message: string } {
  if (err && typeof err === "object") {
    const e = err as { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } };
    const inner = (e.error && typeof e.error === "object" ? e.error : e) as {
      code?: unknown;
      message?: unknown;
      translation_domain?: unknown;
      translation_key?: unknown;
      translation_placeholders?: { code?: unknown; message?: unknown } | null;
    };
    const ph = inner.translation_placeholders;
    if (inner.translation_domain === "duck_down" && typeof inner.translation_key === "string") {
      // the host's refusal inside HA's ServiceValidationError: its own code, so it is translated
      if (WRAPPED.has(inner.translation_key) && ph && typeof ph.code === "string")
        return { code: ph.code, message: typeof ph.message === "string" ? ph.message : ph.code };
      // the integration's own refusal: HA's message says it (in HA's language)
      const said = typeof inner.message === "string" ? inner.message.replace(/^Validation error: /, "") : inner.translation_key;
      return { code: inner.translation_key, message: said };
    }
    const code = typeof inner.code === "string" ? inner.code : typeof inner.code === "number" ? String(inner.code) : "error";
    const message = typeof inner.message === "string" ? inner.message : String(err);
    return { code, message };
  }
  return { code: "error", message: String(err) };
}
