/** The page's own address, when other devices can open it too (not on this machine only). */
export function ownLanUrl(loc: { hostname: string; href: string; hash: string }): string {
  if (["localhost", "127.0.0.1", "::1", "[::1]"].includes(loc.hostname)) return "";
  return loc.href.slice(0, loc.href.length - loc.hash.length);
}
