// The score chart: running totals over the rounds, one line per player, as inline SVG.

import { html, svg, nothing, type TemplateResult } from "lit";
import { seatColor } from "./icons.js";
import { cumulative } from "./standings.js";

export interface ChartPoint {
  x: number;
  y: number;
}

/**
 * What a game adds to its chart: `running`, the totals after each round when they are not the
 * running sum of the round scores (a game that halves totals); `target`, a points target to
 * draw a line at.
 */
export interface ChartExtra {
  running?: number[][] | null;
  target?: number | null;
}

const MARGIN = { l: 28, r: 10, t: 10, b: 20 };

/** Pure geometry, tested: points of each seat's line in a w x h box with a margin. */
export function chartGeometry(
  scores: number[][],
  rounds: number,
  w: number,
  h: number,
  m = MARGIN,
  extra: ChartExtra = {},
): { lines: ChartPoint[][]; max: number; xs: number[]; yTicks: { v: number; y: number }[]; target: { v: number; y: number } | null } {
  const cum = extra.running?.length === scores.length ? extra.running : cumulative(scores);
  const seats = scores[0]?.length ?? 0;
  const target = typeof extra.target === "number" && extra.target > 0 ? extra.target : null;
  const maxV = Math.max(10, target ?? 0, ...cum.flat());
  const step = maxV <= 20 ? 5 : maxV <= 50 ? 10 : maxV <= 120 ? 20 : 50;
  const max = Math.ceil(maxV / step) * step;
  const n = Math.max(1, rounds);
  const xs = Array.from({ length: n + 1 }, (_, i) => m.l + ((w - m.l - m.r) * i) / n);
  const y = (v: number) => m.t + (h - m.t - m.b) * (1 - v / max);
  const lines: ChartPoint[][] = [];
  for (let s = 0; s < seats; s++) {
    lines.push([{ x: xs[0]!, y: y(0) }, ...cum.map((row, i) => ({ x: xs[i + 1]!, y: y(row[s] ?? 0) }))]);
  }
  const yTicks: { v: number; y: number }[] = [];
  for (let v = 0; v <= max; v += step) yTicks.push({ v, y: y(v) });
  return { lines, max, xs, yTicks, target: target === null ? null : { v: target, y: y(target) } };
}

export function scoreChart(
  scores: number[][],
  rounds: number,
  names: string[],
  title: string,
  extra: ChartExtra = {},
): TemplateResult | typeof nothing {
  if (!scores.length) return nothing;
  const W = 320;
  const H = 170;
  const g = chartGeometry(scores, rounds, W, H, MARGIN, extra);
  return html`<figure class="chart">
    <svg viewBox="0 0 ${W} ${H}" role="img" aria-label=${title}>
      ${g.yTicks.map(
        (tk) => svg`<line x1="28" x2=${W - 10} y1=${tk.y} y2=${tk.y} class="grid"/>
          <text x="22" y=${tk.y + 4} text-anchor="end" class="tick">${tk.v}</text>`,
      )}
      ${g.xs.map((x, i) => svg`<text x=${x} y=${H - 5} text-anchor="middle" class="tick">${i}</text>`)}
      ${g.target
        ? svg`<line x1="28" x2=${W - 10} y1=${g.target.y} y2=${g.target.y} class="target"/>
          <text x=${W - 12} y=${g.target.y - 4} text-anchor="end" class="tick target-label">${g.target.v}</text>`
        : nothing}
      ${g.lines.map(
        (pts, s) => svg`<polyline fill="none" stroke=${seatColor(s)} stroke-width="3" stroke-linejoin="round"
            stroke-linecap="round" points=${pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")}/>
          ${pts.slice(1).map((p) => svg`<circle cx=${p.x} cy=${p.y} r="3.5" fill=${seatColor(s)}/>`)}`,
      )}
    </svg>
    <figcaption>
      ${names.map(
        (n, s) => html`<span class="legend"><i style="background:${seatColor(s)}"></i>${n}</span>`,
      )}
    </figcaption>
  </figure>`;
}
