// One play-protocol request in, one response object out. Refusals and malformed input are responses
// too ({ error, message }); nothing a caller sends ends the session.
import { DEFAULT_RULESET } from '../../rulesets/registry.js';
import type { Logger } from '../../support/logger.js';
import { isServiceError, ServiceError } from '../errors.js';
import { storeTrouble } from '../store-trouble.js';
import type { PresenceSession } from '../presence-hub.js';
import type { Advertiser } from '../news/advertiser.js';
import type { Issue } from '../news/story.js';
import type { ArkhamService } from '../service.js';
import { OPS, requestId, RequestSchema, type PlayRequest } from './requests.js';

export interface PlaySession {
  service: ArkhamService;
  /** Who this session plays as (--as). */
  name: string;
  presence: PresenceSession | null;
  logger: Logger;
}

export type Response = Record<string, unknown>;

export async function handleLine(session: PlaySession, line: string): Promise<Response> {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    return { error: 'protocol/bad_json', message: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const id = requestId(raw);
  const withId = (response: Response): Response => (id === undefined ? response : { id, ...response });
  const parsed = RequestSchema.safeParse(raw);
  if (!parsed.success) {
    const op = typeof raw === 'object' && raw !== null && 'op' in raw ? raw.op : undefined;
    const known = typeof op === 'string' && OPS.some((name) => name === op);
    const message = known ? parsed.error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`).join('; ') : `unknown op; one of: ${OPS.join(', ')}`;
    return withId({ error: 'protocol/bad_request', message });
  }
  try {
    return withId({ ok: true, ...(await perform(session, parsed.data)) });
  } catch (error) {
    if (isServiceError(error)) return withId({ error: error.code, message: error.message });
    // The store logs a disk that takes no writes itself, once; damage is worth a line each time.
    const trouble = storeTrouble(error);
    if (trouble) {
      if (trouble.code !== 'store/unavailable') session.logger.error('play request met damage', { op: parsed.data.op, error: error instanceof Error ? error.message : String(error) });
      return withId({ error: trouble.code, message: trouble.message });
    }
    session.logger.error('play request failed', { op: parsed.data.op, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return withId({ error: 'internal', message: 'the service failed on this request; the sysop log has the details' });
  }
}

async function perform(session: PlaySession, request: PlayRequest): Promise<Response> {
  const { service, name } = session;
  const games = service.games;
  switch (request.op) {
    case 'whoami':
      return { name };
    case 'list': {
      const { games: listed, damaged } = await games.listWithDamage();
      return damaged.length === 0 ? { games: listed } : { games: listed, damaged };
    }
    case 'mine':
      return { games: await games.gamesOf(name) };
    case 'investigators': {
      if (request.ruleset !== undefined && request.game !== undefined) throw new ServiceError('request/invalid', 'investigators takes a ruleset or a game, not both');
      const ruleset = request.game === undefined ? (request.ruleset ?? DEFAULT_RULESET.id) : (await games.game(request.game)).ruleset;
      return { ruleset, investigators: games.investigatorsOf(ruleset) };
    }
    case 'create': {
      const { op: _op, ...settings } = request;
      return { game: await games.create(name, settings) };
    }
    case 'join':
      return { game: await games.join(request.game, name) };
    case 'bot':
      return { game: await games.addBot(request.game, name) };
    case 'pick':
      return { game: await games.pick(request.game, name, request.investigators) };
    case 'start':
      return { game: await games.start(request.game, name, { fillWithBots: request.fillWithBots ?? false }) };
    case 'leave':
      return { game: await games.leave(request.game, name) };
    case 'resign':
      return { game: await games.resign(request.game, name) };
    case 'view':
      session.presence?.setGame(request.game);
      return { view: await games.view(request.game, name) };
    case 'answer':
      return { result: await games.answer(request.game, name, { promptId: request.prompt, optionId: request.option, version: request.version }) };
    case 'events':
      return { ...(await games.eventsSince(request.game, request.since)) };
    case 'past': {
      const page = request.page ?? 0;
      const past = await games.pastGames(page * PAST_PAGE_GAMES, PAST_PAGE_GAMES);
      return { games: past.games, page, pages: Math.ceil(past.total / PAST_PAGE_GAMES), ...(past.damaged.length > 0 ? { damaged: past.damaged } : {}) };
    }
    case 'replay':
      return { ...(await games.replayTale(request.game)) };
    case 'news':
      return request.game === undefined ? await newsPage(service.news, request.page ?? 0) : { issues: await service.news.issues(request.game) };
    case 'hall':
      return { standings: await service.hall.standings() };
    case 'mail':
      return { inbox: await service.mail.inbox(name) };
    case 'read':
      return { message: await service.mail.read(name, request.mail) };
    case 'send':
      return { mail: await service.mail.send(name, request.to, request.subject, request.body) };
    case 'delete':
      await service.mail.remove(name, request.mail);
      return {};
    case 'who':
      return { online: await service.presence.online() };
    case 'page':
      await service.presence.page(name, request.to, request.text);
      return {};
    case 'pages':
      await service.presence.collectPages();
      return { pages: session.presence?.takePages() ?? [] };
  }
}

/** Finished games a `past` request returns at a time. */
export const PAST_PAGE_GAMES = 20;

/** Issues a `news` request without a game returns at a time. */
export const NEWS_PAGE_ISSUES = 20;

async function newsPage(news: Advertiser, page: number): Promise<{ issues: Issue[]; page: number; pages: number }> {
  const { heads, total } = await news.page(page * NEWS_PAGE_ISSUES, NEWS_PAGE_ISSUES);
  return { issues: await news.issuesOf(heads), page, pages: Math.ceil(total / NEWS_PAGE_ISSUES) };
}
