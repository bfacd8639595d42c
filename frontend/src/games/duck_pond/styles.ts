import { css } from "lit";

// Duck Pond's board: the wall's strip and ponds, duck chips by colour, the phone's tabs, action
// rows and forms, proposals and tallies, the Judge's lists, the roll table. Every class starts
// with `pd-` (the styles of all loaded games share the element's shadow root).
export const styles = css`
  .pd-wall,
  .pd-phone,
  .pd-panel {
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  .pd-strip {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  }
  .pd-card {
    background: rgba(0, 0, 0, 0.22);
    border-radius: 14px;
    padding: 10px 12px;
    display: grid;
    gap: 3px;
    align-content: start;
    min-width: 0;
  }
  .pd-card small {
    opacity: 0.88;
  }
  .pd-big {
    font-size: 1.35rem;
    font-variant-numeric: tabular-nums;
  }
  .pd-eggs {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
  }
  .egg {
    width: 15px;
    height: 19px;
    fill: rgba(255, 255, 255, 0.18);
    stroke: rgba(255, 255, 255, 0.6);
    stroke-width: 1.2;
  }
  .egg.on {
    fill: #ffe8a3;
    stroke: #f59f00;
  }
  .pd-titles {
    grid-column: 1 / -1;
  }
  .pd-titles dl {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
  .pd-titles dl div {
    display: flex;
    gap: 6px;
  }
  .pd-titles dt {
    opacity: 0.85;
  }
  .pd-titles dt::after {
    content: ":";
  }
  .pd-titles dd {
    margin: 0;
    font-weight: 700;
  }
  .pd-ponds {
    display: grid;
    gap: 10px;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
  .pd-pond {
    background: linear-gradient(180deg, rgba(77, 171, 247, 0.35), rgba(28, 126, 214, 0.35));
    border: 2px solid rgba(255, 255, 255, 0.28);
    border-radius: 18px 18px 26px 26px;
    padding: 8px 10px 10px;
    min-width: 0;
  }
  .pd-pond.away {
    background: rgba(0, 0, 0, 0.18);
    border-style: dashed;
  }
  .pd-pond h4 {
    margin: 0 0 6px;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
  }
  .pd-pond ul,
  .pd-colour ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .pd-colour + .pd-colour {
    margin-top: 6px;
    padding-top: 6px;
    border-top: 1px dashed rgba(255, 255, 255, 0.3);
  }
  .pd-chip,
  .pd-mine {
    display: flex;
    gap: 8px;
    align-items: center;
    background: rgba(255, 255, 255, 0.12);
    border-radius: 12px;
    padding: 4px 8px;
    min-width: 0;
  }
  .pd-chip.mine {
    outline: 2px solid var(--_accent);
  }
  .pd-chip-text {
    display: grid;
    min-width: 0;
  }
  .pd-chip-text b,
  .pd-chip-text small {
    overflow-wrap: anywhere;
  }
  .pd-chip-text b.unnamed {
    font-style: italic;
    font-weight: 600;
    opacity: 0.85;
  }
  .pd-tags {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
  }
  .pd-duck {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.2);
  }
  .pd-duck .ic {
    width: 26px;
    height: 26px;
  }
  .pd-duck.big {
    width: 44px;
    height: 44px;
  }
  .pd-duck.big .ic {
    width: 38px;
    height: 38px;
  }
  .tag.pd-title {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.pd-title.duke {
    background: #e8590c;
    color: #fff;
  }
  .tag.pd-title.deity {
    background: #ae3ec9;
    color: #fff;
  }
  .tag.pd-scout {
    background: #0c8599;
    color: #fff;
  }
  .pd-empty {
    margin: 0;
    opacity: 0.85;
    font-style: italic;
  }
  /* ---------------------------------------------------------------- sections on the felt */
  .pd-section {
    background: rgba(0, 0, 0, 0.18);
    border-radius: 14px;
    padding: 10px 12px;
    display: grid;
    gap: 8px;
    min-width: 0;
  }
  .pd-section h3,
  .pd-section h4 {
    margin: 0;
  }
  .pd-section h3 small,
  .pd-section h4 small {
    font-weight: 400;
    opacity: 0.85;
    font-size: 0.85rem;
  }
  .pd-help,
  .pd-more {
    margin: 0;
    font-size: 0.92rem;
    opacity: 0.92;
  }
  /* ---------------------------------------------------------------- the phone's tabs */
  .pd-tabs {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 6px;
  }
  @container (min-width: 640px) {
    .pd-tabs {
      grid-template-columns: repeat(6, 1fr);
    }
  }
  .pd-tabs button {
    min-height: 44px;
    border-radius: 12px;
    border: 2px solid rgba(255, 255, 255, 0.35);
    background: rgba(0, 0, 0, 0.2);
    color: #fff;
    font-weight: 700;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    padding: 0 6px;
  }
  .pd-tabs button.on {
    background: var(--_accent);
    color: var(--_on-accent);
    border-color: var(--_accent);
  }
  .pd-badge {
    min-width: 22px;
    height: 22px;
    border-radius: 11px;
    background: var(--_danger);
    color: #fff;
    font-size: 0.8rem;
    display: inline-grid;
    place-items: center;
    padding: 0 5px;
  }
  /* ---------------------------------------------------------------- to do, my ducks */
  .pd-todos,
  .pd-mines,
  .pd-items,
  .pd-actions,
  .pd-proposals,
  .pd-list,
  .pd-changes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  .pd-changes {
    gap: 2px;
    font-size: 0.92rem;
  }
  .pd-changes li::before {
    content: "• ";
  }
  .pd-todo {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  .pd-step {
    flex: none;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: var(--_accent);
    color: var(--_on-accent);
    display: grid;
    place-items: center;
    font-weight: 800;
  }
  .pd-todo.done .pd-step {
    background: var(--_ok);
    color: #fff;
  }
  .pd-todo.done b {
    text-decoration: line-through;
    opacity: 0.8;
  }
  .pd-todo-body {
    display: grid;
    gap: 4px;
    flex: 1;
    min-width: 0;
  }
  .pd-todo-body > .btn {
    justify-self: start;
    color: var(--_text);
  }
  .pd-items {
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  }
  .pd-allow {
    margin: 0;
    font-size: 0.9rem;
  }
  .pd-scout-line {
    color: #c3fae8;
  }
  .pd-warn-line {
    color: #ffe066;
    margin: 0;
  }
  /* ---------------------------------------------------------------- action rows and forms */
  .pd-action {
    background: rgba(255, 255, 255, 0.1);
    border-radius: 12px;
  }
  .pd-action.open {
    background: rgba(255, 255, 255, 0.16);
  }
  .pd-row {
    width: 100%;
    min-height: 56px;
    display: flex;
    align-items: center;
    gap: 10px;
    background: none;
    border: none;
    color: inherit;
    text-align: left;
    padding: 8px 10px;
    border-radius: 12px;
  }
  .pd-what {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  .pd-what small {
    opacity: 0.92;
  }
  .pd-cost {
    color: #ffe066;
    font-weight: 700;
  }
  .pd-chev {
    flex: none;
    font-size: 1.1rem;
  }
  .pd-form {
    padding: 0 10px 10px;
    display: grid;
    gap: 8px;
  }
  .pd-inline {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  .pd-stack {
    display: grid;
    gap: 8px;
    min-width: 0;
  }
  .pd-stack > .btn,
  .pd-inline > .btn {
    justify-self: start;
  }
  .pd-field {
    display: grid;
    gap: 3px;
    min-width: 0;
    font-size: 0.92rem;
  }
  .pd-field.grow {
    flex: 1 1 200px;
  }
  .pd-field.row {
    grid-template-columns: 1fr 90px;
    align-items: center;
  }
  .pd-field input,
  .pd-field select,
  .pd-field textarea {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_surface);
    color: var(--_text);
    padding: 6px 10px;
    font: inherit;
    width: 100%;
    min-width: 0;
  }
  .pd-field textarea {
    resize: vertical;
  }
  .pd-choices {
    border: 1px solid rgba(255, 255, 255, 0.3);
    border-radius: 10px;
    padding: 6px 10px 8px;
    margin: 0;
    display: grid;
    gap: 4px;
    min-width: 0;
  }
  .pd-radio,
  .pd-check {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
  .pd-radio input,
  .pd-check input {
    width: 22px;
    height: 22px;
    flex: none;
  }
  .pd-note {
    margin: 0;
    padding: 6px 10px;
    border-radius: 10px;
    font-weight: 600;
  }
  .pd-note.warn {
    background: #fff3bf;
    color: #5c3c00;
  }
  .pd-note.refused {
    background: var(--_danger);
    color: #fff;
  }
  .pd-drafts {
    display: grid;
    gap: 8px;
  }
  .pd-draft {
    border: 1px dashed rgba(255, 255, 255, 0.4);
    border-radius: 10px;
    padding: 6px 10px 10px;
    margin: 0;
    display: grid;
    gap: 6px;
    min-width: 0;
  }
  .pd-drafts .btn.small,
  .pd-action .btn.small,
  .pd-list .btn.small,
  .pd-offer .btn.small,
  .pd-proposal .btn.small,
  .pd-form .btn {
    color: var(--_text);
  }
  .pd-form .btn.primary {
    color: var(--_on-accent);
  }
  .pd-form .btn.danger,
  .pd-action .btn.danger {
    color: #fff;
  }
  /* ---------------------------------------------------------------- proposals and votes */
  .pd-proposal {
    background: rgba(255, 255, 255, 0.1);
    border-radius: 12px;
    padding: 8px 10px;
    display: grid;
    gap: 6px;
    min-width: 0;
  }
  .pd-proposal.decided {
    opacity: 0.9;
  }
  .pd-proposal h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .pd-num {
    font-variant-numeric: tabular-nums;
    opacity: 0.85;
  }
  .pd-text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .pd-tally {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
  }
  .pd-for,
  .pd-against {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    flex-wrap: wrap;
  }
  .pd-for .ic,
  .pd-against .ic,
  .pd-ballot .ic {
    width: 1.4em;
    height: 1.4em;
  }
  .pd-ballot {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .pd-ballot .btn {
    color: var(--_text);
  }
  .pd-ballot .btn.on {
    opacity: 1;
    outline: 3px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .pd-phone .btn.ghost,
  .pd-wall .btn.ghost,
  .pd-ballot .btn.ghost {
    color: #fff;
    border-color: rgba(255, 255, 255, 0.55);
  }
  .pd-ballot .btn.ghost.on {
    color: var(--_on-accent);
  }
  .pd-myvote {
    opacity: 0.92;
  }
  /* ---------------------------------------------------------------- lists: offers, the Judge */
  .pd-list > li,
  .pd-offer {
    background: rgba(255, 255, 255, 0.1);
    border-radius: 12px;
    padding: 6px 10px;
    display: flex;
    flex-wrap: wrap;
    gap: 6px 10px;
    align-items: center;
    min-width: 0;
  }
  .pd-list > li > span,
  .pd-offer > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .pd-list > li.pd-stack {
    display: grid;
  }
  .pd-offers ul {
    list-style: none;
    margin: 6px 0 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  .pd-offers {
    padding: 4px 2px;
  }
  .pd-offers h4 {
    margin: 0;
  }
  .pd-ruling {
    display: block;
    margin-top: 4px;
  }
  .pd-big-line {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 700;
  }
  /* ---------------------------------------------------------------- dice and their proof */
  .pd-hashes {
    margin: 0;
    display: grid;
    gap: 4px;
  }
  .pd-hashes dt {
    font-size: 0.85rem;
    opacity: 0.85;
  }
  .pd-hashes dd {
    margin: 0;
  }
  .pd-hashes code {
    font-size: 0.8rem;
    overflow-wrap: anywhere;
    word-break: break-all;
  }
  .pd-proof > p {
    margin: 0;
  }
  .pd-proof > .btn {
    justify-self: start;
    color: var(--_text);
  }
  .pd-proof > .btn.primary {
    color: var(--_on-accent);
  }
  .pd-verdict {
    border-radius: 10px;
    padding: 8px 10px;
    display: grid;
    gap: 2px;
  }
  .pd-verdict.good {
    background: var(--_ok);
    color: #fff;
  }
  .pd-verdict.bad {
    background: var(--_danger);
    color: #fff;
  }
  .pd-verdict ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
  .pd-rolls {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: 0.9rem;
  }
  .pd-rolls th,
  .pd-rolls td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid rgba(255, 255, 255, 0.16);
  }
  .pd-rolls tr.ok td:last-child {
    color: #b2f2bb;
    font-weight: 800;
  }
  .pd-rolls tr.bad td {
    background: rgba(214, 64, 26, 0.45);
  }
  /* ---------------------------------------------------------------- the legend (how to play) */
  .pd-legend {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 10px;
  }
  .pd-legend-ducks {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .pd-legend-duck {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .pd-legend .pd-duck {
    background: #1d4f45;
  }
  @container (min-width: 960px) {
    .pd-wall .pd-ponds {
      grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    }
  }
`;
