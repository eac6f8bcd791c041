// The words of each decision: a title, the situation, and a label and detail per option. A kind not
// listed here, and any option a listed kind does not expect, is described from its data alone.
import type { CheckName, Content, Effect } from '../content/schema.js';
import { CARD_DRAFTERS } from './card-drafts.js';
import { loadoutDraft } from './combat-menu.js';
import { byId, decider, simple, type DraftInput, type Drafter, type PromptData } from './draft-kit.js';
import { describeOption, field, numberField, stringField } from './describe-option.js';
import { effectsInWords } from './effect-words.js';
import { meetingDraft } from './meeting-menu.js';
import type { MenuChoice, MenuDraft } from '../../../screens/game/menu-model.js';
import { CANNOT_WIN, checkSixths, gateOdds, gateOddsWords, inSix, percent } from './roll-odds.js';
import { moveDraft } from './move-menu.js';
import { cardName, investigatorName, listWords, placeName, tidyId, worldInText } from '../../../screens/game/names.js';
import { SERVICE_DRAFTERS } from './service-drafts.js';
import { spaceLabel } from './street-words.js';
import type { TableState } from './table-state.js';

export type { PromptData } from './draft-kit.js';

const placeOf = (input: DraftInput): string => placeName(input.content, stringField(input.prompt.context, 'location') ?? '');

/** Who would be stranded in the gate's world if it closed (its last gate). */
function strandWords(input: DraftInput): string[] {
  const strands = field(input.prompt.context, 'strands');
  const names = Array.isArray(strands) ? strands.filter((s): s is string => typeof s === 'string').map((id) => investigatorName(input.content, id)) : [];
  return names.length === 0 ? [] : [`It is the last way back from its world: closing it strands ${listWords(names)} there, and costs you a die of Sanity for each.`];
}

/** The face of a table whose choice offers these keys, for the words of the encounter. */
function choiceFace(content: Content, context: unknown, keys: string[]): { text: string; options: { key: string; effects: Effect[] }[] } | null {
  const table = stringField(context, 'table');
  const id = stringField(context, 'id') ?? '';
  const faces = table === 'world' ? (content.otherWorlds.find((w) => w.id === id)?.table ?? []) : (content.locationTables[id] ?? []);
  for (const face of faces) {
    for (const effect of face.effects) {
      if (effect.do === 'choice' && keys.every((k) => effect.options.some((o) => o.key === k))) return { text: face.text, options: effect.options };
    }
  }
  return null;
}

/** The gate's strength and the decider's odds of closing it, and the Sanity checks its guardians ask first. */
function gateWords(input: DraftInput): string[] {
  const inv = decider(input);
  const odds = inv && input.state ? gateOdds(input.content, input.state, inv, stringField(input.prompt.context, 'location') ?? '') : null;
  return odds === null ? [] : [gateOddsWords(odds)];
}

function attackGateChoice(input: DraftInput, optionId: string, label = 'Attack the gate'): MenuChoice {
  const inv = decider(input);
  const odds = inv && input.state ? gateOdds(input.content, input.state, inv, stringField(input.prompt.context, 'location') ?? '') : null;
  if (odds === null) return { optionId, label, detail: '' };
  return { optionId, label, detail: `${odds.sp} to close, best ${percent(odds.best)}`, ...(odds.best === 0 ? { confirm: CANNOT_WIN } : {}) };
}

/** A Fast Talk passes on a die at or under the skill: its odds, and the question when it cannot pass. */
function fastTalkChoice(input: DraftInput, optionId: string, card: string, price: number): MenuChoice {
  return withCheckOdds(input, { optionId, label: `Fast Talk for ${card}`, detail: `$${price} if it works` }, 'fastTalk');
}

/** A choice that rolls a check, its chance after the detail's first clause ("a Strength check (3 in 6); ..."). */
function withCheckOdds(input: DraftInput, choice: MenuChoice, check: CheckName, modifier = 0): MenuChoice {
  const inv = decider(input);
  if (!inv) return choice;
  const sixths = checkSixths(input.content, inv, check, modifier);
  const [first = '', ...rest] = choice.detail.split(';');
  const detail = [`${first} (${inSix(sixths)})`.trim(), ...rest].join(';');
  return { ...choice, detail, ...(sixths === 0 ? { confirm: CANNOT_WIN } : {}) };
}

/** Last business of a turn (or of the setup): selling, trading, or being done, which `done` names. */
function dealings(title: string, context: string[], done: string): Drafter {
  return (input) =>
    simple(input, title, context, (o) => {
      const action = stringField(o, 'action') ?? (o.id === 'end' ? 'end' : undefined);
      if (action === 'end') return { optionId: o.id, label: done, detail: '' };
      if (action === 'sell') return { optionId: o.id, label: `Sell ${cardName(input.content, 'item', stringField(o, 'card') ?? '')}`, detail: `$${numberField(o, 'price') ?? 0}` };
      const partner = stringField(o, 'partner');
      if (!partner) return null;
      const them = investigatorName(input.content, partner);
      if (action === 'trade') return { optionId: o.id, label: `Trade with ${them}`, detail: '' };
      if (action === 'carry') return withCheckOdds(input, { optionId: o.id, label: `Carry ${them} one box on`, detail: 'a Strength check; ends the turn' }, 'strength');
      if (action === 'borrow') return { optionId: o.id, label: `Borrow ${cardName(input.content, 'item', stringField(o, 'card') ?? '')} from ${them}`, detail: '' };
      return null;
    });
}

const DRAFTERS: Readonly<Record<string, Drafter>> = {
  'setup-stats': (input) =>
    simple(
      input,
      `How hardy is ${input.who}, and how steady?`,
      [
        `Strength and Sanity share ${numberField(input.prompt.context, 'points') ?? '?'} points, ` +
          `${numberField(input.prompt.context, 'min') ?? '?'} to ${numberField(input.prompt.context, 'max') ?? '?'} each.`,
      ],
      (o) => {
        const str = numberField(o, 'strength');
        const san = numberField(o, 'sanity');
        return str === undefined || san === undefined ? null : { optionId: o.id, label: `Strength ${str}, Sanity ${san}`, detail: '' };
      },
    ),
  move: (input) => moveDraft(input.content, input.who, input.prompt.context, input.prompt.options),
  'gate-or-location': (input) =>
    simple(
      input,
      `A gate stands open at ${placeOf(input)}`,
      [...strandWords(input), ...gateWords(input)],
      (o) => (o.id === 'attack' ? attackGateChoice(input, o.id, 'Try to close the gate') : byId({ location: `Face what ${placeOf(input)} holds`, gate: 'Step through the gate' })(o)),
    ),
  'attack-gate': (input) =>
    simple(input, `Close the gate at ${placeOf(input)}?`, [...gateWords(input), ...strandWords(input)], (o) =>
      o.id === 'attack' ? attackGateChoice(input, o.id) : byId({ skip: 'Leave it for now' })(o),
    ),
  'enter-gate': (input) =>
    simple(input, `The way into the gate at ${placeOf(input)} is clear`, [], byId({ stay: 'Stay on this side', gate: 'Go through' })),
  'sneak-or-fight': meetingDraft,
  'combat-loadout': (input) => loadoutDraft(input.content, input.prompt.context, input.prompt.options),
  'sneak-to': (input) =>
    simple(input, 'Slip away to where?', [], (o) => {
      const node = stringField(o, 'node');
      return node === undefined ? null : { optionId: o.id, label: spaceLabel(input.content, node), detail: '' };
    }),
  'pick-location': (input) => {
    const draft = simple(input, 'A free ride anywhere in Arkham', [], (o) => {
      const node = stringField(o, 'node');
      return node === undefined ? null : { optionId: o.id, label: placeName(input.content, node), detail: '' };
    });
    for (const group of draft.groups) group.choices.sort((a, b) => a.label.localeCompare(b.label));
    return draft;
  },
  'return-gate': (input) =>
    simple(input, `Back from ${worldInText(input.content, stringField(input.prompt.context, 'world') ?? '')} by which gate?`, [], (o) => {
      const node = stringField(o, 'node');
      return node === undefined ? null : { optionId: o.id, label: placeName(input.content, node), detail: '' };
    }),
  buy: (input) => {
    const deck = stringField(input.prompt.context, 'deck') ?? 'item';
    return simple(input, deck === 'spell' ? 'Spells to be had' : 'Goods for sale', [`${input.who} has $${numberField(input.prompt.context, 'money') ?? 0}.`], (o) => {
      const action = stringField(o, 'action');
      const card = cardName(input.content, deck, stringField(o, 'card') ?? '');
      const price = numberField(o, 'price') ?? 0;
      if (action === 'done') return { optionId: o.id, label: 'Done buying', detail: '' };
      if (action === 'buy') return { optionId: o.id, label: `Buy ${card}`, detail: `$${price}` };
      if (action === 'talk') return fastTalkChoice(input, o.id, card, price);
      return null;
    });
  },
  choice: (input) => {
    const face = choiceFace(input.content, input.prompt.context, input.prompt.options.map((o) => o.id));
    return simple(input, 'What will you do?', face ? [face.text] : [], (o) => {
      const branch = face?.options.find((b) => b.key === o.id);
      if (!branch) return null;
      const choice = { optionId: o.id, label: tidyId(o.id), detail: effectsInWords(branch.effects) };
      const check = branch.effects[0];
      return check?.do === 'check' ? withCheckOdds(input, choice, check.check, check.modifier) : choice;
    });
  },
  discard: (input) => {
    const reason = stringField(input.prompt.context, 'reason');
    const title =
      reason === 'knocked-out' ? 'Knocked senseless: a card is lost' : reason === 'insane' ? 'Your mind gives way: a card is lost' : 'Give up a card';
    const deck = stringField(input.prompt.context, 'deck') ?? 'item';
    return simple(input, title, [], (o) => {
      const card = stringField(o, 'card');
      return card === undefined ? null : { optionId: o.id, label: cardName(input.content, deck, card), detail: '' };
    });
  },
  heal: (input) => {
    const service = stringField(input.prompt.context, 'service') ?? 'hospital';
    const hospital = service !== 'sanitarium';
    const price = numberField(input.prompt.context, 'price') ?? 0;
    const place = input.content.board.locations.find((l) => l.services.some((s) => s === service))?.name ?? tidyId(service);
    return simple(
      input,
      `${place}: $${price} a treatment`,
      [],
      byId({ heal: `Pay for treatment: a die of ${hospital ? 'Strength' : 'Sanity'} back`, leave: 'Leave' }),
    );
  },
  'end-turn': dealings('Anything more before the turn ends?', [], 'End the turn'),
  'setup-trade': dealings('Before the first day: swap starting cards?', ['Investigators may trade what they were dealt before they set out.'], 'Ready: set out with what was dealt'),
  ...SERVICE_DRAFTERS,
  ...CARD_DRAFTERS,
};

function generic(input: DraftInput): MenuDraft {
  const context = Object.entries(typeof input.prompt.context === 'object' && input.prompt.context !== null ? input.prompt.context : {})
    .map(([, value]) => (typeof value === 'string' ? describeOption(input.content, { id: value }).label : ''))
    .filter((words) => words !== '');
  return simple(input, `${tidyId(input.prompt.kind)}: what will ${input.who} do?`, context.length > 0 ? [context.join(', ')] : [], () => null);
}

/**
 * The words of a decision; a kind these screens do not know still reads as a usable menu. With the
 * table (`state`), a decision that depends on the investigator's own figures shows their odds too.
 */
export function draftFor(content: Content, prompt: PromptData, state?: TableState): MenuDraft {
  const drafter = DRAFTERS[prompt.kind] ?? generic;
  return drafter({ content, prompt, who: investigatorName(content, prompt.investigator), ...(state === undefined ? {} : { state }) });
}
