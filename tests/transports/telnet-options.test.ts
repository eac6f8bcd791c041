import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTENER_POLICY, TelnetOption, TelnetOptionTable } from '../../src/transports/telnet-options.js';

const { ECHO, SGA, BINARY, TTYPE, NAWS } = TelnetOption;
const LINEMODE = 34;

describe('telnet option table (RFC 1143, simplified Q method)', () => {
  it('asks once and does not ask again while the request is pending or granted', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    expect(table.request('local', ECHO)).toEqual([{ verb: 'will', option: ECHO }]);
    expect(table.request('local', ECHO)).toEqual([]);
    expect(table.request('remote', TTYPE)).toEqual([{ verb: 'do', option: TTYPE }]);
    expect(table.state('remote', TTYPE)).toBe('want-yes');
  });

  it('takes the answer to its own request without replying', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    table.request('remote', SGA);
    expect(table.receive({ verb: 'will', option: SGA })).toEqual({
      replies: [],
      change: { side: 'remote', option: SGA, enabled: true },
    });
    expect(table.isEnabled('remote', SGA)).toBe(true);
  });

  it('never re-answers an option already in the asked state', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    table.request('remote', SGA);
    table.receive({ verb: 'will', option: SGA });
    expect(table.receive({ verb: 'will', option: SGA })).toEqual({ replies: [] });
    table.request('local', ECHO);
    table.receive({ verb: 'do', option: ECHO });
    expect(table.receive({ verb: 'do', option: ECHO })).toEqual({ replies: [] });
  });

  it('agrees to a supported option the peer brings up first', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    expect(table.receive({ verb: 'do', option: BINARY }).replies).toEqual([{ verb: 'will', option: BINARY }]);
    expect(table.receive({ verb: 'will', option: NAWS }).replies).toEqual([{ verb: 'do', option: NAWS }]);
  });

  it('refuses unknown options: DO x -> WONT x, WILL x -> DONT x', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    expect(table.receive({ verb: 'do', option: LINEMODE }).replies).toEqual([{ verb: 'wont', option: LINEMODE }]);
    expect(table.receive({ verb: 'will', option: LINEMODE }).replies).toEqual([{ verb: 'dont', option: LINEMODE }]);
    expect(table.state('local', LINEMODE)).toBe('no');
  });

  it('refuses to let the caller echo (we echo) and refuses to send a terminal type ourselves', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    expect(table.receive({ verb: 'will', option: ECHO }).replies).toEqual([{ verb: 'dont', option: ECHO }]);
    expect(table.receive({ verb: 'do', option: TTYPE }).replies).toEqual([{ verb: 'wont', option: TTYPE }]);
  });

  it('reports a refused request as disabled, without a reply', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    table.request('remote', TTYPE);
    expect(table.receive({ verb: 'wont', option: TTYPE })).toEqual({
      replies: [],
      change: { side: 'remote', option: TTYPE, enabled: false },
    });
    expect(table.receive({ verb: 'wont', option: TTYPE })).toEqual({ replies: [] });
  });

  it('acknowledges switching an enabled option off, once', () => {
    const table = new TelnetOptionTable(LISTENER_POLICY);
    table.request('local', ECHO);
    table.receive({ verb: 'do', option: ECHO });
    expect(table.receive({ verb: 'dont', option: ECHO })).toEqual({
      replies: [{ verb: 'wont', option: ECHO }],
      change: { side: 'local', option: ECHO, enabled: false },
    });
    expect(table.receive({ verb: 'dont', option: ECHO })).toEqual({ replies: [] });
  });

  it('settles quickly when both sides open with their own requests at once (SyncTERM-like peer)', () => {
    const ours = new TelnetOptionTable(LISTENER_POLICY);
    const theirs = new TelnetOptionTable({ local: [BINARY, SGA, TTYPE, NAWS], remote: [ECHO, SGA, BINARY] });
    let towardsThem = [
      ...ours.request('local', ECHO),
      ...ours.request('local', SGA),
      ...ours.request('remote', SGA),
      ...ours.request('remote', BINARY),
      ...ours.request('local', BINARY),
      ...ours.request('remote', TTYPE),
      ...ours.request('remote', NAWS),
    ];
    let towardsUs = [
      ...theirs.request('local', SGA),
      ...theirs.request('remote', SGA),
      ...theirs.request('local', BINARY),
      ...theirs.request('remote', BINARY),
      ...theirs.request('remote', ECHO),
      ...theirs.request('local', LINEMODE),
    ];
    let rounds = 0;
    while (towardsThem.length + towardsUs.length > 0) {
      const toThem = towardsUs.flatMap((message) => ours.receive(message).replies);
      const toUs = towardsThem.flatMap((message) => theirs.receive(message).replies);
      towardsThem = toThem;
      towardsUs = toUs;
      rounds += 1;
      expect(rounds).toBeLessThan(4);
    }
    for (const option of [ECHO, SGA, BINARY]) expect(ours.isEnabled('local', option)).toBe(true);
    for (const option of [SGA, BINARY, TTYPE, NAWS]) expect(ours.isEnabled('remote', option)).toBe(true);
  });

  it('never sends more than one reply per message received, whatever the peer sends', () => {
    const message = fc.record({
      verb: fc.constantFrom('do' as const, 'dont' as const, 'will' as const, 'wont' as const),
      option: fc.constantFrom(ECHO, SGA, BINARY, TTYPE, NAWS, LINEMODE, 255),
    });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 200 }), (messages) => {
        const table = new TelnetOptionTable(LISTENER_POLICY);
        table.request('remote', TTYPE);
        for (const received of messages) expect(table.receive(received).replies.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
