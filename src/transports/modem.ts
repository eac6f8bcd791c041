// The Hayes modem dialogue as a pure state machine: bytes, timer expiries and our hang-up request
// in; what to send, when to time out and what happened out. The serial channel performs the actions.
//
//   resetting --OK--> initialising --OK--> waiting-for-ring --RING--> answering --CONNECT--> online
//                                                 ^-- NO CARRIER / BUSY / NO ANSWER / timeout --'
//   online --NO CARRIER--> ended (carrier lost);  any phase --hang-up--> [+++ with guard times] ATH0 --> ended
//
// Result codes are the verbal ones (V1), each framed by CR LF. A single timer is enough: every
// 'set-timer' replaces the previous one.

export type ModemPhase =
  | 'resetting'
  | 'initialising'
  | 'waiting-for-ring'
  | 'answering'
  | 'online'
  | 'hang-up-guard'
  | 'hang-up-escape'
  | 'hang-up-command'
  | 'ended'
  | 'failed';

export interface ModemSettings {
  /** Sent after ATZ: echo off, verbal results, results on, no auto-answer (we answer on RING). */
  initString: string;
  /** Wait for OK after a command. */
  commandTimeoutMs: number;
  /** Wait for CONNECT after ATA before giving up on this call. */
  connectTimeoutMs: number;
  /** Silence required before and after `+++` (Hayes S12, default 50 x 20 ms). */
  guardTimeMs: number;
  /**
   * While online, bytes that could be the start of a "NO CARRIER" line are held this long, so the
   * result text never reaches the game as keystrokes; ordinary keys pass at once.
   */
  resultHoldMs: number;
}

export const DEFAULT_MODEM_SETTINGS: ModemSettings = {
  initString: 'ATE0V1Q0S0=0\r',
  commandTimeoutMs: 5000,
  connectTimeoutMs: 60_000,
  guardTimeMs: 1000,
  resultHoldMs: 100,
};

export interface ModemState {
  readonly phase: ModemPhase;
  readonly settings: ModemSettings;
  /** Command mode: the result line read so far. */
  readonly line: string;
  /** The last result line ended with CR; after CONNECT the LF that follows is not the caller's. */
  readonly afterCr: boolean;
  /** Online: bytes held back because they may begin a NO CARRIER result. */
  readonly held: readonly number[];
  /** Online: the last byte passed (or held) ended a line. */
  readonly atLineStart: boolean;
}

export type ModemInput =
  | { kind: 'start' }
  | { kind: 'bytes'; bytes: Buffer }
  | { kind: 'timeout' }
  | { kind: 'hang-up' };

export type ModemAction =
  | { kind: 'send'; text: string }
  | { kind: 'set-timer'; ms: number }
  | { kind: 'cancel-timer' }
  /** The modem took the init string; waiting for a call. */
  | { kind: 'initialised' }
  | { kind: 'connected'; baud: number | undefined }
  /** Caller's bytes, online only. */
  | { kind: 'data'; bytes: Buffer }
  | { kind: 'carrier-lost' }
  /** Something worth a log line (a ring, a failed answer). */
  | { kind: 'note'; message: string }
  /** The modem never became usable. */
  | { kind: 'failed'; reason: string }
  | { kind: 'hung-up' };

export interface ModemStep {
  state: ModemState;
  actions: ModemAction[];
}

export function createModemState(settings: Partial<ModemSettings> = {}): ModemState {
  return {
    phase: 'resetting',
    settings: { ...DEFAULT_MODEM_SETTINGS, ...settings },
    line: '',
    afterCr: false,
    held: [],
    atLineStart: true,
  };
}

const CR = 0x0d;
const LF = 0x0a;
const NO_CARRIER = 'NO CARRIER';
const MAX_RESULT_LINE = 80;
/** Line breaks kept in a held run before the oldest are let through. */
const MAX_HELD_BREAKS = 4;
const CALL_FAILED = new Set(['NO CARRIER', 'BUSY', 'NO ANSWER', 'NO DIALTONE', 'ERROR']);

export function stepModem(state: ModemState, input: ModemInput): ModemStep {
  const s: Working = { ...state, held: [...state.held] };
  const actions: ModemAction[] = [];
  switch (input.kind) {
    case 'start':
      if (s.phase === 'resetting') command(s, actions, 'ATZ\r');
      break;
    case 'bytes':
      if (s.phase === 'online') readOnline(s, actions, input.bytes);
      else if (s.phase !== 'ended' && s.phase !== 'failed') readResults(s, actions, input.bytes);
      break;
    case 'timeout':
      onTimeout(s, actions);
      break;
    case 'hang-up':
      startHangUp(s, actions);
      break;
  }
  return { state: s, actions };
}

type Working = { -readonly [K in keyof ModemState]: ModemState[K] } & { held: number[] };

function command(s: Working, actions: ModemAction[], text: string, timeoutMs = s.settings.commandTimeoutMs): void {
  actions.push({ kind: 'send', text }, { kind: 'set-timer', ms: timeoutMs });
}

function readResults(s: Working, actions: ModemAction[], bytes: Buffer): void {
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === CR || byte === LF) {
      s.afterCr = byte === CR;
      const result = s.line.trim();
      s.line = '';
      if (result.length > 0) onResult(s, actions, result);
      // CONNECT switches to online in the middle of a chunk: the rest is the caller's.
      if (s.phase === 'online') {
        readOnline(s, actions, bytes.subarray(i + 1));
        return;
      }
    } else if (byte !== undefined && byte >= 0x20 && byte < 0x7f) {
      s.afterCr = false;
      if (s.line.length < MAX_RESULT_LINE) s.line += String.fromCharCode(byte);
    }
  }
}

function onResult(s: Working, actions: ModemAction[], result: string): void {
  const upper = result.toUpperCase();
  switch (s.phase) {
    case 'resetting':
      if (upper === 'OK') {
        s.phase = 'initialising';
        command(s, actions, s.settings.initString);
      } else if (upper === 'ERROR') fail(s, actions, 'the modem answered ATZ with ERROR');
      break;
    case 'initialising':
      if (upper === 'OK') {
        s.phase = 'waiting-for-ring';
        actions.push({ kind: 'cancel-timer' }, { kind: 'initialised' });
      } else if (upper === 'ERROR') fail(s, actions, 'the modem rejected the init string');
      break;
    case 'waiting-for-ring':
      if (upper === 'RING') {
        s.phase = 'answering';
        actions.push({ kind: 'note', message: 'ring; answering' });
        command(s, actions, 'ATA\r', s.settings.connectTimeoutMs);
      }
      break;
    case 'answering':
      if (upper === 'CONNECT' || upper.startsWith('CONNECT ')) {
        s.phase = 'online';
        s.held = [];
        s.atLineStart = true;
        actions.push({ kind: 'cancel-timer' }, { kind: 'connected', baud: connectSpeed(upper) });
      } else if (CALL_FAILED.has(upper)) {
        s.phase = 'waiting-for-ring';
        actions.push({ kind: 'cancel-timer' }, { kind: 'note', message: `answer failed: ${upper}` });
      }
      break;
    case 'hang-up-escape':
      // The modem confirms the escape with OK once the trailing guard time has passed.
      if (upper === 'OK') sendHangUpCommand(s, actions);
      break;
    case 'hang-up-command':
      if (upper === 'OK' || upper === NO_CARRIER) finishHangUp(s, actions);
      break;
    default:
      break;
  }
}

/** "CONNECT 2400", "CONNECT 14400/ARQ" -> the number; plain "CONNECT" -> undefined (the port's rate). */
export function connectSpeed(result: string): number | undefined {
  const match = /^CONNECT\s+(\d+)/i.exec(result);
  if (!match?.[1]) return undefined;
  const speed = Number.parseInt(match[1], 10);
  return speed > 0 ? speed : undefined;
}

function readOnline(s: Working, actions: ModemAction[], bytes: Buffer): void {
  const passed: number[] = [];
  for (const byte of bytes) {
    if (s.afterCr) {
      // The LF completing the CONNECT line's CR LF is the modem's, not a key press.
      s.afterCr = false;
      if (byte === LF) continue;
    }
    const isBreak = byte === CR || byte === LF;
    const text = heldText(s.held);
    if (isBreak) {
      if (text === NO_CARRIER) {
        flushData(actions, passed);
        s.held = [];
        s.phase = 'ended';
        actions.push({ kind: 'cancel-timer' }, { kind: 'carrier-lost' });
        return;
      }
      if (text.length > 0 || s.held.length >= MAX_HELD_BREAKS) releaseHeld(s, passed);
      s.held.push(byte);
      s.atLineStart = true;
    } else if (text.length < NO_CARRIER.length && NO_CARRIER.charCodeAt(text.length) === byte && (text.length > 0 || s.atLineStart)) {
      s.held.push(byte);
    } else {
      releaseHeld(s, passed);
      passed.push(byte);
      s.atLineStart = false;
    }
  }
  flushData(actions, passed);
  actions.push(s.held.length > 0 ? { kind: 'set-timer', ms: s.settings.resultHoldMs } : { kind: 'cancel-timer' });
}

function heldText(held: readonly number[]): string {
  let start = 0;
  while (start < held.length && (held[start] === CR || held[start] === LF)) start++;
  return String.fromCharCode(...held.slice(start));
}

function releaseHeld(s: Working, passed: number[]): void {
  passed.push(...s.held);
  s.held = [];
}

function flushData(actions: ModemAction[], passed: number[]): void {
  if (passed.length > 0) actions.push({ kind: 'data', bytes: Buffer.from(passed) });
  passed.length = 0;
}

function onTimeout(s: Working, actions: ModemAction[]): void {
  switch (s.phase) {
    case 'resetting':
      fail(s, actions, 'no OK from the modem after ATZ');
      break;
    case 'initialising':
      fail(s, actions, 'no OK from the modem after the init string');
      break;
    case 'answering':
      // Any character aborts an answer in progress (Hayes); the NO CARRIER that follows is ignored.
      s.phase = 'waiting-for-ring';
      actions.push({ kind: 'send', text: '\r' }, { kind: 'note', message: 'no CONNECT after ATA; waiting for the next ring' });
      break;
    case 'online': {
      const passed: number[] = [];
      releaseHeld(s, passed);
      flushData(actions, passed);
      break;
    }
    case 'hang-up-guard':
      s.phase = 'hang-up-escape';
      actions.push({ kind: 'send', text: '+++' }, { kind: 'set-timer', ms: s.settings.guardTimeMs * 2 });
      break;
    case 'hang-up-escape':
      sendHangUpCommand(s, actions);
      break;
    case 'hang-up-command':
      finishHangUp(s, actions);
      break;
    default:
      break;
  }
}

function startHangUp(s: Working, actions: ModemAction[]): void {
  s.held = [];
  switch (s.phase) {
    case 'online':
      // Escape to command mode needs silence on both sides of "+++" (Hayes guard time).
      s.phase = 'hang-up-guard';
      actions.push({ kind: 'set-timer', ms: s.settings.guardTimeMs });
      break;
    case 'ended':
    case 'failed':
      actions.push({ kind: 'cancel-timer' }, { kind: 'hung-up' });
      break;
    case 'hang-up-guard':
    case 'hang-up-escape':
    case 'hang-up-command':
      break;
    default:
      // Already in command mode.
      sendHangUpCommand(s, actions);
      break;
  }
}

function sendHangUpCommand(s: Working, actions: ModemAction[]): void {
  s.phase = 'hang-up-command';
  s.line = '';
  command(s, actions, 'ATH0\r');
}

function finishHangUp(s: Working, actions: ModemAction[]): void {
  s.phase = 'ended';
  actions.push({ kind: 'cancel-timer' }, { kind: 'hung-up' });
}

function fail(s: Working, actions: ModemAction[], reason: string): void {
  s.phase = 'failed';
  actions.push({ kind: 'cancel-timer' }, { kind: 'failed', reason });
}
