// The board interface: what a game's module gives the shell (docs/frontend.md, "The board
// interface"). The shell knows a game only through this; the game knows the shell only
// through the context it is handed.

import type { CSSResult, TemplateResult, nothing } from "lit";
import type { Lang, Params, Strings } from "../i18n.js";
import type { Cue, Synth } from "../sound.js";
import type { ActOptions, GameAction, GameEvent, GameView, SeatView, TableInfo, TableOptions } from "../types.js";
import type { GameInfo } from "./info.js";

export type Maybe = TemplateResult | typeof nothing;

/** The game's own words, shell words as fallback. */
export type Say = (key: string, params?: Params) => string;

/**
 * The pure part of a game: how its board's own UI state (a selection, an open dialog, the
 * animation to play) follows events and views. The shell's reducer calls it; no DOM, no timers.
 */
export interface GameRules<B = unknown> {
  initial(): B;
  /** an event arrived: the board's state after it, and the sound it makes (a shell cue or one of the game's `sounds`) */
  event(board: B, e: GameEvent, me: number | null): { board: B; cue?: Cue | string };
  /** a new seat view arrived: what of the board's state still holds */
  seatView(board: B, view: SeatView): B;
  /** the seats whose decision is due (the view's `to_act` when it has one) */
  toAct(view: GameView): number[];
  /** the whole length of the current decision in ms, from the table's options, when known */
  decisionMs(view: GameView, options: TableOptions): number | null;
  /** the finished round the view reports (for its dialog), or null */
  roundResult(view: GameView): { round: number } | null;
  /** points per finished round, per seat ([round][seat]), for the scores table and chart */
  scoreHistory(view: GameView): number[][] | null;
  /**
   * The totals after each finished round ([round][seat]), for the chart, when they are not the
   * running sum of `scoreHistory` (Dutch halves a total of exactly 50, 100 or 200). Optional.
   */
  runningTotals?(view: GameView): number[][] | null;
  /** the points target the chart draws a line at (a points game), or null. Optional. */
  target?(view: GameView): number | null;
}


/** What a board is handed on every render. */
export interface BoardContext<B = unknown> {
  lang: Lang;
  t: Say;
  /** this client's seat view when seated, else the public view */
  view: GameView;
  /** this client's seat view, or null (spectating, or not dealt in yet) */
  mine: SeatView | null;
  /** this client's seat, or null */
  me: number | null;
  spectator: boolean;
  table: TableInfo | null;
  /** this client owns the table (its owner actions are offered) */
  owner: boolean;
  /** the board's own UI state (see GameRules) */
  board: B;
  seatName(seat: number): string;
  /** "you" for this client's seat, else the seat's name */
  nameOf(seat: number): string;
  /** the seat's round badge (a bot's own seat wears the robot) */
  avatar(seat: number): TemplateResult;
  /** the shell's tags of a seat: the bot playing it, away */
  seatTags(seat: number): Maybe;
  /** the seat command on a seat's row; `own`: the player's own row (in a small menu) */
  seatControl(seat: number, own: boolean): Maybe;
  /** time left in the current decision (ms), or null */
  left: number | null;
  /** the countdown ring of the current decision, or nothing (nobody's decision is due: `toAct` is empty) */
  ring(): Maybe;
  /** the host's refusal shown now, in words (as the banner says it), or null: a board may repeat it where the player acted */
  refusal: string | null;
  reducedMotion: boolean;
  /**
   * send a game action; one per decision (a double tap sends once; a different tap made before
   * the host answered goes out with the next seat view, if it allows it). `{owner: true}`: as the
   * table's owner (the transport signs it with the owner's credential, no seat)
   */
  act(action: GameAction, opts?: ActOptions): void;
  /** replace the board's own UI state */
  setBoard(board: B): void;
}

/** One board, made for one <duck-down-table> element (it may keep element refs for animation). */
export interface Board<B = unknown> {
  /** the status line's words; the shell adds the countdown */
  status(ctx: BoardContext<B>): { title: string; hint?: string };
  /** the table itself: inside the felt, under the status line */
  table(ctx: BoardContext<B>): TemplateResult;
  /** the seat's action bar under the felt (only while seated) */
  actions(ctx: BoardContext<B>): Maybe;
  /** the game's own dialogs and banners */
  overlays(ctx: BoardContext<B>): Maybe;
  /** the heading and reveal of the round result dialog (the shell adds scores and Continue) */
  result(ctx: BoardContext<B>, close: () => void): Maybe;
  /** after each render: run what the board's state asks for (animations) */
  updated(ctx: BoardContext<B>): void;
}

export interface BoardHost {
  requestUpdate(): void;
}

/** A how-to-play sheet: short sections of short lines, and a legend (the cards, say). */
export interface HowTo {
  intro: string;
  sections: { title: string; items: string[] }[];
  legend?: TemplateResult;
}

/** A game's module, loaded lazily when a table of that game shows up. */
export interface GameModule<B = unknown> {
  name: string;
  strings: Strings;
  styles: CSSResult;
  rules: GameRules<B>;
  createBoard(host: BoardHost): Board<B>;
  /** one line of the game log, or null to leave the event out */
  describeEvent(e: GameEvent, t: Say, name: (seat: number) => string, me: number | null): string | null;
  /** events whose log line stands out (a round's start, the end) */
  majorEvents: ReadonlySet<string>;
  /** the game's how-to-play sheet, if it has one (its entry says so: `howTo`) */
  howTo?(lang: Lang, t: Say): HowTo;
  /**
   * languages in which the board shows the host's own sentence for a refusal code of the game
   * that has no words here (its engine writes them in that language, naming the duck, the next
   * chance); in every other language each of its codes has words
   */
  hostSentences?: readonly Lang[];
  /** the game's own sounds by cue name (optional); a cue it lacks is the shell's */
  sounds?: Readonly<Record<string, Synth>>;
}

/** A registry entry: known without loading the game (paired as boardgame.io pairs game and board). */
export interface GameEntry {
  name: string;
  /** the metadata for a host that does not describe its games */
  info: GameInfo;
  /** the module brings a how-to-play sheet: the lobby offers it before the board is loaded */
  howTo?: boolean;
  /**
   * offered in the lobby only when the host lists the game in host info's `games`: a host
   * that does not describe its games is older than this game and cannot host it
   */
  needsHostInfo?: boolean;
  load(): Promise<GameModule>;
}
