// What every part of Duck Pond's board shares: the context's view, words and names, a duck's
// chip and colour, small SVG icons (emoji fonts are missing on some wall tablets), and sending
// a built action (or saying what is missing) with its refusal shown by the form that sent it.

import { html, nothing, svg, type TemplateResult } from "lit";
import { duckSvg } from "../../icons.js";
import type { BoardContext, Maybe } from "../types.js";
import type { Built } from "./forms.js";
import { duckIndex } from "./selectors.js";
import { plural, type PSay } from "./strings.js";
import type { Duck, Item, PondSeatView, PondUi, PondView, Title } from "./types.js";

export type Ctx = BoardContext<PondUi>;

export const pv = (ctx: Ctx) => ctx.view as PondView;

export const say = (ctx: Ctx): PSay => plural(ctx.t as PSay);

/** The seat view with its `me`, when this client plays (else null: a watcher, or a seat that left). */
export function seated(ctx: Ctx): PondSeatView | null {
  const m = ctx.mine as PondSeatView | null;
  return m && ctx.me !== null && m.me ? m : null;
}

/** The host's time now: the view's clock as the shell counts it, else this device's. */
export function hostNow(ctx: Ctx): number {
  const v = pv(ctx);
  if (ctx.left !== null && typeof v.deadline === "number") return v.deadline - ctx.left;
  return Date.now();
}

/** A player's name as the game knows it (display names can change), "you" for this client. */
export function player(ctx: Ctx, seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return say(ctx)("nobody");
  if (seat === ctx.me) return ctx.t("you");
  return named(ctx, seat);
}

/** A player's name, also for this client (where "you" would not fit the sentence). */
export function named(ctx: Ctx, seat: number): string {
  return pv(ctx).seats?.[seat]?.name ?? ctx.seatName(seat);
}

export function duckName(t: PSay, d: Pick<Duck, "duck" | "name"> | undefined, n?: number): string {
  if (!d) return t("duckNo", { n: n ?? 0 });
  return d.name ?? t("unnamed", { n: d.duck });
}

/** A duck by number as words: its name, or "duck #5" when the view has no such duck. */
export function duckWords(ctx: Ctx, n: number): string {
  return duckName(say(ctx), duckIndex(pv(ctx)).get(n), n);
}

/** "Quackers (Ben)": a duck with its owner, for pickers. */
export function duckWithOwner(ctx: Ctx, d: Duck): string {
  const t = say(ctx);
  const owner = d.owner === null ? t("disciple") : player(ctx, d.owner);
  return `${duckName(t, d)} (${owner}) · ${t("quacksN", { n: d.quacks })}`;
}

/** The Disciple's own look (no duck colour is spelt with a hash). */
export const DISCIPLE = "#disciple";

const COLOURS: Record<string, string> = {
  yellow: "#ffd43b",
  green: "#69db7c",
  blue: "#4dabf7",
  red: "#ff6b6b",
};

/** A duck colour as CSS: the four of the rules, any other colour a proposal adds by its name's hue. */
export function colourCss(colour: string | null): string {
  if (colour === null) return "#f1f3f5";
  if (colour === DISCIPLE) return "#5f3dc4";
  const known = COLOURS[colour];
  if (known) return known;
  let h = 0;
  for (const ch of colour) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${h} 70% 65%)`;
}

export function colourWord(t: PSay, colour: string | null): string {
  if (colour === null) return t("uncoloured");
  const k = `colour_${colour}`;
  const w = t(k as never);
  return w === k ? colour : w;
}

export function itemWord(t: PSay, item: Item | string, count?: number): string {
  const name = t(`item_${item}` as never);
  return count === undefined ? name : `${count} × ${name}`;
}

export function titleWord(t: PSay, title: Title): string {
  return t(`title_${title}` as never);
}

/** A duck drawn in its colour. */
export function duckIcon(colour: string | null, cls = "pd-duck"): TemplateResult {
  return html`<span class=${cls} style="--_duck:${colourCss(colour)}">${duckSvg("ic")}</span>`;
}

export const breadSvg = svg`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 10.5C4 6.9 7.6 5 12 5s8 1.9 8 5.5c0 1-.6 1.7-1.5 2V19H5.5v-6.5C4.6 12.2 4 11.5 4 10.5z" fill="#e8a33d" stroke="#9c5b12" stroke-width="1.2"/><path d="M8 9.5l1.5 1.5M11.5 9l1.5 1.5M15 9.5l1.5 1.5" stroke="#9c5b12" stroke-width="1.2" stroke-linecap="round"/></svg>`;

export function eggSvg(filled: boolean): TemplateResult {
  return html`<svg class="egg ${filled ? "on" : ""}" viewBox="0 0 20 26" aria-hidden="true">
    <path d="M10 1C5 1 1 9.5 1 15.5 1 21 5 25 10 25s9-4 9-9.5C19 9.5 15 1 10 1z" />
  </svg>`;
}

/** A title badge. */
export function titleTag(t: PSay, title: Title): TemplateResult {
  return html`<span class="tag pd-title ${title}">${titleWord(t, title)}</span>`;
}

/** Sends a built action, or notes what the form still needs; the form's key marks where a refusal shows. */
export function send(ctx: Ctx, key: string, built: Built, close = true, after: Partial<PondUi> = {}): void {
  if ("problem" in built) {
    ctx.setBoard({ ...ctx.board, problem: { key, text: say(ctx)(built.problem as never, built.params) } });
    return;
  }
  ctx.setBoard({ ...ctx.board, sent: key, problem: null, open: close ? null : ctx.board.open, confirm: null, ...after });
  ctx.act(built.action);
}

/** Asks first (a destructive action), then sends. */
export function confirmThen(ctx: Ctx, key: string, built: Built, text: string): void {
  if ("problem" in built) return send(ctx, key, built);
  ctx.setBoard({ ...ctx.board, confirm: { action: built.action, key, text } });
}

/** The form's note: what it still needs, or the host's refusal of what it sent. */
export function note(ctx: Ctx, key: string): Maybe {
  const p = ctx.board.problem;
  if (p && p.key === key) return html`<p class="pd-note warn" role="status">${p.text}</p>`;
  if (ctx.refusal && ctx.board.sent === key) return html`<p class="pd-note refused">${say(ctx)("refused")} ${ctx.refusal}</p>`;
  return nothing;
}

/** Form fields by name, as typed. */
export function fields(e: Event): Record<string, string> {
  e.preventDefault();
  const form = e.target as HTMLFormElement;
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form).entries()) out[k] = typeof v === "string" ? v : "";
  return out;
}

/** An expandable action row: its title, cost and what it does, and its form when open. */
export function actionRow(
  ctx: Ctx,
  key: string,
  o: { title: string; cost: string; does: string; body: () => TemplateResult; icon?: TemplateResult },
): TemplateResult {
  const open = ctx.board.open === key;
  const toggle = () => ctx.setBoard({ ...ctx.board, open: open ? null : key, problem: null });
  return html`<li class="pd-action ${open ? "open" : ""}">
    <button class="pd-row" aria-expanded=${open ? "true" : "false"} @click=${toggle}>
      ${o.icon ?? nothing}
      <span class="pd-what"><b>${o.title}</b><small class="pd-cost">${o.cost}</small><small>${o.does}</small></span>
      <span class="pd-chev" aria-hidden="true">${open ? "▴" : "▾"}</span>
    </button>
    ${open ? html`<div class="pd-form">${o.body()}</div>` : nothing} ${open ? nothing : note(ctx, key)}
  </li>`;
}

/** A select of values with labels; `value` picks the selected one. */
export function picker(name: string, label: string, options: { value: string | number; label: string }[], value?: string | number, onChange?: (v: string) => void): TemplateResult {
  return html`<label class="pd-field"
    ><span>${label}</span>
    <select name=${name} aria-label=${label} @change=${(e: Event) => onChange?.((e.target as HTMLSelectElement).value)}>
      ${options.map((o) => html`<option value=${String(o.value)} ?selected=${String(o.value) === String(value ?? options[0]?.value)}>${o.label}</option>`)}
    </select></label
  >`;
}

/** The value a select shows now (the board's pick, else the first choice). */
export function pick(ctx: Ctx, key: string, choices: readonly (string | number)[]): string {
  const p = ctx.board.picks[key];
  return p !== undefined && choices.map(String).includes(p) ? p : String(choices[0] ?? "");
}

export function setPick(ctx: Ctx, key: string, value: string): void {
  ctx.setBoard({ ...ctx.board, picks: { ...ctx.board.picks, [key]: value }, problem: null });
}

export function submit(label: string, cls = "primary"): TemplateResult {
  return html`<button class="btn ${cls}" type="submit">${label}</button>`;
}
