import { css } from "lit";

// The theme and the controls every part of the table uses.
//
// Every colour is a custom property with a fallback chain:
//   --dd-* (set by a page or a card) -> Home Assistant theme variables -> our own default.
export const base = css`
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
  /*
   * Where a player's or table's name is shown, a long name without a space (32 characters is
   * allowed) breaks inside the word rather than widening the page.
   */
  .status .msg,
  .seats li > span,
  .table-list .tname,
  .panel h3,
  table.scores td:first-child,
  .chart figcaption,
  .winner-line,
  .banner {
    overflow-wrap: anywhere;
    min-width: 0;
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
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
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
  .dot {
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    margin-right: 6px;
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
`;
