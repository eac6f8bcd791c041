// The revised game's story on screen: an encounter's opening, its check, then its own pass or fail
// words; each Mythos card and the Ancient One with their lines; the game's start told once; and each
// change of Stamina or Sanity with its cause (the encounter, a monster's horror or blow, a spell's
// cost or healing, the Ancient One's blow), read from the events before it.
import { describe, expect, it } from 'vitest';
import { revisedHeuristicBot } from '../../../src/rulesets/revised/bots/index.js';
import { revisedEngineFor, seedRng, type RevisedEvent } from '../../../src/engine/index.js';
import { revisedStory } from '../../../src/rulesets/revised/screens/names.js';
import { revisedNarration } from '../../../src/rulesets/revised/screens/narration.js';
import { shippedRevisedContent } from '../../service/helpers/game-fixture.js';

const content = shippedRevisedContent();
const story = revisedStory(content);

/** The events of a whole seeded game of `players`, every decision the heuristic bot's. */
function wholeGame(seed: string, players: number): RevisedEvent[] {
  const engine = revisedEngineFor(content);
  const rng = seedRng(seed);
  let step = engine.start({ players: Array.from({ length: players }, (_, k) => ({ id: `p${k}` })) }, seed);
  const events = [...step.events];
  for (let n = 0; n < 20_000 && step.state.phase !== 'over'; n += 1) {
    const prompt = engine.prompts(step.state)[0];
    if (!prompt) break;
    const next = engine.answer(step.state, { promptId: prompt.id, optionId: revisedHeuristicBot(prompt, step.state, content, rng), version: step.state.version });
    if ('error' in next) throw new Error(next.message);
    step = next;
    events.push(...step.events);
  }
  return events;
}

const GAMES = ['story-1', 'story-2', 'story-3', 'story-4', 'story-5', 'story-6'].map((seed, k) => wholeGame(seed, 1 + (k % 4)));
const lines = (events: readonly RevisedEvent[]): string[] => revisedNarration(events, story).flat();

describe('the revised story on screen', () => {
  it('tells an encounter by its opening, then its check, then the words of its pass or its fail, before what they bring', () => {
    let told = 0;
    for (const events of GAMES) {
      const each = revisedNarration(events, story);
      events.forEach((event, k) => {
        if (event.type !== 'encounter-outcome') return;
        const card = (content.board[event.at]?.encounters ?? content.worlds[event.at]?.encounters)?.[event.index];
        if (card === undefined) throw new Error(`no card ${event.at} ${event.index}`);
        expect(each[k]).toEqual([event.passed ? card.passText : card.failText]);
        // The opening was told before it, and the check (if the card has one) between them.
        let opening = k - 1;
        while (opening > 0 && events[opening]?.type !== 'encounter') opening -= 1;
        expect(each[opening]?.[0]).toContain(card.line);
        expect(events.slice(opening + 1, k).some((e) => e.type === 'check')).toBe(card.check !== undefined);
        told += 1;
      });
    }
    expect(told).toBeGreaterThan(30);
  });

  it('tells each Mythos card with its line, and the Ancient One with its line once, at the start, without a second "game begins"', () => {
    for (const events of GAMES) {
      const all = lines(events);
      const first = all[0] ?? '';
      expect(first).toMatch(/^On the case: .+\. Against them waits The Choir Beneath the Harbour\. /);
      expect(first).toContain(content.ancientOne.line);
      expect(all.filter((line) => line.includes(content.ancientOne.line))).toHaveLength(1);
      expect(all.some((line) => /game begins/i.test(line))).toBe(false);
      for (const event of events) {
        if (event.type !== 'mythos-card') continue;
        const card = content.mythos.find((m) => m.id === event.card);
        expect(lines([event])).toEqual([`The Mythos card: ${card?.name ?? ''}. ${card?.line ?? ''}`]);
      }
    }
  });

  it('says the cause of every change of Stamina or Sanity in whole games: none is a bare number', () => {
    const bare = /^[A-Z][\w.' ]+ (loses|gains) \d+ (Stamina|Sanity) \(now \d+\)\.$/;
    let stats = 0;
    for (const events of GAMES) {
      const each = revisedNarration(events, story);
      events.forEach((event, k) => {
        if (event.type !== 'stamina' && event.type !== 'sanity') return;
        stats += 1;
        for (const line of each[k] ?? []) expect(line, `${event.type} after ${events[k - 1]?.type ?? 'nothing'}`).not.toMatch(bare);
      });
    }
    expect(stats).toBeGreaterThan(20);
  });

  it("marks the Ancient One's blow on its own event, so a page of one answer's events still says who struck", () => {
    const blows = GAMES.flatMap((events) => events.filter((e) => (e.type === 'stamina' || e.type === 'sanity') && e.by === 'ancient-one'));
    expect(blows.length).toBeGreaterThan(0);
    for (const blow of blows) expect(lines([blow])[0]).toMatch(/^The Choir Beneath the Harbour strikes: .+ loses \d+ (Stamina|Sanity) \(now \d+\)\.$/);
  });

  it('names each cause as the events before it set it going', () => {
    const inv = 'elias';
    const seq: RevisedEvent[] = [
      { type: 'encounter', inv, at: 'science-hall', index: 1 },
      { type: 'check', inv, check: 'speed', dice: 3, rolls: [1, 2, 3], successes: 0, needed: 1, passed: false },
      { type: 'encounter-outcome', inv, at: 'science-hall', index: 1, passed: false },
      { type: 'stamina', inv, delta: -2, now: 3 },
      { type: 'battle-began', inv, monster: 'worm', surprise: false },
      { type: 'check', inv, check: 'horror', dice: 2, rolls: [1, 2], successes: 0, needed: 1, passed: false },
      { type: 'sanity', inv, delta: -1, now: 4 },
      { type: 'sanity', inv, delta: -1, now: 3 },
      { type: 'check', inv, check: 'spell', dice: 4, rolls: [5, 1, 1, 1], successes: 1, needed: 1, passed: true },
      { type: 'cast', inv, spell: 'wither', passed: true },
      { type: 'check', inv, check: 'combat', dice: 4, rolls: [1, 1, 1, 1], successes: 0, needed: 2, passed: false },
      { type: 'stamina', inv, delta: -2, now: 1 },
      { type: 'phase', phase: 'upkeep', turn: 2 },
      { type: 'sanity', inv, delta: -1, now: 2 },
      { type: 'check', inv, check: 'spell', dice: 4, rolls: [5, 1, 1, 1], successes: 1, needed: 1, passed: true },
      { type: 'cast', inv, spell: 'mend', passed: true },
      { type: 'stamina', inv, delta: 1, now: 2 },
      { type: 'check', inv, check: 'evade', dice: 1, rolls: [2], successes: 0, needed: 1, passed: false },
      { type: 'stamina', inv, delta: -1, now: 1 },
      { type: 'final-round', round: 1, attack: 1 },
      { type: 'check', inv, check: 'combat', dice: 4, rolls: [6, 1, 1, 1], successes: 1, needed: 1, passed: true },
      { type: 'doom-removed', removed: 1, now: 11 },
      { type: 'sanity', inv, delta: -1, now: 1 },
    ];
    const told = revisedNarration(seq, story);
    const science = content.board['science-hall']?.encounters?.[1];
    expect(told[2]).toEqual([science?.failText]);
    expect(told[3]).toEqual(['The encounter at Science Hall costs Elias Crane 2 Stamina (now 3).']);
    expect(told[6]).toEqual(['The sight of the Burrowing Worm costs Elias Crane 1 Sanity (now 4).']);
    expect(told[7]).toEqual(['Casting Withering Word costs Elias Crane 1 Sanity (now 3).']);
    expect(told[11]).toEqual(['The Burrowing Worm strikes: Elias Crane loses 2 Stamina (now 1).']);
    expect(told[13]).toEqual(['Casting Mending Chant costs Elias Crane 1 Sanity (now 2).']);
    expect(told[16]).toEqual(['Mending Chant restores 1 Stamina to Elias Crane (now 2).']);
    expect(told[18]).toEqual(["Caught trying to slip past, Elias Crane takes the monster's blow: 1 Stamina lost (now 1)."]);
    expect(told[22]).toEqual(['The Choir Beneath the Harbour strikes: Elias Crane loses 1 Sanity (now 1).']);
    // The Ancient One's blow is answered in a prompt of its own: its event names its cause, told alone.
    expect(revisedNarration([{ type: 'stamina', inv, delta: -2, now: 3, by: 'ancient-one' }], story)).toEqual([['The Choir Beneath the Harbour strikes: Elias Crane loses 2 Stamina (now 3).']]);
  });

  it('tells an Other World encounter "in" the world, and a collapse once, with where and with what the investigator wakes', () => {
    const inv = 'ned';
    const seq: RevisedEvent[] = [
      { type: 'encounter', inv, at: 'drowned-city', index: 2 },
      { type: 'encounter-outcome', inv, at: 'drowned-city', index: 2, passed: true },
      { type: 'stamina', inv, delta: 1, now: 4 },
      { type: 'sanity', inv, delta: -2, now: 0 },
      { type: 'sanity', inv, delta: 1, now: 1 },
      { type: 'collapsed', inv, cause: 'insane', to: { kind: 'arkham', node: 'arkham-asylum' }, discarded: [], cluesLost: 1 },
    ];
    const told = revisedNarration(seq, story);
    expect(told[0]?.[0]).toMatch(/^In The Drowned City, Ned Barrow: /);
    expect(told[2]).toEqual(['The encounter in The Drowned City gives Ned Barrow 1 Stamina (now 4).']);
    expect(told[3]).toEqual(['The encounter in The Drowned City costs Ned Barrow 2 Sanity (now 0).']);
    expect(told[4]).toEqual([]);
    expect(told[5]).toEqual(['Ned Barrow is driven insane, loses 0 items and 1 Clue token, and wakes at Arkham Asylum with 1 Sanity.']);
  });
});
