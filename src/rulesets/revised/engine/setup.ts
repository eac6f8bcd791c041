// A new revised game (D-SETUP): one investigator per player, at their home with their money, Clue
// tokens and starting cards (an ally's maximum bonus counted from the start), the sliders where the sheet sets them; the decks, the monster cup and the
// gate markers shuffled; then the first Mythos card (a gate, its monster and a Clue token, no movement).
import { seedRng, shuffleInPlace } from '../../../engine/core/rng.js';
import { emit } from '../../../engine/core/run.js';
import type { Exits } from './monster-movement.js';
import type { GameRun, RevisedCtx } from './game-run.js';
import type { GameInvestigator, RevisedGameState, RevisedSetup } from './game-types.js';
import { skillsAt } from './sliders.js';
import { CARD_DECKS, anyCard, deckOfCard, joinInvestigator, maximumOf } from './cards.js';
import type { CardDeck, RevisedContent } from './types.js';

export function prepareRevised(content: RevisedContent): RevisedCtx {
  const exits: Exits = {};
  const locations: string[] = [];
  for (const area of Object.values(content.board)) {
    exits[area.id] = { ...(area.white !== undefined ? { white: area.white } : {}), ...(area.black !== undefined ? { black: area.black } : {}) };
    if (area.kind === 'location') locations.push(area.id);
  }
  return { ...content, exits, locations };
}

/** The monster limit (D-LIMIT): three more than the investigators. */
export const monsterLimit = (investigators: number): number => investigators + 3;

/** Each entry's id, as many times over as `count` says, in content order. */
function copiesOf<T extends { id: string }>(entries: Record<string, T>, count: (entry: T) => number): string[] {
  const out: string[] = [];
  for (const entry of Object.values(entries)) for (let k = count(entry); k > 0; k -= 1) out.push(entry.id);
  return out;
}

/** Every copy of every card, deck by deck, in content order. */
function decksOf(c: RevisedCtx): Record<CardDeck, string[]> {
  const decks: Record<CardDeck, string[]> = { common: [], unique: [], spells: [], skills: [], allies: [] };
  for (const card of Object.values(c.cards)) for (let k = card.copies; k > 0; k -= 1) decks[deckOfCard(card)].push(card.id);
  return decks;
}

/** The investigator cards in play: those the players named, then the rest dealt at random. */
function dealInvestigators(c: RevisedCtx, s: RevisedGameState, setup: RevisedSetup): { player: string; card: string }[] {
  const named = setup.players.flatMap((p) => p.investigators?.slice(0, 1) ?? []);
  const players = new Set<string>();
  for (const p of setup.players) {
    if (players.has(p.id)) throw new Error(`player ${p.id} is seated twice`);
    players.add(p.id);
  }
  for (const card of named) {
    if (!(card in c.investigators)) throw new Error(`no investigator ${card}`);
    if (named.indexOf(card) !== named.lastIndexOf(card)) throw new Error(`investigator ${card} is named twice`);
  }
  const free = Object.keys(c.investigators).filter((id) => !named.includes(id));
  shuffleInPlace(s.rng, free);
  return setup.players.map((p) => {
    const card = p.investigators?.[0] ?? free.pop();
    if (card === undefined) throw new Error(`more players than investigators (${Object.keys(c.investigators).length})`);
    return { player: p.id, card };
  });
}

function takeFromDeck(deck: string[], card: string): boolean {
  const at = deck.indexOf(card);
  if (at < 0) return false;
  deck.splice(at, 1);
  return true;
}

export function newRevisedGame(c: RevisedCtx, setup: RevisedSetup, seed: string | number): GameRun {
  if (setup.players.length === 0) throw new Error('a game needs at least one player');
  const s: RevisedGameState = {
    ruleset: 'revised', version: 0, contentVersion: c.version, rng: seedRng(seed), seq: 0, phase: 'mythos', turn: 0,
    players: setup.players.map((p) => p.id), invs: [], world: [], firstPlayer: 0, actor: 0, terror: 0,
    decks: { ...decksOf(c), mythos: c.mythos.map((m) => m.id), mythosDiscard: [] },
    cup: copiesOf(c.monsters, (m) => m.count),
    board: {
      doom: 0, doomTrack: c.ancientOne.doomTrack, gateStack: copiesOf(c.worlds, (w) => w.markers),
      gates: {}, elderSigns: [], monsters: {}, outskirts: [], monsterLimit: monsterLimit(setup.players.length), clues: {},
    },
    outcome: null, final: null,
  };
  for (const list of [...CARD_DECKS.map((d) => s.decks[d]), s.decks.mythos, s.board.gateStack]) shuffleInPlace(s.rng, list);
  const dealt = dealInvestigators(c, s, setup);
  s.invs = dealt.map(({ player, card }): GameInvestigator => {
    const sheet = c.investigators[card];
    if (sheet === undefined) throw new Error(`no investigator ${card}`);
    const sliders = { speed: sheet.sliders.speed.at, fight: sheet.sliders.fight.at, lore: sheet.sliders.lore.at };
    const inv: GameInvestigator = {
      id: card, card, player, stamina: sheet.maxStamina, sanity: sheet.maxSanity, skills: skillsAt(sheet, sliders), sliders, clues: sheet.clues, money: sheet.money,
      items: [], others: [], retainers: [], trophies: [], gateTrophies: [], place: { kind: 'arkham', node: sheet.home }, delayed: false, jailed: false,
      explored: null, quietTurn: -1, rerollTurn: -1, devoured: false, acted: false, flow: [],
    };
    for (const id of sheet.items) if (takeFromDeck(s.decks[deckOfCard(anyCard(c, id))], id)) joinInvestigator(c, inv, id);
    inv.stamina = maximumOf(c, inv, 'stamina');
    inv.sanity = maximumOf(c, inv, 'sanity');
    return inv;
  });
  s.board.monsterLimit = monsterLimit(s.invs.length);
  const r: GameRun = { c, s, ev: [], built: null };
  emit(r, { type: 'game-started', investigators: s.invs.map((i) => i.id), ancientOne: c.ancientOne.id });
  s.actor = s.invs.length;
  s.world.push({ k: 'mythos', slot: -1, ask: 0, first: true });
  return r;
}
