// `arkham-door serial`: answer callers on a serial line, optionally through a modem; one call after another.
import { openSerialChannel } from '../transports/serial-channel.js';
import { runCallerFlow, servicesOnDemand } from './caller-flow.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags, wholeNumber } from './flags.js';
import { readVersion } from './version.js';

export async function serialCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, {
        device: { type: 'string' },
        baud: { type: 'string' },
        modem: { type: 'boolean' },
        home: { type: 'string' },
        once: { type: 'boolean' },
      });
  if (!values.device) throw new UsageError('serial needs --device PATH');
  if (!values.baud) throw new UsageError('serial needs --baud N');
  const baud = wholeNumber('--baud', values.baud, 110, 921600);
  const home = await openHome(values.home, context);
  const version = readVersion(context.packageRoot);
  const services = servicesOnDemand(home, context.clock, context.packageRoot);
  await services.get();
  try {
    // A modem line answers call after call; a direct line serves one session (or --once).
    for (;;) {
      const channel = await openSerialChannel({ device: values.device, baud, modem: values.modem ?? false, clock: context.clock, logger: home.logger });
      await runCallerFlow({ trustTerminalType: false, channel, home, packageRoot: context.packageRoot, clock: context.clock, version, services, node: 1 });
      if (!values.modem || values.once) return 0;
    }
  } finally {
    await services.close();
  }
}
