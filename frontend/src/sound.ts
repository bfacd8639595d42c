// Synthesized sounds (WebAudio): no audio files. Silent until enabled and a user gesture happened.

/** The sounds there are; a game picks which one an event makes. */
export type Cue = "turn" | "quack" | "whoosh" | "card" | "end" | "win" | "tick";

type Ctx = AudioContext;

let ctx: Ctx | null = null;

function audio(): Ctx | null {
  if (ctx) return ctx;
  const AC = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!AC) return null;
  try {
    ctx = new AC();
  } catch {
    ctx = null;
  }
  return ctx;
}

/** Call from a user gesture so browsers allow sound later. */
export function unlockAudio(): void {
  const c = audio();
  if (c && c.state === "suspended") void c.resume().catch(() => undefined);
}

function tone(c: Ctx, at: number, freq: number, dur: number, type: OscillatorType, gain: number, slideTo?: number) {
  const o = c.createOscillator();
  const g = c.createGain();
  o.type = type;
  o.frequency.setValueAtTime(freq, at);
  if (slideTo) o.frequency.exponentialRampToValueAtTime(slideTo, at + dur);
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.015);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  o.connect(g).connect(c.destination);
  o.start(at);
  o.stop(at + dur + 0.02);
}

function quack(c: Ctx, at: number) {
  // A nasal sawtooth through a band-pass filter, pitch falling: close enough to a duck.
  for (const [off, f] of [
    [0, 520],
    [0.2, 470],
  ] as const) {
    const o = c.createOscillator();
    const filter = c.createBiquadFilter();
    const g = c.createGain();
    o.type = "sawtooth";
    o.frequency.setValueAtTime(f, at + off);
    o.frequency.exponentialRampToValueAtTime(f * 0.62, at + off + 0.16);
    filter.type = "bandpass";
    filter.frequency.value = 1150;
    filter.Q.value = 4;
    g.gain.setValueAtTime(0.0001, at + off);
    g.gain.exponentialRampToValueAtTime(0.35, at + off + 0.02);
    g.gain.exponentialRampToValueAtTime(0.0001, at + off + 0.17);
    o.connect(filter).connect(g).connect(c.destination);
    o.start(at + off);
    o.stop(at + off + 0.2);
  }
}

export function play(cue: Cue): void {
  const c = audio();
  if (!c || c.state !== "running") return;
  const t = c.currentTime + 0.01;
  switch (cue) {
    case "turn":
      tone(c, t, 660, 0.12, "sine", 0.18);
      tone(c, t + 0.13, 880, 0.16, "sine", 0.18);
      break;
    case "card":
      tone(c, t, 1800, 0.05, "triangle", 0.08, 900);
      break;
    case "whoosh":
      tone(c, t, 400, 0.18, "triangle", 0.12, 900);
      tone(c, t + 0.12, 900, 0.18, "triangle", 0.1, 400);
      break;
    case "quack":
      quack(c, t);
      break;
    case "tick":
      tone(c, t, 1200, 0.04, "square", 0.04);
      break;
    case "end":
      tone(c, t, 523, 0.14, "sine", 0.15);
      tone(c, t + 0.15, 392, 0.22, "sine", 0.15);
      break;
    case "win":
      [523, 659, 784, 1047].forEach((f, i) => tone(c, t + i * 0.12, f, 0.2, "sine", 0.16));
      break;
  }
}
