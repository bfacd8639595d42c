import { defineConfig } from "vite";

// The Lovelace card (custom:duck-down-card): one self-contained ES module, <duck-down-table>
// bundled in, written next to the integration that serves it. Deterministic: no hashes, no
// chunks, no source maps. `vitest run --config vite.card.config.ts` runs the card's tests.
export default defineConfig({
  build: {
    target: "es2021",
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: false,
    chunkSizeWarningLimit: 400,
    outDir: "../custom_components/duck_down/frontend",
    emptyOutDir: false,
    lib: {
      entry: "src/card/duck-down-card.ts",
      formats: ["es"],
      fileName: () => "duck-down-card.js",
    },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
  test: {
    include: ["src/card/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    maxWorkers: 1,
  },
});
