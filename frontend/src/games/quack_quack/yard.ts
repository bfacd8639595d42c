// The yard: this power struggle's plays in order with the combination to beat and who played
// it, the passes (and exchanges, with whom: never which cards), a bomb's joining lap, and the
// table's counters (class deck, discard pile, the monument).

import { html, nothing, type TemplateResult } from "lit";
import { seatColor } from "../../icons.js";
import { backSvg, cardFace, monumentCard } from "./cards.js";
import { say, view, type Ctx } from "./seats.js";
import type { Play } from "./types.js";
import { playWords } from "./words.js";

function playRow(ctx: Ctx, p: Play, last: boolean): TemplateResult {
  const t = say(ctx);
  return html`<li class="play ${last ? "last" : ""} k-${p.kind}" aria-label=${`${ctx.nameOf(p.seat)}: ${playWords(t, p)}`}>
    <span class="by"><i class="dot" style="background:${seatColor(p.seat)}"></i>${ctx.nameOf(p.seat)}</span>
    <span class="cards">${p.cards.map((c) => cardFace(c, t, last ? "m" : "s"))}</span>
    <span class="kind">${t(`kind_${p.kind}`)}</span>
  </li>`;
}

function passes(ctx: Ctx): TemplateResult | typeof nothing {
  const t = say(ctx);
  const v = view(ctx);
  if (!v.passes.length) return nothing;
  const names = v.passes.map((p) =>
    p.exchange === "deck"
      ? t("passedDeck", { name: ctx.nameOf(p.seat) })
      : p.exchange === "teammate" && p.with !== null
        ? t("passedMate", { name: ctx.nameOf(p.seat), other: ctx.nameOf(p.with) })
        : ctx.nameOf(p.seat),
  );
  return html`<p class="passes">${t("passedList", { names: names.join(" · ") })}</p>`;
}

/** A bomb's joining lap: who declared, who is asked in turn, who joined or declined. */
function lap(ctx: Ctx): TemplateResult | typeof nothing {
  const t = say(ctx);
  const v = view(ctx);
  const b = v.bomb;
  if (!b) return nothing;
  const joins = v.yard.filter((p) => p.kind === "join");
  const asking = v.decision?.kind === "join" ? v.decision.seat : null;
  return html`<div class="lap ${b.kind}" role="group" aria-label=${t("lapTitle", { bomb: t(`bomb_${b.kind}`), name: ctx.nameOf(b.seat) })}>
    <b>${t("lapTitle", { bomb: t(`bomb_${b.kind}`), name: ctx.nameOf(b.seat) })}</b>
    <ol>
      ${b.lap.map((seat) => {
        const answer = b.answers.find((a) => a.seat === seat);
        const card = joins.find((p) => p.seat === seat)?.cards[0];
        const state = answer ? (answer.joined ? "joined" : "declined") : seat === asking ? "asking" : "waiting";
        const word = { joined: t("lapJoined"), declined: t("lapDeclined"), asking: t("lapAsking"), waiting: t("lapWaiting") }[state];
        return html`<li class=${state}>
          <i class="dot" style="background:${seatColor(seat)}"></i>${ctx.nameOf(seat)}:
          <span class="state">${state === "joined" ? "✓" : state === "declined" ? "✗" : state === "asking" ? "…" : ""} ${word}</span>
          ${card ? cardFace(card, t, "xs") : nothing}
        </li>`;
      })}
    </ol>
  </div>`;
}

/** The class deck, the discard pile and the monument. */
function counters(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  const holder = v.monument.seat === null ? null : ctx.nameOf(v.monument.seat);
  return html`<div class="counters">
    ${v.deck !== null
      ? html`<span class="counter" aria-label=${`${t("classDeck")}: ${t("cardsN", { n: v.deck })}`}>${backSvg}<span>${t("classDeck")}</span><b>${v.deck}</b></span>`
      : nothing}
    <span class="counter" aria-label=${`${t("discardPile")}: ${t("cardsN", { n: v.discard })}`}><span>${t("discardPile")}</span><b>${v.discard}</b></span>
    <span class="counter mon">${monumentCard(t, v.monument.side, holder, "xs")}<span>${holder ?? t("monumentNobody")}</span></span>
  </div>`;
}

export function yard(ctx: Ctx): TemplateResult {
  const t = say(ctx);
  const v = view(ctx);
  // the combination to beat is the last single, pair or Governor (a bomb comes after it)
  const lastIndex = v.last ? findLast(v.yard, v.last) : -1;
  const head = [
    v.tiebreak ? t("tiebreakRound") : "",
    t("struggle", { n: v.struggle }) + (v.phase !== "over" ? ` · ${t("ledBy", { name: ctx.nameOf(v.leader) })}` : ""),
    v.goal ? t("goal", { n: v.goal }) : "",
  ].filter(Boolean);
  return html`<section class="yard" aria-label=${t("yard")}>
    <div class="yard-head"><span>${head.join(" · ")}</span>${counters(ctx)}</div>
    ${v.yard.length
      ? html`<ol class="plays">
          ${v.yard.map((p, i) => playRow(ctx, p, i === lastIndex))}
        </ol>`
      : html`<p class="empty">${t("nothingYet")}</p>`}
    ${passes(ctx)} ${lap(ctx)}
  </section>`;
}

/** The index of the yard's entry equal to `last` (the newest such). */
function findLast(yard: Play[], last: Play): number {
  for (let i = yard.length - 1; i >= 0; i--) {
    const p = yard[i]!;
    if (p.seat === last.seat && p.kind === last.kind && p.cards.join() === last.cards.join()) return i;
  }
  return -1;
}
