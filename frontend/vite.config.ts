import { defineConfig } from "vite";
import { chunkFileNames, common } from "./vite.shared.ts";

// The host's page: index.html and duck-down.js into duckdown/web/static/ (relative URLs only,
// so the page works under an ingress path prefix), each game's board a chunk next to them.
// The Lovelace card is the other build of the same source (vite.card.config.ts).
export default defineConfig({
  base: "./",
  build: {
    ...common,
    outDir: "../duckdown/web/static",
    emptyOutDir: true,
    assetsDir: "",
    rollupOptions: {
      input: "index.html",
      output: {
        entryFileNames: "duck-down.js",
        chunkFileNames,
        assetFileNames: "[name][extname]",
      },
    },
  },
});
