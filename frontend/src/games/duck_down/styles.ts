import { css } from "lit";

// Duck Down's board: cards, slots, rows, the deck and pile, the reveal, the call banner.
export const styles = css`
  .btn.duck {
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.1rem;
    letter-spacing: 0.02em;
    border-color: #e67700;
  }
  .tag.called {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.last {
    background: var(--_danger);
    color: #fff;
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
  /* the card chosen for a Swap: framed, lifted high and ticked, unmistakable at a glance */
  .slot.selected {
    background: rgba(255, 255, 255, 0.32);
    outline: 3px solid #fff;
    outline-offset: 1px;
    z-index: 1;
  }
  button.slot.selected .card,
  .slot.selected .card {
    box-shadow: 0 0 0 4px #fff, 0 0 0 8px var(--_focus), 0 12px 22px rgba(0, 0, 0, 0.45);
    transform: translateY(-10px) scale(1.06);
  }
  .slot .sel-mark {
    position: absolute;
    left: 50%;
    bottom: -6px;
    transform: translateX(-50%);
    min-width: 26px;
    height: 26px;
    padding: 0 6px;
    border-radius: 13px;
    background: var(--_focus);
    color: #fff;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: 0 0 0 2px #fff, var(--_shadow);
    pointer-events: none;
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
  .me {
    display: grid;
    gap: 6px;
    justify-items: center;
    border-radius: 16px;
    padding: 6px 4px;
    border: 2px solid transparent;
  }
  .me .myname,
  .stack .cap,
  .held .cap,
  .reveal .rname,
  .call-banner span {
    overflow-wrap: anywhere;
    min-width: 0;
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
  .reveal .rslot .was {
    position: absolute;
    top: -8px;
    right: -8px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 13px;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
  }
  .reveal .rslot.replaced .card {
    box-shadow: 0 0 0 3px #7048e8;
  }
  .reveal-legend {
    list-style: none;
    margin: 10px 0 0;
    padding: 0;
    display: grid;
    gap: 6px;
    font-size: 0.9rem;
  }
  .reveal-legend li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .reveal-legend li > :first-child {
    flex: none;
  }
  .reveal-legend .was,
  .was-mark {
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 15px;
    font-weight: 900;
    display: grid;
    place-items: center;
  }
  .reveal-legend .pen {
    width: 24px;
    text-align: center;
    font-weight: 900;
    color: var(--_danger);
  }
  .reveal-legend .best-mark {
    width: 24px;
    height: 16px;
    border-radius: 5px;
    box-shadow: inset 0 0 0 2px var(--_ok);
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
  .reveal .pts .after {
    display: block;
    font-size: 0.75rem;
    font-weight: 700;
    opacity: 0.75;
    white-space: nowrap;
  }
  .reveal-strip .ready-list {
    font-weight: 750;
  }
  /* the reveal on the felt (ruling 22): a replaced special's badge on its slot */
  .slot .was-on-felt {
    position: absolute;
    top: -4px;
    right: -4px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 13px;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
    pointer-events: none;
  }
  .slot.replaced .card {
    box-shadow: 0 0 0 3px #7048e8;
  }
  /* the last round's reveal, kept on the felt at the end */
  .last-round {
    margin-top: 12px;
    padding: 10px;
    border-radius: 14px;
    color: var(--_text);
    background: var(--_surface);
  }
  .last-round h3 {
    margin: 0 0 8px;
  }
  :host([contained]) .call-banner {
    position: absolute;
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
    width: max-content;
    max-width: calc(100% - 24px);
  }
  .call-banner .duck {
    width: 56px;
    height: 56px;
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
  @container (max-width: 480px) {
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
    .held .card.l {
      --w: 70px;
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
  /* the deck, the pile and your hand */
  .tableau {
    display: grid;
    gap: 10px;
  }
  /*
   * Where the game fits the felt it is given (a wide screen, docs/frontend.md "Layout"): the
   * other players on top, the deck and pile beside your hand when the felt is wide enough, and
   * smaller cards when it is short, so the whole table and the moves under it are in view.
   */
  @container felt (min-width: 1px) {
    .opponents {
      grid-template-columns: repeat(auto-fit, minmax(210px, 1fr));
    }
    .opponents.all {
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
    }
    .opp {
      justify-content: flex-start;
    }
    .opp .who {
      flex: 1 1 0;
      min-width: 0;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 2px 8px;
    }
    .opp .slots {
      flex: 1 1 100%;
      justify-content: center;
    }
  }
  @container felt (min-width: 620px) {
    .tableau {
      grid-template-columns: minmax(0, auto) minmax(0, 1fr);
      align-items: center;
    }
    .tableau > .center {
      grid-column: 1;
      grid-row: 1;
    }
    .tableau > .pile-details {
      grid-column: 1;
      grid-row: 2;
      align-self: start;
    }
    .tableau > .me,
    .tableau > .watching {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
  @container felt (min-width: 620px) and (max-width: 820px) {
    .tableau .center {
      gap: 8px;
    }
    .tableau .stack {
      padding: 4px;
    }
    .tableau .center .card.m {
      --w: 56px;
    }
    .tableau .center .card.l {
      --w: 72px;
    }
    .tableau .hand .card.l {
      --w: 74px;
    }
  }
  @container felt (max-height: 600px) {
    .card.l {
      --w: 84px;
    }
    .card.m {
      --w: 58px;
    }
    .opp .card.s {
      --w: 40px;
    }
  }
  /* the how-to-play legend */
  .eye-mark {
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: var(--_focus);
    color: #fff;
    display: grid;
    place-items: center;
  }
  .eye-mark svg {
    width: 17px;
    height: 17px;
  }
`;
