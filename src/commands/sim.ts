// `arkham-door sim`: seeded bot games, for balance and speed figures.
import type { CommandContext } from './context.js';

export async function simCommandEntry(argv: string[], context: CommandContext): Promise<number> {
  const { simCommand } = await import('../sim/command.js');
  return simCommand(argv, context.stdout, context.packageRoot);
}
