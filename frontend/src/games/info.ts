// A game's metadata as the host describes it (host info `games`, docs/protocol.md), read
// defensively: a malformed entry is dropped, a missing field takes its default.

/** A text in several languages: `{"en": "...", "de": "...", "nl": "..."}`. */
export type Texts = Record<string, string>;

/** One property of a game's options schema (JSON Schema, with our `x-` annotations). */
export interface OptionSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  enum?: unknown[];
  /** the field's label, per language */
  "x-label"?: Texts;
  /** a short note under the field, per language */
  "x-hint"?: Texts;
  /** the enum values' labels, per language, in the order of `enum` */
  "x-enum-labels"?: Record<string, string[]>;
  /** shown in the lobby's form */
  "x-lobby"?: boolean;
  [k: string]: unknown;
}

export interface GameInfo {
  name: string;
  title: Texts;
  summary: Texts;
  /** [min, max] */
  players: [number, number];
  options: { type?: string; properties?: Record<string, OptionSchema>; [k: string]: unknown };
  /** which total wins */
  result: "lowest" | "highest";
  /** teams by player count: {"4": [[0, 2], [1, 3]]}, or null */
  teams: Record<string, number[][]> | null;
  length: "rounds" | "target" | "open";
  clock: "game" | "calendar";
  join: "lobby" | "any_time";
  /** weakest to strongest; null: the host did not say (the transport's levels apply) */
  bot_levels: string[] | null;
  events: string[];
}

const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x);

function texts(x: unknown): Texts {
  if (typeof x === "string") return { en: x };
  if (!isObj(x)) return {};
  const out: Texts = {};
  for (const [k, v] of Object.entries(x)) if (typeof v === "string") out[k] = v;
  return out;
}

function strings(x: unknown): string[] {
  return Array.isArray(x) ? x.filter((v): v is string => typeof v === "string") : [];
}

function oneOf<T extends string>(x: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(x as T) ? (x as T) : fallback;
}

/** One game from the host's list, or null when it is not a game description at all. */
export function parseGame(raw: unknown): GameInfo | null {
  if (!isObj(raw) || typeof raw["name"] !== "string" || !raw["name"]) return null;
  const name = raw["name"];
  const p = raw["players"];
  const players: [number, number] =
    Array.isArray(p) && p.length === 2 && p.every((n) => Number.isInteger(n) && n > 0) && p[0] <= p[1] ? [p[0], p[1]] : [1, 99];
  const teams = isObj(raw["teams"]) ? (raw["teams"] as Record<string, number[][]>) : null;
  return {
    name,
    title: { en: name, ...texts(raw["title"]) },
    summary: texts(raw["summary"]),
    players,
    options: isObj(raw["options"]) ? (raw["options"] as GameInfo["options"]) : {},
    result: oneOf(raw["result"], ["lowest", "highest"] as const, "lowest"),
    teams,
    length: oneOf(raw["length"], ["rounds", "target", "open"] as const, "rounds"),
    clock: oneOf(raw["clock"], ["game", "calendar"] as const, "game"),
    join: oneOf(raw["join"], ["lobby", "any_time"] as const, "lobby"),
    bot_levels: Array.isArray(raw["bot_levels"]) ? strings(raw["bot_levels"]) : null,
    events: strings(raw["events"]),
  };
}

/** The host's `games` list, or null when the host sent none (an older host). */
export function parseGames(raw: unknown): GameInfo[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.map(parseGame).filter((g): g is GameInfo => g !== null);
}

/** A text in the UI language, else English, else any. */
export function inLang(t: Texts | undefined, lang: string, fallback = ""): string {
  if (!t) return fallback;
  return t[lang] ?? t["en"] ?? Object.values(t)[0] ?? fallback;
}

/** The teams at a table of `players`, or null (everyone for themselves). */
export function teamsAt(info: GameInfo | undefined, players: number): number[][] | null {
  const teams = info?.teams?.[String(players)];
  return Array.isArray(teams) && teams.length ? teams : null;
}

/** The bot levels to offer: the game's (filtered by what the transport takes), else the transport's. */
export function offeredLevels(info: GameInfo | undefined, transport: readonly string[]): string[] {
  const own = info?.bot_levels;
  if (!own?.length) return [...transport];
  const usable = own.filter((l) => transport.includes(l));
  return usable.length ? usable : [...transport];
}
