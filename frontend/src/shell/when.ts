// When a table was opened or started, as the lobby says it: the time today, the weekday and
// time this week, else the date and time, in the page's language.

const DAY_MS = 86_400_000;

export function when(ms: number, lang: string, nowMs: number = Date.now()): string {
  const at = new Date(ms);
  const today = new Date(nowMs);
  const time: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
  let opts: Intl.DateTimeFormatOptions = time;
  if (at.toDateString() !== today.toDateString()) {
    opts = nowMs - ms < 6 * DAY_MS && ms <= nowMs ? { weekday: "short", ...time } : { day: "numeric", month: "short", ...time };
  }
  return new Intl.DateTimeFormat(lang, opts).format(at);
}
