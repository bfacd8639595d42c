// Synthesized sounds (WebAudio): no audio files. Silent until enabled and a user gesture happened.

/** The shell's sounds; a game picks which one an event makes, or names one of its own. */
export type Cue = "turn" | "quack" | "whoosh" | "card" | "end" | "win" | "tick";

/** A game's own sound (GameModule.sounds): synthesized on `c`, starting at `at`. */
export type Synth = (c: AudioContext, at: number) => void;

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

/** One tone with a short attack and decay: a building block for a game's own sounds. */
export function tone(c: Ctx, at: number, freq: number, dur: number, type: OscillatorType, gain: number, slideTo?: number) {
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

/** The duck's voice: `times` quacks, each a little lower (the shell's "quack" is two). */
export function quack(c: Ctx, at: number, times = 2) {
  // A nasal sawtooth through a band-pass filter, pitch falling: close enough to a duck.
  for (let i = 0; i < times; i++) {
    const off = i * 0.2;
    const f = 520 - i * 50;
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

/** Play a cue: the game's own sound of that name when it has one, else the shell's. */
export function play(cue: string, own?: Readonly<Record<string, Synth>>): void {
  const c = audio();
  if (!c || c.state !== "running") return;
  const t = c.currentTime + 0.01;
  const synth = own?.[cue];
  if (synth) {
    synth(c, t);
    return;
  }
  switch (cue as Cue) {
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
