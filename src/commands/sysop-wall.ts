// `arkham-door sysop wall-list|wall-remove|wall-bar|wall-unbar [--home DIR] [--post ID] [--name NAME]`:
// the sysop's hand on the wall from the command line, the same service the desk uses.
import { openService } from '../service/open-service.js';
import { openHome, type CommandContext } from './context.js';
import { EXIT_INTERNAL, EXIT_OK } from './errors.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';

export const WALL_ACTIONS = ['wall-list', 'wall-remove', 'wall-bar', 'wall-unbar'] as const;
export type WallAction = (typeof WALL_ACTIONS)[number];

export function isWallAction(action: string | undefined): action is WallAction {
  return WALL_ACTIONS.some((known) => known === action);
}

const LISTED = 40;

export async function sysopWallCommand(action: WallAction, argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, post: { type: 'string' }, name: { type: 'string' } });
  const need = (flag: 'post' | 'name'): string => {
    const value = values[flag];
    if (value === undefined) throw new UsageError(`sysop ${action} needs --${flag}`);
    return value;
  };
  const home = await openHome(values.home, context);
  const { service, close } = await openService({ home: home.home, packageRoot: context.packageRoot, config: home.config, clock: context.clock, logger: home.logger });
  const say = (text: string): void => void context.stdout.write(`${text}\n`);
  try {
    if (action === 'wall-list') {
      const { posts } = await service.wall.page(0, LISTED);
      for (const post of posts) say(`${post.id}  ${post.author}: ${post.text}`);
      if (posts.length === 0) say('The wall is bare.');
      return EXIT_OK;
    }
    if (action === 'wall-remove') {
      const id = need('post');
      if (!(await service.wall.remove(id))) {
        context.stderr.write(`sysop wall-remove: no post ${id} on the wall\n`);
        return EXIT_INTERNAL;
      }
      home.logger.info('sysop command', { action, post: id });
      say(`Post ${id} is gone from the wall.`);
      return EXIT_OK;
    }
    const name = need('name');
    await service.wall.setBarred(name, action === 'wall-bar');
    home.logger.info('sysop command', { action, name });
    say(action === 'wall-bar' ? `${name} may no longer write on the wall.` : `${name} may write on the wall again.`);
    return EXIT_OK;
  } finally {
    await close();
  }
}
