// The JSON shapes the shell reads without knowing the game (docs/protocol.md), and the lobby's.
// A game's own view fields, actions and events are its board's business (src/games/<game>/).

/** The fields every game's public view carries (docs/frontend.md, "The board interface"). */
export interface GameView {
  /** the game's name: picks the board */
  ruleset: string;
  players: number;
  /** game-specific, "over" at the end */
  phase: string;
  round: number;
  rounds: number | null;
  /** seats whose decision is due now (a game may not send it yet: its rules derive it) */
  to_act?: number[];
  /** game time (ms) at which the current decision times out, or null */
  deadline: number | null;
  /** per seat, or null */
  totals: number[] | null;
  /** the seats that won, at the end; else null */
  winners: number[] | null;
  /** Game time (ms) at which the host built this view, when the host sends it. */
  now?: number;
  /** The table's clock stands still (no human connected). */
  paused?: boolean;
  seq?: number;
  [k: string]: unknown;
}

/** A seat's own view: the public view plus what only this seat sees. */
export interface SeatView extends GameView {
  seat: number;
}

/** A game action as the board sends it; the transport adds the seat. */
export interface GameAction {
  type: string;
  [k: string]: unknown;
}

/** How an action is sent: as this client's seat (the default), or as the table's owner. */
export interface ActOptions {
  /** the table's owner acts for the table, not as a seat (Dutch: dealing the next round) */
  owner?: boolean;
}

export interface GameEvent {
  type: string;
  seat?: number;
  [k: string]: unknown;
}

export type BotLevel = string;

/** The bot levels of a host whose `ping` names none (duckdown.bots), weakest first. */
export const DEFAULT_BOT_LEVELS: readonly BotLevel[] = ["random", "easy", "medium", "hard"];

export interface TableSeat {
  seat: number;
  name: string;
  /** `human` or `bot` (a bot's own seat); absent in older hosts' lists */
  kind?: "human" | "bot";
  /** the level of the bot playing the seat now (a bot seat, or a human seat handed to a bot) */
  bot?: BotLevel | null;
  connected?: boolean;
  you?: boolean;
}

/** A game's options as the host takes them (the game's options schema says which). */
export type TableOptions = Record<string, unknown>;

/** Lobby information about one table, as the host describes it. */
export interface TableInfo {
  id: string;
  name?: string;
  /** the game played at this table, when the host says */
  ruleset?: string;
  status: "lobby" | "playing" | "over" | string;
  seats: TableSeat[];
  options?: TableOptions;
  round_choices?: number[];
  rounds?: number | null;
  owner_seat?: number | null;
  /** true when this client owns the table (may add bots and start) */
  owner?: boolean;
  max_players?: number;
  min_players?: number;
  /** false: the table's host is offline, and this is its last known state */
  available?: boolean;
  /** when the table was opened and its game started (UTC ms), when the host says */
  created?: number | null;
  started?: number | null;
}

/** A lobby command the component asks its host page (or card) to carry out. */
export type LobbyCommand =
  | { command: "list" }
  | { command: "create"; name: string; ruleset: string; options: TableOptions; tableName?: string }
  | { command: "join"; table: string; name: string }
  | { command: "spectate"; table: string }
  | { command: "add_bot"; level: BotLevel; name?: string }
  | { command: "start"; rounds: number | null }
  | { command: "leave" }
  | { command: "lobby" }
  /** during a game: a bot of `level` plays `seat` (the owner's for others, the player's own) */
  | { command: "seat/bot"; seat: number; level: BotLevel }
  /** during a game: the bot stops playing `seat` */
  | { command: "seat/take_back"; seat: number }
  /** lobby: the owner removes a bot */
  | { command: "table/remove_bot"; seat: number }
  /** the owner deletes the table */
  | { command: "table/delete" };

/** Which of the seat and table commands a transport can carry out (the component hides the rest). */
export interface Capabilities {
  /** `seat/bot` */
  seatBot: boolean;
  /** `seat/take_back` */
  takeBack: boolean;
  /** `table/remove_bot` */
  removeBot: boolean;
  /** `table/delete` */
  deleteTable: boolean;
}

export const ALL_CAPABILITIES: Capabilities = { seatBot: true, takeBack: true, removeBot: true, deleteTable: true };
