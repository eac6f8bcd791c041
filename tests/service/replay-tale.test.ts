// Watching a finished game again starts from its history alone: the engine replays the setup, seed and
// recorded answers (the replay of `sysop verify`), and the tale it gives, turn by turn, is the
// narration the live table printed for those events. A history that does not replay is one sentence,
// a code the screens and the play protocol tell, never `internal`.
import { describe, expect, it } from 'vitest';
import { CLASSIC_RULES_VERSION } from '../../src/engine/index.js';
import { isTableEvent, type GameDoc, type LogRecord } from '../../src/service/game-doc.js';
import { handleLine } from '../../src/service/play-protocol/handle-request.js';
import { replayTale } from '../../src/service/replay-tale.js';
import type { GameExport } from '../../src/store/store.js';
import { silentLogger } from '../../src/support/logger.js';
import { playedSoloGame } from './helpers/solo-game.js';

describe('a finished game told again from its history', () => {
  it('gives every game turn in order, each with the events the history holds for it, the lobby opening turn 1', async () => {
    const service = await playedSoloGame('tale-seed-1');
    const games = service.games;
    const { game, turns } = await games.replayTale('solo');
    expect(game.status).toBe('over');
    expect(turns.map((t) => t.turn)).toEqual(Array.from({ length: game.turn }, (_, k) => k + 1));
    const exported = await games.exported('solo');
    const history = [...(exported.archive as LogRecord[]), ...exported.doc.log].sort((a, b) => a.v - b.v);
    // The same events, in the same order, the engine's as the replay gave them, the table's from the history.
    expect(turns.flatMap((t) => t.records.flatMap((r) => r.events))).toEqual(history.flatMap((r) => r.events));
    expect(turns[0]?.records.flatMap((r) => r.events).some((e) => e.type === 'game-started')).toBe(true);
    expect(turns.at(-1)?.records.flatMap((r) => r.events).at(-1)).toMatchObject({ type: 'game-over' });
    for (const t of turns) {
      expect(t.records.every((r) => r.turn === t.turn && r.answers === undefined)).toBe(true);
      expect(t.at).toBe(t.records[0]?.at);
    }
    // An hour a decision: the game is spread over several days.
    expect(new Set(turns.map((t) => Math.floor(t.at / 86_400_000))).size).toBeGreaterThan(1);
  }, 60_000);

  it('a planted change, a missing archive or a game of no known making each give one sentence, not a half-told game', async () => {
    const service = await playedSoloGame('tale-seed-2');
    const games = service.games;
    const original = await games.exported('solo');
    const copy = (): GameExport<GameDoc> => JSON.parse(JSON.stringify(original)) as GameExport<GameDoc>;

    const planted = copy();
    const record = (planted.archive as LogRecord[]).find((r) => r.events.some((e) => e.type === 'move-roll'));
    const roll = record?.events.find((e) => e.type === 'move-roll');
    if (!record || roll?.type !== 'move-roll') throw new Error('no movement roll in the history');
    roll.roll += 1;
    const told = replayTale(games.replayers, planted);
    expect(told).toEqual({ ok: false, message: `This game's history does not replay: it parts from the record in turn ${record.turn}.` });

    const missing = { ...copy(), missing: ['the archive of turns 1 to 3 is damaged'] };
    expect(replayTale(games.replayers, missing)).toEqual({ ok: false, message: "Part of this game's history is missing, so it cannot be told again." });

    const strange = copy();
    (strange as { archive: unknown[] }).archive = [{ v: 1, turn: 0, events: 'not a list' }];
    const strangeTold = replayTale(games.replayers, strange);
    expect(strangeTold.ok).toBe(false);
    if (!strangeTold.ok) expect(strangeTold.message).toMatch(/^This game's history (cannot be replayed|does not replay)/);
    // Each is one line of the screens' 74 columns of words.
    for (const one of [told, replayTale(games.replayers, missing), strangeTold]) if (!one.ok) expect(one.message.length).toBeLessThanOrEqual(74);

    // A game of another rules version, or one begun before games carried one that does not replay: one line saying so.
    const older = copy();
    expect(older.doc.rulesVersion).toBe(CLASSIC_RULES_VERSION);
    older.doc.rulesVersion = CLASSIC_RULES_VERSION - 1;
    const olderTold = replayTale(games.replayers, older);
    expect(olderTold).toEqual({ ok: false, message: `Played under rules ${CLASSIC_RULES_VERSION - 1}; this door plays rules ${CLASSIC_RULES_VERSION}: it cannot be replayed.` });
    delete planted.doc.rulesVersion;
    const unstamped = replayTale(games.replayers, planted);
    expect(unstamped).toEqual({ ok: false, message: `Played under older rules; this door plays rules ${CLASSIC_RULES_VERSION}: it cannot be replayed.` });
    for (const one of [olderTold, unstamped]) if (!one.ok) expect(one.message.length).toBeLessThanOrEqual(74);
    const unstampedGood = copy();
    delete unstampedGood.doc.rulesVersion;
    expect(replayTale(games.replayers, unstampedGood)).toMatchObject({ ok: true });

    expect(replayTale(games.replayers, copy())).toMatchObject({ ok: true });
    // Only the engine's events are checked by the replay; the table's facts are told as the history has them.
    const told2 = replayTale(games.replayers, copy());
    if (!told2.ok) throw new Error('no tale');
    expect(told2.turns[0]?.records.flatMap((r) => r.events).some((e) => isTableEvent(e))).toBe(true);
  }, 60_000);

  it('the play protocol: `replay` tells a finished game by turns; a running one is game/not_over, an unknown one game/not_found', async () => {
    const service = await playedSoloGame('tale-seed-3');
    const session = { service, name: 'Bea', presence: null, logger: silentLogger };
    const reply = JSON.parse(JSON.stringify(await handleLine(session, JSON.stringify({ id: 1, op: 'replay', game: 'solo' })))) as { ok: boolean; game: { id: string; turn: number }; turns: { turn: number; at: number; records: LogRecord[] }[] };
    expect(reply.ok).toBe(true);
    expect(reply.game.id).toBe('solo');
    expect(reply.turns).toHaveLength(reply.game.turn);
    await service.games.create('Bea', { maxPlayers: 2, title: 'Still running' });
    const running = (await handleLine(session, JSON.stringify({ op: 'replay', game: 'solo2' }))) as { error: string };
    expect(running.error).toBe('game/not_over');
    const unknown = (await handleLine(session, JSON.stringify({ op: 'replay', game: 'nope' }))) as { error: string };
    expect(unknown.error).toBe('game/not_found');
  }, 60_000);
});
