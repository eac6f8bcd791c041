// The paging of a finished game watched again: each replayed turn in the live table's narration, the
// turn and day it is, the keys forward and back a turn, scrolling a long turn, and a typed turn number.
import { describe, expect, it } from 'vitest';
import { narrationRows } from '../../../src/screens/game/pacing.js';
import { pickedDraft } from '../../../src/screens/play/past-games.js';
import { playerName, recordBlocks } from '../../../src/screens/play/record-blocks.js';
import { PANEL_WIDTH } from '../../../src/screens/play/table-view.js';
import { jumpTarget, scrollTo, stepTurn, turnHeading, watchMove, watchTurns, type WatchTurn } from '../../../src/screens/play/watch-pager.js';
import type { TaleTurn } from '../../../src/service/replay-tale.js';
import type { Key } from '../../../src/term/types.js';
import { shippedContent, shippedRevisedContent } from '../../service/helpers/game-fixture.js';
import { playedSoloGame } from '../../service/helpers/solo-game.js';
import { playedRevisedGame } from '../../service/helpers/revised-game.js';
import { revisedStory } from '../../../src/rulesets/revised/screens/names.js';
import { gameListing } from './listing-fixture.js';

const content = shippedContent();
const char = (c: string): Key => ({ kind: 'char', char: c });
const turnsOf = (...numbers: number[]): WatchTurn[] => numbers.map((turn) => ({ turn, day: 'Sunday, 29 November 2026', rows: [{ text: `turn ${turn}`, heading: false }] }));

describe('watching a finished game, turn by turn', () => {
  it('each turn is the narration the live table prints for its records, under its number and day', async () => {
    const service = await playedSoloGame('pager-seed');
    const { turns } = await service.games.replayTale('solo');
    const watched = watchTurns(turns, { content, playerName }, PANEL_WIDTH);
    expect(watched).toHaveLength(turns.length);
    turns.forEach((t, k) => {
      expect(watched[k]?.rows).toEqual(narrationRows(recordBlocks(t.records, { content, playerName }), PANEL_WIDTH));
      expect(watched[k]?.rows.length).toBeGreaterThan(0);
      for (const row of watched[k]?.rows ?? []) expect([...row.text].length).toBeLessThanOrEqual(PANEL_WIDTH);
    });
    // The fake clock starts on Sunday, 29 November 2026 and moves an hour a decision.
    expect(watched[0]?.day).toBe('Sunday, 29 November 2026');
    expect(turnHeading(watched, 0)).toBe(`Game turn 1 of ${turns.length}, Sunday, 29 November 2026`);
    const last = watched.length - 1;
    expect(turnHeading(watched, last)).toMatch(new RegExp(`^Game turn ${turns.length} of ${turns.length}, [A-Z][a-z]+day, \\d+ (November|December) 2026$`));
    expect(watched[last]?.day).not.toBe(watched[0]?.day);
  }, 60_000);

  it('a revised game is told in the revised narration: each phase under its name, its events in the revised words', async () => {
    const service = await playedRevisedGame('pager-revised');
    const { game, turns } = await service.games.replayTale('revised');
    expect(game.ruleset).toBe('revised');
    const revisedContent = shippedRevisedContent();
    const telling = revisedStory(revisedContent);
    const watched = watchTurns(turns, { content, playerName }, PANEL_WIDTH, telling);
    expect(watched).toHaveLength(turns.length);
    const text = watched.flatMap((t) => t.rows.map((row) => row.text));
    expect(text.some((line) => line.startsWith('On the case: '))).toBe(true);
    expect(watched[0]?.rows.some((row) => row.heading && row.text === 'Turn 1, Upkeep')).toBe(true);
    expect(text.some((line) => /^ *(The investigators win|The investigators lose)/.test(line))).toBe(true);
    for (const row of watched.flatMap((t) => t.rows)) expect([...row.text].length).toBeLessThanOrEqual(PANEL_WIDTH);
    // Without the revised telling, the revised events are passed by: only the table's own facts are left.
    const bare = watchTurns(turns, { content, playerName }, PANEL_WIDTH).flatMap((t) => t.rows.map((row) => row.text));
    expect(bare.some((line) => line.startsWith('On the case: '))).toBe(false);
  }, 60_000);

  it('a turn whose records tell nothing still has a line, so no turn is a blank screen', () => {
    const quiet: TaleTurn[] = [{ turn: 4, at: Date.UTC(2026, 10, 29, 12), records: [] }];
    expect(watchTurns(quiet, { content })).toEqual([{ turn: 4, day: 'Sunday, 29 November 2026', rows: [{ text: 'Nothing happened that a tale would tell.', heading: false }] }]);
  });

  it('keys: N, F, Right or Enter a turn on; B or Left a turn back; J or G jump; P pace; Q, X or Esc quit; arrows and pages scroll', () => {
    for (const key of [char('n'), char('N'), char('f'), { kind: 'right' } as Key, { kind: 'enter' } as Key]) expect(watchMove(key, 18)).toEqual({ kind: 'turn', by: 1 });
    for (const key of [char('b'), { kind: 'left' } as Key]) expect(watchMove(key, 18)).toEqual({ kind: 'turn', by: -1 });
    expect(watchMove(char('j'), 18)).toEqual({ kind: 'jump' });
    expect(watchMove(char('g'), 18)).toEqual({ kind: 'jump' });
    expect(watchMove(char('p'), 18)).toEqual({ kind: 'pace' });
    for (const key of [char('q'), char('x'), { kind: 'escape' } as Key]) expect(watchMove(key, 18)).toEqual({ kind: 'quit' });
    expect(watchMove({ kind: 'page-down' }, 18)).toEqual({ kind: 'scroll', by: 18 });
    expect(watchMove({ kind: 'up' }, 18)).toEqual({ kind: 'scroll', by: -1 });
    // A key that hurried a tale and came late does nothing here.
    expect(watchMove(char(' '), 18)).toBeNull();
    expect(watchMove(char('z'), 18)).toBeNull();
  });

  it('forward and back stop at the first and last turns; scrolling stays inside the turn', () => {
    expect(stepTurn(0, 1, 3)).toBe(1);
    expect(stepTurn(2, 1, 3)).toBeNull();
    expect(stepTurn(0, -1, 3)).toBeNull();
    expect(stepTurn(2, -1, 3)).toBe(1);
    expect(scrollTo(0, 18, 18, 40)).toBe(18);
    expect(scrollTo(18, 18, 18, 40)).toBe(22);
    expect(scrollTo(22, Infinity, 18, 40)).toBe(22);
    expect(scrollTo(5, -Infinity, 18, 40)).toBe(0);
    expect(scrollTo(0, 1, 18, 10)).toBe(0);
  });

  it('a typed turn number leads to that turn; anything else says what to type', () => {
    const turns = turnsOf(1, 2, 3, 4, 5);
    expect(jumpTarget('4', turns)).toEqual({ at: 3 });
    expect(jumpTarget(' 1 ', turns)).toEqual({ at: 0 });
    expect(jumpTarget('9', turns)).toEqual({ refused: 'There is no game turn 9; type a game turn from 1 to 5.' });
    expect(jumpTarget('', turns)).toEqual({ refused: 'Type a game turn from 1 to 5.' });
    expect(jumpTarget('2x', turns)).toEqual({ refused: 'Type a game turn from 1 to 5.' });
    expect(turnHeading(turns, 2)).toBe('Game turn 3 of 5, Sunday, 29 November 2026');
    expect(turnHeading([], 0)).toBe('No game turn to show');
  });

  it('a past game picked offers to watch it again (the default), how it ended, or back', () => {
    const draft = pickedDraft(gameListing('g1', { title: 'The Long Night', status: 'over', turn: 12, outcome: { result: 'lost', reason: 'doom' } }));
    expect(draft.title).toBe('The Long Night');
    expect(draft.context).toEqual(['over: Arkham fell, after 12 game turns.']);
    expect(draft.groups[0]?.choices.map((c) => [c.optionId, c.key])).toEqual([
      ['watch', 'w'],
      ['ending', 'e'],
      ['back', 'x'],
    ]);
  });
});
