// The one input filter every byte-stream transport uses: telnet commands out (telnet-stream's
// TelnetInput parser, which survives sequences split across chunks), IAC IAC collapsed to one 0xFF,
// every Enter as a single CR. Raw client sockets and some BBS pipes carry telnet too (FACTS-BBS §0.5).
import { TelnetInput } from 'telnet-stream';
import { createEnterNormaliser } from './enter-normaliser.js';
import type { Negotiation, NegotiationVerb } from './telnet-options.js';

/** Longest sub-negotiation kept; longer ones are cut (telnet-stream's 'discardBoth' policy). */
export const SUBNEGOTIATION_LIMIT_BYTES = 8192;

export interface TelnetInputHandlers {
  /** Caller's bytes, telnet-free and with Enter normalised. */
  data(bytes: Buffer): void;
  negotiation?(message: Negotiation): void;
  sub?(option: number, payload: Buffer): void;
  /** The peer broke the protocol (bad or oversized sub-negotiation); parsing goes on. */
  protocolError?(message: string): void;
  /** A handler threw. The filter stays usable; the transport decides whether to hang up. */
  fault(error: unknown): void;
}

export interface TelnetInputFilter {
  write(chunk: Buffer): void;
}

const VERBS: readonly NegotiationVerb[] = ['do', 'dont', 'will', 'wont'];

export function createTelnetInputFilter(handlers: TelnetInputHandlers): TelnetInputFilter {
  const parser = new TelnetInput({ bufferSize: SUBNEGOTIATION_LIMIT_BYTES, errorPolicy: 'discardBoth' });
  const normaliseEnter = createEnterNormaliser();

  // Handlers run inside the parser's transform; an exception escaping there would wedge the stream.
  const guarded = (fn: () => void): void => {
    try {
      fn();
    } catch (error) {
      handlers.fault(error);
    }
  };

  // Without an 'error' listener a malformed sub-negotiation would be an uncaught exception.
  parser.on('error', (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    guarded(() => handlers.protocolError?.(message));
  });
  for (const verb of VERBS) {
    parser.on(verb, (option: number) => guarded(() => handlers.negotiation?.({ verb, option })));
  }
  parser.on('sub', (option: number, payload: Buffer) => guarded(() => handlers.sub?.(option, Buffer.from(payload))));

  return {
    write(chunk) {
      parser.write(chunk);
      // Paused mode, drained right away: the parser's output comes back synchronously and in order.
      for (let out: unknown = parser.read(); out !== null; out = parser.read()) {
        if (!Buffer.isBuffer(out)) continue;
        const bytes = normaliseEnter(out);
        if (bytes.length > 0) guarded(() => handlers.data(bytes));
      }
    },
  };
}
