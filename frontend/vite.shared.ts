// What both builds share: deterministic output, stable entry names, content-hashed chunks.
//
// A game's board is loaded lazily and becomes a chunk named `duck-down-<name>-<hash>.js`: the
// hash follows its content, so a browser never runs a stale chunk after an update, and the
// same source always gives the same bytes (no timestamps, no source maps).

export const common = {
  target: "es2021",
  minify: true,
  sourcemap: false,
  reportCompressedSize: false,
  modulePreload: false as const,
  chunkSizeWarningLimit: 400,
};

/**
 * A game's board chunk is named after its folder (`duck-down-game-duck_down-<hash>.js`); code
 * the entry and the boards share (Lit, the shell's helpers) goes to `duck-down-shared-<hash>.js`.
 */
export function chunkFileNames(chunk: { facadeModuleId: string | null; isDynamicEntry: boolean }): string {
  const game = /[\\/]src[\\/]games[\\/]([a-z0-9_]+)[\\/]/.exec(chunk.facadeModuleId ?? "");
  if (chunk.isDynamicEntry && game) return `duck-down-game-${game[1]}-[hash].js`;
  return "duck-down-shared-[hash].js";
}
