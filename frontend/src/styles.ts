import { css } from "lit";

// Theme: every colour is a custom property with a fallback chain
//   --dd-* (set by a page or a card) -> Home Assistant theme variables -> our own default.
export const styles = css`
  :host {
    --_bg: var(--dd-bg, var(--primary-background-color, #fbf5e6));
    --_surface: var(--dd-surface, var(--card-background-color, #ffffff));
    --_surface2: var(--dd-surface-2, var(--secondary-background-color, #f3ecd9));
    --_text: var(--dd-text, var(--primary-text-color, #1f2d2a));
    --_muted: var(--dd-muted, var(--secondary-text-color, #5f6d69));
    --_accent: var(--dd-accent, var(--primary-color, #f2b705));
    --_on-accent: var(--dd-on-accent, var(--text-primary-color, #2b2100));
    --_felt: var(--dd-felt, #2d7a68);
    --_felt2: var(--dd-felt-2, #246556);
    --_back: var(--dd-card-back, #1e6f8c);
    --_back2: var(--dd-card-back-2, #17586f);
    --_danger: var(--dd-danger, var(--error-color, #d6401a));
    --_ok: var(--dd-ok, var(--success-color, #2b8a3e));
    --_focus: var(--dd-focus, #1c7ed6);
    --_line: var(--dd-line, var(--divider-color, rgba(0, 0, 0, 0.12)));
    --_shadow: 0 2px 6px rgba(0, 0, 0, 0.18);
    --_radius: var(--dd-radius, var(--ha-card-border-radius, 14px));
    --_duck: #ffd43b;
    display: block;
    color: var(--_text);
    background: var(--_bg);
    font-family: var(--dd-font, var(--paper-font-body1_-_font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif));
    font-size: 16px;
    line-height: 1.35;
    container-type: inline-size;
    -webkit-tap-highlight-color: transparent;
    min-height: 100%;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: var(--dd-bg, var(--primary-background-color, #141a19));
      --_surface: var(--dd-surface, var(--card-background-color, #1f2725));
      --_surface2: var(--dd-surface-2, var(--secondary-background-color, #2a3431));
      --_text: var(--dd-text, var(--primary-text-color, #eef3f1));
      --_muted: var(--dd-muted, var(--secondary-text-color, #a9b8b3));
      --_felt: var(--dd-felt, #1d4f45);
      --_felt2: var(--dd-felt-2, #173f37);
      --_back: var(--dd-card-back, #2b6f88);
      --_back2: var(--dd-card-back-2, #1f5467);
      --_line: var(--dd-line, var(--divider-color, rgba(255, 255, 255, 0.14)));
      --_focus: var(--dd-focus, #74c0fc);
      --_shadow: 0 2px 8px rgba(0, 0, 0, 0.5);
    }
  }
  * {
    box-sizing: border-box;
  }
  [hidden] {
    display: none !important;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  button,
  select,
  input {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .btn {
    min-height: 48px;
    min-width: 48px;
    padding: 0 18px;
    border-radius: 999px;
    border: 2px solid transparent;
    background: var(--_surface2);
    font-weight: 650;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    box-shadow: var(--_shadow);
    transition: transform 0.12s ease, filter 0.12s ease;
  }
  .btn:active {
    transform: scale(0.96);
  }
  .btn:disabled {
    opacity: 0.5;
    cursor: default;
  }
  .btn.primary {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .btn.danger {
    background: var(--_danger);
    color: #fff;
  }
  .btn.ghost {
    background: transparent;
    box-shadow: none;
    border-color: var(--_line);
  }
  .btn.duck {
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.1rem;
    letter-spacing: 0.02em;
    border-color: #e67700;
  }
  .icon-btn {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: none;
    background: transparent;
    display: inline-grid;
    place-items: center;
    font-size: 1.3rem;
  }
  .icon-btn svg {
    width: 24px;
    height: 24px;
  }

  /* ---------------------------------------------------------------- header */
  header.bar {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    background: var(--_surface);
    border-bottom: 1px solid var(--_line);
    position: sticky;
    top: 0;
    z-index: 5;
  }
  header .logo {
    width: 36px;
    height: 36px;
    flex: none;
  }
  header h1 {
    font-size: 1.15rem;
    margin: 0;
    font-weight: 800;
    white-space: nowrap;
  }
  header .round {
    color: var(--_muted);
    font-size: 0.9rem;
    white-space: nowrap;
  }
  header .spacer {
    flex: 1;
  }
  header select {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_surface);
    padding: 0 6px;
  }
  .banner {
    padding: 8px 12px;
    text-align: center;
    font-weight: 600;
  }
  .banner.warn {
    background: #fff3bf;
    color: #5c3c00;
  }
  .banner.error {
    background: var(--_danger);
    color: #fff;
    display: flex;
    justify-content: center;
    align-items: center;
    gap: 8px;
  }

  /* ---------------------------------------------------------------- lobby */
  .lobby {
    max-width: 980px;
    margin: 0 auto;
    padding: 16px 14px 40px;
    display: grid;
    gap: 16px;
  }
  @container (min-width: 800px) {
    .lobby {
      grid-template-columns: 1fr 1fr;
      align-items: start;
    }
    .lobby .hero,
    .lobby .name-panel {
      grid-column: 1 / -1;
    }
  }
  .hero {
    display: flex;
    align-items: center;
    gap: 14px;
  }
  .hero .duck {
    width: 72px;
    height: 72px;
    flex: none;
  }
  .hero h2 {
    margin: 0;
    font-size: 1.8rem;
  }
  .hero p {
    margin: 2px 0 0;
    color: var(--_muted);
  }
  .panel {
    background: var(--_surface);
    border-radius: var(--_radius);
    padding: 14px;
    box-shadow: var(--_shadow);
  }
  .panel h3 {
    margin: 0 0 10px;
    font-size: 1.1rem;
  }
  .field {
    display: grid;
    gap: 4px;
    margin-bottom: 12px;
  }
  .field label,
  .field .lbl {
    font-weight: 600;
    font-size: 0.95rem;
  }
  .field small {
    color: var(--_muted);
  }
  .field input[type="text"],
  .field input[type="number"],
  .field select {
    min-height: 48px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_bg);
    padding: 0 12px;
    width: 100%;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    font-weight: 600;
  }
  .check input {
    width: 24px;
    height: 24px;
    accent-color: var(--_felt);
  }
  .grid2 {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 12px;
  }
  .table-list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .table-list li {
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
    padding: 8px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .table-list .tname {
    flex: 1;
    min-width: 120px;
    font-weight: 700;
  }
  .table-list .meta {
    color: var(--_muted);
    font-size: 0.9rem;
    font-weight: 400;
    display: block;
  }
  .seats {
    list-style: none;
    padding: 0;
    margin: 0 0 12px;
    display: grid;
    gap: 6px;
  }
  .seats li {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 4px 10px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .avatar {
    width: 34px;
    height: 34px;
    border-radius: 50%;
    display: inline-grid;
    place-items: center;
    color: #fff;
    font-weight: 800;
    flex: none;
    font-size: 0.95rem;
  }
  .tag {
    display: inline-flex;
    align-items: center;
    gap: 3px;
    font-size: 0.75rem;
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--_line);
    font-weight: 700;
    white-space: nowrap;
  }
  .tag.you {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .tag.turn {
    background: var(--_ok);
    color: #fff;
  }
  .tag.called {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.last {
    background: var(--_danger);
    color: #fff;
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }

  /* ---------------------------------------------------------------- cards */
  .card {
    --w: 64px;
    width: var(--w);
    aspect-ratio: 5 / 7;
    border-radius: calc(var(--w) * 0.14);
    display: inline-grid;
    place-items: center;
    position: relative;
    box-shadow: var(--_shadow);
    flex: none;
    user-select: none;
    transition: transform 0.2s ease, box-shadow 0.2s ease;
  }
  .card.xs {
    --w: 26px;
    box-shadow: none;
  }
  .card.s {
    --w: 44px;
  }
  .card.m {
    --w: 64px;
  }
  .card.l {
    --w: min(19vw, 96px);
  }
  .card.back {
    background: radial-gradient(circle at 50% 45%, rgba(255, 255, 255, 0.18) 0 32%, transparent 33%),
      repeating-linear-gradient(45deg, var(--_back) 0 6px, var(--_back2) 6px 12px);
    border: 3px solid #fff;
  }
  .card.back .back-duck {
    width: 58%;
    height: auto;
    opacity: 0.95;
  }
  .card.xs.back {
    border-width: 1.5px;
  }
  .card.face {
    background: #fff;
    color: hsl(var(--h, 40) 70% 30%);
    border: 3px solid hsl(var(--h, 40) 65% 45%);
  }
  .card.num {
    background: linear-gradient(160deg, #fff 55%, hsl(var(--h) 80% 90%));
  }
  .card .big {
    font-size: calc(var(--w) * 0.55);
    font-weight: 900;
    line-height: 1;
  }
  .card .corner {
    position: absolute;
    top: 3%;
    left: 9%;
    font-size: calc(var(--w) * 0.2);
    font-weight: 800;
  }
  .card.xs .corner,
  .card.s .corner {
    display: none;
  }
  .card.special {
    border-color: #7048e8;
    color: #5f3dc4;
    background: linear-gradient(160deg, #fff 50%, #e5dbff);
    grid-template-rows: 1fr auto;
    padding: 10% 4%;
  }
  .card.special.swap {
    border-color: #1971c2;
    color: #1864ab;
    background: linear-gradient(160deg, #fff 50%, #d0ebff);
  }
  .card.special.double {
    border-color: #c2255c;
    color: #a61e4d;
    background: linear-gradient(160deg, #fff 50%, #ffdeeb);
  }
  .card.special .icon svg {
    width: calc(var(--w) * 0.5);
    height: calc(var(--w) * 0.5);
  }
  .card.special .label {
    font-size: calc(var(--w) * 0.17);
    font-weight: 800;
    text-transform: uppercase;
  }
  .card.xs.special .label,
  .card.s.special .label {
    display: none;
  }
  .card.xs .icon svg {
    width: 18px;
    height: 18px;
  }
  .card.xs .big {
    font-size: 15px;
  }
  .card.xs.face {
    border-width: 1.5px;
  }
  .card .eye {
    position: absolute;
    right: -6px;
    top: -6px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: var(--_focus);
    color: #fff;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
  }
  .card .eye svg {
    width: 15px;
    height: 15px;
  }
  .card.empty {
    border: 2px dashed rgba(255, 255, 255, 0.5);
    box-shadow: none;
    color: rgba(255, 255, 255, 0.7);
    font-size: 0.8rem;
  }

  /* A slot: a fixed position in a row. It wraps a card; it never names the card. */
  .slot {
    background: none;
    border: none;
    padding: 4px;
    border-radius: 14px;
    display: inline-grid;
    place-items: center;
    position: relative;
    min-width: 44px;
    min-height: 44px;
  }
  button.slot {
    cursor: pointer;
  }
  button.slot.target .card {
    box-shadow: 0 0 0 3px var(--_accent), 0 6px 14px rgba(0, 0, 0, 0.3);
    transform: translateY(-3px);
  }
  button.slot:hover .card {
    transform: translateY(-5px);
  }
  .slot.selected .card {
    box-shadow: 0 0 0 4px var(--_focus), 0 8px 16px rgba(0, 0, 0, 0.35);
    transform: translateY(-8px) rotate(-3deg);
  }
  .slot.touched::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: 14px;
    border: 2px dashed var(--_accent);
    pointer-events: none;
  }
  .slot.peeking .card,
  .slot.look .card {
    box-shadow: 0 0 0 4px #74c0fc, 0 0 18px #74c0fc;
  }

  /* ---------------------------------------------------------------- table */
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
  .opponents {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(290px, 1fr));
  }
  .opponents.all {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr));
  }
  .opp {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 4px 8px;
    background: rgba(0, 0, 0, 0.18);
    border-radius: 14px;
    padding: 6px 8px;
    border: 2px solid transparent;
    min-width: 0;
  }
  .opp.turn,
  .me.turn {
    border-color: var(--_accent);
    background: rgba(255, 212, 59, 0.16);
  }
  .opp .slot {
    padding: 2px;
  }
  .opp .who {
    flex: 1 1 90px;
    min-width: 0;
    display: grid;
    gap: 2px;
  }
  .opp .name {
    font-weight: 750;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .opp .tags {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  .opp .tags .tag {
    background: rgba(255, 255, 255, 0.2);
  }
  .opp .tags .tag.turn {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .opp .tags .tag.called {
    background: #fab005;
    color: #3b2a00;
  }
  .opp .tags .tag.last {
    background: var(--_danger);
  }
  .opp .slots {
    display: flex;
    gap: 0;
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
  .center {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 14px;
    flex-wrap: wrap;
    padding: 6px 0;
  }
  .stack {
    display: grid;
    justify-items: center;
    gap: 4px;
    background: none;
    border: none;
    color: inherit;
    padding: 6px;
    border-radius: 16px;
    min-width: 44px;
  }
  button.stack.can .card {
    box-shadow: 0 0 0 4px var(--_accent), 0 0 22px rgba(255, 212, 59, 0.7);
  }
  button.stack.can:hover .card {
    transform: translateY(-4px);
  }
  .stack .cap {
    font-size: 0.85rem;
    font-weight: 700;
    opacity: 0.95;
  }
  .deck-pile {
    position: relative;
    display: inline-grid;
  }
  .deck-pile .card + .card {
    position: absolute;
    left: 4px;
    top: -4px;
  }
  .held {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .held .card {
    transform: rotate(4deg);
  }
  .held.mine .card {
    box-shadow: 0 0 0 4px #fff, 0 10px 24px rgba(0, 0, 0, 0.4);
  }
  .history {
    display: flex;
    gap: 3px;
    overflow-x: auto;
    padding: 2px 2px 6px;
    max-width: 100%;
    scrollbar-width: thin;
  }
  details.pile-details summary {
    cursor: pointer;
    font-size: 0.85rem;
    min-height: 32px;
    display: flex;
    align-items: center;
    gap: 6px;
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
  .me {
    display: grid;
    gap: 6px;
    justify-items: center;
    border-radius: 16px;
    padding: 6px 4px;
    border: 2px solid transparent;
  }
  .me .mehead {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    align-items: center;
    font-weight: 750;
  }
  .hand {
    display: flex;
    gap: 2px;
    justify-content: center;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    justify-content: center;
    min-height: 48px;
    position: sticky;
    bottom: 0;
    z-index: 4;
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
  .ic {
    width: 1.2em;
    height: 1.2em;
    vertical-align: -0.2em;
    flex: none;
  }
  .tag .ic {
    width: 1.1em;
    height: 1.1em;
  }
  .log li {
    padding: 4px 2px;
    border-bottom: 1px solid var(--_line);
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
  .dot {
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    margin-right: 6px;
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

  /* ---------------------------------------------------------------- overlays */
  .overlay {
    position: fixed;
    inset: 0;
    background: rgba(10, 20, 18, 0.55);
    display: grid;
    place-items: center;
    z-index: 20;
    padding: 12px;
    animation: fade 0.2s ease;
  }
  .dialog {
    background: var(--_surface);
    color: var(--_text);
    border-radius: calc(var(--_radius) + 4px);
    padding: 18px;
    width: min(560px, 100%);
    max-height: calc(100vh - 24px);
    overflow: auto;
    box-shadow: 0 20px 50px rgba(0, 0, 0, 0.4);
  }
  .dialog.wide {
    width: min(760px, 100%);
  }
  .dialog .chart {
    max-width: 400px;
  }
  .dialog h2 {
    margin: 0 0 8px;
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .dialog h2 .duck {
    width: 44px;
    height: 44px;
  }
  .dialog .buttons {
    display: flex;
    gap: 10px;
    justify-content: flex-end;
    flex-wrap: wrap;
    margin-top: 14px;
  }
  .look-strip {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 8px 12px;
    margin: 0 0 12px;
    padding: 10px;
    border-radius: 14px;
    color: #fff;
    background: radial-gradient(ellipse at 50% 30%, var(--_felt), var(--_felt2));
  }
  .look-strip .msg {
    display: grid;
    flex: 1 1 200px;
  }
  .look-strip .msg span {
    font-size: 0.9rem;
    opacity: 0.92;
  }
  .reveal {
    display: grid;
    gap: 8px;
  }
  .reveal .rrow {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .reveal .rrow.best {
    box-shadow: inset 0 0 0 2px var(--_ok);
  }
  .reveal .rname {
    font-weight: 750;
    display: flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
    min-width: 0;
  }
  .reveal .rcards {
    display: flex;
    gap: 4px;
  }
  .reveal .rslot {
    position: relative;
    display: inline-grid;
  }
  .reveal .was {
    position: absolute;
    top: -6px;
    right: -6px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 13px;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
  }
  .reveal .pts {
    font-size: 1.4rem;
    font-weight: 900;
    text-align: right;
    font-variant-numeric: tabular-nums;
    min-width: 2.4em;
  }
  .reveal .pts small {
    display: block;
    font-size: 0.75rem;
    font-weight: 700;
    color: var(--_danger);
  }
  .podium {
    display: flex;
    justify-content: center;
    align-items: flex-end;
    gap: 8px;
    margin: 10px 0 4px;
  }
  .step {
    display: grid;
    justify-items: center;
    gap: 4px;
    width: 30%;
    max-width: 150px;
  }
  .step .block {
    width: 100%;
    border-radius: 12px 12px 4px 4px;
    display: grid;
    place-items: center;
    font-size: 1.8rem;
    font-weight: 900;
    color: #fff;
    text-shadow: 0 2px 0 rgba(0, 0, 0, 0.2);
  }
  .step.p1 .block {
    height: 120px;
    background: linear-gradient(#ffd43b, #f59f00);
  }
  .step.p2 .block {
    height: 86px;
    background: linear-gradient(#dee2e6, #adb5bd);
  }
  .step.p3 .block {
    height: 64px;
    background: linear-gradient(#f4a261, #c96b2c);
  }
  .step .pname {
    font-weight: 800;
    text-align: center;
    word-break: break-word;
  }
  .step .ptotal {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .step .duck {
    width: 52px;
    height: 52px;
  }
  .confetti {
    position: fixed;
    inset: 0;
    pointer-events: none;
    overflow: hidden;
    z-index: 21;
  }
  .confetti i {
    position: absolute;
    top: -20px;
    width: 10px;
    height: 14px;
    border-radius: 2px;
    animation: fall 2.8s linear forwards;
  }
  .call-banner {
    position: fixed;
    left: 50%;
    top: 38%;
    transform: translate(-50%, -50%);
    z-index: 25;
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 2rem;
    font-weight: 900;
    padding: 14px 26px;
    border-radius: 20px;
    box-shadow: 0 16px 40px rgba(0, 0, 0, 0.35);
    display: flex;
    align-items: center;
    gap: 12px;
    pointer-events: none;
    animation: pop 2.2s ease forwards;
    white-space: nowrap;
  }
  .call-banner .duck {
    width: 56px;
    height: 56px;
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
  @keyframes pop {
    0% {
      transform: translate(-50%, -50%) scale(0.3);
      opacity: 0;
    }
    15% {
      transform: translate(-50%, -50%) scale(1.1);
      opacity: 1;
    }
    25% {
      transform: translate(-50%, -50%) scale(1);
    }
    80% {
      opacity: 1;
    }
    100% {
      opacity: 0;
      transform: translate(-50%, -60%) scale(1);
    }
  }
  @keyframes fall {
    to {
      transform: translateY(110vh) rotate(720deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.001s !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
    }
    .confetti {
      display: none;
    }
  }

  /* ---------------------------------------------------------------- phone tweaks */
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
    .opponents {
      grid-template-columns: 1fr;
      gap: 6px;
    }
    .opp {
      padding: 4px 6px;
    }
    .card.m {
      --w: 56px;
    }
    .call-banner {
      font-size: 1.5rem;
    }
    .actions {
      gap: 8px;
    }
    .held .card.l {
      --w: 70px;
    }
    .actions .btn {
      padding: 0 12px;
    }
    .actions .btn.duck {
      font-size: 1rem;
      letter-spacing: 0;
    }
  }
  @container (min-width: 700px) {
    .card.l {
      --w: 100px;
    }
    .card.m {
      --w: 72px;
    }
  }
`;
