// Bytes typed by the caller -> Keys, as a state machine whose state outlives each chunk, so a
// sequence split across reads still decodes. Escape sequences we do not know are swallowed whole;
// none of their bytes ever comes out as characters. A lone ESC is told from the start of a
// sequence by a short pause, measured on the injected Clock.
import type { Clock, TimerHandle } from '../support/clock.js';
import { cp437Char } from './cp437.js';
import type { Charset, Key } from './types.js';

export interface KeyDecoderOptions {
  charset: Charset;
  clock: Clock;
  onKey: (key: Key) => void;
  /** How long after a lone ESC before it counts as the Escape key. */
  escapeTimeoutMs?: number;
  /** How long an unfinished sequence may wait for its next byte before it is dropped. */
  sequenceTimeoutMs?: number;
}

export interface KeyDecoder {
  push(bytes: Uint8Array): void;
  /** Cancels the pending timer; later bytes are ignored. */
  dispose(): void;
}

export const ESCAPE_TIMEOUT_MS = 50;
const SEQUENCE_TIMEOUT_MS = 500;
/** A CSI longer than this is not a key; we keep swallowing it but stop storing it. */
const MAX_CSI_LENGTH = 32;

type State =
  | { name: 'ground' }
  | { name: 'esc' }
  | { name: 'csi'; params: string }
  /** Linux console function keys: ESC [ [ A..E; the next byte ends it. */
  | { name: 'csi-bracket' }
  | { name: 'ss3' }
  /** OSC, DCS, SOS, PM, APC: until BEL or ESC \ (ECMA-48 §8.3.143 ST). */
  | { name: 'string'; sawEsc: boolean }
  /** ESC, intermediates (0x20-0x2F), then one final byte. */
  | { name: 'nf' }
  | { name: 'utf8'; need: number; length: number; codePoint: number };

const GROUND: State = { name: 'ground' };
const STRING_OPENERS = new Set([0x50, 0x58, 0x5d, 0x5e, 0x5f]); // P X ] ^ _

/** Final letters that mean the same key after CSI (`ESC [`) and SS3 (`ESC O`). */
const CURSOR_KEYS: Record<string, Key> = {
  A: { kind: 'up' },
  B: { kind: 'down' },
  C: { kind: 'right' },
  D: { kind: 'left' },
  H: { kind: 'home' },
  F: { kind: 'end' },
};

const CSI_FINAL_KEYS: Record<string, Key> = {
  ...CURSOR_KEYS,
  // SyncTERM's End, Page Up and Page Down (SBBS src/conio/cterm.adoc, "Sequences sent by SyncTERM").
  K: { kind: 'end' },
  V: { kind: 'page-up' },
  U: { kind: 'page-down' },
};

/** VT220-style `CSI n ~` keys; 7 and 8 are rxvt's Home and End. */
const TILDE_KEYS: Record<number, Key> = {
  1: { kind: 'home' },
  3: { kind: 'delete' },
  4: { kind: 'end' },
  5: { kind: 'page-up' },
  6: { kind: 'page-down' },
  7: { kind: 'home' },
  8: { kind: 'end' },
};

const SS3_KEYS: Record<string, Key> = {
  ...CURSOR_KEYS,
  // Keypad Enter in application keypad mode.
  M: { kind: 'enter' },
};

function csiKey(params: string, final: string): Key | undefined {
  // Private parameters (mouse reports, terminal replies) are never keys.
  if (/^[<=>?]/.test(params)) return undefined;
  if (final === '~') return TILDE_KEYS[Number.parseInt(params.split(';')[0] ?? '', 10)];
  // CSI r ; c R is a cursor position report (a reply to DSR 6), not a key.
  return CSI_FINAL_KEYS[final];
}

function controlKey(byte: number): Key | undefined {
  switch (byte) {
    case 0x00:
      return undefined;
    case 0x0d:
      return { kind: 'enter' };
    case 0x08:
    case 0x7f:
      return { kind: 'backspace' };
    case 0x09:
      return { kind: 'tab' };
    default:
      // Ctrl-A..Ctrl-Z and friends, named by the caret letter: 0x03 -> 'C'.
      return { kind: 'ctrl', char: String.fromCharCode(byte + 0x40) };
  }
}

export function createKeyDecoder(options: KeyDecoderOptions): KeyDecoder {
  const { clock, onKey, charset } = options;
  const escapeTimeoutMs = options.escapeTimeoutMs ?? ESCAPE_TIMEOUT_MS;
  const sequenceTimeoutMs = options.sequenceTimeoutMs ?? SEQUENCE_TIMEOUT_MS;
  let state: State = GROUND;
  let timer: TimerHandle | undefined;
  let disposed = false;

  const emit = (key: Key | undefined): void => {
    if (key) onKey(key);
  };

  const ground = (byte: number): void => {
    if (byte === 0x1b) {
      state = { name: 'esc' };
      return;
    }
    if (byte < 0x20 || byte === 0x7f) {
      emit(controlKey(byte));
      return;
    }
    if (byte < 0x80) {
      emit({ kind: 'char', char: String.fromCharCode(byte) });
      return;
    }
    if (charset === 'cp437') {
      // 0xFF is telnet's IAC and a blank in CP437: never a key.
      if (byte !== 0xff) emit({ kind: 'char', char: cp437Char(byte) });
      return;
    }
    utf8Lead(byte);
  };

  const utf8Lead = (byte: number): void => {
    if (byte >= 0xc2 && byte <= 0xdf) state = { name: 'utf8', need: 1, length: 2, codePoint: byte & 0x1f };
    else if (byte >= 0xe0 && byte <= 0xef) state = { name: 'utf8', need: 2, length: 3, codePoint: byte & 0x0f };
    else if (byte >= 0xf0 && byte <= 0xf4) state = { name: 'utf8', need: 3, length: 4, codePoint: byte & 0x07 };
    // Anything else (a stray continuation byte, 0xC0, 0xC1, 0xF5+) is not UTF-8: dropped.
  };

  const utf8Continue = (s: Extract<State, { name: 'utf8' }>, byte: number): void => {
    if ((byte & 0xc0) !== 0x80) {
      state = GROUND;
      ground(byte);
      return;
    }
    const codePoint = (s.codePoint << 6) | (byte & 0x3f);
    if (s.need > 1) {
      state = { ...s, need: s.need - 1, codePoint };
      return;
    }
    state = GROUND;
    const minimum = s.length === 2 ? 0x80 : s.length === 3 ? 0x800 : 0x10000;
    const valid =
      codePoint >= minimum && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
    // C1 controls (U+0080-U+009F) are not typed characters.
    if (valid && codePoint >= 0xa0) emit({ kind: 'char', char: String.fromCodePoint(codePoint) });
  };

  const afterEsc = (byte: number): void => {
    if (byte === 0x5b) state = { name: 'csi', params: '' };
    else if (byte === 0x4f) state = { name: 'ss3' };
    else if (byte === 0x1b) emit({ kind: 'escape' });
    else if (STRING_OPENERS.has(byte)) state = { name: 'string', sawEsc: false };
    else if (byte >= 0x20 && byte <= 0x2f) state = { name: 'nf' };
    else if (byte >= 0x30 && byte <= 0x7e) state = GROUND; // ESC + one byte (Alt-key): swallowed
    else {
      // ESC then a control or a non-ASCII byte: the Escape key, then that byte on its own.
      emit({ kind: 'escape' });
      state = GROUND;
      ground(byte);
    }
  };

  const inCsi = (s: Extract<State, { name: 'csi' }>, byte: number): void => {
    if (byte === 0x5b && s.params === '') {
      state = { name: 'csi-bracket' };
      return;
    }
    if (byte >= 0x20 && byte <= 0x3f) {
      if (s.params.length < MAX_CSI_LENGTH) state = { name: 'csi', params: s.params + String.fromCharCode(byte) };
      return;
    }
    state = GROUND;
    if (byte >= 0x40 && byte <= 0x7e) {
      emit(csiKey(s.params, String.fromCharCode(byte)));
      return;
    }
    // Malformed: a control ends the sequence and keeps its own meaning; anything else is dropped.
    if (byte < 0x20) ground(byte);
  };

  const inString = (s: Extract<State, { name: 'string' }>, byte: number): void => {
    if (byte === 0x07 || (s.sawEsc && byte === 0x5c)) state = GROUND;
    else if (s.sawEsc) state = byte === 0x1b ? s : { name: 'string', sawEsc: false };
    else if (byte === 0x1b) state = { name: 'string', sawEsc: true };
  };

  const step = (byte: number): void => {
    const s = state;
    switch (s.name) {
      case 'ground':
        ground(byte);
        return;
      case 'esc':
        state = GROUND;
        afterEsc(byte);
        return;
      case 'csi':
        inCsi(s, byte);
        return;
      case 'csi-bracket':
        state = GROUND;
        return;
      case 'ss3':
        state = GROUND;
        emit(SS3_KEYS[String.fromCharCode(byte)]);
        return;
      case 'string':
        inString(s, byte);
        return;
      case 'nf':
        if (byte >= 0x30 && byte <= 0x7e) state = GROUND;
        else if (byte < 0x20 || byte > 0x7e) {
          state = GROUND;
          ground(byte);
        }
        return;
      case 'utf8':
        utf8Continue(s, byte);
        return;
    }
  };

  const onTimeout = (): void => {
    timer = undefined;
    if (state.name === 'esc') emit({ kind: 'escape' });
    state = GROUND;
  };

  return {
    push(bytes) {
      if (disposed) return;
      timer?.cancel();
      timer = undefined;
      for (const byte of bytes) step(byte);
      if (state.name !== 'ground') {
        timer = clock.setTimeout(onTimeout, state.name === 'esc' ? escapeTimeoutMs : sequenceTimeoutMs);
      }
    },
    dispose() {
      disposed = true;
      timer?.cancel();
      timer = undefined;
    },
  };
}
