// The seats round the yard: each player's plate (name, hand size, coins, rank, the monument,
// passes, team), the teams' totals at four players, and this seat's own header. Another seat's
// hand is only a number here: the view holds nothing else.

import { html, nothing, type TemplateResult } from "lit";
import type { BoardContext } from "../types.js";
import { backSvg, coinSvg, monumentSvg } from "./cards.js";
import { mateOf, teamOf } from "./rules.js";
import type { QSay } from "./strings.js";
import type { QqSeatView, QqUi, QqView } from "./types.js";
import { coinsWord, rankWord } from "./words.js";

export type Ctx = BoardContext<QqUi>;

export const view = (ctx: Ctx) => ctx.view as QqView;
export const mine = (ctx: Ctx) => ctx.mine as QqSeatView | null;
export const say = (ctx: Ctx) => ctx.t as QSay;

/** Team colours (4 players): seats 0 and 2, seats 1 and 3; each also named in words. */
export const TEAM_COLORS = ["#f08c00", "#1c7ed6"];

function passTag(ctx: Ctx, seat: number): TemplateResult | typeof nothing {
  const t = say(ctx);
  const v = view(ctx);
  if (!v.passed[seat]) return nothing;
  const p = v.passes.find((x) => x.seat === seat);
  const how = p?.exchange === "deck" ? ` · ${t("tagTookTwo")}` : p?.exchange === "teammate" && p.with !== null ? ` · ${t("tagSwapped", { name: ctx.nameOf(p.with) })}` : "";
  return html`<span class="tag passed">${t("tagPassed")}${how}</span>`;
}

/** The tags of a seat: whose decision it is, rank, monument, pass, partner, the shell's. */
export function seatTags(ctx: Ctx, seat: number): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const rank = v.ranks[seat];
  const elim = v.eliminated.find((x) => x.seat === seat);
  const aside = v.aside?.[seat] ?? 0;
  const me = ctx.me;
  return html`<span class="tags">
    ${v.decision?.seat === seat && v.phase !== "over" ? html`<span class="tag turn">▶</span>` : nothing}
    ${rank ? html`<span class="tag rank r${rank}">${rankWord(t, rank)}</span>` : nothing}
    ${elim ? html`<span class="tag">${t("tagEliminated")}</span>` : nothing}
    ${v.monument.seat === seat
      ? html`<span class="tag mon ${v.monument.side}" aria-label=${t("tagMonument", { side: t(`side_${v.monument.side}`) })}>${monumentSvg} ${t(`side_${v.monument.side}`)}</span>`
      : nothing}
    ${passTag(ctx, seat)} ${aside ? html`<span class="tag">${t("tagAside", { n: aside })}</span>` : nothing}
    ${me !== null && seat !== me && mateOf(v, me) === seat ? html`<span class="tag partner">${t("tagPartner")}</span>` : nothing}
    ${ctx.seatTags(seat)}
  </span>`;
}

/** Coins, with this round's gain. */
export function coins(ctx: Ctx, seat: number): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const n = v.totals[seat] ?? 0;
  const g = v.gained[seat] ?? 0;
  return html`<span class="coins" aria-label=${coinsWord(t, n) + (g ? ` (${t("gainedN", { n: g > 0 ? `+${g}` : g })})` : "")}
    >${coinSvg}<b>${n}</b>${g ? html`<small>${g > 0 ? `+${g}` : g}</small>` : nothing}</span
  >`;
}

function teamStyle(v: QqView, seat: number): string {
  const team = teamOf(v, seat);
  return team === null ? "" : `--team:${TEAM_COLORS[team]}`;
}

/** Another player's plate: a list item named after the player. */
export function plate(ctx: Ctx, seat: number): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const n = v.hands[seat] ?? 0;
  const due = v.decision?.seat === seat && v.phase !== "over";
  const out = !!v.ranks[seat];
  return html`<div class="plate ${due ? "due" : ""} ${out ? "out" : ""} ${v.passed[seat] ? "passed" : ""} ${v.teams ? "team" : ""}" role="listitem" aria-label=${ctx.seatName(seat)} style=${teamStyle(v, seat)}>
    <div class="who">${ctx.avatar(seat)}<span class="name">${ctx.seatName(seat)}</span></div>
    <div class="stats">
      <span class="count" aria-label=${t("cardsN", { n })}>${backSvg}<b>${n}</b></span>
      ${coins(ctx, seat)}
    </div>
    ${seatTags(ctx, seat)} ${ctx.seatControl(seat, false)}
  </div>`;
}

/** The two teams' totals at four players (individual coins decide nothing: ruling 28). */
export function teamStrip(ctx: Ctx): TemplateResult | typeof nothing {
  const t = say(ctx);
  const v = view(ctx);
  if (!v.teams || !v.team_totals) return nothing;
  return html`<div class="teams" role="list">
    ${v.teams.map((team, i) => {
      const names = team.map((s) => ctx.seatName(s)).join(" & ");
      const mineTeam = ctx.me !== null && team.includes(ctx.me);
      const total = v.team_totals![i] ?? 0;
      return html`<span class="team-pill ${mineTeam ? "mine" : ""}" role="listitem" aria-label=${`${t("team", { names })}: ${coinsWord(t, total)}`} style="--team:${TEAM_COLORS[i]}">
        <i class="dot"></i>${names}
        <span class="coins">${coinSvg}<b>${total}</b></span>
      </span>`;
    })}
  </div>`;
}

/** This seat's own header above its hand. */
export function myHeader(ctx: Ctx, me: number): TemplateResult {
  const v = view(ctx);
  return html`<div class="qq-mehead" style=${teamStyle(v, me)}>
    ${ctx.avatar(me)} <span class="name">${ctx.seatName(me)}</span> ${coins(ctx, me)} ${seatTags(ctx, me)} ${ctx.seatControl(me, true)}
  </div>`;
}
