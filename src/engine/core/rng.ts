// The engine's only source of chance: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator,
// public domain), whose whole state is four uint32 numbers kept inside the game state. Every function
// here advances the state array it is given in place; nothing is global.

export type RngState = [number, number, number, number];

/** Turns a seed (text or number) into a generator state: FNV-1a over the text, four lanes, then warm-up. */
export function seedRng(seed: string | number): RngState {
  const text = typeof seed === 'number' ? `#${seed}` : seed;
  const lanes: RngState = [0x811c9dc5, 0x01000193 ^ 0x9e3779b9, 0x7f4a7c15, 0x2545f491];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    lanes[0] = Math.imul(lanes[0] ^ code, 0x01000193) >>> 0;
    lanes[1] = Math.imul(lanes[1] ^ code, 0x0100019d) >>> 0;
    lanes[2] = Math.imul(lanes[2] ^ code, 0x010001a3) >>> 0;
    lanes[3] = Math.imul(lanes[3] ^ code, 0x010001b5) >>> 0;
  }
  // A few rounds let the lanes diverge even for one-character seeds.
  for (let i = 0; i < 15; i += 1) nextU32(lanes);
  return lanes;
}

/** The next uint32 of the sequence; advances `s` in place. */
export function nextU32(s: RngState): number {
  const a = s[0];
  const b = s[1];
  const c = s[2];
  const d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) >>> 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  const rotated = (c << 21) | (c >>> 11);
  s[2] = (rotated + t) >>> 0;
  return t >>> 0;
}

/** A whole number in 0..n-1 (n ≥ 1), by scaling: the bias is below 2^-29 for any n the game uses. */
export function below(s: RngState, n: number): number {
  return Math.floor((nextU32(s) * n) / 4294967296);
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T extends string | number>(s: RngState, list: T[]): void {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = below(s, i + 1);
    const here = list[i];
    const there = list[j];
    if (here === undefined || there === undefined) continue;
    list[i] = there;
    list[j] = here;
  }
}
