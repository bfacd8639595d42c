// The host's page: <duck-down-table> wired to the host's WebSocket.

import "./duck-down-table.js";
import type { DuckDownTable } from "./duck-down-table.js";
import { TransportError, type Transport, type TransportMessage } from "./transport/types.js";
import { WsTransport } from "./transport/ws.js";
import { ALL_CAPABILITIES, type GameAction, type GameEvent, type LobbyCommand } from "./types.js";
import { ownLanUrl } from "./page-url.js";

export function wire(el: DuckDownTable, transport: Transport): void {
  let events: GameEvent[] = [];
  el.capabilities = transport.capabilities ?? ALL_CAPABILITIES;
  const onMessage = (m: TransportMessage) => {
    switch (m.kind) {
      case "status":
        el.connection = m.status;
        break;
      case "tables":
        el.tables = m.tables;
        break;
      case "table":
        if (!m.table || (el.table && m.table.id !== el.table.id)) {
          events = [];
          el.events = events;
          el.history = null;
          el.publicView = null;
          el.seatView = null;
        }
        el.table = m.table;
        el.spectator = !!m.spectator;
        break;
      case "public":
        el.publicView = m.view;
        break;
      case "seat":
        el.seatView = m.view;
        break;
      case "event":
        events = [...events.slice(-300), m.event];
        el.events = events;
        break;
      case "history":
        el.history = m.events;
        break;
      case "error":
        fail(new TransportError(m.code, m.message));
        break;
      case "lan_url":
        el.lanUrl = m.url;
        break;
      case "bot_levels":
        el.botLevels = m.levels;
        break;
      case "games":
        el.games = m.games;
        break;
    }
  };
  let clear: ReturnType<typeof setTimeout> | undefined;
  const fail = (e: unknown) => {
    const err = e instanceof TransportError ? { code: e.code, message: e.message } : { code: "error", message: String(e) };
    el.error = err;
    clearTimeout(clear);
    clear = setTimeout(() => {
      if (el.error === err) el.error = null;
    }, 8000);
  };
  el.addEventListener("duck-down-action", (e) => {
    transport.act((e as CustomEvent<GameAction>).detail).catch(fail);
  });
  el.addEventListener("duck-down-owner-action", (e) => {
    transport.act((e as CustomEvent<GameAction>).detail, { owner: true }).catch(fail);
  });
  el.addEventListener("duck-down-lobby", (e) => {
    el.error = null;
    transport.lobby((e as CustomEvent<LobbyCommand>).detail).catch(fail);
  });
  transport.connect(onMessage);
}

const el = document.querySelector("duck-down-table");
if (el) {
  el.lanUrl = ownLanUrl(location);
  wire(el, new WsTransport());
}
