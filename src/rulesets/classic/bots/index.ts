// The bots by name, for the simulator and tests.
import { heuristicBot } from './heuristic.js';
import { randomBot } from './random.js';
import type { Bot } from './types.js';

export type { Bot } from './types.js';
export { heuristicBot } from './heuristic.js';
export { randomBot } from './random.js';

export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, heuristic: heuristicBot };

export function botNamed(name: string): Bot | undefined {
  return Object.prototype.hasOwnProperty.call(BOTS, name) ? BOTS[name] : undefined;
}
