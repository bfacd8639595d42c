// What the shell's parts (lobby, waiting room, game, podium, ...) get from <duck-down-table>:
// the state to draw and the few things they may do. Each part is a function of this.

import type { GameInfo } from "../games/info.js";
import type { GameModule } from "../games/types.js";
import type { Lang, T } from "../i18n.js";
import type { UiMsg, UiState } from "../state.js";
import type { Capabilities, LobbyCommand, TableInfo } from "../types.js";

/** The shell's own UI state, besides the reducer's (form fields, open dialogs). */
export interface ShellUi {
  form: {
    name: string;
    tableName: string;
    /** the game chosen in the picker */
    game: string;
    /** per game: the options the user set */
    options: Record<string, Record<string, unknown>>;
    level: string;
    rounds: string;
  };
  /** seat -> the bot level chosen for handing it to a bot */
  levels: Record<number, string>;
  confirmDelete: boolean;
  hidePodium: boolean;
  /** Play again was tapped: the podium waits for the new game */
  starting: boolean;
  /** the game whose how-to-play sheet is open */
  howTo: string | null;
}

export interface Shell {
  readonly t: T;
  readonly lang: Lang;
  readonly s: UiState;
  readonly ui: ShellUi;
  readonly caps: Capabilities;
  readonly lanUrl: string;
  readonly noLobby: boolean;
  /** a preview (a dashboard editor): no dialog opens, nothing is played */
  readonly preview: boolean;
  /** change the shell's UI state (and draw again) */
  patch(p: Partial<ShellUi>): void;
  lobby(cmd: LobbyCommand): void;
  /** fold a message into the reducer's state (and draw again) */
  dispatch(m: UiMsg): void;
  isOwner(tb: TableInfo): boolean;
  /** the games the lobby offers (the host's, with a board here; else the registry's) */
  games(): GameInfo[];
  /** a game's metadata: the host's when it described the game, else the registry's */
  info(name: string): GameInfo | undefined;
  /** the bot levels offered for a game */
  levelsFor(name: string): string[];
  /** the game the shown table plays */
  tableGame(): string;
  /** the loaded module of a game, if loaded */
  module(name: string): GameModule | undefined;
  /** where a game's module stands: loaded, loading, failed (a download error), or unknown here */
  moduleState(name: string): "loaded" | "loading" | "failed" | "unknown";
  /** a game's words over the shell's, in the UI language */
  say(name: string): (key: string, params?: Record<string, string | number>) => string;
  /** whether a game brings a how-to-play sheet (known before its board loads) */
  hasHowTo(name: string): boolean;
  /** open a game's how-to-play sheet (loads the game) */
  openHowTo(name: string): void;
}
