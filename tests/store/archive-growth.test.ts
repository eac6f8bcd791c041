// Finished turns leave the game file for the archive, so a transaction at turn 200 reads and writes
// no more than one at turn 1, and nothing is lost on the way.
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NedbStore } from '../../src/store/nedb-store.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';
import { allAnswers, answerChange, sampleGame, type FinishedTurn, type SampleGame } from './fixtures/sample-game.js';

const ANSWERS_PER_TURN = 3;

describe('archive', () => {
  it('keeps the game file at turn 200 as small as at turn 1, with every finished turn archived', async () => {
    const home = makeTempDir('ad-archive-');
    const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
    try {
      await store.createGame('long', sampleGame());
      const gameFile = store.layout.gameFile('long');
      let n = 0;
      const answer = (): Promise<SampleGame> =>
        store.transactGame<SampleGame>('long', (current) => answerChange(current, { by: 'carter', n: ++n }, ANSWERS_PER_TURN));
      /** Plays the current turn up to its last answer and returns the game file's largest size. */
      const fillTurn = async (): Promise<number> => {
        let largest = 0;
        for (let i = 1; i < ANSWERS_PER_TURN; i++) {
          await answer();
          largest = Math.max(largest, statSync(gameFile).size);
        }
        return largest;
      };

      const sizeAtTurn1 = await fillTurn();
      await answer();
      while ((await store.readGame<SampleGame>('long'))?.turn !== 200) {
        await fillTurn();
        await answer();
      }
      const sizeAtTurn200 = await fillTurn();

      expect(sizeAtTurn200).toBeLessThanOrEqual(sizeAtTurn1 * 1.05);
      const exported = await store.exportGame<SampleGame>('long');
      const archive = (exported?.archive ?? []) as FinishedTurn[];
      expect(archive.map((turn) => turn.turn)).toEqual(Array.from({ length: 199 }, (_, i) => i + 1));
      expect(archive.every((turn) => turn.log.length === ANSWERS_PER_TURN)).toBe(true);
      const answers = allAnswers(exported?.doc ?? sampleGame(), archive);
      expect(answers.map((a) => a.n)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    } finally {
      await store.close();
      home.remove();
    }
  }, 60_000);
});
