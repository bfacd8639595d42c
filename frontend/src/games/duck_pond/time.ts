// Calendar words, pure: the period's name, the time left in days and hours, and a moment in the
// round's time zone (ruling 1). Periods last days, so the countdown says days and hours.

import type { PSay } from "./strings.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Period One" for an id ending in /1, "Period Two" for /2 (ruling 2). */
export function periodName(t: PSay, id: string): string {
  return id.endsWith("/2") ? t("periodTwo") : t("periodOne");
}

/** The time left, in the largest two units that matter: "2 d 5 h", "5 h 12 min", "12 min". */
export function timeLeft(t: PSay, ms: number): string {
  if (ms <= 0) return t("endsNow");
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  if (d > 0) return t("leftDays", { d, h });
  if (h > 0) return t("leftHours", { h, m: Math.floor((ms % HOUR) / MINUTE) });
  return t("leftMinutes", { m: Math.max(1, Math.ceil(ms / MINUTE)) });
}

function format(lang: string, zone: string, ms: number, opts: Intl.DateTimeFormatOptions): string {
  const base = { hourCycle: "h23" as const, ...opts };
  try {
    return new Intl.DateTimeFormat(lang, { ...base, timeZone: zone }).format(ms);
  } catch {
    // a zone this browser does not know: UTC, said as such
    return `${new Intl.DateTimeFormat(lang, { ...base, timeZone: "UTC" }).format(ms)} UTC`;
  }
}

/** A weekday and time in the round's zone: "Thursday 00:00". */
export function weekdayTime(lang: string, zone: string, ms: number): string {
  return format(lang, zone, ms, { weekday: "long", hour: "2-digit", minute: "2-digit" });
}

/** A short date and time in the round's zone, for the log and the history: "Thu, 4 Jan, 09:30". */
export function shortDateTime(lang: string, zone: string, ms: number): string {
  return format(lang, zone, ms, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** The day a period starts: "Sun 31 Dec" (its id is that date). */
export function periodDays(lang: string, p: { start: number; end: number }, zone: string): string {
  const day = (ms: number) => format(lang, zone, ms, { weekday: "short", day: "numeric", month: "short" });
  return `${day(p.start)} – ${day(p.end - 1)}`;
}
