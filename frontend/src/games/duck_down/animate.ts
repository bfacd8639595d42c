// Duck Down's moves as short animations (Web Animations API); off with reduced motion.

import type { Refs } from "./seats.js";
import type { Anim } from "./types.js";

type Frames = Keyframe[];

function run(e: Element | null | undefined, frames: Frames, ms: number): void {
  if (e && typeof (e as HTMLElement).animate === "function") (e as HTMLElement).animate(frames, { duration: ms, easing: "ease-out" });
}

export function animate(refs: Refs, a: Anim): void {
  const card = (k: string) => refs.slots.get(k)?.querySelector(".card");
  const stack = (k: string) => refs.stacks.get(k)?.querySelector(".card");
  switch (a.kind) {
    case "swap": {
      const frames = [
        { transform: "scale(1)", boxShadow: "0 0 0 0 #fab005" },
        { transform: "scale(1.18) rotate(-8deg)", boxShadow: "0 0 0 6px #fab005" },
        { transform: "scale(1.18) rotate(8deg)", boxShadow: "0 0 0 6px #fab005" },
        { transform: "scale(1)", boxShadow: "0 0 0 0 #fab005" },
      ];
      run(card(`${a.seat}:${a.slot}`), frames, 900);
      run(card(`${a.other_seat}:${a.other_slot}`), frames, 900);
      break;
    }
    case "replace":
      run(card(`${a.seat}:${a.slot}`), [{ transform: "rotateY(90deg) scale(.8)" }, { transform: "rotateY(0) scale(1)" }], 450);
      run(stack("pile"), [{ transform: "translateY(-30px) scale(1.2)", opacity: 0.3 }, { transform: "none", opacity: 1 }], 450);
      break;
    case "draw":
    case "take":
      run(
        stack("held"),
        [
          { transform: `translate(${a.kind === "draw" ? -70 : 70}px, 0) scale(.6) rotate(-20deg)`, opacity: 0.2 },
          { transform: "rotate(4deg)", opacity: 1 },
        ],
        420,
      );
      break;
    case "throw":
      run(stack("pile"), [{ transform: "translateY(-40px) rotate(25deg) scale(1.15)", opacity: 0.2 }, { transform: "none", opacity: 1 }], 420);
      break;
    case "peek":
      run(card(`${a.seat}:${a.slot}`), [{ transform: "translateY(0)" }, { transform: "translateY(-14px) rotate(-6deg)" }, { transform: "translateY(0)" }], 700);
      break;
    case "deal":
      for (const [i, e] of [...refs.slots.values()].entries())
        run(e.querySelector(".card"), [{ transform: "translate(0,-60px) scale(.4)", opacity: 0 }, { transform: "none", opacity: 1 }], 300 + i * 40);
      break;
  }
}
