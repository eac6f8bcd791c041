// arkham-door's command line: one binary, one subcommand per way of running.
import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from './support/clock.js';
import { releaseHungUpTerminalsAtExit } from './support/hung-up-terminal.js';
import { EXIT_BAD_INPUT, EXIT_INTERNAL, isBadInput, UsageError } from './commands/errors.js';
import type { CommandContext } from './commands/context.js';

const USAGE = `usage: arkham-door <command> [options]

  serve     [--host 127.0.0.1] [--port 2323] [--home DIR]   telnet listener
            [--ssh-port N] [--rlogin-port N] [--http-port N] and SSH, RLogin and browser listeners
  door      [--dropfile PATH] [--node N] [--home DIR]        run as a BBS door
            [--stdio | --socket FD | --connect HOST:PORT] [--utf8 | --cp437 | --ascii]
            [--eol lf] [--low-glyphs ascii]                  for a BBS that converts line ends, CP437
  serial    --device PATH --baud N [--modem] [--home DIR]    answer a serial or modem line
  local     [--home DIR] [--name NAME]                       play on this console (sysop)
  play      --as NAME [--home DIR] [--node LABEL]            the game service as JSON lines on stdin/stdout
  maint     [--home DIR] [--json]                            nightly maintenance (deadlines, news)
  bulletins [--home DIR] --out DIR                           news and scores as .ans/.txt bulletins
  sysop     list|pause|resume|delete|export|verify|check|        the sysop's tools (check [--repair]:
            reset-player|maint|passwd [--home DIR] [--game ID]   damaged files and their repair;
            [--name NAME] [--out FILE] [--all] [--repair] [--json]  verify: replay a game's history;
                                                             exit 1 on a divergence, 0 when the only
                                                             findings are games of other rules)
  store     migrate [--home DIR]                             bring the configured store's schema up to date
            copy --from nedb:DIR|postgres:URL --to ...       move a whole board into an empty store
            [--schema NAME]                                  (and check the copy)
  sim       --games N --players P --seed S [--bot NAME] [--json] [--log FILE]
  engine                                                     the rules engine as JSON lines on stdin/stdout
`;

type Command = (argv: string[], context: CommandContext) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./commands/serve.js')).serveCommand,
  door: async () => (await import('./commands/door.js')).doorCommand,
  serial: async () => (await import('./commands/serial.js')).serialCommand,
  local: async () => (await import('./commands/local.js')).localCommand,
  sim: async () => (await import('./commands/sim.js')).simCommandEntry,
  engine: async () => (await import('./commands/engine.js')).engineCommandEntry,
  play: async () => (await import('./commands/play.js')).playCommand,
  maint: async () => (await import('./commands/maint.js')).maintCommand,
  bulletins: async () => (await import('./commands/bulletins.js')).bulletinsCommand,
  sysop: async () => (await import('./commands/sysop.js')).sysopCommand,
  store: async () => (await import('./commands/store.js')).storeCommand,
};

export async function main(argv: string[], context: CommandContext): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    context.stdout.write(USAGE);
    return name === undefined ? EXIT_BAD_INPUT : 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    context.stderr.write(`arkham-door: unknown command '${name}'\n${USAGE}`);
    return EXIT_BAD_INPUT;
  }
  try {
    const command = await load();
    return await command(rest, context);
  } catch (error) {
    if (isBadInput(error)) {
      context.stderr.write(`arkham-door ${name}: ${oneLine(error.message)}\n`);
      return EXIT_BAD_INPUT;
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    context.stderr.write(`arkham-door ${name}: internal error: ${message}\n`);
    return EXIT_INTERNAL;
  }
}

function oneLine(message: string): string {
  return message.split('\n').join('; ');
}

/** Turns node:util parseArgs failures into usage errors (exit 2). */
export function usageFrom(error: unknown): UsageError {
  return new UsageError(error instanceof Error ? error.message : String(error));
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  releaseHungUpTerminalsAtExit();
  const context: CommandContext = {
    packageRoot: resolve(dirname(fileURLToPath(import.meta.url)), '..'),
    clock: systemClock,
    stdout: process.stdout,
    stderr: process.stderr,
  };
  main(process.argv.slice(2), context).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`arkham-door: ${String(error)}\n`);
      process.exitCode = EXIT_INTERNAL;
    },
  );
}
