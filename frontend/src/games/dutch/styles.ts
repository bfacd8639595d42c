import { css } from "lit";

// Dutch's board: playing cards, slots, rows, the piles and the throw-in window, the results.
// Every class is `du-` (another game's sheet may share the shadow root); the shell's classes
// (.btn, .tag, .actions, .dialog) are used as they are.
export const styles = css`
  /* ---------------------------------------------------------------- cards */
  .du-card {
    --w: 56px;
    width: var(--w);
    aspect-ratio: 5 / 7;
    border-radius: calc(var(--w) * 0.12);
    position: relative;
    display: inline-block;
    flex: none;
    box-sizing: border-box;
    box-shadow: var(--_shadow);
    user-select: none;
    transition:
      transform 0.2s ease,
      box-shadow 0.2s ease;
  }
  .du-xs {
    --w: 28px;
    box-shadow: none;
  }
  .du-s {
    --w: 40px;
  }
  .du-m {
    --w: 62px;
  }
  .du-l {
    --w: 88px;
  }
  /* in a row, cards share the row's width (the slots are a container): up to 8 always fit */
  .du-slots .du-card {
    --w: min(var(--cap), calc(100cqw / var(--n, 4) - 8px));
  }
  .du-slots .du-s {
    --cap: 60px;
  }
  .du-slots .du-m {
    --cap: 88px;
  }
  .du-slots .du-l {
    --cap: 108px;
  }
  .du-back {
    background:
      radial-gradient(circle at 50% 50%, rgba(255, 255, 255, 0.22) 0 18%, transparent 19%),
      repeating-linear-gradient(45deg, var(--_back) 0 5px, var(--_back2) 5px 10px);
    border: calc(var(--w) * 0.06) solid #fff;
  }
  .du-gap {
    border: 2px dashed rgba(255, 255, 255, 0.35);
    box-shadow: none;
    background: rgba(0, 0, 0, 0.08);
  }
  .du-none {
    border: 2px dashed rgba(255, 255, 255, 0.5);
    box-shadow: none;
    display: inline-grid;
    place-items: center;
    font-size: 0.8rem;
    color: rgba(255, 255, 255, 0.8);
  }
  .du-face {
    background: #fff;
    color: var(--_suit);
    border: 1.5px solid #ced4da;
    overflow: hidden;
  }
  .du-red {
    --_suit: #d9480f;
  }
  .du-H,
  .du-D {
    --_suit: #e03131;
  }
  .du-black {
    --_suit: #1b1e21;
  }
  .du-idx {
    position: absolute;
    top: 3%;
    left: 6%;
    display: grid;
    justify-items: center;
    line-height: 0.92;
  }
  .du-r {
    font-size: calc(var(--w) * 0.36);
    font-weight: 900;
    letter-spacing: -0.05em;
    font-family: system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
  }
  .du-suit {
    width: calc(var(--w) * 0.22);
    height: calc(var(--w) * 0.22);
  }
  .du-idx2 {
    top: auto;
    left: auto;
    bottom: 3%;
    right: 6%;
    transform: rotate(180deg);
  }
  .du-mid {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    padding-top: 12%;
    padding-left: 14%;
  }
  .du-pip {
    width: calc(var(--w) * 0.46);
    height: calc(var(--w) * 0.46);
  }
  .du-court {
    inset: 22% 14% 20% 26%;
    padding: 0;
    border-radius: calc(var(--w) * 0.06);
    background: color-mix(in srgb, var(--_suit) 12%, #fff);
    border: 1.5px solid color-mix(in srgb, var(--_suit) 45%, #fff);
    align-content: center;
    gap: 0;
  }
  .du-crown {
    width: calc(var(--w) * 0.24);
    height: calc(var(--w) * 0.2);
    color: #f59f00;
  }
  .du-letter {
    font-size: calc(var(--w) * 0.32);
    font-weight: 900;
    line-height: 1;
  }
  .du-val {
    position: absolute;
    left: 5%;
    bottom: 4%;
    min-width: calc(var(--w) * 0.3);
    height: calc(var(--w) * 0.3);
    padding: 0 2px;
    box-sizing: border-box;
    border-radius: 999px;
    display: grid;
    place-items: center;
    font-size: calc(var(--w) * 0.18);
    font-weight: 900;
    background: #495057;
    color: #fff;
  }
  /* a red King counts 0, a black one 13: told apart at a glance */
  .du-king0 {
    background: linear-gradient(160deg, #fff 55%, #d3f9d8);
    border-color: #2f9e44;
    box-shadow:
      0 0 0 2px #2f9e44,
      var(--_shadow);
  }
  .du-king0 .du-val {
    background: #2f9e44;
    font-size: calc(var(--w) * 0.22);
  }
  .du-king13 {
    background: linear-gradient(160deg, #fff 55%, #dee2e6);
  }
  .du-king13 .du-val {
    background: #1b1e21;
  }
  .du-pow {
    position: absolute;
    right: 5%;
    top: 4%;
    width: calc(var(--w) * 0.26);
    height: calc(var(--w) * 0.26);
    border-radius: 50%;
    background: #1c7ed6;
    color: #fff;
    display: grid;
    place-items: center;
  }
  .du-powic {
    width: 72%;
    height: 72%;
  }
  .du-xs .du-mid,
  .du-xs .du-val,
  .du-xs .du-pow,
  .du-xs .du-idx2,
  .du-s .du-idx2 {
    display: none;
  }
  .du-xs .du-idx {
    inset: 0;
    place-content: center;
  }
  .du-xs .du-r {
    font-size: 13px;
  }
  .du-xs .du-suit {
    width: 11px;
    height: 11px;
  }
  .du-xs.du-face {
    border-width: 1px;
  }
  .du-s .du-court {
    inset: 40% 10% 8% 36%;
  }
  .du-s .du-crown {
    display: none;
  }
  .du-s .du-mid {
    padding-top: 30%;
    padding-left: 30%;
  }
  .du-s .du-pip {
    width: calc(var(--w) * 0.38);
    height: calc(var(--w) * 0.38);
  }
  .du-s .du-val {
    left: auto;
    right: 4%;
    bottom: auto;
    top: 4%;
  }
  .du-s .du-pow {
    display: none;
  }
  /* ---------------------------------------------------------------- slots */
  .du-slot {
    background: none;
    border: none;
    padding: 3px;
    border-radius: 12px;
    display: inline-grid;
    place-items: center;
    position: relative;
    color: inherit;
  }
  button.du-slot {
    cursor: pointer;
    min-width: 44px;
    min-height: 44px;
  }
  .du-target .du-card {
    box-shadow:
      0 0 0 3px var(--_accent),
      0 6px 14px rgba(0, 0, 0, 0.3);
    transform: translateY(-3px);
  }
  .du-throw .du-card {
    box-shadow:
      0 0 0 4px #ff922b,
      0 0 18px #ff922b;
  }
  button.du-slot:hover .du-card {
    transform: translateY(-6px);
  }
  .du-picked .du-card {
    box-shadow:
      0 0 0 4px var(--_focus),
      0 8px 16px rgba(0, 0, 0, 0.35);
    transform: translateY(-8px) rotate(-4deg);
  }
  .du-seen .du-card {
    box-shadow:
      0 0 0 4px #74c0fc,
      0 0 18px #74c0fc;
  }
  .du-touched::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: 12px;
    border: 2px dashed var(--_accent);
    pointer-events: none;
  }
  .du-mark {
    position: absolute;
    top: -4px;
    right: -4px;
    min-width: 22px;
    height: 22px;
    border-radius: 999px;
    display: grid;
    place-items: center;
    background: var(--_focus);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 900;
    box-shadow: var(--_shadow);
  }
  .du-markic {
    width: 15px;
    height: 15px;
  }
  .du-mark-pen {
    background: var(--_danger);
    padding: 0 4px;
  }
  .du-shown {
    position: absolute;
    top: -6px;
    left: 42%;
    transform: rotate(12deg);
    z-index: 3;
    display: grid;
    place-items: center;
    pointer-events: none;
  }
  .du-shown .du-card {
    box-shadow:
      0 0 0 3px var(--_danger),
      0 6px 14px rgba(0, 0, 0, 0.4);
  }
  .du-x {
    position: absolute;
    right: -8px;
    top: -8px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: var(--_danger);
    color: #fff;
    font-size: 12px;
    font-weight: 900;
    display: grid;
    place-items: center;
  }
  /* ---------------------------------------------------------------- rows */
  .du-board {
    display: grid;
    gap: 10px;
  }
  .du-rows {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  }
  .du-rows.du-all {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 400px), 1fr));
  }
  .du-row {
    background: rgba(0, 0, 0, 0.18);
    border-radius: 14px;
    padding: 6px 8px;
    border: 2px solid transparent;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 4px 8px;
    min-width: 0;
  }
  .du-row.du-turn {
    border-color: var(--_accent);
    background: rgba(255, 212, 59, 0.14);
  }
  .du-row.du-caller {
    border-style: dashed;
    border-color: #fab005;
  }
  .du-head {
    flex: 1 1 120px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px 8px;
    min-width: 0;
  }
  .du-me .du-head,
  .du-rows.du-all .du-head {
    flex-basis: 100%;
  }
  .du-name {
    font-weight: 750;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 12em;
  }
  .du-tags {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .du-tags .tag {
    background: rgba(255, 255, 255, 0.2);
  }
  .du-tags .tag.turn {
    background: var(--_ok);
  }
  .tag.du-called {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.du-final {
    background: var(--_danger);
    color: #fff;
  }
  .du-head .score-pill {
    margin-left: auto;
  }
  .du-slots {
    container-type: inline-size;
    /* four cards fit beside the name on a phone; more take a line of their own */
    flex: 1 1 calc(var(--n, 4) * 52px);
    display: flex;
    flex-wrap: wrap;
    gap: 0;
    justify-content: center;
    min-width: 0;
  }
  .du-me {
    padding: 8px;
  }
  .du-me .du-slots {
    flex-basis: 100%;
  }
  .du-armed .du-slots {
    border-radius: 14px;
    background: rgba(255, 146, 43, 0.18);
    box-shadow: 0 0 0 2px #ff922b;
  }
  .du-giveslot .du-gap {
    border-color: var(--_accent);
    background: rgba(255, 212, 59, 0.18);
  }
  .du-plus {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    justify-items: center;
    font-weight: 900;
    font-size: 0.9rem;
    color: var(--_accent);
    pointer-events: none;
  }
  .du-plusic {
    width: 20px;
    height: 20px;
  }
  .du-watching,
  .du-goal {
    text-align: center;
    margin: 0;
    opacity: 0.9;
    font-size: 0.9rem;
  }
  /* ---------------------------------------------------------------- the middle */
  .du-center {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 10px 16px;
    padding: 4px 0;
  }
  .du-pilebtn {
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
  button.du-pilebtn {
    cursor: pointer;
  }
  button.du-can .du-card {
    box-shadow:
      0 0 0 4px var(--_accent),
      0 0 20px rgba(255, 212, 59, 0.7);
  }
  .du-stack {
    position: relative;
    display: inline-grid;
  }
  .du-stack .du-under {
    position: absolute;
    left: 4px;
    top: 4px;
    z-index: -1;
  }
  .du-stack.du-glow .du-card {
    box-shadow:
      0 0 0 4px #ff922b,
      0 0 22px #ff922b;
  }
  .du-cap {
    font-size: 0.85rem;
    font-weight: 700;
  }
  .du-held {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .du-held .du-card {
    transform: rotate(4deg);
  }
  .du-held.du-mine .du-card {
    box-shadow:
      0 0 0 4px #fff,
      0 10px 24px rgba(0, 0, 0, 0.4);
  }
  .du-window {
    display: grid;
    gap: 6px;
    background: rgba(0, 0, 0, 0.28);
    border-radius: 14px;
    padding: 8px 12px;
    min-width: min(100%, 230px);
    max-width: 360px;
    flex: 1 1 230px;
  }
  .du-win-head {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
  }
  .du-win-head b {
    font-size: 1.15rem;
  }
  .du-secs {
    font-size: 1.35rem;
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }
  .du-secs.du-until {
    font-size: 0.85rem;
    font-weight: 700;
    opacity: 0.9;
  }
  .du-bar {
    height: 10px;
    border-radius: 5px;
    background: rgba(255, 255, 255, 0.2);
    overflow: hidden;
  }
  .du-bar i {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, #ff922b, #ffd43b);
    transition: width 0.25s linear;
  }
  .du-throws {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 3px;
    font-size: 0.9rem;
  }
  .du-throws .du-ok {
    color: #b2f2bb;
    font-weight: 700;
  }
  .du-throws .du-bad {
    color: #ffd8a8;
  }
  .du-late {
    margin: 0;
    padding: 6px 10px;
    border-radius: 10px;
    background: var(--_danger);
    color: #fff;
    font-weight: 700;
    font-size: 0.9rem;
  }
  details.du-history summary {
    cursor: pointer;
    font-size: 0.85rem;
    min-height: 32px;
    display: flex;
    align-items: center;
    gap: 6px;
    opacity: 0.9;
  }
  .du-hist {
    display: flex;
    gap: 3px;
    overflow-x: auto;
    padding: 2px 2px 6px;
  }
  /* ---------------------------------------------------------------- actions */
  .btn.du-throw {
    background: linear-gradient(180deg, #ff922b, #e8590c);
    color: #fff;
    font-size: 1.15rem;
    font-weight: 850;
    min-height: 56px;
    padding: 0 26px;
  }
  .btn.du-dutch {
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.1rem;
    font-weight: 850;
    border-color: #e67700;
  }
  .du-owner {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: center;
  }
  .du-mode {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .du-mode select {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_bg);
    color: var(--_text);
    padding: 0 8px;
  }
  /* ---------------------------------------------------------------- results */
  .du-reveal {
    display: grid;
    gap: 8px;
    margin-bottom: 10px;
  }
  .du-rrow {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: "name pts" "cards pts";
    gap: 4px 10px;
    padding: 8px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .du-rrow.du-best {
    box-shadow: inset 0 0 0 2px var(--_ok);
  }
  .du-rname {
    grid-area: name;
    font-weight: 750;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  .du-rcards {
    grid-area: cards;
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
  }
  .du-rcards .du-s {
    --w: 38px;
  }
  .du-rpts {
    grid-area: pts;
    display: grid;
    justify-items: end;
    align-content: center;
    gap: 2px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .du-rpts b {
    font-size: 1.2rem;
  }
  .du-rpts small {
    color: var(--_muted);
    max-width: 14em;
  }
  .du-rtotal {
    font-weight: 750;
  }
  .du-rtotal.du-halved {
    background: #7048e8;
    color: #fff;
    border-radius: 999px;
    padding: 2px 10px;
  }
  .du-last {
    display: grid;
    gap: 6px;
  }
  .du-last h3 {
    margin: 0;
  }
  .du-last .du-rrow {
    color: var(--_text);
  }
  .du-halving-note,
  .du-wait {
    color: var(--_muted);
    margin: 4px 0 8px;
  }
  .dialog .du-goal {
    opacity: 1;
    color: var(--_muted);
    text-align: left;
    margin: 0 0 8px;
  }
  /* ---------------------------------------------------------------- Dutch! */
  .du-banner {
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
    animation: du-pop 2.2s ease forwards;
    white-space: nowrap;
  }
  @keyframes du-pop {
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
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .du-banner {
      animation: none;
    }
    .du-card,
    .du-bar i {
      transition: none;
    }
  }
  @container (min-width: 700px) {
    .du-center .du-m {
      --w: 76px;
    }
    .du-held.du-mine .du-l {
      --w: 96px;
    }
  }
  @container (max-width: 480px) {
    .du-rrow {
      grid-template-columns: 1fr;
      grid-template-areas: "name" "cards" "pts";
    }
    .du-rpts {
      justify-items: start;
      text-align: left;
      grid-auto-flow: row;
    }
    .du-rows {
      gap: 6px;
    }
    .du-row {
      padding: 4px 6px;
    }
    .du-m {
      --w: 54px;
    }
    .du-banner {
      font-size: 1.5rem;
    }
  }
`;
