// `arkham-door sysop list|pause|resume|delete|export|reset-player|maint [--home DIR] ...`: the sysop's
// tools on the command line, the same service methods the door's sysop menu calls.
import { writeFile } from 'node:fs/promises';
import { isServiceError } from '../service/errors.js';
import type { GameListing } from '../service/listing.js';
import { openService } from '../service/open-service.js';
import type { SysopService } from '../service/sysop.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';
import { describeReport } from './maint.js';

const ACTIONS = ['list', 'pause', 'resume', 'delete', 'export', 'reset-player', 'maint'] as const;
type Action = (typeof ACTIONS)[number];

export async function sysopCommand(argv: string[], context: CommandContext): Promise<number> {
  const [action, ...rest] = argv;
  if (!isAction(action)) throw new UsageError(`sysop wants one of: ${ACTIONS.join(', ')}`);
  const values = parseFlags(rest, { home: { type: 'string' }, game: { type: 'string' }, name: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' } });
  const home = await openHome(values.home, context.clock);
  const { service, close } = await openService({ home: home.home, packageRoot: context.packageRoot, config: home.config, clock: context.clock, logger: home.logger });
  const say = (text: string): void => void context.stdout.write(`${text}\n`);
  const need = (flag: 'game' | 'name'): string => {
    const value = values[flag];
    if (value === undefined) throw new UsageError(`sysop ${action} needs --${flag}`);
    return value;
  };
  try {
    await perform(action, service.sysop, need, values, say, context.clock.now());
    home.logger.info('sysop command', { action, game: values.game, name: values.name });
    return 0;
  } catch (error) {
    if (isServiceError(error)) throw new UsageError(error.message);
    throw error;
  } finally {
    await close();
  }
}

async function perform(
  action: Action,
  sysop: SysopService,
  need: (flag: 'game' | 'name') => string,
  values: { out?: string | undefined; json?: boolean | undefined },
  say: (text: string) => void,
  now: number,
): Promise<void> {
  switch (action) {
    case 'list': {
      const games = await sysop.list();
      if (values.json) say(JSON.stringify(games));
      else if (games.length === 0) say('no games');
      else games.forEach((game) => say(gameLine(game, now)));
      return;
    }
    case 'pause':
      say(gameLine(await sysop.pause(need('game')), now));
      return;
    case 'resume':
      say(gameLine(await sysop.resume(need('game')), now));
      return;
    case 'delete': {
      const id = need('game');
      await sysop.delete(id);
      say(`deleted game ${id}`);
      return;
    }
    case 'export': {
      const exported = JSON.stringify(await sysop.export(need('game')));
      if (values.out === undefined) say(exported);
      else {
        await writeFile(values.out, `${exported}\n`);
        say(`exported to ${values.out}`);
      }
      return;
    }
    case 'reset-player': {
      const reset = await sysop.resetPlayer(need('name'));
      say(values.json ? JSON.stringify(reset) : `${reset.name}: out of ${reset.games.length} game(s), hall of fame ${reset.hallOfFameRemoved ? 'cleared' : 'had no entry'}, ${reset.mailRemoved} mail(s) deleted`);
      return;
    }
    case 'maint': {
      const report = await sysop.maintenance();
      say(values.json ? JSON.stringify(report) : describeReport(report));
      return;
    }
  }
}

function isAction(value: string | undefined): value is Action {
  return ACTIONS.some((action) => action === value);
}

function gameLine(game: GameListing, now: number): string {
  const seats = game.seats.map((seat) => `${seat.player}${seat.kind === 'bot' ? '(bot)' : seat.status === 'playing' ? '' : `(${seat.status})`}`).join(',');
  const where = game.status === 'running' ? `turn ${game.turn} ${game.phase ?? ''}` : game.status;
  const due = game.deadline === null ? '' : ` due in ${Math.round((game.deadline - now) / 60_000)} min`;
  const waiting = game.waitingOn.length > 0 ? ` waiting on ${game.waitingOn.join(',')}` : '';
  return `${game.id}  ${where}  "${game.title}"  [${seats}]${waiting}${due}`;
}
