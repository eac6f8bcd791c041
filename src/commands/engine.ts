// `arkham-door engine`: the rules engine as JSON lines on stdin/stdout (docs/engine-protocol.md).
import { join } from 'node:path';
import type { CommandContext } from './context.js';

export async function engineCommandEntry(argv: string[], context: CommandContext): Promise<number> {
  if (argv.length > 0) throw new (await import('./errors.js')).UsageError(`engine takes no options (got ${argv.join(' ')})`);
  const [{ loadContent }, { engineCommand }] = await Promise.all([
    import('../rulesets/classic/content/load.js'),
    import('../rulesets/classic/engine-cli.js'),
  ]);
  const content = loadContent(join(context.packageRoot, 'data'));
  return engineCommand(process.stdin, context.stdout, content);
}
