// What the page (or the Lovelace card) needs from a transport. The component never sees one:
// the page feeds what a transport reports into the component's properties, and forwards the
// component's `duck-down-action` / `duck-down-lobby` events to the transport.

import type { ConnectionStatus } from "../state.js";
import type { GameInfo } from "../games/info.js";
import type { ActOptions, Capabilities, GameAction, GameEvent, GameView, LobbyCommand, SeatView, TableInfo } from "../types.js";

export type TransportMessage =
  | { kind: "status"; status: ConnectionStatus }
  | { kind: "tables"; tables: TableInfo[] }
  /** the table this client sits at or watches; null after leaving */
  | { kind: "table"; table: TableInfo | null; spectator?: boolean }
  | { kind: "public"; view: GameView }
  | { kind: "seat"; view: SeatView }
  | { kind: "event"; event: GameEvent }
  /** the table's events so far, as this client may see them (after a reload); live events follow */
  | { kind: "history"; events: GameEvent[] }
  | { kind: "error"; code: string; message: string }
  /** the address other devices on the LAN can open, for the QR code */
  | { kind: "lan_url"; url: string }
  | { kind: "bot_levels"; levels: string[] }
  /** the host's games (host info `games`), when the host describes them */
  | { kind: "games"; games: GameInfo[] };

export type Listener = (m: TransportMessage) => void;

export interface Transport {
  /** Start (and keep) the connection; report everything to the listener. */
  connect(listener: Listener): void;
  /** Close for good. */
  close(): void;
  /** Which seat and table commands `lobby()` can carry out (default: all); the component hides the rest. */
  readonly capabilities?: Capabilities;
  /** Lobby commands: list, create, join, spectate, add_bot, start, leave, seat/bot, seat/take_back,
   * table/remove_bot, table/delete. Rejects with a TransportError. */
  lobby(cmd: LobbyCommand): Promise<void>;
  /**
   * A game action for this client's seat; with `{owner: true}` the table owner's action for the
   * table (no seat: Dutch's `deal` between rounds). Rejects with a TransportError.
   */
  act(action: GameAction, opts?: ActOptions): Promise<void>;
}

export class TransportError extends Error {
  constructor(
    public code: string,
    message: string,
  ) {
    super(message);
  }
}
