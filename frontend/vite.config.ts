import { defineConfig } from "vite";

// Two deterministic builds, each a single ES module with a stable name:
//   --mode page: index.html + duck-down.js into duckdown/web/static/ (relative URLs only,
//                so the page works under an ingress path prefix)
//   --mode lib:  the <duck-down-table> component alone, for the Lovelace card
export default defineConfig(({ mode }) => {
  const common = {
    target: "es2021",
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: false as const,
    chunkSizeWarningLimit: 400,
  };
  if (mode === "lib") {
    return {
      build: {
        ...common,
        outDir: "../custom_components/duck_down/frontend",
        emptyOutDir: false,
        lib: {
          entry: "src/duck-down-table.ts",
          formats: ["es"],
          fileName: () => "duck-down-table.js",
        },
        rollupOptions: { output: { codeSplitting: false } },
      },
    };
  }
  return {
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
          chunkFileNames: "duck-down-[name].js",
          assetFileNames: "[name][extname]",
          codeSplitting: false,
        },
      },
    },
    test: undefined,
  };
});
