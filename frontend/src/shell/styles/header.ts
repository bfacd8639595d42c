import { css } from "lit";

// The header bar and the connection and error banners.
export const header = css`
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
  /* inside a dashboard nothing sticks to the viewport: it would cover the dashboard's own bar */
  :host([contained]) header.bar {
    position: static;
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
`;
