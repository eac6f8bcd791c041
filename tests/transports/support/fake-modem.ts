// A scripted Hayes modem on the far end of a socat pty pair: OK to AT commands, a RING once it is
// initialised, a scripted answer to each ATA, then data mode until "+++" or our NO CARRIER.
import type { SerialPort } from 'serialport';
import { waitUntil } from './wire-client.js';

export interface FakeModemScript {
  /** Result for the init string (default OK). */
  initResult?: string;
  /** Result for each ATA in turn; after a failed answer the modem rings again. Default: CONNECT 2400. */
  answers?: string[];
  /** Ring once initialised (default true); false: a line nobody calls. */
  ring?: boolean;
}

export class FakeModem {
  /** Every byte the door sent, as text. */
  received = '';
  /** What the door sent while connected. */
  data = '';
  online = false;
  commands: string[] = [];
  private line = '';
  private wakers: Array<() => void> = [];

  constructor(
    private readonly port: SerialPort,
    private readonly script: FakeModemScript = {},
  ) {
    port.on('data', (chunk: Buffer) => {
      this.onBytes(chunk.toString('latin1'));
      for (const wake of this.wakers.splice(0)) wake();
    });
  }

  result(text: string): void {
    this.port.write(`\r\n${text}\r\n`);
  }

  /** The caller typing, while connected. */
  type(text: string): void {
    this.port.write(Buffer.from(text, 'latin1'));
  }

  dropCarrier(): void {
    this.online = false;
    this.result('NO CARRIER');
  }

  waitFor(condition: (modem: FakeModem) => boolean, what: string): Promise<void> {
    return waitUntil(() => condition(this), (wake) => this.wakers.push(wake), `${what} (modem got ${JSON.stringify(this.received)})`);
  }

  private onBytes(text: string): void {
    this.received += text;
    if (this.online) {
      this.data += text;
      if (this.data.endsWith('+++')) {
        this.online = false;
        this.result('OK');
      }
      return;
    }
    for (const char of text) {
      if (char !== '\r') {
        this.line += char;
        continue;
      }
      const command = this.line.trim().toUpperCase();
      this.line = '';
      if (command.length > 0) this.onCommand(command);
    }
  }

  private onCommand(command: string): void {
    this.commands.push(command);
    if (command === 'ATA') {
      const answer = this.script.answers?.shift() ?? 'CONNECT 2400';
      this.result(answer);
      if (answer.startsWith('CONNECT')) this.online = true;
      else this.result('RING');
      return;
    }
    if (command.startsWith('ATE0')) {
      const result = this.script.initResult ?? 'OK';
      this.result(result);
      if (result === 'OK' && this.script.ring !== false) this.result('RING');
      return;
    }
    this.result('OK');
  }
}
