import { describe, expect, it } from "vitest";
import { when } from "../src/shell/when.js";

const NOW = Date.UTC(2026, 11, 3, 15, 0); // a Thursday afternoon

describe("when a table started", () => {
  it("today: the time; this week: the weekday too; earlier: the date", () => {
    const today = when(NOW - 3_600_000, "en", NOW);
    expect(today).toMatch(/\d{2}:\d{2}/);
    expect(today).not.toMatch(/Wed|Dec/);
    const week = when(NOW - 2 * 86_400_000, "en", NOW);
    expect(week).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
    expect(when(NOW - 20 * 86_400_000, "en", NOW)).toMatch(/Nov/);
  });
  it("in the page's language", () => {
    expect(when(NOW - 2 * 86_400_000, "de", NOW)).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So)/);
    expect(when(NOW - 20 * 86_400_000, "nl", NOW)).toMatch(/nov/);
  });
});
