// Trades (ruling 44): an offer to another player (what I give, what I ask for, when it expires),
// and the open offers: to me (accept, decline), from me (withdraw), and everyone's (public).

import { html, nothing, type TemplateResult } from "lit";
import { formOf, listAction, numbers, offerAction, whole, type Basket } from "./forms.js";
import { ducksOf } from "./selectors.js";
import { shortDateTime } from "./time.js";
import { ITEMS, type Entry, type Item, type Offer, type PondSeatView } from "./types.js";
import { actionRow, duckWords, fields, hostNow, itemWord, named, note, pick, picker, player, send, setPick, submit, say, type Ctx } from "./ui.js";

const DAY = 86_400_000;
const EXPIRY_DAYS = [1, 2, 3, 6]; // an offer lasts at most 7 days (ruling 44): 6 leaves room for clocks

export function entryWords(ctx: Ctx, e: Entry): string {
  return "duck" in e ? duckWords(ctx, e.duck) : itemWord(say(ctx), e.item, e.count);
}

function basket(f: Record<string, string>, side: "give" | "receive"): Basket {
  const items: Partial<Record<Item, number>> = {};
  for (const item of ITEMS) {
    const n = whole(f[`${side}.${item}`]);
    if (n && n > 0) items[item] = n;
  }
  const ducks = Object.keys(f)
    .filter((k) => k.startsWith(`${side}.duck.`))
    .map((k) => Number(k.slice(`${side}.duck.`.length)));
  return { items, ducks };
}

function side(ctx: Ctx, m: PondSeatView, seat: number, name: "give" | "receive"): TemplateResult {
  const t = say(ctx);
  const held = m.seats?.[seat]?.items;
  const ducks = ducksOf(m, seat).filter((d) => d.complete && !d.scouting);
  const items = ITEMS.filter((i) => (held?.[i] ?? 0) > 0);
  return html`<fieldset class="pd-choices">
    <legend>${name === "give" ? t("youGive") : t("youAsk", { name: player(ctx, seat) })}</legend>
    ${items.map(
      (i) => html`<label class="pd-field row"
        ><span>${itemWord(t, i)} <small>(${t("holdsN", { n: held![i] })})</small></span>
        <input name=${`${name}.${i}`} type="number" inputmode="numeric" min="0" max=${held![i]} value="0"
      /></label>`,
    )}
    ${ducks.map(
      (d) => html`<label class="pd-check"><input type="checkbox" name=${`${name}.duck.${d.duck}`} value="1" /> ${duckWords(ctx, d.duck)} (${t("quacksN", { n: d.quacks })})</label>`,
    )}
    ${items.length || ducks.length ? nothing : html`<small>${t("nothingToTrade")}</small>`}
  </fieldset>`;
}

function offerForm(ctx: Ctx, m: PondSeatView): TemplateResult {
  const t = say(ctx);
  const key = "offer";
  const partners = (m.seats ?? []).filter((s) => s.active && s.seat !== m.seat).map((s) => s.seat);
  const to = Number(pick(ctx, "offer.to", partners));
  const now = hostNow(ctx);
  return html`<form
      class="pd-stack"
      @submit=${(e: Event) => {
        const f = fields(e);
        const days = whole(f["expires"]);
        const expires = days ? Math.floor((now + days * DAY) / 60_000) * 60_000 : null;
        send(ctx, key, offerAction(to, basket(f, "give"), basket(f, "receive"), expires));
      }}
    >
      ${picker(
        "to",
        t("offerTo"),
        partners.map((s) => ({ value: s, label: player(ctx, s) })),
        to,
        (v) => setPick(ctx, "offer.to", v),
      )}
      ${side(ctx, m, m.seat, "give")} ${side(ctx, m, to, "receive")}
      ${picker("expires", t("offerExpires"), [
        { value: "", label: t("atPeriodEnd") },
        ...EXPIRY_DAYS.map((d) => ({ value: d, label: t("inDays", { n: d }) })),
      ])}
      ${submit(t("makeOffer"))}
    </form>
    ${note(ctx, key)}`;
}

function offerLine(ctx: Ctx, o: Offer): TemplateResult {
  const t = say(ctx);
  const m = ctx.view as PondSeatView;
  const give = o.give.map((e) => entryWords(ctx, e)).join(", ") || t("nothing");
  const receive = o.receive.map((e) => entryWords(ctx, e)).join(", ");
  const accept = formOf(m.legal ?? [], "accept");
  const decline = formOf(m.legal ?? [], "decline");
  const withdraw = formOf(m.legal ?? [], "withdraw");
  const key = `offer:${o.offer}`;
  const button = (f: typeof accept, label: string, cls = "") =>
    f && numbers(f, "offers").includes(o.offer)
      ? html`<button class="btn small ${cls}" @click=${() => send(ctx, key, listAction(f, "offers", "offer", o.offer))}>${label}</button>`
      : nothing;
  return html`<li class="pd-offer">
    <span
      ><b>#${o.offer}</b> ${t("offerLine", { from: named(ctx, o.seat), to: named(ctx, o.to), give })}
      ${receive ? t("offerFor", { receive }) : t("asGift")}
      <small>${t("expiresAt", { when: shortDateTime(ctx.lang, m.time_zone, o.expires) })}</small></span
    >
    <span class="row-actions">${button(accept, t("accept"), "primary")} ${button(decline, t("decline"))} ${button(withdraw, t("withdraw"))}</span>
    ${note(ctx, key)}
  </li>`;
}

export function trades(ctx: Ctx, m: PondSeatView): TemplateResult[] {
  const t = say(ctx);
  const rows: TemplateResult[] = [];
  if (formOf(m.legal, "offer")) rows.push(actionRow(ctx, "offer", { title: t("a_offer"), cost: t("free"), does: t("d_offer"), body: () => offerForm(ctx, m) }));
  const offers = m.offers ?? [];
  if (offers.length)
    rows.push(html`<li class="pd-offers">
      <h4>${t("openOffers")}</h4>
      <ul>
        ${offers.map((o) => offerLine(ctx, o))}
      </ul>
    </li>`);
  return rows;
}
