import { css } from "lit";

// Dialogs, the podium, confetti, the how-to-play sheet; and reduced motion for everything.
export const overlays = css`
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
  /*
   * Inside a dashboard a dialog belongs to the table's own box: it covers the table, never the
   * dashboard's sidebar, bar or other cards, and stays in view (below the dashboard's bar,
   * --dd-top) while the box scrolls past.
   */
  :host([contained]) {
    position: relative;
    isolation: isolate;
  }
  :host([contained]) .overlay,
  :host([contained]) .confetti {
    position: absolute;
  }
  :host([contained]) .overlay {
    border-radius: inherit;
  }
  :host([contained]) .overlay > .dialog {
    position: sticky;
    top: calc(var(--dd-top, 0px) + 12px);
    bottom: 12px;
    max-height: min(calc(100% - 8px), calc(100dvh - var(--dd-top, 0px) - 24px));
  }
  .dialog .chart {
    max-width: 400px;
  }
  .winner-line {
    font-size: 1.2rem;
    font-weight: 800;
    margin: 0;
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
  /* the how-to-play sheet */
  .howto h3 {
    margin: 14px 0 4px;
  }
  .howto ul {
    margin: 0;
    padding-left: 1.2em;
    display: grid;
    gap: 4px;
  }
  .howto .intro {
    font-size: 1.05rem;
    margin: 0;
  }
  .howto .legend-list {
    list-style: none;
    padding: 0;
    gap: 8px;
  }
  .howto .legend-list li {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .howto .legend-cards {
    display: inline-flex;
    gap: 4px;
    flex: none;
    min-width: 44px;
  }
`;
