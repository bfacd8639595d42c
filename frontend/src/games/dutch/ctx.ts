// The board context as Dutch's parts read it, and the element refs its animations use.

import type { BoardContext } from "../types.js";
import type { DSay } from "./strings.js";
import type { DutchSeatView, DutchUi, DutchView } from "./types.js";

export type Ctx = BoardContext<DutchUi>;

export const view = (ctx: Ctx): DutchView => ctx.view as DutchView;
export const mine = (ctx: Ctx): DutchSeatView | null => ctx.mine as DutchSeatView | null;
export const say = (ctx: Ctx): DSay => ctx.t as DSay;

/** Slots ("row:slot") and stacks ("pile", "draw") by key, for the animations. */
export interface Refs {
  slots: Map<string, Element>;
  stacks: Map<string, Element>;
}

/** A Lit `ref` callback that keeps an element in a map while it is rendered. */
export function keep(map: Map<string, Element>, key: string): (e?: Element) => void {
  return (e?: Element) => {
    if (e) map.set(key, e);
    else map.delete(key);
  };
}
