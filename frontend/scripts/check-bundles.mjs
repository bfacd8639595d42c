// Rebuild every bundle and fail if any committed one differs, is missing or is left over:
// the page (duckdown/web/static/) and the card (custom_components/duck_down/frontend/), each
// an entry with a stable name plus content-hashed chunks (one per game's board).
// Usage: npm run check:bundles   (after npm ci)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
const frontend = join(here, "..");
const root = join(frontend, "..");
export const BUNDLE_DIRS = ["duckdown/web/static", "custom_components/duck_down/frontend"];

/** path (relative to the repository) -> bytes, for every file in the bundle folders */
function snapshot() {
  const out = new Map();
  for (const dir of BUNDLE_DIRS) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs).sort()) out.set(`${dir}/${name}`, readFileSync(join(abs, name)));
  }
  return out;
}

const before = snapshot();
execFileSync("npm", ["run", "--silent", "build"], { cwd: frontend, stdio: ["ignore", "ignore", "inherit"] });
const after = snapshot();
let bad = 0;
for (const f of new Set([...before.keys(), ...after.keys()])) {
  const a = before.get(f);
  const b = after.get(f);
  const why = !a ? "new" : !b ? "left over" : a.equals(b) ? null : "out of date";
  if (why) {
    console.error(`bundle ${why}: ${f} (run "npm run build" in frontend/ and commit the bundle folders)`);
    bad++;
  }
}
if (bad) process.exit(1);
console.log(`bundles up to date (${after.size} files)`);
