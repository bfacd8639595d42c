/// <reference types="vite/client" />
// Every refusal code the host and its engines can send has a sentence in every language. The
// codes come from where they are kept: the docs' tables (docs/protocol.md "Error codes",
// docs/engine.md, each game's docs/games/*.md "Codes:"), the host's ERROR_CODES and the codes
// the engines raise. The host's and the shared engine's codes need the shell's words; a game's
// own codes (raised in its engine package) need words from its board or the shell, for every
// game this page has a board for. A new code anywhere, without its words, fails here.
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../src/error-words.js";
import { GAMES } from "../src/games/registry.js";
import { LANGUAGES, errorText, translator, type Lang } from "../src/i18n.js";

const docs = import.meta.glob("../../docs/**/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const py = import.meta.glob(["../../duckdown/host/protocol.py", "../../duckdown/engine/**/*.py"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const doc = (name: string): string => {
  const hit = Object.entries(docs).find(([p]) => p.endsWith(name));
  if (!hit) throw new Error(`no ${name}`);
  return hit[1];
};

/** The backticked codes in the first column of the table under `heading`. */
function tableCodes(md: string, heading: RegExp): string[] {
  const start = md.search(heading);
  expect(start, String(heading)).toBeGreaterThanOrEqual(0);
  const lines = md.slice(start).split("\n").slice(1);
  const out: string[] = [];
  let inTable = false;
  for (const line of lines) {
    if (line.startsWith("|")) {
      inTable = true;
      const first = line.split("|")[1] ?? "";
      for (const m of first.matchAll(/`([a-z_]+)`/g)) out.push(m[1]!);
    } else if (inTable) break;
  }
  return out;
}

/** The backticked codes of a game doc's "Codes:" sentences (to the end of the paragraph) and of
 * its "Refusal codes" section (to the next heading). */
function gameCodes(md: string): string[] {
  const out: string[] = [];
  for (const m of md.matchAll(/Codes:([\s\S]*?)(\n\n|$)/g)) for (const c of m[1]!.matchAll(/`([a-z_]+)`/g)) out.push(c[1]!);
  for (const m of md.matchAll(/^#+ Refusal codes\n([\s\S]*?)(?=^#|$(?![\s\S]))/gm)) for (const c of m[1]!.matchAll(/`([a-z_]+)`/g)) out.push(c[1]!);
  return out;
}

/** Codes in Python sources: the host's ERROR_CODES list, `IllegalAction(..., "code")`, class
 * attributes `code = "..."`, and an engine's own refusal helper and (code, sentence) pairs:
 * `refuse("code", ...)`, `return "code", "..."` (Duck Pond's rule modules). */
function pythonCodes(paths: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const [path, src] of Object.entries(py)) {
    if (!paths(path)) continue;
    if (path.endsWith("protocol.py")) {
      const block = src.match(/ERROR_CODES = frozenset\(\s*\{([\s\S]*?)\}/);
      expect(block, "ERROR_CODES in protocol.py").toBeTruthy();
      for (const m of block![1]!.matchAll(/"([a-z_]+)"/g)) out.push(m[1]!);
    }
    for (const m of src.matchAll(/(?:IllegalAction|ConfigError|EngineError)\((?:[^()]|\([^()]*\))*?,\s*"([a-z_]+)"\s*\)/g)) out.push(m[1]!);
    for (const m of src.matchAll(/^\s+code = "([a-z_]+)"/gm)) out.push(m[1]!);
    for (const m of src.matchAll(/\brefuse\(\s*"([a-z_]+)",/g)) out.push(m[1]!);
    for (const m of src.matchAll(/\breturn \(?\s*"([a-z_]+)",\s*f?"/g)) out.push(m[1]!);
  }
  return out;
}

/** The game a Python source or doc belongs to, or null for the host and the shared engine. */
function gameOf(path: string): string | null {
  return path.match(/duckdown\/engine\/([a-z_]+)\//)?.[1] ?? path.match(/docs\/games\/([a-z_]+)\.md$/)?.[1] ?? null;
}

/** The shell's codes: the host's, the shared engine's and Duck Down's documented ones. */
function shellCodes(): string[] {
  const codes = [
    ...tableCodes(doc("docs/protocol.md"), /^### Error codes/m),
    ...tableCodes(doc("docs/engine.md"), /^### Illegal actions/m),
    ...pythonCodes((p) => gameOf(p) === null || gameOf(p) === "duck_down"),
  ];
  return [...new Set(codes)].sort();
}

/** A game's own codes: raised in its engine package or listed in its docs/games page. */
function gameCodesOf(game: string): string[] {
  const codes = [
    ...Object.entries(docs)
      .filter(([p]) => gameOf(p) === game)
      .flatMap(([, md]) => gameCodes(md)),
    ...pythonCodes((p) => gameOf(p) === game),
  ];
  return [...new Set(codes)].sort();
}

function allCodes(): string[] {
  return shellCodes();
}

describe("refusals", () => {
  it("finds the codes where they are kept", () => {
    const codes = allCodes();
    // a sample from each source, so a broken parser cannot pass with an empty list
    for (const c of ["not_enough_players", "too_many_tables", "wrong_phase", "already_called", "not_due", "engine_error", "internal_error"]) {
      expect(codes).toContain(c);
    }
    expect(codes.length).toBeGreaterThan(35);
  });

  it("finds a game's own codes in its engine and its docs", () => {
    const pond = gameCodesOf("duck_pond");
    // `refuse("code", ...)`, a (code, sentence) pair, and the docs' list
    for (const c of ["already_fed", "too_soon", "not_feedable", "impersonation", "not_judge", "bad_action"]) expect(pond).toContain(c);
    expect(pond.length).toBeGreaterThan(80);
  });

  it("every code of a game with a board here has words, the shell's or the game's own", async () => {
    let checked = 0;
    for (const entry of GAMES) {
      const module = await entry.load();
      for (const code of gameCodesOf(entry.name)) {
        for (const lang of Object.keys(LANGUAGES)) {
          const own = (module.strings as Record<string, Record<string, string>>)[lang]?.[`err_${code}`];
          const shell = (LANGUAGES as Record<string, Record<string, string>>)[lang]?.[`err_${code}`];
          // a game whose engine speaks this language shows the host's own sentence
          if (own === undefined && !ERROR_CODES.has(code) && module.hostSentences?.includes(lang as Lang)) continue;
          expect((own ?? shell)?.trim(), `${entry.name} ${lang}: err_${code}`).toBeTruthy();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(250);
  });

  it("every code has a sentence in every language", () => {
    const missing = allCodes().filter((c) => !ERROR_CODES.has(c));
    expect(missing, "codes without words in src/error-words.ts").toEqual([]);
    for (const [lang, dict] of Object.entries(LANGUAGES)) {
      const d = dict as Record<string, string>;
      for (const c of allCodes()) expect(d[`err_${c}`]?.trim(), `${lang}: err_${c}`).toBeTruthy();
    }
  });

  it("shows the sentence, never the host's raw English", () => {
    const raw = {
      not_enough_players: "1 seats are taken; duck_down needs at least 2",
      wrong_phase: "during the opening look the only action is ready",
    };
    for (const lang of ["en", "de", "nl"] as const) {
      const t = translator(lang);
      for (const [code, message] of Object.entries(raw)) {
        const text = errorText(t, code, message);
        expect(text, `${lang} ${code}`).not.toContain(message);
        expect(text).toBe(t(`err_${code}` as Parameters<typeof t>[0]));
      }
    }
    expect(errorText(translator("de"), "not_enough_players", "")).toMatch(/^Noch zu wenige Spieler/);
  });

  it("a game's own words for a code come first", () => {
    const t = translator<string>("en", { en: { err_wrong_phase: "Tap Ready first." }, de: {}, nl: {} });
    expect(errorText(t, "wrong_phase", "during the opening look the only action is ready")).toBe("Tap Ready first.");
  });
});
