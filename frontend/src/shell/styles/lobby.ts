import { css } from "lit";

// The lobby (tables, new table, game picker, options) and the waiting room.
export const lobby = css`
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
  .field small.too-long {
    color: var(--_danger);
    font-weight: 650;
  }
  .field input[aria-invalid="true"] {
    border: 2px solid var(--_danger);
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
  /* the game picker and the chosen game's options */
  .games {
    display: grid;
    gap: 8px;
  }
  .game-choice {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 6px 10px;
    border-radius: 12px;
    background: var(--_surface2);
    cursor: pointer;
  }
  .game-choice input {
    width: 24px;
    height: 24px;
    accent-color: var(--_felt);
    flex: none;
  }
  .game-one {
    padding: 6px 10px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .about {
    display: grid;
  }
  .about small {
    color: var(--_muted);
  }
  .opts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
    gap: 0 12px;
  }
`;
