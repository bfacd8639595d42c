import { css } from "lit";

// The table during a game, around the board: felt, status line, countdown, seat controls,
// action bar, side panel (QR code, scores, chart, log).
export const game = css`
  .game {
    display: grid;
    gap: 10px;
    padding: 10px;
    max-width: 1400px;
    margin: 0 auto;
  }
  @container (min-width: 960px) {
    .game {
      grid-template-columns: minmax(0, 1fr) 340px;
      align-items: start;
    }
    .game .side {
      grid-column: 2;
      grid-row: 1 / span 3;
      position: sticky;
      top: 64px;
      max-height: calc(100vh - 80px);
      overflow: auto;
    }
    /*
     * Wide screens (a wall tablet, a laptop): the game fills the height it is given, nothing
     * more. The felt and the side panel scroll inside themselves if they must; the action bar
     * sits under the felt, always in view and never over the hand; the log takes the side's
     * free height, so it ends at the panel's edge and Leave stays in view.
     */
    .shell.fit {
      height: var(--dd-fit-height, 100dvh);
      min-height: 480px;
      display: flex;
      flex-direction: column;
    }
    .shell.fit > header.bar {
      position: static;
    }
    .shell.fit > .game {
      flex: 1 1 0;
      min-height: 0;
      width: 100%;
      grid-template-rows: minmax(0, 1fr) auto;
      align-items: stretch;
    }
    /* a board may size itself to the felt it is given: @container felt (...) */
    .shell.fit .felt {
      grid-row: 1 / span 2;
      min-height: 0;
      overflow: auto;
      align-content: start;
      container: felt / size;
    }
    .shell.fit .game.seated .felt {
      grid-row: 1;
    }
    .shell.fit .action-bar {
      position: static;
      grid-row: 2;
      min-height: 64px;
    }
    .shell.fit .action-bar:empty {
      display: block;
    }
    .shell.fit .game .side {
      position: static;
      grid-row: 1 / span 2;
      max-height: none;
      height: 100%;
      min-height: 0;
      display: flex;
      flex-direction: column;
      overflow: auto;
    }
    .shell.fit .side > .panel {
      flex: none;
    }
    .shell.fit .side > .log-panel {
      flex: 1 1 0;
      min-height: 140px;
      display: flex;
      flex-direction: column;
    }
    .shell.fit .side .log {
      flex: 1 1 0;
      min-height: 0;
      max-height: none;
    }
    .shell.fit .side .leave-row {
      position: sticky;
      bottom: 0;
      padding: 6px 0 2px;
      background: var(--_bg);
    }
  }
  .felt {
    background: radial-gradient(ellipse at 50% 30%, var(--_felt), var(--_felt2));
    border-radius: calc(var(--_radius) + 6px);
    padding: 10px;
    color: #fff;
    display: grid;
    gap: 10px;
    box-shadow: inset 0 0 0 3px rgba(0, 0, 0, 0.12), var(--_shadow);
  }
  /* seat commands on a row: hand a seat to a bot, take it back */
  .btn.small {
    min-height: 44px;
    min-width: 44px;
    padding: 0 12px;
    font-size: 0.85rem;
    gap: 4px;
    color: var(--_text);
  }
  .btn.small svg {
    width: 18px;
    height: 18px;
  }
  .btn.danger-text {
    color: var(--_danger);
  }
  .seat-ctl {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
  }
  .seat-ctl select {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_bg);
    color: var(--_text);
    padding: 0 8px;
  }
  .seat-menu {
    margin-left: auto;
  }
  .seat-menu[open] {
    flex-basis: 100%;
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .seat-menu summary {
    list-style: none;
    min-width: 44px;
    min-height: 44px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    cursor: pointer;
    font-size: 1.3rem;
  }
  .seat-menu summary::-webkit-details-marker {
    display: none;
  }
  .seat-menu .seat-ctl {
    justify-content: center;
  }
  .score-pill {
    font-variant-numeric: tabular-nums;
    font-size: 0.85rem;
    opacity: 0.9;
  }
  .status {
    display: flex;
    align-items: center;
    gap: 12px;
    background: rgba(0, 0, 0, 0.22);
    border-radius: 14px;
    padding: 8px 12px;
    min-height: 56px;
  }
  .status .msg {
    flex: 1;
    display: grid;
  }
  .status .msg b {
    font-size: 1.05rem;
  }
  .status.no-board {
    flex-wrap: wrap;
  }
  .status.no-board .btn {
    color: var(--_text);
  }
  .status .msg span {
    font-size: 0.92rem;
    opacity: 0.92;
  }
  .ring {
    width: 46px;
    height: 46px;
    flex: none;
    position: relative;
    display: grid;
    place-items: center;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .ring svg {
    position: absolute;
    inset: 0;
    transform: rotate(-90deg);
  }
  .ring circle {
    fill: none;
    stroke-width: 5;
  }
  .ring .bg {
    stroke: rgba(255, 255, 255, 0.2);
  }
  .ring .fg {
    stroke: var(--_accent);
    stroke-linecap: round;
    transition: stroke-dashoffset 0.25s linear;
  }
  .ring.low .fg {
    stroke: #ff6b6b;
  }
  .ring.stopped .pause {
    display: flex;
    gap: 5px;
  }
  .ring.stopped .pause i {
    width: 5px;
    height: 16px;
    border-radius: 2px;
    background: currentColor;
  }
  .status > .btn {
    flex: none;
  }
  /* the seat's moves: on a phone it sticks to the bottom of the screen while the page scrolls */
  .action-bar {
    position: sticky;
    bottom: 0;
    z-index: 4;
  }
  .action-bar:empty {
    display: none;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    justify-content: center;
    min-height: 48px;
    padding: 8px 6px calc(8px + env(safe-area-inset-bottom, 0px));
    background: color-mix(in srgb, var(--_bg) 82%, transparent);
    backdrop-filter: blur(6px);
    border-radius: 18px;
  }
  .side {
    display: grid;
    gap: 10px;
  }
  .side .panel {
    padding: 12px;
  }
  .qr {
    margin: 0;
    display: grid;
    justify-items: center;
    gap: 6px;
    text-align: center;
    font-size: 0.9rem;
  }
  .qr svg {
    width: 150px;
    height: 150px;
    border-radius: 8px;
  }
  .qr .url {
    color: var(--_muted);
    word-break: break-all;
    font-size: 0.8rem;
  }
  .log {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 260px;
    overflow: auto;
    font-size: 0.9rem;
  }
  .log li {
    padding: 4px 2px;
    border-bottom: 1px solid var(--_line);
    overflow-wrap: anywhere;
  }
  .log-panel h3 {
    flex: none;
  }
  .leave-row {
    justify-content: center;
    flex: none;
  }
  .log li.big {
    font-weight: 750;
  }
  table.scores {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: 0.92rem;
  }
  table.scores th,
  table.scores td {
    padding: 4px 4px;
    text-align: right;
    border-bottom: 1px solid var(--_line);
  }
  table.scores th:first-child,
  table.scores td:first-child {
    text-align: left;
  }
  table.scores td.tot {
    font-weight: 800;
  }
  .chart {
    margin: 8px auto 0;
    max-width: 520px;
  }
  .chart svg {
    width: 100%;
    height: auto;
    display: block;
  }
  .chart .grid {
    stroke: var(--_line);
  }
  .chart .target {
    stroke: var(--_danger);
    stroke-width: 2;
    stroke-dasharray: 6 4;
  }
  .chart .target-label {
    fill: var(--_danger);
    font-weight: 700;
  }
  .chart .tick {
    fill: var(--_muted);
    font-size: 10px;
  }
  .chart figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    font-size: 0.85rem;
  }
  .legend i {
    display: inline-block;
    width: 14px;
    height: 4px;
    border-radius: 2px;
    margin-right: 5px;
    vertical-align: middle;
  }
  @container (max-width: 480px) {
    header h1 {
      display: none;
    }
    .game {
      padding: 6px;
      gap: 8px;
    }
    .felt {
      padding: 8px;
      gap: 8px;
    }
    .actions {
      gap: 8px;
    }
    .actions .btn {
      padding: 0 12px;
    }
  }
`;
