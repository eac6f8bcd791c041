import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { engineCommand } from '../../src/rulesets/classic/engine-cli.js';
import type { Step } from '../../src/engine/index.js';
import { content } from './support/game.js';

async function converse(lines: string[]): Promise<unknown[]> {
  const input = Readable.from(lines.map((l) => `${l}\n`));
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (c: Buffer) => chunks.push(c));
  expect(await engineCommand(input, output, content)).toBe(0);
  return Buffer.concat(chunks)
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as unknown);
}

describe('arkham-door engine (JSON lines)', () => {
  it('answers start, prompts, answer and deadline with one line each', async () => {
    const [started] = (await converse([JSON.stringify({ op: 'start', setup: { players: [{ id: 'a' }] }, seed: 'cli' })])) as Step[];
    if (!started) throw new Error('no response');
    expect(started.prompts.map((p) => p.kind)).toEqual(['setup-stats', 'setup-stats']);
    const p = started.prompts[0];
    if (!p) throw new Error('no prompt');
    const replies = await converse([
      JSON.stringify({ op: 'prompts', state: started.state }),
      JSON.stringify({ op: 'answer', state: started.state, answer: { promptId: p.id, optionId: 'str-6', version: 0 } }),
      JSON.stringify({ op: 'answer', state: started.state, answer: { promptId: p.id, optionId: 'str-9', version: 0 } }),
      JSON.stringify({ op: 'deadline', state: started.state }),
    ]);
    expect((replies[0] as { prompts: unknown[] }).prompts).toHaveLength(2);
    expect((replies[1] as Step).state.invs[0]?.str).toBe(6);
    expect(replies[2]).toMatchObject({ error: 'rule/illegal_option' });
    expect((replies[3] as Step).state.phase).toBe('investigator');
  });

  it('answers malformed requests with a protocol error and carries on', async () => {
    const replies = await converse(['{not json', JSON.stringify({ op: 'fly' }), JSON.stringify({ op: 'answer', state: {} }), '', JSON.stringify([1])]);
    expect(replies).toHaveLength(4);
    expect(replies[0]).toMatchObject({ error: 'protocol/bad_json' });
    expect(replies[1]).toMatchObject({ error: 'protocol/bad_request' });
    expect(replies[2]).toMatchObject({ error: 'protocol/bad_request' });
    expect(replies[3]).toMatchObject({ error: 'protocol/bad_request' });
  });
});
