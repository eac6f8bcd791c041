// What lies under a revised decision's menu: the map of Arkham slid so the investigator deciding and
// the places the menu offers stay in sight (an arrow by each place a move may go on to), or, for an
// investigator in an Other World, that world's picture with where they stand; and the investigator's
// own status in two lines. The pictures are classic's where a revised place or world is the same kind
// of place (REVISED_PICTURES), so each encounter and each world has its vignette.
import type { RevisedContent } from '../content/schema.js';
import type { RevisedPrompt } from '../../../engine/index.js';
import type { Cell } from '../../../term/cursor-moves.js';
import { ScreenBuffer } from '../../../term/screen-buffer.js';
import type { ArtLibrary } from '../../../screens/art/library.js';
import type { PlacedPage } from '../../../screens/game/ask-prompt.js';
import { pointOn, windowedMap, type MapFocus, type MapPoint } from '../../../screens/game/map-window.js';
import { pictureBeside, vignetteName } from '../../../screens/game/other-world.js';
import { INK } from '../../../screens/game/palette.js';
import { placeVignette, placeVignetteName } from '../../../screens/game/place-vignette.js';
import { clip, wrapWords } from '../../../screens/game/wrap.js';
import { mapRowsAbove, withMenu, type Banner } from '../../../screens/play/table-view.js';
import { revisedMapBoard } from './map-board.js';
import { drawRevisedMap, worldInk, type RevisedTableState } from './map.js';
import { revisedNamer } from './names.js';

/**
 * The picture each revised place or world borrows from classic's art (ansi/place-*.ans,
 * ansi/world-*.ans), chosen for the same kind of place. A revised id with a picture by its own name
 * needs no entry: classic's own places (graveyard, library, police-station, boarding-house,
 * historical-society) and the revised board's own (first-bank, town-square, river-docks,
 * reed-island, general-store, drawn for it).
 */
export const REVISED_PICTURES: Readonly<Record<string, string>> = {
  'rail-yard': 'train-station',
  'gazette-office': 'newspaper',
  'arkham-asylum': 'sanitarium',
  roadhouse: 'hibs-roadhouse',
  'curio-shop': 'curiositie-shoppe',
  'hollow-cave': 'black-cave',
  'science-hall': 'miskatonic-university',
  'admin-hall': 'miskatonic-university',
  'witch-house': 'shunned-house',
  'lantern-lodge': 'silver-twilight-lodge',
  'st-marys-hospital': 'hospital',
  'pine-woods': 'woods',
  chapel: 'north-church',
  'drowned-city': 'rlyeh',
  'glass-desert': 'abyss',
  'hanging-gardens': 'earths-dreamlands',
  'clockwork-deep': 'city-of-the-great-race',
  'ashen-plain': 'plateau-of-leng',
  'moonless-wood': 'another-dimension',
};

/** The art a revised place or world is drawn with: its own id's, or the classic picture it borrows. */
export function revisedPictureOf(id: string): string {
  return REVISED_PICTURES[id] ?? id;
}

/** A revised location's vignette (18x6 in the top-left cells), or null when it has none. */
export function revisedPlaceVignette(art: ArtLibrary, place: string): ScreenBuffer | null {
  return placeVignette(art, revisedPictureOf(place));
}

export function hasRevisedVignette(art: ArtLibrary, place: string): boolean {
  return art.has(placeVignetteName(revisedPictureOf(place)));
}

/** "Ned Barrow at Rail Yard: Stamina 5 of 7, Sanity 4 of 5." and "2 Clues, $3, 2 cards held, focus 2 a turn." */
export function investigatorStatus(content: RevisedContent, state: RevisedTableState, slot: number): string[] {
  const inv = state.invs[slot];
  if (!inv) return [];
  const name = revisedNamer(content);
  const card = content.investigators[inv.card];
  const where = inv.place.kind === 'arkham' ? name(inv.place.node) : inv.place.kind === 'other-world' ? `${name(inv.place.world)}, area ${inv.place.area}` : 'lost in time and space';
  const cards = inv.items.length + inv.others.length;
  const of = (now: number, max: number | undefined): string => (max === undefined ? String(now) : `${now} of ${max}`);
  const flags = [...(inv.delayed ? ['delayed'] : []), ...(inv.jailed ? ['in a cell'] : [])];
  return [
    `${name(inv.id)} at ${where}${flags.length > 0 ? ` (${flags.join(', ')})` : ''}: Stamina ${of(inv.stamina, card?.maxStamina)}, Sanity ${of(inv.sanity, card?.maxSanity)}.`,
    `${inv.clues} ${inv.clues === 1 ? 'Clue' : 'Clues'}, $${inv.money}, ${cards} ${cards === 1 ? 'card' : 'cards'} held, focus ${card?.focus ?? 0} a turn.`,
  ];
}

/** The deciding investigator's skills as the sliders set them, in their linked pairs. */
export function skillsLine(state: RevisedTableState, slot: number): string[] {
  const skills = state.invs[slot]?.skills;
  if (!skills) return [];
  return [`Skills: Speed ${skills.speed}, Sneak ${skills.sneak}; Fight ${skills.fight}, Will ${skills.will}; Lore ${skills.lore}, Luck ${skills.luck}.`];
}

/** The areas a prompt's options lead to (a move's next steps, a gate to come back through). */
export function reachOf(prompt: Pick<RevisedPrompt, 'options'>): string[] {
  return [...new Set(prompt.options.flatMap((o) => (o.to === undefined ? [] : [o.to])))];
}

export interface RevisedScene {
  content: RevisedContent;
  state: RevisedTableState;
  art: ArtLibrary;
  /** The investigator in focus. */
  slot: number | null;
  reach?: readonly string[];
  prompt?: string;
}

/** The Other World an investigator stands in: its picture, and their place and gauges beside it. */
function drawRevisedWorld(scene: RevisedScene, slot: number, world: string, area: number): ScreenBuffer {
  const { content, state } = scene;
  const name = revisedNamer(content);
  const screen = new ScreenBuffer(80, 24);
  let row = 2;
  const para = (text: string, ink = INK.text): void => {
    for (const line of wrapWords(text, 42)) screen.text(row++, 3, line, ink);
    row += 1;
  };
  screen.text(row, 3, clip(name(world), 42), worldInk(content, world));
  row += 2;
  const inv = state.invs[slot];
  para(`${name(inv?.id ?? '')}: area ${area} of 2.`, INK.value);
  para(area === 1 ? 'Next turn: on to the second area, and another encounter.' : 'Next turn: home to Arkham, through an open gate to this world.');
  const gates = Object.entries(state.board.gates).filter(([, w]) => w === world).map(([at]) => name(at));
  para(gates.length === 0 ? 'No gate to this world is open: the way home is closed.' : `The way home: ${gates.join(', ')}.`);
  if (scene.prompt !== undefined) screen.text(24, 2, clip(scene.prompt, 77), INK.prompt);
  return pictureBeside(scene.art, vignetteName(revisedPictureOf(world)), screen);
}

/** The map, or the Other World screen when the investigator in focus is out there. */
export function drawRevisedScene(scene: RevisedScene): ScreenBuffer {
  const inv = scene.slot === null ? undefined : scene.state.invs[scene.slot];
  if (scene.slot !== null && inv?.place.kind === 'other-world') return drawRevisedWorld(scene, scene.slot, inv.place.world, inv.place.area);
  return drawRevisedMap({ content: scene.content, state: scene.state, viewer: scene.slot, prompt: scene.prompt ?? '', ...(scene.reach ? { reach: scene.reach } : {}) });
}

/** What the map window keeps in sight: the investigator, the places offered, the gates. */
export function revisedFocus(content: RevisedContent, state: RevisedTableState, slot: number, reach: readonly string[]): MapFocus {
  const { board } = revisedMapBoard(content);
  const point = (id: string): MapPoint[] => {
    const p = pointOn(board, id);
    return p ? [p] : [];
  };
  const inv = state.invs[slot];
  const investigator = inv?.place.kind === 'arkham' ? (point(inv.place.node)[0] ?? null) : null;
  return { investigator, places: reach.flatMap(point), gates: Object.keys(state.board.gates).slice(0, 2).flatMap(point) };
}

/** A decision's menu over its scene, the banner above it. */
export function placeOverRevisedScene(scene: RevisedScene, slot: number, banner: Banner): (page: ScreenBuffer, cursorAt: Cell) => PlacedPage {
  const base = drawRevisedScene({ ...scene, slot });
  const inv = scene.state.invs[slot];
  if (inv?.place.kind !== 'arkham') return (page, cursorAt) => withMenu(base, page, cursorAt, banner);
  const focus = revisedFocus(scene.content, scene.state, slot, scene.reach ?? []);
  return (page, cursorAt) => withMenu(windowedMap(base, focus, mapRowsAbove(page.rows)), page, cursorAt, banner);
}
