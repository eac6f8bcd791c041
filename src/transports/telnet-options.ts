// Telnet option negotiation state, kept per option and per side as RFC 1143 describes ("the Q
// method"), simplified: no queued opposite requests. Pure: messages in, replies out; no I/O.

/** Interpret As Command (RFC 854). */
export const IAC = 255;
/** Sub-negotiation begin and end (RFC 854). */
export const SB = 250;
export const SE = 240;

/** Option codes we negotiate, each from the RFC that defines it. */
export const TelnetOption = {
  /** RFC 856 */
  BINARY: 0,
  /** RFC 857 */
  ECHO: 1,
  /** RFC 858 */
  SGA: 3,
  /** RFC 1091 */
  TTYPE: 24,
  /** RFC 1073 */
  NAWS: 31,
} as const;

/** TTYPE sub-negotiation commands (RFC 1091). */
export const TTYPE_IS = 0;
export const TTYPE_SEND = 1;

export type NegotiationVerb = 'do' | 'dont' | 'will' | 'wont';

export interface Negotiation {
  verb: NegotiationVerb;
  option: number;
}

/** 'local': an option we perform (we say WILL/WONT); 'remote': one the peer performs (we say DO/DONT). */
export type OptionSide = 'local' | 'remote';

/**
 * RFC 1143 states, without the queue bit. We never ask to turn an option off, so the Q method's
 * WANTNO state cannot occur and is left out.
 */
export type OptionState = 'no' | 'yes' | 'want-yes';

/** An option that became enabled or disabled, including a request of ours being refused. */
export interface OptionChange {
  side: OptionSide;
  option: number;
  enabled: boolean;
}

export interface NegotiationResult {
  replies: Negotiation[];
  change?: OptionChange;
}

export interface OptionPolicy {
  /** Options we agree to perform when the peer asks (DO x -> WILL x). */
  local: readonly number[];
  /** Options we agree to let the peer perform when it offers (WILL x -> DO x). */
  remote: readonly number[];
}

/** What our listener performs and accepts: FACTS-BBS §4.2. */
export const LISTENER_POLICY: OptionPolicy = {
  local: [TelnetOption.ECHO, TelnetOption.SGA, TelnetOption.BINARY],
  remote: [TelnetOption.SGA, TelnetOption.BINARY, TelnetOption.TTYPE, TelnetOption.NAWS],
};

export class TelnetOptionTable {
  private readonly states = { local: new Map<number, OptionState>(), remote: new Map<number, OptionState>() };

  constructor(private readonly policy: OptionPolicy) {}

  state(side: OptionSide, option: number): OptionState {
    return this.states[side].get(option) ?? 'no';
  }

  isEnabled(side: OptionSide, option: number): boolean {
    return this.state(side, option) === 'yes';
  }

  /** Asks for an option to be enabled on `side`; returns what to send (nothing if already on or asked). */
  request(side: OptionSide, option: number): Negotiation[] {
    if (this.state(side, option) !== 'no') return [];
    this.states[side].set(option, 'want-yes');
    return [{ verb: side === 'local' ? 'will' : 'do', option }];
  }

  /** Takes one message from the peer; returns the replies it calls for and what changed. */
  receive(message: Negotiation): NegotiationResult {
    switch (message.verb) {
      case 'will':
        return this.onOffer('remote', message.option);
      case 'do':
        return this.onOffer('local', message.option);
      case 'wont':
        return this.onRefusal('remote', message.option);
      case 'dont':
        return this.onRefusal('local', message.option);
    }
  }

  /** The peer offers (WILL) or asks us (DO) to enable the option on `side`. */
  private onOffer(side: OptionSide, option: number): NegotiationResult {
    const enable: Negotiation = { verb: side === 'local' ? 'will' : 'do', option };
    const refuse: Negotiation = { verb: side === 'local' ? 'wont' : 'dont', option };
    switch (this.state(side, option)) {
      case 'no':
        if (!this.policy[side].includes(option)) return { replies: [refuse] };
        this.states[side].set(option, 'yes');
        return { replies: [enable], change: { side, option, enabled: true } };
      case 'yes':
        // Already in the asked state: answering again is how negotiation loops start.
        return { replies: [] };
      case 'want-yes':
        this.states[side].set(option, 'yes');
        return { replies: [], change: { side, option, enabled: true } };
    }
  }

  /** The peer refuses (WONT) or forbids us (DONT) the option on `side`. */
  private onRefusal(side: OptionSide, option: number): NegotiationResult {
    const acknowledge: Negotiation = { verb: side === 'local' ? 'wont' : 'dont', option };
    switch (this.state(side, option)) {
      case 'no':
        return { replies: [] };
      case 'yes':
        this.states[side].set(option, 'no');
        return { replies: [acknowledge], change: { side, option, enabled: false } };
      case 'want-yes':
        this.states[side].set(option, 'no');
        return { replies: [], change: { side, option, enabled: false } };
    }
  }
}
