// `arkham-door local`: the sysop plays on this console, no drop file needed.
import { createStdioChannel } from '../transports/stdio-channel.js';
import { runCallerFlow, servicesOnDemand } from './caller-flow.js';
import { asOneCall } from './hangup-guard.js';
import { openHome, type CommandContext } from './context.js';
import { parseFlags } from './flags.js';
import { readVersion } from './version.js';

export async function localCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, name: { type: 'string' }, utf8: { type: 'boolean' }, ascii: { type: 'boolean' } });
  const home = await openHome(values.home, context);
  const channel = createStdioChannel({ env: process.env, clock: context.clock, logger: home.logger });
  const force = values.ascii ? { ascii: true } : values.utf8 ? { charset: 'utf8' as const } : undefined;
  const services = servicesOnDemand(home, context.clock, context.packageRoot);
  await asOneCall(services, async (services) => {
    // The console vouches for the name as a BBS does for an alias: a configured sysop name is the sysop.
    await runCallerFlow({
      trustTerminalType: true,
      channel,
      home,
      packageRoot: context.packageRoot,
      clock: context.clock,
      version: readVersion(context.packageRoot),
      services,
      caller: { alias: values.name ?? 'Sysop', node: 0, ansi: true, timeLeftSeconds: 24 * 3600 },
      ...(force ? { force } : {}),
    });
  });
  return 0;
}
