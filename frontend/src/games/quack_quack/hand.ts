// This seat's hand, sorted and grouped by class, with the cards a legal action can use lit;
// the playable combinations as one tap each; and this round's own exchanges.

import { html, nothing, type TemplateResult } from "lit";
import { grouped } from "./classes.js";
import { cardFace } from "./cards.js";
import { cardsOf, hand, lit, mateOf, myDecision, pickMode, shortcuts, tapCard } from "./rules.js";
import { mine, myHeader, say, type Ctx } from "./seats.js";
import type { Action, QqSeatView } from "./types.js";
import { actionWords, cardWord, cardsWords } from "./words.js";

function cards(ctx: Ctx, v: QqSeatView): TemplateResult {
  const t = say(ctx);
  const ui = ctx.board;
  const h = hand(v);
  if (!h.length) return html`<p class="empty">${t("handEmpty")}</p>`;
  const picking = pickMode(v, ui) !== null;
  const on = lit(v, ui);
  return html`<div class="qq-hand" role="group" aria-label=${t("yourCards")}>
    ${grouped(h).map(
      (g) => html`<div class="group g-${g.group}">
        <span class="glabel">${t(`group_${g.group}`)}</span>
        <div class="gcards">
          ${g.cards.map(({ card, index }) => {
            const picked = ui.picked.includes(index);
            if (!picking) return html`<span class="qcard" role="img" aria-label=${cardWord(t, card)}>${cardFace(card, t, "l")}</span>`;
            return html`<button
              class="qcard ${on[index] ? "lit" : ""} ${picked ? "picked" : ""}"
              aria-label=${cardWord(t, card)}
              aria-pressed=${picked ? "true" : "false"}
              ?disabled=${!on[index] && !picked}
              @click=${() => ctx.setBoard(tapCard(ctx.board, mine(ctx), index))}
            >
              ${cardFace(card, t, "l")}
            </button>`;
          })}
        </div>
      </div>`,
    )}
  </div>`;
}

function combo(ctx: Ctx, a: Action, mate: string): TemplateResult {
  const t = say(ctx);
  const bomb = a.type === "bomb";
  return html`<button class="combo ${bomb ? "bomb" : ""}" aria-label=${actionWords(t, a, mate)} @click=${() => ctx.act(a)}>
    <span class="cards">${cardsOf(a).map((c) => cardFace(c, t, "xs"))}</span>
    ${bomb ? html`<span class="bname">${t(a.cards.includes("inspector") ? "bomb_secret_inspection" : "bomb_revolution")}</span>` : nothing}
  </button>`;
}

/** The playable combinations (or joins, or an exchange's default), each sent with one tap. */
function combos(ctx: Ctx, v: QqSeatView): TemplateResult | typeof nothing {
  const t = say(ctx);
  const mode = pickMode(v, ctx.board);
  if (!mode) return nothing;
  const list = shortcuts(v, ctx.board);
  const mate = mateOf(v, v.seat);
  const from = [...v.exchanges].reverse().find((x) => x.type === "received");
  const other = mode === "give_back" && from?.type === "received" ? ctx.seatName(from.with) : mate !== null ? ctx.seatName(mate) : "";
  if (!list.length) return mode === "play" && myDecision(v) === "turn" ? html`<p class="empty">${t("nothingBeats")}</p>` : nothing;
  const title = mode === "play" ? t("youCanPlay") : mode === "join" ? t("youCanJoin") : t("shortcutBack");
  return html`<div class="combos" role="group" aria-label=${title}>
    <span class="glabel">${title}</span>
    <div class="clist">${list.map((a) => combo(ctx, a, other))}</div>
  </div>`;
}

/** This round's own exchanges (ruling 34: the cards are known to this seat, and its teammate). */
function exchanges(ctx: Ctx, v: QqSeatView): TemplateResult | typeof nothing {
  const t = say(ctx);
  const lines = v.exchanges.map((x) => {
    if (x.type === "deck") return `${t("exTook", { cards: cardsWords(t, x.took) })} ${x.discarded.length ? t("exPutAside", { cards: cardsWords(t, x.discarded) }) : "…"}`;
    if (x.type === "gave")
      return `${t("exGave", { name: ctx.seatName(x.with), cards: cardsWords(t, x.gave) })} ${x.got.length ? t("exGot", { cards: cardsWords(t, x.got) }) : t("exWaiting")}`;
    return `${t("exReceived", { name: ctx.seatName(x.with), cards: cardsWords(t, x.received) })} ${x.returned.length ? t("exReturned", { cards: cardsWords(t, x.returned) }) : "…"}`;
  });
  const mate = mateOf(v, v.seat);
  if (mate !== null && v.teammate_holds?.length) lines.push(t("mateHolds", { name: ctx.seatName(mate), cards: cardsWords(t, v.teammate_holds) }));
  if (!lines.length) return nothing;
  return html`<details class="exch" ?open=${myDecision(v) === "discard" || myDecision(v) === "give_back"}>
    <summary>${t("exchanges")} (${v.exchanges.length})</summary>
    <ul>
      ${lines.map((l) => html`<li>${l}</li>`)}
    </ul>
  </details>`;
}

export function handArea(ctx: Ctx, me: number): TemplateResult {
  const v = mine(ctx)!;
  const due = myDecision(v) !== null;
  return html`<div class="qq-me ${due ? "due" : ""}">
    ${myHeader(ctx, me)} ${cards(ctx, v)} ${combos(ctx, v)} ${exchanges(ctx, v)}
  </div>`;
}
