import { defineConfig } from "vite";
import { chunkFileNames, common } from "./vite.shared.ts";

// The Lovelace card (custom:duck-down-card), written next to the integration that serves it:
// duck-down-card.js (the card and <duck-down-table>, once) and one chunk per game's board.
// `vitest run --config vite.card.config.ts` runs the card's tests.
export default defineConfig({
  build: {
    ...common,
    outDir: "../custom_components/duck_down/frontend",
    // the folder holds only this build's files: old chunks go with each build
    emptyOutDir: true,
    lib: {
      entry: "src/card/duck-down-card.ts",
      formats: ["es"],
      fileName: () => "duck-down-card.js",
    },
    rollupOptions: { output: { chunkFileNames } },
  },
  test: {
    include: ["src/card/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    maxWorkers: 1,
  },
});
