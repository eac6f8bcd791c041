// Meeting monsters (the sneak-or-fight decision): the situation names each monster with what it takes
// to beat, what a lost round costs and what facing it costs in Sanity, then the investigator's odds
// (their Sanity check, their best attack with what they carry, their Sneak), all within the menu's
// few lines of situation. Without the table only the odds the prompt carries (the Sneak) are shown.
import type { Amount, Content, MonsterSpecies } from '../content/schema.js';
import type { InvestigatorState } from '../../../engine/index.js';
import { counterFacts, factsOf } from '../bots/facts.js';
import { bestAttack, planChance } from '../bots/odds.js';
import { decider, simple, type DraftInput } from './draft-kit.js';
import { field, numberField, stringField, type OptionData } from './describe-option.js';
import type { MenuDraft } from '../../../screens/game/menu-model.js';
import { monsterName, withArticle } from '../../../screens/game/names.js';
import { CANNOT_WIN, inSix, percent } from './roll-odds.js';
import { wrapWords } from '../../../screens/game/wrap.js';

/** The situation's lines (prompt-menu.ts shows three at most, 78 cells wide). */
const LINES = 3;
const WIDTH = 78;

/** The monsters of one species met here. */
interface Met {
  species: string;
  name: string;
  info: MonsterSpecies | undefined;
  counters: number[];
  sp: number;
}

function metMonsters(content: Content, options: readonly OptionData[]): Met[] {
  const met: Met[] = [];
  for (const option of options) {
    const species = stringField(option, 'species');
    const counter = numberField(option, 'counter');
    if (stringField(option, 'action') !== 'fight' || species === undefined || counter === undefined) continue;
    const sp = numberField(option, 'sp') ?? 0;
    const known = met.find((m) => m.species === species);
    if (known) known.counters.push(counter);
    else met.push({ species, name: monsterName(content, species), info: content.monsters.find((m) => m.id === species), counters: [counter], sp });
  }
  return met;
}

/** "1", "a die", "a die plus 1": a sanity figure in words. */
function amountWords(amount: Amount): string {
  if (typeof amount === 'number') return String(amount);
  return amount.replace(/^(\d*)D6/, (_, n: string) => (n === '' || n === '1' ? 'a die' : `${n} dice`)).replace(/\+(\d+)$/, ' plus $1');
}

function has(met: Met, special: MonsterSpecies['specials'][number]): boolean {
  return met.info?.specials.includes(special) ?? false;
}

/** "9 to beat", "14 and a die to beat", with what harms it when not everything does. */
function beatWords(met: Met): string {
  const rolled = has(met, 'sp-plus-d6') && met.sp === met.info?.sp ? ' and a die' : '';
  const harm = has(met, 'only-magic')
    ? ', only magic harms it'
    : has(met, 'only-magic-or-silver')
      ? ', only magic or a Silver Bullet harms it'
      : has(met, 'weapons-do-one')
        ? ', Fight and each weapon count 1'
        : '';
  return `${met.sp}${rolled} to beat${harm}`;
}

function lostRoundWords(met: Met): string {
  return has(met, 'carries-through-gate') ? 'a lost round carries you off through a gate' : 'a lost round costs a die of Strength';
}

/** What facing it costs in Sanity, on a check that holds and on one that fails. */
function sanityWords(met: Met): string {
  const [held, failed] = met.info?.sanity ?? [0, 0];
  if (held === 0 && failed === 0) return 'facing it costs no Sanity';
  const onHold = held === 0 ? 'nothing' : `${amountWords(held)} Sanity`;
  return `its Sanity check costs ${onHold} if it holds, ${amountWords(failed)}${held === 0 ? ' Sanity' : ''} if it fails`;
}

function countedName(met: Met): string {
  return met.counters.length > 1 ? `${met.name} x${met.counters.length}` : met.name;
}

/** The monsters in words: a full sentence for one species, a short entry each for several. */
function monsterParagraphs(met: readonly Met[]): string[][] {
  const [only] = met;
  if (met.length === 1 && only) {
    const who = only.counters.length > 1 ? `${countedName(only)}, each` : capitalise(withArticle(only.name));
    const full = `${who}: ${beatWords(only)}. ${capitalise(lostRoundWords(only))}; ${sanityWords(only)}.`;
    const unhurt = `${who}: ${beatWords(only)}. ${capitalise(sanityWords(only))}.`;
    const short = `${who}: ${only.sp} to beat. ${capitalise(sanityWords(only))}.`;
    return [[full], [unhurt], [short]];
  }
  const entries = met.map((m) => `${countedName(m)}: ${beatWords(m)}, Sanity ${figures(m)}`);
  const plain = met.map((m) => `${countedName(m)}: ${m.sp} to beat, Sanity ${figures(m)}`);
  const rule = 'Sanity a/b: lost if the check holds/fails. A lost round: a die of Strength.';
  return [
    [`${entries.join('; ')}.`, rule],
    [`${plain.join('; ')}.`, rule],
    [`${plain.join('; ')}.`],
  ];
}

function figures(met: Met): string {
  const [held, failed] = met.info?.sanity ?? [0, 0];
  return `${amountWords(held)}/${amountWords(failed)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The investigator's chance to beat one monster of `met` with the best they carry. */
function attackChance(content: Content, inv: InvestigatorState, met: Met): number | null {
  const counter = met.counters[0];
  const target = counter === undefined ? undefined : counterFacts(factsOf(content), counter);
  return target === undefined ? null : planChance(bestAttack(content, inv, target, true), met.sp);
}

/** "Your odds: Sanity check 4 in 6, best attack 50%, Sneak 2 in 6." (what is known of them). */
function oddsWords(content: Content, met: readonly Met[], sneak: number | undefined, inv: InvestigatorState | undefined): string | null {
  const say = (attack: string | null): string | null => {
    const parts: string[] = [];
    if (inv && met.some((m) => m.counters.some((c) => !inv.checked.includes(c)))) parts.push(`Sanity check ${Math.max(0, Math.min(6, inv.san))} in 6`);
    if (attack !== null) parts.push(attack);
    if (sneak !== undefined) parts.push(`Sneak ${sneak} in 6`);
    return parts.length === 0 ? null : `Your odds: ${parts.join(met.length === 1 ? ', ' : '; ')}.`;
  };
  const attacks = inv
    ? met.flatMap((m) => {
        const chance = attackChance(content, inv, m);
        return chance === null ? [] : [{ name: m.name, chance: percent(chance) }];
      })
    : [];
  const [one] = attacks;
  if (!one) return say(null);
  if (met.length === 1) return say(`best attack ${one.chance}`);
  const named = say(`attack: ${attacks.map((a) => `${a.name} ${a.chance}`).join(', ')}`) ?? '';
  // Long names give way to the chances alone, in the order the monsters are listed, on one line.
  return [...named].length <= WIDTH ? named : say(`attack ${attacks.map((a) => a.chance).join('/')}`);
}

/** The most telling words that fit the situation's lines, the odds always among them. */
function fitted(variants: readonly string[][], odds: string | null): string[] {
  const oddsLines = odds === null ? [] : wrapWords(odds, WIDTH);
  const room = LINES - oddsLines.length;
  for (const variant of variants) {
    const lines = variant.flatMap((paragraph) => wrapWords(paragraph, WIDTH));
    if (lines.length <= room) return [...lines, ...oddsLines];
  }
  const last = variants[variants.length - 1] ?? [];
  return [...last.flatMap((paragraph) => wrapWords(paragraph, WIDTH)).slice(0, room), ...oddsLines];
}

export function meetingDraft(input: DraftInput): MenuDraft {
  const { content, prompt } = input;
  const where = stringField(prompt.context, 'where');
  const title =
    field(prompt.context, 'mythos') === true ? 'A monster comes for you in the night' : where === 'world' ? 'Something finds you out there' : 'Monsters bar your way';
  const met = metMonsters(content, prompt.options);
  const inv = decider(input);
  const sneak = prompt.options.map((o) => (stringField(o, 'action')?.startsWith('sneak') ? numberField(o, 'chance') : undefined)).find((c) => c !== undefined);
  const context = met.length === 0 ? [] : fitted(monsterParagraphs(met), oddsWords(content, met, sneak, inv));
  return simple(input, title, context, (o) => {
    const action = stringField(o, 'action');
    const chance = numberField(o, 'chance') ?? 0;
    if (action === 'fight') {
      const species = stringField(o, 'species');
      const mine = met.find((m) => m.species === species);
      const odds = inv && mine ? attackChance(content, inv, mine) : null;
      const sp = numberField(o, 'sp');
      const detail = [sp === undefined ? '' : `${sp} to beat`, odds === null ? '' : `best attack ${percent(odds)}`].filter((w) => w !== '').join(', ');
      return { optionId: o.id, label: `Fight the ${mine?.name ?? (species ? monsterName(content, species) : 'monster')}`, detail };
    }
    const cannot = chance <= 0 ? { confirm: CANNOT_WIN } : {};
    if (action === 'sneak') return { optionId: o.id, label: 'Sneak past', detail: inSix(chance), ...cannot };
    if (action === 'sneak-gate') return { optionId: o.id, label: 'Sneak into the gate', detail: inSix(chance), ...cannot };
    return null;
  });
}
