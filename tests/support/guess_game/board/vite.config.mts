// The host's page built with Guess in its registry, for the browser test that plays Guess
// (tests/browser/test_throwaway_game.py): `vite build --config <this file>` from frontend/,
// into $GUESS_PAGE_OUT. Nothing of the page's source changes: the shell's one import of the
// registry is pointed at registry.ts here, which adds Guess's line to the built-in games.
// (No imports of `vite` itself: this file lives outside the frontend's node_modules.)

import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chunkFileNames, common } from "../../../../frontend/vite.shared.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const frontend = resolve(here, "../../../../frontend");
const builtIn = resolve(frontend, "src/games/registry.ts");
const withGuess = resolve(here, "registry.ts");

export default {
  root: frontend,
  base: "./",
  logLevel: "warn",
  build: {
    ...common,
    outDir: process.env.GUESS_PAGE_OUT,
    emptyOutDir: true,
    assetsDir: "",
    rollupOptions: {
      input: resolve(frontend, "index.html"),
      output: { entryFileNames: "duck-down.js", chunkFileNames, assetFileNames: "[name][extname]" },
    },
  },
  plugins: [
    {
      name: "guess-registry",
      enforce: "pre",
      async resolveId(this: any, source: string, importer: string | undefined) {
        if (!importer) return null;
        if (importer.startsWith(here) && !source.startsWith(".") && !source.startsWith("/"))
          // the board's packages (lit) come from the frontend's node_modules
          return this.resolve(source, resolve(frontend, "src/page.ts"), { skipSelf: true });
        if (importer === withGuess) return null;
        const found = await this.resolve(source, importer, { skipSelf: true });
        return found && found.id === builtIn ? withGuess : null;
      },
    },
  ],
};
