// Dutch's moves as short animations (Web Animations API); the board skips them with reduced motion.

import type { Refs } from "./ctx.js";
import type { DutchUi } from "./types.js";

function run(e: Element | null | undefined, frames: Keyframe[], ms: number, delay = 0): void {
  if (e && typeof (e as HTMLElement).animate === "function") (e as HTMLElement).animate(frames, { duration: ms, delay, easing: "ease-out" });
}

export function animate(refs: Refs, a: NonNullable<DutchUi["anim"]>): void {
  const card = (r: number, k: number) => refs.slots.get(`${r}:${k}`)?.querySelector(".du-card");
  switch (a.kind) {
    case "swap": {
      const frames = [
        { transform: "scale(1)" },
        { transform: "scale(1.15) rotate(-8deg)" },
        { transform: "scale(1.15) rotate(8deg)" },
        { transform: "scale(1)" },
      ];
      for (const [r, k] of a.places) run(card(r, k), frames, 800);
      break;
    }
    case "throw":
      run(refs.stacks.get("pile")?.querySelector(".du-card"), [{ transform: "translateY(40px) scale(.7)", opacity: 0.2 }, { transform: "none", opacity: 1 }], 380);
      break;
    case "wrong": {
      // the thrown card is shown, shakes its head and goes back; the penalty card drops in
      const [thrown, penalty] = a.places;
      if (thrown) run(refs.slots.get(`${thrown[0]}:${thrown[1]}`)?.querySelector(".du-shown"), [{ transform: "translateY(-18px) scale(1.2)" }, { transform: "translateX(-6px)" }, { transform: "translateX(6px)" }, { transform: "none" }], 700);
      if (penalty) run(card(penalty[0], penalty[1]), [{ transform: "translateY(-50px) scale(.5)", opacity: 0 }, { transform: "none", opacity: 1 }], 450, 300);
      break;
    }
    case "deal":
      [...refs.slots.values()].forEach((e, i) =>
        run(e.querySelector(".du-card"), [{ transform: "translate(0,-50px) scale(.5)", opacity: 0 }, { transform: "none", opacity: 1 }], 300, i * 25),
      );
      break;
  }
}
