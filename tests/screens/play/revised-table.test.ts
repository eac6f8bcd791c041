// The revised table's words: the odds of a check, a line for every event a whole game tells, and a
// title and `?` help for every kind of decision it asks, in plain words with every number's why.
import { describe, expect, it } from 'vitest';
import { revisedHeuristicBot } from '../../../src/rulesets/revised/bots/index.js';
import { revisedEngineFor, seedRng, type RevisedEvent } from '../../../src/engine/index.js';
import { poolChance } from '../../../src/rulesets/revised/engine/checks.js';
import { revisedEncounterText, revisedNamer, revisedStory } from '../../../src/rulesets/revised/screens/names.js';
import { revisedEventLine } from '../../../src/rulesets/revised/screens/narration.js';
import { revisedStatusLine, skillsLine, whereaboutsLines } from '../../../src/rulesets/revised/screens/table.js';
import { oddsWords, revisedHelp, revisedPromptHeading } from '../../../src/rulesets/revised/screens/words.js';
import { shippedRevisedContent } from '../../service/helpers/game-fixture.js';
import type { LogRecord } from '../../../src/service/game-doc.js';
import { investigatorStatus } from '../../../src/rulesets/revised/screens/scene.js';
import { revisedSheetLines } from '../../../src/rulesets/revised/screens/sheet.js';
import { revisedBlocks } from '../../../src/rulesets/revised/screens/tale.js';

const KINDS = ['upkeep', 'move', 'face', 'battle', 'clues', 'discard', 'close-gate', 'seal', 'shop', 'offer', 'return-gate', 'lost-return', 'final-attack', 'final-harm'];

describe('the revised table in words', () => {
  it('gives a check\'s odds as "5 dice, need 2 successes: 54%", from the dice, the successes needed and the chance', () => {
    expect(oddsWords({ dice: 5, needed: 2, chance: poolChance(5, 2) })).toBe('5 dice, need 2 successes: 54%');
    expect(oddsWords({ dice: 1, needed: 1, chance: poolChance(1, 1) })).toBe('1 die, need 1 success: 33%');
    expect(oddsWords({ chance: 0.5 })).toBe('chance 50%');
    expect(oddsWords({})).toBeNull();
  });

  it('has its own help for every revised prompt kind of docs/engine-protocol.md', () => {
    const fallback = revisedHelp('no-such-kind');
    for (const kind of KINDS) expect(revisedHelp(kind), kind).not.toBe(fallback);
  });

  it('tells a card bought, a card used, an ally joining, a skill learned and a service paid for, each with its cause', () => {
    const name = revisedNamer(shippedRevisedContent());
    const line = (event: RevisedEvent): string => revisedEventLine(event, name);
    expect(line({ type: 'card-bought', inv: 'ned', card: 'lantern', price: 2, at: 'general-store' })).toBe('Ned Barrow buys Storm Lantern for $2 at General Store.');
    expect(line({ type: 'card-used', inv: 'ned', card: 'tonic', discarded: true })).toBe('Ned Barrow uses Bottle of Tonic, and it is spent.');
    expect(line({ type: 'card-gained', inv: 'ned', card: 'tobias', kind: 'ally', from: 'boarding-house' })).toBe('Tobias Marsh joins Ned Barrow (Boarding House).');
    expect(line({ type: 'card-gained', inv: 'ned', card: 'brawler', kind: 'skill', from: 'chapel' })).toBe('Ned Barrow learns the skill Brawler (South Church).');
    expect(line({ type: 'card-gained', inv: 'ned', card: 'wither', kind: 'spell', from: 'primer' })).toBe('Ned Barrow learns the spell Withering Word (Occult Primer).');
    expect(line({ type: 'maximum', inv: 'ned', stat: 'stamina', now: 7, by: 'tobias' })).toBe("With Tobias Marsh at their side, Ned Barrow's maximum Stamina is now 7.");
    expect(line({ type: 'paid', inv: 'ned', price: 2, at: 'st-marys-hospital' })).toBe("Ned Barrow pays $2 at St. Mary's Hospital.");
  });

  it('tells every event of whole seeded games in one plain ASCII line each, and titles every prompt they ask', () => {
    const content = shippedRevisedContent();
    const engine = revisedEngineFor(content);
    const name = revisedNamer(content);
    const encounterText = revisedEncounterText(content);
    const events: RevisedEvent[] = [];
    const kinds = new Set<string>();
    for (const seed of ['words-1', 'words-2', 'words-3']) {
      const rng = seedRng(seed);
      let step = engine.start({ players: [{ id: 'Ann' }, { id: 'bot-1' }, { id: 'bot-2' }] }, seed);
      events.push(...step.events);
      for (let n = 0; n < 20_000 && step.state.phase !== 'over'; n += 1) {
        const prompt = engine.prompts(step.state)[0];
        if (!prompt) break;
        kinds.add(prompt.kind);
        const heading = revisedPromptHeading(prompt, name);
        for (const line of [heading.title, ...heading.context]) expect(line).not.toMatch(/undefined|NaN|\[object|\((s|es)\)/);
        const next = engine.answer(step.state, { promptId: prompt.id, optionId: revisedHeuristicBot(prompt, step.state, content, rng), version: step.state.version });
        if ('error' in next) throw new Error(next.message);
        step = next;
        events.push(...step.events);
      }
      expect(step.state.phase).toBe('over');
      expect(revisedStatusLine(step.state)).toMatch(/^Turn \d+, the end\. Doom \d+ of \d+, the terror level \d+\.$/);
      expect(whereaboutsLines(step.state, name)).toHaveLength(3);
      expect(skillsLine(step.state, 0)).toEqual([expect.stringMatching(/^Skills: Speed \d+, Sneak \d+; Fight \d+, Will \d+; Lore \d+, Luck \d+\.$/)]);
    }
    expect(kinds.size).toBeGreaterThan(3);
    expect(new Set(events.map((event) => event.type)).has('mythos-card')).toBe(true);
    for (const event of events) {
      const line = revisedEventLine(event, name, encounterText);
      // Every encounter is told by its card's own words; a Mythos card by its name (and its line), not its id.
      if (event.type === 'encounter') expect(line).toContain(encounterText(event.at, event.index) ?? 'no words for this card');
      if (event.type === 'mythos-card') expect(line).not.toContain(event.card);
      expect(line, event.type).not.toMatch(/undefined|NaN|\[object|\((s|es)\)/);
      expect([...line].every((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) < 0x7f), line).toBe(true);
      expect(line.length).toBeGreaterThan(5);
    }
  });
});

describe('the revised table\'s status and tale', () => {
  const content = shippedRevisedContent();
  const engine = revisedEngineFor(content);
  const name = revisedNamer(content);

  it('gives the investigator deciding their Stamina and Sanity of their maxima, Clues, money, cards held, focus and place', () => {
    const state = engine.start({ players: [{ id: 'Ann' }] }, 'status-1').state;
    const inv = state.invs[0];
    const card = inv ? content.investigators[inv.card] : undefined;
    if (!inv || !card || inv.place.kind !== 'arkham') throw new Error('no investigator in Arkham');
    expect(investigatorStatus(content, state, 0)).toEqual([
      `${card.name} at ${name(inv.place.node)}: Stamina ${inv.stamina} of ${card.maxStamina}, Sanity ${inv.sanity} of ${card.maxSanity}.`,
      `${inv.clues} ${inv.clues === 1 ? 'Clue' : 'Clues'}, $${inv.money}, ${inv.items.length + inv.others.length} cards held, focus ${card.focus} a turn.`,
    ]);
    const sheet = revisedSheetLines(content, state, 0);
    // Who they are, then each card by name with what it does.
    expect(sheet[0]).toBe(card.line);
    for (const id of [...inv.items, ...inv.others]) expect(sheet).toContain(`  ${name(id)}: ${content.cards[id]?.line ?? ''}`);
  });

  it('tells an encounter with its location\'s vignette beside it (classic\'s picture of the same kind of place where the place is ours)', () => {
    const told: RevisedEvent[] = [
      { type: 'encounter', inv: 'ned', at: 'rail-yard', index: 1 },
      { type: 'encounter-outcome', inv: 'ned', at: 'rail-yard', index: 1, passed: true },
      { type: 'clues', inv: 'ned', delta: 1, now: 2 },
      { type: 'phase', phase: 'mythos', turn: 1 },
    ];
    const record: LogRecord = { v: 2, turn: 1, at: 0, by: null, cause: 'bot', events: told.map((event) => ({ type: 'revised' as const, event })) };
    const blocks = revisedBlocks([record], revisedStory(content), () => 'a table line');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.place).toBe('train-station');
    // The opening and the outcome in the encounter's own words (story lines), then the Clue token with its cause.
    const passText = content.board['rail-yard']?.encounters?.[1]?.passText ?? '';
    expect(blocks[0]?.lines.join(' ')).toContain(passText.slice(0, 30));
    expect(blocks[0]?.story).toEqual([0, 1]);
    expect(blocks[1]?.place).toBeUndefined();
    // An outcome told after the Clue-token decision opens its own block beside the place's picture.
    const later: LogRecord = { ...record, v: 3, events: [{ type: 'revised' as const, event: { type: 'encounter-outcome', inv: 'ned', at: 'rail-yard', index: 1, passed: false } }] };
    const after = revisedBlocks([later], revisedStory(content), () => 'a table line');
    expect(after.map((block) => block.place)).toEqual(['train-station']);
  });
});
