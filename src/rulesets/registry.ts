// The one list of rulesets a door plays (src/rulesets/contract.ts), the default for a new table and
// for a game document from before tables had a ruleset, and the look-up by id. Tests may add a
// ruleset of their own through registerRuleset; nothing else changes the list.
import { join } from 'node:path';
import { z } from 'zod';
import { engineFor, revisedEngineFor, type Engine, type RevisedEngine } from '../engine/index.js';
import type { RulesetModule } from './contract.js';
import type { Content } from './classic/content/schema.js';
import type { RevisedContent } from './revised/content/schema.js';
import { CLASSIC_MODULE } from './classic/module.js';
import { REVISED_MODULE } from './revised/module.js';

const RULESETS: RulesetModule[] = [CLASSIC_MODULE, REVISED_MODULE];

/** The ruleset of a new table when none is asked for, and of a game stored before games named theirs. */
export const DEFAULT_RULESET: RulesetModule = CLASSIC_MODULE;

/** A ruleset asked for by an id no ruleset has. */
export class UnknownRulesetError extends Error {
  constructor(readonly id: string) {
    super(`no ruleset "${id}" (${rulesetIds().join(' or ')})`);
    this.name = 'UnknownRulesetError';
  }
}

/** Every ruleset, the default first. */
export function rulesets(): readonly RulesetModule[] {
  return RULESETS;
}

export function rulesetIds(): string[] {
  return RULESETS.map((ruleset) => ruleset.id);
}

export function isRulesetId(id: unknown): id is string {
  return typeof id === 'string' && RULESETS.some((ruleset) => ruleset.id === id);
}

/** The ruleset named `id`; an UnknownRulesetError says which there are. */
export function rulesetById(id: string): RulesetModule {
  const found = RULESETS.find((ruleset) => ruleset.id === id);
  if (!found) throw new UnknownRulesetError(id);
  return found;
}

/** The ruleset of a stored game (absent: the default, as the oldest documents are). */
export function rulesetOf(game: { ruleset?: string }): RulesetModule {
  return game.ruleset === undefined ? DEFAULT_RULESET : rulesetById(game.ruleset);
}

/** A ruleset id where a document or a request names one, refused as an enum would be (the list may grow after it is made). */
export const rulesetIdShape = z.custom<string>(isRulesetId, { error: () => `Invalid option: expected one of ${rulesetIds().map((id) => JSON.stringify(id)).join('|')}` });

/** Adds a ruleset to the list, for a test's ruleset of its own; an id already listed is refused. */
export function registerRuleset(ruleset: RulesetModule): void {
  if (!/^[a-z]+$/.test(ruleset.id)) throw new Error(`a ruleset's id is lower-case letters, not "${ruleset.id}"`);
  if (isRulesetId(ruleset.id)) throw new Error(`a ruleset "${ruleset.id}" is listed already`);
  RULESETS.push(ruleset);
}

/** The engine of a ruleset by id, over that ruleset's content. */
export function engineForRuleset(ruleset: 'classic', content: Content): Engine;
export function engineForRuleset(ruleset: 'revised', content: RevisedContent): RevisedEngine;
export function engineForRuleset(ruleset: 'classic' | 'revised', content: Content | RevisedContent): Engine | RevisedEngine {
  if (ruleset === 'revised') {
    if (!('worlds' in content)) throw new Error('the revised engine takes the revised content');
    return revisedEngineFor(content);
  }
  if ('worlds' in content) throw new Error('the classic engine takes the classic content');
  return engineFor(content);
}

/** The board's content of each ruleset, from the package's data/; the loaders (and zod's schemas) load only when asked. */
export async function loadBoardContent(packageRoot: string): Promise<{ content: Content; revised: RevisedContent }> {
  const [{ loadContent }, { loadRevisedContent }] = await Promise.all([import('./classic/content/load.js'), import('./revised/content/load.js')]);
  return { content: loadContent(join(packageRoot, 'data')), revised: loadRevisedContent(join(packageRoot, 'data', 'revised')) };
}
