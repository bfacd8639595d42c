// The duck, the seat colours and small icons, as Lit templates (SVG: emoji fonts are missing on
// some wall tablets).

import { svg } from "lit";

export const SEAT_COLORS = ["#e8590c", "#1c7ed6", "#2f9e44", "#ae3ec9", "#f08c00", "#0c8599", "#e64980", "#5c7cfa"];

export function seatColor(seat: number): string {
  return SEAT_COLORS[((seat % SEAT_COLORS.length) + SEAT_COLORS.length) % SEAT_COLORS.length]!;
}

export const duckSvg = (cls = "duck") => svg`<svg class=${cls} viewBox="0 0 64 64" aria-hidden="true">
  <ellipse cx="30" cy="44" rx="22" ry="14" fill="var(--_duck, #ffd43b)"/>
  <path d="M10 40 q-6 -10 4 -12 q4 6 -4 12z" fill="var(--_duck, #ffd43b)"/>
  <circle cx="40" cy="24" r="13" fill="var(--_duck, #ffd43b)"/>
  <path d="M51 24 q10 -1 11 4 q-6 4 -12 1z" fill="#f76707"/>
  <circle cx="44" cy="21" r="2.6" fill="#212529"/>
  <circle cx="44.8" cy="20.2" r="0.9" fill="#fff"/>
  <path d="M20 44 q10 8 20 0" stroke="#f59f00" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>`;

const icon = (d: string) => svg`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d=${d} fill="currentColor"/></svg>`;

export const icons = {
  soundOn: icon("M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"),
  soundOff: icon("M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.5 2.5V12zM19 12a7 7 0 0 1-.6 2.8l1.5 1.5A9 9 0 0 0 14 3.2v2.1A7 7 0 0 1 19 12zM4.3 3 3 4.3 7.7 9H3v6h4l5 5v-6.7l4.3 4.3c-.7.5-1.4.9-2.3 1.2v2.1a9 9 0 0 0 3.7-1.8l2 2 1.3-1.3L4.3 3zM12 4 9.9 6.1 12 8.2V4z"),
  bot: icon("M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 16v1.5h8V16H8z"),
  away: icon("M6 5h4v14H6zM14 5h4v14h-4z"),
  trophy: icon("M7 3h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V19h4v2H7v-2h4v-3.1A5 5 0 0 1 7.6 13 5 5 0 0 1 3 8V5h4V3zm0 4H5v1a3 3 0 0 0 2 2.8V7zm12 0h-2v3.8A3 3 0 0 0 19 8V7z"),
  eyes: icon("M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4z"),
  robotAdd: icon("M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"),
  help: icon("M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.1-7.8-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3A2 2 0 0 0 12 7a2 2 0 0 0-2 2H8a4 4 0 1 1 7.1 2.2z"),
};
