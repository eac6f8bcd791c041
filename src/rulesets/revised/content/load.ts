// Reads the revised ruleset's content (data/revised/content.json, and its encounters from
// encounters.json beside it), checks each file against its schema, for repeated ids and for ids that
// name nothing, and reports the problems found with file and field, as loadContent does for classic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeIssue, errorOf, formatPath, parseJson } from '../../../content/problems.js';
import type { ContentProblem } from '../../../content/problems.js';
import { RevisedContentFile, RevisedEncountersFile } from './schema.js';
import type { RevisedArea, RevisedContent, RevisedEncounter, RevisedWorld } from './schema.js';
import type { z } from 'zod';

export const REVISED_FILE = 'data/revised/content.json';
export const REVISED_ENCOUNTERS_FILE = 'data/revised/encounters.json';

function readJson(dir: string, base: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(dir, base), 'utf8');
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw errorOf([{ file, path: '', reason: missing ? 'file not found' : `cannot read: ${String(error)}` }]);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) throw errorOf([{ file, path: `line ${parsed.line}`, reason: parsed.reason }]);
  return parsed.value;
}

/** Reads and checks `content.json` and `encounters.json` in `dir` (normally data/revised); throws one ContentError. */
export function loadRevisedContent(dir: string): RevisedContent {
  const content = readJson(dir, 'content.json', REVISED_FILE);
  return validateRevisedContent(content, readJson(dir, 'encounters.json', REVISED_ENCOUNTERS_FILE));
}

function parsedOr<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value, { reportInput: true, jitless: true });
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw errorOf([{ file, path: formatPath(first?.path ?? []), reason: first ? describeIssue(first) : 'invalid' }]);
}

function byId<T extends { id: string }>(list: readonly T[], field: string, problems: ContentProblem[]): Record<string, T> {
  const out: Record<string, T> = {};
  list.forEach((entry, k) => {
    if (entry.id in out) problems.push({ file: REVISED_FILE, path: `${field}[${k}].id`, reason: `"${entry.id}" is used twice` });
    out[entry.id] = entry;
  });
  return out;
}

/** The checks of loadRevisedContent on the two files already parsed: the encounters go to their places. */
export function validateRevisedContent(value: unknown, encountersValue: unknown): RevisedContent {
  const data = parsedOr(RevisedContentFile, value, REVISED_FILE);
  const encounters = parsedOr(RevisedEncountersFile, encountersValue, REVISED_ENCOUNTERS_FILE);
  const problems: ContentProblem[] = [];
  const board: Record<string, RevisedArea> = byId(data.board, 'board', problems);
  const worlds: Record<string, RevisedWorld> = {};
  for (const [at, world] of Object.entries(byId(data.worlds, 'worlds', problems))) worlds[at] = { ...world, encounters: encounters.worlds[at] ?? [] };
  const content: RevisedContent = {
    version: data.version,
    investigators: byId(data.investigators, 'investigators', problems),
    monsters: byId(data.monsters, 'monsters', problems),
    cards: byId(data.cards, 'cards', problems),
    board,
    worlds,
    mythos: data.mythos,
    ancientOne: data.ancientOne,
  };
  for (const [at, list] of Object.entries(encounters.locations)) {
    const area = board[at];
    if (area?.kind === 'location') board[at] = { ...area, encounters: list };
    else problems.push({ file: REVISED_ENCOUNTERS_FILE, path: `locations.${at}`, reason: `"${at}" is not a location of the board` });
  }
  for (const at of Object.keys(encounters.worlds)) {
    if (!(at in worlds)) problems.push({ file: REVISED_ENCOUNTERS_FILE, path: `worlds.${at}`, reason: `"${at}" is not an Other World` });
  }
  data.worlds.forEach((world, k) => {
    if (!(world.id in encounters.worlds)) problems.push({ file: REVISED_ENCOUNTERS_FILE, path: 'worlds', reason: `worlds[${k}] "${world.id}" has no encounters` });
  });
  problems.push(...references(content));
  if (problems.length > 0) throw errorOf(problems);
  return content;
}

/** Every id a field names is an entry of the right list: homes, starting cards, streets, arrows, gate sites, the cards encounters name. */
function references(c: RevisedContent): ContentProblem[] {
  const out: ContentProblem[] = [];
  const bad = (path: string, reason: string): void => {
    out.push({ file: REVISED_FILE, path, reason });
  };
  Object.values(c.investigators).forEach((inv, k) => {
    if (c.board[inv.home]?.kind !== 'location') bad(`investigators[${k}].home`, `"${inv.home}" is not a location`);
    inv.items.forEach((card, n) => {
      if (!(card in c.cards)) bad(`investigators[${k}].items[${n}]`, `"${card}" is not a card`);
    });
  });
  Object.values(c.board).forEach((area, k) => {
    for (const to of [...area.neighbours, area.white, area.black, area.street]) {
      if (to !== undefined && !(to in c.board)) bad(`board[${k}]`, `"${to}" is not an area`);
    }
    for (const to of area.neighbours) if (c.board[to]?.neighbours.includes(area.id) === false) bad(`board[${k}].neighbours`, `"${to}" does not lead back to "${area.id}"`);
  });
  const cardsNamed = (encounters: readonly RevisedEncounter[] | undefined, at: string): void => {
    encounters?.forEach((e, n) => {
      [...e.pass, ...(e.fail ?? [])].forEach((effect) => {
        if (effect.kind === 'card' && !(effect.card in c.cards)) out.push({ file: REVISED_ENCOUNTERS_FILE, path: `${at}[${n}]`, reason: `"${effect.card}" is not a card` });
      });
    });
  };
  Object.values(c.board).forEach((area) => cardsNamed(area.encounters, `locations.${area.id}`));
  Object.values(c.worlds).forEach((world) => cardsNamed(world.encounters, `worlds.${world.id}`));
  c.mythos.forEach((m, k) => {
    for (const at of [m.gate, m.clue]) if (c.board[at]?.gateSite !== true) bad(`mythos[${k}]`, `"${at}" is not a gate site`);
  });
  return out;
}
