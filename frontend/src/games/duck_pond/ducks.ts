// The phone's first tab: what to do this period (a newcomer's path: name your duck, pick a pond,
// feed someone else's duck, vote), my items and my ducks.

import { html, nothing, type TemplateResult } from "lit";
import { assignPond, nameAction, whole } from "./forms.js";
import { ducksOf, formForDuck, todo, type Todo } from "./selectors.js";
import { ITEMS, type Duck, type PondSeatView } from "./types.js";
import { colourWord, duckIcon, duckName, fields, itemWord, note, pv, say, send, submit, type Ctx } from "./ui.js";

/** The naming form of one duck (also in the actions' Names group). */
export function nameForm(ctx: Ctx, m: PondSeatView, duck: number, key: string): TemplateResult {
  const t = say(ctx);
  const f = formForDuck(m.legal, "name", duck);
  const d = ducksOf(m, m.seat).find((x) => x.duck === duck);
  const max = m.rules?.numbers?.["name_max"] ?? 140;
  const example = typeof f?.["example"] === "string" ? f["example"] : "";
  return html`<form class="pd-inline" @submit=${(e: Event) => send(ctx, key, nameAction(duck, fields(e)["name"] ?? "", max))}>
      <label class="pd-field grow"
        ><span>${t("nameFor", { duck: duckName(t, d) })}</span>
        <input name="name" type="text" maxlength=${max} autocomplete="off" placeholder=${example ? t("forExample", { example }) : ""} />
      </label>
      ${submit(t("giveName"))}
      ${d?.name ? html`<button class="btn ghost" type="button" @click=${() => send(ctx, key, nameAction(duck, null, max))}>${t("clearName")}</button>` : nothing}
    </form>
    ${note(ctx, key)}`;
}

/** Picking a pond for a duck without one: each pond with its ducks' colours, so upkeep can be judged. */
export function pondForm(ctx: Ctx, m: PondSeatView, duck: number, key: string): TemplateResult {
  const t = say(ctx);
  const f = formForDuck(m.legal, "assign_pond", duck);
  if (!f) return html``;
  const count = Number(f["ponds"]) || 0;
  const label = (n: number) => {
    const p = m.ponds?.[n - 1];
    const colours = [...new Set((p?.ducks ?? []).map((d) => colourWord(t, d.colour)))].join(", ");
    return p && p.ducks.length ? `${t("pondN", { n })}: ${t("ducksN", { n: p.ducks.length })} (${colours})` : `${t("pondN", { n })}: ${t("emptyPond")}`;
  };
  return html`<form class="pd-inline" @submit=${(e: Event) => send(ctx, key, assignPond(f, whole(fields(e)["pond"])))}>
      <label class="pd-field grow"
        ><span>${t("pondFor", { duck: duckWordsOf(ctx, m, duck) })}</span>
        <select name="pond" aria-label=${t("pondFor", { duck: duckWordsOf(ctx, m, duck) })}>
          ${Array.from({ length: count }, (_, i) => html`<option value=${i + 1}>${label(i + 1)}</option>`)}
        </select>
      </label>
      ${submit(t("putInPond"))}
    </form>
    ${note(ctx, key)}`;
}

function duckWordsOf(ctx: Ctx, m: PondSeatView, duck: number): string {
  return duckName(say(ctx), ducksOf(m, m.seat).find((x) => x.duck === duck), duck);
}

function todoItem(ctx: Ctx, m: PondSeatView, item: Todo, i: number): TemplateResult {
  const t = say(ctx);
  const go = (tab: "act" | "votes", open: string | null) => () => ctx.setBoard({ ...ctx.board, tab, open, problem: null });
  let body: TemplateResult;
  switch (item.kind) {
    case "name":
      body = html`<b>${t("todoName")}</b>${nameForm(ctx, m, item.duck, `name:${item.duck}`)}`;
      break;
    case "pond":
      body = html`<b>${t("todoPond")}</b><small>${t("todoPondWhy")}</small>${pondForm(ctx, m, item.duck, `pond:${item.duck}`)}`;
      break;
    case "feed":
      body = html`<b>${t("todoFeed")}</b><small>${item.done ? t("fedThisPeriod") : t("todoFeedWhy")}</small>
        ${item.done ? nothing : html`<button class="btn" @click=${go("act", "feed")}>${t("goFeed")}</button>`}`;
      break;
    case "vote":
      body = html`<b>${t("todoVote")}</b><small>${item.done ? t("votedAll") : t("todoVoteWhy", { n: item.proposals.length })}</small>
        ${item.done ? nothing : html`<button class="btn" @click=${go("votes", null)}>${t("goVote")}</button>`}`;
      break;
  }
  return html`<li class="pd-todo ${item.done ? "done" : ""}">
    <span class="pd-step" aria-hidden="true">${item.done ? "✓" : i + 1}</span>
    <div class="pd-todo-body">${body}</div>
  </li>`;
}

function duckCard(ctx: Ctx, d: Duck): TemplateResult {
  const t = say(ctx);
  const facts = [
    d.pond === null ? t("noPond") : t("pondN", { n: d.pond }),
    colourWord(t, d.colour),
    t("quacksN", { n: d.quacks }),
    ...(d.eggs ? [t("eggsN", { n: d.eggs })] : []),
    ...(d.parent !== null ? [t("childOf", { n: d.parent })] : []),
  ];
  return html`<li class="pd-mine">
    ${duckIcon(d.colour, "pd-duck big")}
    <span class="pd-chip-text">
      <b class=${d.name ? "" : "unnamed"}>${duckName(t, d)}</b>
      <small>${facts.join(" · ")}</small>
      ${d.scouting
        ? html`<small class="pd-scout-line"
            >${t("outScouting", { n: d.scouting.potential })} ${d.scouting.retrievable ? t("canRetrieve") : t("retrieveLater")}</small
          >`
        : nothing}
      ${d.complete ? nothing : html`<small class="pd-warn-line">${t("incomplete")}</small>`}
    </span>
  </li>`;
}

export function ducksTab(ctx: Ctx, m: PondSeatView): TemplateResult {
  const t = say(ctx);
  const items = m.me?.items;
  const list = todo(m);
  const mine = ducksOf(pv(ctx), m.seat);
  const held = ITEMS.filter((i) => (items?.[i] ?? 0) > 0);
  return html`<section class="pd-section" aria-labelledby="pd-todo-h">
      <h3 id="pd-todo-h">${t("thisPeriod")}</h3>
      ${list.length ? html`<ol class="pd-todos">${list.map((x, i) => todoItem(ctx, m, x, i))}</ol>` : html`<p class="pd-empty">${t("nothingToDo")}</p>`}
    </section>
    <section class="pd-section" aria-labelledby="pd-mine-h">
      <h3 id="pd-mine-h">${t("myDucks")} <small>${t("ducksN", { n: mine.length })}</small></h3>
      <ul class="pd-mines">
        ${mine.map((d) => duckCard(ctx, d))}
      </ul>
    </section>
    <section class="pd-section" aria-labelledby="pd-items-h">
      <h3 id="pd-items-h">${t("myItems")}</h3>
      ${held.length
        ? html`<ul class="pd-items">
            ${held.map((i) => html`<li><b>${items![i]}</b> ${itemWord(t, i)}</li>`)}
          </ul>`
        : html`<p class="pd-empty">${t("noItems")}</p>`}
      <p class="pd-allow">${t("allowances", { feeds: m.me?.allowances.feeds ?? 0, attacks: m.me?.allowances.disciple_attacks ?? 0 })}</p>
    </section>`;
}
