// `arkham-door sysop list|pause|resume|delete|export|verify|reset-player|maint|check|passwd [--home DIR] ...`:
// the sysop's tools on the command line, the same service methods the door's sysop menu calls, and the
// sysop's own password for our listener.
import { rulesetOf } from '../rulesets/registry.js';
import { readFile, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Accounts, type SetPasswordResult } from '../service/accounts/accounts.js';
import { nameKey } from '../service/accounts/names.js';
import { isServiceError } from '../service/errors.js';
import type { GameListing } from '../service/listing.js';
import { openService } from '../service/open-service.js';
import type { GameDoc } from '../service/game-doc.js';
import type { GameVerified, SysopService } from '../service/sysop.js';
import { otherRulesWords } from '../service/replay-check.js';
import type { GameExport } from '../store/store.js';
import { dueWords, seatWords, stageWords } from '../screens/sysop/game-words.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';
import { describeReport } from './maint.js';
import { sysopCheck } from './sysop-check.js';
import { isWallAction, sysopWallCommand, WALL_ACTIONS } from './sysop-wall.js';
import { ACCOUNT_ACTIONS, isAccountAction, sysopAccountsCommand } from './sysop-accounts.js';
import { MIN_PASSWORD_LENGTH } from '../screens/login.js';
import { openStore } from '../store/open-store.js';
import { PRIVATE_FILE_MODE } from '../support/private-files.js';

const ACTIONS = ['list', 'pause', 'resume', 'delete', 'export', 'verify', 'reset-player', 'maint'] as const;
type Action = (typeof ACTIONS)[number];

export async function sysopCommand(argv: string[], context: CommandContext): Promise<number> {
  const [action, ...rest] = argv;
  if (action === 'passwd') return sysopPasswd(rest, context, process.stdin);
  if (action === 'check') return sysopCheck(rest, context);
  if (isAccountAction(action)) return sysopAccountsCommand(action, rest, context);
  if (isWallAction(action)) return sysopWallCommand(action, rest, context);
  if (!isAction(action)) throw new UsageError(`sysop wants one of: ${[...ACTIONS, 'check', 'passwd', ...ACCOUNT_ACTIONS, ...WALL_ACTIONS].join(', ')}`);
  const values = parseFlags(rest, {
    home: { type: 'string' },
    game: { type: 'string' },
    name: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
    all: { type: 'boolean' },
    file: { type: 'string' },
  });
  const home = await openHome(values.home, context);
  const { service, close } = await openService({ home: home.home, packageRoot: context.packageRoot, config: home.config, clock: context.clock, logger: home.logger });
  const say = (text: string): void => void context.stdout.write(`${text}\n`);
  const warn = (text: string): void => void context.stderr.write(`${text}\n`);
  const need = (flag: 'game' | 'name'): string => {
    const value = values[flag];
    if (value === undefined) throw new UsageError(`sysop ${action} needs --${flag}`);
    return value;
  };
  try {
    if (action === 'verify') {
      const code = await verify(service.sysop, values, say);
      home.logger.info('sysop command', { action, game: values.game, all: values.all === true });
      return code;
    }
    await perform(action, service.sysop, need, values, { say, warn }, context.clock.now());
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
  { say, warn }: { say: (text: string) => void; warn: (text: string) => void },
  now: number,
): Promise<void> {
  switch (action) {
    case 'list': {
      const { games, damaged } = await sysop.listWithDamage();
      if (values.json) say(JSON.stringify(games));
      else if (games.length === 0 && damaged.length === 0) say('no games');
      else games.forEach((game) => say(gameLine(game, now)));
      // Marked in the text list; beside the JSON, on stderr, so the JSON stays what it was.
      for (const game of damaged) (values.json ? warn : say)(`${game.id}  DAMAGED  ${game.problem}`);
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
      const game = await sysop.export(need('game'));
      const exported = JSON.stringify(game);
      if (values.out === undefined) say(exported);
      else {
        await writeFile(values.out, `${exported}\n`, { mode: PRIVATE_FILE_MODE });
        say(`exported ${rulesetOf(game.doc).id} game ${game.doc.id} to ${values.out}`);
      }
      for (const missing of game.missing ?? []) warn(`missing from the export: ${missing}`);
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

/**
 * `verify (--game ID | --all | --file EXPORT) [--json]`: 0 when no game diverges (games played under
 * other rules, and revised games on a board without the revised content, are named, not replayed), 1
 * naming the first divergence.
 */
async function verify(sysop: SysopService, values: { game?: string | undefined; all?: boolean | undefined; file?: string | undefined; json?: boolean | undefined }, say: (text: string) => void): Promise<number> {
  const chosen = [values.game !== undefined, values.all === true, values.file !== undefined].filter(Boolean).length;
  if (chosen !== 1) throw new UsageError('sysop verify needs one of --game ID, --all or --file EXPORT');
  let results: GameVerified[];
  if (values.file !== undefined) results = [{ game: values.file, check: sysop.verifyExport(await readExport(values.file)) }];
  else if (values.game !== undefined) results = [await sysop.verify(values.game)];
  else results = await sysop.verifyAll();
  const first = results.find((r) => r.check.status === 'diverges');
  const otherRules = results.filter((r) => r.check.status === 'other-rules').map((r) => r.game);
  const unchecked = results.filter((r) => r.check.status === 'unchecked').map((r) => r.game);
  if (values.json) say(JSON.stringify({ ok: first === undefined, games: results.map((r) => ({ game: r.game, ...r.check })), first: first?.game ?? null, otherRules, unchecked }));
  else {
    for (const r of results) say(`${r.game}  ${verifiedWords(r)}`);
    const others = otherRules.length > 0 ? `; ${otherRules.length} played under other rules, not replayable by this version` : '';
    const skipped = unchecked.length > 0 ? `; ${unchecked.length} revised, not replayed without the revised content` : '';
    const replayed = results.length - otherRules.length - unchecked.length;
    say(first === undefined ? `${replayed} game(s) replay to their stored state${others}${skipped}` : `first divergence: ${first.game}  ${verifiedWords(first)}`);
  }
  return first === undefined ? 0 : 1;
}

function verifiedWords(r: GameVerified): string {
  const c = r.check;
  const counts = `${c.answers} answers, ${c.deadlines} deadlines`;
  if (c.status === 'replays') return `replays (${counts})`;
  if (c.status === 'unchecked') return `not replayed: ${c.reason}`;
  if (c.status === 'other-rules') {
    const d = c.divergence;
    return d === undefined ? otherRulesWords(c.rules) : `${otherRulesWords(c.rules)} (its replay parts at version ${d.v}, turn ${d.turn}, event ${d.event}: ${d.message})`;
  }
  const d = c.divergence;
  return `diverges at version ${d.v}, turn ${d.turn}, event ${d.event} (after ${counts}): ${d.message}`;
}

async function readExport(path: string): Promise<GameExport<GameDoc>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read the export ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || !('doc' in parsed) || !('archive' in parsed) || !Array.isArray(parsed.archive)) {
    throw new UsageError(`${path} is not a game export (sysop export writes one)`);
  }
  return parsed as GameExport<GameDoc>;
}

function isAction(value: string | undefined): value is Action {
  return ACTIONS.some((action) => action === value);
}

function gameLine(game: GameListing, now: number): string {
  const due = dueWords(game.deadline, now);
  const waiting = game.waitingOn.length > 0 ? ` waiting on ${game.waitingOn.join(',')}` : '';
  // A tagged ruleset's table says so; the default's reads as it always did.
  const { tag } = rulesetOf(game).words;
  return `${game.id}  ${tag === '' ? '' : `${tag} `}${stageWords(game)}  "${game.title}"  [${seatWords(game).join(',')}]${waiting}${due === '' ? '' : ` ${due}`}`;
}

/** A password is one line; more than this is not a password but a mistake (a file piped in). */
const MAX_PASSWORD_INPUT = 1024;

/**
 * `sysop passwd --name NAME [--home DIR]`: creates or resets the account of a configured sysop name
 * (nobody can sign up with one over the network), with the new password read from `input`.
 */
export async function sysopPasswd(argv: string[], context: CommandContext, input: Readable & { isTTY?: boolean }): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, name: { type: 'string' } });
  if (values.name === undefined) throw new UsageError('sysop passwd needs --name NAME');
  const home = await openHome(values.home, context);
  const wanted = nameKey(values.name);
  const name = home.config.sysop.names.find((sysop) => nameKey(sysop) === wanted);
  if (name === undefined) throw new UsageError(`'${values.name}' is not a sysop name of this board (sysop.names in the config)`);
  if (input.isTTY) context.stderr.write(`New password for ${name} (it shows as you type; piping it in hides it): `);
  const password = await readOneLine(input);
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new UsageError(`a password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  const store = await openStore(home.home, home.config.store, { logger: home.logger, now: () => context.clock.now() });
  try {
    const accounts = new Accounts({ store, clock: context.clock, logger: home.logger, policy: { minPasswordLength: MIN_PASSWORD_LENGTH } });
    const result = await accounts.setPassword(name, password);
    if (!result.ok) throw new UsageError(passwordRefusal(result.problem));
    home.logger.info('sysop command', { action: 'passwd', name: result.name });
    context.stdout.write(`${result.created ? 'created the account' : 'set a new password for'} ${result.name}\n`);
    return 0;
  } finally {
    await store.close();
  }
}

/** The first line of `input` (without its line end), or all of it when no line end comes. */
async function readOneLine(input: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of input as AsyncIterable<unknown>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0);
    chunks.push(bytes);
    length += bytes.length;
    // Decoded only at the end, so a character split between two chunks stays whole.
    if (bytes.includes(0x0a) || length > MAX_PASSWORD_INPUT) break;
  }
  return Buffer.concat(chunks).toString('utf8').split('\n')[0]?.replace(/\r$/, '') ?? '';
}

function passwordRefusal(problem: Exclude<SetPasswordResult, { ok: true }>['problem']): string {
  switch (problem) {
    case 'password-too-short':
      return `a password needs at least ${MIN_PASSWORD_LENGTH} characters`;
    case 'password-too-long':
      return 'that password is too long';
    case 'password-unprintable':
      return 'a password may hold printable characters only';
    default:
      return `the sysop name in the config cannot be an account name (${problem})`;
  }
}
