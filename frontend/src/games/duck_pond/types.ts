// Duck Pond's views, forms and events as the engine sends them (docs/games/duck_pond.md,
// "Views", "Legal actions"), and the board's own UI state. Everything here is public but the
// current period's seed, which no view carries.

import type { GameView, SeatView } from "../../types.js";

export type Item = "seeds" | "grapes" | "watermelon" | "blood_orange" | "nothing" | "god_egg";
export const ITEMS: readonly Item[] = ["seeds", "grapes", "watermelon", "blood_orange", "nothing", "god_egg"];
export type Fruit = "grapes" | "seeds" | "blood_orange" | "watermelon";
export type Title = "deity" | "king" | "lord" | "duke";
export const TITLES: readonly Title[] = ["deity", "king", "lord", "duke"];
export const GOD = "duck_god";

export interface Mission {
  potential: number;
  since: number;
  retrievable: boolean;
  adjusted: boolean;
}

export interface Duck {
  duck: number;
  name: string | null;
  owner: number | null;
  pond: number | null;
  colour: string | null;
  quacks: number;
  eggs: number;
  parent: number | null;
  complete: boolean;
  melon: boolean;
  scouting: Mission | null;
}

export interface Period {
  period: string;
  number: number;
  start: number;
  end: number;
  commitment: string;
  seed: string | null;
  rolls: number;
  derived: boolean;
}

export interface Roll {
  n: number;
  sides: number;
  result: number;
  cause: string;
}

export interface PondSeat {
  seat: number;
  name: string;
  active: boolean;
  joined: number;
  left: number | null;
  ducks: number;
  quacks: number;
  items: Record<Item, number>;
  fed: number;
  titles: Title[];
}

export type Change = { op: string; [k: string]: unknown };

export interface Proposal {
  proposal: number;
  seat: number;
  title: string;
  text: string | null;
  changes: Change[];
  changes_only: boolean;
  made: number;
  voting: string;
  closes: number;
  status: "open" | "passed" | "adopted" | "failed" | "retracted" | string;
  for: number[];
  against: number[];
  result: Record<string, unknown> | null;
  note: string | null;
}

export type Entry = { duck: number } | { item: Item; count: number };

export interface Offer {
  offer: number;
  seat: number;
  to: number;
  give: Entry[];
  receive: Entry[];
  made: number;
  expires: number;
}

export interface Motion {
  motion: number;
  kind: "appoint" | "remove";
  seat: number;
  assents: number[];
  made: number;
  expires: number;
}

export interface Request {
  request: number;
  seat: number;
  kind: "question" | "statement";
  text: string;
  filed: number;
  status: string;
  answer: string | null;
  verdict: boolean | null;
  judge: number | null;
  answered: number | null;
  overturned: boolean;
  confidence_until: number | null;
}

export interface Confidence {
  ruling: number;
  seat: number;
  opened: number;
  ends: number;
  status: string;
  overturn: number[];
  affirm: number[];
}

export type Cite = { ruling: number } | { proposal: number } | { error: string };

export interface Correction {
  correction: number;
  judge: number;
  changes: Change[];
  reason: string;
  cite: Cite;
  made: number;
  status: string;
  confirmed_by: number | null;
}

export interface Notice {
  notice: number;
  kind: string;
  text: string;
  at: number;
}

export interface LogEntry {
  n: number;
  at: number;
  in_period: string;
  type: string;
  [k: string]: unknown;
}

export interface PondView extends GameView {
  time_zone: string;
  period: Period;
  next_god_egg: number | null;
  periods: Period[];
  rolls: Roll[];
  seats: PondSeat[];
  ponds: { pond: number; ducks: Duck[] }[];
  elsewhere: Duck[];
  disciple: (Duck & { damagers: number[] }) | null;
  duck_god: { god_eggs: number; limit: number };
  titles: Record<Title, number | "duck_god" | null>;
  proposals: Proposal[];
  offers: Offer[];
  judge: {
    seat: number | null;
    motions: Motion[];
    requests: Request[];
    confidence: Confidence[];
    corrections: Correction[];
    notices: Notice[];
  };
  rules: {
    numbers: Record<string, number>;
    colours: [string, number, number][];
    loot: Record<string, unknown[][]>;
    duck_words: string[];
    banned_names: string[];
    amendments: string[];
  };
  limits: Record<string, number>;
  log: LogEntry[];
  log_size: number;
}

export interface Me {
  name: string;
  items: Record<Item, number>;
  ducks: number[];
  allowances: { feeds: number; disciple_attacks: number };
  offers_to_me: number[];
  offers_from_me: number[];
  judge: boolean;
  desk: { requests: Request[]; pending: Correction[]; adopted: number[]; notices: number[] } | null;
}

/** One compact legal form: an action type with the argument choices legal now. */
export type Form = { type: string; [k: string]: unknown };

export interface PondSeatView extends PondView, SeatView {
  seat: number;
  me: Me | null;
  legal: Form[];
}

export type Tab = "ducks" | "act" | "votes" | "judge" | "pond" | "dice";
export const TABS: readonly Tab[] = ["ducks", "act", "votes", "judge", "pond", "dice"];

/** A row of a structured change or correction being written (its fields as typed). */
export interface Draft {
  op: string;
  [field: string]: string;
}

/** The board's own UI state (GameRules): the tab, the open form, drafts, the rolls seen. */
export interface PondUi {
  tab: Tab;
  /** the form a player opened (its key), or null */
  open: string | null;
  /** the form whose action was sent last: a refusal is shown by it */
  sent: string | null;
  /** what a form still needs before it can send (its key and the words) */
  problem: { key: string; text: string } | null;
  /** choices that shape a form (the duck to feed, the attacker, the partner), by field key */
  picks: Record<string, string>;
  /** the structured changes of the proposal being written */
  changes: Draft[];
  /** the changes of the Judge's correction being written */
  fixes: Draft[];
  /** roll events seen on this device, by period id (the view keeps only the current period's) */
  rolls: Record<string, Roll[]>;
  /** the period whose proof is opened */
  proof: string | null;
  /** a destructive action waiting for its confirmation */
  confirm: { action: { type: string; [k: string]: unknown }; key: string; text: string } | null;
}
