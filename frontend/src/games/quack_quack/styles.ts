import { css } from "lit";

// Quack-Quack's board. Every rule is scoped to the board's own classes (`.qq`, `.qq-*`), since
// the styles of every loaded game share the element's shadow root. Mobile first: a phone
// (390 px) and, from 700 px of container width, a wall tablet with larger cards.
export const styles = css`
  .qq {
    display: grid;
    gap: 10px;
  }
  .qq .tag {
    background: rgba(255, 255, 255, 0.18);
    color: #fff;
  }
  .qq .tag.turn {
    background: var(--_ok);
  }
  .qq .tag.rank {
    background: #fff;
    color: #1f2d2a;
  }
  .qq .tag.rank.r1 {
    background: #ffd43b;
    color: #3b2a00;
  }
  .qq .tag.partner {
    background: var(--team, #868e96);
  }
  .qq .tag.mon .glyph,
  .qq-result .tag.mon .glyph {
    width: 1.1em;
    height: 1.1em;
  }
  .qq .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .qq .plate .tag {
    white-space: normal;
  }

  /* the teams at four players */
  .qq .teams,
  .qq-result .rteams {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: center;
    margin: 0;
  }
  .qq .team-pill,
  .qq-result .team-pill {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 4px 12px;
    border-radius: 999px;
    border: 3px solid var(--team);
    font-weight: 750;
    background: rgba(0, 0, 0, 0.22);
  }
  .qq-result .team-pill {
    background: transparent;
  }
  .qq .team-pill.mine {
    background: color-mix(in srgb, var(--team) 40%, transparent);
  }
  .qq .team-pill .dot,
  .qq-result .team-pill .dot {
    background: var(--team);
    margin: 0;
  }

  /* the other players */
  .qq .plates {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(108px, 1fr));
    gap: 8px;
  }
  .qq .plate {
    background: rgba(0, 0, 0, 0.22);
    border-radius: 14px;
    padding: 8px;
    display: grid;
    gap: 5px;
    align-content: start;
    border-left: 6px solid transparent;
    min-width: 0;
  }
  .qq .plate.team {
    border-left-color: var(--team);
  }
  .qq .plate.due {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .qq .plate.out,
  .qq .plate.passed {
    opacity: 0.8;
  }
  .qq .who,
  .qq-mehead {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .qq .name {
    font-weight: 750;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .qq .stats {
    display: flex;
    gap: 12px;
    align-items: center;
    font-variant-numeric: tabular-nums;
    font-size: 1.05rem;
  }
  .qq .count,
  .qq .coins {
    display: inline-flex;
    align-items: center;
    gap: 3px;
  }
  .qq .back {
    width: 24px;
    height: 24px;
  }
  .qq .coin,
  .qq-result .coin {
    width: 20px;
    height: 20px;
    flex: none;
  }
  .qq .coins small {
    color: #ffe066;
    font-weight: 800;
  }

  /* the yard */
  .qq .yard {
    background: rgba(0, 0, 0, 0.16);
    border-radius: 16px;
    padding: 10px;
    display: grid;
    gap: 8px;
    min-height: 120px;
    align-content: start;
  }
  .qq .yard-head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 6px 12px;
    font-size: 0.9rem;
    font-weight: 650;
  }
  .qq .counters {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
    align-items: center;
  }
  .qq .counter {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    font-size: 0.85rem;
    font-weight: 500;
  }
  .qq .counter b {
    font-size: 1rem;
  }
  .qq .plays {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  .qq .play {
    display: grid;
    justify-items: center;
    gap: 3px;
    padding: 5px 7px;
    border-radius: 12px;
    background: rgba(255, 255, 255, 0.08);
  }
  .qq .play.last {
    background: rgba(255, 224, 102, 0.16);
    box-shadow: 0 0 0 2px #ffe066;
  }
  .qq .play.k-revolution,
  .qq .play.k-secret_inspection {
    background: rgba(224, 49, 49, 0.4);
    box-shadow: 0 0 0 2px #ff8787;
  }
  .qq .play .by {
    font-size: 0.8rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .qq .play .cards,
  .qq-legend .legend-cards,
  .qq .combo .cards {
    display: flex;
    gap: 3px;
  }
  .qq .play .kind {
    font-size: 0.72rem;
    opacity: 0.9;
  }
  .qq .passes,
  .qq .empty,
  .qq .spectating {
    margin: 0;
    font-size: 0.9rem;
  }
  .qq .spectating {
    text-align: center;
  }
  .qq .lap {
    background: rgba(224, 49, 49, 0.35);
    border: 2px solid #ff8787;
    border-radius: 12px;
    padding: 8px 10px;
  }
  .qq .lap ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 6px 0 0;
    padding: 0;
  }
  .qq .lap li {
    background: rgba(0, 0, 0, 0.28);
    padding: 4px 10px;
    border-radius: 999px;
    display: inline-flex;
    align-items: center;
    gap: 5px;
    font-weight: 650;
  }
  .qq .lap li .dot {
    margin: 0;
  }
  .qq .lap li.asking {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .qq .lap li.joined {
    background: rgba(47, 158, 68, 0.75);
  }
  .qq .lap li.declined {
    opacity: 0.7;
  }

  /* cards */
  .qc {
    --w: 48px;
    --cc: #495057;
    width: var(--w);
    height: calc(var(--w) * 1.4);
    border-radius: calc(var(--w) * 0.14);
    display: inline-grid;
    grid-template-rows: 1fr auto;
    justify-items: center;
    align-items: center;
    color: #fff;
    background: var(--cc);
    box-shadow:
      0 1px 3px rgba(0, 0, 0, 0.45),
      inset 0 0 0 2px rgba(255, 255, 255, 0.4);
    padding: 4px 2px 5px;
    overflow: hidden;
    flex: none;
  }
  .qc .glyph {
    width: 62%;
    height: auto;
    filter: drop-shadow(0 1px 1px rgba(0, 0, 0, 0.35));
  }
  .qc .nm {
    font-size: 0.6rem;
    font-weight: 800;
    line-height: 1.05;
    text-align: center;
    hyphens: manual;
    overflow-wrap: normal;
    width: 100%;
  }
  .qc.xs {
    --w: 24px;
    padding: 2px;
    grid-template-rows: 1fr;
  }
  .qc.s {
    --w: 34px;
    grid-template-rows: 1fr;
  }
  .qc.xs .nm,
  .qc.s .nm {
    display: none;
  }
  .qc.xs .glyph,
  .qc.s .glyph {
    width: 78%;
  }
  .qc.l {
    --w: 58px;
  }
  .qc.g-inspector {
    --cc: linear-gradient(160deg, #5c636a, #212529);
  }
  .qc.g-people {
    --cc: linear-gradient(160deg, #40c057, #2b8a3e);
  }
  .qc.g-guard {
    --cc: linear-gradient(160deg, #339af0, #1864ab);
  }
  .qc.g-secretary {
    --cc: linear-gradient(160deg, #9775fa, #5f3dc4);
  }
  .qc.g-governor {
    --cc: linear-gradient(160deg, #f03e3e, #a61e4d);
  }
  .qc.g-governor .glyph {
    color: #ffd43b;
  }
  .monument {
    --w: 34px;
    width: var(--w);
    height: calc(var(--w) * 1.4);
    border-radius: 5px;
    display: inline-grid;
    grid-template-rows: 1fr auto;
    justify-items: center;
    align-items: center;
    background: linear-gradient(160deg, #f8f9fa, #ced4da);
    color: #495057;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.45);
    padding: 2px;
    flex: none;
  }
  .monument.vice {
    background: linear-gradient(160deg, #495057, #212529);
    color: #ffd43b;
  }
  .monument .glyph {
    width: 70%;
  }
  .monument .nm {
    font-size: 0.5rem;
    font-weight: 800;
  }
  .monument.xs {
    --w: 24px;
    grid-template-rows: 1fr;
  }
  .monument.xs .nm {
    display: none;
  }

  /* your hand */
  .qq-me {
    background: rgba(0, 0, 0, 0.18);
    border-radius: 16px;
    padding: 8px;
    display: grid;
    gap: 8px;
  }
  .qq-me.due {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .qq-mehead {
    flex-wrap: wrap;
    border-left: 6px solid var(--team, transparent);
    padding-left: 6px;
  }
  .qq-mehead .seat-menu {
    margin-left: auto;
  }
  .qq-hand {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 14px;
    justify-content: center;
  }
  .qq-hand .group,
  .qq .combos {
    display: grid;
    gap: 3px;
    justify-items: start;
  }
  .qq .glabel {
    font-size: 0.72rem;
    font-weight: 700;
    opacity: 0.9;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .qq-hand .gcards,
  .qq .clist {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .qq .qcard {
    padding: 0;
    border: none;
    background: none;
    border-radius: 10px;
    display: inline-flex;
    transition: transform 0.12s ease;
  }
  button.qcard:disabled {
    cursor: default;
  }
  button.qcard:disabled .qc {
    filter: grayscale(0.75) brightness(0.75);
  }
  button.qcard.lit .qc {
    box-shadow:
      0 0 0 3px #ffe066,
      0 2px 8px rgba(0, 0, 0, 0.5);
  }
  button.qcard.picked {
    transform: translateY(-10px);
  }
  button.qcard.picked .qc {
    box-shadow:
      0 0 0 3px #fff,
      0 0 0 7px var(--_accent),
      0 6px 14px rgba(0, 0, 0, 0.5);
  }
  .qq .combo {
    min-height: 48px;
    min-width: 48px;
    padding: 4px 10px;
    border-radius: 12px;
    border: 2px solid #ffe066;
    background: rgba(0, 0, 0, 0.25);
    color: #fff;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 750;
  }
  .qq .combo .qc.xs {
    --w: 30px;
  }
  .qq .combo.bomb {
    border-color: #ff8787;
    background: rgba(201, 42, 42, 0.65);
  }
  .qq .exch summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 700;
    font-size: 0.92rem;
  }
  .qq .exch ul {
    margin: 0;
    padding-left: 20px;
    font-size: 0.9rem;
  }

  /* the action bar */
  .qq-actions .btn.send {
    min-width: 150px;
  }
  .qq-actions .btn.bomb {
    background: #c92a2a;
    color: #fff;
  }
  .qq-actions .ring .bg {
    stroke: var(--_line);
  }

  /*
   * The calls everyone hears alike. Below the shell's dialogs (z-index 20): a call never covers
   * a dialog. While the round's result or the podium is open, the call sits in a band above it
   * instead, and the dialog makes room for the band (docs/games/quack_quack.md, "Board").
   */
  .qq-shout {
    position: fixed;
    left: 50%;
    top: 30%;
    transform: translate(-50%, -50%);
    z-index: 19;
    pointer-events: none;
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.7rem;
    font-weight: 900;
    padding: 12px 24px;
    border-radius: 20px;
    box-shadow: 0 16px 40px rgba(0, 0, 0, 0.35);
    text-align: center;
    max-width: min(90vw, 640px);
    animation: qq-pop 1.4s ease-out both;
  }
  .qq-shout .sname {
    display: block;
    font-size: 0.95rem;
    font-weight: 700;
  }
  .qq-shout.big {
    background: linear-gradient(180deg, #ff8787, #e03131);
    color: #fff;
    font-size: 1.6rem;
    animation-duration: 2.6s;
  }
  .qq-shout.monument,
  .qq-shout.vice {
    background: linear-gradient(180deg, #fff3bf, #ffd43b);
    color: #3b2a00;
  }
  .qq-shout:has(~ .overlay) {
    top: 8px;
    z-index: 25;
    transform: translate(-50%, 0);
    font-size: 1rem;
    line-height: 1.2;
    padding: 6px 14px;
    border-radius: 14px;
    max-height: 52px;
    overflow: hidden;
    width: max-content;
    animation-name: qq-pop-band;
  }
  .qq-shout.big:has(~ .overlay) {
    font-size: 0.95rem;
  }
  .qq-shout:has(~ .overlay) .sname {
    display: inline;
    font-size: inherit;
  }
  .qq-shout ~ .overlay {
    padding-top: 64px;
  }
  :host(:not([contained])) .qq-shout ~ .overlay > .dialog {
    max-height: calc(100vh - 76px);
  }
  /* in a dashboard card the dialog sticks below the dashboard's bar (--dd-top): so does the band */
  :host([contained]) .qq-shout:has(~ .overlay) {
    top: calc(var(--dd-top, 0px) + 8px);
  }
  :host([contained]) .qq-shout ~ .overlay > .dialog {
    top: calc(var(--dd-top, 0px) + 64px);
    max-height: min(calc(100% - 60px), calc(100dvh - var(--dd-top, 0px) - 76px));
  }
  @keyframes qq-pop-band {
    0% {
      transform: translate(-50%, 0) scale(0.6);
      opacity: 0;
    }
    12%,
    80% {
      transform: translate(-50%, 0) scale(1);
      opacity: 1;
    }
    100% {
      transform: translate(-50%, 0) scale(1);
      opacity: 0;
    }
  }
  @keyframes qq-pop {
    0% {
      transform: translate(-50%, -50%) scale(0.4);
      opacity: 0;
    }
    12% {
      transform: translate(-50%, -50%) scale(1.08);
      opacity: 1;
    }
    80% {
      transform: translate(-50%, -50%) scale(1);
      opacity: 1;
    }
    100% {
      transform: translate(-50%, -50%) scale(1);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .qq-shout,
    .qq-shout:has(~ .overlay) {
      animation: none;
    }
    button.qcard,
    .qq .qcard {
      transition: none;
    }
  }

  /* the round's result */
  .qq-result,
  .qq-result .rrows {
    display: grid;
    gap: 4px;
  }
  .qq-result {
    gap: 10px;
  }
  .qq-result .next {
    margin: 0;
  }
  .qq-result .rrow {
    display: grid;
    grid-template-columns: 5.5em minmax(0, 1fr) auto 3.6em;
    gap: 8px;
    align-items: center;
    padding: 6px 8px;
    border-radius: 10px;
    border-left: 5px solid var(--team, transparent);
    font-variant-numeric: tabular-nums;
  }
  .qq-result .rrow.head {
    font-size: 0.8rem;
    color: var(--_muted);
    border-left-color: transparent;
    padding-block: 0;
  }
  .qq-result .rrow.r1 {
    background: color-mix(in srgb, #ffd43b 30%, transparent);
  }
  .qq-result .rrank {
    font-weight: 800;
  }
  .qq-result .rgain {
    font-weight: 800;
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
  .qq-result .rtotal {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    justify-content: flex-end;
  }
  .lead-now {
    display: flex;
    gap: 10px;
    align-items: center;
  }

  /* the how-to sheet's legend */
  .qq-legend {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  .qq-legend li {
    display: flex;
    gap: 12px;
    align-items: center;
  }
  .qq-legend .legend-cards {
    flex: none;
    min-width: 96px;
    flex-wrap: wrap;
  }
  .qq-legend .coin {
    width: 24px;
    height: 24px;
  }
  .qq-legend .coinrow {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }

  @container (max-width: 480px) {
    .qq .team-pill {
      font-size: 0.85rem;
      padding: 2px 8px;
      gap: 4px;
    }
  }
  @container (min-width: 700px) {
    .qc.l {
      --w: 72px;
    }
    .qc.m {
      --w: 58px;
    }
    .qc .nm {
      font-size: 0.7rem;
    }
    .qq .plates {
      grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    }
    .qq .yard {
      min-height: 150px;
      padding: 14px;
    }
    .qq .play .by {
      font-size: 0.92rem;
    }
    .qq .play .qc.s {
      --w: 44px;
    }
    .qq .combo .qc.xs {
      --w: 38px;
    }
    .qq-shout {
      font-size: 2.2rem;
    }
  }
`;
