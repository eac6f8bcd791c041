// The key decoder and the line editor, fed typing straight from the wire: no key may carry a control
// character, the echo may hold nothing but printable text, BS, CR LF and CSI n D, and no finished line
// may hold anything a terminal would act on.
import fc from 'fast-check';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { createKeyDecoder } from '../../../src/term/keys.js';
import { LineEditor } from '../../../src/term/line-editor.js';
import { isPrintable } from '../../../src/term/printable.js';
import type { Charset, Key } from '../../../src/term/types.js';
import { keystrokeBytes } from './keystrokes.js';
import { hostileText } from './plain-text-target.js';
import type { FuzzTarget } from './target.js';
import { assertNoFault, typedLineFault } from './terminal-safety.js';

export interface TypingCase {
  charset: Charset;
  ansi: boolean;
  maxLength: number;
  mask: string | undefined;
  initial: string | undefined;
  /** Chunks as they arrive, each followed by a pause on the fake clock (ms). */
  chunks: ReadonlyArray<{ bytes: Buffer; pauseMs: number }>;
}

const typingCase: fc.Arbitrary<TypingCase> = fc.record({
  charset: fc.constantFrom<Charset>('cp437', 'utf8'),
  ansi: fc.boolean(),
  maxLength: fc.integer({ min: 0, max: 80 }),
  mask: fc.option(fc.constantFrom('*', '\x1b', '😀', ''), { nil: undefined }),
  initial: fc.option(hostileText, { nil: undefined }),
  chunks: fc.array(fc.record({ bytes: keystrokeBytes, pauseMs: fc.constantFrom(0, 0, 10, 60, 600) }), { maxLength: 8 }),
});

/** Every key the decoder makes of the chunks, with the pauses between them on a fake clock. */
export function decodeKeys(charset: Charset, chunks: TypingCase['chunks']): Key[] {
  const clock = new FakeClock();
  const keys: Key[] = [];
  const decoder = createKeyDecoder({ charset, clock, onKey: (key) => keys.push(key) });
  for (const { bytes, pauseMs } of chunks) {
    decoder.push(bytes);
    clock.advance(pauseMs);
  }
  // Whatever was left waiting (a lone ESC) times out.
  clock.advance(1000);
  decoder.dispose();
  return keys;
}

function keyFault(key: Key): string | undefined {
  if (key.kind !== 'char') return undefined;
  if ([...key.char].length !== 1) return `a char key of ${[...key.char].length} characters`;
  return /[\u0000-\u001f\u007f-\u009f]/.test(key.char) ? `a char key holding U+${key.char.charCodeAt(0).toString(16)}` : undefined;
}

/** What the editor writes: printable characters, spaces, BS, CR LF, and CSI n D (ECMA-48 CUB) in ANSI mode. */
function echoFault(output: string, ansi: boolean): string | undefined {
  const rest = ansi ? output.replace(/\x1b\[\d+D/g, '') : output;
  const odd = [...rest].find((ch) => !(ch === '\b' || ch === '\r' || ch === '\n' || isPrintable(ch)));
  return odd === undefined ? undefined : `echo holds U+${(odd.codePointAt(0) ?? 0).toString(16)}: ${JSON.stringify(output)}`;
}

export function checkTyping(input: TypingCase): void {
  const options = {
    maxLength: input.maxLength,
    ...(input.mask !== undefined ? { mask: input.mask } : {}),
    ...(input.initial !== undefined ? { initial: input.initial } : {}),
  };
  let editor = new LineEditor(options, input.ansi);
  assertNoFault(echoFault(editor.start(), input.ansi));
  for (const key of decodeKeys(input.charset, input.chunks)) {
    assertNoFault(keyFault(key));
    const result = editor.apply(key);
    assertNoFault(echoFault(result.output, input.ansi));
    if (result.done) {
      assertNoFault(typedLineFault(editor.value));
      if ([...editor.value].length > input.maxLength) throw new Error(`line longer than ${input.maxLength}`);
      editor = new LineEditor(options, input.ansi);
    }
  }
  assertNoFault(typedLineFault(editor.value));
  assertNoFault(echoFault(editor.redraw(), input.ansi));
}

export const typedLineTarget: FuzzTarget<TypingCase> = {
  name: 'key decoder and line editor',
  arbitrary: typingCase,
  check: checkTyping,
};
