// The game's own calls as sounds (ruling 33: the same for every player), synthesized with
// WebAudio from the shell's building blocks. A pair's "Quack-quack" is the shell's own quack.

import { quack, tone, type Synth } from "../../sound.js";

/** A crowd's applause: short bursts of filtered noise. */
function applause(c: AudioContext, at: number): void {
  const len = Math.floor(c.sampleRate * 1.6);
  const buf = c.createBuffer(1, len, c.sampleRate);
  const data = buf.getChannelData(0);
  // a fixed pattern of claps (no Math.random: the same applause every time)
  let seed = 7;
  for (let i = 0; i < len; i++) {
    seed = (seed * 16807) % 2147483647;
    const clap = Math.floor(i / (c.sampleRate * 0.045)) % 3 === 0 ? 1 : 0.35;
    data[i] = ((seed / 2147483647) * 2 - 1) * clap * (1 - i / len);
  }
  const src = c.createBufferSource();
  const filter = c.createBiquadFilter();
  const g = c.createGain();
  src.buffer = buf;
  filter.type = "bandpass";
  filter.frequency.value = 1800;
  filter.Q.value = 0.8;
  g.gain.value = 0.35;
  src.connect(filter).connect(g).connect(c.destination);
  src.start(at);
}

export const SOUNDS: Readonly<Record<string, Synth>> = {
  // a single's "Quack"
  quack1: (c, at) => quack(c, at, 1),
  // a bomb's shout: a rising call to arms
  bomb: (c, at) => {
    [392, 523, 659, 784].forEach((f, i) => tone(c, at + i * 0.11, f, 0.22, "sawtooth", 0.12));
    tone(c, at + 0.48, 784, 0.5, "square", 0.08);
  },
  // joining a bomb: a short shout back
  join: (c, at) => {
    tone(c, at, 523, 0.12, "sawtooth", 0.11);
    tone(c, at + 0.13, 784, 0.2, "sawtooth", 0.11);
  },
  applause,
};
