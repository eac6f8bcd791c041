// The colours of the game screens, as PC colour numbers (docs/art.md): one place to change a look.
import { attr, type Attr } from '../../term/screen-buffer.js';

export const PC = {
  black: 0,
  blue: 1,
  green: 2,
  cyan: 3,
  red: 4,
  magenta: 5,
  brown: 6,
  grey: 7,
  darkGrey: 8,
  lightBlue: 9,
  lightGreen: 10,
  lightCyan: 11,
  lightRed: 12,
  lightMagenta: 13,
  yellow: 14,
  white: 15,
} as const;

/** The tile colours of the Other Worlds (data/other-worlds.json `colour`), as near as sixteen colours get. */
const WORLD_COLOURS: Record<string, number> = {
  bw: PC.white,
  yellow: PC.yellow,
  'light-blue': PC.lightBlue,
  green: PC.lightGreen,
  red: PC.lightRed,
  mustard: PC.brown,
  rust: PC.red,
  'dark-purple': PC.magenta,
  'medium-purple': PC.lightMagenta,
};

export function worldColour(colour: string): number {
  return WORLD_COLOURS[colour] ?? PC.white;
}

export const INK = {
  text: attr(PC.grey),
  street: attr(PC.grey),
  label: attr(PC.cyan),
  taxi: attr(PC.yellow),
  monster: attr(PC.lightRed),
  sealed: attr(PC.yellow),
  hiddenGate: attr(PC.white),
  investigator: attr(PC.white, PC.blue),
  /** The caller's own investigator: the one mark that must stand out. */
  viewer: attr(PC.yellow, PC.red),
  title: attr(PC.yellow),
  heading: attr(PC.lightCyan),
  value: attr(PC.white),
  dim: attr(PC.darkGrey),
  hotkey: attr(PC.yellow),
  bad: attr(PC.lightRed),
  prompt: attr(PC.white),
  river: attr(PC.blue),
  riverDeep: attr(PC.lightBlue),
  riverName: attr(PC.lightCyan),
  district: attr(PC.darkGrey),
  trees: attr(PC.green),
  sand: attr(PC.brown),
} as const satisfies Record<string, Attr>;
