// `arkham-door door`: run as a BBS door for one caller named by a drop file.
import type { Channel } from '../transports/channel.js';
import type { Charset } from '../term/types.js';
import { DropFileError, type CallerRecord } from '../door/caller.js';
import { readDropFile } from '../door/dropfiles/read.js';
import { describeCaller } from '../door/dropfiles/describe.js';
import { chooseChannel, parseHostPort, type ChannelChoice, type ChannelFlags } from '../door/choose-channel.js';
import { forBbsConversions, type BbsConversions } from '../door/bbs-conversions.js';
import { openChannel } from './open-channel.js';
import { runCallerFlow, servicesOnDemand } from './caller-flow.js';
import { asOneCall } from './hangup-guard.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags, wholeNumber } from './flags.js';
import { readVersion } from './version.js';

const APOLOGY =
  '\r\nSorry: arkham-door could not read the information your BBS passed to it, so the game cannot start.\r\n' +
  'Please let the sysop know. Returning you to the BBS...\r\n';

export async function doorCommand(argv: string[], context: CommandContext): Promise<number> {
  const flags = parseDoorFlags(argv, process.env.BBSDEV_DRP);
  const home = await openHome(flags.home, context);
  let caller: CallerRecord;
  try {
    caller = readDropFile(flags.dropfile, { maxTimeSeconds: home.config.maxCallMinutes * 60, now: context.clock.now() });
  } catch (error) {
    if (error instanceof DropFileError) await apologise(chooseChannel(flags.channel, undefined), context);
    throw error;
  }
  if (flags.node !== undefined) caller = { ...caller, node: flags.node };
  home.logger.info('door started', { caller: describeCaller(caller) });
  const choice = chooseChannel(flags.channel, caller);
  // The command line's charset first, then the drop file's (BBSDEV.DRP names one).
  const force = flags.force ?? forceFromDropFile(caller);
  const channel = forBbsConversions(await openChannel(choice, context.clock, home.logger), flags.conversions);
  // Opened only once the title is on its way (see runCallerFlow).
  const services = servicesOnDemand(home, context.clock, context.packageRoot);
  await asOneCall(services, async (services) => {
    await runCallerFlow({
      trustTerminalType: false,
      channel,
      home,
      packageRoot: context.packageRoot,
      clock: context.clock,
      version: readVersion(context.packageRoot),
      services,
      caller: {
        alias: caller.alias,
        node: caller.node,
        ansi: caller.ansi,
        timeLeftSeconds: caller.timeLeftSeconds,
        securityLevel: caller.securityLevel,
      },
      ...(force ? { force } : {}),
    });
  });
  return 0;
}

interface DoorFlags {
  dropfile: string;
  node?: number;
  home?: string;
  channel: ChannelFlags;
  conversions: BbsConversions;
  force?: { charset?: Charset; ascii?: boolean };
}

/** `bbsdevDrp`: the BBSDEV_DRP environment variable, where a BBS writing BBSDEV.DRP says it is. */
function parseDoorFlags(argv: string[], bbsdevDrp: string | undefined): DoorFlags {
  const values = parseFlags(argv, {
        dropfile: { type: 'string' },
        node: { type: 'string' },
        home: { type: 'string' },
        stdio: { type: 'boolean' },
        socket: { type: 'string' },
        connect: { type: 'string' },
        utf8: { type: 'boolean' },
        cp437: { type: 'boolean' },
        ascii: { type: 'boolean' },
        eol: { type: 'string' },
        'low-glyphs': { type: 'string' },
      });
  const dropfile = values.dropfile ?? (bbsdevDrp || undefined);
  if (!dropfile) throw new UsageError('door needs --dropfile PATH (a drop file or the directory holding it), or BBSDEV_DRP in its environment');
  const channel: ChannelFlags = {};
  const channelFlags = [values.stdio, values.socket, values.connect].filter((v) => v !== undefined && v !== false);
  if (channelFlags.length > 1) throw new UsageError('choose one of --stdio, --socket FD and --connect HOST:PORT');
  if (values.stdio) channel.stdio = true;
  if (values.socket !== undefined) channel.socket = wholeNumber('--socket', values.socket, 0, 65535);
  if (values.connect !== undefined) {
    const target = parseHostPort(values.connect);
    if (!target) throw new UsageError(`--connect wants HOST:PORT, got '${values.connect}'`);
    channel.connect = target;
  }
  if ([values.utf8, values.cp437, values.ascii].filter(Boolean).length > 1) throw new UsageError('choose one of --utf8, --cp437 and --ascii');
  const force = values.ascii ? { ascii: true } : values.utf8 ? { charset: 'utf8' as const } : values.cp437 ? { charset: 'cp437' as const } : undefined;
  return {
    dropfile,
    conversions: { eol: oneOf('--eol', values.eol, ['crlf', 'lf']), lowGlyphs: oneOf('--low-glyphs', values['low-glyphs'], ['cp437', 'ascii']) },
    ...(values.node !== undefined ? { node: wholeNumber('--node', values.node, 1, 255) } : {}),
    ...(values.home !== undefined ? { home: values.home } : {}),
    channel,
    ...(force ? { force } : {}),
  };
}

/** A flag's value from its short list (the first is the default), or a usage error naming them. */
function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly [T, ...T[]]): T {
  if (value === undefined) return allowed[0];
  const found = allowed.find((a) => a === value.toLowerCase());
  if (found === undefined) throw new UsageError(`${flag} wants ${allowed.join(' or ')}, got '${value}'`);
  return found;
}

function forceFromDropFile(caller: CallerRecord): DoorFlags['force'] {
  if (caller.charset === 'ascii') return { ascii: true };
  return caller.charset ? { charset: caller.charset } : undefined;
}

/** Tells the caller, when we can reach them, why the door is leaving at once. */
async function apologise(choice: ChannelChoice, context: CommandContext): Promise<void> {
  let channel: Channel | undefined;
  try {
    channel = await openChannel(choice, context.clock, undefined);
    channel.write(Buffer.from(APOLOGY, 'latin1'));
  } catch {
    // The channel itself is unreachable: stderr still gets the reason.
  } finally {
    await channel?.close();
  }
}
