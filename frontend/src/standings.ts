// Totals, places and teams, for the scores panel and the podium: lowest or highest wins.

export type ResultModel = "lowest" | "highest";

/** Running totals after each finished round, per seat: [round][seat]. */
export function cumulative(scores: number[][]): number[][] {
  const out: number[][] = [];
  let acc: number[] = [];
  for (const row of scores) {
    acc = row.map((p, i) => (acc[i] ?? 0) + p);
    out.push(acc);
  }
  return out;
}

/** A seat, or a team of seats, with its total. */
export interface Side {
  seats: number[];
  total: number;
}

/** The sides of a table: its teams (a team's total is its members' sum), else each seat alone. */
export function sides(totals: readonly number[], teams: number[][] | null): Side[] {
  if (teams?.length) return teams.map((seats) => ({ seats, total: seats.reduce((a, s) => a + (totals[s] ?? 0), 0) }));
  return totals.map((total, seat) => ({ seats: [seat], total }));
}

/** Sides ordered for the podium, best first (lowest or highest total); ties share a place. */
export function standings<S extends Side>(list: readonly S[], model: ResultModel = "lowest"): (S & { place: number })[] {
  const dir = model === "highest" ? -1 : 1;
  const order = [...list].sort((a, b) => dir * (a.total - b.total) || (a.seats[0] ?? 0) - (b.seats[0] ?? 0));
  let place = 0;
  let prev: number | null = null;
  return order.map((o, i) => {
    if (prev === null || o.total !== prev) place = i + 1;
    prev = o.total;
    return { ...o, place };
  });
}
