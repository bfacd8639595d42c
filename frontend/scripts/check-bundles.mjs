// Rebuild both bundles and fail if they differ from the committed ones.
// Usage: npm run check:bundles   (after npm ci)
import { execFileSync } from "node:child_process";
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join, relative } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
const frontend = join(here, "..");
const root = join(frontend, "..");
const files = [
  "duckdown/web/static/index.html",
  "duckdown/web/static/duck-down.js",
  "custom_components/duck_down/frontend/duck-down-table.js",
].map((f) => join(root, f));

const before = new Map(files.map((f) => [f, existsSync(f) ? readFileSync(f) : null]));
execFileSync("npm", ["run", "--silent", "build"], { cwd: frontend, stdio: ["ignore", "ignore", "inherit"] });
let bad = 0;
for (const f of files) {
  const a = before.get(f);
  const b = existsSync(f) ? readFileSync(f) : null;
  if (!a || !b || !a.equals(b)) {
    console.error(`bundle out of date: ${relative(root, f)} (run "npm run build" in frontend/ and commit it)`);
    bad++;
  }
}
if (bad) process.exit(1);
console.log(`bundles up to date (${files.length} files)`);
