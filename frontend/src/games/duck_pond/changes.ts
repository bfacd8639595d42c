// Structured changes (ruling 37) and the Judge's corrections (ruling 43): each in words, and the
// editor that writes them row by row (an op, then its fields) for a proposal or a correction.

import { html, nothing, type TemplateResult } from "lit";
import { CHANGE_FIELDS, CORRECTION_FIELDS, blankDraft, type FieldKind } from "./forms.js";
import { duckIndex } from "./selectors.js";
import type { PSay } from "./strings.js";
import { GOD, ITEMS, type Change, type Draft } from "./types.js";
import { colourWord, duckName, duckWords, itemWord, player, pv, say, type Ctx } from "./ui.js";

/** A rule number's name ("Feeding die"), or its key when the words have none. */
export function numberWord(t: PSay, key: string): string {
  const w = t(`num_${key}` as never);
  return w === `num_${key}` ? key : w;
}

function holderWords(ctx: Ctx, h: unknown): string {
  return h === GOD ? say(ctx)("duckGod") : player(ctx, Number(h));
}

function lootWhat(t: PSay, c: Change): string {
  const item = String(c["item"]);
  return c["sides"] == null ? itemWord(t, item, Number(c["count"])) : `${String(c["count"])}d${String(c["sides"])} ${itemWord(t, item)}`;
}

function shown(t: PSay, v: unknown): string {
  if (v === null || v === undefined) return t("none");
  if (typeof v === "object") {
    const m = v as { potential?: number };
    return m.potential !== undefined ? t("potentialN", { n: m.potential }) : JSON.stringify(v);
  }
  return String(v);
}

/** A change or correction in words; an applied correction also says what it was before. */
export function changeWords(ctx: Ctx, c: Change): string {
  const t = say(ctx);
  const duck = typeof c["duck"] === "number" ? duckWords(ctx, c["duck"]) : "";
  const value = c["value"];
  switch (c.op) {
    case "set_number":
      return t("ch_set_number", { number: numberWord(t, String(c["number"])), value: String(value) });
    case "colour_row":
      return t("ch_colour_row", { colour: colourWord(t, String(c["colour"])), from: Number(c["from"]), to: Number(c["to"]) });
    case "remove_colour_row":
      return t("ch_remove_colour_row", { colour: colourWord(t, String(c["colour"])) });
    case "loot_row":
      return t("ch_loot_row", { table: t(`loot_${String(c["table"])}` as never), from: Number(c["from"]), to: Number(c["to"]), what: lootWhat(t, c) });
    case "add_duck_word":
    case "remove_duck_word":
      return t(`ch_${c.op}`, { word: String(c["word"]) });
    case "add_banned_name":
    case "remove_banned_name":
      return t(`ch_${c.op}`, { name: String(c["name"]) });
    case "set_items":
      return t("fix_set_items", { holder: holderWords(ctx, c["holder"]), item: itemWord(t, String(c["item"])), value: String(value) }) + was(t, c);
    case "create_duck":
      return t("fix_create_duck", { owner: player(ctx, Number(c["owner"])), quacks: Number(c["quacks"]), colour: colourWord(t, (c["colour"] as string | null) ?? null) });
    case "remove_duck":
      return t("fix_remove_duck", { duck });
    case "set_owner":
      return t("fix_set_owner", { duck, value: player(ctx, Number(value)) }) + was(t, c, (x) => player(ctx, Number(x)));
    case "set_colour":
      return t("fix_set_colour", { duck, value: colourWord(t, (value as string | null) ?? null) }) + was(t, c, (x) => colourWord(t, (x as string | null) ?? null));
    case "set_quacks":
    case "set_eggs":
    case "set_name":
    case "set_pond":
    case "set_mission":
      return t(`fix_${c.op}`, { duck, value: shown(t, value) }) + was(t, c);
    default:
      return c.op;
  }
}

function was(t: PSay, c: Change, word: (v: unknown) => string = (v) => shown(t, v)): string {
  return "before" in c ? ` ${t("wasBefore", { before: word(c["before"]) })}` : "";
}

// ------------------------------------------------------------------ the editor

export type Drafts = "changes" | "fixes";

function setDrafts(ctx: Ctx, which: Drafts, rows: Draft[]): void {
  ctx.setBoard({ ...ctx.board, [which]: rows, problem: null });
}

const SELECTS: readonly FieldKind[] = ["number", "item", "table", "duck", "seat", "holder"];

/** The choices of a select field. */
function optionsFor(ctx: Ctx, kind: FieldKind): { value: string; label: string }[] {
  const t = say(ctx);
  const v = pv(ctx);
  switch (kind) {
    case "number":
      return Object.entries(v.rules?.numbers ?? {}).map(([k, n]) => ({ value: k, label: `${numberWord(t, k)} (${n})` }));
    case "item":
      return ITEMS.map((x) => ({ value: x, label: itemWord(t, x) }));
    case "table":
      return ["scouting", "disciple"].map((x) => ({ value: x, label: t(`loot_${x}` as never) }));
    case "duck":
      return [...duckIndex(v).values()].sort((a, b) => a.duck - b.duck).map((x) => ({ value: String(x.duck), label: `#${x.duck} ${duckName(t, x)}` }));
    case "seat":
    case "holder": {
      const seats = (v.seats ?? []).filter((s) => s.active).map((s) => ({ value: String(s.seat), label: player(ctx, s.seat) }));
      return kind === "holder" ? [...seats, { value: GOD, label: t("duckGod") }] : seats;
    }
    default:
      return [];
  }
}

/** The rows as shown: a select nobody touched holds its first choice. */
export function filledDrafts(ctx: Ctx, which: Drafts): Draft[] {
  const specs = which === "changes" ? CHANGE_FIELDS : CORRECTION_FIELDS;
  return ctx.board[which].map((d) => {
    const out = { ...d };
    for (const [name, kind] of specs[d.op] ?? []) {
      const options = SELECTS.includes(kind) ? optionsFor(ctx, kind) : [];
      if (options.length && !options.some((o) => o.value === out[name])) out[name] = options[0]!.value;
    }
    return out;
  });
}

function input(ctx: Ctx, which: Drafts, i: number, name: string, kind: FieldKind, d: Draft): TemplateResult {
  const t = say(ctx);
  const label = t(`field_${name}` as never);
  const set = (value: string) => {
    const rows = [...ctx.board[which]];
    rows[i] = { ...d, [name]: value };
    setDrafts(ctx, which, rows);
  };
  const onInput = (e: Event) => set((e.target as HTMLInputElement | HTMLSelectElement).value);
  if (SELECTS.includes(kind)) {
    const options = optionsFor(ctx, kind);
    const current = options.some((o) => o.value === d[name]) ? d[name] : options[0]?.value;
    return html`<label class="pd-field"
      ><span>${label}</span>
      <select aria-label=${label} @change=${onInput}>
        ${options.map((o) => html`<option value=${o.value} ?selected=${o.value === current}>${o.label}</option>`)}
      </select></label
    >`;
  }
  switch (kind) {
    case "bool":
      return html`<label class="pd-check"
        ><input type="checkbox" .checked=${d[name] === "true"} @change=${(e: Event) => set((e.target as HTMLInputElement).checked ? "true" : "false")} />
        ${label}</label
      >`;
    case "int":
    case "int?":
      return html`<label class="pd-field"
        ><span>${label}${kind === "int?" ? html` <small>${t("optional")}</small>` : nothing}</span>
        <input type="text" inputmode="numeric" .value=${d[name] ?? ""} @input=${onInput}
      /></label>`;
    default:
      return html`<label class="pd-field"
        ><span>${label}${kind === "text?" ? html` <small>${t("optional")}</small>` : nothing}</span>
        <input type="text" maxlength="280" .value=${d[name] ?? ""} @input=${onInput}
      /></label>`;
  }
}

/** The rows being written, each with its op and fields, and buttons to add and remove rows. */
export function draftsEditor(ctx: Ctx, which: Drafts): TemplateResult {
  const t = say(ctx);
  const specs = which === "changes" ? CHANGE_FIELDS : CORRECTION_FIELDS;
  const ops = Object.keys(specs);
  const rows = ctx.board[which];
  return html`<div class="pd-drafts" role="group" aria-label=${which === "changes" ? t("ruleChanges") : t("corrections")}>
    ${rows.map(
      (d, i) => html`<fieldset class="pd-draft">
        <legend>${t("rowN", { n: i + 1 })}</legend>
        <label class="pd-field"
          ><span>${t("changeKind")}</span>
          <select
            aria-label=${t("changeKind")}
            @change=${(e: Event) => {
              const next = [...rows];
              next[i] = blankDraft((e.target as HTMLSelectElement).value);
              setDrafts(ctx, which, next);
            }}
          >
            ${ops.map((op) => html`<option value=${op} ?selected=${op === d.op}>${t(`op_${op}` as never)}</option>`)}
          </select></label
        >
        ${(specs[d.op] ?? []).map(([name, kind]) => input(ctx, which, i, name, kind, d))}
        <button class="btn ghost small" type="button" @click=${() => setDrafts(ctx, which, rows.filter((_, j) => j !== i))}>${t("removeRow")}</button>
      </fieldset>`,
    )}
    ${rows.length < 20
      ? html`<button class="btn ghost small" type="button" @click=${() => setDrafts(ctx, which, [...rows, blankDraft(ops[0]!)])}>
          ${which === "changes" ? t("addChange") : t("addFix")}
        </button>`
      : nothing}
  </div>`;
}

/** A proposal's changes as rows to edit again (the edit form starts from them). */
export function draftsOf(changes: readonly Change[]): Draft[] {
  return changes.map((c) => {
    const d: Draft = blankDraft(c.op);
    for (const k of Object.keys(d)) if (k !== "op" && c[k] !== undefined && c[k] !== null) d[k] = String(c[k]);
    return d;
  });
}
