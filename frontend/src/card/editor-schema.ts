// The editor's form, without DOM: which fields, which choices, and how an edit changes the config.

import { MODES, tableDevices, validateConfig, type CardConfig, type HassLike } from "./config.js";

export const LABELS: Record<string, string> = {
  table: "Table",
  mode: "Mode",
  title: "Title (optional)",
};
export const MODE_LABELS: Record<string, string> = {
  auto: "Auto: your hand when you have a seat, else the table",
  table: "Table: the public table only (wall tablet)",
  hand: "Hand: the table plus your own cards and moves (phone)",
};
export const LOBBY = "";

/** The ha-form schema of the editor. */
export function editorSchema(hass: HassLike | undefined, current: string | undefined): unknown[] {
  const tables = tableDevices(hass);
  const options = [{ value: LOBBY, label: "No fixed table: the lobby (create, join, watch)" }, ...tables.map((t) => ({ value: t.id, label: t.name }))];
  if (current && !tables.some((t) => t.id === current)) options.push({ value: current, label: current });
  return [
    { name: "table", selector: { select: { mode: "dropdown", options } } },
    { name: "mode", selector: { select: { mode: "list", options: MODES.map((m) => ({ value: m, label: MODE_LABELS[m] })) } } },
    { name: "title", selector: { text: {} } },
  ];
}

/** A config after an edit: empty values drop out. */
export function editedConfig(old: CardConfig, value: Record<string, unknown>): CardConfig {
  const next: Record<string, unknown> = { ...old, ...value };
  for (const k of ["table", "title"]) if (next[k] === LOBBY || next[k] === undefined || next[k] === null) delete next[k];
  return validateConfig(next);
}

