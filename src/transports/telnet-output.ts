// Telnet output through telnet-stream's TelnetOutput: data with every 0xFF doubled (RFC 854: a data
// byte 255 is sent as IAC IAC), option commands and sub-negotiations, all handed to `sink` in order.
import { TelnetOutput } from 'telnet-stream';
import type { Negotiation } from './telnet-options.js';

export interface TelnetOutputWriter {
  data(bytes: Buffer): void;
  negotiation(message: Negotiation): void;
  sub(option: number, payload: Buffer): void;
}

export function createTelnetOutput(sink: (wire: Buffer) => void): TelnetOutputWriter {
  const encoder = new TelnetOutput();
  // Paused mode, drained after every call, so bytes reach the sink synchronously and in call order.
  const flush = (): void => {
    for (let out: unknown = encoder.read(); out !== null; out = encoder.read()) {
      if (Buffer.isBuffer(out) && out.length > 0) sink(out);
    }
  };
  return {
    data(bytes) {
      if (bytes.length === 0) return;
      encoder.write(bytes);
      flush();
    },
    negotiation({ verb, option }) {
      if (verb === 'do') encoder.writeDo(option);
      else if (verb === 'dont') encoder.writeDont(option);
      else if (verb === 'will') encoder.writeWill(option);
      else encoder.writeWont(option);
      flush();
    },
    sub(option, payload) {
      encoder.writeSub(option, payload);
      flush();
    },
  };
}
