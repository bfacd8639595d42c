// The card's game log after a (re)connect, as the page's WebSocket transport keeps it
// (transport/ws.ts): the table's history first (`duck_down/history`), then the live events,
// none of them twice. Live events that cross the history are held back and only those of a
// later change (`seq`) go on.

import type { GameEvent } from "../types.js";
import type { HistoryData } from "./ha-transport.js";

export interface LogSink {
  /** the log starts over from these (no sound, no animation) */
  history(events: GameEvent[]): void;
  /** live events, after the history */
  events(events: GameEvent[]): void;
}

export class LogFeed {
  /** what the log follows now (a seat, or a table's public side); null: nothing */
  private key: string | null = null;
  /** live events held while the history is on its way; null: they go straight on */
  private held: { seq: number | null; events: GameEvent[] }[] | null = null;

  constructor(private sink: LogSink) {}

  /** The log follows `key`, which it did not (or `again`: after a reconnect). */
  wants(key: string | null, again = false): boolean {
    return key !== null && (again || key !== this.key);
  }

  /**
   * Follow `key` from its history: hold live events from now, then hand on the history that
   * `fetch` brings and the held events of later changes. A failed fetch (an integration
   * without the command) leaves the log to the live events.
   */
  async start(key: string, fetch: () => Promise<HistoryData>): Promise<void> {
    this.key = key;
    const held: { seq: number | null; events: GameEvent[] }[] = [];
    this.held = held;
    let data: HistoryData | null = null;
    try {
      data = await fetch();
    } catch {
      data = null;
    }
    if (this.key !== key || this.held !== held) return; // another start, or stopped meanwhile
    this.held = null;
    const upTo = data && typeof data.seq === "number" ? data.seq : null;
    if (data) this.sink.history((data.events ?? []).map((x) => x.event));
    for (const x of held) if (upTo === null || x.seq === null || x.seq > upTo) this.sink.events(x.events);
  }

  /** Follow nothing (another table, or none): what is on its way is dropped. */
  stop(): void {
    this.key = null;
    this.held = null;
  }

  /** Live events of the followed key's change `seq` (null: unknown). */
  push(events: GameEvent[], seq: number | null): void {
    if (!events.length) return;
    if (this.held) this.held.push({ seq, events });
    else this.sink.events(events);
  }
}
