// The JSON shapes of docs/views.md (views, actions, events) and of the lobby.

/** A number card is its value, a special is its name, a face-down card is null. */
export type Card = number | "swap" | "peek" | "double" | null;
export type Special = "swap" | "peek" | "double";

export type ActionType =
  | "ready"
  | "draw"
  | "take"
  | "replace"
  | "throw"
  | "peek"
  | "swap"
  | "double"
  | "call";

export type Action =
  | { type: "ready" | "draw" | "take" | "throw" | "double" | "call" }
  | { type: "replace" | "peek"; slot: number }
  | { type: "swap"; slot: number; other_seat: number; other_slot: number };

export interface Turn {
  seat: number;
  step: "start" | "hold";
  draws: number;
  double: null | "first" | "second";
  number: number;
}

export interface Held {
  seat: number;
  source: "deck" | "pile";
  card: Card;
}

export interface LastAction {
  type: string;
  seat: number;
  slot?: number;
  other_seat?: number;
  other_slot?: number;
  [k: string]: unknown;
}

export interface Replacement {
  seat: number;
  slot: number;
  drawn: Card[];
}

export interface RoundResult {
  round: number;
  caller: number | null;
  rows: Card[][];
  replaced: Replacement[];
  points: number[];
  penalty: number | number[] | null;
  scores: number[];
  totals: number[];
  exhausted?: boolean;
}

export interface PublicView {
  ruleset: string;
  players: number;
  round: number;
  rounds: number;
  phase: "peek" | "turn" | "over";
  first_seat: number;
  ready: boolean[] | null;
  turn: Turn | null;
  deadline: number | null;
  rows: Card[][];
  deck: number;
  pile: Card[];
  held: Held | null;
  caller: number | null;
  last_turns: number[];
  last: LastAction | null;
  scores: number[][];
  totals: number[];
  result: RoundResult | null;
  winners: number[] | null;
  /** Game time (ms) at which the host built this view, when the host sends it. */
  now?: number;
  /** The table's clock stands still (no human connected). */
  paused?: boolean;
  seq?: number;
}

export interface SeatView extends PublicView {
  seat: number;
  eye: [number, number][];
  legal: ActionType[];
}

export interface GameEvent {
  type: string;
  seat?: number;
  [k: string]: unknown;
}

export type BotLevel = string;

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

/** Ruleset options as the host takes them (seconds for times). */
export interface TableOptions {
  peek_time?: number;
  turn_time?: number;
  call_penalty?: number;
  keep_known?: boolean;
  [k: string]: unknown;
}

/** Lobby information about one table, as the host describes it. */
export interface TableInfo {
  id: string;
  name?: string;
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
}

/** A lobby command the component asks its host page (or card) to carry out. */
export type LobbyCommand =
  | { command: "list" }
  | { command: "create"; name: string; options: TableOptions; tableName?: string }
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
