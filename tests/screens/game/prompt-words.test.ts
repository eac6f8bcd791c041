// Every decision the engine asks for reads as words of its own (issue #6: "Offer: your choice / Ally,
// Black cave guide"): what is offered, by whom, and what it gives or costs.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { graphOf } from '../../../src/rulesets/classic/bots/board.js';
import type { UseOption } from '../../../src/engine/index.js';
import { describeOption } from '../../../src/rulesets/classic/screens/describe-option.js';
import { draftFor, type PromptData } from '../../../src/rulesets/classic/screens/prompt-drafts.js';
import type { MenuDraft } from '../../../src/screens/game/menu-model.js';
import { tidyId } from '../../../src/screens/game/names.js';
import { madeUpPrompt, PROMPT_FIXTURES, promptKinds } from './prompt-fixtures.js';
import { content, freshState } from './support.js';

const KINDS = promptKinds(readFileSync('src/rulesets/classic/engine/types/prompts.ts', 'utf8'));

function fixture(kind: string): PromptData {
  const prompt = PROMPT_FIXTURES[kind];
  if (!prompt) throw new Error(`no fixture for ${kind}`);
  return prompt;
}

function choices(draft: MenuDraft): Array<[string, string, string]> {
  return draft.groups.flatMap((g) => g.choices.map((c): [string, string, string] => [c.optionId, c.label, c.detail]));
}

function withContext(kind: string, context: unknown): PromptData {
  return { ...fixture(kind), context };
}

describe('the words of every decision', () => {
  it('has a fixture and words of its own for every kind the engine asks, never the placeholder', () => {
    for (const kind of KINDS) {
      const draft = draftFor(content, fixture(kind));
      expect(draft.title, kind).not.toMatch(/your choice|what will .* do\?$/);
      expect(draft.title, kind).not.toContain(`${tidyId(kind)}:`);
    }
    // The decisions of services, trading and cards had none: no option of theirs is a bare id now.
    for (const kind of ['offer', 'charity', 'trade-reply', 'extra-cards', 'adrift', 'power-seal', 'use-cards', 'auction-bid', 'aim-monster']) {
      for (const [id, label, detail] of choices(draftFor(content, fixture(kind)))) expect(`${label} ${detail}`.trim(), kind).not.toBe(tidyId(id));
    }
    // A kind still unknown keeps a usable menu under its own name.
    expect(draftFor(content, madeUpPrompt('summon-the-night-gaunt')).title).toBe('Summon the night gaunt: what will Ben Hale do?');
  });

  it('offers an ally by name, where, for how much and what they give', () => {
    const draft = draftFor(content, fixture('offer'));
    expect(draft.title).toBe('Jonas Pickett offers to join you at Black Cave for $5');
    expect(draft.context[0]).toContain('+2 Fight');
    expect(choices(draft)).toEqual([
      ['take', 'Hire Jonas Pickett', '$5, +2 Fight'],
      ['leave', 'Go on alone', ''],
    ]);
  });

  it('offers a retainer with its pay, from the place the investigator stands in when the table is known', () => {
    const prompt = withContext('offer', { what: 'retainer', ally: null, price: 0 });
    const draft = draftFor(content, prompt);
    expect(draft.title).toBe('You are offered a retainer');
    expect(draft.context[0]).toContain(`$${content.rules.retainerPay} at the start of each of your turns`);
    expect(choices(draft)[0]).toEqual(['take', 'Take the retainer', `$${content.rules.retainerPay} every turn`]);
    const state = freshState(1);
    const inv = state.invs[0];
    if (!inv) throw new Error('no investigator');
    inv.at = graphOf(content).indexOf('newspaper');
    expect(draftFor(content, { ...prompt, investigator: inv.id }, state).title).toBe('Newspaper offers you a retainer');
  });

  it("tells the Mission's gifts and their price", () => {
    const draft = draftFor(content, fixture('charity'));
    expect(draft.title).toBe('The Dagon Mission offers a helping hand');
    expect(draft.context[0]).toContain('instead of your trophies');
    expect(choices(draft).map(([, label]) => label)).toEqual(['Take $10', 'Take 2 items', 'Take a spell', 'Not now']);
  });

  it('shows a trade as it stands, what to give and what to ask for under headings', () => {
    const draft = draftFor(content, fixture('trade'));
    expect(draft.title).toBe('A trade with Amos Wendell');
    expect(draft.context).toEqual(['You give: $2.', 'You ask for: Knife.']);
    expect(draft.groups.map((g) => [g.heading, g.choices.map((c) => c.label)])).toEqual([
      ['Give Amos Wendell', ['$1', 'Shotgun']],
      ['Ask Amos Wendell for', ['Shrivelling']],
      [null, ['Send the offer to Amos Wendell', 'Call the trade off']],
    ]);
    const reply = draftFor(content, fixture('trade-reply'));
    expect(reply.title).toBe('Amos Wendell offers Ben Hale a trade');
    expect(reply.context).toEqual(['Amos Wendell gives: .38 Revolver.', 'And asks in return for: $3.']);
  });

  it('words the rest: extra cards, adrift, a Power seal, cards in an Other World, a bid, a release, an aim', () => {
    expect(choices(draftFor(content, fixture('extra-cards'))).map(([, label]) => label)).toEqual(['An item and a spell', 'A skill and an item', 'A skill and a spell']);
    expect(draftFor(content, fixture('adrift')).title).toBe('Ben Hale lies adrift in the City of the Great Race (box 2)');
    expect(draftFor(content, fixture('power-seal')).title).toBe('Seal Woods with the body of Cthulhu?');
    expect(choices(draftFor(content, fixture('use-cards')))).toEqual([
      ['go-on', 'Go on without a card', ''],
      ['use:find-gate', 'Cast Find Gate', ''],
    ]);
    const bid = draftFor(content, fixture('auction-bid'));
    expect(bid.title).toBe('Amos Wendell auctions Shotgun');
    expect(bid.context).toEqual(['Shotgun lists at $6. Highest bid so far: $2, by Amos Wendell.']);
    expect(choices(bid).slice(1)).toEqual([
      ['bid:3', 'Bid $3', ''],
      ['bid:4', 'Bid $4', ''],
      ['item:knife', 'Offer Knife', 'worth $3'],
    ]);
    const list = draftFor(content, withContext('auction-bid', { auctioneer: 'ben-hale', card: 'shotgun', price: 6, stage: 'list', high: 0, bidder: null }));
    expect(list.context[0]).toContain('Nobody bid');
    expect(draftFor(content, fixture('release-monster')).title).toBe('Let the bound Ghoul loose where?');
    const aim = draftFor(content, fixture('aim-monster'));
    expect(aim.title).toBe('Which way does the Ghoul at West Street face?');
    expect(choices(aim)[1]?.[1]).toMatch(/^Toward River Street/);
  });

  it('says what a card use does and to what, from its fields', () => {
    const use = (id: string, card: string, deck: 'item' | 'spell', mode: string | null, target: { investigator?: string; counter?: number; location?: string } = {}) => {
      const option: UseOption = { id, card, deck, mode, investigator: target.investigator ?? null, counter: target.counter ?? null, location: target.location ?? null };
      return describeOption(content, option);
    };
    const ghoul = 18;
    expect(use('use:bind-monster:capture:18', 'bind-monster', 'spell', 'capture', { counter: ghoul })).toEqual({ optionId: 'use:bind-monster:capture:18', label: 'Cast Bind Monster: capture the Ghoul', detail: '' });
    expect(use('use:dragons-eye:banish:18', 'dragons-eye', 'item', 'banish', { counter: ghoul }).label).toBe("Use Dragon's Eye: banish the Ghoul");
    expect(use('use:ruby-of-rlyeh:close:woods', 'ruby-of-rlyeh', 'item', 'close', { location: 'woods' }).label).toBe("Use Ruby of R'lyeh: close the gate at Woods");
    expect(use('use:silver-key:mark:earths-dreamlands:2', 'silver-key', 'item', 'mark', { location: 'earths-dreamlands:2' }).label).toBe("Use Silver Key: mark Earth's Dreamlands, box 2");
    expect(use('use:heal:amos-wendell', 'heal', 'spell', null, { investigator: 'amos-wendell' }).label).toBe('Cast Heal on Amos Wendell');
    expect(use('use:elder-sign:woods', 'elder-sign', 'item', null, { location: 'woods' }).label).toBe('Use Elder Sign at Woods');
  });

  it('warns before closing a gate that would strand someone', () => {
    const draft = draftFor(content, withContext('gate-or-location', { location: 'woods', strands: ['amos-wendell'] }));
    expect(draft.context).toEqual(['It is the last way back from its world: closing it strands Amos Wendell there, and costs you a die of Sanity for each.']);
    expect(draftFor(content, withContext('attack-gate', { location: 'woods', strands: [] })).context).toEqual([]);
  });
});
