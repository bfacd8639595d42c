// The lobby's options form, without DOM: which fields a game's options schema gives, their
// values, and what `table/create` carries. Only properties marked `"x-lobby": true` are shown.

import { inLang, type GameInfo, type OptionSchema } from "./games/info.js";

interface FieldBase {
  key: string;
  label: string;
  hint: string;
}

export type OptionField =
  | (FieldBase & { kind: "number"; min: number | null; max: number | null; integer: boolean; value: number })
  | (FieldBase & { kind: "switch"; value: boolean })
  | (FieldBase & { kind: "select"; choices: { value: string; label: string }[]; value: string });

function numberDefault(p: OptionSchema): number {
  if (typeof p.default === "number") return p.default;
  if (typeof p.minimum === "number") return p.minimum;
  return 0;
}

/** The form's fields for `info` in `lang`, with the values the user chose (else the defaults). */
export function optionFields(info: GameInfo | undefined, lang: string, chosen: Record<string, unknown> = {}): OptionField[] {
  const out: OptionField[] = [];
  for (const [key, p] of Object.entries(info?.options.properties ?? {})) {
    if (!p || p["x-lobby"] !== true) continue;
    const base = { key, label: inLang(p["x-label"], lang, key), hint: inLang(p["x-hint"], lang) };
    const v = chosen[key];
    if ((p.type === "integer" || p.type === "number") && !p.enum) {
      const value = typeof v === "number" ? v : numberDefault(p);
      out.push({ ...base, kind: "number", integer: p.type === "integer", min: p.minimum ?? null, max: p.maximum ?? null, value });
    } else if (p.type === "boolean") {
      out.push({ ...base, kind: "switch", value: typeof v === "boolean" ? v : p.default === true });
    } else if (Array.isArray(p.enum) && p.enum.length) {
      const labels = p["x-enum-labels"]?.[lang] ?? p["x-enum-labels"]?.["en"] ?? [];
      const choices = p.enum.map((e, i) => ({ value: String(e), label: labels[i] ?? String(e) }));
      const dflt = p.default !== undefined ? String(p.default) : choices[0]!.value;
      const sv = v === undefined || v === null ? "" : String(v);
      const value = choices.some((c) => c.value === sv) ? sv : dflt;
      out.push({ ...base, kind: "select", choices, value });
    }
  }
  return out;
}

/** A number typed into a field, made valid: rounded for integers, within min and max. */
export function clampNumber(f: Extract<OptionField, { kind: "number" }>, raw: string): number {
  let n = Number(raw);
  if (!Number.isFinite(n)) n = f.value;
  if (f.integer) n = Math.round(n);
  if (f.min !== null) n = Math.max(f.min, n);
  if (f.max !== null) n = Math.min(f.max, n);
  return n;
}

/** The options `table/create` carries: every shown field's value (a select's in its schema type). */
export function optionValues(info: GameInfo | undefined, fields: OptionField[]): Record<string, unknown> {
  const props = info?.options.properties ?? {};
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind === "select") {
      // the select holds strings; the schema's enum may hold numbers, or null (Dutch's decks)
      const choices = props[f.key]?.enum ?? [];
      const i = choices.findIndex((e) => String(e) === f.value);
      out[f.key] = i >= 0 ? choices[i] : f.value;
    } else out[f.key] = f.value;
  }
  return out;
}

/** The table's options as one line for the waiting room: "Label: value · Label · ...". */
export function optionSummary(info: GameInfo | undefined, lang: string, options: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const f of optionFields(info, lang, options)) {
    if (f.kind === "switch") {
      if (f.value) parts.push(f.label);
    } else if (f.kind === "select") parts.push(`${f.label}: ${f.choices.find((c) => c.value === f.value)?.label ?? f.value}`);
    else parts.push(`${f.label}: ${f.value}`);
  }
  return parts.join(" · ");
}
