// The phone's actions: every form the seat view's `legal` holds, grouped (names, ponds, feeding,
// attacks, scouting, trades), each with its cost and what it does, and a form that sends exactly
// the engine's action JSON. Proposals and votes have their own tab, and so does the Judge.

import { html, nothing, type TemplateResult } from "lit";
import { nameForm, pondForm } from "./ducks.js";
import {
  cannibalismAction,
  displayNameAction,
  eggChance,
  feedAction,
  formOf,
  formsOf,
  grouped,
  layEggAction,
  listAction,
  movePond,
  numbers,
  pairs,
  scramblerAction,
  standardAction,
  stealAction,
  thievesFor,
  whole,
  type Group,
} from "./forms.js";
import { duckIndex } from "./selectors.js";
import { trades } from "./trades.js";
import { GOD, type Duck, type Form, type PondSeatView } from "./types.js";
import { actionRow, confirmThen, duckWithOwner, duckWords, fields, itemWord, note, pick, picker, player, send, setPick, submit, say, type Ctx } from "./ui.js";
import { weekdayTime } from "./time.js";

const num = (m: PondSeatView, key: string, fallback: number) => m.rules?.numbers?.[key] ?? fallback;

function duckOptions(ctx: Ctx, list: readonly number[]): { value: number; label: string }[] {
  const idx = duckIndex(ctx.view as PondSeatView);
  return list.map((n) => {
    const d = idx.get(n);
    return { value: n, label: d ? duckWithOwner(ctx, d) : duckWords(ctx, n) };
  });
}

/** A form that picks one of a list form's numbers and sends it. */
function listForm(ctx: Ctx, f: Form, key: string, plural: string, arg: string, label: string, button: string): TemplateResult {
  const list = numbers(f, plural);
  return html`<form class="pd-inline" @submit=${(e: Event) => send(ctx, key, listAction(f, plural, arg, whole(fields(e)[arg]) ?? -1))}>
      ${picker(arg, label, duckOptions(ctx, list))} ${submit(button)}
    </form>
    ${note(ctx, key)}`;
}

// ------------------------------------------------------------------ names and ponds

function names(ctx: Ctx, m: PondSeatView): TemplateResult[] {
  const t = say(ctx);
  const max = num(m, "name_max", 140);
  const rows = formsOf(m.legal, "name").map((f) => {
    const duck = Number(f["duck"]);
    const key = `name:${duck}`;
    return actionRow(ctx, key, { title: t("a_name", { duck: duckWords(ctx, duck) }), cost: t("free"), does: t("d_name", { max }), body: () => nameForm(ctx, m, duck, key) });
  });
  const dn = formOf(m.legal, "display_name");
  if (dn) {
    const key = "display_name";
    rows.push(
      actionRow(ctx, key, {
        title: t("a_display_name"),
        cost: t("free"),
        does: t("d_display_name", { name: m.me?.name ?? "" }),
        body: () =>
          html`<form class="pd-inline" @submit=${(e: Event) => send(ctx, key, displayNameAction(fields(e)["name"] ?? ""))}>
              <label class="pd-field grow"><span>${t("yourPlayerName")}</span><input name="name" type="text" maxlength="40" autocomplete="nickname" /></label>
              ${submit(t("rename"))}
            </form>
            ${note(ctx, key)}`,
      }),
    );
  }
  return rows;
}

function ponds(ctx: Ctx, m: PondSeatView): TemplateResult[] {
  const t = say(ctx);
  const rows = formsOf(m.legal, "assign_pond").map((f) => {
    const duck = Number(f["duck"]);
    const key = `pond:${duck}`;
    return actionRow(ctx, key, { title: t("a_assign_pond", { duck: duckWords(ctx, duck) }), cost: t("free"), does: t("d_assign_pond"), body: () => pondForm(ctx, m, duck, key) });
  });
  for (const f of formsOf(m.legal, "move")) {
    const duck = Number(f["duck"]);
    const key = `move:${duck}`;
    const here = Number(f["pond"]);
    const others = Array.from({ length: Number(f["ponds"]) || 0 }, (_, i) => i + 1).filter((p) => p !== here);
    rows.push(
      actionRow(ctx, key, {
        title: t("a_move", { duck: duckWords(ctx, duck), pond: here }),
        cost: t("costQuacks", { n: Math.max(1, num(m, "move_cost", 1)) }),
        does: t("d_move"),
        body: () =>
          html`<form class="pd-inline" @submit=${(e: Event) => send(ctx, key, movePond(f, whole(fields(e)["pond"])))}>
              ${picker(
                "pond",
                t("toPond"),
                others.map((p) => ({ value: p, label: t("pondN", { n: p }) })),
              )}
              ${submit(t("moveDuck"))}
            </form>
            ${note(ctx, key)}`,
      }),
    );
  }
  return rows;
}

// ------------------------------------------------------------------ feeding

function feeding(ctx: Ctx, m: PondSeatView): TemplateResult[] {
  const t = say(ctx);
  const forms = formsOf(m.legal, "feed");
  const die = num(m, "feed_die", 6);
  if (!forms.length) {
    const when = weekdayTime(ctx.lang, m.time_zone, m.period.end);
    return m.me && m.me.allowances.feeds === 0 ? [html`<li class="pd-empty">${t("fedAlready", { when })}</li>`] : [];
  }
  const key = "feed";
  const idx = duckIndex(m);
  const ducks = forms.map((f) => Number(f["duck"]));
  const chosen = Number(pick(ctx, "feed.duck", ducks));
  const f = forms.find((x) => x["duck"] === chosen) ?? forms[0]!;
  const fruit = (f["fruit"] as (string | null)[]) ?? [null];
  const others = ducks.filter((d) => idx.get(d)?.owner !== m.seat);
  const own = ducks.filter((d) => idx.get(d)?.owner === m.seat);
  const label = (d: number) => {
    const x = idx.get(d);
    return x ? duckWithOwner(ctx, x) : duckWords(ctx, d);
  };
  const fruitWord = (x: string | null) => (x === null ? t("noFruit") : `${itemWord(t, x)}: ${t(`fruit_${x}` as never, { seeds: num(m, "seeds_per_feed", 10), bonus: num(m, "seeds_bonus", 1), orange: num(m, "blood_orange_bonus", 3) })}`);
  return [
    actionRow(ctx, key, {
      title: t("a_feed"),
      cost: t("c_feed", { n: m.me?.allowances.feeds ?? 0 }),
      does: t("d_feed", { die }),
      body: () =>
        html`<form class="pd-stack" @submit=${(e: Event) => send(ctx, key, feedAction(f, fields(e)["fruit"] || null))}>
            <label class="pd-field"
              ><span>${t("whichDuck")}</span>
              <select name="duck" aria-label=${t("whichDuck")} @change=${(e: Event) => setPick(ctx, "feed.duck", (e.target as HTMLSelectElement).value)}>
                ${others.length ? html`<optgroup label=${t("othersDucks")}>${others.map((d) => html`<option value=${d} ?selected=${d === chosen}>${label(d)}</option>`)}</optgroup>` : nothing}
                ${own.length ? html`<optgroup label=${t("ownWithGrapes")}>${own.map((d) => html`<option value=${d} ?selected=${d === chosen}>${label(d)}</option>`)}</optgroup>` : nothing}
              </select></label
            >
            <fieldset class="pd-choices">
              <legend>${t("addFruit")}</legend>
              ${fruit.map(
                (x, i) => html`<label class="pd-radio"><input type="radio" name="fruit" value=${x ?? ""} ?checked=${i === 0} /> ${fruitWord(x)}</label>`,
              )}
            </fieldset>
            ${submit(t("feedIt"))}
          </form>
          ${note(ctx, key)}`,
    }),
  ];
}

// ------------------------------------------------------------------ Quack Attacks

/** A cost typed into an attack form (kept, so the form can say what it does as it is typed). */
function costInput(ctx: Ctx, key: string, o: { min: number; max: number; step: number; label: string }): TemplateResult {
  const value = ctx.board.picks[key] ?? String(o.min);
  return html`<label class="pd-field"
    ><span>${o.label}</span>
    <input
      name="cost"
      type="number"
      inputmode="numeric"
      min=${o.min}
      max=${o.max}
      step=${o.step}
      .value=${value}
      @input=${(e: Event) => setPick(ctx, key, (e.target as HTMLInputElement).value)}
  /></label>`;
}

function attackers(ctx: Ctx, f: Form, pickKey: string, label: string): { duck: number; most: number; field: TemplateResult } {
  const list = pairs(f, "ducks") as [number, number][];
  const duck = Number(pick(ctx, pickKey, list.map(([d]) => d)));
  const most = list.find(([d]) => d === duck)?.[1] ?? 0;
  const options = duckOptions(
    ctx,
    list.map(([d]) => d),
  );
  return { duck, most, field: picker("duck", label, options, duck, (v) => setPick(ctx, pickKey, v)) };
}

function attacks(ctx: Ctx, m: PondSeatView): TemplateResult[] {
  const t = say(ctx);
  const rows: TemplateResult[] = [];
  const idx = duckIndex(m);
  const std = formOf(m.legal, "standard");
  if (std) {
    const key = "standard";
    const step = Number(std["step"]) || 2;
    rows.push(
      actionRow(ctx, key, {
        title: t("a_standard"),
        cost: t("c_standard", { step }),
        does: t("d_standard", { step }),
        body: () => {
          const a = attackers(ctx, std, "standard.duck", t("attacker"));
          const targets = numbers(std, "targets").filter((x) => x !== a.duck);
          const cost = whole(ctx.board.picks["standard.cost"] ?? String(step)) ?? step;
          return html`<form
              class="pd-stack"
              @submit=${(e: Event) => {
                const fx = fields(e);
                send(ctx, key, standardAction(std, a.duck, whole(fx["target"]) ?? -1, whole(fx["cost"])));
              }}
            >
              ${a.field} ${picker("target", t("target"), duckOptions(ctx, targets))}
              ${costInput(ctx, "standard.cost", { min: step, max: a.most, step, label: t("costUpTo", { n: a.most }) })}
              <small>${t("targetLoses", { n: Math.floor(cost / step) })}</small>
              ${targets.includes(m.disciple?.duck ?? -1) ? html`<small>${t("discipleNote")}</small>` : nothing} ${submit(t("attack"))}
            </form>
            ${note(ctx, key)}`;
        },
      }),
    );
  }
  const lay = formOf(m.legal, "lay_egg");
  if (lay) {
    const key = "lay_egg";
    const low = Number(lay["min"]) || 10;
    rows.push(
      actionRow(ctx, key, {
        title: t("a_lay_egg"),
        cost: t("c_lay_egg", { low }),
        does: t("d_lay_egg", { low }),
        body: () => {
          const a = attackers(ctx, lay, "lay.duck", t("whichDuck"));
          const cost = whole(ctx.board.picks["lay.cost"] ?? String(low)) ?? low;
          return html`<form class="pd-stack" @submit=${(e: Event) => send(ctx, key, layEggAction(lay, a.duck, whole(fields(e)["cost"])))}>
              ${a.field} ${costInput(ctx, "lay.cost", { min: low, max: a.most, step: 1, label: t("costUpTo", { n: a.most }) })}
              <small>${t("eggChance", { n: cost, pct: Math.round(eggChance(cost, low) * 100) })}</small>
              ${submit(t("layEgg"))}
            </form>
            ${note(ctx, key)}`;
        },
      }),
    );
  }
  const hatch = formOf(m.legal, "hatch");
  if (hatch) {
    const key = "hatch";
    rows.push(
      actionRow(ctx, key, {
        title: t("a_hatch"),
        cost: t("c_hatch", { eggs: num(m, "hatch_eggs", 1), quacks: num(m, "hatch_quacks", 5) }),
        does: t("d_hatch"),
        body: () => listForm(ctx, hatch, key, "ducks", "duck", t("whichDuck"), t("hatchIt")),
      }),
    );
  }
  const scr = formOf(m.legal, "scrambler");
  if (scr) {
    const key = "scrambler";
    const step = Number(scr["step"]) || 20;
    rows.push(
      actionRow(ctx, key, {
        title: t("a_scrambler"),
        cost: t("c_scrambler", { step }),
        does: t("d_scrambler", { step }),
        body: () => {
          const a = attackers(ctx, scr, "scr.duck", t("attacker"));
          const holders = pairs(scr, "targets");
          const target = pick(
            ctx,
            "scr.target",
            holders.map(([h]) => h),
          );
          const eggs = holders.find(([h]) => String(h) === target)?.[1] ?? 0;
          const top = Math.min(a.most, eggs * step);
          return html`<form
              class="pd-stack"
              @submit=${(e: Event) => {
                const raw = fields(e)["target"] ?? "";
                send(ctx, key, scramblerAction(scr, a.duck, raw === GOD ? GOD : (whole(raw) ?? -1), whole(fields(e)["cost"])));
              }}
            >
              ${a.field}
              ${picker(
                "target",
                t("target"),
                holders.map(([h, n]) => ({ value: h, label: `${h === GOD ? t("duckGod") : player(ctx, Number(h))}: ${t("godEggsN", { n })}` })),
                target,
                (v) => setPick(ctx, "scr.target", v),
              )}
              ${costInput(ctx, "scr.cost", { min: step, max: top, step, label: t("costUpTo", { n: top }) })} ${submit(t("scramble"))}
            </form>
            ${note(ctx, key)}`;
        },
      }),
    );
  }
  const steal = formOf(m.legal, "steal");
  if (steal) {
    const key = "steal";
    rows.push(
      actionRow(ctx, key, {
        title: t("a_steal"),
        cost: t("c_steal"),
        does: t("d_steal", { n: num(m, "steal_threshold", 10) }),
        body: () => {
          const targets = (pairs(steal, "targets") as [number, number][]).filter(([d]) => thievesFor(steal, d).length);
          const target = Number(
            pick(
              ctx,
              "steal.target",
              targets.map(([d]) => d),
            ),
          );
          const thieves = thievesFor(steal, target);
          return html`<form
              class="pd-stack"
              @submit=${(e: Event) => {
                const b = stealAction(steal, whole(fields(e)["duck"]) ?? -1, target);
                confirmThen(ctx, key, b, t("confirmSteal", { duck: duckWords(ctx, target) }));
              }}
            >
              ${picker("target", t("dukesDuck"), duckOptions(ctx, targets.map(([d]) => d)), target, (v) => setPick(ctx, "steal.target", v))}
              ${picker("duck", t("thief"), duckOptions(ctx, thieves))} ${submit(t("stealIt"), "danger")}
            </form>
            ${note(ctx, key)}`;
        },
      }),
    );
  }
  const can = formOf(m.legal, "cannibalism");
  if (can) {
    const key = "cannibalism";
    rows.push(
      actionRow(ctx, key, {
        title: t("a_cannibalism"),
        cost: t("free"),
        does: t("d_cannibalism", { n: num(m, "cannibal_bonus", 10) }),
        body: () => {
          const eaters = numbers(can, "ducks");
          const eater = Number(pick(ctx, "can.duck", eaters));
          const victims = numbers(can, "targets").filter((x) => x !== eater);
          return html`<form
              class="pd-stack"
              @submit=${(e: Event) => {
                const target = whole(fields(e)["target"]) ?? -1;
                const victim: Duck | undefined = idx.get(target);
                confirmThen(ctx, key, cannibalismAction(can, eater, target), t("confirmEat", { duck: duckWords(ctx, target), n: victim?.quacks ?? 0 }));
              }}
            >
              ${picker("duck", t("eater"), duckOptions(ctx, eaters), eater, (v) => setPick(ctx, "can.duck", v))}
              ${picker("target", t("eaten"), duckOptions(ctx, victims))} ${submit(t("eatIt"), "danger")}
            </form>
            ${note(ctx, key)}`;
        },
      }),
    );
  }
  return rows;
}

// ------------------------------------------------------------------ scouting

function scouting(ctx: Ctx, m: PondSeatView): TemplateResult[] {
  const t = say(ctx);
  const rows: TemplateResult[] = [];
  const scout = formOf(m.legal, "scout");
  if (scout)
    rows.push(
      actionRow(ctx, "scout", {
        title: t("a_scout"),
        cost: t("free"),
        does: t("d_scout", { die: num(m, "scout_die", 12) }),
        body: () => listForm(ctx, scout, "scout", "ducks", "duck", t("whichDuck"), t("sendScouting")),
      }),
    );
  const adjust = formOf(m.legal, "adjust");
  if (adjust) {
    const key = "adjust";
    const by = num(m, "melon_adjust", 1);
    rows.push(
      actionRow(ctx, key, {
        title: t("a_adjust"),
        cost: t("free"),
        does: t("d_adjust", { n: by }),
        body: () =>
          html`<form
              class="pd-inline"
              @submit=${(e: Event) => {
                const fx = fields(e);
                const b = listAction(adjust, "ducks", "duck", whole(fx["duck"]) ?? -1);
                const dir = (e as SubmitEvent).submitter?.getAttribute("value") === "-1" ? -1 : 1;
                send(ctx, key, "action" in b ? { action: { ...b.action, by: dir } } : b);
              }}
            >
              ${picker("duck", t("whichDuck"), duckOptions(ctx, numbers(adjust, "ducks")))}
              <button class="btn" type="submit" value="1">+${by}</button><button class="btn" type="submit" value="-1">−${by}</button>
            </form>
            ${note(ctx, key)}`,
      }),
    );
  }
  const ret = formOf(m.legal, "retrieve");
  if (ret)
    rows.push(
      actionRow(ctx, "retrieve", {
        title: t("a_retrieve"),
        cost: t("c_once"),
        does: t("d_retrieve", { die: num(m, "retrieve_die", 12), bonus: num(m, "bonus_duck_at", 12) }),
        body: () => listForm(ctx, ret, "retrieve", "ducks", "duck", t("whichDuck"), t("retrieveIt")),
      }),
    );
  const cut = formOf(m.legal, "cut_losses");
  if (cut)
    rows.push(
      actionRow(ctx, "cut_losses", {
        title: t("a_cut_losses"),
        cost: t("c_once"),
        does: t("d_cut_losses", { above: num(m, "cut_losses_above", 9), gain: num(m, "cut_losses_gain", 1) }),
        body: () => listForm(ctx, cut, "cut_losses", "ducks", "duck", t("whichDuck"), t("cutIt")),
      }),
    );
  return rows;
}

// ------------------------------------------------------------------ the tab

const SHOWN: readonly Group[] = ["names", "ponds", "feed", "attacks", "scouting", "trades"];

export function actTab(ctx: Ctx, m: PondSeatView): TemplateResult {
  const t = say(ctx);
  const groups = grouped(m.legal);
  const rows: Record<string, TemplateResult[]> = {
    names: names(ctx, m),
    ponds: ponds(ctx, m),
    feed: feeding(ctx, m),
    attacks: attacks(ctx, m),
    scouting: scouting(ctx, m),
    trades: trades(ctx, m),
  };
  const any = SHOWN.some((g) => rows[g]!.length);
  return html`${any ? nothing : html`<p class="pd-empty">${t("noActions")}</p>`}
  ${SHOWN.map((g) =>
    rows[g]!.length
      ? html`<section class="pd-section pd-group" aria-labelledby=${`pd-g-${g}`}>
          <h3 id=${`pd-g-${g}`}>${t(`g_${g}` as never)} <small>${t(`gh_${g}` as never)}</small></h3>
          <ul class="pd-actions">
            ${rows[g]}
          </ul>
        </section>`
      : nothing,
  )}
  ${groups.get("proposals")!.length || groups.get("judge")!.length ? html`<p class="pd-more">${t("moreInTabs")}</p>` : nothing}`;
}
