// Reads the revised ruleset's content (data/revised/content.json), checks it against its schema and
// for repeated ids, and reports the problems found with file and field, as loadContent does for classic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeIssue, errorOf, formatPath, parseJson } from './load.js';
import type { ContentProblem } from './load.js';
import { RevisedContentFile } from './revised-schema.js';
import type { RevisedContent, RevisedEncounter } from './revised-schema.js';

export const REVISED_FILE = 'data/revised/content.json';

/** Reads and checks `content.json` in `dir` (normally data/revised); throws one ContentError. */
export function loadRevisedContent(dir: string): RevisedContent {
  let text: string;
  try {
    text = readFileSync(join(dir, 'content.json'), 'utf8');
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw errorOf([{ file: REVISED_FILE, path: '', reason: missing ? 'file not found' : `cannot read: ${String(error)}` }]);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) throw errorOf([{ file: REVISED_FILE, path: `line ${parsed.line}`, reason: parsed.reason }]);
  return validateRevisedContent(parsed.value);
}

function byId<T extends { id: string }>(list: readonly T[], field: string, problems: ContentProblem[]): Record<string, T> {
  const out: Record<string, T> = {};
  list.forEach((entry, k) => {
    if (entry.id in out) problems.push({ file: REVISED_FILE, path: `${field}[${k}].id`, reason: `"${entry.id}" is used twice` });
    out[entry.id] = entry;
  });
  return out;
}

/** The checks of loadRevisedContent on an already-parsed file. */
export function validateRevisedContent(value: unknown): RevisedContent {
  const result = RevisedContentFile.safeParse(value, { reportInput: true, jitless: true });
  if (!result.success) {
    const first = result.error.issues[0];
    throw errorOf([{ file: REVISED_FILE, path: formatPath(first?.path ?? []), reason: first ? describeIssue(first) : 'invalid' }]);
  }
  const problems: ContentProblem[] = [];
  const content: RevisedContent = {
    version: result.data.version,
    investigators: byId(result.data.investigators, 'investigators', problems),
    monsters: byId(result.data.monsters, 'monsters', problems),
    cards: byId(result.data.cards, 'cards', problems),
    board: byId(result.data.board, 'board', problems),
    worlds: byId(result.data.worlds, 'worlds', problems),
    mythos: result.data.mythos,
    ancientOne: result.data.ancientOne,
  };
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
        if (effect.kind === 'card' && !(effect.card in c.cards)) bad(`${at}.encounters[${n}]`, `"${effect.card}" is not a card`);
      });
    });
  };
  Object.values(c.board).forEach((area, k) => cardsNamed(area.encounters, `board[${k}]`));
  Object.values(c.worlds).forEach((world, k) => cardsNamed(world.encounters, `worlds[${k}]`));
  c.mythos.forEach((m, k) => {
    for (const at of [m.gate, m.clue]) if (c.board[at]?.gateSite !== true) bad(`mythos[${k}]`, `"${at}" is not a gate site`);
  });
  return out;
}
